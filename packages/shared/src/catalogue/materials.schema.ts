import { z } from 'zod';
import { cursorSchema } from '../pagination.ts';

const required = (max: number) =>
  z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(max, 'errors.tooLong');

export const lotSchema = z.object({
  lot: required(40),
  qtyKg: z.number({ error: 'errors.number' }).min(0, 'errors.tooSmall').max(1_000_000, 'errors.tooBig'),
  expiresOn: z.string({ error: 'errors.required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.date'),
});
export type Lot = z.infer<typeof lotSchema>;

export const materialInputSchema = z.object({
  ingredientId: z.string({ error: 'errors.required' }).uuid('errors.required'),
  tradeName: required(120),
  supplier: required(120),
  unitCostPerKg: z
    .number({ error: 'errors.number' })
    .int('errors.integer')
    .min(0, 'errors.tooSmall')
    .max(1_000_000_000, 'errors.tooBig'),
  stockKg: z.number({ error: 'errors.number' }).min(0, 'errors.tooSmall').max(10_000_000, 'errors.tooBig'),
  reorderLevelKg: z.number({ error: 'errors.number' }).min(0, 'errors.tooSmall').max(10_000_000, 'errors.tooBig'),
  lots: z.array(lotSchema).max(50, 'errors.tooMany').default([]),
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
  updatedAt: z.string(),
});
export type Material = z.infer<typeof materialSchema>;

export const materialListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  lowStock: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: cursorSchema,
});
export const materialPageSchema = z.object({
  items: z.array(materialSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
