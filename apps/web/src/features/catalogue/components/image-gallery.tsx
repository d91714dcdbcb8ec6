import { Group, Image, Modal, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { PackagingPlaceholder } from './packaging-placeholder.tsx';
import classes from './catalogue.module.css';

/** The main image and a row of thumbnails (buttons); the main image opens full size. */
export function ImageGallery({ images, name }: { images: FileRef[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(false);
  const current = images[Math.min(index, images.length - 1)];
  const frame = {
    aspectRatio: '1',
    borderRadius: 'var(--mantine-radius-lg)',
    border: '1px solid var(--mantine-color-gray-3)',
  } as const;
  if (!current) {
    return (
      <div className={classes.media} style={frame} role="img" aria-label={t('catalogue.images.none')}>
        <PackagingPlaceholder size="50%" />
      </div>
    );
  }
  return (
    <Stack gap="sm">
      <UnstyledButton
        onClick={() => setZoom(true)}
        aria-label={t('catalogue.images.zoom', { name })}
        className={classes.thumbButton}
        style={{ borderRadius: 'var(--mantine-radius-lg)' }}
      >
        <div className={classes.media} style={frame}>
          <img src={current.url} alt={t('catalogue.images.alt', { name, n: index + 1 })} style={{ padding: 12 }} />
        </div>
      </UnstyledButton>
      {images.length > 1 && (
        <Group gap="xs" role="group" aria-label={t('catalogue.images.thumbs')}>
          {images.map((img, i) => (
            <UnstyledButton
              key={img.id}
              className={classes.thumbButton}
              onClick={() => setIndex(i)}
              aria-label={t('catalogue.images.show', { n: i + 1, total: images.length })}
              aria-current={i === index ? 'true' : undefined}
              w={72}
            >
              <div className={classes.media} style={{ aspectRatio: '1' }}>
                <img src={img.thumbUrl ?? img.url} alt="" loading="lazy" />
              </div>
            </UnstyledButton>
          ))}
        </Group>
      )}
      <Modal opened={zoom} onClose={() => setZoom(false)} title={name} size="xl" centered>
        <Image src={current.url} alt={t('catalogue.images.alt', { name, n: index + 1 })} fit="contain" mah="75vh" radius="md" />
      </Modal>
    </Stack>
  );
}
