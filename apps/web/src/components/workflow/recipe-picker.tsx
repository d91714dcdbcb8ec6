import { Loader, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import type { TFunction } from '../../i18n/index.ts';
import { recipePageSchema, type RecipeSummary } from '@formulab/shared/recipes/recipes.schema';
import { isTotalValid } from '@formulab/shared/recipes/formulation';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { toQuery } from '../../lib/query-string.ts';

/** My recipes by name, usable or not (the picker shows why one cannot be chosen). */
export const recipeChoicesQuery = (q: string) =>
  queryOptions({
    queryKey: ['recipes', 'choices', q],
    queryFn: ({ signal }) =>
      api(`/api/recipes${toQuery({ q: q || undefined, sort: 'name', limit: 50 })}`, { schema: recipePageSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** How many usable recipes I have (a sample or quote form's empty state when none). */
export const usableRecipeCountQuery = () =>
  queryOptions({
    queryKey: ['recipes', 'usable-count'],
    queryFn: ({ signal }) => api('/api/recipes?valid=true&limit=1', { schema: recipePageSchema, signal }).then((p) => p.total),
  });

/**
 * Why a recipe cannot be chosen, as of its last save (or the last rule change): a recipe is usable when
 * its total is 100 % and its markets' rules fail no line, so one at 100 % is refused for a line over a limit.
 */
function notUsableReason(t: TFunction, k: string, r: RecipeSummary): string {
  return isTotalValid(r.totalPercent)
    ? t(`${k}.recipeOverLimit`)
    : t(`${k}.recipeTotalOff`, { total: formatNumber(r.totalPercent, 4) });
}

/** RecipePicker's value, change, error and blur, bound to the `recipeId` of a request form. */
export function recipeField<V extends { recipeId: string }>(form: UseFormReturnType<V>): Omit<Props, 'strings'> {
  // the generic form cannot name its own fields' paths; recipeId is in every V
  const f = form as unknown as UseFormReturnType<{ recipeId: string }>;
  return {
    value: f.values.recipeId,
    onChange: (id) => f.setFieldValue('recipeId', id),
    error: f.errors.recipeId as string | undefined,
    onBlur: () => f.validateField('recipeId'),
  };
}

type Props = {
  /** the form's own labels (e.g. "samples.form"), named by the caller so they load with its screen */
  strings: string;
  value: string;
  onChange: (id: string) => void;
  error?: string;
  onBlur?: () => void;
};

/**
 * One of my recipes for a sample request or a quote, found on the server by name as one types. Recipes that are not usable (total
 * not 100 %, an ingredient over its limit) are listed but cannot be chosen, and say why.
 */
export function RecipePicker({ strings: k, value, onChange, error, onBlur }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<RecipeSummary | null>(null);
  // once chosen, the box shows the recipe's name: that is not a new search
  const term = chosen && chosen.id === value && search === chosen.name ? '' : search;
  const [debounced] = useDebouncedValue(term.trim(), 250);
  const found = useQuery(recipeChoicesQuery(debounced));
  // a recipe chosen before the picker opened (`/new-sample?recipe=<id>`) counts as chosen once listed, so
  // its name filling the box does not search again (and narrow the list to that name); set while
  // rendering, as React allows for state derived from what the last render saw
  const listed = value && chosen?.id !== value ? found.data?.items.find((r) => r.id === value) : undefined;
  if (listed) setChosen(listed);
  const recipes = new Map<string, RecipeSummary>();
  if (chosen && chosen.id === value) recipes.set(value, chosen);
  for (const r of found.data?.items ?? []) recipes.set(r.id, r);

  return (
    <Select
      label={t(`${k}.recipe`)}
      description={t(`${k}.recipeHint`)}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      placeholder={t(`${k}.recipePlaceholder`)}
      required
      leftSection={<IconFlask size={16} aria-hidden="true" />}
      rightSection={found.isFetching ? <Loader size={14} /> : undefined}
      data={[...recipes.values()].map((r) => ({ value: r.id, label: r.name, disabled: !r.valid }))}
      renderOption={({ option }) => {
        const r = recipes.get(option.value);
        if (!r) return option.label;
        return (
          <Stack gap={0}>
            <Text fz="sm" fw={500} c={r.valid ? undefined : 'gray.7'}>
              {r.name}
            </Text>
            <Text fz="xs" c={r.valid ? 'gray.7' : 'var(--mantine-color-orange-light-color)'}>
              {r.valid
                ? t(`${k}.recipeUsable`, { n: r.revision, type: t(`productTypes.${r.productType}`) })
                : notUsableReason(t, k, r)}
            </Text>
          </Stack>
        );
      }}
      // the server already searched by name; its answer is not filtered again
      filter={({ options }) => options}
      value={value || null}
      onChange={(id) => {
        setChosen((id && recipes.get(id)) || null);
        onChange(id ?? '');
      }}
      onBlur={onBlur}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? t(`${k}.searching`) : t(`${k}.noRecipeFound`)}
      error={error}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      data-testid="recipe-picker"
    />
  );
}
