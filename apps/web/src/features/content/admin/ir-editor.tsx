import { Skeleton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n/react.ts';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { irInputSchema, type IrPost } from '@formulab/shared/content/content.schema';
import { zodValidate } from '../../../lib/form.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { RichBodyField } from '../components/rich-body-field.tsx';
import { PostEditorForm, PostEditorSource, WhenField, usePostEditor, type EditorProps } from './editor-kit.tsx';
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
  const editor = usePostEditor({
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
    <PostEditorForm form={form} editor={editor}>
      <WhenField
        label={t('adminContent.ir.publishAt')}
        description={t('adminContent.ir.publishAtHint')}
        required
        {...form.getInputProps('publishAt')}
      />
      <AttachmentsField label={t('adminContent.ir.documents')} required pdfOnly form={form} />
      <RichBodyField
        form={form}
        fallback={<Skeleton h={220} />}
        id="ir-body"
        label={t('adminContent.ir.summary')}
        minHeight={160}
        required={false}
      />
    </PostEditorForm>
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
