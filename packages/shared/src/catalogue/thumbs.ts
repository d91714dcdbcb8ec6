/**
 * Image sizes and thumbnails, without zod: the public pages draw thumbnails (`thumbOf`) in their first
 * load, where the schemas' module would bring zod (25 KB) for nothing. files.schema.ts re-exports them.
 */
/** The longer side of an image's thumbnail (a WebP; the lists' cards and the galleries' strips). */
export const THUMB_IMAGE_MAX = 320;

/** A thumbnail's pixel size, for its `<img width height>`; null when the image's own is not known. */
export type ThumbSize = { width: number; height: number } | null;

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

/**
 * An image's thumbnail as a page draws it (`<img {...thumbOf(f)}>`): its thumbnail, or the upload itself
 * when it has none, with the pixel size of what that address serves when known, so the browser knows its
 * shape before it arrives.
 */
export function thumbOf(f: { url: string; thumbUrl: string | null; width: number | null; height: number | null }): {
  src: string;
  width: number | undefined;
  height: number | undefined;
} {
  const size = f.thumbUrl ? thumbSizeOf(f.width, f.height) : f.width && f.height ? { width: f.width, height: f.height } : null;
  return { src: f.thumbUrl ?? f.url, width: size?.width, height: size?.height };
}
