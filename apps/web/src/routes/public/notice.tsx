import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconPaperclip, IconPin } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import type { NoticeSummary } from '@formulab/shared/content/content.schema';
import { EmptyResults, LoadErrorAlert } from '../../components/list-states.tsx';
import { noticeQuery, noticesInfiniteQuery } from '../../features/content/api.ts';
import { AttachmentList } from '../../features/content/components/attachments.tsx';
import { RichTextView } from '../../features/content/components/rich-text-view.tsx';
import { ContentList, ContentSearch, SkeletonRows } from '../../features/content/components/content-list.tsx';
import { ScreenHeader } from '../../features/content/components/screen-header.tsx';
import { errorKey } from '../../lib/api.ts';
import { isNotFound } from '../../lib/not-found.ts';
import { LocalDate } from '../../components/local-date.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { useListPages } from '../../lib/use-list-pages.ts';
import type { ScreenModule } from '../../route-table.tsx';

/**
 * What the server rendering reads before it draws the page (decision 0027; an address with a search
 * is drawn by the browser): the notice `?id=` opens, else the list's first page.
 */
export const ssrQueries: NonNullable<ScreenModule['ssrQueries']> = ({ search }) => {
  const id = search.get('id');
  return id ? [noticeQuery(id)] : [noticesInfiniteQuery(search.get('q') ?? '')];
};

/**
 * /notice — the company's notices: pinned ones first, then newest; search; "Load more". A notice
 * opens in place (`/notice?id=…`), so a link to it can be shared.
 */
export function Component() {
  const { params, set, hrefFor } = useUrlFilters();
  const id = params.get('id');
  return id ? (
    <NoticeDetailView id={id} backTo={{ search: params.get('q') ? `?q=${encodeURIComponent(params.get('q')!)}` : '' }} />
  ) : (
    <NoticeList q={params.get('q') ?? ''} onSearch={(q) => set({ q })} hrefFor={hrefFor} />
  );
}

function NoticeList({
  q,
  onSearch,
  hrefFor,
}: {
  q: string;
  onSearch: (q: string) => void;
  hrefFor: (id: string) => { search: string };
}) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(noticesInfiniteQuery(q));
  const pages = useListPages(list.data);
  return (
    <Stack gap="lg" maw={960} mx="auto" py={{ base: 'xs', sm: 'md' }}>
      <ScreenHeader screen="notice" />
      <ContentSearch strings="notice" q={q} onSearch={onSearch} list={list} />
      <ContentList
        list={list}
        pages={pages}
        strings="notice"
        skeleton={<SkeletonRows count={5} h={74} />}
        empty={
          <EmptyResults
            title={q ? t('notice.noResults', { q }) : t('notice.emptyTitle')}
            body={q ? t('notice.noResultsBody') : t('notice.emptyBody')}
            bodyMaw={420}
          />
        }
        gap="xs"
        label={t('screens.notice.title')}
      >
        {pages.items.map((n) => (
          <NoticeRow key={n.id} notice={n} to={hrefFor(n.id)} />
        ))}
      </ContentList>
    </Stack>
  );
}

function NoticeRow({ notice, to }: { notice: NoticeSummary; to: { search: string } }) {
  const { t } = useTranslation();
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={to}
        state={{ fromList: true }}
        w="100%"
        p="md"
        bg={notice.pinned ? 'brand.0' : 'white'}
        style={{
          display: 'block',
          borderRadius: 'var(--mantine-radius-md)',
          border: `1px solid var(--mantine-color-${notice.pinned ? 'brand-2' : 'gray-3'})`,
        }}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap={8} wrap="nowrap">
              {notice.pinned && (
                <Badge color="brand" variant="filled" size="sm" leftSection={<IconPin size={12} aria-hidden="true" />}>
                  {t('notice.pinned')}
                </Badge>
              )}
              <Text fw={700} c="gray.9" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                {notice.title}
              </Text>
              {notice.attachmentCount > 0 && (
                <IconPaperclip size={16} color="var(--mantine-color-gray-7)" aria-label={t('notice.hasAttachments')} />
              )}
            </Group>
            <Text fz="sm" c="gray.7" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
              {notice.excerpt}
            </Text>
          </Stack>
          <Text fz="sm" c="gray.7" className="tabular" style={{ whiteSpace: 'nowrap' }}>
            <LocalDate at={notice.publishAt} />
          </Text>
        </Group>
      </UnstyledButton>
    </li>
  );
}

function NoticeDetailView({ id, backTo }: { id: string; backTo: { search: string } }) {
  const { t } = useTranslation();
  const notice = useQuery(noticeQuery(id));
  useDocumentTitle(notice.data?.title ?? t('screens.notice.title'));
  const back = (
    <Anchor component={Link} to={{ pathname: '/notice', ...backTo }} fz="sm" fw={600}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('notice.back')}
      </Group>
    </Anchor>
  );
  if (notice.isError && isNotFound(notice.error)) {
    return (
      <Stack gap="lg" maw={820} mx="auto" py="md">
        {back}
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('notice.notFoundTitle')}
        </Title>
        <Text c="gray.7">{t('notice.notFoundBody')}</Text>
      </Stack>
    );
  }
  if (notice.isError) {
    // the server or the connection failed: the notice may well exist, so the reader can try again
    return (
      <Stack gap="lg" maw={820} mx="auto" py="md">
        {back}
        <LoadErrorAlert
          title={t('notice.detailLoadError')}
          message={t(errorKey(notice.error))}
          retryLabel={t('notice.retry')}
          onRetry={() => void notice.refetch()}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={820} mx="auto" py={{ base: 'xs', sm: 'md' }} component="article">
      {back}
      {notice.data ? (
        <Stack gap={6}>
          <Group gap={8}>
            {notice.data.pinned && (
              <Badge color="brand" variant="filled" size="sm" leftSection={<IconPin size={12} aria-hidden="true" />}>
                {t('notice.pinned')}
              </Badge>
            )}
            <Text fz="sm" c="gray.7" className="tabular">
              <LocalDate at={notice.data.publishAt} />
            </Text>
          </Group>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere', wordBreak: 'keep-all' }}>
            {notice.data.title}
          </Title>
        </Stack>
      ) : (
        <Skeleton h={60} radius="md" />
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {notice.data ? <RichTextView html={notice.data.body} /> : <Skeleton h={240} />}
      </Paper>
      {notice.data && <AttachmentList files={notice.data.attachments} />}
    </Stack>
  );
}
