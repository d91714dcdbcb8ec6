import { Alert, Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { Comment } from '@formulab/shared/content/content.schema';
import { useConfirm } from '../../../components/admin/index.ts';
import { notifySuccess } from '../../../components/notify.ts';
import { errorKey } from '../../../lib/api.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { RichTextView } from '../components/rich-text-view.tsx';
import {
  adminCommentsQuery,
  adminPostQuery,
  adminReportsQuery,
  deleteCommentAsStaff,
  deletePostAsStaff,
  moderatePost,
} from './admin-api.ts';

/** One post for staff in the drawer: its text, the reports, the comments; hide/show, pin, delete. */
export function PostModeration({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [confirm, dialog] = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const post = useQuery(adminPostQuery(id));
  const reports = useQuery(adminReportsQuery(id));
  const comments = useQuery(adminCommentsQuery(id));
  const en = i18n.resolvedLanguage === 'en';
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'board'] }),
      queryClient.invalidateQueries({ queryKey: ['board'] }),
    ]);
  const act = async (kind: string, task: () => Promise<unknown>, done?: string) => {
    setBusy(kind);
    setError(null);
    try {
      await task();
      await refresh();
      if (done) notifySuccess(t('adminContent.savedTitle'), done);
    } catch (err) {
      setError(t(errorKey(err)));
    } finally {
      setBusy(null);
    }
  };

  if (post.isError) return <Alert color="red">{t(errorKey(post.error))}</Alert>;
  const p = post.data;
  if (!p) return <Skeleton h={400} />;

  const removeComment = async (c: Comment) => {
    const ok = await confirm({
      title: t('adminContent.board.deleteCommentTitle'),
      message: c.body,
      confirmLabel: t('adminContent.delete'),
      danger: true,
    });
    if (ok) await act(`comment-${c.id}`, () => deleteCommentAsStaff(c.id));
  };
  const removePost = async () => {
    const ok = await confirm({
      title: t('adminContent.board.deleteTitle'),
      message: t('adminContent.board.deleteBody', { title: p.title }),
      confirmLabel: t('adminContent.delete'),
      danger: true,
    });
    if (ok)
      await act('delete', async () => {
        await deletePostAsStaff(p.id);
        onDeleted();
      });
  };

  return (
    <Stack gap="md" pb="md">
      <Stack gap={4}>
        <Group gap={6}>
          <Badge variant="light" color="gray">
            {en ? p.category.nameEn : p.category.nameKo}
          </Badge>
          {p.hidden && (
            <Badge color="red" variant="light">
              {t('adminContent.board.hidden')}
            </Badge>
          )}
          {p.pinned && (
            <Badge color="brand" variant="light">
              {t('adminContent.board.pinned')}
            </Badge>
          )}
        </Group>
        <Title order={3} style={{ overflowWrap: 'anywhere' }}>
          {p.title}
        </Title>
        <Text fz="sm" c="gray.7">
          {p.author.name} · {formatDateTime(p.createdAt)} ·{' '}
          {t('adminContent.board.viewsN', { count: p.viewCount, n: formatNumber(p.viewCount) })}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          loading={busy === 'hide'}
          leftSection={p.hidden ? <IconEye size={14} aria-hidden="true" /> : <IconEyeOff size={14} aria-hidden="true" />}
          onClick={() =>
            void act(
              'hide',
              () => moderatePost(p.id, { hidden: !p.hidden }),
              t(p.hidden ? 'adminContent.board.shownDone' : 'adminContent.board.hiddenDone'),
            )
          }
        >
          {t(p.hidden ? 'adminContent.board.show' : 'adminContent.board.hide')}
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={busy === 'pin'}
          leftSection={p.pinned ? <IconPinnedOff size={14} aria-hidden="true" /> : <IconPin size={14} aria-hidden="true" />}
          onClick={() => void act('pin', () => moderatePost(p.id, { pinned: !p.pinned }))}
        >
          {t(p.pinned ? 'adminContent.board.unpin' : 'adminContent.board.pin')}
        </Button>
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          loading={busy === 'delete'}
          leftSection={<IconTrash size={14} aria-hidden="true" />}
          onClick={() => void removePost()}
        >
          {t('adminContent.delete')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <RichTextView html={p.body} />
      </Paper>

      <Divider
        label={t('adminContent.board.reportsN', { n: formatNumber(reports.data?.items.length ?? 0) })}
        labelPosition="left"
      />
      {reports.data?.items.length ? (
        <Stack gap="xs">
          {reports.data.items.map((r, i) => (
            <Paper key={i} withBorder radius="sm" p="xs" bg="red.0">
              <Group gap={6}>
                <Badge color="red" variant="light" size="sm">
                  {t(`board.report.reasons.${r.reason}`)}
                </Badge>
                <Text fz="xs" c="gray.7">
                  {r.reporter.name} ({r.reporter.email}) · {formatDateTime(r.createdAt)}
                </Text>
              </Group>
              {r.detail && (
                <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {r.detail}
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      ) : (
        <Text fz="sm" c="gray.7">
          {t('adminContent.board.noReports')}
        </Text>
      )}

      <Divider label={t('adminContent.board.commentsN', { n: formatNumber(p.commentCount) })} labelPosition="left" />
      {comments.data?.items.length ? (
        <Stack gap="xs">
          {comments.data.items
            .flatMap((c) => [c, ...c.replies])
            .map((c) => (
              <Group key={c.id} justify="space-between" wrap="nowrap" align="flex-start" pl={c.parentId ? 'lg' : 0}>
                <Stack gap={0} miw={0}>
                  <Text fz="xs" c="gray.7">
                    {c.deleted ? t('board.deletedComment') : `${c.author.name} · ${formatDateTime(c.createdAt)}`}
                  </Text>
                  {!c.deleted && (
                    <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {c.body}
                    </Text>
                  )}
                </Stack>
                {!c.deleted && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red.9"
                    loading={busy === `comment-${c.id}`}
                    onClick={() => void removeComment(c)}
                  >
                    {t('adminContent.delete')}
                  </Button>
                )}
              </Group>
            ))}
        </Stack>
      ) : (
        <Text fz="sm" c="gray.7">
          {t('adminContent.board.noComments')}
        </Text>
      )}
      {dialog}
    </Stack>
  );
}
