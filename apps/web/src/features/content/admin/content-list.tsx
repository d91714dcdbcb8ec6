import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import {
  AdminDataTable,
  AdminEmptyState,
  AdminListStates,
  SearchField,
  type CursorPages,
} from '../../../components/admin/index.ts';

/** The search box of a content list (notices, disclosures, board posts). */
export function ContentSearch({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <SearchField
      value={value}
      onChange={onChange}
      label={t('adminContent.search')}
      placeholder={t('adminContent.searchPlaceholder')}
    />
  );
}

/**
 * A content list's table with its pager, loading and error states; its empty state says "no match"
 * while a filter (`filtered`) is on, else `empty.title`.
 */
export function ContentTable<T extends { id: string }>({
  list,
  pager,
  columns,
  onOpen,
  selection,
  filtered,
  empty,
}: {
  list: UseQueryResult<{ items: T[]; total: number; nextCursor: string | null }>;
  pager: { pages: CursorPages; limit: number; onLimit: (limit: string) => void };
  columns: DataTableColumn<T>[];
  onOpen: (id: string) => void;
  selection?: Parameters<typeof AdminDataTable<T>>[0]['selection'];
  filtered: boolean;
  empty: { icon: ReactNode; title: string; hint: string; children?: ReactNode };
}) {
  const { t } = useTranslation();
  return (
    <AdminListStates query={list} retryLabel={t('adminContent.retry')} pager={pager}>
      {(data) => (
        <AdminDataTable<T>
          records={data.items}
          columns={columns}
          fetching={list.isFetching && list.isPlaceholderData}
          onOpen={onOpen}
          selection={selection}
          empty={
            <AdminEmptyState icon={empty.icon} title={filtered ? t('adminContent.noMatch') : empty.title} hint={empty.hint}>
              {empty.children}
            </AdminEmptyState>
          }
        />
      )}
    </AdminListStates>
  );
}
