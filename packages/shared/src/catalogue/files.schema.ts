import { z } from 'zod';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_TYPES = ['application/pdf'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** The longer side of an image's WebP for pages (a detail photo: 600 CSS px at twice the density). */
export const DISPLAY_IMAGE_MAX = 1200;
/** The longer side of an image's thumbnail (a WebP; the lists' cards and the galleries' strips). */
export const THUMB_IMAGE_MAX = 320;

/** A thumbnail's pixel size, for its `<img width height>`; null when the image's own is not known. */
export const thumbSizeSchema = z.object({ width: z.number().int(), height: z.number().int() }).nullable();
export type ThumbSize = z.infer<typeof thumbSizeSchema>;

/**
 * The pixel size of the thumbnail of an image of `width` × `height` (as shown, EXIF orientation applied):
 * scaled to fit inside THUMB_IMAGE_MAX square, never enlarged, the other side rounded as sharp's
 * `fit: 'inside'` rounds it (the server stores the thumbnails it makes that way; files.test.ts holds
 * both to the bytes). Null for an image whose size is not known.
 */
export function thumbSizeOf(width: number | null, height: number | null): ThumbSize {
  if (!width || !height) return null;
  if (width <= THUMB_IMAGE_MAX && height <= THUMB_IMAGE_MAX) return { width, height };
  return width > height
    ? { width: THUMB_IMAGE_MAX, height: Math.max(1, Math.round(height / (width / THUMB_IMAGE_MAX))) }
    : { width: Math.max(1, Math.round(width / (height / THUMB_IMAGE_MAX))), height: THUMB_IMAGE_MAX };
}
export const DOCUMENT_KINDS = ['spec', 'msds', 'coa', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** An uploaded file as the API shows it; the bytes are at `url`. */
export const fileRefSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(['image', 'document']),
  docKind: z.enum(DOCUMENT_KINDS).nullable(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
  thumbUrl: z.string().nullable(),
  /** an image's pixel size (as shown, EXIF orientation applied); null for a document */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** the image as pages show it: a WebP of at most DISPLAY_IMAGE_MAX px a side, with its size */
  display: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
});
export type FileRef = z.infer<typeof fileRefSchema>;

/**
 * An image's thumbnail as a page draws it (`<img {...thumbOf(f)}>`): its thumbnail, or the upload itself
 * when it has none, with the pixel size of what that address serves when known, so the browser knows its
 * shape before it arrives.
 */
export function thumbOf(f: Pick<FileRef, 'url' | 'thumbUrl' | 'width' | 'height'>): {
  src: string;
  width: number | undefined;
  height: number | undefined;
} {
  const size = f.thumbUrl ? thumbSizeOf(f.width, f.height) : f.width && f.height ? { width: f.width, height: f.height } : null;
  return { src: f.thumbUrl ?? f.url, width: size?.width, height: size?.height };
}
