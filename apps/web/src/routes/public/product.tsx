import { Button, Chip, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { PRODUCT_CATEGORIES, PRODUCT_SORTS } from '@formulab/shared/shop/products.constants';
import { EmptyResults } from '../../components/list-states.tsx';
import { SkeletonGrid, searching } from '../../components/results-block.tsx';
import { CatalogueSearchPanel } from '../../features/catalogue/components/catalogue-search-panel.tsx';
import { CatalogueResults } from '../../features/catalogue/components/catalogue-results.tsx';
import { productsInfiniteQuery } from '../../features/shop/api.ts';
import { ProductCard, ProductCardSkeleton } from '../../features/shop/components/product-card.tsx';
import classes from '../../features/shop/components/shop.module.css';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { urlSort, useUrlFilters } from '../../lib/use-url-filters.ts';
import { useListPages } from '../../lib/use-list-pages.ts';
import type { ScreenModule } from '../../route-table.tsx';

const GRID = { base: 2, sm: 3, lg: 4 } as const;
const isCategory = (v: string | null) => !!v && (PRODUCT_CATEGORIES as readonly string[]).includes(v);
/** Price bands of the lowest option price (KRW), as `?price=`: what a shopper scans for, on a phone too. */
const PRICE_BANDS = {
  under20: { priceMax: 19_999 },
  '20to50': { priceMin: 20_000, priceMax: 49_999 },
  over50: { priceMin: 50_000 },
} as const;
type PriceBand = keyof typeof PRICE_BANDS;
const isBand = (v: string | null): v is PriceBand => !!v && v in PRICE_BANDS;

/**
 * What the server rendering reads before it draws the page (decision 0027; only an address without a
 * search or filter is rendered): the first page of the shop, newest first.
 */
export const ssrQueries: NonNullable<ScreenModule['ssrQueries']> = () => [productsInfiniteQuery({ sort: 'newest' })];

/**
 * /product — the shop: search, category, in-stock only, sort, and a card grid paged with "Show more".
 * Everything is in the URL, so a link opens the same view.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.product.title'));
  const { params, set, q, search } = useUrlFilters();
  const rawCategory = params.get('category');
  const category = isCategory(rawCategory) ? rawCategory! : '';
  const inStock = params.get('inStock') === 'true';
  const rawPrice = params.get('price');
  const price = isBand(rawPrice) ? rawPrice : null;
  const sorting = urlSort(params, set, PRODUCT_SORTS, 'newest', (s) => t(`shop.sort.${s}`));
  const { sort } = sorting;
  const filtered = Boolean(q || category || inStock || price);

  const list = useInfiniteQuery(
    productsInfiniteQuery({
      q: q || undefined,
      category: category || undefined,
      inStock: inStock ? 'true' : undefined,
      ...(price ? PRICE_BANDS[price] : {}),
      sort,
    }),
  );
  const pages = useListPages(list.data);
  const clearAll = () => set({ q: null, category: null, inStock: null, price: null });

  return (
    <Stack gap="lg" py={{ base: 'xs', sm: 'md' }} className="keep-all">
      <CatalogueSearchPanel
        title={t('screens.product.title')}
        strings="shop.list"
        q={q}
        onSearch={search}
        busy={searching(list, q)}
      >
        <Stack gap="sm">
          <Chip.Group multiple={false} value={category || 'all'} onChange={(v) => set({ category: v === 'all' ? null : v })}>
            <Group gap={6} wrap="nowrap" className={classes.chipScroller} role="group" aria-label={t('shop.list.category')}>
              <Chip value="all" size="sm" radius="xl">
                {t('shop.list.allCategories')}
              </Chip>
              {PRODUCT_CATEGORIES.map((c) => (
                <Chip key={c} value={c} size="sm" radius="xl">
                  {t(`shop.categories.${c}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Chip.Group multiple={false} value={price ?? 'all'} onChange={(v) => set({ price: v === 'all' ? null : v })}>
            <Group gap={6} wrap="nowrap" className={classes.chipScroller} role="group" aria-label={t('shop.list.price')}>
              <Chip value="all" size="sm" radius="xl">
                {t('shop.list.allPrices')}
              </Chip>
              {(Object.keys(PRICE_BANDS) as PriceBand[]).map((b) => (
                <Chip key={b} value={b} size="sm" radius="xl">
                  {t(`shop.list.prices.${b}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Switch
            label={t('shop.list.inStock')}
            checked={inStock}
            onChange={(e) => set({ inStock: e.currentTarget.checked ? 'true' : null })}
          />
        </Stack>
      </CatalogueSearchPanel>

      <CatalogueResults
        list={list}
        pages={pages}
        countKey="shop.list.count"
        sorting={sorting}
        onClear={filtered ? clearAll : undefined}
        skeleton={<SkeletonGrid cols={GRID} spacing={{ base: 'xs', sm: 'md' }} count={8} Card={ProductCardSkeleton} />}
        empty={
          <EmptyResults
            title={t(filtered ? 'shop.list.noMatchTitle' : 'shop.list.emptyTitle')}
            body={t(filtered ? 'shop.list.noMatchBody' : 'shop.list.emptyBody')}
            bodyMaw={420}
            action={
              filtered && (
                <Button variant="default" onClick={clearAll} mt="xs">
                  {t('shop.list.clear')}
                </Button>
              )
            }
          />
        }
      >
        <SimpleGrid
          cols={GRID}
          spacing={{ base: 'xs', sm: 'md' }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {pages.items.map((item, i) => (
            <li key={item.id}>
              <ProductCard item={item} eager={i < 4} />
            </li>
          ))}
        </SimpleGrid>
      </CatalogueResults>
    </Stack>
  );
}
