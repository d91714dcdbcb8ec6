import { Anchor, Box, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCornerDownRight } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link, useLocation } from 'react-router';
import { MAX_COMMENT, type Comment, type CommentThread } from '@formulab/shared/content/content.schema';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { LocalDate } from '../../../components/local-date.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { addComment, commentsInfiniteQuery, deleteComment, editComment } from '../api.ts';
import { errorText } from '../errors.ts';

/** A post's comments and their replies (one level), with the forms to add, edit and delete one's own. */
export function Comments({ postId, count, signedIn }: { postId: string; count: number; signedIn: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(commentsInfiniteQuery(postId));
  const threads = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['board', 'comments', postId] }),
      queryClient.invalidateQueries({ queryKey: ['board', 'post', postId] }),
      queryClient.invalidateQueries({ queryKey: ['board', 'posts'] }),
    ]);
  };
  return (
    <Stack gap="md" component="section" aria-labelledby="comments-heading">
      <Title order={2} fz="lg" id="comments-heading">
        {t('board.commentsTitle', { n: formatNumber(count) })}
      </Title>
      {signedIn ? (
        <CommentForm postId={postId} onSaved={refresh} label={t('board.commentLabel')} submitLabel={t('board.addComment')} />
      ) : (
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Text fz="sm">
            <Anchor component={Link} to={`/login?redirect=${encodeURIComponent(location.pathname)}`} fw={600}>
              {t('nav.signIn')}
            </Anchor>{' '}
            {t('board.signInToComment')}
          </Text>
        </Paper>
      )}
      {!list.data ? (
        <Skeleton h={80} radius="md" />
      ) : threads.length === 0 ? (
        <Text fz="sm" c="gray.7">
          {t('board.noComments')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {threads.map((c) => (
            <Thread key={c.id} postId={postId} thread={c} signedIn={signedIn} onChanged={refresh} />
          ))}
        </Stack>
      )}
      {list.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void list.fetchNextPage()}
          loading={list.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('board.moreComments')}
        </Button>
      )}
    </Stack>
  );
}

function Thread({
  postId,
  thread,
  signedIn,
  onChanged,
}: {
  postId: string;
  thread: CommentThread;
  signedIn: boolean;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <CommentItem comment={thread} onChanged={onChanged} />
      {signedIn && !thread.deleted && !replying && (
        <Button variant="subtle" size="compact-sm" mt={4} onClick={() => setReplying(true)}>
          {t('board.reply')}
        </Button>
      )}
      {(thread.replies.length > 0 || replying) && (
        <Stack gap="xs" mt="sm" pl={{ base: 'sm', sm: 'lg' }} style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
          {thread.replies.map((r) => (
            <Group key={r.id} gap={6} wrap="nowrap" align="flex-start">
              <IconCornerDownRight
                size={16}
                color="var(--mantine-color-gray-6)"
                aria-hidden="true"
                style={{ flexShrink: 0, marginTop: 2 }}
              />
              <Box style={{ flex: 1, minWidth: 0 }}>
                <CommentItem comment={r} onChanged={onChanged} />
              </Box>
            </Group>
          ))}
          {replying && (
            <CommentForm
              postId={postId}
              parentId={thread.id}
              label={t('board.replyLabel', { name: thread.author.name })}
              submitLabel={t('board.addReply')}
              onSaved={async () => {
                setReplying(false);
                await onChanged();
              }}
              onCancel={() => setReplying(false)}
            />
          )}
        </Stack>
      )}
    </Paper>
  );
}

function CommentItem({ comment, onChanged }: { comment: Comment; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (comment.deleted) {
    return (
      <Text fz="sm" c="gray.7" fs="italic">
        {t('board.deletedComment')}
      </Text>
    );
  }
  if (editing) {
    return (
      <CommentForm
        initial={comment.body}
        label={t('board.editCommentLabel')}
        submitLabel={t('board.save')}
        save={(body) => editComment(comment.id, body, comment.version)}
        onSaved={async () => {
          setEditing(false);
          await onChanged();
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fz="sm" fw={700}>
          {comment.author.name}
        </Text>
        <Text fz="xs" c="gray.7" className="tabular">
          <LocalDate at={comment.createdAt} time />
          {comment.updatedAt !== comment.createdAt && ` · ${t('board.edited')}`}
        </Text>
      </Group>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.body}
      </Text>
      {comment.mine && (
        <Group gap={4}>
          <Button variant="subtle" size="compact-xs" color="gray.8" onClick={() => setEditing(true)}>
            {t('board.edit')}
          </Button>
          <Button variant="subtle" size="compact-xs" color="red.9" onClick={() => setConfirming(true)}>
            {t('board.delete')}
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('board.deleteCommentTitle')}
        confirmLabel={t('board.delete')}
        danger
        dangerColor="red.9"
        closeLabel={t('common.close')}
        onConfirm={async () => {
          await deleteComment(comment.id);
          setConfirming(false);
          await onChanged();
        }}
      >
        <Text fz="sm">{t('board.deleteCommentBody')}</Text>
      </ConfirmModal>
    </Stack>
  );
}

function CommentForm({
  postId,
  parentId,
  initial = '',
  label,
  submitLabel,
  save,
  onSaved,
  onCancel,
}: {
  postId?: string;
  parentId?: string;
  initial?: string;
  label: string;
  submitLabel: string;
  save?: (body: string) => Promise<unknown>;
  onSaved: () => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // a reply or edit box opened by a button takes the focus, so typing can start at once
  useEffect(() => {
    if (onCancel) field.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = async () => {
    if (!body.trim()) {
      setError(t('errors.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (save) await save(body);
      else await addComment(postId!, { body, parentId: parentId ?? null });
      setBody('');
      await onSaved();
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={6}>
      <Textarea
        label={label}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        maxLength={MAX_COMMENT}
        autosize
        minRows={2}
        maxRows={10}
        error={error}
        ref={field}
      />
      <Group justify="flex-end" gap="xs">
        {onCancel && (
          <Button variant="default" size="xs" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button size="xs" loading={busy} onClick={() => void submit()}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
