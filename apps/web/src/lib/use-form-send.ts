import { useState } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { errorKey } from './api.ts';
import { applyServerErrors } from './form.ts';

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
