import { Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { isProductType } from '@formulab/shared/recipes/formulation';
import { PublicRecipeCard, PublicRecipeCardSkeleton } from '../../features/recipes/components/public-recipe-card.tsx';
import { PublicRecipeDrawer } from '../../features/recipes/components/public-recipe-drawer.tsx';
import { PublicRecipeSearch } from '../../features/recipes/components/public-recipe-search.tsx';
import { GalleryEmpty, GalleryError, GalleryMore } from '../../features/recipes/components/public-recipe-states.tsx';
import { publicRecipesInfiniteQuery } from '../../features/recipes/components/public-recipe-utils.ts';
import { ResultsBlock } from '../../components/results-block.tsx';
import { formatNumber } from '../../lib/format.ts';
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
  const { params, set, hrefFor, closeDetail } = useUrlFilters();

  const q = params.get('q') ?? '';
  const rawType = params.get('type') ?? '';
  const type = isProductType(rawType) ? rawType : '';
  const id = params.get('id');
  const filtered = !!(q || type);

  const list = useInfiniteQuery(publicRecipesInfiniteQuery({ q: q || undefined, productType: type || undefined }));
  const { data, items, total } = useListPages(list.data);
  const refreshing = list.isPlaceholderData || (list.isFetching && !list.isFetchingNextPage && !list.data);

  const clearAll = () => set({ q: '', type: '' });

  return (
    <Stack gap="lg" py={{ base: 'xs', sm: 'md' }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <PublicRecipeSearch
        title={t('screens.publicRecipes.title')}
        q={q}
        productType={type}
        onSearch={(v) => set({ q: v }, { replace: !!q && !!v })}
        onProductType={(v) => set({ type: v })}
        busy={list.isFetching && !list.isFetchingNextPage && !!q}
      />

      <Group gap="sm" wrap="nowrap" mih={28}>
        {total === undefined ? (
          <Skeleton h={22} w={140} radius="sm" />
        ) : (
          <Text fw={600} c="gray.9" className="tabular" aria-live="polite" aria-atomic="true">
            {t('publicRecipes.count', { count: total, n: formatNumber(total) })}
          </Text>
        )}
        {filtered && (
          <Button
            variant="subtle"
            color="brand"
            size="compact-sm"
            leftSection={<IconFilterOff size={15} aria-hidden="true" />}
            onClick={clearAll}
          >
            {t('publicRecipes.clearFilters')}
          </Button>
        )}
      </Group>

      <ResultsBlock
        list={list}
        drawn={data}
        shown={items.length}
        total={total}
        busy={refreshing}
        Failure={GalleryError}
        More={GalleryMore}
        skeleton={
          <SimpleGrid cols={GRID_COLS} spacing="md">
            {Array.from({ length: 6 }, (_, i) => (
              <PublicRecipeCardSkeleton key={i} />
            ))}
          </SimpleGrid>
        }
        empty={<GalleryEmpty filtered={filtered} query={q} onClear={clearAll} />}
      >
        <SimpleGrid cols={GRID_COLS} spacing="md">
          {items.map((item) => (
            <PublicRecipeCard key={item.id} item={item} to={hrefFor(item.id)} />
          ))}
        </SimpleGrid>
      </ResultsBlock>

      <PublicRecipeDrawer id={id} onClose={closeDetail} />
    </Stack>
  );
}
