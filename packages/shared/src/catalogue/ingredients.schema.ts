import { z } from 'zod';
import { cursorSchema } from '../pagination.ts';
import { serialIdSchema } from '../ids.ts';
import { DOCUMENT_KINDS, fileRefSchema } from './files.schema.ts';

export const ORIGINS = ['plant', 'synthetic', 'mineral', 'biotech', 'animal', 'marine'] as const;
export const INGREDIENT_SORTS = ['relevance', 'name', 'price-asc', 'price-desc', 'newest'] as const;
export const PAGE_LIMIT_MAX = 100;

/** CAS registry number: 2–7 digits, 2 digits, a check digit that the others determine. */
export function isValidCas(value: string): boolean {
  const m = /^(\d{2,7})-(\d{2})-(\d)$/.exec(value.trim());
  if (!m) return false;
  const digits = (m[1]! + m[2]!).split('').reverse();
  const sum = digits.reduce((acc, d, i) => acc + Number(d) * (i + 1), 0);
  return sum % 10 === Number(m[3]);
}
export const CAS_PATTERN = /^\d{2,7}-\d{2}-\d$/;

const percent = z.number({ error: 'errors.number' }).min(0, 'errors.tooSmall').max(100, 'errors.tooBig');
const text = (max: number) => z.string().trim().max(max, 'errors.tooLong');
const required = (max: number) =>
  z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(max, 'errors.tooLong');

export const ingredientInputSchema = z
  .object({
    inciName: required(200),
    nameKo: required(120),
    nameEn: required(120),
    casNumber: text(60)
      .refine((v) => v === '' || v.split(/\s*\/\s*/).every(isValidCas), 'errors.cas')
      .nullable()
      .default(null)
      .transform((v) => (v ? v : null)),
    ecNumber: text(60)
      .refine((v) => v === '' || v.split(/\s*\/\s*/).every((p) => /^\d{3}-\d{3}-\d$/.test(p)), 'errors.ec')
      .nullable()
      .default(null)
      .transform((v) => (v ? v : null)),
    categoryId: serialIdSchema('errors.required'),
    functionIds: z.array(serialIdSchema()).max(12, 'errors.tooMany').default([]),
    descriptionKo: text(4000).default(''),
    descriptionEn: text(4000).default(''),
    origin: z.enum(ORIGINS, { error: 'errors.invalidValue' }),
    useMin: percent.nullable().default(null),
    useMax: percent.nullable().default(null),
    maxLeaveOn: percent.nullable().default(null),
    maxRinseOff: percent.nullable().default(null),
    limitNote: text(200).nullable().default(null),
    allergen: z.boolean().default(false),
    pricePerKg: z
      .number({ error: 'errors.number' })
      .int('errors.integer')
      .min(0, 'errors.tooSmall')
      .max(1_000_000_000, 'errors.tooBig'),
    moqKg: z.number({ error: 'errors.number' }).min(0, 'errors.tooSmall').max(100_000, 'errors.tooBig'),
    visible: z.boolean().default(true),
    imageIds: z.array(z.string().uuid()).max(8, 'errors.tooMany').default([]),
    documentIds: z.array(z.string().uuid()).max(12, 'errors.tooMany').default([]),
  })
  .superRefine((v, ctx) => {
    if (v.useMin !== null && v.useMax !== null && v.useMin > v.useMax) {
      ctx.addIssue({ code: 'custom', path: ['useMax'], message: 'errors.rangeOrder' });
    }
  });
export type IngredientInput = z.input<typeof ingredientInputSchema>;

export const ingredientListQuerySchema = z.object({
  q: z.string().trim().max(100, 'errors.tooLong').optional(),
  category: z.string().max(40).optional(),
  function: z.union([z.string().max(40), z.array(z.string().max(40)).max(10)]).optional(),
  sort: z.enum(INGREDIENT_SORTS).default('relevance'),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(24),
  cursor: cursorSchema,
  /** admin only: include hidden ingredients */
  visibility: z.enum(['all', 'visible', 'hidden']).optional(),
});
export type IngredientListQuery = z.infer<typeof ingredientListQuerySchema>;

const termRef = z.object({ id: z.number(), slug: z.string(), nameKo: z.string(), nameEn: z.string() });

export const ingredientSummarySchema = z.object({
  id: z.string().uuid(),
  inciName: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  casNumber: z.string().nullable(),
  category: termRef,
  functions: z.array(termRef),
  origin: z.enum(ORIGINS),
  useMin: z.number().nullable(),
  useMax: z.number().nullable(),
  maxLeaveOn: z.number().nullable(),
  maxRinseOff: z.number().nullable(),
  allergen: z.boolean(),
  pricePerKg: z.number().int(),
  moqKg: z.number(),
  visible: z.boolean(),
  thumbUrl: z.string().nullable(),
});
export type IngredientSummary = z.infer<typeof ingredientSummarySchema>;

export const ingredientDetailSchema = ingredientSummarySchema.extend({
  ecNumber: z.string().nullable(),
  descriptionKo: z.string(),
  descriptionEn: z.string(),
  limitNote: z.string().nullable(),
  images: z.array(fileRefSchema),
  documents: z.array(fileRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IngredientDetail = z.infer<typeof ingredientDetailSchema>;

export const ingredientPageSchema = z.object({
  items: z.array(ingredientSummarySchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type IngredientPage = z.infer<typeof ingredientPageSchema>;

/** CSV columns of the ingredient import/export, in order. Lists are separated by `|`. */
export const INGREDIENT_CSV_COLUMNS = [
  'inci_name',
  'name_ko',
  'name_en',
  'cas_number',
  'ec_number',
  'category',
  'functions',
  'origin',
  'use_min',
  'use_max',
  'max_leave_on',
  'max_rinse_off',
  'limit_note',
  'allergen',
  'price_per_kg',
  'moq_kg',
  'visible',
  'description_ko',
  'description_en',
] as const;

export const importRowResultSchema = z.object({
  row: z.number().int(),
  inciName: z.string(),
  action: z.enum(['create', 'update', 'error']),
  errors: z.record(z.string(), z.string()),
});
export const importReportSchema = z.object({
  rows: z.array(importRowResultSchema),
  valid: z.boolean(),
  creates: z.number().int(),
  updates: z.number().int(),
  errorCount: z.number().int(),
  committed: z.boolean(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
export const importRequestSchema = z.object({ csv: z.string().min(1, 'errors.required').max(5_000_000, 'errors.tooLong') });

export { DOCUMENT_KINDS };
