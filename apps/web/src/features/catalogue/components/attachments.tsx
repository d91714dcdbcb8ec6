import { Anchor, Badge, Group, Image, Modal, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { thumbOf } from '@formulab/shared/catalogue/thumbs';
import { formatBytes } from '../format.ts';
import gallery from '../../../components/image-gallery.module.css';
import linkCard from '../../../components/link-card.module.css';
import classes from './catalogue.module.css';

/** Image thumbnails; a click shows the full image in a dialog. */
export function ImageThumbs({ images, alt, onZoom }: { images: FileRef[]; alt: string; onZoom?: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [open, setOpenState] = useState<FileRef | null>(null);
  // a dialog over a drawer: the drawer must not close on the same Escape
  const setOpen = (img: FileRef | null) => {
    setOpenState(img);
    onZoom?.(!!img);
  };
  if (!images.length) return null;
  return (
    <>
      <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs">
        {images.map((img, i) => (
          <UnstyledButton
            key={img.id}
            className={gallery.thumbButton}
            onClick={() => setOpen(img)}
            aria-label={t('catalogue.images.enlarge', { n: i + 1, total: images.length })}
          >
            <div
              className={classes.media}
              style={{
                aspectRatio: '1',
                borderRadius: 'var(--mantine-radius-md)',
                border: '1px solid var(--mantine-color-gray-3)',
              }}
            >
              <img {...thumbOf(img)} alt="" loading="lazy" />
            </div>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal opened={!!open} onClose={() => setOpen(null)} title={alt} size="xl" centered zIndex={400}>
        {open && (
          <Stack gap="xs">
            <Image
              src={open.url}
              alt={t('catalogue.images.alt', { name: alt, n: images.indexOf(open) + 1 })}
              radius="md"
              fit="contain"
              mah="75vh"
            />
            <Text fz="xs" c="gray.7" ta="center">
              {open.name}
            </Text>
          </Stack>
        )}
      </Modal>
    </>
  );
}

/** Spec sheet, MSDS, COA …: one download link each, with its kind and size. */
export function DocumentList({ documents }: { documents: FileRef[] }) {
  const { t } = useTranslation();
  if (!documents.length) {
    return (
      <Text fz="sm" c="gray.7">
        {t('catalogue.documents.none')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {documents.map((doc) => (
        <Paper key={doc.id} component="li" withBorder radius="md" px="sm" py={8} bg="white" className={linkCard.card}>
          <Group gap="sm" wrap="nowrap">
            <IconFileTypePdf
              size={26}
              stroke={1.5}
              color="var(--mantine-color-red-8)"
              aria-hidden="true"
              style={{ flexShrink: 0 }}
            />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <Badge size="xs" radius="sm" variant="outline" color="brand.8" c="brand.9" style={{ flexShrink: 0 }}>
                  {t(`catalogue.documents.kind.${doc.docKind ?? 'other'}`)}
                </Badge>
                <Text fz="xs" c="gray.7" className="tabular">
                  PDF · {formatBytes(doc.size)}
                </Text>
              </Group>
              <Anchor
                href={doc.url}
                download={doc.name}
                aria-label={t('catalogue.documents.download', {
                  kind: t(`catalogue.documents.kind.${doc.docKind ?? 'other'}`),
                  name: doc.name,
                  size: formatBytes(doc.size),
                })}
                fz="sm"
                fw={500}
                c="gray.9"
                className={linkCard.stretched}
                style={{ overflowWrap: 'anywhere' }}
              >
                {doc.name}
              </Anchor>
            </Stack>
            <IconDownload size={18} color="var(--mantine-color-brand-8)" aria-hidden="true" style={{ flexShrink: 0 }} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
