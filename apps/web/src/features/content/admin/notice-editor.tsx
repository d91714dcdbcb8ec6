import { Alert, Button, Group, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { MAX_TITLE, noticeInputSchema, type NoticeDetail } from '@formulab/shared/content/content.schema';
import { FormSaveBar, useConfirm } from '../../../components/admin/index.ts';
import { notifySuccess } from '../../../components/notify.ts';
import { errorKey } from '../../../lib/api.ts';
import { focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { applyServerErrors, zodValidate } from '../../../lib/form.ts';
import { useSendOnce } from '../../../lib/send-once.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { adminNoticeQuery, deleteNotice, fromLocalInput, saveNotice, toLocalInput } from './admin-api.ts';

const RichTextEditorField = lazy(() => import('../components/rich-text-editor.tsx'));

type Values = { title: string; body: string; pinned: boolean; publishAt: string; attachments: FileRef[] };

/** The notice form in the drawer: `id` 'new' or a notice's id. */
export function NoticeEditor({
  id,
  onDone,
  onDirtyChange,
}: {
  id: string;
  onDone: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const isNew = id === 'new';
  const existing = useQuery({ ...adminNoticeQuery(id), enabled: !isNew });
  if (!isNew && !existing.data)
    return existing.isError ? <Alert color="red">{t(errorKey(existing.error))}</Alert> : <Skeleton h={400} />;
  return <NoticeForm notice={existing.data} onDone={onDone} onDirtyChange={onDirtyChange} />;
}

function NoticeForm({
  notice,
  onDone,
  onDirtyChange,
}: {
  notice?: NoticeDetail;
  onDone: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirm, dialog] = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const { once, keyFor, sent } = useSendOnce();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      title: notice?.title ?? '',
      body: notice?.body ?? '',
      pinned: notice?.pinned ?? false,
      publishAt: notice ? toLocalInput(notice.publishAt) : '',
      attachments: notice?.attachments ?? [],
    },
    validate: (v) => {
      const errors = zodValidate(noticeInputSchema, t)(input(v));
      if (!v.body.replace(/<[^>]*>/g, '').trim() && !v.body.includes('<img')) errors.body = t('errors.required');
      return errors;
    },
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit(
    once(async (v: Values) => {
      setError(null);
      try {
        // an edit carries the version it started from: a save over someone else's change is 409
        const body = { ...input(v), version: notice?.version };
        const saved = await saveNotice(notice?.id ?? null, body, notice ? undefined : keyFor(body));
        sent();
        await queryClient.invalidateQueries({ queryKey: ['admin', 'notices'] });
        await queryClient.invalidateQueries({ queryKey: ['notices'] });
        notifySuccess(t('adminContent.savedTitle'), t('adminContent.notices.saved', { title: saved.title }));
        form.resetDirty();
        onDirtyChange(false);
        onDone();
      } catch (err) {
        if (!applyServerErrors(form, err, t)) setError(t(errorKey(err)));
      }
    }),
    focusInvalidOnFailure,
  );

  const remove = async () => {
    if (!notice) return;
    const ok = await confirm({
      title: t('adminContent.notices.deleteTitle'),
      message: t('adminContent.notices.deleteBody', { title: notice.title }),
      confirmLabel: t('adminContent.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteNotice(notice.id);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'notices'] });
      await queryClient.invalidateQueries({ queryKey: ['notices'] });
      onDirtyChange(false);
      onDone();
    } catch (err) {
      setError(t(errorKey(err)));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('adminContent.title')} required maxLength={MAX_TITLE} {...form.getInputProps('title')} />
        <Group align="flex-start" gap="lg" wrap="wrap">
          <TextInput
            type="datetime-local"
            label={t('adminContent.notices.publishAt')}
            description={t('adminContent.notices.publishAtHint')}
            w={260}
            {...form.getInputProps('publishAt')}
          />
          <Switch
            mt={30}
            label={t('adminContent.notices.pinned')}
            description={t('adminContent.notices.pinnedHint')}
            {...form.getInputProps('pinned', { type: 'checkbox' })}
          />
        </Group>
        <Suspense fallback={<Skeleton h={320} />}>
          <RichTextEditorField
            id="notice-body"
            label={t('adminContent.body')}
            value={form.values.body}
            onChange={(html) => form.setFieldValue('body', html)}
            error={form.errors.body as string | undefined}
            uploadUrl="/api/admin/files"
          />
        </Suspense>
        <AttachmentsField
          label={t('adminContent.attachments')}
          files={form.values.attachments}
          onChange={(files) => form.setFieldValue('attachments', files)}
          error={form.errors.attachmentIds as string | undefined}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {notice && (
          <Text fz="xs" c="gray.7">
            {t('adminContent.link')}: /notice?id={notice.id}
          </Text>
        )}
      </Stack>
      <FormSaveBar
        dirty={dirty}
        busy={form.submitting}
        onCancel={onDone}
        left={
          notice && (
            <Button variant="subtle" color="red.9" onClick={() => void remove()}>
              {t('adminContent.delete')}
            </Button>
          )
        }
      />
      {dialog}
    </form>
  );
}

function input(v: Values) {
  return {
    title: v.title,
    body: v.body,
    pinned: v.pinned,
    publishAt: v.publishAt ? fromLocalInput(v.publishAt) : null,
    attachmentIds: v.attachments.map((f) => f.id),
  };
}
