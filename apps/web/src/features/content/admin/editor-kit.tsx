import { Alert, Button, Skeleton, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type FormEventHandler, type ReactNode } from 'react';
import { MAX_TITLE } from '@formulab/shared/content/content.schema';
import { useTranslation } from '../../../i18n/react.ts';
import { FormSaveBar, useConfirm, type ConfirmOptions } from '../../../components/admin/index.ts';
import { notifySuccess } from '../../../components/notify.ts';
import { errorKey } from '../../../lib/api.ts';
import { applyServerErrors } from '../../../lib/form.ts';
import { focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { useSendOnce } from '../../../lib/send-once.ts';

/** What every content editor in the drawer hears from its page. */
export type EditorProps = { onDone: () => void; onDirtyChange: (dirty: boolean) => void };

/**
 * The record an editor opens, loaded before its form shows (a skeleton meanwhile, the error if it
 * fails); `enabled` false (a new record): the form at once, with nothing.
 */
export function EditorSource<T, K extends QueryKey>({
  query,
  enabled,
  children,
}: {
  query: UseQueryOptions<T, Error, T, K>;
  enabled: boolean;
  children: (data: T | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  const source = useQuery({ ...query, enabled });
  if (enabled && !source.data)
    return source.isError ? <Alert color="red">{t(errorKey(source.error))}</Alert> : <Skeleton h={400} />;
  return children(source.data);
}

/**
 * A post's editor in the drawer, `id` 'new' or the post's: the post (`query`) loaded first, then its
 * `Form`, empty for a new one.
 */
export function PostEditorSource<P, K extends QueryKey>({
  id,
  query,
  Form,
  ...props
}: EditorProps & {
  id: string;
  query: (id: string) => UseQueryOptions<P, Error, P, K>;
  Form: ComponentType<EditorProps & { post?: P }>;
}) {
  return (
    <EditorSource query={query(id)} enabled={id !== 'new'}>
      {(post) => <Form post={post} {...props} />}
    </EditorSource>
  );
}

/** A date and time a content record takes effect or is published at (the browser's local time). */
export function WhenField(props: TextInputProps) {
  return <TextInput type="datetime-local" w={260} {...props} />;
}

type EditorForm = Parameters<typeof applyServerErrors>[0] & { resetDirty: () => void };

/**
 * A content editor's save and delete: the lists `refresh` names are read again after either, the
 * drawer closes and its dirty mark is cleared. A save's field errors go to `form`, anything else to
 * `error` (shown by `EditorError`); a delete asks first (`dialog`, rendered once by the form).
 */
export function useContentEditor({
  form,
  refresh,
  onDone,
  onDirtyChange,
}: EditorProps & { form: EditorForm; refresh: QueryKey[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirm, dialog] = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const done = async () => {
    for (const queryKey of refresh) await queryClient.invalidateQueries({ queryKey });
  };
  /** `run` saves and answers the success message. */
  const save = async (run: () => Promise<string>) => {
    setError(null);
    try {
      const message = await run();
      await done();
      notifySuccess(t('adminContent.savedTitle'), message);
      form.resetDirty();
      onDirtyChange(false);
      onDone();
    } catch (err) {
      if (!applyServerErrors(form, err, t)) setError(t(errorKey(err)));
    }
  };
  const remove = async (question: ConfirmOptions, run: () => Promise<void>) => {
    const ok = await confirm(question);
    if (!ok) return;
    try {
      await run();
      await done();
      onDirtyChange(false);
      onDone();
    } catch (err) {
      setError(t(errorKey(err)));
    }
  };
  return { error, save, remove, dialog };
}

/** Tells the page whenever the form's dirty mark changes (its drawer then asks before closing). */
export function useDirtyReport(dirty: boolean, onDirtyChange: (dirty: boolean) => void) {
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
}

/** A save's or a delete's failure, at the foot of the form's fields. */
export function EditorError({ error }: { error: string | null }) {
  return (
    error && (
      <Alert color="red" role="alert">
        {error}
      </Alert>
    )
  );
}

/** The save bar of a content editor, with the record's delete button (`remove`: none for a new record). */
export function EditorSaveBar({
  dirty,
  busy,
  onCancel,
  remove,
}: {
  dirty: boolean;
  busy: boolean;
  onCancel: () => void;
  remove?: { label: string; run: () => Promise<void> } | false | null;
}) {
  return (
    <FormSaveBar
      dirty={dirty}
      busy={busy}
      onCancel={onCancel}
      left={
        remove && (
          <Button variant="subtle" color="red.9" onClick={() => void remove.run()}>
            {remove.label}
          </Button>
        )
      }
    />
  );
}

type Post = { id: string; title: string; version: number };

/**
 * A titled post's editor (a notice, a disclosure): the form's dirty mark reported, its submit, and its
 * save bar with the post's delete (`footer`, after the fields). An edit carries the version it started
 * from, so a save over someone else's change is 409; a create is sent once, with its idempotency key.
 * `group` holds the post's words: `saved`, `deleteTitle`, `deleteBody`.
 */
export function usePostEditor<V, B extends object, P extends Post>({
  form,
  post,
  group,
  refresh,
  input,
  save: send,
  remove: drop,
  onDone,
  onDirtyChange,
}: EditorProps & {
  form: UseFormReturnType<V>;
  post: P | undefined;
  group: string;
  refresh: QueryKey[];
  input: (values: V) => B;
  save: (id: string | null, body: B & { version?: number }, idempotencyKey?: string) => Promise<{ title: string }>;
  remove: (id: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const dirty = form.isDirty();
  useDirtyReport(dirty, onDirtyChange);
  const { error, save, remove, dialog } = useContentEditor({ form, refresh, onDone, onDirtyChange });
  const { once, keyFor, sent } = useSendOnce();
  const submit = form.onSubmit(
    once((v: V) =>
      save(async () => {
        const body = { ...input(v), version: post?.version };
        const saved = await send(post?.id ?? null, body, post ? undefined : keyFor(body));
        sent();
        return t(`${group}.saved`, { title: saved.title });
      }),
    ),
    focusInvalidOnFailure,
  );
  const removePost = (p: P) =>
    remove(
      {
        title: t(`${group}.deleteTitle`),
        message: t(`${group}.deleteBody`, { title: p.title }),
        confirmLabel: t('adminContent.delete'),
        danger: true,
      },
      () => drop(p.id),
    );
  const footer = (
    <>
      <EditorSaveBar
        dirty={dirty}
        busy={form.submitting}
        onCancel={onDone}
        remove={post && { label: t('adminContent.delete'), run: () => removePost(post) }}
      />
      {dialog}
    </>
  );
  return { submit, error, footer };
}

/**
 * A titled post's form: the title, then `children` (the post's own fields), the save's error, a `note`
 * under it, and usePostEditor's save bar.
 */
export function PostEditorForm({
  form,
  editor: { submit, error, footer },
  note,
  children,
}: {
  form: { getInputProps: (path: 'title') => object };
  editor: { submit: FormEventHandler<HTMLFormElement>; error: string | null; footer: ReactNode };
  note?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('adminContent.title')} required maxLength={MAX_TITLE} {...form.getInputProps('title')} />
        {children}
        <EditorError error={error} />
        {note}
      </Stack>
      {footer}
    </form>
  );
}
