import { SimpleGrid, Stack } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { isProductType } from '@formulab/shared/recipes/formulation';
import { PublicRecipeCard, PublicRecipeCardSkeleton } from '../../features/recipes/components/public-recipe-card.tsx';
import { PublicRecipeDrawer } from '../../features/recipes/components/public-recipe-drawer.tsx';
import { PublicRecipeSearch } from '../../features/recipes/components/public-recipe-search.tsx';
import { GalleryEmpty, GalleryError, GalleryMore } from '../../features/recipes/components/public-recipe-states.tsx';
import { publicRecipesInfiniteQuery } from '../../features/recipes/components/public-recipe-utils.ts';
import { ResultsBlock, SkeletonGrid, refreshing, searching } from '../../components/results-block.tsx';
import { ResultsCount } from '../../components/results-count.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { useListPages } from '../../lib/use-list-pages.ts';
import type { ScreenModule } from '../../route-table.tsx';

const GRID_COLS = { base: 1, xs: 2, lg: 3 } as const;

/**
 * What the server rendering reads before it draws the page (decision 0027; only an address without a
 * search or filter is rendered): the first page of the public formulas.
 */
export const ssrQueries: NonNullable<ScreenModule['ssrQueries']> = () => [publicRecipesInfiniteQuery({})];

/**
 * /publicRecipes — the gallery of recipes customers have made public: search, filter by product
 * type, page on with "Load more", open one (`?id=`) to read its formulation and copy it. The whole
 * view lives in the URL (`?q=&type=&id=`), so a link opens the same view.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.publicRecipes.title'));
  const { params, set, hrefFor, closeDetail, q, search } = useUrlFilters();

  const rawType = params.get('type') ?? '';
  const type = isProductType(rawType) ? rawType : '';
  const id = params.get('id');
  const filtered = !!(q || type);

  const list = useInfiniteQuery(publicRecipesInfiniteQuery({ q: q || undefined, productType: type || undefined }));
  const pages = useListPages(list.data);

  const clearAll = () => set({ q: '', type: '' });

  return (
    <Stack gap="lg" py={{ base: 'xs', sm: 'md' }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <PublicRecipeSearch
        title={t('screens.publicRecipes.title')}
        q={q}
        productType={type}
        onSearch={search}
        onProductType={(v) => set({ type: v })}
        busy={searching(list, q)}
      />

      <ResultsCount
        total={pages.total}
        countKey="publicRecipes.count"
        skeletonWidth={140}
        clearLabel={t('publicRecipes.clearFilters')}
        onClear={filtered ? clearAll : undefined}
        mih={28}
      />

      <ResultsBlock
        list={list}
        pages={pages}
        busy={refreshing(list)}
        Failure={GalleryError}
        More={GalleryMore}
        skeleton={<SkeletonGrid cols={GRID_COLS} spacing="md" count={6} Card={PublicRecipeCardSkeleton} />}
        empty={<GalleryEmpty filtered={filtered} query={q} onClear={clearAll} />}
      >
        <SimpleGrid cols={GRID_COLS} spacing="md">
          {pages.items.map((item) => (
            <PublicRecipeCard key={item.id} item={item} to={hrefFor(item.id)} />
          ))}
        </SimpleGrid>
      </ResultsBlock>

      <PublicRecipeDrawer id={id} onClose={closeDetail} />
    </Stack>
  );
}
