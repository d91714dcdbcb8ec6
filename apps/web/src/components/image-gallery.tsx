import { Group, Stack, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.ts';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { thumbOf } from '@formulab/shared/catalogue/thumbs';
import classes from './image-gallery.module.css';

const ImageZoom = lazy(() => import('./image-zoom.tsx'));

/**
 * The main image and a row of thumbnails (buttons); the main image opens full size. Used by the
 * catalogue (packaging photographed on white: `contain`, with air around it) and the shop (product
 * pictures: `cover`). `strings` names the screen's own group of labels, which has the keys none,
 * zoom, alt, thumbs and show, so this component adds nothing to the strings every page downloads.
 */
export function ImageGallery(props: {
  images: FileRef[];
  name: string;
  /** the prefix of the screen's own labels, named by the caller so its strings load with its screen */
  strings: string;
  /** shown in the frame when there is no image */
  placeholder: ReactNode;
  fit: 'contain' | 'cover';
}) {
  const { images, name, strings: k } = props;
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(false);
  // the full-size view's code is fetched the first time it is opened
  const [zoomed, setZoomed] = useState(false);
  const current = images[Math.min(index, images.length - 1)];
  const frame = {
    aspectRatio: '1',
    borderRadius: 'var(--mantine-radius-lg)',
    border: '1px solid var(--mantine-color-gray-3)',
  } as const;
  if (!current) {
    return (
      <div className={classes.media} style={frame} role="img" aria-label={t(`${k}.none`)}>
        {props.placeholder}
      </div>
    );
  }
  const alt = t(`${k}.alt`, { name, n: index + 1 });
  const imageStyle: CSSProperties = props.fit === 'contain' ? { objectFit: 'contain', padding: 12 } : { objectFit: 'cover' };
  return (
    <Stack gap="sm">
      <UnstyledButton
        onClick={() => {
          setZoomed(true);
          setZoom(true);
        }}
        aria-label={t(`${k}.zoom`, { name })}
        className={classes.thumbButton}
        style={{ borderRadius: 'var(--mantine-radius-lg)' }}
      >
        <div className={classes.media} style={frame}>
          {/* the WebP for pages, its size given so the box is reserved before it arrives (the page's largest paint) */}
          <img
            src={current.display?.url ?? current.url}
            width={current.display?.width ?? current.width ?? undefined}
            height={current.display?.height ?? current.height ?? undefined}
            alt={alt}
            fetchPriority={index === 0 ? 'high' : undefined}
            style={imageStyle}
          />
        </div>
      </UnstyledButton>
      {images.length > 1 && (
        <Group gap="xs" role="group" aria-label={t(`${k}.thumbs`)}>
          {images.map((img, i) => (
            <UnstyledButton
              key={img.id}
              className={classes.thumbButton}
              onClick={() => setIndex(i)}
              aria-label={t(`${k}.show`, { n: i + 1, total: images.length })}
              aria-current={i === index ? 'true' : undefined}
              w={72}
            >
              <div className={classes.media} style={{ aspectRatio: '1' }}>
                <img {...thumbOf(img)} alt="" loading="lazy" style={{ objectFit: props.fit }} />
              </div>
            </UnstyledButton>
          ))}
        </Group>
      )}
      {/* loaded when first opened, then kept (its closing transition plays) */}
      {zoomed && (
        <Suspense fallback={null}>
          <ImageZoom
            opened={zoom}
            onClose={() => setZoom(false)}
            title={name}
            src={current.url}
            alt={alt}
            closeLabel={t('common.close')}
          />
        </Suspense>
      )}
    </Stack>
  );
}
