import { Anchor, Grid, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import { productPageSchema } from '@formulab/shared/shop/products.schema';
import { noticePageSchema } from '@formulab/shared/content/content.schema';
import { api } from '../../../lib/api.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';

/** How many of each the visitor's dashboard shows. */
const PRODUCTS = 4;
const NOTICES = 3;

/**
 * What a visitor finds on the dashboard besides the welcome: the best-selling products of the shop
 * and the latest notices, each read from the public API (the sections hide when there is nothing).
 */
export function VisitorHighlights() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const products = useQuery({
    queryKey: ['products', 'public', 'featured'],
    queryFn: ({ signal }) =>
      api(`/api/products?sort=popular&limit=${PRODUCTS}`, {
        schema: import.meta.env.PROD ? undefined : productPageSchema,
        signal,
      }),
    staleTime: 60_000,
  });
  const notices = useQuery({
    queryKey: ['notices', 'list', 'latest'],
    queryFn: ({ signal }) =>
      api(`/api/notices?limit=${NOTICES}`, { schema: import.meta.env.PROD ? undefined : noticePageSchema, signal }),
    staleTime: 60_000,
  });
  const productItems = products.data?.items ?? [];
  const noticeItems = notices.data?.items ?? [];
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 8 }} component="section" aria-labelledby="visitor-products">
        <SectionHead
          id="visitor-products"
          title={t('dashboard.visitor.productsTitle')}
          to="/product"
          link={t('dashboard.visitor.productsLink')}
        />
        {products.isPending ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            {Array.from({ length: PRODUCTS }, (_, i) => (
              <Skeleton key={i} h={220} radius="lg" />
            ))}
          </SimpleGrid>
        ) : productItems.length === 0 ? (
          <Text c="gray.7" fz="sm">
            {t('dashboard.visitor.productsEmpty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {productItems.map((p) => (
              <li key={p.id}>
                <Paper
                  component={Link}
                  to={`/product/${p.id}`}
                  withBorder
                  radius="lg"
                  p="sm"
                  h="100%"
                  style={{ display: 'block', textDecoration: 'none' }}
                >
                  <Image src={p.thumbUrl} alt="" radius="md" h={120} fit="cover" fallbackSrc="/icons/icon-192.png" bg="gray.1" />
                  <Text fw={600} c="gray.9" fz="sm" mt="xs" lineClamp={2}>
                    {en ? p.nameEn || p.nameKo : p.nameKo}
                  </Text>
                  <Text c="brand.8" fw={700} fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {t('dashboard.visitor.fromPrice', { price: formatMoney(p.fromPrice) })}
                  </Text>
                </Paper>
              </li>
            ))}
          </SimpleGrid>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} component="section" aria-labelledby="visitor-notices">
        <SectionHead
          id="visitor-notices"
          title={t('dashboard.visitor.noticesTitle')}
          to="/notice"
          link={t('dashboard.visitor.noticesLink')}
        />
        <Paper withBorder radius="lg" p="md">
          {notices.isPending ? (
            <Stack gap="sm">
              {Array.from({ length: NOTICES }, (_, i) => (
                <Skeleton key={i} h={36} />
              ))}
            </Stack>
          ) : noticeItems.length === 0 ? (
            <Text c="gray.7" fz="sm">
              {t('dashboard.visitor.noticesEmpty')}
            </Text>
          ) : (
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {noticeItems.map((n) => (
                <li key={n.id}>
                  <Anchor component={Link} to={`/notice?id=${n.id}`} c="gray.9" fw={600} fz="sm" lineClamp={2} underline="hover">
                    {n.pinned && (
                      <IconPin
                        size={14}
                        aria-label={t('dashboard.visitor.pinned')}
                        style={{ marginRight: 4, verticalAlign: -2 }}
                      />
                    )}
                    {n.title}
                  </Anchor>
                  <Text c="gray.7" fz="xs">
                    {formatDate(n.publishAt)}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

/** A section's heading, with a link at its end to the page that lists them all. */
function SectionHead({ id, title, to, link }: { id: string; title: string; to: string; link: string }) {
  return (
    <Group justify="space-between" mb="md" align="baseline">
      <Title id={id} order={2} fz={{ base: 20, sm: 24 }} c="gray.9">
        {title}
      </Title>
      <Anchor component={Link} to={to} fz="sm" c="brand.8" fw={600}>
        {link}
      </Anchor>
    </Group>
  );
}
