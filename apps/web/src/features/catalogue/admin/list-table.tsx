import { ActionIcon, Group, type MantineTheme } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';

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
