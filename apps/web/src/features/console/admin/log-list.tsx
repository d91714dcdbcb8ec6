import { Button, Group, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import {
  AdminDataTable,
  AdminEmptyState,
  AdminListStates,
  OpenRowCell,
  RecordDrawer,
  pageSizeOf,
  useCursorPages,
  type CursorPages,
  type ListQueryState,
  type UrlPatch,
} from '../../../components/admin/index.ts';

/** A log entry as the table keys it: the server numbers entries, the table wants string ids. */
export type LogRow<E extends { id: number | string }> = Omit<E, 'id'> & { id: string };

/**
 * The console's log tabs' filters (the outbox's, the audit log's) with the button that clears them
 * while any is on.
 */
export function LogFilters({ filtered, onClear, children }: { filtered: boolean; onClear: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      {children}
      {filtered && (
        <Button variant="subtle" size="xs" onClick={onClear}>
          {t('adminConsole.clear')}
        </Button>
      )}
    </Group>
  );
}

/** The first column of a log: what happened over a quieter line, a button that opens the entry. */
export function logEntryColumn<R extends { id: string }>(
  accessor: string,
  title: string,
  lines: { main: (r: R) => ReactNode; sub: (r: R) => ReactNode; mono?: boolean; onOpen: (id: string) => void },
): DataTableColumn<R> {
  return {
    accessor,
    title,
    render: (r) => (
      <OpenRowCell
        name={
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fz="sm" truncate="end" ff={lines.mono ? 'monospace' : undefined}>
              {lines.main(r)}
            </Text>
            <Text fz="xs" c="gray.7" truncate="end">
              {lines.sub(r)}
            </Text>
          </Stack>
        }
        onOpen={() => lines.onOpen(r.id)}
      />
    ),
  };
}

/**
 * A log's table in its states, keyset pages under it (25 a page unless the URL says otherwise): a row
 * opens its entry (`onOpen`); the empty state (`adminConsole.<log>.empty…`) says "no match" while a
 * filter is on.
 */
type LogTableProps<E extends { id: number | string }> = {
  list: ListQueryState<{ items: E[]; total: number; nextCursor: string | null }>;
  pages: CursorPages;
  size: number;
  set: (patch: UrlPatch, replace?: boolean) => void;
  columns: DataTableColumn<LogRow<E>>[];
  onOpen: (id: string) => void;
  /** whose words the empty state says */
  log: 'audit' | 'mail';
  icon: ComponentType<{ size: number; color: string; 'aria-hidden': 'true' }>;
  filtered: boolean;
};

export function LogTable<E extends { id: number | string }>({
  list,
  pages,
  size,
  set,
  columns,
  onOpen,
  log,
  icon: Icon,
  filtered,
}: LogTableProps<E>) {
  const { t } = useTranslation();
  return (
    <AdminListStates
      query={list}
      retryLabel={t('adminConsole.retry')}
      pager={{ pages, limit: size, onLimit: (v) => set({ size: v === '25' ? null : v }) }}
    >
      {(data) => (
        <AdminDataTable<LogRow<E>>
          records={data.items.map((e) => ({ ...e, id: String(e.id) }))}
          columns={columns}
          fetching={list.isFetching && list.isPlaceholderData}
          onOpen={onOpen}
          empty={
            <AdminEmptyState
              icon={<Icon size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
              title={t(`adminConsole.${log}.${filtered ? 'emptyFiltered' : 'empty'}`)}
              hint={t(`adminConsole.${log}.emptyHint`)}
            />
          }
        />
      )}
    </AdminListStates>
  );
}

/**
 * A log tab's place in the URL: its page size (`?size=`, 25 unless it says otherwise), its keyset pages
 * (back to the first whenever `filters` or the size change), and the entry open in the drawer
 * (`?<entryKey>=`; `openId` null while none is).
 */
export function useLogPaging(
  params: URLSearchParams,
  set: (patch: UrlPatch, replace?: boolean) => void,
  entryKey: string,
  filters: unknown,
) {
  const size = pageSizeOf(params.get('size'), 25);
  const pages = useCursorPages(JSON.stringify([filters, size]));
  const openId = params.get(entryKey);
  const onOpen = (id: string) => set({ [entryKey]: id }, false);
  return { paging: { size, pages, set, onOpen, entryKey }, openId };
}

/**
 * One log tab of the console: its `filters` (cleared by `onClear`), its table, and the entry the URL
 * names (`?<entryKey>=`) in a drawer titled `entryTitle`, shown by `children` once `entry` has it.
 */
export function LogTab<E extends { id: number | string }, D>({
  filters,
  onClear,
  entryKey,
  entryTitle,
  entryWidth,
  entry,
  opened,
  children,
  ...table
}: LogTableProps<E> & {
  filters: ReactNode;
  onClear: () => void;
  entryKey: string;
  entryTitle: string;
  entryWidth: number;
  entry: UseQueryResult<D>;
  opened: boolean;
  children: (entry: D) => ReactNode;
}) {
  return (
    <Stack gap="sm">
      <LogFilters filtered={table.filtered} onClear={onClear}>
        {filters}
      </LogFilters>
      <LogTable {...table} />
      <RecordDrawer
        opened={opened}
        onClose={() => table.set({ [entryKey]: null }, false)}
        title={entryTitle}
        width={entryWidth}
        query={entry}
      >
        {children}
      </RecordDrawer>
    </Stack>
  );
}
