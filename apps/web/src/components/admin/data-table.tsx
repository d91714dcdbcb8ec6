import 'mantine-datatable/styles.css';
import { Group, Text, UnstyledButton, type MantineColor } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  DataTable,
  type DataTableColumn,
  type DataTableSelectionProps,
  type DataTableSortProps,
  type DataTableSortStatus,
} from 'mantine-datatable';
import { useState, type ReactNode } from 'react';

/**
 * Breakpoints at which an admin table shows more columns (the sidebar takes 250 px from 48em up):
 * the few columns that matter always, the rest as the screen widens — never a sideways scroll.
 */
export const COLUMN_MEDIA = {
  sm: '(min-width: 48em)',
  md: '(min-width: 62em)',
  lg: '(min-width: 75em)',
  xl: '(min-width: 80em)',
  wide: '(min-width: 88em)',
} as const;

/**
 * `scrollAreaProps` of a Table.ScrollContainer: a table wider than its column scrolls sideways, and its
 * viewport takes focus so a keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export const FOCUSABLE_SCROLL = { viewportProps: { tabIndex: 0 } } as const;

/** True on a phone, where the first column gets narrower. */
export const usePhone = () => useMediaQuery('(max-width: 48em)');

/** Cells of numbers: digits of the same width, so a column of them lines up. */
export const tabularCells = () => ({ fontVariantNumeric: 'tabular-nums' as const });

/**
 * A one-line text in a column of no fixed width (`lineClamp={1}` with this style): it breaks at any
 * character, so it never widens its column as `truncate` (white-space: nowrap) does.
 */
export const BREAK_ANYWHERE = { wordBreak: 'break-all' } as const;

/** An empty cell: a dimmed dash, so "nothing" reads as meant and not as missing. */
export function Dash({ title }: { title?: string }) {
  return (
    <Text span c="dimmed" fz="sm" title={title}>
      —
    </Text>
  );
}

/**
 * The first cell of a row that opens its record: a click anywhere on the row opens it, and this
 * button makes it reachable by keyboard too. `before` / `after` sit beside the name (an icon, a badge);
 * `struck` greys and strikes it (a deleted record).
 */
export function OpenRowCell({
  name,
  onOpen,
  before,
  after,
  struck = false,
}: {
  name: ReactNode;
  onOpen: () => void;
  before?: ReactNode;
  after?: ReactNode;
  struck?: boolean;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      {before}
      <UnstyledButton
        onClick={(e) => {
          e.stopPropagation();
          onOpen();
        }}
        fz="sm"
        fw={600}
        c={struck ? 'gray.7' : undefined}
        td={struck ? 'line-through' : undefined}
        // wraps (two lines at most) rather than keeping one line: a table's columns take their content's
        // width, so a long unbroken name pushed the others off a phone's screen
        style={{
          overflow: 'hidden',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflowWrap: 'anywhere',
          textAlign: 'start',
          minWidth: 0,
        }}
      >
        {name}
      </UnstyledButton>
      {after}
    </Group>
  );
}

/** Which column shows which of the URL's sorts, and in which direction. */
export type SortStatuses<T, S extends string> = Partial<Record<S, DataTableSortStatus<T>>>;

/** The URL's sort as the table's sort arrow (none when the sort has no column, e.g. relevance). */
export function sortStatusOf<T, S extends string>(statuses: SortStatuses<T, S>, sort: S): DataTableSortStatus<T> {
  return statuses[sort] ?? { columnAccessor: '', direction: 'asc' };
}

/**
 * The URL's sort for a click on a column header: the sort with that column and direction, else the
 * one with that column (a column sorted one way only), else `fallback`.
 */
export function sortFromStatus<T, S extends string>(
  statuses: SortStatuses<T, S>,
  status: DataTableSortStatus<T>,
  fallback: S,
): S {
  const entries = Object.entries(statuses) as [S, DataTableSortStatus<T>][];
  const same = entries.filter(([, s]) => s.columnAccessor === status.columnAccessor);
  return (same.find(([, s]) => s.direction === status.direction) ?? same[0])?.[0] ?? fallback;
}

/**
 * The rows selected in a table. With a `resetKey` (the filters and page) the selection is dropped
 * whenever it changes; without one it stays across pages until cleared.
 */
export function useRowSelection<T>(resetKey = '') {
  const [selection, setSelection] = useState<{ key: string; rows: T[] }>({ key: resetKey, rows: [] });
  const selected = selection.key === resetKey ? selection.rows : [];
  return {
    selected,
    setSelected: (rows: T[]) => setSelection({ key: resetKey, rows }),
    clear: () => setSelection({ key: resetKey, rows: [] }),
  };
}

export type RowSelection<T> = ReturnType<typeof useRowSelection<T>>;

/** What a screen hands an area's table (built on AdminDataTable): the page, its sort and selection. */
export type AdminTableProps<T, S extends string> = {
  records: T[];
  fetching: boolean;
  sort: S;
  onSort: (sort: S) => void;
  selected: T[];
  onSelected: (rows: T[]) => void;
  onOpen: (id: string) => void;
  empty: ReactNode;
};

/** The list params an area table needs: the URL's sort, and a way to change it or open a record. */
type ListParams<S extends string> = { sort: S; update: (patch: { sort?: S; id?: string }, replace?: boolean) => void };

/**
 * AdminTableProps (but the empty state) of a list screen: its page of rows, whether the next page
 * is on its way, the selection, and sorting / opening a record through the URL (`?sort=`, `?id=`).
 */
export function adminTableProps<T, S extends string>(
  items: T[],
  list: { isFetching: boolean; isPlaceholderData: boolean },
  selection: RowSelection<T>,
  params: ListParams<S>,
): Omit<AdminTableProps<T, S>, 'empty'> {
  return {
    records: items,
    fetching: list.isFetching && list.isPlaceholderData,
    sort: params.sort,
    onSort: (sort) => params.update({ sort }),
    selected: selection.selected,
    onSelected: selection.setSelected,
    onOpen: (id) => params.update({ id }, false),
  };
}

/**
 * AdminDataTable's rows, opening, empty state and row checkboxes (named by `labels`) from what a screen
 * hands an area table; with `sort`, its sortable columns bound to the screen's sort.
 */
export function areaTableProps<T extends { id: string }, S extends string>(
  p: Omit<AdminTableProps<T, S>, 'sort' | 'onSort'> & Partial<Pick<AdminTableProps<T, S>, 'sort' | 'onSort'>>,
  labels: { page: string; row: (row: T) => string },
  sort?: { statuses: SortStatuses<T, S>; fallback: S },
): Pick<Props<T, S>, 'records' | 'fetching' | 'onOpen' | 'empty' | 'selection' | 'sort'> {
  return {
    records: p.records,
    fetching: p.fetching,
    onOpen: p.onOpen,
    empty: p.empty,
    selection: { selected: p.selected, onChange: p.onSelected, pageLabel: labels.page, rowLabel: labels.row },
    sort: sort && p.sort !== undefined && p.onSort ? { ...sort, value: p.sort, onChange: p.onSort } : undefined,
  };
}

type Props<T extends { id: string }, S extends string> = {
  records: T[];
  columns: DataTableColumn<T>[];
  /** a new page is on its way (the rows shown are the previous page's) */
  fetching: boolean;
  /** a click on a row (or its OpenRowCell) opens the record */
  onOpen: (id: string) => void;
  /** row checkboxes, with accessible names for the page's and each row's */
  selection?: {
    selected: T[];
    onChange: (rows: T[]) => void;
    pageLabel: string;
    rowLabel: (row: T) => string;
  };
  /** sortable columns bound to the URL's sort */
  sort?: { value: S; statuses: SortStatuses<T, S>; fallback: S; onChange: (sort: S) => void };
  /** what shows when there are no rows (AdminEmptyState) */
  empty: ReactNode;
  rowColor?: (row: T) => MantineColor | undefined;
  /** a row's tint (a raw material low on stock, a hidden packaging item) */
  rowBackgroundColor?: (row: T) => MantineColor | undefined;
};

/**
 * The admin list table (mantine-datatable), set up once: bordered, compact, rows open their record,
 * optional selection and URL-bound sorting, a loader while the next page comes, the empty state.
 */
export function AdminDataTable<T extends { id: string }, S extends string = string>(p: Props<T, S>) {
  const { selection, sort } = p;
  const selectionProps: DataTableSelectionProps<T> = selection
    ? {
        selectedRecords: selection.selected,
        onSelectedRecordsChange: selection.onChange,
        allRecordsSelectionCheckboxProps: { 'aria-label': selection.pageLabel },
        getRecordSelectionCheckboxProps: (r) => ({ 'aria-label': selection.rowLabel(r) }),
      }
    : {};
  const sortProps: DataTableSortProps<T> = sort
    ? {
        sortStatus: sortStatusOf(sort.statuses, sort.value),
        onSortStatusChange: (s) => sort.onChange(sortFromStatus(sort.statuses, s, sort.fallback)),
      }
    : {};
  return (
    <DataTable<T>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      verticalSpacing={6}
      horizontalSpacing="xs"
      fz="sm"
      minHeight={p.records.length ? undefined : 260}
      records={p.records}
      columns={p.columns}
      fetching={p.fetching}
      loaderType="dots"
      idAccessor="id"
      onRowClick={({ record }) => p.onOpen(record.id)}
      rowStyle={() => ({ cursor: 'pointer' })}
      rowColor={p.rowColor}
      rowBackgroundColor={p.rowBackgroundColor}
      {...selectionProps}
      {...sortProps}
      // the table keeps its empty state in the page under the rows (only transparent): its buttons
      // would catch clicks on the rows and be read out, so it gets them only when the list is empty
      emptyState={p.fetching || p.records.length > 0 ? <span /> : p.empty}
    />
  );
}
