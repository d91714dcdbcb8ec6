import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ApiError, errorKey } from '../../lib/api.ts';
import { notifyError } from '../notify.ts';

/**
 * Sending one short text about a record (staff's internal note, a message in an inquiry's thread): a
 * blank text is refused on its field (`fields[0]`) and nothing is sent; one send at a time (`busy`);
 * once sent the text empties and `onSent` runs. The server's errors on `fields` (read by their first
 * part: `attachmentIds.0` is `attachmentIds`) land on them, translated; any other refusal is a toast.
 */
export function useTextSend(
  fields: readonly [string, ...string[]],
  send: (text: string) => Promise<unknown>,
  onSent?: () => void,
) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!text.trim()) return setErrors({ [fields[0]]: t('errors.required') });
    setBusy(true);
    setErrors({});
    try {
      await send(text);
      setText('');
      onSent?.();
    } catch (err) {
      const found =
        err instanceof ApiError
          ? Object.entries(err.fields)
              .map(([k, v]) => [k.split('.')[0]!, t(v)] as const)
              .filter(([k]) => fields.includes(k))
          : [];
      if (found.length) setErrors(Object.fromEntries(found));
      else notifyError(t(errorKey(err)));
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };
  return { text, setText, errors, busy, onSubmit };
}
