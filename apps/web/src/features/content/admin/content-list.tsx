import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import {
  AdminDataTable,
  AdminEmptyState,
  AdminListStates,
  AdminPageHeader,
  CsvDownloadButton,
  FormDrawer,
  SearchField,
  type CursorPages,
  type useDrawerParam,
} from '../../../components/admin/index.ts';
import type { EditorProps } from './editor-kit.tsx';

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

/** A content screen's header: the list's CSV and the button that opens a new record's form. */
export function ContentHeader({
  screen,
  csv,
  add,
}: {
  screen: string;
  csv: string;
  add: { label: string; onClick: () => void };
}) {
  const { t } = useTranslation();
  return (
    <AdminPageHeader
      screen={screen}
      actions={
        <Group gap="xs">
          <CsvDownloadButton href={csv}>{t('adminContent.csv')}</CsvDownloadButton>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={add.onClick}>
            {add.label}
          </Button>
        </Group>
      }
    />
  );
}

/**
 * The drawer with a record's form (`?edit=<id|new>`, `useDrawerParam`): titled for a new record or an
 * edit, it asks before closing over unsaved changes, and its form starts afresh for each record.
 */
export function ContentEditorDrawer({
  drawer,
  titles,
  editor: Editor,
}: {
  drawer: ReturnType<typeof useDrawerParam>;
  titles: { add: string; edit: string };
  editor: ComponentType<EditorProps & { id: string }>;
}) {
  const { opened, shown, close, dirty, setDirty } = drawer;
  return (
    <FormDrawer opened={Boolean(opened)} onClose={close} dirty={dirty} title={shown === 'new' ? titles.add : titles.edit}>
      {shown && <Editor key={shown} id={shown} onDone={close} onDirtyChange={setDirty} />}
    </FormDrawer>
  );
}

/**
 * A content list's table with its pager, loading and error states; its empty state says "no match"
 * while a filter (`filtered`) is on, else `empty.title`, and offers to add the first record when
 * `empty.add` names the button (it opens `onOpen('new')`).
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
  empty: { icon: ReactNode; title: string; hint: string; add?: string };
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
              {empty.add && (
                <Button size="xs" variant="light" onClick={() => onOpen('new')}>
                  {empty.add}
                </Button>
              )}
            </AdminEmptyState>
          }
        />
      )}
    </AdminListStates>
  );
}
