import { Button, Group, SegmentedControl, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { localName, taxonomyQuery } from '../api.ts';
import { SearchField } from '../../../components/admin/index.ts';
import { VISIBILITIES, ingredientSortsFor, type useIngredientParams } from './hooks.ts';

/** Search, category, visibility and sort — all of them in the URL. `/` focuses the search. */
export function IngredientToolbar({ params }: { params: ReturnType<typeof useIngredientParams> }) {
  const { t, i18n } = useTranslation();
  const categories = useQuery(taxonomyQuery('categories'));
  const filtered = params.q || params.category || params.visibility !== 'all';
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchField
        value={params.q}
        onChange={(q) => params.update({ q })}
        label={t('adminCatalogue.ingredients.search')}
        placeholder={t('adminCatalogue.ingredients.searchPlaceholder')}
        w={340}
      />
      <Select
        aria-label={t('adminCatalogue.ingredients.fields.category')}
        placeholder={t('adminCatalogue.ingredients.allCategories')}
        data={(categories.data ?? []).map((c) => ({ value: c.slug, label: localName(c, i18n.resolvedLanguage) }))}
        value={params.category || null}
        onChange={(v) => params.update({ category: v })}
        clearable
        searchable
        w={180}
        comboboxProps={{ withinPortal: true }}
      />
      <SegmentedControl
        aria-label={t('adminCatalogue.ingredients.columns.visible')}
        data={VISIBILITIES.map((v) => ({ value: v, label: t(`adminCatalogue.ingredients.visibility.${v}`) }))}
        value={params.visibility}
        onChange={(v) => params.update({ visibility: v })}
        size="sm"
      />
      <Select
        aria-label={t('adminCatalogue.ingredients.sortLabel')}
        data={ingredientSortsFor(params.q).map((s) => ({ value: s, label: t(`adminCatalogue.ingredients.sorts.${s}`) }))}
        value={params.sort}
        onChange={(v) => v && params.update({ sort: v })}
        allowDeselect={false}
        w={150}
        comboboxProps={{ withinPortal: true }}
      />
      {filtered && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} aria-hidden="true" />}
          onClick={() => {
            params.update({ q: null, category: null, visibility: null });
          }}
        >
          {t('adminCatalogue.common.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
