import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEye, IconFlag, IconPin } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { commentsInfiniteQuery, deletePost, postQuery } from '../../features/content/api.ts';
import { Comments } from '../../features/content/components/comments.tsx';
import { PostComposer } from '../../features/content/components/post-composer.tsx';
import { ReportDialog } from '../../features/content/components/report-dialog.tsx';
import { RichTextView } from '../../features/content/components/rich-text-view.tsx';
import { ApiError, errorKey } from '../../lib/api.ts';
import { LocalDate } from '../../components/local-date.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { isUuid } from '../../lib/not-found.ts';
import type { ScreenModule } from '../../route-table.tsx';

/**
 * What the server rendering reads before it draws the page (decision 0027; only a post an anonymous
 * visitor may read is rendered, any other is a 404): the post and its first comments.
 */
export const ssrQueries: NonNullable<ScreenModule['ssrQueries']> = ({ params }) =>
  isUuid(params.id) ? [postQuery(params.id), commentsInfiniteQuery(params.id)] : [];

/**
 * /board/:id — one post: its text and pictures, author, date and views; the author edits
 * (`?edit=1`) or deletes it, anyone signed in reports it; the comments and replies below.
 */
export function Component() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const post = useQuery(postQuery(id));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  useDocumentTitle(post.data?.title ?? t('screens.board.title'));
  const en = i18n.resolvedLanguage === 'en';
  const back = (
    <Anchor component={Link} to="/board" fz="sm" fw={600}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('board.back')}
      </Group>
    </Anchor>
  );

  if (post.isError) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <Stack gap="lg" maw={860} mx="auto" py="md">
        {back}
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t(missing ? 'board.notFoundTitle' : 'board.loadError')}
        </Title>
        <Text c="gray.7">{t(missing ? 'board.notFoundBody' : errorKey(post.error))}</Text>
      </Stack>
    );
  }
  const p = post.data;
  if (p && p.mine && params.get('edit') === '1') {
    return (
      <Stack gap="lg" maw={960} mx="auto" py={{ base: 'xs', sm: 'md' }}>
        {back}
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('board.editPost')}
        </Title>
        <PostComposer
          post={p}
          onCancel={() => setParams({}, { replace: true })}
          onDone={() => setParams({}, { replace: true })}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={860} mx="auto" py={{ base: 'xs', sm: 'md' }}>
      {back}
      {!p ? (
        <Stack gap="md">
          <Skeleton h={40} radius="md" />
          <Skeleton h={280} radius="lg" />
        </Stack>
      ) : (
        <>
          <Stack gap={8} component="header">
            <Group gap={8}>
              {p.pinned && (
                <Badge color="brand" variant="filled" size="sm" leftSection={<IconPin size={12} aria-hidden="true" />}>
                  {t('board.pinned')}
                </Badge>
              )}
              <Badge color="gray" variant="light" size="sm">
                {en ? p.category.nameEn : p.category.nameKo}
              </Badge>
            </Group>
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere', wordBreak: 'keep-all' }}>
              {p.title}
            </Title>
            <Group gap="md">
              <Text fz="sm" fw={600}>
                {p.author.name}
              </Text>
              <Text fz="sm" c="gray.7" className="tabular">
                <LocalDate at={p.createdAt} time />
              </Text>
              <Group gap={4} wrap="nowrap">
                <IconEye size={16} aria-hidden="true" color="var(--mantine-color-gray-7)" />
                <Text fz="sm" c="gray.7" className="tabular">
                  {t('board.views', { count: p.viewCount, n: formatNumber(p.viewCount) })}
                </Text>
              </Group>
            </Group>
          </Stack>
          {p.hidden && (
            <Alert color="yellow" role="status" title={t('board.hiddenTitle')}>
              {t('board.hiddenBody')}
            </Alert>
          )}
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="article">
            <RichTextView html={p.body} />
          </Paper>
          <Group justify="flex-end" gap="xs">
            {p.mine ? (
              <>
                <Button variant="default" onClick={() => setParams({ edit: '1' })}>
                  {t('board.edit')}
                </Button>
                <Button variant="outline" color="red.9" onClick={() => setConfirmDelete(true)}>
                  {t('board.delete')}
                </Button>
              </>
            ) : session.data ? (
              <Button
                variant="default"
                leftSection={<IconFlag size={16} aria-hidden="true" />}
                disabled={p.reported}
                onClick={() => setReporting(true)}
              >
                {p.reported ? t('board.report.already') : t('board.report.button')}
              </Button>
            ) : null}
          </Group>
          <Comments postId={p.id} count={p.commentCount} signedIn={!!session.data} />
          <ReportDialog
            postId={p.id}
            opened={reporting}
            onClose={() => setReporting(false)}
            onReported={() => queryClient.setQueryData(['board', 'post', p.id], { ...p, reported: true })}
          />
          <ConfirmModal
            opened={confirmDelete}
            onClose={() => setConfirmDelete(false)}
            title={t('board.deletePostTitle')}
            confirmLabel={t('board.delete')}
            danger
            dangerColor="red.9"
            closeLabel={t('common.close')}
            onConfirm={async () => {
              await deletePost(p.id);
              await queryClient.invalidateQueries({ queryKey: ['board', 'posts'] });
              notifySuccess(t('board.deletedTitle'), t('board.deleted'));
              navigate('/board', { replace: true });
            }}
          >
            <Text fz="sm">{t('board.deletePostBody')}</Text>
          </ConfirmModal>
        </>
      )}
    </Stack>
  );
}
