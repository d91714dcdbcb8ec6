import { Alert, Button, Skeleton, Stack, type ButtonProps } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { errorKey } from '../../lib/api.ts';
import { focusInvalidOnFailure } from '../../lib/focus-invalid.ts';
import { applyServerErrors } from '../../lib/form.ts';
import { useSendOnce } from '../../lib/send-once.ts';
import type { z } from 'zod';
import { FormSaveBar } from './form-drawer.tsx';
import { schemaValidator } from './form-validate.ts';

/**
 * A record form's values, checked by the shared schema (through `toInput`, which maps the form's
 * values to what the schema reads) when a field is left and when the form is sent.
 */
export function useRecordForm<V extends Record<string, unknown>, I>(
  schema: z.ZodType,
  toInput: (values: V) => I,
  initialValues: V,
) {
  const { t } = useTranslation();
  return useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: schemaValidator(schema, toInput, t),
    validateInputOnBlur: true,
  });
}

export type RecordSaveOptions<V, S> = {
  form: UseFormReturnType<V>;
  /** what the editor's drawer is told (it asks before unsaved changes are lost) */
  dirty: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onDone: () => void;
  /** sends the values; `keyFor` gives a create its Idempotency-Key */
  save: (values: V, keyFor: (body: unknown) => string) => Promise<S>;
  /** puts the saved record in the caches before the drawer closes */
  onSaved: (saved: S) => unknown;
  /** the notification that says it is saved */
  savedMessage: (saved: S) => string;
};

/**
 * A record form in an admin drawer that closes once saved (materials, packaging, shop products): sends
 * once (`useSendOnce`), shows the server's field errors on their fields (the form-level error then says
 * so) and any other error above the form, and keeps the drawer told whether there are unsaved changes.
 * Ctrl/⌘+S saves from any field (the save button's title says so). `close` ends the form without
 * saving (after a delete, say).
 */
export function useRecordSave<V, S>({
  form,
  dirty,
  onDirtyChange,
  onDone,
  save,
  onSaved,
  savedMessage,
}: RecordSaveOptions<V, S>) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const close = () => {
    onDirtyChange(false);
    onDone();
  };

  const { once, keyFor, sent } = useSendOnce();
  const submit = form.onSubmit(
    once(async (values: V) => {
      setError(null);
      setBusy(true);
      try {
        const saved = await save(values, keyFor);
        sent();
        await onSaved(saved);
        notifications.show({ color: 'teal', message: savedMessage(saved) });
        close();
      } catch (err) {
        setError(t(applyServerErrors(form, err, t) ? 'apiErrors.VALIDATION' : errorKey(err)));
      } finally {
        setBusy(false);
      }
    }),
    focusInvalidOnFailure,
  );
  useHotkeys([['mod+S', () => submit()]], []);
  /** what RecordForm is given as it is: `<RecordForm {...frame}>` */
  const frame = { onSubmit: submit, error, dirty, busy, onCancel: onDone };
  return { submit, error, setError, busy, close, frame };
}

/**
 * A record form's frame: its own error above the sections, the sticky save bar below them (`left`: its
 * delete button), then what opens from it (`dialogs`). `disabled` holds the save while uploads run.
 */
export function RecordForm({
  onSubmit,
  error,
  dirty,
  busy,
  disabled,
  onCancel,
  left,
  dialogs,
  children,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  dirty: boolean;
  busy: boolean;
  disabled?: boolean;
  onCancel: () => void;
  left?: ReactNode;
  dialogs?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError error={error} />
        {children}
      </Stack>
      <FormSaveBar dirty={dirty} busy={busy} disabled={disabled} onCancel={onCancel} left={left} />
      {dialogs}
    </form>
  );
}

/** The form's own error (not a field's), above its sections. */
export function FormError({ error }: { error: string | null }) {
  return (
    error && (
      <Alert color="red" role="alert">
        {error}
      </Alert>
    )
  );
}

/**
 * An editor's record while it loads: a skeleton the form's height, then the load error if it failed.
 * Render it while a wanted record's query has not succeeded.
 */
export function RecordLoadState({ query, height }: { query: UseQueryResult<unknown>; height: number }) {
  const { t } = useTranslation();
  if (query.isError) return <Alert color="red">{t(errorKey(query.error))}</Alert>;
  return <Skeleton h={height} />;
}

/** The delete button on the left of a record form's save bar. */
export function FormDeleteButton(props: ButtonProps & { onClick: () => void; children: ReactNode }) {
  return <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} {...props} />;
}
