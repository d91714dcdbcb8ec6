import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Button, Group, Stack } from '@mantine/core';
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

/** The row over a content list (notices, disclosures, board posts): its search box, then the screen's own filters. */
export function ContentFilters({
  search,
  onSearch,
  children,
}: {
  search: string;
  onSearch: (v: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      <SearchField
        value={search}
        onChange={onSearch}
        label={t('adminContent.search')}
        placeholder={t('adminContent.searchPlaceholder')}
      />
      {children}
    </Group>
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

/**
 * A content screen whose records are written in a drawer (notices, disclosures): the header with the
 * CSV and the add button, the search with the screen's own `filters`, the table with a `footnote`
 * under it, and the drawer with a record's form (`?edit=<id|new>`). `strings` names the screen's
 * strings: `add`, `addTitle`, `editTitle`, and the empty list's `empty` and `emptyHint`.
 */
export function ContentScreen<T extends { id: string }>({
  screen,
  strings,
  csv,
  drawer,
  editor,
  search,
  onSearch,
  filters,
  emptyIcon,
  footnote,
  ...table
}: {
  screen: string;
  strings: string;
  csv: string;
  drawer: ReturnType<typeof useDrawerParam>;
  editor: ComponentType<EditorProps & { id: string }>;
  search: string;
  onSearch: (v: string) => void;
  filters: ReactNode;
  emptyIcon: ReactNode;
  footnote?: ReactNode;
} & Pick<Parameters<typeof ContentTable<T>>[0], 'list' | 'pager' | 'columns' | 'filtered'>) {
  const { t } = useTranslation();
  const add = t(`${strings}.add`);
  return (
    <>
      <ContentHeader screen={screen} csv={csv} add={{ label: add, onClick: () => drawer.open('new') }} />
      <Stack gap="sm">
        <ContentFilters search={search} onSearch={onSearch}>
          {filters}
        </ContentFilters>
        <ContentTable<T>
          {...table}
          onOpen={drawer.open}
          empty={{ icon: emptyIcon, title: t(`${strings}.empty`), hint: t(`${strings}.emptyHint`), add }}
        />
        {footnote}
      </Stack>
      <ContentEditorDrawer
        drawer={drawer}
        titles={{ add: t(`${strings}.addTitle`), edit: t(`${strings}.editTitle`) }}
        editor={editor}
      />
    </>
  );
}
