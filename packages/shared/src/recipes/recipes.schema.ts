/**
 * Recipes (PRODUCT.md §3.3): request and response schemas shared by the API and the web app.
 * The formulation arithmetic lives in `formulation.ts`; this file only says what travels over the wire.
 */
import { z } from 'zod';
import { requiredText } from '../text.ts';
import { cursorSchema, pageLimit, pageOf, searchSchema } from '../pagination.ts';
import { PG_INT_MAX, serialIdSchema } from '../ids.ts';
import { PRODUCT_TYPE_SLUGS } from './formulation.ts';
import { decimalSchema } from '../numbers.ts';
import { marketSchema, targetMarketsSchema } from '../compliance/markets.ts';

export const RECIPE_VISIBILITIES = ['private', 'public'] as const;
export type RecipeVisibility = (typeof RECIPE_VISIBILITIES)[number];
export const RECIPE_SORTS = ['updated', 'name', 'created'] as const;
/** Most lines one recipe may have (a real formulation rarely passes 60). */
export const MAX_RECIPE_LINES = 150;
/** Packaging parts of the per-unit cost estimate: container, closure, box. */
export const MAX_PACKAGING_PARTS = 3;
/** Phases a line may belong to (order of addition in manufacturing). */
export const PHASES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** required text with something visible in it (not only spaces or zero-width characters) */
const required = requiredText;
const text = (max: number) => z.string().trim().max(max, 'errors.tooLong');

/** % w/w, 0–100, at most 4 decimals (1 ppm). */
export const percentSchema = decimalSchema(0, 100);

export const recipeLineInputSchema = z.object({
  ingredientId: z.string({ error: 'errors.required' }).uuid('errors.required'),
  percent: percentSchema,
  phase: z.enum(PHASES, { error: 'errors.invalidValue' }).nullable().default(null),
  note: text(200).default(''),
});
export type RecipeLineInput = z.input<typeof recipeLineInputSchema>;

/** Settings of the per-unit cost estimate, kept with the recipe. */
export const recipeCostingSchema = z.object({
  /** fill volume of one unit, ml */
  fillMl: decimalSchema(0, 100_000).nullable().default(null),
  /** bulk density g/ml */
  density: decimalSchema(0.1, 5).default(1),
  /** the packaging set: container, closure, box … (sub-material ids) */
  packagingIds: z.array(z.string().uuid()).max(MAX_PACKAGING_PARTS, 'errors.tooMany').default([]),
  /** order quantity the packaging price tiers are read at */
  quantity: z
    .number({ error: 'errors.number' })
    .min(1, 'errors.tooSmall')
    .max(10_000_000, 'errors.tooBig')
    .int('errors.integer')
    .default(3000),
});
export type RecipeCosting = z.infer<typeof recipeCostingSchema>;

export const recipeInputSchema = z.object({
  name: required(120),
  productType: z.enum(PRODUCT_TYPE_SLUGS, { error: 'errors.required' }),
  description: text(4000).default(''),
  functionIds: z.array(serialIdSchema()).max(12, 'errors.tooMany').default([]),
  visibility: z.enum(RECIPE_VISIBILITIES, { error: 'errors.invalidValue' }).default('private'),
  lines: z.array(recipeLineInputSchema).max(MAX_RECIPE_LINES, 'errors.tooMany').default([]),
  costing: recipeCostingSchema.default({ fillMl: null, density: 1, packagingIds: [], quantity: 3000 }),
  /** export markets the recipe is checked against (issue 15) */
  targetMarkets: targetMarketsSchema.default([]),
  /** made for children under three: the markets' rules for children's products apply */
  forChildren: z.boolean({ error: 'errors.invalidValue' }).default(false),
  /**
   * the youngest age (whole years) a children's product is made for: the markets draw the line at
   * different ages, so "for children" alone cannot decide — EU: Annex entries "children under 3 years";
   * China: 儿童化妆品监督管理规定 (NMPA 2021) Art. 2, "12岁以下（含12岁）"; Korea: 화장품 안전기준 등에 관한
   * 규정 [별표 2], "만 13세 이하 어린이" (the rules carry their own `childrenUnder` with their source).
   * null: not stated (the strictest reading, as for a newborn). Read only when `forChildren`.
   */
  childrenAge: z
    .number({ error: 'errors.number' })
    .int('errors.integer')
    .min(0, 'errors.tooSmall')
    .max(17, 'errors.tooBig')
    .nullable()
    .default(null),
});
export type RecipeInput = z.input<typeof recipeInputSchema>;
export type RecipeData = z.infer<typeof recipeInputSchema>;

/** A save: the recipe plus the revision it was edited from (409 when someone saved in between) and a note. */
export const recipeSaveSchema = recipeInputSchema.extend({
  baseRevision: z.number().int().min(1).max(PG_INT_MAX, 'errors.tooBig').optional(),
  revisionNote: text(200).default(''),
});
export type RecipeSave = z.input<typeof recipeSaveSchema>;

export const recipeListQuerySchema = z.object({
  q: searchSchema,
  productType: z.enum(PRODUCT_TYPE_SLUGS).optional(),
  valid: z.enum(['true', 'false']).optional(),
  visibility: z.enum(RECIPE_VISIBILITIES).optional(),
  sort: z.enum(RECIPE_SORTS).default('updated'),
  limit: pageLimit(100, 20),
  cursor: cursorSchema,
});
export type RecipeListQuery = z.infer<typeof recipeListQuerySchema>;

export const adminRecipeListQuerySchema = recipeListQuerySchema.extend({
  /** owner's user id */
  owner: z.string().max(100).optional(),
  /** include soft-deleted recipes */
  deleted: z.enum(['true', 'false']).optional(),
});
export type AdminRecipeListQuery = z.infer<typeof adminRecipeListQuerySchema>;

const termRef = z.object({ id: z.number(), slug: z.string(), nameKo: z.string(), nameEn: z.string() });

/** The catalogue facts a line needs for the live checks (what `FormulationLine` wants). */
export const lineIngredientSchema = z.object({
  id: z.string().uuid(),
  inciName: z.string(),
  /** the CAS field as the catalogue has it (may hold several numbers); compliance rules match on it */
  casNumber: z.string().nullable(),
  nameKo: z.string(),
  nameEn: z.string(),
  /** the Chinese standard name (IECIC) China's label list prints; null / absent = none on file */
  nameZh: z.string().nullable().optional(),
  allergen: z.boolean(),
  /** a nanomaterial: rules of the nano form apply, the EU label prints "(nano)". Absent = false */
  nano: z.boolean().optional(),
  pricePerKg: z.number().int(),
  visible: z.boolean(),
});
export type LineIngredient = z.infer<typeof lineIngredientSchema>;

export const recipeLineSchema = z.object({
  ingredientId: z.string().uuid(),
  percent: z.number(),
  phase: z.enum(PHASES).nullable(),
  note: z.string(),
  ingredient: lineIngredientSchema,
});
export type RecipeLine = z.infer<typeof recipeLineSchema>;

export const recipeOwnerSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), companyName: z.string() });

export const recipeSummarySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  productType: z.enum(PRODUCT_TYPE_SLUGS),
  visibility: z.enum(RECIPE_VISIBILITIES),
  /** current revision number (1 after creation) */
  revision: z.number().int(),
  lineCount: z.number().int(),
  totalPercent: z.number(),
  /** usable for samples and quotes (total 100 % ± 0.001, no limit exceeded) as of the last save */
  valid: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  /** set in admin lists only */
  owner: recipeOwnerSchema.nullable(),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

export const recipeDetailSchema = recipeSummarySchema.extend({
  description: z.string(),
  functions: z.array(termRef),
  lines: z.array(recipeLineSchema),
  costing: recipeCostingSchema,
  targetMarkets: z.array(marketSchema),
  forChildren: z.boolean(),
  childrenAge: z.number().int().nullable(),
  /** the recipe this one was copied from, when it still exists and the reader may see it */
  copiedFrom: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
});
export type RecipeDetail = z.infer<typeof recipeDetailSchema>;

export const recipePageSchema = pageOf(recipeSummarySchema);
export type RecipePage = z.infer<typeof recipePageSchema>;

/** A public recipe as the gallery shows it: no owner e-mail, the author is the company (or the name). */
export const publicRecipeSummarySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  productType: z.enum(PRODUCT_TYPE_SLUGS),
  description: z.string(),
  author: z.string(),
  lineCount: z.number().int(),
  valid: z.boolean(),
  /** the first INCI names in label order, for the card */
  inciPreview: z.array(z.string()),
  functions: z.array(termRef),
  updatedAt: z.string(),
});
export type PublicRecipeSummary = z.infer<typeof publicRecipeSummarySchema>;
export const publicRecipePageSchema = pageOf(publicRecipeSummarySchema);
export type PublicRecipePage = z.infer<typeof publicRecipePageSchema>;
export const publicRecipeDetailSchema = recipeDetailSchema.omit({ owner: true, deletedAt: true }).extend({ author: z.string() });
export type PublicRecipeDetail = z.infer<typeof publicRecipeDetailSchema>;
export const publicRecipeListQuerySchema = recipeListQuerySchema.pick({ q: true, productType: true, limit: true, cursor: true });

export const revisionSummarySchema = z.object({
  number: z.number().int(),
  createdAt: z.string(),
  authorName: z.string(),
  note: z.string(),
  totalPercent: z.number(),
  valid: z.boolean(),
  lineCount: z.number().int(),
  /** this revision was made by restoring that one */
  restoredFrom: z.number().int().nullable(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;
export const revisionListSchema = z.object({ items: z.array(revisionSummarySchema) });

/** A revision as it was saved, with the lines resolved against today's catalogue. */
export const revisionDetailSchema = revisionSummarySchema.extend({
  name: z.string(),
  productType: z.enum(PRODUCT_TYPE_SLUGS),
  description: z.string(),
  functionIds: z.array(z.number().int()),
  visibility: z.enum(RECIPE_VISIBILITIES),
  lines: z.array(recipeLineSchema),
  costing: recipeCostingSchema,
  targetMarkets: z.array(marketSchema),
  forChildren: z.boolean(),
  childrenAge: z.number().int().nullable(),
});
export type RevisionDetail = z.infer<typeof revisionDetailSchema>;

export const visibilityBodySchema = z.object({ visibility: z.enum(RECIPE_VISIBILITIES, { error: 'errors.invalidValue' }) });
export const bulkVisibilitySchema = z.object({
  ids: z.array(z.string().uuid()).min(1, 'errors.required').max(500, 'errors.tooMany'),
  visibility: z.enum(RECIPE_VISIBILITIES, { error: 'errors.invalidValue' }),
});
/** What the bulk visibility change answers: how many recipes it changed. */
export const bulkVisibilityResultSchema = z.object({ updated: z.number().int() });
/** GET /api/admin/recipes/owners: the owners whose name, company or e-mail match. */
export const recipeOwnerListSchema = z.object({ items: z.array(recipeOwnerSchema) });
export const exportSelectionSchema = z.object({
  ids: z.array(z.string().uuid()).min(1, 'errors.required').max(5000, 'errors.tooMany'),
});

/* ---------------------------------------------- import ---------------------------------------------- */

/**
 * Columns of the recipe import/export (CSV and XLSX): one row per ingredient line; consecutive rows
 * with the same owner e-mail and recipe name form one recipe. Recipe-level columns are read from the
 * first row of a recipe. An empty owner e-mail means the importing staff member.
 */
export const RECIPE_CSV_COLUMNS = [
  'owner_email',
  'recipe_name',
  'product_type',
  'visibility',
  'description',
  'inci_name',
  'percent',
  'phase',
  'note',
] as const;

export const RECIPE_IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export const recipeImportRequestSchema = z.object({
  format: z.enum(RECIPE_IMPORT_FORMATS, { error: 'errors.invalidValue' }),
  /** CSV text, or the XLSX file as base64 */
  data: z.string().min(1, 'errors.required').max(8_000_000, 'errors.tooLong'),
  fileName: z.string().max(200).optional(),
});
export type RecipeImportRequest = z.infer<typeof recipeImportRequestSchema>;

export const recipeImportRowSchema = z.object({
  /** 1-based row in the file, header = 1 */
  row: z.number().int(),
  recipeName: z.string(),
  inciName: z.string(),
  percent: z.number().nullable(),
  /** column → error translation key (`errors.*`), with `params` for interpolation */
  errors: z.array(
    z.object({
      column: z.string(),
      code: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});
export const recipeImportRecipeSchema = z.object({
  name: z.string(),
  ownerEmail: z.string(),
  productType: z.string(),
  visibility: z.enum(RECIPE_VISIBILITIES),
  firstRow: z.number().int(),
  lineCount: z.number().int(),
  totalPercent: z.number(),
  valid: z.boolean(),
  /** a recipe with this name already exists for the owner: the import adds a new one beside it */
  duplicateName: z.boolean(),
});
export const recipeImportReportSchema = z.object({
  recipes: z.array(recipeImportRecipeSchema),
  rows: z.array(recipeImportRowSchema),
  errorCount: z.number().int(),
  valid: z.boolean(),
  committed: z.boolean(),
  /** ids of the recipes created by a commit */
  createdIds: z.array(z.string().uuid()),
});
export type RecipeImportReport = z.infer<typeof recipeImportReportSchema>;
