import { Box, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { ListMore, LoadErrorAlert } from '../../../components/list-states.tsx';
import { searching, type DrawnPages, type PagedList } from '../../../components/results-block.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { errorKey } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';

/** The words of a content list (`board`, `notice`, `ir`): its loadError, retry, shown and more. */
type Strings = 'board' | 'notice' | 'ir';

/** A content list's search box (`strings`' searchLabel, searchPlaceholder and clearSearch). */
export function ContentSearch({
  strings,
  q,
  onSearch,
  list,
}: {
  strings: 'board' | 'notice';
  q: string;
  onSearch: (q: string) => void;
  list: PagedList;
}) {
  const { t } = useTranslation();
  return (
    <SearchBox
      value={q}
      onChange={onSearch}
      label={t(`${strings}.searchLabel`)}
      placeholder={t(`${strings}.searchPlaceholder`)}
      clearLabel={t(`${strings}.clearSearch`)}
      busy={searching(list, q)}
      maxLength={100}
    />
  );
}

/**
 * A content list's rows (the board's posts, the notices, a year's disclosures): the load error with a
 * retry, `skeleton` until the first page is there, `empty` (when given) if there is nothing, else the
 * rows (`children`) as a list named `label`, dimmed while a new search replaces them; under it,
 * "n of total" with a button for more.
 */
export function ContentList({
  list,
  pages: { data, items, total = 0 },
  strings,
  skeleton,
  empty,
  gap,
  label,
  children,
}: {
  list: PagedList;
  pages: DrawnPages;
  strings: Strings;
  skeleton: ReactNode;
  empty?: ReactNode;
  gap: 'xs' | 'sm';
  label?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Box aria-busy={list.isPlaceholderData} style={{ opacity: list.isPlaceholderData ? 0.55 : 1 }}>
        {list.isError && !list.data ? (
          <LoadErrorAlert
            title={t(`${strings}.loadError`)}
            message={t(errorKey(list.error))}
            retryLabel={t(`${strings}.retry`)}
            onRetry={() => void list.refetch()}
          />
        ) : !data ? (
          skeleton
        ) : empty && items.length === 0 ? (
          empty
        ) : (
          <Stack gap={gap} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
            {children}
          </Stack>
        )}
      </Box>
      <ListMore
        total={total}
        summary={t(`${strings}.shown`, { shown: formatNumber(items.length), total: formatNumber(total) })}
        moreLabel={t(`${strings}.more`)}
        hasMore={!!list.hasNextPage}
        loading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </>
  );
}

/** `count` row-sized bars `h` px tall while a list's first page comes. */
export function SkeletonRows({ count, h }: { count: number; h: number }) {
  return (
    <Stack gap="xs">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} h={h} radius="md" />
      ))}
    </Stack>
  );
}
