import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { ProductSummary } from '@formulab/shared/shop/products.schema';
import type { ThumbSize } from '@formulab/shared/catalogue/files.schema';
import gallery from '../../../components/image-gallery.module.css';
import { LinkCard } from '../../../components/link-card.tsx';
import linkCard from '../../../components/link-card.module.css';
import { formatMoney } from '../../../lib/format.ts';
import { localName, localSummary } from '../format.ts';

/**
 * A product's cover or a quiet placeholder when it has none. `eager` for the covers a screen shows
 * first (the shop's first row: the largest paint of /product must not wait for lazy loading).
 */
export function ProductThumb({
  url,
  size = null,
  ratio = '1',
  eager = false,
}: {
  url: string | null;
  /** the pixel size of the picture at `url`, when known (its box is the ratio's either way) */
  size?: ThumbSize;
  ratio?: string;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={gallery.media} style={{ aspectRatio: ratio }}>
      {url ? (
        <img
          src={url}
          width={size?.width}
          height={size?.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          style={{ objectFit: 'cover' }}
        />
      ) : (
        <IconPhoto size={40} color="var(--mantine-color-gray-5)" aria-label={t('shop.list.noImage')} role="img" />
      )}
    </div>
  );
}

/**
 * One product in the shop grid: cover, category, name (the link), summary, price from, sold-out badge.
 * Drawn again only when its product changes (the query cache keeps an unchanged product's object), not
 * each time the page does (a refetch's start and end, a filter's state): each drew the whole grid again
 * in one task on a phone.
 */
export const ProductCard = memo(function ProductCard({ item, eager = false }: { item: ProductSummary; eager?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const soldOut = item.status === 'sold_out' || item.stock <= 0;
  const name = localName(item, lang);
  return (
    <LinkCard flush>
      <Stack gap={0} h="100%">
        <div style={{ position: 'relative', borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <ProductThumb url={item.thumbUrl} size={item.thumbSize} eager={eager} />
          {soldOut && (
            <Badge pos="absolute" top={10} left={10} color="dark" variant="filled" radius="sm" tt="none">
              {t('shop.list.soldOut')}
            </Badge>
          )}
        </div>
        <Stack gap={6} p={{ base: 'sm', sm: 'md' }} style={{ flex: 1 }}>
          <Text fz="xs" fw={600} c="brand.8" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {t(`shop.categories.${item.category}`)}
          </Text>
          <Text component="h2" fz="md" fw={700} c="gray.9" lh={1.35} m={0}>
            <Link to={`/product/${item.id}`} className={linkCard.stretched} aria-label={t('shop.list.open', { name })}>
              {name}
            </Link>
          </Text>
          {localSummary(item, lang) && (
            <Text fz="sm" c="gray.7" lineClamp={2}>
              {localSummary(item, lang)}
            </Text>
          )}
          <Group mt="auto" pt={4} gap="xs" justify="space-between" wrap="nowrap">
            <Text fw={700} c={soldOut ? 'gray.7' : 'gray.9'} className="tabular" data-testid="product-price">
              {t('shop.list.from', { price: formatMoney(item.fromPrice) })}
            </Text>
          </Group>
        </Stack>
      </Stack>
    </LinkCard>
  );
});

export function ProductCardSkeleton() {
  return (
    <Paper withBorder radius="lg" bg="white" style={{ overflow: 'hidden' }}>
      <Skeleton style={{ aspectRatio: '1' }} radius={0} />
      <Stack gap={8} p="md">
        <Skeleton h={10} w="40%" />
        <Skeleton h={16} w="80%" />
        <Skeleton h={14} w="50%" />
      </Stack>
    </Paper>
  );
}
