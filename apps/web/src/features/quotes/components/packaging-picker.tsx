import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBottle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { SubMaterialSummary } from '@formulab/shared/catalogue/sub-materials.schema';
import { formatNumber } from '../../../lib/format.ts';
import { packagingChoicesQuery } from '../api.ts';
import { localName } from '../format.ts';

/**
 * The container the product is filled into (required: a quote is for a finished product), from the
 * sub-material catalogue, searched by code or name; its MOQ is shown with each choice.
 */
export function PackagingPicker({
  value,
  onChange,
  error,
  onBlur,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: string;
  onBlur?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const label = (p: SubMaterialSummary) => `${localName(p, i18n.resolvedLanguage)} · ${p.code}`;
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<SubMaterialSummary | null>(null);
  const term = chosen && chosen.id === value && search === label(chosen) ? '' : search;
  const [debounced] = useDebouncedValue(term.trim(), 250);
  const found = useQuery(packagingChoicesQuery(debounced));
  const items = new Map<string, SubMaterialSummary>();
  if (chosen && chosen.id === value) items.set(chosen.id, chosen);
  for (const p of found.data?.items ?? []) items.set(p.id, p);

  return (
    <Select
      label={t('quotes.form.packaging')}
      description={t('quotes.form.packagingHint')}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      placeholder={t('quotes.form.packagingPlaceholder')}
      required
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
              {p.capacityMl !== null ? ` · ${formatNumber(p.capacityMl)} ml` : ''} ·{' '}
              {t('quotes.form.packagingMoq', { n: formatNumber(p.moq) })}
            </Text>
          </Stack>
        );
      }}
      filter={({ options }) => options}
      value={value || null}
      onChange={(id) => {
        setChosen((id && items.get(id)) || null);
        onChange(id ?? '');
      }}
      onBlur={onBlur}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? t('quotes.form.searching') : t('quotes.form.noPackagingFound')}
      error={error}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      data-testid="packaging-picker"
    />
  );
}
