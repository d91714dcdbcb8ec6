import { z } from 'zod';
import { requiredText } from '../text.ts';
import { cursorSchema, pageLimit, pageOf, searchSchema } from '../pagination.ts';
import { calendarDay } from '../dates.ts';
import { decimalSchema } from '../numbers.ts';
import { versionSchema } from '../workflow/workflow.schema.ts';

/** required text with something visible in it (not only spaces or zero-width characters) */
const required = requiredText;

export const lotSchema = z.object({
  lot: required(40),
  qtyKg: decimalSchema(0, 1_000_000),
  expiresOn: calendarDay('errors.invalidDate'),
});
export type Lot = z.infer<typeof lotSchema>;

export const materialInputSchema = z.object({
  ingredientId: z.string({ error: 'errors.required' }).uuid('errors.required'),
  tradeName: required(120),
  supplier: required(120),
  unitCostPerKg: z
    .number({ error: 'errors.number' })
    .min(0, 'errors.tooSmall')
    .max(1_000_000_000, 'errors.tooBig')
    .int('errors.integer'),
  stockKg: decimalSchema(0, 10_000_000),
  reorderLevelKg: decimalSchema(0, 10_000_000),
  lots: z.array(lotSchema).max(50, 'errors.tooMany').default([]),
  /** the version the form was opened at (PUT): a save over someone else's change is 409 CHANGED_MEANWHILE */
  version: versionSchema.optional(),
});
export type MaterialInput = z.input<typeof materialInputSchema>;

export const materialSchema = z.object({
  id: z.string().uuid(),
  ingredient: z.object({ id: z.string().uuid(), inciName: z.string(), nameKo: z.string(), nameEn: z.string() }),
  tradeName: z.string(),
  supplier: z.string(),
  unitCostPerKg: z.number().int(),
  stockKg: z.number(),
  reorderLevelKg: z.number(),
  lowStock: z.boolean(),
  lots: z.array(lotSchema),
  /** send it back with the next save */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Material = z.infer<typeof materialSchema>;

export const materialListQuerySchema = z.object({
  q: searchSchema,
  lowStock: z.enum(['true', 'false']).optional(),
  limit: pageLimit(100, 50),
  cursor: cursorSchema,
});
export const materialPageSchema = pageOf(materialSchema);
