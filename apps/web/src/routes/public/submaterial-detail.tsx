import {
  Alert,
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useParams } from 'react-router';
import { unitPriceFor, type SubMaterialDetail } from '@formulab/shared/catalogue/sub-materials.schema';
import { localName, subMaterialQuery } from '../../features/catalogue/api.ts';
import { NotFoundState } from '../../features/catalogue/components/catalogue-states.tsx';
import { ImageGallery } from '../../components/image-gallery.tsx';
import { PackagingPlaceholder } from '../../features/catalogue/components/packaging-placeholder.tsx';
import { Fact } from '../../features/catalogue/components/fact.tsx';
import { PriceTierTable } from '../../features/catalogue/components/price-tier-table.tsx';
import type { NumberValue } from '../../components/number-field.tsx';
import { QuantityCalculator } from '../../features/catalogue/components/quantity-calculator.tsx';
import { capacityText, FinishBadges } from '../../features/catalogue/components/sub-material-card.tsx';
import { isNotFound, isUuid, retryUnlessNotFound } from '../../lib/not-found.ts';
import { errorKey } from '../../lib/api.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { ScreenModule } from '../../route-table.tsx';
import { useLoadingLabel } from '../../components/list-states.tsx';

/** What the server rendering reads before it draws the page (decision 0027): the packaging item. */
export const ssrQueries: NonNullable<ScreenModule['ssrQueries']> = ({ params }) =>
  isUuid(params.id ?? '') ? [subMaterialQuery(params.id!)] : [];

/** /submaterial/:id — one packaging item: gallery, specification, price tiers and a calculator. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const query = useQuery({ ...subMaterialQuery(id), enabled: valid, retry: retryUnlessNotFound });
  const item = query.data;
  useDocumentTitle(item ? localName(item, i18n.resolvedLanguage) : t('screens.submaterial.title'));

  if (!valid || (query.isError && isNotFound(query.error))) {
    return (
      <Box py={{ base: 'xs', sm: 'md' }}>
        <NotFoundState
          title={t('catalogue.subDetail.notFoundTitle')}
          body={t('catalogue.subDetail.notFoundBody')}
          backTo="/submaterials"
          backLabel={t('catalogue.subDetail.backToList')}
        />
      </Box>
    );
  }
  return (
    <Stack gap="lg" py={{ base: 'xs', sm: 'md' }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <Breadcrumbs
        component="nav"
        aria-label={t('catalogue.subDetail.breadcrumb')}
        separator={<IconChevronRight size={14} color="var(--mantine-color-gray-6)" aria-hidden="true" />}
        separatorMargin={6}
        styles={{ root: { flexWrap: 'wrap' } }}
      >
        <Anchor component={Link} to="/submaterials" fz="sm" c="brand.8" fw={500}>
          {t('screens.submaterials.title')}
        </Anchor>
        {item ? (
          <Text fz="sm" c="gray.8" aria-current="page">
            {localName(item, i18n.resolvedLanguage)}
          </Text>
        ) : (
          <Skeleton h={12} w={120} radius="sm" />
        )}
      </Breadcrumbs>
      {query.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert" title={t('catalogue.loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{t(errorKey(query.error))}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              {t('catalogue.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : item ? (
        <Detail key={item.id} item={item} />
      ) : (
        <DetailSkeleton />
      )}
    </Stack>
  );
}

function Detail({ item }: { item: SubMaterialDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const [qty, setQty] = useState<NumberValue>(item.moq);
  const name = localName(item, lang);
  const otherName = lang === 'en' ? item.nameKo : item.nameEn;
  const description = (
    lang === 'en' ? item.descriptionEn || item.descriptionKo : item.descriptionKo || item.descriptionEn
  ).trim();
  const tiers = [...item.priceTiers].sort((a, b) => a.minQty - b.minQty);
  const activeTier =
    typeof qty === 'number' && qty >= item.moq && unitPriceFor(tiers, qty) !== null
      ? tiers.filter((x) => x.minQty <= qty).at(-1)?.minQty
      : null;
  return (
    <Grid gutter={{ base: 'lg', md: 'xl' }}>
      <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
        <Box pos={{ md: 'sticky' }} top={88}>
          <ImageGallery
            images={item.images}
            name={name}
            strings="catalogue.images"
            fit="contain"
            placeholder={<PackagingPlaceholder size="50%" />}
          />
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6, lg: 7 }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Group gap={6}>
              <Badge variant="light" color="brand" c="brand.9" radius="sm" tt="none">
                {localName(item.type, lang)}
              </Badge>
              <Badge variant="outline" color="gray.4" c="gray.8" radius="sm" tt="none" className="tabular">
                {item.code}
              </Badge>
            </Group>
            <Title order={1} fz={{ base: 26, sm: 32 }} c="gray.9" lh={1.25} style={{ letterSpacing: '-0.02em' }}>
              {name}
            </Title>
            {otherName && otherName !== name && (
              <Text c="gray.7" lang={lang === 'en' ? 'ko' : 'en'}>
                {otherName}
              </Text>
            )}
            <Text fz={24} fw={800} c="gray.9" className="tabular" mt={4}>
              {t('catalogue.sub.fromPrice', { price: formatMoney(item.fromPrice) })}
              <Text component="span" fz="sm" fw={500} c="gray.7">
                {' '}
                {t('catalogue.sub.perUnit')}
              </Text>
            </Text>
          </Stack>

          <Paper withBorder radius="md" p="md" bg="white">
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
              <Fact label={t('catalogue.sub.type')}>{localName(item.type, lang)}</Fact>
              <Fact label={t('catalogue.sub.material')}>{localName(item.material, lang)}</Fact>
              <Fact label={t('catalogue.sub.capacity')}>{capacityText(item.capacityMl) ?? t('catalogue.sub.noCapacity')}</Fact>
              <Fact label={t('catalogue.sub.moq')}>{t('catalogue.sub.qty', { qty: formatNumber(item.moq) })}</Fact>
              <Fact label={t('catalogue.sub.leadTime')}>{t('catalogue.sub.leadDays', { count: item.leadTimeDays })}</Fact>
              <Fact label={t('catalogue.sub.code')}>{item.code}</Fact>
              <Fact label={t('catalogue.sub.finishes')} span={2}>
                {item.finishes.length ? <FinishBadges finishes={item.finishes} max={12} /> : '—'}
              </Fact>
              <Fact label={t('catalogue.sub.colours')} span={2}>
                {item.colours.length
                  ? item.colours.map((c) => (lang === 'en' ? c.en : c.ko)).join(', ')
                  : t('catalogue.sub.coloursOnRequest')}
              </Fact>
            </SimpleGrid>
          </Paper>

          <Box component="section" aria-labelledby="tiers-heading">
            <Text component="h2" id="tiers-heading" fz="md" fw={700} c="gray.9" mb="xs" mt={0}>
              {t('catalogue.sub.priceTiers')}
            </Text>
            <PriceTierTable tiers={tiers} activeMinQty={activeTier} caption={t('catalogue.sub.priceTiersCaption', { name })} />
          </Box>

          <QuantityCalculator tiers={tiers} moq={item.moq} qty={qty} onQty={setQty} />

          {description && (
            <Box component="section" aria-labelledby="desc-heading">
              <Text component="h2" id="desc-heading" fz="md" fw={700} c="gray.9" mb="xs" mt={0}>
                {t('catalogue.detail.description')}
              </Text>
              <Text c="gray.8" lh={1.75} style={{ whiteSpace: 'pre-line' }}>
                {description}
              </Text>
            </Box>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function DetailSkeleton() {
  const loading = useLoadingLabel();
  return (
    <Grid gutter={{ base: 'lg', md: 'xl' }} {...loading}>
      <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
        <Skeleton radius="lg" style={{ aspectRatio: '1' }} h="auto" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6, lg: 7 }}>
        <Stack gap="md">
          <Skeleton h={20} w={140} radius="sm" />
          <Skeleton h={32} w="70%" radius="sm" />
          <Skeleton h={16} w="40%" radius="sm" />
          <Skeleton h={28} w={160} radius="sm" />
          <Skeleton h={150} radius="md" />
          <Skeleton h={140} radius="md" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
