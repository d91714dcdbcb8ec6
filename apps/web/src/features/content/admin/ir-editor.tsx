import { Alert, Button, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { MAX_TITLE, irInputSchema, type IrPost } from '@formulab/shared/content/content.schema';
import { FormSaveBar, useConfirm } from '../../../components/admin/index.ts';
import { notifySuccess } from '../../../components/notify.ts';
import { errorKey } from '../../../lib/api.ts';
import { focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { applyServerErrors, zodValidate } from '../../../lib/form.ts';
import { useSendOnce } from '../../../lib/send-once.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { adminIrPostQuery, deleteIr, fromLocalInput, saveIr, toLocalInput } from './admin-api.ts';

const RichTextEditorField = lazy(() => import('../components/rich-text-editor.tsx'));

type Values = { title: string; body: string; publishAt: string; attachments: FileRef[] };

/** The disclosure form in the drawer: `id` 'new' or a disclosure's id. */
export function IrEditor({
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
  const existing = useQuery({ ...adminIrPostQuery(id), enabled: !isNew });
  if (!isNew && !existing.data)
    return existing.isError ? <Alert color="red">{t(errorKey(existing.error))}</Alert> : <Skeleton h={400} />;
  return <IrForm post={existing.data} onDone={onDone} onDirtyChange={onDirtyChange} />;
}

function IrForm({ post, onDone, onDirtyChange }: { post?: IrPost; onDone: () => void; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirm, dialog] = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      title: post?.title ?? '',
      body: post?.body ?? '',
      publishAt: toLocalInput(post?.publishAt ?? new Date()),
      attachments: post?.attachments ?? [],
    },
    validate: (v) => zodValidate(irInputSchema, t)(input(v)),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['admin', 'ir'] });
    await queryClient.invalidateQueries({ queryKey: ['ir'] });
  };

  const { once, keyFor, sent } = useSendOnce();
  const submit = form.onSubmit(
    once(async (v: Values) => {
      setError(null);
      try {
        // an edit carries the version it started from: a save over someone else's change is 409
        const body = { ...input(v), version: post?.version };
        const saved = await saveIr(post?.id ?? null, body, post ? undefined : keyFor(body));
        sent();
        await refresh();
        notifySuccess(t('adminContent.savedTitle'), t('adminContent.ir.saved', { title: saved.title }));
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
    if (!post) return;
    const ok = await confirm({
      title: t('adminContent.ir.deleteTitle'),
      message: t('adminContent.ir.deleteBody', { title: post.title }),
      confirmLabel: t('adminContent.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteIr(post.id);
      await refresh();
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
        <TextInput
          type="datetime-local"
          label={t('adminContent.ir.publishAt')}
          description={t('adminContent.ir.publishAtHint')}
          required
          w={260}
          {...form.getInputProps('publishAt')}
        />
        <AttachmentsField
          label={t('adminContent.ir.documents')}
          required
          pdfOnly
          files={form.values.attachments}
          onChange={(files) => form.setFieldValue('attachments', files)}
          error={form.errors.attachmentIds as string | undefined}
        />
        <Suspense fallback={<Skeleton h={220} />}>
          <RichTextEditorField
            id="ir-body"
            label={t('adminContent.ir.summary')}
            value={form.values.body}
            onChange={(html) => form.setFieldValue('body', html)}
            error={form.errors.body as string | undefined}
            minHeight={160}
            required={false}
          />
        </Suspense>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
      <FormSaveBar
        dirty={dirty}
        busy={form.submitting}
        onCancel={onDone}
        left={
          post && (
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
    publishAt: fromLocalInput(v.publishAt),
    attachmentIds: v.attachments.map((f) => f.id),
  };
}
