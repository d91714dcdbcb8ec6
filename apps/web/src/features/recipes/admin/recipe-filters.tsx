import { Button, Group, SegmentedControl, Select, Switch } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { PRODUCT_TYPE_SLUGS } from '@formulab/shared/recipes/formulation';
import { RECIPE_SORTS } from '@formulab/shared/recipes/recipes.schema';
import { OwnerPicker } from './owner-picker.tsx';
import type { RecipeListParams } from './list-params.ts';

/** Owner, product type, validity, visibility, deleted and sort — every one of them in the URL. */
export function RecipeFilters({ params, search }: { params: RecipeListParams; search: ReactNode }) {
  const { t } = useTranslation();
  const types = PRODUCT_TYPE_SLUGS.map((slug) => ({ value: slug, label: t(`productTypes.${slug}`) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  return (
    <Group gap="sm" align="center" wrap="wrap">
      {search}
      <OwnerPicker value={params.owner} onChange={(owner) => params.update({ owner })} />
      <Select
        aria-label={t('adminRecipes.filters.type')}
        placeholder={t('adminRecipes.filters.anyType')}
        data={types}
        value={params.type || null}
        onChange={(type) => params.update({ type })}
        clearable
        searchable
        w={{ base: '100%', xs: 180 }}
        comboboxProps={{ withinPortal: true }}
      />
      <SegmentedControl
        aria-label={t('adminRecipes.filters.validity')}
        data={(['all', 'true', 'false'] as const).map((v) => ({ value: v, label: t(`adminRecipes.filters.valid.${v}`) }))}
        value={params.valid}
        onChange={(valid) => params.update({ valid })}
        size="sm"
      />
      <SegmentedControl
        aria-label={t('adminRecipes.filters.visibility')}
        data={(['all', 'public', 'private'] as const).map((v) => ({
          value: v,
          label: t(`adminRecipes.filters.visibilities.${v}`),
        }))}
        value={params.visibility}
        onChange={(visibility) => params.update({ visibility })}
        size="sm"
      />
      <Switch
        label={t('adminRecipes.filters.deleted')}
        checked={params.deleted}
        onChange={(e) => params.update({ deleted: e.currentTarget.checked ? '1' : null })}
      />
      <Select
        aria-label={t('adminRecipes.filters.sort')}
        data={RECIPE_SORTS.map((s) => ({ value: s, label: t(`adminRecipes.sorts.${s}`) }))}
        value={params.sort}
        onChange={(v) => v && params.update({ sort: v })}
        allowDeselect={false}
        w={{ base: '100%', xs: 150 }}
        comboboxProps={{ withinPortal: true }}
      />
      {params.filtered && (
        <Button variant="subtle" color="dark" leftSection={<IconFilterOff size={16} aria-hidden="true" />} onClick={params.clear}>
          {t('adminRecipes.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
