import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { taxonomyQuery } from '../api.ts';
import { TermChips } from './term-chips.tsx';

/** Category (one) and functions (any number, all must match) as chips under the search box. */
export function IngredientFilters({
  category,
  functions,
  onCategory,
  onFunctions,
}: {
  category: string;
  functions: string[];
  onCategory: (slug: string) => void;
  onFunctions: (slugs: string[]) => void;
}) {
  const { t } = useTranslation();
  const categories = useQuery(taxonomyQuery('categories'));
  const fns = useQuery(taxonomyQuery('functions'));
  return (
    <Stack gap="sm">
      <TermChips
        label={t('catalogue.filters.category')}
        terms={categories.data ?? []}
        loading={categories.isPending}
        value={category}
        onChange={onCategory}
        visible={9}
      />
      <TermChips
        label={t('catalogue.filters.functions')}
        terms={fns.data ?? []}
        loading={fns.isPending}
        multiple
        value={functions}
        onChange={onFunctions}
        visible={10}
      />
    </Stack>
  );
}
