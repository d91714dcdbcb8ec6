import '@mantine/dropzone/styles.css';
import { ActionIcon, Badge, Box, Group, Image, Paper, Progress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { randomId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, type FileRef } from '@formulab/shared/catalogue/files.schema';
import { ApiError, errorKey } from '../../lib/api.ts';
import { uploadFile } from '../../lib/upload.ts';
import { notifyError } from '../notify.ts';
import { MoveButtons } from './list-rows.tsx';
import { moveItem } from '../../lib/move-item.ts';

type Upload = { key: string; name: string; preview: string; progress: number; error: string | null };

type Props = {
  value: FileRef[];
  /** called with an updater, because uploads finish one by one after the render that started them */
  onChange: (update: (prev: FileRef[]) => FileRef[]) => void;
  max?: number;
  error?: ReactNode;
  onBusyChange?: (busy: boolean) => void;
};

/** Drop or pick images (JPEG/PNG/WebP ≤ 10 MB); each upload shows its progress; the first image is the cover. */
export function ImageUploader({ value, onChange, max = 12, error, onBusyChange }: Props) {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const pending = uploads.filter((u) => !u.error).length;
  const room = max - value.length - pending;
  useEffect(() => onBusyChange?.(pending > 0), [pending, onBusyChange]);

  const patch = (key: string, p: Partial<Upload>) => setUploads((us) => us.map((u) => (u.key === key ? { ...u, ...p } : u)));
  const drop = (key: string) =>
    setUploads((us) => {
      const u = us.find((x) => x.key === key);
      if (u) URL.revokeObjectURL(u.preview);
      return us.filter((x) => x.key !== key);
    });

  // uploads run in parallel but join the gallery in the order they were dropped
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const start = (files: File[]) => {
    const accepted = files.slice(0, Math.max(0, room));
    if (files.length > accepted.length)
      notifications.show({
        color: 'orange',
        message: t('adminCatalogue.subMaterials.imagesTooMany', { max, skipped: files.length - accepted.length }),
      });
    for (const file of accepted) {
      const key = randomId();
      setUploads((us) => [...us, { key, name: file.name, preview: URL.createObjectURL(file), progress: 0, error: null }]);
      const upload = uploadFile(file, 'image', undefined, (progress) => patch(key, { progress }));
      queue.current = queue.current.then(() =>
        upload.then(
          (ref) => {
            onChange((prev) => [...prev, ref]);
            drop(key);
          },
          (err: unknown) => {
            const field = err instanceof ApiError ? Object.values(err.fields)[0] : undefined;
            patch(key, { error: t(field ?? errorKey(err)) });
          },
        ),
      );
    }
  };

  const reject = (rejections: FileRejection[]) => {
    for (const r of rejections) {
      const code = r.errors[0]?.code;
      const why = code === 'file-too-large' ? 'imageTooLarge' : code === 'file-invalid-type' ? 'imageWrongType' : 'imageRejected';
      notifyError(t(`adminCatalogue.subMaterials.${why}`), r.file.name);
    }
  };

  const move = (from: number, to: number) => onChange((prev) => (to < 0 || to >= prev.length ? prev : moveItem(prev, from, to)));

  return (
    <Stack gap="sm">
      {(value.length > 0 || uploads.length > 0) && (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
          {value.map((img, i) => (
            <Paper key={img.id} withBorder radius="sm" p={4} pos="relative">
              <Image src={img.thumbUrl ?? img.url} alt={img.name} h={96} fit="cover" radius="xs" />
              {i === 0 && (
                <Badge size="xs" pos="absolute" top={8} left={8} variant="filled">
                  {t('adminCatalogue.subMaterials.cover')}
                </Badge>
              )}
              <Group gap={2} justify="space-between" mt={4} wrap="nowrap">
                <Group gap={0} wrap="nowrap">
                  <MoveButtons
                    axis="row"
                    size="sm"
                    index={i}
                    count={value.length}
                    onMove={(to) => move(i, to)}
                    labels={{
                      earlier: t('adminCatalogue.subMaterials.imageEarlier', { n: i + 1 }),
                      later: t('adminCatalogue.subMaterials.imageLater', { n: i + 1 }),
                    }}
                  />
                </Group>
                <Tooltip label={t('adminCatalogue.subMaterials.removeImage')}>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    onClick={() => onChange((prev) => prev.filter((p) => p.id !== img.id))}
                    aria-label={t('adminCatalogue.subMaterials.removeImageNamed', { n: i + 1 })}
                  >
                    <IconX size={14} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Paper>
          ))}
          {uploads.map((u) => (
            <Paper
              key={u.key}
              withBorder
              radius="sm"
              p={4}
              style={{ borderColor: u.error ? 'var(--mantine-color-red-5)' : undefined }}
            >
              <Box pos="relative">
                <Image src={u.preview} alt="" h={96} fit="cover" radius="xs" style={{ opacity: u.error ? 0.35 : 0.6 }} />
                {u.error && (
                  <ActionIcon
                    size="sm"
                    pos="absolute"
                    top={4}
                    right={4}
                    variant="white"
                    color="red"
                    onClick={() => drop(u.key)}
                    aria-label={t('adminCatalogue.subMaterials.dismiss')}
                  >
                    <IconX size={14} aria-hidden="true" />
                  </ActionIcon>
                )}
              </Box>
              {u.error ? (
                <Text fz={11} c="red.8" mt={4} lineClamp={2} role="alert">
                  {u.error}
                </Text>
              ) : (
                <Stack gap={2} mt={4}>
                  <Progress
                    value={u.progress}
                    size="sm"
                    aria-label={t('adminCatalogue.subMaterials.uploading', { name: u.name })}
                  />
                  <Text fz={11} c="gray.7" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {u.progress}%
                  </Text>
                </Stack>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Dropzone
        onDrop={start}
        onReject={reject}
        accept={[...IMAGE_TYPES]}
        maxSize={MAX_IMAGE_BYTES}
        multiple
        disabled={room <= 0}
        radius="md"
        p="md"
        aria-label={t('adminCatalogue.subMaterials.dropImages')}
        // the dropzone (named) is the control; its file input, unnamed, is only its mechanism
        inputProps={{ 'aria-hidden': true }}
        style={{ borderColor: error ? 'var(--mantine-color-red-6)' : undefined, opacity: room <= 0 ? 0.5 : 1 }}
      >
        <Group justify="center" gap="md" mih={64} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={32} color="var(--mantine-color-brand-6)" aria-hidden="true" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={32} color="var(--mantine-color-red-6)" aria-hidden="true" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhotoUp size={32} color="var(--mantine-color-gray-6)" aria-hidden="true" />
          </Dropzone.Idle>
          <div>
            <Text fz="sm" fw={500}>
              {room <= 0 ? t('adminCatalogue.subMaterials.imagesFull', { max }) : t('adminCatalogue.subMaterials.dropImages')}
            </Text>
            <Text fz="xs" c="gray.7">
              {t('adminCatalogue.subMaterials.imageRules', { max })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {error && (
        <Text fz="xs" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}
