import { SimpleGrid, Stack } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { INGREDIENT_SORTS } from '../../lib/shared-lists.ts';
import { IngredientCard, IngredientCardSkeleton } from '../../features/catalogue/components/ingredient-card.tsx';
import { IngredientFilters } from '../../features/catalogue/components/ingredient-filters.tsx';
import { IngredientListSkeleton } from '../../features/catalogue/components/ingredient-list-skeleton.tsx';
import { SkeletonGrid, refreshing, searching } from '../../components/results-block.tsx';
import { NoResults } from '../../features/catalogue/components/catalogue-states.tsx';
import { CatalogueResults } from '../../features/catalogue/components/catalogue-results.tsx';
import { CatalogueSearchPanel } from '../../features/catalogue/components/catalogue-search-panel.tsx';
import { useCatalogueView } from '../../features/catalogue/components/view-toggle.tsx';
import { ingredientsInfiniteQuery } from '../../features/catalogue/hooks.ts';
import { taxonomyQuery } from '../../features/catalogue/api.ts';
import type { ScreenModule } from '../../route-table.tsx';
import { urlSort, useUrlFilters } from '../../lib/use-url-filters.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { useListPages } from '../../lib/use-list-pages.ts';
import { useHydrated } from '../../lib/served-page.ts';

const GRID = { base: 1, xs: 2, md: 3, lg: 4 } as const;

// Loaded when needed, not with the page: the detail drawer (Drawer, focus trap, the detail view)
// when an ingredient is first opened, the list view (a Mantine Table) when chosen over the grid
const IngredientDrawer = lazy(() =>
  import('../../features/catalogue/components/ingredient-drawer.tsx').then((m) => ({ default: m.IngredientDrawer })),
);
const IngredientList = lazy(() =>
  import('../../features/catalogue/components/ingredient-list.tsx').then((m) => ({ default: m.IngredientList })),
);

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
  const { params, set, hrefFor, closeDetail, q, search } = useUrlFilters();
  const [view, setView] = useCatalogueView('ingredients');

  const category = params.get('category') ?? '';
  const functions = params.getAll('function');
  // relevance only means something while searching; without a query the list is by name
  const sorting = urlSort(
    params,
    set,
    INGREDIENT_SORTS.filter((s) => s !== 'relevance' || q),
    q ? 'relevance' : 'name',
    (s) => t(`catalogue.sort.${s}`),
  );
  const { sort } = sorting;
  const id = params.get('id');
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
  const pages = useListPages(list.data);

  const clearAll = () => set({ q: null, category: null, function: null, sort: null });

  return (
    <Stack gap="lg" py={{ base: 'xs', sm: 'md' }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <CatalogueSearchPanel
        title={t('screens.ingredients.title')}
        strings="catalogue.ingredients"
        q={q}
        onSearch={search}
        busy={searching(list, q)}
      >
        <IngredientFilters
          category={category}
          functions={functions}
          onCategory={(v) => set({ category: v || null })}
          onFunctions={(v) => set({ function: v })}
        />
      </CatalogueSearchPanel>

      <CatalogueResults
        list={list}
        pages={pages}
        countKey="catalogue.ingredients.count"
        sorting={sorting}
        view={view}
        onView={setView}
        onClear={filtered ? clearAll : undefined}
        busy={refreshing(list)}
        skeleton={
          view === 'grid' ? (
            <SkeletonGrid cols={GRID} spacing="md" count={8} Card={IngredientCardSkeleton} />
          ) : (
            <IngredientListSkeleton />
          )
        }
        empty={<NoResults filtered={filtered} onClear={clearAll} query={q} />}
      >
        {view === 'grid' ? (
          <SimpleGrid cols={GRID} spacing="md">
            {pages.items.map((item) => (
              <IngredientCard key={item.id} item={item} to={hrefFor(item.id)} />
            ))}
          </SimpleGrid>
        ) : (
          <Suspense fallback={<IngredientListSkeleton />}>
            <IngredientList items={pages.items} hrefFor={hrefFor} />
          </Suspense>
        )}
      </CatalogueResults>

      <Drawer id={id} onClose={closeDetail} />
    </Stack>
  );
}

/**
 * The detail drawer, once an ingredient has been opened. It is the browser's (a portal, loaded on
 * demand): the server draws the catalogue without it, where a lazy component would only abort its
 * rendering into a fallback. Its own component, so that the render React does right after a hydration
 * (useHydrated turning true) is this one's, not the whole catalogue's: on a phone at a quarter of a
 * laptop's speed that render of 24 cards was one task of 470 ms.
 */
function Drawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const hydrated = useHydrated();
  const wanted = useOpenedOnce(!!id) && hydrated;
  return wanted ? (
    <Suspense fallback={null}>
      <IngredientDrawer id={id} onClose={onClose} />
    </Suspense>
  ) : null;
}
