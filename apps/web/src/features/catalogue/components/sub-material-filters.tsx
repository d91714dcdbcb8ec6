import { Group, RangeSlider, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { Term } from '@formulab/shared/catalogue/taxonomy.schema';
import { formatNumber } from '../../../lib/format.ts';
import { localName, taxonomyQuery } from '../api.ts';
import { TermChips } from './term-chips.tsx';

/** Slider stops (ml): packaging sizes are spread over three orders of magnitude. */
export const CAPACITY_STOPS = [0, 5, 10, 15, 20, 30, 50, 75, 100, 150, 200, 250, 300, 500, 750, 1000] as const;
const LAST = CAPACITY_STOPS.length - 1;

const lowerStop = (ml: number | undefined) =>
  ml === undefined
    ? 0
    : Math.max(
        0,
        CAPACITY_STOPS.findLastIndex((s) => s <= ml),
      );
const upperStop = (ml: number | undefined) => {
  if (ml === undefined) return LAST;
  const i = CAPACITY_STOPS.findIndex((s) => s >= ml);
  return i < 0 ? LAST : i;
};

export type CapacityRange = { min?: number; max?: number };

/** Type (chips), material and finish (selects) and a capacity range, all from the option lists. */
export function SubMaterialFilters({
  type,
  material,
  finish,
  capacity,
  onChange,
}: {
  type: string;
  material: string;
  finish: string;
  capacity: CapacityRange;
  onChange: (patch: { type?: string; material?: string; finish?: string; capacity?: CapacityRange }) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const types = useQuery(taxonomyQuery('sub-types'));
  const materials = useQuery(taxonomyQuery('sub-materials'));
  const finishes = useQuery(taxonomyQuery('sub-finishes'));
  const options = (terms: Term[] | undefined, selected: string) =>
    (terms ?? []).filter((x) => x.usage > 0 || x.slug === selected).map((x) => ({ value: x.slug, label: localName(x, lang) }));
  return (
    <Stack gap="md">
      <TermChips
        label={t('catalogue.subFilters.type')}
        terms={types.data ?? []}
        loading={types.isPending}
        value={type}
        onChange={(v) => onChange({ type: v })}
        visible={9}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
        <Select
          label={t('catalogue.subFilters.material')}
          placeholder={t('catalogue.subFilters.anyMaterial')}
          data={options(materials.data, material)}
          value={material || null}
          onChange={(v) => onChange({ material: v ?? '' })}
          clearable
          searchable
          nothingFoundMessage={t('catalogue.subFilters.nothingFound')}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('catalogue.subFilters.finish')}
          placeholder={t('catalogue.subFilters.anyFinish')}
          data={options(finishes.data, finish)}
          value={finish || null}
          onChange={(v) => onChange({ finish: v ?? '' })}
          clearable
          searchable
          nothingFoundMessage={t('catalogue.subFilters.nothingFound')}
          comboboxProps={{ withinPortal: true }}
        />
        <CapacitySlider value={capacity} onChange={(c) => onChange({ capacity: c })} />
      </SimpleGrid>
    </Stack>
  );
}

/** A range over the capacity stops; the list changes when the user lets go. */
function CapacitySlider({ value, onChange }: { value: CapacityRange; onChange: (v: CapacityRange) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const fromUrl: [number, number] = [lowerStop(value.min), upperStop(value.max)];
  const [range, setRange] = useState<[number, number]>(fromUrl);
  const [seen, setSeen] = useState(`${fromUrl[0]}-${fromUrl[1]}`);
  if (`${fromUrl[0]}-${fromUrl[1]}` !== seen) {
    setSeen(`${fromUrl[0]}-${fromUrl[1]}`);
    setRange(fromUrl);
  }
  const ml = (i: number) => `${formatNumber(CAPACITY_STOPS[i]!)} ml`;
  const summary =
    range[0] === 0 && range[1] === LAST
      ? t('catalogue.subFilters.capacityAny')
      : range[1] === LAST
        ? t('catalogue.subFilters.capacityFrom', { min: ml(range[0]) })
        : t('catalogue.subFilters.capacityRange', { min: ml(range[0]), max: ml(range[1]) });
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text id={labelId} fz="sm" fw={500} c="gray.9">
          {t('catalogue.subFilters.capacity')}
        </Text>
        <Text fz="sm" c="gray.8" className="tabular" aria-live="polite">
          {summary}
        </Text>
      </Group>
      <RangeSlider
        aria-labelledby={labelId}
        min={0}
        max={LAST}
        step={1}
        minRange={1}
        value={range}
        onChange={setRange}
        onChangeEnd={([a, b]) =>
          onChange({ min: a === 0 ? undefined : CAPACITY_STOPS[a], max: b === LAST ? undefined : CAPACITY_STOPS[b] })
        }
        label={(i) => (i === LAST ? `${ml(i)}+` : ml(i))}
        thumbFromLabel={t('catalogue.subFilters.capacityMin')}
        thumbToLabel={t('catalogue.subFilters.capacityMax')}
        marks={[
          { value: 0, label: '0' },
          { value: CAPACITY_STOPS.indexOf(100), label: '100' },
          { value: CAPACITY_STOPS.indexOf(300), label: '300' },
          { value: LAST, label: '1,000+' },
        ]}
        mt={4}
        mb="md"
        mx={16}
        color="brand"
        styles={{ markLabel: { fontSize: 11, color: 'var(--mantine-color-gray-7)' } }}
      />
    </Stack>
  );
}
