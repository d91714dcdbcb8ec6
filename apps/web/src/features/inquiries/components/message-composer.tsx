import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { INQUIRY_BODY_MAX, type InquiryMessageInput } from '@formulab/shared/inquiries/inquiries.schema';
import { notifyError } from '../../../components/notify.ts';
import { ApiError, errorKey } from '../../../lib/api.ts';
import { AttachmentPicker } from './attachment-picker.tsx';

/**
 * A message to the other side with up to three files: the customer's reply, staff's answer. The
 * server's field errors land on the fields; any other refusal is a toast.
 */
export function MessageComposer({
  label,
  placeholder,
  sendLabel,
  onSend,
  disabled,
}: {
  label: string;
  placeholder: string;
  sendLabel: string;
  onSend: (input: InquiryMessageInput) => Promise<unknown>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!body.trim()) return setErrors({ body: t('errors.required') });
    setBusy(true);
    setErrors({});
    try {
      await onSend({ body, attachmentIds: files.map((f) => f.id) });
      setBody('');
      setFiles([]);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) {
        setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k.split('.')[0]!, t(v)])));
      } else notifyError(t(errorKey(err)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={label}
          placeholder={placeholder}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={INQUIRY_BODY_MAX}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={errors.body}
          disabled={disabled}
        />
        <AttachmentPicker value={files} onChange={setFiles} error={errors.attachmentIds} disabled={disabled || busy} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={disabled} leftSection={<IconSend size={16} aria-hidden="true" />}>
            {sendLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
