import { z } from 'zod';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_TYPES = ['application/pdf'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
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
});
export type FileRef = z.infer<typeof fileRefSchema>;
