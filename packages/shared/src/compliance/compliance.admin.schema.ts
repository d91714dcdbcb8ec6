/**
 * Compliance for staff (issue 15): the rule tables (list, create / edit / retire, history), the CSV
 * import and export of rules, the rule-change rechecks, the safety assessor's reports and the report of
 * recipes failing each market. A rule's fields are `complianceRuleInputSchema` (compliance.schema.ts).
 */
import { z } from 'zod';
import { digits } from '../numbers.ts';
import { cursorSchema } from '../pagination.ts';
import { MARKETS, RULE_KINDS, VERDICT_STATUSES } from './compliance.ts';
import { complianceRuleInputSchema, complianceRuleSchema, marketSchema, ruleWordingShape } from './compliance.schema.ts';

export const RULE_SORTS = ['substance', 'updated'] as const;
export type RuleSort = (typeof RULE_SORTS)[number];
export const RULE_STATES = ['active', 'retired', 'all'] as const;
export type RuleState = (typeof RULE_STATES)[number];

/** GET /api/admin/compliance/rules: search by INCI, CAS or reference; filters; keyset pages. */
export const adminRuleListQuerySchema = z
  .object({
    q: z.string().trim().max(200, 'errors.tooLong').optional(),
    market: marketSchema.optional(),
    kind: z.enum(RULE_KINDS, { error: 'errors.invalidValue' }).optional(),
    state: z.enum(RULE_STATES, { error: 'errors.invalidValue' }).default('active'),
    sort: z.enum(RULE_SORTS, { error: 'errors.invalidValue' }).default('substance'),
    /** issue 22: only rules not verified in the last 12 months (never verified, or verified over 365 days ago) */
    unverified: z.enum(['true', 'false'], { error: 'errors.invalidValue' }).optional(),
    limit: digits(
      z.number({ error: 'errors.number' }).int('errors.integer').min(1, 'errors.tooSmall').max(100, 'errors.tooBig'),
    ).default(25),
    cursor: cursorSchema,
  })
  .strict();
export type AdminRuleListQuery = z.input<typeof adminRuleListQuerySchema>;

export const adminRuleSchema = complianceRuleSchema.extend({
  retiredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** the staff member who made the current version (null: the seed, or a deleted account) */
  updatedBy: z.string().nullable(),
});
export type AdminRule = z.infer<typeof adminRuleSchema>;

export const adminRulePageSchema = z.object({
  items: z.array(adminRuleSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  /** active rules per market (first page only; null on later pages) */
  counts: z.record(z.string(), z.number().int()).nullable(),
  /** active rules not verified in the last 12 months, every market (first page only; null on later pages) */
  unverified: z.number().int().nullable(),
});
export type AdminRulePage = z.infer<typeof adminRulePageSchema>;

/** why a change was made (kept with its version) */
const noteSchema = z.string().trim().max(500, 'errors.tooLong').default('');
/** the version the editor started from: a change made meanwhile is a 409 REVISION_CONFLICT, never lost */
const versionSchema = z.number({ error: 'errors.number' }).int('errors.integer').min(1, 'errors.tooSmall');

export const ruleCreateSchema = complianceRuleInputSchema.safeExtend({ note: noteSchema });
export type RuleCreate = z.input<typeof ruleCreateSchema>;
export const ruleUpdateSchema = complianceRuleInputSchema.safeExtend({ note: noteSchema, version: versionSchema });
export type RuleUpdate = z.input<typeof ruleUpdateSchema>;
/** retire (no longer law) or restore a rule */
export const ruleStateChangeSchema = z.object({ note: noteSchema, version: versionSchema }).strict();

export const RULE_CHANGES = ['created', 'updated', 'retired', 'restored'] as const;
export type RuleChange = (typeof RULE_CHANGES)[number];

/** One version of a rule: the rule as it was, who changed it, when and why. */
export const ruleVersionSchema = z.object({
  version: z.number().int(),
  change: z.string(),
  note: z.string(),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
  snapshot: z.object({
    market: z.string(),
    inciName: z.string(),
    casNumbers: z.array(z.string()),
    kind: z.string(),
    maxPercent: z.number().nullable(),
    productTypes: z.array(z.string()),
    exceptProductTypes: z.array(z.string()),
    exposures: z.array(z.string()),
    ...ruleWordingShape,
    // issue 22 (absent from versions written before)
    positiveScope: z.boolean().optional(),
    expressedAs: z.string().nullable().optional(),
    notWith: z.array(z.string()).optional(),
    childrenUnder: z.number().nullable().optional(),
    sellOffUntil: z.string().nullable().optional(),
    verifiedOn: z.string().nullable().optional(),
    consolidatedVersion: z.string().optional(),
    form: z.string().optional(),
  }),
});
export type RuleVersion = z.infer<typeof ruleVersionSchema>;

/** The rule-change job's run for one version: queued with the change, done by the job. */
export const recheckSchema = z.object({
  version: z.number().int(),
  requestedAt: z.string(),
  doneAt: z.string().nullable(),
  recipesChecked: z.number().int().nullable(),
  recipesChanged: z.number().int().nullable(),
});

/** GET /api/admin/compliance/rules/:id — the rule, every version (newest first) and its rechecks. */
export const ruleDetailSchema = z.object({
  rule: adminRuleSchema,
  versions: z.array(ruleVersionSchema),
  rechecks: z.array(recheckSchema),
});
export type RuleDetail = z.infer<typeof ruleDetailSchema>;

/* ------------------------------------------------ CSV ------------------------------------------------ */

/** CSV columns of the rule import/export, in order; lists are separated by `|`. `id` empty = a new rule. */
export const RULE_CSV_COLUMNS = [
  'id',
  'market',
  'inci_name',
  'cas_numbers',
  'kind',
  'max_percent',
  'product_types',
  'except_product_types',
  'exposures',
  'conditions',
  'conditions_ko',
  'warning',
  'warning_en',
  'label_above',
  'reference',
  'source_url',
  'effective_from',
  'retired',
  // issue 22 (at the end, so files written before still import)
  'positive_scope',
  'expressed_as',
  'not_with',
  'children_under',
  'sell_off_until',
  'verified_on',
  'consolidated_version',
  'form',
] as const;

export const ruleImportRowSchema = z.object({
  row: z.number().int(),
  market: z.string(),
  inciName: z.string(),
  action: z.enum(['create', 'update', 'unchanged', 'error']),
  errors: z.record(z.string(), z.string()),
});
export const ruleImportReportSchema = z.object({
  rows: z.array(ruleImportRowSchema),
  valid: z.boolean(),
  creates: z.number().int(),
  updates: z.number().int(),
  unchanged: z.number().int(),
  errorCount: z.number().int(),
  committed: z.boolean(),
});
export type RuleImportReport = z.infer<typeof ruleImportReportSchema>;

/* ------------------------------------- failing recipes report ------------------------------------- */

export const failingReportQuerySchema = z
  .object({
    market: marketSchema.optional(),
    limit: digits(
      z.number({ error: 'errors.number' }).int('errors.integer').min(1, 'errors.tooSmall').max(100, 'errors.tooBig'),
    ).default(25),
    cursor: cursorSchema,
  })
  .strict();

export const failingRecipeSchema = z.object({
  id: z.string(),
  name: z.string(),
  productType: z.string(),
  ownerName: z.string(),
  ownerCompany: z.string(),
  failingMarkets: z.array(z.string()),
  targetMarkets: z.array(z.string()),
  updatedAt: z.string(),
});
export const failingReportSchema = z.object({
  /** recipes failing each market (every market listed, zeros included) */
  counts: z.array(z.object({ market: marketSchema, failing: z.number().int(), targeting: z.number().int() })),
  market: marketSchema.nullable(),
  items: z.array(failingRecipeSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type FailingReport = z.infer<typeof failingReportSchema>;

/* --------------------------------- customer side: changes and dossier --------------------------------- */

/** A rule change that touched a recipe, as its owner sees it. */
export const recipeRuleChangeSchema = z.object({
  ruleId: z.string(),
  version: z.number().int(),
  market: z.string(),
  inciName: z.string(),
  change: z.string(),
  changedAt: z.string(),
  reference: z.string(),
});
export const assessorReportSchema = z.object({
  id: z.string(),
  market: marketSchema,
  fileId: z.string(),
  name: z.string(),
  size: z.number(),
  url: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type AssessorReport = z.infer<typeof assessorReportSchema>;

/** GET /api/recipes/:id/compliance/file — what the Markets section shows beside the live verdict. */
export const recipeComplianceFileSchema = z.object({
  recipeId: z.string(),
  /**
   * a dossier is made for a complete formula (total 100 % ± 0.001): one that fails a market gets its
   * file too, which says so (decision 0018: "usable" now also means no market fails)
   */
  complete: z.boolean(),
  /** the last rule-change check of the recipe (null: none since it was created) */
  recheck: z
    .object({
      checkedAt: z.string(),
      revision: z.number().int(),
      changed: z.boolean(),
      before: z.record(z.string(), z.enum(VERDICT_STATUSES)),
      after: z.record(z.string(), z.enum(VERDICT_STATUSES)),
      changes: z.array(recipeRuleChangeSchema),
    })
    .nullable(),
  reports: z.array(assessorReportSchema),
});
export type RecipeComplianceFile = z.infer<typeof recipeComplianceFileSchema>;

export const dossierParamsSchema = z.object({ id: z.string().uuid(), market: marketSchema });
export const dossierQuerySchema = z.object({ lang: z.enum(['ko', 'en']).optional() }).strict();

/** POST /api/admin/recipes/:id/compliance/reports — staff attach an uploaded PDF to a recipe and market. */
export const assessorReportInputSchema = z
  .object({
    market: marketSchema,
    fileId: z.string({ error: 'errors.required' }).uuid('errors.required'),
    note: z.string().trim().max(500, 'errors.tooLong').default(''),
  })
  .strict();

export { MARKETS };
