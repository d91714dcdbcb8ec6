import { Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { To } from 'react-router';
import type { IngredientSummary } from '@formulab/shared/catalogue/ingredients.schema';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { localName } from '../api.ts';
import { AllergenBadge, FunctionBadges } from './ingredient-bits.tsx';
import { LinkCard, LinkCardFoot, LinkCardTitle, TextCardSkeleton } from '../../../components/link-card.tsx';

/** The name under the INCI name: the current language's, unless it just repeats the INCI name. */
export function secondaryName(x: IngredientSummary, lang: string | undefined): string | null {
  const name = localName(x, lang);
  return name.trim().toLowerCase() === x.inciName.trim().toLowerCase() ? null : name;
}

/**
 * One ingredient in the grid; the INCI name links to its detail (the whole card is clickable). Drawn
 * again only when its ingredient or link changes: the list's answers keep an unchanged ingredient's
 * object (the query cache's structural sharing), so a page that draws itself again (a refetch starting
 * and ending, a filter's state) does not draw its 24 cards again.
 */
export const IngredientCard = memo(function IngredientCard({ item, to }: { item: IngredientSummary; to: To }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const local = secondaryName(item, lang);
  return (
    <LinkCard
      head={
        <>
          <Text fz="xs" fw={600} c="brand.8" tt="uppercase" style={{ letterSpacing: '0.04em' }} lineClamp={1}>
            {localName(item.category, lang)}
          </Text>
          {item.allergen && <AllergenBadge size="xs" />}
        </>
      }
    >
      <Stack gap={2}>
        <LinkCardTitle to={to}>{item.inciName}</LinkCardTitle>
        {local && (
          <Text fz="sm" c="gray.7" lh={1.4}>
            {local}
          </Text>
        )}
        <Text fz="xs" c="gray.7" className="tabular">
          {t('catalogue.ingredient.cas')} {item.casNumber ?? '—'}
        </Text>
      </Stack>
      <FunctionBadges functions={item.functions} />
      <LinkCardFoot align="baseline" end={t('catalogue.ingredient.moqShort', { qty: formatNumber(item.moqKg, 3) })}>
        <Text fw={700} c="gray.9" className="tabular" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(item.pricePerKg)}
          <Text component="span" fz="xs" fw={500} c="gray.7">
            {' '}
            / kg
          </Text>
        </Text>
      </LinkCardFoot>
    </LinkCard>
  );
}, sameCard);

/** The same ingredient object and a link to the same place (the list makes a new `{ search }` each render). */
function sameCard(a: { item: IngredientSummary; to: To }, b: { item: IngredientSummary; to: To }): boolean {
  if (a.item !== b.item) return false;
  if (typeof a.to === 'string' || typeof b.to === 'string') return a.to === b.to;
  return a.to.pathname === b.to.pathname && a.to.search === b.to.search && a.to.hash === b.to.hash;
}

/** The same shape while the list loads. */
export function IngredientCardSkeleton() {
  return (
    <TextCardSkeleton
      h={232}
      lines={{ h: [10, 16, 12, 10], w: ['40%', '80%', '55%', '35%'] }}
      badges={[52, 64, 44]}
      foot={{ h: [16, 12], w: [110, 70] }}
    />
  );
}
