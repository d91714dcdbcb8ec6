import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Image,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileTypePdf, IconPhotoPlus, IconStar, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import {
  DOCUMENT_KINDS,
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  type DocumentKind,
  type FileRef,
} from '@formulab/shared/catalogue/files.schema';
import { ApiError } from '../../../lib/api.ts';
import { uploadFile } from '../api.ts';
import { formatBytes, MoveButtons } from '../../../components/admin/index.ts';
import { moveItem } from '../../../lib/move-item.ts';

export const MAX_IMAGES = 8;
export const MAX_DOCUMENTS = 12;

type Update = (fn: (prev: FileRef[]) => FileRef[]) => void;
type Upload = { key: string; name: string; size: number; progress: number; error?: string };

/** Uploads start as soon as files are dropped; each has its own progress bar or error line. */
function useUploads(kind: 'image' | 'document', onChange: Update) {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const patch = (key: string, p: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...p } : u)));
  const start = (files: File[], docKind?: DocumentKind) => {
    for (const file of files) {
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      setUploads((list) => [...list, { key, name: file.name, size: file.size, progress: 0 }]);
      uploadFile(file, kind, docKind, (progress) => patch(key, { progress }))
        .then((ref) => {
          setUploads((list) => list.filter((u) => u.key !== key));
          onChange((prev) => [...prev, ref]);
        })
        .catch((err: unknown) => {
          const fieldKey = err instanceof ApiError ? Object.values(err.fields)[0] : undefined;
          patch(key, { error: t(fieldKey ?? (err instanceof ApiError ? `apiErrors.${err.code}` : 'apiErrors.INTERNAL')) });
        });
    }
  };
  /** Files the dropzone refused (type, size, count) get an error line without a request. */
  const reject = (rejections: FileRejection[]) => {
    const msg = (code: string) =>
      code === 'file-too-large'
        ? t(kind === 'image' ? 'errors.imageTooLarge' : 'errors.documentTooLarge')
        : code === 'too-many-files'
          ? t('errors.tooMany')
          : t(kind === 'image' ? 'errors.imageType' : 'errors.documentType');
    setUploads((list) => [
      ...list,
      ...rejections.map((r) => ({
        key: `${r.file.name}-${Math.random()}`,
        name: r.file.name,
        size: r.file.size,
        progress: 0,
        error: msg(r.errors[0]?.code ?? ''),
      })),
    ]);
  };
  const dismiss = (key: string) => setUploads((list) => list.filter((u) => u.key !== key));
  return { uploads, start, reject, dismiss };
}

function UploadList({ uploads, dismiss }: { uploads: Upload[]; dismiss: (key: string) => void }) {
  const { t, i18n } = useTranslation();
  if (!uploads.length) return null;
  return (
    <Stack gap={6} aria-live="polite">
      {uploads.map((u) => (
        <Paper key={u.key} withBorder p="xs" radius="sm" bg={u.error ? 'red.0' : undefined}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fz="sm" truncate="end" style={{ minWidth: 0 }}>
              {u.name}{' '}
              <Text span c="dimmed" fz="xs">
                {formatBytes(u.size, i18n.language)}
              </Text>
            </Text>
            {u.error ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                onClick={() => dismiss(u.key)}
                aria-label={t('adminCatalogue.files.dismiss')}
              >
                <IconTrash size={14} aria-hidden="true" />
              </ActionIcon>
            ) : (
              <Text fz="xs" c="dimmed" ff="monospace">
                {u.progress}%
              </Text>
            )}
          </Group>
          {u.error ? (
            <Text fz="xs" c="red.8" role="alert">
              {u.error}
            </Text>
          ) : (
            <Progress
              value={u.progress}
              size="sm"
              mt={6}
              animated={u.progress >= 100}
              aria-label={t('adminCatalogue.files.uploading', { name: u.name })}
            />
          )}
        </Paper>
      ))}
    </Stack>
  );
}

function DropArea({ icon, title, hint }: { icon: ReactNode; title: string; hint: string }) {
  return (
    <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }} wrap="nowrap">
      {icon}
      <div>
        <Text fz="sm" fw={600}>
          {title}
        </Text>
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      </div>
    </Group>
  );
}

/**
 * Takes one file off the record (the upload itself stays; the record no longer refers to it). The rest
 * of the props reach the button, so a Tooltip around it finds its element and events.
 */
function RemoveFile({ file, update, ...button }: { file: FileRef; update: Update } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      {...button}
      variant="subtle"
      color="red.8"
      size="sm"
      onClick={() => update((prev) => prev.filter((x) => x.id !== file.id))}
      aria-label={`${t('adminCatalogue.files.remove')}: ${file.name}`}
    >
      <IconTrash size={14} aria-hidden="true" />
    </ActionIcon>
  );
}

/** The field's error under the drop area (too many files, a file the server refused). */
function UploadsError({ error }: { error?: string }) {
  return (
    error && (
      <Text fz="xs" c="red.8" role="alert">
        {error}
      </Text>
    )
  );
}

/** Images: thumbnails in order (the first is the main image), move and remove, drop to add. */
export function ImageUploads({ value, onChange, error }: { value: FileRef[]; onChange: Update; error?: string }) {
  const { t } = useTranslation();
  const { uploads, start, reject, dismiss } = useUploads('image', onChange);
  const move = (from: number, to: number) => onChange((prev) => moveItem(prev, from, to));
  const room = MAX_IMAGES - value.length - uploads.filter((u) => !u.error).length;
  return (
    <Stack gap="xs">
      {value.length > 0 && (
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
          {value.map((f, i) => (
            <Paper key={f.id} withBorder radius="sm" p={4} pos="relative">
              <Image src={f.thumbUrl ?? f.url} alt={f.name} h={96} fit="contain" radius="xs" bg="gray.0" />
              {i === 0 && (
                <Badge size="xs" pos="absolute" top={8} left={8} leftSection={<IconStar size={10} aria-hidden="true" />}>
                  {t('adminCatalogue.files.main')}
                </Badge>
              )}
              <Group gap={2} justify="space-between" mt={4} wrap="nowrap">
                <Group gap={2} wrap="nowrap">
                  <MoveButtons
                    axis="row"
                    size="sm"
                    tooltips
                    index={i}
                    count={value.length}
                    onMove={(to) => move(i, to)}
                    labels={{ earlier: t('adminCatalogue.files.moveEarlier'), later: t('adminCatalogue.files.moveLater') }}
                  />
                </Group>
                <Tooltip label={t('adminCatalogue.files.remove')}>
                  <RemoveFile file={f} update={onChange} />
                </Tooltip>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <UploadList uploads={uploads} dismiss={dismiss} />
      <Dropzone
        onDrop={(files) => start(files.slice(0, Math.max(room, 0)))}
        onReject={reject}
        accept={[...IMAGE_TYPES]}
        maxSize={MAX_IMAGE_BYTES}
        disabled={room <= 0}
        p="xs"
        aria-label={t('adminCatalogue.files.dropImages')}
        // the dropzone (named) is the control; its file input, unnamed, is only its mechanism
        inputProps={{ 'aria-hidden': true }}
      >
        <DropArea
          icon={<IconPhotoPlus size={28} color="var(--mantine-color-gray-6)" aria-hidden="true" />}
          title={room <= 0 ? t('adminCatalogue.files.imagesFull', { max: MAX_IMAGES }) : t('adminCatalogue.files.dropImages')}
          hint={t('adminCatalogue.files.imageHint', { max: MAX_IMAGES })}
        />
      </Dropzone>
      <UploadsError error={error} />
    </Stack>
  );
}

/** Documents: choose the kind, then drop PDFs; the list shows name, size, kind and a remove button. */
export function DocumentUploads({ value, onChange, error }: { value: FileRef[]; onChange: Update; error?: string }) {
  const { t, i18n } = useTranslation();
  const [docKind, setDocKind] = useState<DocumentKind>('spec');
  const { uploads, start, reject, dismiss } = useUploads('document', onChange);
  const room = MAX_DOCUMENTS - value.length - uploads.filter((u) => !u.error).length;
  return (
    <Stack gap="xs">
      {value.length > 0 && (
        <Paper withBorder radius="sm">
          {value.map((f, i) => (
            <Group
              key={f.id}
              justify="space-between"
              wrap="nowrap"
              px="sm"
              py={6}
              gap="xs"
              style={i ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
            >
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconFileTypePdf size={18} color="var(--mantine-color-red-8)" aria-hidden="true" style={{ flex: 'none' }} />
                <Anchor href={f.url} fz="sm" truncate="end" target="_blank" rel="noopener" style={{ minWidth: 0 }}>
                  {f.name}
                </Anchor>
              </Group>
              <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
                <Text fz="xs" c="dimmed" ff="monospace">
                  {formatBytes(f.size, i18n.language)}
                </Text>
                <Badge size="sm" variant="light" color="gray" tt="none">
                  {t(`adminCatalogue.files.kinds.${f.docKind ?? 'other'}`)}
                </Badge>
                <RemoveFile file={f} update={onChange} />
              </Group>
            </Group>
          ))}
        </Paper>
      )}
      <UploadList uploads={uploads} dismiss={dismiss} />
      <Group align="stretch" gap="xs" wrap="wrap">
        <Select
          label={t('adminCatalogue.files.kind')}
          data={DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`adminCatalogue.files.kinds.${k}`) }))}
          value={docKind}
          onChange={(v) => v && setDocKind(v as DocumentKind)}
          allowDeselect={false}
          w={170}
          size="sm"
        />
        <Dropzone
          onDrop={(files) => start(files.slice(0, Math.max(room, 0)), docKind)}
          onReject={reject}
          accept={[...DOCUMENT_TYPES]}
          maxSize={MAX_DOCUMENT_BYTES}
          disabled={room <= 0}
          p="xs"
          style={{ flex: 1, minWidth: 220 }}
          aria-label={t('adminCatalogue.files.dropDocuments')}
          // the dropzone (named) is the control; its file input, unnamed, is only its mechanism
          inputProps={{ 'aria-hidden': true }}
        >
          <DropArea
            icon={<IconUpload size={24} color="var(--mantine-color-gray-6)" aria-hidden="true" />}
            title={t('adminCatalogue.files.dropDocumentsAs', { kind: t(`adminCatalogue.files.kinds.${docKind}`) })}
            hint={t('adminCatalogue.files.documentHint', { max: MAX_DOCUMENTS })}
          />
        </Dropzone>
      </Group>
      <UploadsError error={error} />
    </Stack>
  );
}
