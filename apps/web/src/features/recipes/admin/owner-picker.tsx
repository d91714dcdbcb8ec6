import { Group, Loader, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { recipeOwnersQuery, type RecipeOwner } from './admin-api.ts';

const label = (o: RecipeOwner) => (o.companyName ? `${o.name} · ${o.companyName}` : o.name);

/**
 * Owner filter: members found on the server by name, e-mail or company as one types. The chosen
 * owner (an id in the URL) is looked up by id so a shared link shows their name.
 */
export function OwnerPicker({ value, onChange }: { value: string; onChange: (id: string | null) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const selected = useQuery({ ...recipeOwnersQuery(value), enabled: Boolean(value) });
  const current = value ? selected.data?.find((o) => o.id === value) : undefined;
  // once chosen, the box shows the owner's label: that is not a new search
  const term = current && search === label(current) ? '' : search;
  const [debounced] = useDebouncedValue(term.trim(), 250);
  const found = useQuery(recipeOwnersQuery(debounced));
  const owners = new Map<string, RecipeOwner>();
  if (current) owners.set(current.id, current);
  for (const o of found.data ?? []) owners.set(o.id, o);

  return (
    <Select
      aria-label={t('adminRecipes.filters.owner')}
      placeholder={t('adminRecipes.filters.anyOwner')}
      leftSection={<IconUser size={16} aria-hidden="true" />}
      rightSection={found.isFetching ? <Loader size={14} /> : undefined}
      data={[...owners.values()].map((o) => ({ value: o.id, label: label(o) }))}
      renderOption={({ option }) => {
        const o = owners.get(option.value);
        return (
          <Group gap={2} wrap="nowrap" style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
            <Text fz="sm">{option.label}</Text>
            {o && (
              <Text fz="xs" c="gray.7">
                {o.email}
              </Text>
            )}
          </Group>
        );
      }}
      // the server already filtered by name, e-mail and company; do not filter its answer again by label
      filter={({ options }) => options}
      value={value || null}
      onChange={(v) => onChange(v)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      nothingFoundMessage={found.isFetching ? t('adminRecipes.filters.searching') : t('adminRecipes.filters.noOwner')}
      w={{ base: '100%', sm: 240 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
