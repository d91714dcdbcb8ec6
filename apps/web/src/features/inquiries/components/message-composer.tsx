import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { INQUIRY_BODY_MAX, type InquiryMessageInput } from '@formulab/shared/inquiries/inquiries.schema';
import { useTextSend } from '../../../components/workflow/use-text-send.ts';
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
  const [files, setFiles] = useState<FileRef[]>([]);
  const { text, setText, errors, busy, onSubmit } = useTextSend(
    ['body', 'attachmentIds'],
    (body) => onSend({ body, attachmentIds: files.map((f) => f.id) }),
    () => setFiles([]),
  );
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="xs">
        <Textarea
          label={label}
          placeholder={placeholder}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={INQUIRY_BODY_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
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
