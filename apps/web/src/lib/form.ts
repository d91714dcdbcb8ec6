import type { TFunction } from '../i18n/index.ts';
import type { z } from 'zod';
import { fieldErrors } from '@formulab/shared/errors';
import { ApiError } from './api.ts';
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
