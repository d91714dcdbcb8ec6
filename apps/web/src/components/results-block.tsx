import { Box, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

/** What a results block reads of a paged list (TanStack Query's infinite query). */
export type PagedList = {
  data: unknown;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
};

/** A new search's first page is on its way (not the next page of the same one). */
export const searching = (list: PagedList, q: string) => list.isFetching && !list.isFetchingNextPage && !!q;

/** A new search or filter's results replace the ones shown (or the first page is still on its way). */
export const refreshing = (list: PagedList) =>
  list.isPlaceholderData || (list.isFetching && !list.isFetchingNextPage && !list.data);

/** The pages drawn so far, their rows and the total: what useListPages gives. */
export type DrawnPages = { data: unknown; items: readonly unknown[]; total: number | undefined };

type ErrorView = ComponentType<{ error: unknown; onRetry: () => void }>;
type MoreView = ComponentType<{ shown: number; total: number; hasMore: boolean; loading: boolean; onMore: () => void }>;

/**
 * A public browsing list's results under its toolbar: the load error with a retry, `skeleton` until the
 * first page is there, `empty` when nothing matched, else `children` (the cards or rows), dimmed while
 * a new search's page replaces them; under it, "showing n of total" with Load more (`More`), and a
 * failed next page's error. `Failure` and `More` word these in the list's area; `busy` overrides when
 * the block counts as busy (by default: fetching, not the next page).
 */
export function ResultsBlock({
  list,
  pages,
  busy = list.isFetching && !list.isFetchingNextPage,
  Failure,
  More,
  skeleton,
  empty,
  children,
}: {
  list: PagedList;
  /** the pages drawn so far (useListPages', whose `data` trails the query's while a page renders) */
  pages: DrawnPages;
  busy?: boolean;
  Failure: ErrorView;
  More: MoreView;
  skeleton: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}) {
  const { data: drawn, total } = pages;
  const shown = pages.items.length;
  return (
    <>
      <Box aria-busy={busy} style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}>
        {list.isError && !list.data ? (
          <Failure error={list.error} onRetry={() => void list.refetch()} />
        ) : !drawn ? (
          skeleton
        ) : shown === 0 ? (
          empty
        ) : (
          children
        )}
      </Box>
      {Boolean(drawn) && shown > 0 && (
        <More
          shown={shown}
          total={total ?? 0}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
        />
      )}
      {list.isError && Boolean(list.data) && <Failure error={list.error} onRetry={() => void list.fetchNextPage()} />}
    </>
  );
}

/** `count` loading cards (`Card`) laid out as the results grid will be, while the first page comes. */
export function SkeletonGrid({
  cols,
  spacing,
  count,
  Card,
}: {
  cols: SimpleGridProps['cols'];
  spacing: SimpleGridProps['spacing'];
  count: number;
  Card: ComponentType;
}) {
  return (
    <SimpleGrid cols={cols} spacing={spacing}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} />
      ))}
    </SimpleGrid>
  );
}
