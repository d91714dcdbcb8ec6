import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { formatNumber } from '../../../lib/format.ts';

/** A file's size for people: 820 KB, 1.4 MB. */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${formatNumber(bytes / 1024 / 1024, 1)} MB` : `${formatNumber(Math.max(1, bytes / 1024))} KB`;
}

/** Downloadable attachments of a notice or disclosure: icon, name, size. */
export function AttachmentList({ files, title }: { files: FileRef[]; title?: string }) {
  const { t } = useTranslation();
  if (!files.length) return null;
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Stack gap={8}>
        <Text fz="sm" fw={700}>
          {title ?? t('notice.attachments')}
        </Text>
        {files.map((f) => (
          <Group key={f.id} gap={8} wrap="nowrap">
            {f.kind === 'image' ? (
              <IconPhoto size={18} aria-hidden="true" color="var(--mantine-color-brand-8)" />
            ) : (
              <IconFileTypePdf size={18} aria-hidden="true" color="var(--mantine-color-red-8)" />
            )}
            <Anchor href={f.url} download={f.name} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {f.name}
            </Anchor>
            <Text fz="xs" c="gray.7" className="tabular" style={{ whiteSpace: 'nowrap' }}>
              {fileSize(f.size)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
