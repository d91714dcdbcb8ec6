import { z } from 'zod';
import { requiredText } from '../text.ts';
import { cursorSchema, pageLimit, pageOf, searchSchema } from '../pagination.ts';
import { serialIdSchema } from '../ids.ts';
import { DOCUMENT_KINDS, fileRefSchema, thumbSizeSchema } from './files.schema.ts';
import { decimalSchema } from '../numbers.ts';
import { versionSchema } from '../workflow/workflow.schema.ts';
import { complianceRuleSchema } from '../compliance/compliance.schema.ts';

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

/** % w/w, 0–100, at most four decimals (the column's precision): finer is refused, never rounded */
const percent = decimalSchema(0, 100);
const text = (max: number) => z.string().trim().max(max, 'errors.tooLong');
/** required text with something visible in it (not only spaces or zero-width characters) */
const required = requiredText;

export const ingredientInputSchema = z
  .object({
    inciName: required(200),
    nameKo: required(120),
    nameEn: required(120),
    /**
     * the Chinese standard name (IECIC) for China's label list; '' / null = none on file. Absent (a CSV
     * without the column) leaves the stored name as it is.
     */
    nameZh: text(120)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v ? v : null)),
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
    limitNote: text(200).nullable().default(null),
    allergen: z.boolean().default(false),
    /**
     * a nanomaterial (Reg. (EC) 1223/2009 Art. 2(1)(k)): the EU label prints "(nano)" after its name and
     * its rules of the nano form apply. Absent (a CSV without the column) leaves the stored flag as it is.
     */
    nano: z.boolean({ error: 'errors.invalidValue' }).optional(),
    pricePerKg: z
      .number({ error: 'errors.number' })
      .min(0, 'errors.tooSmall')
      .max(1_000_000_000, 'errors.tooBig')
      .int('errors.integer'),
    moqKg: decimalSchema(0, 100_000),
    visible: z.boolean().default(true),
    imageIds: z.array(z.string().uuid()).max(8, 'errors.tooMany').default([]),
    documentIds: z.array(z.string().uuid()).max(12, 'errors.tooMany').default([]),
    /** the version the form was opened at (PUT): a save over someone else's change is 409 CHANGED_MEANWHILE */
    version: versionSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.useMin !== null && v.useMax !== null && v.useMin > v.useMax) {
      ctx.addIssue({ code: 'custom', path: ['useMax'], message: 'errors.rangeOrder' });
    }
  });
export type IngredientInput = z.input<typeof ingredientInputSchema>;

export const ingredientListQuerySchema = z.object({
  q: searchSchema,
  category: z.string().max(40).optional(),
  function: z.union([z.string().max(40), z.array(z.string().max(40)).max(10)]).optional(),
  sort: z.enum(INGREDIENT_SORTS).default('relevance'),
  limit: pageLimit(PAGE_LIMIT_MAX, 24),
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
  /** the Chinese standard name (IECIC), null where none is on file */
  nameZh: z.string().nullable(),
  casNumber: z.string().nullable(),
  category: termRef,
  functions: z.array(termRef),
  origin: z.enum(ORIGINS),
  useMin: z.number().nullable(),
  useMax: z.number().nullable(),
  allergen: z.boolean(),
  /** a nanomaterial (issue 22) */
  nano: z.boolean(),
  pricePerKg: z.number().int(),
  moqKg: z.number(),
  visible: z.boolean(),
  thumbUrl: z.string().nullable(),
  /** the thumbnail's pixel size (its `<img width height>`), null when unknown or when there is none */
  thumbSize: thumbSizeSchema,
});
export type IngredientSummary = z.infer<typeof ingredientSummarySchema>;

/* ------------------------------------------ composition (issue 22) ------------------------------------------ */

/** A % of a constituent: 0–100 with at most 4 decimals — refused, never rounded. */
const compositionPercent = z
  .number({ error: 'errors.number' })
  .min(0, 'errors.tooSmall')
  .max(100, 'errors.tooBig')
  .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, 'errors.fourDecimals');
const toUnits = (v: number) => Math.round(v * 10_000);

/** One substance an ingredient is made of, as staff type it. */
export const constituentInputSchema = z
  .object({
    inciName: required(200),
    /** one CAS number with a right check digit, or empty */
    casNumber: text(20)
      .refine((v) => v === '' || isValidCas(v), 'errors.cas')
      .nullable()
      .default(null)
      .transform((v) => (v ? v : null)),
    /** typical % w/w of the ingredient */
    percent: compositionPercent,
    /** maximum % w/w where the supplier states one */
    maxPercent: compositionPercent.nullable().default(null),
    /** where the figure comes from: supplier document, ISO standard ("typical, unverified" where not confirmed) */
    source: text(500).default(''),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.maxPercent !== null && toUnits(c.maxPercent) < toUnits(c.percent))
      ctx.addIssue({ code: 'custom', path: ['maxPercent'], message: 'errors.maxBelowTypical' });
  });
export type ConstituentInput = z.input<typeof constituentInputSchema>;

/**
 * PUT /api/admin/ingredients/:id/composition: the whole composition in order, the supplier document
 * it was taken from (one of the ingredient's documents) and the version the editor started from (a
 * change made meanwhile is a 409, never lost). The typical % add up to at most 100; a substance is
 * listed once (same INCI name or CAS number).
 */
export const compositionInputSchema = z
  .object({
    constituents: z.array(constituentInputSchema).max(60, 'errors.tooMany'),
    documentId: z.string().uuid('errors.invalidValue').nullable().default(null),
    version: z.number({ error: 'errors.number' }).int('errors.integer').min(0, 'errors.tooSmall'),
  })
  .strict()
  .superRefine((v, ctx) => {
    const total = v.constituents.reduce((sum, c) => sum + toUnits(c.percent), 0);
    if (total > 100 * 10_000) ctx.addIssue({ code: 'custom', path: ['constituents'], message: 'errors.compositionOver100' });
    const inci = new Set<string>();
    const cas = new Set<string>();
    v.constituents.forEach((c, i) => {
      const key = c.inciName.trim().replace(/\s+/g, ' ').toUpperCase();
      if (inci.has(key))
        ctx.addIssue({ code: 'custom', path: ['constituents', i, 'inciName'], message: 'errors.duplicateConstituent' });
      inci.add(key);
      if (c.casNumber && cas.has(c.casNumber))
        ctx.addIssue({ code: 'custom', path: ['constituents', i, 'casNumber'], message: 'errors.duplicateConstituent' });
      if (c.casNumber) cas.add(c.casNumber);
    });
  });
export type CompositionInput = z.input<typeof compositionInputSchema>;

/** A constituent as stored and shown. */
export const constituentSchema = z.object({
  inciName: z.string(),
  casNumber: z.string().nullable(),
  percent: z.number(),
  maxPercent: z.number().nullable(),
  source: z.string(),
});
export type IngredientConstituent = z.infer<typeof constituentSchema>;

export const ingredientDetailSchema = ingredientSummarySchema.extend({
  ecNumber: z.string().nullable(),
  descriptionKo: z.string(),
  descriptionEn: z.string(),
  /** a note on its regulation (text only): the limits are `rules` */
  limitNote: z.string().nullable(),
  /**
   * the compliance rules in force or announced, of every market, that name its substance or one of its
   * constituents (`via`) — the only limits there are (issue 22 item 8); market order, then rule order
   */
  rules: z.array(complianceRuleSchema.extend({ via: z.string().nullable() })),
  images: z.array(fileRefSchema),
  documents: z.array(fileRefSchema),
  /** what the ingredient is made of (empty: a single substance, or not entered yet), in order */
  constituents: z.array(constituentSchema),
  /** the supplier document of the composition (one of `documents`) */
  compositionDocumentId: z.string().nullable(),
  /** 0 until a composition is saved; the composition editor sends it back */
  compositionVersion: z.number().int(),
  compositionUpdatedAt: z.string().nullable(),
  /** send it back with the next save */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IngredientDetail = z.infer<typeof ingredientDetailSchema>;

export const ingredientPageSchema = pageOf(ingredientSummarySchema);
export type IngredientPage = z.infer<typeof ingredientPageSchema>;

/** CSV columns of the ingredient import/export, in order. Lists are separated by `|`. */
export const INGREDIENT_CSV_COLUMNS = [
  'inci_name',
  'name_ko',
  'name_en',
  'name_zh',
  'cas_number',
  'ec_number',
  'category',
  'functions',
  'origin',
  'use_min',
  'use_max',
  'limit_note',
  'allergen',
  'nano',
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
/** Shows or hides an ingredient or a sub-material on the customer screens (POST …/:id/visibility). */
export const catalogueVisibilitySchema = z.object({ visible: z.boolean() });
export const importRequestSchema = z.object({ csv: z.string().min(1, 'errors.required').max(5_000_000, 'errors.tooLong') });

export { DOCUMENT_KINDS };
