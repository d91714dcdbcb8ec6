import { Button, Group, SegmentedControl, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { SUB_MATERIAL_SORTS } from '@formulab/shared/catalogue/sub-materials.schema';
import type { TaxonomyKind } from '@formulab/shared/catalogue/taxonomy.schema';
import { localName, taxonomyQuery } from '../api.ts';
import { SearchField, type UrlPatch } from '../../../components/admin/index.ts';

export type SubMaterialFilterState = {
  q: string;
  type: string;
  material: string;
  finish: string;
  visibility: string;
  sort: string;
};

function useSlugOptions(kind: TaxonomyKind) {
  const { i18n } = useTranslation();
  const data = useQuery(taxonomyQuery(kind)).data ?? [];
  return data.map((x) => ({ value: x.slug, label: localName(x, i18n.resolvedLanguage) }));
}

/** Search, type, material, finish, visibility and sort; every one of them lives in the URL. */
export function SubMaterialToolbar({ f, set }: { f: SubMaterialFilterState; set: (patch: UrlPatch) => void }) {
  const { t } = useTranslation();
  const types = useSlugOptions('sub-types');
  const materials = useSlugOptions('sub-materials');
  const finishes = useSlugOptions('sub-finishes');
  const active = Boolean(f.q || f.type || f.material || f.finish || (f.visibility && f.visibility !== 'all'));
  const select = (key: 'type' | 'material' | 'finish', data: { value: string; label: string }[]) => (
    <Select
      aria-label={t(`adminCatalogue.subMaterials.filter.${key}`)}
      placeholder={t(`adminCatalogue.subMaterials.filter.${key}`)}
      data={data}
      value={f[key] || null}
      onChange={(v) => set({ [key]: v })}
      clearable
      searchable
      w={{ base: 'calc(50% - 6px)', sm: 150 }}
    />
  );
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <SearchField
        value={f.q}
        onChange={(q) => set({ q })}
        label={t('adminCatalogue.subMaterials.search')}
        placeholder={t('adminCatalogue.subMaterials.searchPlaceholder')}
        w={280}
      />
      {select('type', types)}
      {select('material', materials)}
      {select('finish', finishes)}
      <Select
        aria-label={t('adminCatalogue.subMaterials.sortLabel')}
        data={SUB_MATERIAL_SORTS.map((s) => ({ value: s, label: t(`adminCatalogue.subMaterials.sort.${s}`) }))}
        value={f.sort || 'name'}
        onChange={(v) => set({ sort: v === 'name' ? null : v })}
        allowDeselect={false}
        w={{ base: 'calc(50% - 6px)', sm: 150 }}
      />
      <SegmentedControl
        aria-label={t('adminCatalogue.subMaterials.filter.visibility')}
        size="sm"
        data={(['all', 'visible', 'hidden'] as const).map((v) => ({
          value: v,
          label: t(`adminCatalogue.subMaterials.visibility.${v}`),
        }))}
        value={f.visibility || 'all'}
        onChange={(v) => set({ visibility: v === 'all' ? null : v })}
      />
      {active && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => set({ q: null, type: null, material: null, finish: null, visibility: null })}
        >
          {t('adminCatalogue.shared.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
