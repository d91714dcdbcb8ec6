import { Group, Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { PRODUCT_TYPES, USAGES } from '@formulab/shared/recipes/formulation';
import { SearchBox } from '../../../components/search-box.tsx';
import { SearchPanel } from '../../../components/search-panel.tsx';

/**
 * The top of the gallery: title, lead, the large search box (debounced 250 ms, Enter searches at
 * once, Escape clears) and the product type filter, grouped by leave-on / rinse-off.
 */
export function PublicRecipeSearch(props: {
  title: string;
  q: string;
  productType: string;
  onSearch: (value: string) => void;
  onProductType: (value: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const typeData = useMemo(
    () =>
      USAGES.map((usage) => ({
        group: t(`usages.${usage}`),
        items: PRODUCT_TYPES.filter((p) => p.usage === usage).map((p) => ({ value: p.slug, label: t(`productTypes.${p.slug}`) })),
      })),
    [t],
  );
  return (
    <SearchPanel title={props.title} lead={t('publicRecipes.lead')} leadMaw={760} regionLabel={t('publicRecipes.filtersRegion')}>
      <Group gap="md" align="flex-end" role="search" wrap="wrap">
        <SearchBox
          value={props.q}
          onChange={props.onSearch}
          label={t('publicRecipes.searchLabel')}
          placeholder={t('publicRecipes.searchPlaceholder')}
          clearLabel={t('publicRecipes.clearSearch')}
          busy={props.busy}
          maxLength={100}
          style={{ flex: '1 1 320px' }}
        />
        <Select
          size="lg"
          radius="md"
          w={{ base: '100%', sm: 260 }}
          label={t('publicRecipes.typeLabel')}
          labelProps={{ fz: 'sm', fw: 600, mb: 6 }}
          placeholder={t('publicRecipes.typeAll')}
          data={typeData}
          value={props.productType || null}
          onChange={(v) => props.onProductType(v ?? '')}
          clearable
          searchable
          nothingFoundMessage="—"
          maxDropdownHeight={360}
          comboboxProps={{ shadow: 'md' }}
          styles={{ input: { fontSize: 'var(--mantine-font-size-md)' } }}
        />
      </Group>
    </SearchPanel>
  );
}
