import { Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n/react.ts';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { MAX_TITLE, irInputSchema, type IrPost } from '@formulab/shared/content/content.schema';
import { zodValidate } from '../../../lib/form.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { RichBodyField } from '../components/rich-body-field.tsx';
import { EditorError, PostEditorSource, WhenField, usePostEditor, type EditorProps } from './editor-kit.tsx';
import { adminIrPostQuery, deleteIr, fromLocalInput, saveIr, toLocalInput } from './admin-api.ts';

type Values = { title: string; body: string; publishAt: string; attachments: FileRef[] };

/** The disclosure form in the drawer: `id` 'new' or a disclosure's id. */
export function IrEditor(props: EditorProps & { id: string }) {
  return <PostEditorSource query={adminIrPostQuery} Form={IrForm} {...props} />;
}

function IrForm({ post, onDone, onDirtyChange }: EditorProps & { post?: IrPost }) {
  const { t } = useTranslation();
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
  const { submit, error, footer } = usePostEditor({
    form,
    post,
    group: 'adminContent.ir',
    refresh: [['admin', 'ir'], ['ir']],
    input,
    save: saveIr,
    remove: deleteIr,
    onDone,
    onDirtyChange,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('adminContent.title')} required maxLength={MAX_TITLE} {...form.getInputProps('title')} />
        <WhenField
          label={t('adminContent.ir.publishAt')}
          description={t('adminContent.ir.publishAtHint')}
          required
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
        <RichBodyField
          form={form}
          fallback={<Skeleton h={220} />}
          id="ir-body"
          label={t('adminContent.ir.summary')}
          minHeight={160}
          required={false}
        />
        <EditorError error={error} />
      </Stack>
      {footer}
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
