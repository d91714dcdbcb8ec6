import { SimpleGrid, Stack } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { SUB_MATERIAL_SORTS } from '../../lib/shared-lists.ts';
import { ResultsBlock } from '../../components/results-block.tsx';
import { LoadError, LoadMore, NoResults } from '../../features/catalogue/components/catalogue-states.tsx';
import { ResultsToolbar } from '../../features/catalogue/components/results-toolbar.tsx';
import { CatalogueSearchPanel } from '../../features/catalogue/components/catalogue-search-panel.tsx';
import { SubMaterialCard, SubMaterialCardSkeleton } from '../../features/catalogue/components/sub-material-card.tsx';
import { SubMaterialFilters } from '../../features/catalogue/components/sub-material-filters.tsx';
import { numberParam, subMaterialsInfiniteQuery } from '../../features/catalogue/hooks.ts';
import { taxonomyQuery } from '../../features/catalogue/api.ts';
import type { ScreenModule } from '../../route-table.tsx';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useListPages } from '../../lib/use-list-pages.ts';

type Sort = (typeof SUB_MATERIAL_SORTS)[number];
const isSort = (v: string | null): v is Sort => !!v && (SUB_MATERIAL_SORTS as readonly string[]).includes(v);
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
  const { params, set } = useUrlFilters();

  const q = params.get('q') ?? '';
  const type = params.get('type') ?? '';
  const material = params.get('material') ?? '';
  const finish = params.get('finish') ?? '';
  const capacityMin = numberParam(params, 'capacityMin');
  const capacityMax = numberParam(params, 'capacityMax');
  const rawSort = params.get('sort');
  const sort: Sort = isSort(rawSort) ? rawSort : 'name';
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
  const { data, items, total } = useListPages(list.data);

  const clearAll = () =>
    set({ q: null, type: null, material: null, finish: null, capacityMin: null, capacityMax: null, sort: null });

  return (
    <Stack gap="lg" py={{ base: 'xs', sm: 'md' }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <CatalogueSearchPanel
        title={t('screens.submaterials.title')}
        lead={t('catalogue.submaterials.lead')}
        searchLabel={t('catalogue.submaterials.searchLabel')}
        searchPlaceholder={t('catalogue.submaterials.searchPlaceholder')}
        q={q}
        onSearch={(v) => set({ q: v || null }, { replace: !!q && !!v })}
        busy={list.isFetching && !list.isFetchingNextPage && !!q}
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

      <ResultsToolbar
        total={total}
        countKey="catalogue.submaterials.count"
        sort={sort}
        sorts={SUB_MATERIAL_SORTS.map((s) => ({ value: s, label: t(`catalogue.sort.${s}`) }))}
        onSort={(v) => set({ sort: v === 'name' ? null : v })}
        onClear={filtered ? clearAll : undefined}
      />

      <ResultsBlock
        list={list}
        drawn={data}
        shown={items.length}
        total={total}
        Failure={LoadError}
        More={LoadMore}
        skeleton={
          <SimpleGrid cols={GRID} spacing={{ base: 'xs', sm: 'md' }}>
            {Array.from({ length: 8 }, (_, i) => (
              <SubMaterialCardSkeleton key={i} />
            ))}
          </SimpleGrid>
        }
        empty={<NoResults filtered={filtered} onClear={clearAll} query={q} />}
      >
        <SimpleGrid cols={GRID} spacing={{ base: 'xs', sm: 'md' }}>
          {items.map((item) => (
            <SubMaterialCard key={item.id} item={item} />
          ))}
        </SimpleGrid>
      </ResultsBlock>
    </Stack>
  );
}
