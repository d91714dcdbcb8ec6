import { SimpleGrid, Stack } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { INGREDIENT_SORTS } from '../../lib/shared-lists.ts';
import { IngredientCard, IngredientCardSkeleton } from '../../features/catalogue/components/ingredient-card.tsx';
import { IngredientFilters } from '../../features/catalogue/components/ingredient-filters.tsx';
import { IngredientListSkeleton } from '../../features/catalogue/components/ingredient-list-skeleton.tsx';
import { ResultsBlock } from '../../components/results-block.tsx';
import { LoadError, LoadMore, NoResults } from '../../features/catalogue/components/catalogue-states.tsx';
import { ResultsToolbar } from '../../features/catalogue/components/results-toolbar.tsx';
import { CatalogueSearchPanel } from '../../features/catalogue/components/catalogue-search-panel.tsx';
import { useCatalogueView } from '../../features/catalogue/components/view-toggle.tsx';
import { ingredientsInfiniteQuery } from '../../features/catalogue/hooks.ts';
import { taxonomyQuery } from '../../features/catalogue/api.ts';
import type { ScreenModule } from '../../route-table.tsx';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { useListPages } from '../../lib/use-list-pages.ts';
import { useHydrated } from '../../lib/served-page.ts';

// Loaded when needed, not with the page: the detail drawer (Drawer, focus trap, the detail view)
// when an ingredient is first opened, the list view (a Mantine Table) when chosen over the grid
const IngredientDrawer = lazy(() =>
  import('../../features/catalogue/components/ingredient-drawer.tsx').then((m) => ({ default: m.IngredientDrawer })),
);
const IngredientList = lazy(() =>
  import('../../features/catalogue/components/ingredient-list.tsx').then((m) => ({ default: m.IngredientList })),
);

type Sort = (typeof INGREDIENT_SORTS)[number];
const isSort = (v: string | null): v is Sort => !!v && (INGREDIENT_SORTS as readonly string[]).includes(v);

/**
 * What the server rendering reads before it draws the page (decision 0027; only an address without a
 * search or filter is rendered): the first page by name and the filters' lists.
 */
export const ssrQueries: NonNullable<ScreenModule['ssrQueries']> = () => [
  ingredientsInfiniteQuery({ sort: 'name' }),
  taxonomyQuery('categories'),
  taxonomyQuery('functions'),
];

/**
 * /ingredients — search by any name or CAS number, filter by category and functions, sort, and
 * page through the public catalogue. Everything is in the URL; `?id=` opens one ingredient.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.ingredients.title'));
  const { params, set, hrefFor, closeDetail } = useUrlFilters();
  const [view, setView] = useCatalogueView('ingredients');

  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const functions = params.getAll('function');
  const rawSort = params.get('sort');
  // relevance only means something while searching; without a query the list is by name
  const sort: Sort = isSort(rawSort) && !(rawSort === 'relevance' && !q) ? rawSort : q ? 'relevance' : 'name';
  const id = params.get('id');
  // the drawer is the browser's (a portal, loaded on demand): the server draws the catalogue without it,
  // where a lazy component would only abort its rendering into a fallback
  const hydrated = useHydrated();
  const drawerWanted = useOpenedOnce(!!id) && hydrated;
  const filtered = !!(q || category || functions.length);

  // the query key is compared by value: a fresh object each render is fine
  const list = useInfiniteQuery(
    ingredientsInfiniteQuery({
      q: q || undefined,
      category: category || undefined,
      function: functions.length ? functions : undefined,
      sort,
    }),
  );
  const { data, items, total } = useListPages(list.data);
  const refreshing = list.isPlaceholderData || (list.isFetching && !list.isFetchingNextPage && !list.data);

  const clearAll = () => set({ q: null, category: null, function: null, sort: null });

  const sorts = INGREDIENT_SORTS.filter((s) => s !== 'relevance' || q).map((s) => ({
    value: s,
    label: t(`catalogue.sort.${s}`),
  }));

  return (
    <Stack gap="lg" py={{ base: 'xs', sm: 'md' }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <CatalogueSearchPanel
        title={t('screens.ingredients.title')}
        lead={t('catalogue.ingredients.lead')}
        searchLabel={t('catalogue.ingredients.searchLabel')}
        searchPlaceholder={t('catalogue.ingredients.searchPlaceholder')}
        q={q}
        onSearch={(v) => set({ q: v || null }, { replace: !!q && !!v })}
        busy={list.isFetching && !list.isFetchingNextPage && !!q}
      >
        <IngredientFilters
          category={category}
          functions={functions}
          onCategory={(v) => set({ category: v || null })}
          onFunctions={(v) => set({ function: v })}
        />
      </CatalogueSearchPanel>

      <ResultsToolbar
        total={total}
        countKey="catalogue.ingredients.count"
        sort={sort}
        sorts={sorts}
        onSort={(v) => set({ sort: v === (q ? 'relevance' : 'name') ? null : v })}
        view={view}
        onView={setView}
        onClear={filtered ? clearAll : undefined}
      />

      <ResultsBlock
        list={list}
        drawn={data}
        shown={items.length}
        total={total}
        busy={refreshing}
        Failure={LoadError}
        More={LoadMore}
        skeleton={
          view === 'grid' ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
              {Array.from({ length: 8 }, (_, i) => (
                <IngredientCardSkeleton key={i} />
              ))}
            </SimpleGrid>
          ) : (
            <IngredientListSkeleton />
          )
        }
        empty={<NoResults filtered={filtered} onClear={clearAll} query={q} />}
      >
        {view === 'grid' ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {items.map((item) => (
              <IngredientCard key={item.id} item={item} to={hrefFor(item.id)} />
            ))}
          </SimpleGrid>
        ) : (
          <Suspense fallback={<IngredientListSkeleton />}>
            <IngredientList items={items} hrefFor={hrefFor} />
          </Suspense>
        )}
      </ResultsBlock>

      {drawerWanted && (
        <Suspense fallback={null}>
          <IngredientDrawer id={id} onClose={closeDetail} />
        </Suspense>
      )}
    </Stack>
  );
}
