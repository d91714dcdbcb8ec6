import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconBuildingFactory2 } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import type { To } from 'react-router';
import type { PublicRecipeSummary } from '@formulab/shared/recipes/recipes.schema';
import { LocalDate } from '../../../components/local-date.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { ValidityBadge } from '../../../components/validity-badge.tsx';
import { LinkCard, LinkCardFoot, LinkCardTitle, TextCardSkeleton } from '../../../components/link-card.tsx';
import { TagBadges } from '../../../components/tag-badges.tsx';

const localName = (x: { nameKo: string; nameEn: string }, lang: string | undefined) =>
  lang === 'en' ? x.nameEn || x.nameKo : x.nameKo || x.nameEn;

/** Usable (green) or draft (grey), its meaning in a tooltip. */
export function PublicRecipeStatusBadge({ valid, size = 'sm' }: { valid: boolean; size?: 'xs' | 'sm' | 'md' }) {
  return <ValidityBadge valid={valid} size={size} withHint />;
}

/** The product type as an outlined badge. */
export function ProductTypeBadge({ type, size = 'sm' }: { type: string; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Badge size={size} variant="outline" color="brand.8" c="brand.9" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {t(`productTypes.${type}`)}
    </Badge>
  );
}

/** One public recipe in the gallery; its name links to the detail (the whole card is clickable). */
export function PublicRecipeCard({ item, to }: { item: PublicRecipeSummary; to: To }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  return (
    <LinkCard
      head={
        <>
          <ProductTypeBadge type={item.productType} />
          <PublicRecipeStatusBadge valid={item.valid} />
        </>
      }
    >
      <Stack gap={2}>
        <LinkCardTitle to={to}>{item.name}</LinkCardTitle>
        <Group gap={4} wrap="nowrap">
          <IconBuildingFactory2 size={13} color="var(--mantine-color-gray-7)" aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text fz="xs" c="gray.7" lineClamp={1}>
            {t('publicRecipes.card.by', { author: item.author })}
          </Text>
        </Group>
      </Stack>
      {item.description.trim() && (
        <Text fz="sm" c="gray.8" lh={1.5} lineClamp={2}>
          {item.description}
        </Text>
      )}
      {item.inciPreview.length > 0 && (
        <Text fz="xs" c="gray.8" lh={1.5} lineClamp={2}>
          <Text component="span" fz="xs" fw={600} c="brand.9">
            {t('publicRecipes.card.inciPreview')}
          </Text>{' '}
          {item.inciPreview.join(', ')}
        </Text>
      )}
      <TagBadges
        tags={item.functions.map((f) => ({ key: f.slug, label: localName(f, lang) }))}
        moreLabel={(count) => t('publicRecipes.card.moreFunctions', { count })}
      />
      <LinkCardFoot end={<LocalDate at={item.updatedAt} />}>
        <Text fz="xs" c="gray.8" fw={600} className="tabular" style={{ whiteSpace: 'nowrap' }}>
          {t('publicRecipes.card.lines', { count: item.lineCount, n: formatNumber(item.lineCount) })}
        </Text>
      </LinkCardFoot>
    </LinkCard>
  );
}

/** The same shape while the gallery loads. */
export function PublicRecipeCardSkeleton() {
  return (
    <TextCardSkeleton
      h={248}
      head={{ h: [18, 18], w: [64, 72] }}
      lines={{ h: [16, 10, 12, 12], w: ['75%', '35%', '95%', '80%'] }}
      badges={[52, 64]}
      foot={{ h: [12, 12], w: [70, 80] }}
    />
  );
}
