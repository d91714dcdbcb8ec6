import { ActionIcon, Group, type MantineTheme } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { tableEmptyState } from '../../../components/admin/index.ts';

/** Columns that only a wide screen shows (a phone's row says it in its first column). */
export const DESKTOP = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;

/**
 * The last column of the raw-material and packaging tables: edit and delete, each named with its row.
 * A click there is not a click on the row (which opens it).
 */
export function rowActionsColumn<T extends { id: string }>(o: {
  width: number;
  visibleMediaQuery?: typeof DESKTOP;
  editLabel: (row: T) => string;
  deleteLabel: (row: T) => string;
  onEdit: (id: string) => void;
  onDelete: (row: T) => void;
}): DataTableColumn<T> {
  return {
    accessor: 'actions',
    title: <span aria-hidden="true" />,
    visibleMediaQuery: o.visibleMediaQuery,
    textAlign: 'right',
    width: o.width,
    render: (row) => (
      <Group gap={2} justify="flex-end" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
        <ActionIcon variant="subtle" onClick={() => o.onEdit(row.id)} aria-label={o.editLabel(row)}>
          <IconPencil size={16} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" onClick={() => o.onDelete(row)} aria-label={o.deleteLabel(row)}>
          <IconTrash size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
    ),
  };
}

type ListQuery = { isFetching: boolean; isPending: boolean; isError: boolean };

/**
 * What the raw-material and packaging tables (a server page of rows in a bordered paper) set alike:
 * a row click opens the record, rows sit close, the empty state under them says why there are none
 * (the error, nothing matched, or nothing yet with an add button). The columns themselves say from
 * which width they show (COLUMN_MEDIA), so the table fits its screen: a forced minimum width made both
 * tables scroll sideways at 1280 px.
 */
export function listTableProps<T extends { id: string }>(p: {
  records: T[];
  query: ListQuery;
  error: string | null;
  filtered: boolean;
  words: { noMatch: string; empty: string; add: string };
  onEdit: (id: string) => void;
  onCreate: () => void;
}) {
  return {
    records: p.records,
    idAccessor: 'id' as const,
    fetching: p.query.isFetching,
    minHeight: p.records.length ? undefined : 260,
    verticalSpacing: 6,
    fz: 'sm' as const,
    highlightOnHover: true,
    onRowClick: ({ record }: { record: T }) => p.onEdit(record.id),
    // under the rows the empty state is only transparent: no buttons there (they catch row clicks)
    emptyState: tableEmptyState({
      pending: p.query.isPending,
      hasRows: p.records.length > 0,
      error: p.error,
      filtered: p.filtered,
      noMatch: p.words.noMatch,
      empty: p.words.empty,
      addLabel: p.words.add,
      onAdd: p.onCreate,
    }),
    scrollAreaProps: { type: 'auto' as const },
  };
}
