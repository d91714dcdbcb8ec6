import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhoto, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { AttachFilesButton } from '../../../components/attach-files-button.tsx';
import {
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  type FileRef,
} from '@formulab/shared/catalogue/files.schema';
import { INQUIRY_ATTACHMENTS_MAX } from '@formulab/shared/inquiries/inquiries.schema';
import { errorKey } from '../../../lib/api.ts';
import { uploadUserFile } from '../../../lib/upload.ts';

const ACCEPT = [...IMAGE_TYPES, ...DOCUMENT_TYPES].join(',');

/** Why a file cannot go, before it is sent (the server checks the content again): a translation key, or null. */
export function fileProblem(file: File): string | null {
  if ((DOCUMENT_TYPES as readonly string[]).includes(file.type)) {
    return file.size > MAX_DOCUMENT_BYTES ? 'errors.documentTooLarge' : null;
  }
  if ((IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return file.size > MAX_IMAGE_BYTES ? 'errors.imageTooLarge' : null;
  }
  return 'support.attach.type';
}

type Uploading = { key: string; name: string; pct: number };

/**
 * Up to three files for a message: each is uploaded as soon as it is chosen (POST /api/files) and
 * sent with the message by id; pictures (JPEG, PNG, WebP ≤ 10 MB) and PDFs (≤ 20 MB).
 */
export function AttachmentPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: FileRef[];
  onChange: (files: FileRef[]) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const room = INQUIRY_ATTACHMENTS_MAX - value.length - uploading.length;

  const add = async (files: File[]) => {
    setProblem(null);
    const chosen = files.slice(0, Math.max(room, 0));
    if (files.length > room) setProblem(t('support.attach.tooMany', { n: INQUIRY_ATTACHMENTS_MAX }));
    let next = value;
    await Promise.all(
      chosen.map(async (file, i) => {
        const bad = fileProblem(file);
        if (bad) return setProblem(`${file.name}: ${t(bad)}`);
        const key = `${Date.now()}-${i}`;
        setUploading((u) => [...u, { key, name: file.name, pct: 0 }]);
        try {
          const ref = await uploadUserFile(file, (pct) => setUploading((u) => u.map((x) => (x.key === key ? { ...x, pct } : x))));
          next = [...next, ref];
          onChange(next);
        } catch (err) {
          setProblem(`${file.name}: ${t(errorKey(err))}`);
        } finally {
          setUploading((u) => u.filter((x) => x.key !== key));
        }
      }),
    );
  };

  const shownError = error ?? problem;
  return (
    <Stack gap={6}>
      {value.length > 0 && (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('support.attach.chosen')}>
          {value.map((f) => (
            <Group key={f.id} component="li" gap="xs" wrap="nowrap">
              {f.kind === 'image' ? <IconPhoto size={16} aria-hidden="true" /> : <IconFileTypePdf size={16} aria-hidden="true" />}
              <Text fz="sm" truncate="end" style={{ minWidth: 0, flex: 1 }}>
                {f.name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('support.attach.remove', { name: f.name })}
                onClick={() => onChange(value.filter((x) => x.id !== f.id))}
                disabled={disabled}
              >
                <IconX size={14} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      {uploading.map((u) => (
        <Stack key={u.key} gap={2}>
          <Text fz="xs" c="gray.7" truncate="end">
            {t('support.attach.uploading', { name: u.name })}
          </Text>
          <Progress value={u.pct} size="sm" aria-label={t('support.attach.uploading', { name: u.name })} />
        </Stack>
      ))}
      <Group gap="sm" wrap="wrap">
        <AttachFilesButton accept={ACCEPT} onPick={(f) => void add(f)} disabled={disabled || room <= 0}>
          {t('support.attach.add')}
        </AttachFilesButton>
        <Text fz="xs" c="gray.7">
          {t('support.attach.hint', { n: INQUIRY_ATTACHMENTS_MAX })}
        </Text>
      </Group>
      {shownError && (
        <Text fz="sm" c="red.8" role="alert">
          {shownError}
        </Text>
      )}
    </Stack>
  );
}
