import { Box } from '@mantine/core';
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
  drawn,
  shown,
  total,
  busy = list.isFetching && !list.isFetchingNextPage,
  Failure,
  More,
  skeleton,
  empty,
  children,
}: {
  list: PagedList;
  /** the pages drawn so far (useListPages' `data`, which trails the query's while a page renders) */
  drawn: unknown;
  /** how many results are shown */
  shown: number;
  total: number | undefined;
  busy?: boolean;
  Failure: ErrorView;
  More: MoreView;
  skeleton: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}) {
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
