import { Group, Skeleton, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n/react.ts';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { noticeInputSchema, type NoticeDetail } from '@formulab/shared/content/content.schema';
import { zodValidate } from '../../../lib/form.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { RichBodyField } from '../components/rich-body-field.tsx';
import { PostEditorForm, PostEditorSource, WhenField, usePostEditor, type EditorProps } from './editor-kit.tsx';
import { adminNoticeQuery, deleteNotice, fromLocalInput, saveNotice, toLocalInput } from './admin-api.ts';

type Values = { title: string; body: string; pinned: boolean; publishAt: string; attachments: FileRef[] };

/** The notice form in the drawer: `id` 'new' or a notice's id. */
export function NoticeEditor(props: EditorProps & { id: string }) {
  return <PostEditorSource query={adminNoticeQuery} Form={NoticeForm} {...props} />;
}

function NoticeForm({ post: notice, onDone, onDirtyChange }: EditorProps & { post?: NoticeDetail }) {
  const { t } = useTranslation();
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
  const editor = usePostEditor({
    form,
    post: notice,
    group: 'adminContent.notices',
    refresh: [['admin', 'notices'], ['notices']],
    input,
    save: saveNotice,
    remove: deleteNotice,
    onDone,
    onDirtyChange,
  });

  return (
    <PostEditorForm
      form={form}
      editor={editor}
      note={
        notice && (
          <Text fz="xs" c="gray.7">
            {t('adminContent.link')}: /notice?id={notice.id}
          </Text>
        )
      }
    >
      <Group align="flex-start" gap="lg" wrap="wrap">
        <WhenField
          label={t('adminContent.notices.publishAt')}
          description={t('adminContent.notices.publishAtHint')}
          {...form.getInputProps('publishAt')}
        />
        <Switch
          mt={30}
          label={t('adminContent.notices.pinned')}
          description={t('adminContent.notices.pinnedHint')}
          {...form.getInputProps('pinned', { type: 'checkbox' })}
        />
      </Group>
      <RichBodyField
        form={form}
        fallback={<Skeleton h={320} />}
        id="notice-body"
        label={t('adminContent.body')}
        uploadUrl="/api/admin/files"
      />
      <AttachmentsField label={t('adminContent.attachments')} form={form} />
    </PostEditorForm>
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
