import { Badge, Drawer, Group, Select, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconEyeOff, IconFlag, IconMessages, IconPhoto, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { POST_SORTS, type BulkPostInput, type PostSort, type PostSummary } from '@formulab/shared/content/content.schema';
import {
  AdminPageHeader,
  BulkBar,
  BulkButton,
  COLUMN_MEDIA,
  OpenRowCell,
  oneOf,
  pageSizeOf,
  tabularCells,
  useBulkAction,
  useConfirm,
  useCursorPages,
  useRowSelection,
  useUrlParams,
} from '../../components/admin/index.ts';
import { adminCategoriesQuery, adminPostsQuery, bulkPosts } from '../../features/content/admin/admin-api.ts';
import { CategoryManager } from '../../features/content/admin/category-manager.tsx';
import { ContentFilters, ContentTable } from '../../features/content/admin/content-list.tsx';
import { PostModeration } from '../../features/content/admin/post-moderation.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';

const TABS = ['posts', 'categories'] as const;
const VISIBILITY = ['all', 'visible', 'hidden'] as const;
type BulkKind = BulkPostInput['action'];

/**
 * admin admin-board — posts (search, category, hidden / reported filters, bulk hide / show / pin /
 * delete; ?id= opens one with its reports and comments) and the categories (?tab=categories).
 */
export function Component() {
  const { t } = useTranslation();
  const [params, set] = useUrlParams();
  const tab = oneOf(TABS, params.get('tab'), 'posts');
  return (
    <>
      <AdminPageHeader screen="admin-board" />
      <Tabs value={tab} onChange={(v) => set({ tab: v === 'posts' ? null : v, id: null }, false)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="posts">{t('adminContent.board.posts')}</Tabs.Tab>
          <Tabs.Tab value="categories">{t('adminContent.board.categories')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="posts">
          <Posts />
        </Tabs.Panel>
        <Tabs.Panel value="categories">
          <CategoryManager />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function Posts() {
  const { t, i18n } = useTranslation();
  const en = i18n.resolvedLanguage === 'en';
  const queryClient = useQueryClient();
  const [params, set] = useUrlParams();
  const mobile = useMediaQuery('(max-width: 48em)');
  const q = params.get('q') ?? '';
  const category = Number(params.get('category')) || undefined;
  const visibility = oneOf(VISIBILITY, params.get('visibility'), 'all');
  const reported = params.get('reported') === 'true';
  const sort = oneOf<PostSort>(POST_SORTS, params.get('sort'), 'latest');
  const limit = pageSizeOf(params.get('size'), 25);
  const filterKey = `${q}|${category}|${visibility}|${reported}|${sort}|${limit}`;
  const pages = useCursorPages(filterKey);
  const list = useQuery(
    adminPostsQuery({
      q: q || undefined,
      category,
      hidden: visibility === 'all' ? undefined : visibility === 'hidden' ? 'true' : 'false',
      reported: reported ? 'true' : undefined,
      sort,
      limit,
      cursor: pages.cursor,
    }),
  );
  const categories = useQuery(adminCategoriesQuery);
  const selection = useRowSelection<PostSummary>(`${filterKey}|${pages.page}`);
  const bulk = useBulkAction<BulkKind>();
  const [confirm, dialog] = useConfirm();
  const id = params.get('id');
  const [shown, setShown] = useState(id);
  if (id && id !== shown) setShown(id);

  const runBulk = async (action: BulkKind) => {
    const ids = selection.selected.map((p) => p.id);
    if (action === 'delete') {
      const ok = await confirm({
        title: t('adminContent.board.bulkDeleteTitle', { count: ids.length }),
        message: t('adminContent.board.bulkDeleteBody'),
        confirmLabel: t('adminContent.delete'),
        danger: true,
      });
      if (!ok) return;
    }
    await bulk.run(action, async () => {
      await bulkPosts({ ids, action });
      selection.clear();
      await queryClient.invalidateQueries({ queryKey: ['admin', 'board'] });
      await queryClient.invalidateQueries({ queryKey: ['board'] });
    });
  };

  const columns: DataTableColumn<PostSummary>[] = [
    {
      accessor: 'title',
      title: t('adminContent.title'),
      render: (p) => (
        <OpenRowCell
          name={p.title}
          onOpen={() => set({ id: p.id }, false)}
          struck={p.hidden}
          before={
            p.pinned ? (
              <IconPin size={14} aria-label={t('adminContent.board.pinned')} color="var(--mantine-color-brand-8)" />
            ) : undefined
          }
          after={
            <Group gap={4} wrap="nowrap">
              {p.hasImage && <IconPhoto size={14} aria-hidden="true" />}
              {p.hidden && (
                <Badge size="xs" color="red" variant="light">
                  {t('adminContent.board.hidden')}
                </Badge>
              )}
            </Group>
          }
        />
      ),
    },
    {
      accessor: 'reportCount',
      title: t('adminContent.board.reports'),
      width: 80,
      cellsStyle: tabularCells,
      render: (p) =>
        p.reportCount > 0 ? (
          <Badge color="red" variant="filled" size="sm" leftSection={<IconFlag size={10} aria-hidden="true" />}>
            {p.reportCount}
          </Badge>
        ) : (
          '0'
        ),
    },
    {
      accessor: 'category',
      title: t('adminContent.board.category'),
      width: 140,
      visibleMediaQuery: COLUMN_MEDIA.md,
      render: (p) => (en ? p.category.nameEn : p.category.nameKo),
    },
    {
      accessor: 'author',
      title: t('adminContent.board.author'),
      width: 120,
      visibleMediaQuery: COLUMN_MEDIA.lg,
      render: (p) => p.author.name,
    },
    {
      accessor: 'counts',
      title: t('adminContent.board.viewsComments'),
      width: 110,
      visibleMediaQuery: COLUMN_MEDIA.xl,
      cellsStyle: tabularCells,
      render: (p) => `${formatNumber(p.viewCount)} / ${formatNumber(p.commentCount)}`,
    },
    {
      accessor: 'createdAt',
      title: t('adminContent.board.created'),
      width: 170,
      visibleMediaQuery: COLUMN_MEDIA.md,
      cellsStyle: tabularCells,
      render: (p) => formatDateTime(p.createdAt),
    },
  ];

  return (
    <Stack gap="sm">
      <ContentFilters search={q} onSearch={(v) => set({ q: v })}>
        <Select
          aria-label={t('adminContent.board.category')}
          placeholder={t('adminContent.board.allCategories')}
          clearable
          w={170}
          data={(categories.data?.items ?? []).map((c) => ({ value: String(c.id), label: en ? c.nameEn : c.nameKo }))}
          value={category ? String(category) : null}
          onChange={(v) => set({ category: v })}
        />
        <Select
          aria-label={t('adminContent.board.visibility')}
          w={140}
          allowDeselect={false}
          data={VISIBILITY.map((v) => ({ value: v, label: t(`adminContent.board.visibilities.${v}`) }))}
          value={visibility}
          onChange={(v) => set({ visibility: v === 'all' ? null : v })}
        />
        <Select
          aria-label={t('adminContent.board.reportedFilter')}
          w={150}
          allowDeselect={false}
          data={[
            { value: 'all', label: t('adminContent.board.reportedAll') },
            { value: 'true', label: t('adminContent.board.reportedOnly') },
          ]}
          value={reported ? 'true' : 'all'}
          onChange={(v) => set({ reported: v === 'true' ? 'true' : null })}
        />
        <Select
          aria-label={t('board.sort')}
          w={140}
          allowDeselect={false}
          data={POST_SORTS.map((s) => ({ value: s, label: t(`board.sorts.${s}`) }))}
          value={sort}
          onChange={(v) => set({ sort: v === 'latest' ? null : v })}
        />
      </ContentFilters>
      <BulkBar
        count={selection.selected.length}
        label={t('adminContent.board.bulkLabel')}
        countText={t('adminContent.board.selected', { count: selection.selected.length })}
        clearLabel={t('adminContent.board.clearSelection')}
        onClear={selection.clear}
        busy={bulk.busy !== null}
      >
        <BulkButton
          icon={IconEyeOff}
          loading={bulk.busy === 'hide'}
          disabled={bulk.busy !== null}
          onClick={() => void runBulk('hide')}
        >
          {t('adminContent.board.hide')}
        </BulkButton>
        <BulkButton
          icon={IconEye}
          loading={bulk.busy === 'show'}
          disabled={bulk.busy !== null}
          onClick={() => void runBulk('show')}
        >
          {t('adminContent.board.show')}
        </BulkButton>
        <BulkButton
          icon={IconPin}
          loading={bulk.busy === 'pin'}
          disabled={bulk.busy !== null}
          onClick={() => void runBulk('pin')}
        >
          {t('adminContent.board.pin')}
        </BulkButton>
        <BulkButton
          icon={IconPinnedOff}
          loading={bulk.busy === 'unpin'}
          disabled={bulk.busy !== null}
          onClick={() => void runBulk('unpin')}
        >
          {t('adminContent.board.unpin')}
        </BulkButton>
        <BulkButton
          icon={IconTrash}
          color="red.9"
          loading={bulk.busy === 'delete'}
          disabled={bulk.busy !== null}
          onClick={() => void runBulk('delete')}
        >
          {t('adminContent.delete')}
        </BulkButton>
      </BulkBar>
      <ContentTable<PostSummary>
        list={list}
        pager={{ pages, limit, onLimit: (v) => set({ size: v }) }}
        columns={columns}
        onOpen={(postId) => set({ id: postId }, false)}
        selection={{
          selected: selection.selected,
          onChange: selection.setSelected,
          pageLabel: t('adminContent.board.selectPage'),
          rowLabel: (p) => t('adminContent.board.selectRow', { title: p.title }),
        }}
        filtered={Boolean(q || category || visibility !== 'all' || reported)}
        empty={{
          icon: <IconMessages size={28} aria-hidden="true" />,
          title: t('adminContent.board.empty'),
          hint: t('adminContent.board.emptyHint'),
        }}
      />
      <Text fz="xs" c="gray.7">
        {t('adminContent.board.footnote')}
      </Text>
      <Drawer
        opened={Boolean(id)}
        onClose={() => set({ id: null }, false)}
        position="right"
        size={mobile ? '100%' : 720}
        title={t('adminContent.board.postTitle')}
        styles={{ title: { fontWeight: 700, fontSize: 18 } }}
        closeButtonProps={{ 'aria-label': t('adminCatalogue.shared.close') }}
      >
        {shown && <PostModeration key={shown} id={shown} onDeleted={() => set({ id: null }, false)} />}
      </Drawer>
      {dialog}
    </Stack>
  );
}
