import { z } from 'zod';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_TYPES = ['application/pdf'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** The longer side of an image's WebP for pages (a detail photo: 600 CSS px at twice the density). */
export const DISPLAY_IMAGE_MAX = 1200;
export { THUMB_IMAGE_MAX, thumbOf, thumbSizeOf, type ThumbSize } from './thumbs.ts';

/** A thumbnail's pixel size, for its `<img width height>`; null when the image's own is not known. */
export const thumbSizeSchema = z.object({ width: z.number().int(), height: z.number().int() }).nullable();

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
