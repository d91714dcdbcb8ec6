import { useState } from 'react';
import type { TFunction } from '../i18n/index.ts';
import { useTranslation } from '../i18n/react.ts';
import type { z } from 'zod';
import { fieldErrors } from '@formulab/shared/errors';
import { ApiError, errorKey } from './api.ts';
import { focusFirstInvalid } from './focus-invalid.ts';

/** @mantine/form validation from the same zod schema the server enforces, messages translated. */
export function zodValidate<T>(schema: z.ZodType, t: TFunction) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    return translate(fieldErrors(result.error), t);
  };
}

/**
 * Puts the server's field errors on the form and brings the first of them into view (in `root`, else
 * the dialog on top or the page); returns false when the error had none.
 */
export function applyServerErrors(
  form: { setErrors: (e: Record<string, string>) => void },
  err: unknown,
  t: TFunction,
  root?: ParentNode | null,
): boolean {
  if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
    form.setErrors(translate(err.fields, t));
    focusFirstInvalid(root);
    return true;
  }
  return false;
}

function translate(fields: Record<string, string>, t: TFunction): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, t(v)]));
}

type SendOptions = {
  /** where the refused field to bring into view is (the form sent); else the dialog on top or the page */
  root?: ParentNode | null;
  /** an error this form answers itself (a wrong current password, a quantity under the MOQ): true when it did */
  handle?: (err: unknown) => boolean;
};

/**
 * A form's sending, as every account and request form does it: `busy` while `work` runs; a refusal
 * with field errors puts them on the inputs (translated, the first brought into view), any other
 * error becomes `error`, the form's one line above its button. `initialError`: what the page already
 * knows went wrong (an expired reset link).
 */
export function useFormSend(form: { setErrors: (errors: Record<string, string>) => void }, initialError: string | null = null) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);
  const send = async (work: () => Promise<unknown>, { root, handle }: SendOptions = {}): Promise<void> => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (err) {
      if (!handle?.(err) && !applyServerErrors(form, err, t, root)) setError(t(errorKey(err)));
    } finally {
      setBusy(false);
    }
  };
  return { send, busy, error };
}
