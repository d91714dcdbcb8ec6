import { SimpleGrid, Stack } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { SUB_MATERIAL_SORTS } from '../../lib/shared-lists.ts';
import { SkeletonGrid, searching } from '../../components/results-block.tsx';
import { NoResults } from '../../features/catalogue/components/catalogue-states.tsx';
import { CatalogueResults } from '../../features/catalogue/components/catalogue-results.tsx';
import { CatalogueSearchPanel } from '../../features/catalogue/components/catalogue-search-panel.tsx';
import { SubMaterialCard, SubMaterialCardSkeleton } from '../../features/catalogue/components/sub-material-card.tsx';
import { SubMaterialFilters } from '../../features/catalogue/components/sub-material-filters.tsx';
import { numberParam, subMaterialsInfiniteQuery } from '../../features/catalogue/hooks.ts';
import { taxonomyQuery } from '../../features/catalogue/api.ts';
import type { ScreenModule } from '../../route-table.tsx';
import { urlSort, useUrlFilters } from '../../lib/use-url-filters.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useListPages } from '../../lib/use-list-pages.ts';

const GRID = { base: 2, md: 3, lg: 4 } as const;

/**
 * What the server rendering reads before it draws the page (decision 0027; only an address without a
 * search or filter is rendered): the first page by name and the filters' lists.
 */
export const ssrQueries: NonNullable<ScreenModule['ssrQueries']> = () => [
  subMaterialsInfiniteQuery({ sort: 'name' }),
  taxonomyQuery('sub-types'),
  taxonomyQuery('sub-materials'),
  taxonomyQuery('sub-finishes'),
];

/**
 * /submaterials — packaging: search, filter by type, material, finish and capacity, sort, and
 * page through; every card leads to /submaterial/:id. Everything is in the URL.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.submaterials.title'));
  const { params, set, q, search } = useUrlFilters();

  const type = params.get('type') ?? '';
  const material = params.get('material') ?? '';
  const finish = params.get('finish') ?? '';
  const capacityMin = numberParam(params, 'capacityMin');
  const capacityMax = numberParam(params, 'capacityMax');
  const sorting = urlSort(params, set, SUB_MATERIAL_SORTS, 'name', (s) => t(`catalogue.sort.${s}`));
  const { sort } = sorting;
  const filtered = !!(q || type || material || finish || capacityMin !== undefined || capacityMax !== undefined);

  const list = useInfiniteQuery(
    subMaterialsInfiniteQuery({
      q: q || undefined,
      type: type || undefined,
      material: material || undefined,
      finish: finish || undefined,
      capacityMin,
      capacityMax,
      sort,
    }),
  );
  const pages = useListPages(list.data);

  const clearAll = () =>
    set({ q: null, type: null, material: null, finish: null, capacityMin: null, capacityMax: null, sort: null });

  return (
    <Stack gap="lg" py={{ base: 'xs', sm: 'md' }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <CatalogueSearchPanel
        title={t('screens.submaterials.title')}
        strings="catalogue.submaterials"
        q={q}
        onSearch={search}
        busy={searching(list, q)}
      >
        <SubMaterialFilters
          type={type}
          material={material}
          finish={finish}
          capacity={{ min: capacityMin, max: capacityMax }}
          onChange={(patch) =>
            set(
              {
                ...('type' in patch ? { type: patch.type || null } : {}),
                ...('material' in patch ? { material: patch.material || null } : {}),
                ...('finish' in patch ? { finish: patch.finish || null } : {}),
                ...(patch.capacity
                  ? {
                      capacityMin: patch.capacity.min === undefined ? null : String(patch.capacity.min),
                      capacityMax: patch.capacity.max === undefined ? null : String(patch.capacity.max),
                    }
                  : {}),
              },
              // nudging the slider with the arrow keys refines one filter: one history entry
              { replace: !!patch.capacity && (capacityMin !== undefined || capacityMax !== undefined) },
            )
          }
        />
      </CatalogueSearchPanel>

      <CatalogueResults
        list={list}
        pages={pages}
        countKey="catalogue.submaterials.count"
        sorting={sorting}
        onClear={filtered ? clearAll : undefined}
        skeleton={<SkeletonGrid cols={GRID} spacing={{ base: 'xs', sm: 'md' }} count={8} Card={SubMaterialCardSkeleton} />}
        empty={<NoResults filtered={filtered} onClear={clearAll} query={q} />}
      >
        <SimpleGrid cols={GRID} spacing={{ base: 'xs', sm: 'md' }}>
          {pages.items.map((item) => (
            <SubMaterialCard key={item.id} item={item} />
          ))}
        </SimpleGrid>
      </CatalogueResults>
    </Stack>
  );
}
