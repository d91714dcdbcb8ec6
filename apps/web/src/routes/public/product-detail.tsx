import { Alert, Anchor, Badge, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ProductDetail } from '@formulab/shared/shop/products.schema';
import { LoadErrorAlert, useLoadingLabel } from '../../components/list-states.tsx';
import { productQuery } from '../../features/shop/api.ts';
import { AmountLines } from '../../features/shop/components/amounts.tsx';
import { ShopNotFound } from '../../features/shop/components/not-found.tsx';
import { IconPhoto } from '@tabler/icons-react';
import { ImageGallery } from '../../components/image-gallery.tsx';
import type { NumberValue } from '../../components/number-field.tsx';
import { OptionPicker, QuantityInput, initialOption } from '../../features/shop/components/option-picker.tsx';
import { localName } from '../../features/shop/format.ts';
import { errorKey } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { isNotFound, isUuid, retryUnlessNotFound } from '../../lib/not-found.ts';
import type { ScreenModule } from '../../route-table.tsx';

/** What the server rendering reads before it draws the page (decision 0027): the product. */
export const ssrQueries: NonNullable<ScreenModule['ssrQueries']> = ({ params }) =>
  isUuid(params.id ?? '') ? [productQuery(params.id!)] : [];

/** /product/:id — the gallery, the options with their price and stock, quantity, the total, and Buy. */
export function Component() {
  const { t, i18n } = useTranslation();
  const loading = useLoadingLabel();
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const product = useQuery({ ...productQuery(id), enabled: valid, retry: retryUnlessNotFound });
  useDocumentTitle(product.data ? localName(product.data, i18n.resolvedLanguage) : t('screens.productDetail.title'));
  const back = (
    <Anchor component={Link} to="/product" fz="sm" c="gray.8" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('shop.detail.back')}
      </Group>
    </Anchor>
  );
  let body;
  if (!valid || (product.isError && isNotFound(product.error)))
    body = (
      <ShopNotFound
        title={t('shop.detail.notFoundTitle')}
        body={t('shop.detail.notFoundBody')}
        backTo="/product"
        backLabel={t('shop.detail.back')}
      />
    );
  else if (product.isError)
    body = (
      <LoadErrorAlert
        title={t('shop.detail.loadError')}
        message={t(errorKey(product.error))}
        retryLabel={t('shop.list.retry')}
        onRetry={() => void product.refetch()}
      />
    );
  else if (!product.data)
    body = (
      <Grid gutter="xl" {...loading}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Skeleton style={{ aspectRatio: '1' }} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack>
            <Skeleton h={36} w="70%" />
            <Skeleton h={20} w="40%" />
            <Skeleton h={200} radius="lg" />
          </Stack>
        </Grid.Col>
      </Grid>
    );
  else body = <ProductView product={product.data} />;
  return (
    <Stack gap="lg" py={{ base: 'sm', sm: 'md' }} className="keep-all">
      {back}
      {body}
    </Stack>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [optionId, setOptionId] = useState(() => initialOption(product.options, params.get('option'))?.id ?? null);
  const [qty, setQty] = useState<NumberValue>(1);
  const option = product.options.find((o) => o.id === optionId);
  const name = localName(product, lang);
  const soldOut = product.status === 'sold_out' || product.options.every((o) => o.stock <= 0);
  const canBuy = !soldOut && option && option.stock > 0 && typeof qty === 'number' && qty >= 1 && qty <= option.stock;
  const description =
    lang === 'en' ? product.descriptionEn || product.descriptionKo : product.descriptionKo || product.descriptionEn;
  const summary = lang === 'en' ? product.summaryEn || product.summaryKo : product.summaryKo || product.summaryEn;
  return (
    <Grid gutter={{ base: 'lg', md: 48 }}>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <ImageGallery
          images={product.images}
          name={name}
          strings="shop.gallery"
          fit="cover"
          placeholder={<IconPhoto size={64} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Group gap="xs">
              <Text fz="xs" fw={600} c="brand.8" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
                {t(`shop.categories.${product.category}`)}
              </Text>
              {soldOut && (
                <Badge color="dark" radius="sm" tt="none">
                  {t('shop.list.soldOut')}
                </Badge>
              )}
            </Group>
            <Title order={1} fz={{ base: 26, sm: 32 }} c="gray.9" style={{ letterSpacing: '-0.02em' }}>
              {name}
            </Title>
            {summary && <Text c="gray.7">{summary}</Text>}
            <Text fz="xs" c="gray.7" className="tabular">
              {t('shop.detail.sku', { code: product.code })}
            </Text>
            <Text fz={24} fw={700} className="tabular" c="gray.9" data-testid="product-option-price">
              {formatMoney(option?.price ?? product.fromPrice)}
            </Text>
          </Stack>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white">
            <Stack gap="md">
              {soldOut ? (
                <Alert color="gray" variant="light">
                  {t('shop.detail.soldOutAll')}
                </Alert>
              ) : (
                <>
                  <OptionPicker options={product.options} value={optionId} onChange={setOptionId} />
                  {option && product.options.length === 1 && (
                    <Text fz="sm" c="gray.7" className="tabular">
                      {t('shop.detail.stockLeft', { n: option.stock })}
                    </Text>
                  )}
                  <QuantityInput value={qty} onChange={setQty} max={option?.stock ?? 1} />
                  {option && <AmountLines unitPrice={option.price} quantity={typeof qty === 'number' ? qty : 0} />}
                </>
              )}
              <Button
                size="md"
                color="coral.9"
                leftSection={<IconShoppingCart size={18} aria-hidden="true" />}
                disabled={!canBuy}
                onClick={() => option && navigate(`/purchase/${product.id}?option=${option.id}&qty=${qty}`)}
              >
                {t('shop.detail.buy')}
              </Button>
            </Stack>
          </Paper>
          {description && (
            <Stack gap="xs" component="section" aria-labelledby="pd-desc">
              <Title order={2} fz="lg" id="pd-desc">
                {t('shop.detail.description')}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }} c="gray.8">
                {description}
              </Text>
            </Stack>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
