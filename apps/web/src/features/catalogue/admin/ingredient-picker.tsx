import { Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { ingredientsQuery, localName } from '../api.ts';

export type IngredientRef = { id: string; inciName: string; nameKo: string; nameEn: string };

type Props = {
  value: string | null;
  onChange: (id: string | null) => void;
  /** the linked ingredient of the record being edited, so it shows before any search */
  initial: IngredientRef | null;
  error?: React.ReactNode;
  onBlur?: () => void;
};

/** Choose an ingredient by INCI, Korean or English name or CAS number; the server does the searching. */
export function IngredientPicker({ value, onChange, initial, error, onBlur }: Props) {
  const { t, i18n } = useTranslation();
  const [picked, setPicked] = useState<IngredientRef | null>(initial);
  const [search, setSearch] = useState('');
  const label = (x: IngredientRef) => {
    const local = localName(x, i18n.resolvedLanguage);
    return local.toLowerCase() === x.inciName.toLowerCase() ? x.inciName : `${x.inciName} · ${local}`;
  };
  // after a pick the box shows the picked label: that is not a new search
  const typed = picked && search === label(picked) ? '' : search.trim();
  const [q] = useDebouncedValue(typed, 250);
  const query = useQuery(ingredientsQuery({ q: q || undefined, limit: 20, sort: q ? 'relevance' : 'name' }, 'admin'));
  const found: IngredientRef[] = query.data?.items ?? [];
  const options = picked && !found.some((f) => f.id === picked.id) ? [picked, ...found] : found;
  const byId = new Map(options.map((o) => [o.id, o]));

  return (
    <Select
      label={t('adminCatalogue.materials.ingredient')}
      description={t('adminCatalogue.materials.ingredientHelp')}
      placeholder={t('adminCatalogue.materials.ingredientPlaceholder')}
      required
      searchable
      clearable
      data={options.map((o) => ({ value: o.id, label: label(o) }))}
      value={value}
      onChange={(id) => {
        setPicked(id ? (byId.get(id) ?? null) : null);
        onChange(id);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      onBlur={onBlur}
      error={error}
      maxDropdownHeight={320}
      rightSection={query.isFetching ? <Loader size={14} /> : undefined}
      nothingFoundMessage={query.isFetching ? t('common.loading') : t('adminCatalogue.materials.noIngredient')}
      renderOption={({ option }) => {
        const o = byId.get(option.value);
        if (!o) return option.label;
        return (
          <Stack gap={0}>
            <Text fz="sm" fw={500}>
              {o.inciName}
            </Text>
            <Group gap={6}>
              <Text fz="xs" c="gray.7">
                {o.nameKo}
              </Text>
              <Text fz="xs" c="gray.7">
                {o.nameEn}
              </Text>
            </Group>
          </Stack>
        );
      }}
      comboboxProps={{ zIndex: 400 }}
    />
  );
}
