import { Paper, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { MAX_TITLE, postInputSchema, type PostDetail } from '@formulab/shared/content/content.schema';
import { notifySuccess } from '../../../components/notify.ts';
import { FormFoot } from '../../../components/form-foot.tsx';
import { errorKey } from '../../../lib/api.ts';
import { focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { applyServerErrors, zodValidate } from '../../../lib/form.ts';
import { useSendOnce } from '../../../lib/send-once.ts';
import { categoriesQuery, createPost, updatePost } from '../api.ts';
import { RichBodyField } from './rich-body-field.tsx';

type Values = { categoryId: number | null; title: string; body: string };

/** Writing a new post, or editing one's own: category, title, rich body with pictures. */
export function PostComposer({
  post,
  defaultCategory,
  onDone,
  onCancel,
}: {
  post?: PostDetail;
  defaultCategory?: number;
  onDone: (post: PostDetail) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQuery);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      categoryId: post?.category.id ?? defaultCategory ?? null,
      title: post?.title ?? '',
      body: post?.body ?? '',
    },
    validate: (v) => {
      const errors = zodValidate<Values>(postInputSchema, t)(v);
      // the server refuses a body with nothing to show; say so before sending
      if (!errors.body && !/\S|<img /.test(v.body.replace(/<[^>]*>/g, (m) => (m.startsWith('<img ') ? m : '')))) {
        errors.body = t('errors.required');
      }
      return errors;
    },
    validateInputOnBlur: ['title'],
  });
  const en = i18n.resolvedLanguage === 'en';

  // sends once: Enter pressed again while it is sent publishes nothing more, and a retry of the same
  // new post carries the same Idempotency-Key, so the server makes it once
  const { once, keyFor, sent } = useSendOnce();
  const submit = form.onSubmit(
    once(async (values: Values) => {
      setError(null);
      try {
        const input = { categoryId: values.categoryId ?? 0, title: values.title, body: values.body };
        // an edit carries the version it was opened at: a save over another tab's change is 409
        // CHANGED_MEANWHILE ("Someone changed this post in the meantime …"), and nothing is saved
        const saved = post
          ? await updatePost(post.id, { ...input, version: post.version })
          : await createPost(input, keyFor(input));
        sent();
        // the post page reads it afresh (and counts the author's view, once a day like anyone's)
        await queryClient.invalidateQueries({ queryKey: ['board'] });
        notifySuccess(t(post ? 'board.savedTitle' : 'board.publishedTitle'), t(post ? 'board.saved' : 'board.published'));
        onDone(saved);
      } catch (err) {
        if (!applyServerErrors(form, err, t)) setError(t(errorKey(err)));
      }
    }),
    focusInvalidOnFailure,
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('board.category')}
          placeholder={t('board.chooseCategory')}
          required
          data={(categories.data?.items ?? []).map((c) => ({ value: String(c.id), label: en ? c.nameEn : c.nameKo }))}
          value={form.values.categoryId ? String(form.values.categoryId) : null}
          onChange={(v) => form.setFieldValue('categoryId', v ? Number(v) : null)}
          error={form.errors.categoryId}
          allowDeselect={false}
          maw={360}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput label={t('board.titleLabel')} required maxLength={MAX_TITLE} {...form.getInputProps('title')} />
        <RichBodyField
          form={form}
          fallback={<Skeleton h={320} radius="md" />}
          id="post-body"
          label={t('board.bodyLabel')}
          uploadUrl="/api/board/images"
        />
        <FormFoot error={error} onCancel={onCancel} busy={form.submitting} gap="xs">
          {post ? t('board.save') : t('board.publish')}
        </FormFoot>
      </Stack>
    </Paper>
  );
}
