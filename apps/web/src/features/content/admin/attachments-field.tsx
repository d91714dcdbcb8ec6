import { ActionIcon, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { AttachFilesButton } from '../../../components/attach-files-button.tsx';
import { IMAGE_TYPES, type FileRef } from '@formulab/shared/catalogue/files.schema';
import { fileSize } from '../components/attachments.tsx';
import { errorText } from '../errors.ts';
import { uploadAdminFile } from './admin-api.ts';

/** What the field reads and writes of its form (a Mantine form with `attachments`, sent as attachmentIds). */
type AttachmentsForm = {
  values: { attachments: FileRef[] };
  errors: Record<string, ReactNode>;
  setFieldValue: (path: 'attachments', value: FileRef[]) => void;
};

/**
 * The files attached to a notice or disclosure (the form's `attachments`): a list with remove buttons
 * and an upload button. `pdfOnly` accepts PDFs only (IR); otherwise PDFs and pictures. Files are
 * checked by the server.
 */
export function AttachmentsField({
  label,
  form,
  pdfOnly = false,
  max = 10,
  required = false,
}: {
  label: string;
  form: AttachmentsForm;
  pdfOnly?: boolean;
  max?: number;
  /** starred when at least one file is needed (an IR disclosure's PDF) */
  required?: boolean;
}) {
  const { t } = useTranslation();
  const files = form.values.attachments;
  const onChange = (next: FileRef[]) => form.setFieldValue('attachments', next);
  const error = form.errors.attachmentIds as string | undefined;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const add = async (picked: File[]) => {
    setBusy(true);
    setProblem(null);
    const added: FileRef[] = [];
    try {
      for (const f of picked.slice(0, max - files.length)) {
        const kind = f.type.startsWith('image/') && !pdfOnly ? 'image' : 'document';
        added.push(await uploadAdminFile(f, kind));
      }
    } catch (err) {
      setProblem(errorText(err, t));
    } finally {
      if (added.length) onChange([...files, ...added]);
      setBusy(false);
    }
  };
  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error ?? problem}
      description={t(pdfOnly ? 'adminContent.pdfHint' : 'adminContent.fileHint')}
    >
      <Stack gap={6} mt={6}>
        {files.length > 0 && (
          <Paper withBorder radius="md" p="xs">
            <Stack gap={4}>
              {files.map((f) => (
                <Group key={f.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap={6} wrap="nowrap" miw={0}>
                    {f.kind === 'image' ? (
                      <IconPhoto size={16} aria-hidden="true" />
                    ) : (
                      <IconFileTypePdf size={16} aria-hidden="true" color="var(--mantine-color-red-8)" />
                    )}
                    <Text fz="sm" truncate>
                      {f.name}
                    </Text>
                    <Text fz="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                      {fileSize(f.size)}
                    </Text>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    aria-label={t('adminContent.removeFile', { name: f.name })}
                    onClick={() => onChange(files.filter((x) => x.id !== f.id))}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          </Paper>
        )}
        <AttachFilesButton
          accept={pdfOnly ? 'application/pdf' : ['application/pdf', ...IMAGE_TYPES].join(',')}
          onPick={(picked) => void add(picked)}
          loading={busy}
          disabled={files.length >= max}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('adminContent.addFiles')}
        </AttachFilesButton>
      </Stack>
    </Input.Wrapper>
  );
}
