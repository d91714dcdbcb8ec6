import { Badge, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { SubMaterialSummary } from '@formulab/shared/catalogue/sub-materials.schema';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { localName } from '../api.ts';
import { PackagingPlaceholder } from './packaging-placeholder.tsx';
import { LinkCard, LinkCardSkeleton, SkeletonBadges, SkeletonLines } from '../../../components/link-card.tsx';
import linkCard from '../../../components/link-card.module.css';
import classes from './catalogue.module.css';

/** Capacity as "150 ml", or null for items without one (caps, boxes). */
export function capacityText(ml: number | null): string | null {
  return ml === null ? null : `${formatNumber(ml, 1)} ml`;
}

/** Finish badges, up to `max`, then "+n". */
export function FinishBadges({ finishes, max = 3 }: { finishes: SubMaterialSummary['finishes']; max?: number }) {
  const { i18n } = useTranslation();
  if (!finishes.length) return null;
  const rest = finishes.length - max;
  return (
    <Group gap={4}>
      {finishes.slice(0, max).map((f) => (
        <Badge key={f.slug} size="md" radius="sm" variant="outline" color="gray.4" c="gray.8" tt="none" fw={500} fz={12}>
          {localName(f, i18n.resolvedLanguage)}
        </Badge>
      ))}
      {rest > 0 && (
        <Badge size="md" radius="sm" variant="outline" color="gray.4" c="gray.8" tt="none" fw={500} fz={12}>
          +{rest}
        </Badge>
      )}
    </Group>
  );
}

/** One packaging item in the grid; the name links to its page (the whole card is clickable). */
export function SubMaterialCard({ item }: { item: SubMaterialSummary }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const capacity = capacityText(item.capacityMl);
  return (
    <LinkCard flush>
      <Stack gap={0} h="100%">
        <div className={classes.media} style={{ aspectRatio: '4 / 3', borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          {item.thumbUrl ? (
            <img
              src={item.thumbUrl}
              width={item.thumbSize?.width}
              height={item.thumbSize?.height}
              alt=""
              loading="lazy"
              style={{ padding: 8 }}
            />
          ) : (
            <PackagingPlaceholder />
          )}
        </div>
        <Stack gap={8} p={{ base: 'sm', sm: 'md' }} style={{ flex: 1 }}>
          <Text fz="xs" fw={600} c="brand.8" tt="uppercase" style={{ letterSpacing: '0.04em' }} lineClamp={1}>
            {localName(item.type, lang)}
          </Text>
          <Stack gap={2}>
            <Text component="h2" fz="md" fw={700} c="gray.9" lh={1.35} m={0}>
              <Link to={`/submaterial/${item.id}`} className={linkCard.stretched}>
                {localName(item, lang)}
              </Link>
            </Text>
            <Text fz="xs" c="gray.7" className="tabular">
              {item.code}
            </Text>
          </Stack>
          <Text fz="sm" c="gray.8" className="tabular">
            {[capacity, localName(item.material, lang)].filter(Boolean).join(' · ')}
          </Text>
          <FinishBadges finishes={item.finishes} />
          <Stack gap={6} mt="auto" pt={4}>
            <Divider color="gray.2" />
            <Text fw={700} c="gray.9" className="tabular">
              {t('catalogue.sub.fromPrice', { price: formatMoney(item.fromPrice) })}
              <Text component="span" fz="xs" fw={500} c="gray.7">
                {' '}
                {t('catalogue.sub.perUnit')}
              </Text>
            </Text>
            <Text fz="xs" c="gray.7" className="tabular">
              <span style={{ whiteSpace: 'nowrap' }}>{t('catalogue.sub.moqShort', { qty: formatNumber(item.moq) })}</span>
              {' · '}
              <span style={{ whiteSpace: 'nowrap' }}>{t('catalogue.sub.leadShort', { count: item.leadTimeDays })}</span>
            </Text>
          </Stack>
        </Stack>
      </Stack>
    </LinkCard>
  );
}

export function SubMaterialCardSkeleton() {
  return (
    <LinkCardSkeleton picture>
      <SkeletonLines h={[10, 16, 10, 12]} w={['35%', '80%', '30%', '50%']} />
      <SkeletonBadges widths={[52, 60]} />
      <Skeleton h={16} w="45%" radius="sm" mt={6} />
      <Skeleton h={10} w="60%" radius="sm" />
    </LinkCardSkeleton>
  );
}
