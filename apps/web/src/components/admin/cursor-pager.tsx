import { ActionIcon, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatNumber } from '../../lib/format.ts';

/**
 * Server pages are reached by opaque cursors: this keeps the cursors of the pages visited so far
 * (back is instant) and starts again at page 1 whenever the filters (`resetKey`) change.
 */
export function useCursorPages(resetKey: string) {
  const [state, setState] = useState<{ key: string; stack: (string | undefined)[] }>({ key: resetKey, stack: [undefined] });
  let stack = state.stack;
  if (state.key !== resetKey) {
    stack = [undefined];
    setState({ key: resetKey, stack });
  }
  return {
    cursor: stack[stack.length - 1],
    page: stack.length,
    next: (cursor: string) => setState((s) => ({ ...s, stack: [...s.stack, cursor] })),
    prev: () => setState((s) => ({ ...s, stack: s.stack.length > 1 ? s.stack.slice(0, -1) : s.stack })),
    first: () => setState((s) => ({ ...s, stack: [undefined] })),
  };
}

export type CursorPages = ReturnType<typeof useCursorPages>;

/** Rows per page an admin list offers; the URL's `size` when it is one of them. */
export const PAGE_SIZES = ['25', '50', '100'];

/** The page size in the URL when it is one of PAGE_SIZES, else `fallback`. */
export function pageSizeOf(value: string | null | undefined, fallback: number): number {
  return PAGE_SIZES.includes(value ?? '') ? Number(value) : fallback;
}

type Props = {
  /** the list's cursors, from useCursorPages */
  pages: CursorPages;
  limit: number;
  /**
   * the page the server sent (nothing yet: 0 of 0); `totalCapped`: its matches were counted up to a cap
   * and there were more (`total` is the cap + 1: "of more than 1,000", no page count)
   */
  data: { total: number; totalCapped?: boolean; items: readonly unknown[]; nextCursor?: string | null } | undefined;
  onLimit: (limit: string) => void;
};

/**
 * "51–100 of 143" ("of more than 1,000" past a search's count cap), rows per page, first / previous /
 * next, over the cursors of useCursorPages.
 */
export function CursorPager({ pages, limit, data, onLimit }: Props) {
  const { t } = useTranslation();
  const { page } = pages;
  const total = data?.total ?? 0;
  const nextCursor = data?.nextCursor;
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = (page - 1) * limit + (data?.items.length ?? 0);
  const capped = !!data?.totalCapped;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  return (
    <Group justify="space-between" gap="sm" mt="sm" wrap="wrap">
      <Text fz="sm" c="gray.7" style={{ fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
        {t(capped ? 'adminKit.rangeCapped' : 'adminKit.range', {
          from: formatNumber(from),
          to: formatNumber(to),
          total: formatNumber(capped ? total - 1 : total),
        })}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Select
          aria-label={t('adminKit.perPage')}
          data={PAGE_SIZES.map((s) => ({ value: s, label: t('adminKit.perPageOption', { count: Number(s) }) }))}
          value={String(limit)}
          onChange={(v) => v && onLimit(v)}
          allowDeselect={false}
          size="xs"
          w={112}
        />
        <Tooltip label={t('adminKit.firstPage')}>
          <ActionIcon variant="default" size="md" disabled={page <= 1} onClick={pages.first} aria-label={t('adminKit.firstPage')}>
            <IconChevronsLeft size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('adminKit.prevPage')}>
          <ActionIcon variant="default" size="md" disabled={page <= 1} onClick={pages.prev} aria-label={t('adminKit.prevPage')}>
            <IconChevronLeft size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Text fz="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {capped ? t('adminKit.page', { page }) : t('adminKit.pageOf', { page, pages: pageCount })}
        </Text>
        <Tooltip label={t('adminKit.nextPage')}>
          <ActionIcon
            variant="default"
            size="md"
            disabled={!nextCursor}
            onClick={() => nextCursor && pages.next(nextCursor)}
            aria-label={t('adminKit.nextPage')}
          >
            <IconChevronRight size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
