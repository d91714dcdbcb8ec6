import { z } from 'zod';
import { serialIdSchema } from '../ids.ts';
import { requiredText } from '../text.ts';
import { versionSchema } from '../workflow/workflow.schema.ts';

/** Categories, functions and the packaging option lists share one shape: an ordered ko/en label. */
export const TAXONOMY_KINDS = ['categories', 'functions', 'sub-types', 'sub-materials', 'sub-finishes'] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

export const slugSchema = z
  .string({ error: 'errors.required' })
  .trim()
  .min(1, 'errors.required')
  .max(40, 'errors.tooLong')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'errors.slug');

export const termSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  sortOrder: z.number().int(),
  /** send it back with the next save */
  version: z.number().int(),
  usage: z.number().int(),
});
export type Term = z.infer<typeof termSchema>;

export const termInputSchema = z.object({
  slug: slugSchema,
  /** unique within the list, ignoring case and white space (409 errors.labelTaken) */
  nameKo: requiredText(60),
  nameEn: requiredText(60),
  /** the version the form was opened at (PUT): a save over someone else's change is 409 CHANGED_MEANWHILE */
  version: versionSchema.optional(),
});
export type TermInput = z.infer<typeof termInputSchema>;

export const termListSchema = z.object({ items: z.array(termSchema) });
/** The new order: every id of the list, once. */
export const reorderSchema = z.object({ ids: z.array(serialIdSchema()).min(1).max(500) });
