import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBottle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { subMaterialPageSchema, type SubMaterialSummary } from '@formulab/shared/catalogue/sub-materials.schema';
import { api } from '../../lib/api.ts';
import { formatNumber, localName } from '../../lib/format.ts';
import { toQuery } from '../../lib/query-string.ts';

/** Packaging a customer may choose: visible items of the sub-material catalogue, searched by code or name. */
export const packagingChoicesQuery = (q: string) =>
  queryOptions({
    queryKey: ['sub-materials', 'public', 'choices', q],
    queryFn: ({ signal }) =>
      api(`/api/sub-materials${toQuery({ q: q || undefined, limit: 30 })}`, { schema: subMaterialPageSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/**
 * The packaging a workflow record is for (a sample's optional container, a quote's required one), from
 * the sub-material catalogue, searched by code or name. `strings` names the form's group of strings
 * (`<strings>.form.packaging`, `…Hint`, `…Placeholder`, `searching`, `noPackagingFound`); `detail` adds
 * what the form cares about to each choice's second line (a quote its MOQ, a sample its type).
 */
export function PackagingPicker({
  strings,
  value,
  onChange,
  required = false,
  detail,
  error,
  onBlur,
}: {
  strings: 'quotes' | 'samples';
  value: string | null;
  onChange: (id: string | null) => void;
  required?: boolean;
  detail: (p: SubMaterialSummary, language: string | undefined) => ReactNode;
  error?: string;
  onBlur?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const label = (p: SubMaterialSummary) => `${localName(p, i18n.resolvedLanguage)} · ${p.code}`;
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<SubMaterialSummary | null>(null);
  // the chosen item's own label in the box is not a search
  const term = chosen && chosen.id === value && search === label(chosen) ? '' : search;
  const [debounced] = useDebouncedValue(term.trim(), 250);
  const found = useQuery(packagingChoicesQuery(debounced));
  const items = new Map<string, SubMaterialSummary>();
  if (chosen && chosen.id === value) items.set(chosen.id, chosen);
  for (const p of found.data?.items ?? []) items.set(p.id, p);

  return (
    <Select
      label={t(`${strings}.form.packaging`)}
      description={t(`${strings}.form.packagingHint`)}
      inputWrapperOrder={required ? ['label', 'description', 'input', 'error'] : ['label', 'input', 'description', 'error']}
      placeholder={t(`${strings}.form.packagingPlaceholder`)}
      required={required}
      leftSection={<IconBottle size={16} aria-hidden="true" />}
      rightSection={found.isFetching ? <Loader size={14} /> : undefined}
      data={[...items.values()].map((p) => ({ value: p.id, label: label(p) }))}
      renderOption={({ option }) => {
        const p = items.get(option.value);
        if (!p) return option.label;
        return (
          <Stack gap={0}>
            <Text fz="sm">{localName(p, i18n.resolvedLanguage)}</Text>
            <Text fz="xs" c="gray.7">
              {p.code}
              {p.capacityMl !== null ? ` · ${formatNumber(p.capacityMl)} ml` : ''} · {detail(p, i18n.resolvedLanguage)}
            </Text>
          </Stack>
        );
      }}
      filter={({ options }) => options}
      value={value || null}
      onChange={(id) => {
        setChosen((id && items.get(id)) || null);
        onChange(id);
      }}
      onBlur={onBlur}
      searchable
      clearable={!required}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? t(`${strings}.form.searching`) : t(`${strings}.form.noPackagingFound`)}
      error={error}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      data-testid="packaging-picker"
    />
  );
}
