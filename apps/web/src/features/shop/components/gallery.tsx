import { Group, Image, Modal, Stack, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import classes from './shop.module.css';

/** A product's images: the main one (opens full size) and a row of thumbnails. */
export function ProductGallery({ images, name }: { images: FileRef[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(false);
  const current = images[Math.min(index, images.length - 1)];
  const frame = {
    aspectRatio: '1',
    borderRadius: 'var(--mantine-radius-lg)',
    border: '1px solid var(--mantine-color-gray-3)',
  } as const;
  if (!current)
    return (
      <div className={classes.media} style={frame} role="img" aria-label={t('shop.gallery.none')}>
        <IconPhoto size={64} color="var(--mantine-color-gray-5)" aria-hidden="true" />
      </div>
    );
  const alt = t('shop.gallery.alt', { name, n: index + 1 });
  return (
    <Stack gap="sm">
      <UnstyledButton
        onClick={() => setZoom(true)}
        aria-label={alt}
        className={classes.thumbButton}
        style={{ borderRadius: 'var(--mantine-radius-lg)' }}
      >
        <div className={classes.media} style={frame}>
          <img src={current.url} alt={alt} />
        </div>
      </UnstyledButton>
      {images.length > 1 && (
        <Group gap="xs" role="group" aria-label={t('shop.gallery.thumbs')}>
          {images.map((img, i) => (
            <UnstyledButton
              key={img.id}
              className={classes.thumbButton}
              onClick={() => setIndex(i)}
              aria-label={t('shop.gallery.show', { n: i + 1, total: images.length })}
              aria-current={i === index ? 'true' : undefined}
              w={68}
            >
              <div className={classes.media} style={{ aspectRatio: '1' }}>
                <img src={img.thumbUrl ?? img.url} alt="" loading="lazy" />
              </div>
            </UnstyledButton>
          ))}
        </Group>
      )}
      <Modal
        opened={zoom}
        onClose={() => setZoom(false)}
        title={name}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Image src={current.url} alt={alt} fit="contain" mah="75vh" radius="md" />
      </Modal>
    </Stack>
  );
}
