import { Group, Loader, MultiSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, useState, type Dispatch } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { MAX_PACKAGING_PARTS, type RecipeCosting } from '@formulab/shared/recipes/recipes.schema';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { packagingSearchQuery } from '../api.ts';
import type { EditorAction } from '../editor-state.ts';
import { localName } from '../format.ts';
import type { LiveResult } from '../live.ts';
import type { PackagingPart } from '../use-packaging.ts';
import { NumberField } from '../../../components/number-field.tsx';

/** Most packaging parts in a set: container, closure, box. */

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text fz="sm" c="gray.8">
        {label}
      </Text>
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 800 : 600} c="gray.9" className="tabular" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Raw material cost per kg, and per finished unit for a packaging set (up to three parts from the
 * catalogue, priced at the order quantity), a fill volume and a density. The settings are part of
 * the recipe (`costing`), so they are saved with it.
 */
export function CostSection({
  live,
  costing,
  dispatch,
  parts,
}: {
  live: LiveResult;
  costing: RecipeCosting;
  dispatch: Dispatch<EditorAction>;
  parts: PackagingPart[];
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="live-cost">
      <Title order={3} fz="sm" fw={700} c="gray.9" id="live-cost">
        {t('recipes.cost.title')}
      </Title>
      <Row label={t('recipes.cost.perKg')} value={formatMoney(live.costPerKg)} strong testId="cost-per-kg" />
      <CostSettings costing={costing} dispatch={dispatch} parts={parts} />
      {live.perUnit ? (
        <Stack gap={2}>
          <Row
            label={t('recipes.cost.bulk', { fill: formatNumber(costing.fillMl ?? 0, 1) })}
            value={formatMoney(live.perUnit.bulk)}
          />
          <Row label={t('recipes.cost.packagingSum')} value={formatMoney(live.perUnit.packaging)} />
          <Row label={t('recipes.cost.perUnit')} value={formatMoney(live.perUnit.total)} strong testId="cost-per-unit" />
        </Stack>
      ) : (
        <Text fz="xs" c="gray.7">
          {t('recipes.cost.fillHint')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The packaging set, fill, density and order quantity. Memoised apart from the figures: typing a %
 * changes the cost, not these inputs, so they do not re-render with every keystroke.
 */
const CostSettings = memo(function CostSettings({
  costing,
  dispatch,
  parts,
}: {
  costing: RecipeCosting;
  dispatch: Dispatch<EditorAction>;
  parts: PackagingPart[];
}) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 200);
  const found = useQuery(packagingSearchQuery(q));
  const labelOf = (x: { code: string; nameKo: string; nameEn: string; capacityMl: number | null }) =>
    `${localName(x, i18n.resolvedLanguage)}${x.capacityMl ? ` · ${formatNumber(x.capacityMl)} ml` : ''} (${x.code})`;
  const data = useMemo(() => {
    const seen = new Set<string>();
    const out: { value: string; label: string }[] = [];
    for (const p of parts) {
      seen.add(p.id);
      out.push({
        value: p.id,
        label: p.detail ? labelOf(p.detail) : p.missing ? t('recipes.cost.partMissing') : t('common.loading'),
      });
    }
    for (const x of found.data?.items ?? []) if (!seen.has(x.id)) out.push({ value: x.id, label: labelOf(x) });
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labelOf only reads the language
  }, [parts, found.data, i18n.resolvedLanguage, t]);
  const set = (patch: Partial<RecipeCosting>) => dispatch({ type: 'costing', patch });

  return (
    <>
      <MultiSelect
        size="xs"
        label={t('recipes.cost.packaging')}
        description={t('recipes.cost.packagingHelp', { max: MAX_PACKAGING_PARTS })}
        placeholder={costing.packagingIds.length < MAX_PACKAGING_PARTS ? t('recipes.cost.packagingPlaceholder') : undefined}
        data={data}
        value={costing.packagingIds}
        onChange={(ids) => set({ packagingIds: ids.slice(0, MAX_PACKAGING_PARTS) })}
        maxValues={MAX_PACKAGING_PARTS}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={found.isFetching ? t('common.loading') : t('recipes.cost.noPackaging')}
        rightSection={found.isFetching ? <Loader size={12} /> : undefined}
        hidePickedOptions
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={3} spacing="xs">
        {/* only a value the field accepts reaches the costing; the field never rewrites what is typed
            (clearing the quantity used to put 1 back: 10000 became 100,001) and says why it refuses */}
        <NumberField
          size="xs"
          label={t('recipes.cost.fill')}
          suffix="ml"
          min={0}
          max={100_000}
          decimals={4}
          value={costing.fillMl ?? ''}
          onChange={(v) => (typeof v === 'number' ? set({ fillMl: v }) : v === '' && set({ fillMl: null }))}
        />
        <NumberField
          size="xs"
          label={t('recipes.cost.density')}
          min={0.1}
          max={5}
          decimals={4}
          value={costing.density}
          onChange={(v) => typeof v === 'number' && set({ density: v })}
        />
        <NumberField
          size="xs"
          label={t('recipes.cost.quantity')}
          min={1}
          max={10_000_000}
          value={costing.quantity}
          onChange={(v) => typeof v === 'number' && set({ quantity: v })}
        />
      </SimpleGrid>
      {parts.length > 0 && (
        <Stack gap={2}>
          {parts.map((p) => (
            <Stack key={p.id} gap={0}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fz="xs" c="gray.8" truncate style={{ minWidth: 0 }}>
                  {p.detail ? localName(p.detail, i18n.resolvedLanguage) : p.missing ? t('recipes.cost.partMissing') : '…'}
                </Text>
                <Text fz="xs" c="gray.9" className="tabular" style={{ whiteSpace: 'nowrap' }}>
                  {p.cost ? formatMoney(p.cost.perUnit) : ''}
                </Text>
              </Group>
              {/* below its minimum order the part is still bought at the minimum: each unit carries the surplus */}
              {p.cost && p.cost.surplus > 0 && (
                <Text fz="xs" c="var(--mantine-color-orange-light-color)" data-testid="packaging-surplus">
                  {t('recipes.cost.surplus', {
                    price: formatMoney(p.cost.unitPrice),
                    moq: formatNumber(p.cost.bought),
                    surplus: formatNumber(p.cost.surplus),
                  })}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </>
  );
});
