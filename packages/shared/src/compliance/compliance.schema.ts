/**
 * Compliance per export market (issue 15): what travels over the wire — the rule set the editor reads,
 * a rule as staff will edit it, and the verdict the server stores with a revision, a sample request and
 * an accepted quote. The verdict logic itself is in compliance.ts.
 */
import { z } from 'zod';
import { digits } from '../numbers.ts';
import { PRODUCT_TYPE_SLUGS } from '../recipes/formulation.ts';
import { EXPOSURES, PRODUCT_RULE, REASON_CODES, RULE_FORMS, RULE_KINDS, VERDICT_STATUSES } from './compliance.ts';
import { marketSchema } from './markets.ts';
import { isFamilyKey } from './families.ts';
import { calendarDay } from '../dates.ts';

export { marketSchema, targetMarketsSchema } from './markets.ts';

const CAS_RE = /^\d{2,7}-\d{2}-\d$/;
/** A CAS registry number whose check digit is right (e.g. 122-99-6). */
export const casNumberSchema = z
  .string()
  .trim()
  .regex(CAS_RE, 'errors.cas')
  .refine((cas) => {
    const digits = cas.replace(/-/g, '');
    const check = Number(digits.at(-1));
    let sum = 0;
    for (let i = digits.length - 2, w = 1; i >= 0; i--, w++) sum += Number(digits[i]) * w;
    return sum % 10 === check;
  }, 'errors.cas');

const percent = z
  .number({ error: 'errors.number' })
  .min(0, 'errors.tooSmall')
  .max(100, 'errors.tooBig')
  .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, 'errors.fourDecimals');
const text = (max: number) => z.string().trim().max(max, 'errors.tooLong');
const dateOnly = calendarDay('errors.invalidDate');

/** A substance named by CAS number (check digit right) or, when it is not shaped like one, by INCI name. */
const substanceRefSchema = z
  .string({ error: 'errors.required' })
  .trim()
  .min(1, 'errors.required')
  .max(200, 'errors.tooLong')
  .refine((v) => !CAS_RE.test(v) || casNumberSchema.safeParse(v).success, 'errors.cas')
  .refine((v) => !/^[\d\s-]+$/.test(v) || CAS_RE.test(v), 'errors.cas');

/**
 * A rule as staff write it (the admin screens and the CSV import build on this). A `restricted` rule
 * without a cap carries obligations only (scope, label warning). Every change makes
 * a new version; `compliance_rule_versions` keeps each one with this shape as its snapshot.
 */
export const complianceRuleInputSchema = z
  .object({
    market: marketSchema,
    inciName: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(200, 'errors.tooLong'),
    casNumbers: z.array(casNumberSchema).max(20, 'errors.tooMany').default([]),
    kind: z.enum(RULE_KINDS, { error: 'errors.invalidValue' }),
    maxPercent: percent.nullable().default(null),
    productTypes: z.array(z.enum(PRODUCT_TYPE_SLUGS, { error: 'errors.unknownProductType' })).default([]),
    exceptProductTypes: z.array(z.enum(PRODUCT_TYPE_SLUGS, { error: 'errors.unknownProductType' })).default([]),
    exposures: z
      .array(z.enum(EXPOSURES, { error: 'errors.invalidValue' }))
      .max(EXPOSURES.length)
      .default([]),
    conditions: text(2000).default(''),
    conditionsKo: text(2000).default(''),
    warning: text(1000).default(''),
    warningEn: text(1000).default(''),
    labelAbove: percent.nullable().default(null),
    reference: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(300, 'errors.tooLong'),
    sourceUrl: z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'errors.invalidFormat' }).max(500)]).default(''),
    effectiveFrom: dateOnly,
    /** the rule's product types / exposures are the only uses the substance is allowed in (issue 22) */
    positiveScope: z.boolean({ error: 'errors.invalidValue' }).default(false),
    /** a SUBSTANCE_FAMILIES key: the cap is expressed as the family's parent */
    expressedAs: z
      .string({ error: 'errors.invalidValue' })
      .trim()
      .refine(isFamilyKey, 'errors.invalidValue')
      .nullable()
      .default(null),
    notWith: z.array(substanceRefSchema).max(20, 'errors.tooMany').default([]),
    childrenUnder: z
      .number({ error: 'errors.number' })
      .int('errors.integer')
      .min(1, 'errors.tooSmall')
      .max(18, 'errors.tooBig')
      .nullable()
      .default(null),
    sellOffUntil: dateOnly.nullable().default(null),
    verifiedOn: dateOnly.nullable().default(null),
    consolidatedVersion: text(200).default(''),
    /** the form of the substance the rule is about: an annex entry "… (nano)" is `nano` (issue 22) */
    form: z.enum(RULE_FORMS, { error: 'errors.invalidValue' }).default('any'),
  })
  .superRefine((r, ctx) => {
    // a cap only means something for a restriction or conditions of use
    if (r.maxPercent !== null && (r.kind === 'prohibited' || r.kind === 'allergen'))
      ctx.addIssue({ code: 'custom', path: ['maxPercent'], message: 'errors.invalidValue' });
    // shelves are cleared after products stop being placed on the market, never before
    if (r.sellOffUntil !== null && dateOnly.safeParse(r.sellOffUntil).success && r.sellOffUntil < r.effectiveFrom)
      ctx.addIssue({ code: 'custom', path: ['sellOffUntil'], message: 'errors.invalidDate' });
    // a positive scope names the uses it allows
    if (r.positiveScope && !r.productTypes.length && !r.exposures.length)
      ctx.addIssue({ code: 'custom', path: ['positiveScope'], message: 'errors.invalidValue' });
    // a product rule ("*": every formula of its scope) is a label warning of the product, nothing else
    if (r.inciName === PRODUCT_RULE) {
      if (r.casNumbers.length) ctx.addIssue({ code: 'custom', path: ['casNumbers'], message: 'errors.invalidValue' });
      if (r.kind === 'prohibited' || r.kind === 'allergen')
        ctx.addIssue({ code: 'custom', path: ['kind'], message: 'errors.invalidValue' });
      if (r.maxPercent !== null) ctx.addIssue({ code: 'custom', path: ['maxPercent'], message: 'errors.invalidValue' });
      if (!r.warning && !r.warningEn) ctx.addIssue({ code: 'custom', path: ['warning'], message: 'errors.required' });
      if (r.positiveScope || r.expressedAs || r.notWith.length || r.form !== 'any')
        ctx.addIssue({ code: 'custom', path: ['inciName'], message: 'errors.invalidValue' });
    }
  });
export type ComplianceRuleInput = z.input<typeof complianceRuleInputSchema>;
export type ComplianceRuleData = z.infer<typeof complianceRuleInputSchema>;

/** A rule's wording, label threshold and source, as every answer that shows a rule types them. */
export const ruleWordingShape = {
  conditions: z.string(),
  conditionsKo: z.string(),
  warning: z.string(),
  warningEn: z.string(),
  labelAbove: z.number().nullable(),
  reference: z.string(),
  sourceUrl: z.string(),
  effectiveFrom: z.string(),
};

/** A rule as the editor reads it (the current version; what `complianceVerdict` wants, plus its source). */
export const complianceRuleSchema = z.object({
  id: z.string().uuid(),
  version: z.number().int(),
  market: marketSchema,
  inciName: z.string(),
  casNumbers: z.array(z.string()),
  kind: z.enum(RULE_KINDS),
  maxPercent: z.number().nullable(),
  productTypes: z.array(z.string()),
  exceptProductTypes: z.array(z.string()),
  exposures: z.array(z.enum(EXPOSURES)),
  ...ruleWordingShape,
  positiveScope: z.boolean().default(false),
  expressedAs: z.string().nullable().default(null),
  notWith: z.array(z.string()).default([]),
  childrenUnder: z.number().int().nullable().default(null),
  sellOffUntil: z.string().nullable().default(null),
  verifiedOn: z.string().nullable().default(null),
  consolidatedVersion: z.string().default(''),
  form: z.enum(RULE_FORMS).default('any'),
});

export const marketInfoSchema = z.object({
  code: marketSchema,
  nameKo: z.string(),
  nameEn: z.string(),
  language: z.string(),
  authority: z.string(),
  framework: z.string(),
  allergenLeaveOn: z.number().nullable(),
  allergenRinseOff: z.number().nullable(),
  allergenReference: z.string(),
});

/** GET /api/compliance/rules: every market and the current version of every rule in force or announced. */
export const ruleSetSchema = z.object({
  /** changes whenever a rule or a market changes (the ETag) */
  version: z.string(),
  markets: z.array(marketInfoSchema),
  rules: z.array(complianceRuleSchema),
  /** issue 22: what each catalogue mixture is made of, by ingredient id (the verdict judges substances) */
  compositions: z
    .record(
      z.string(),
      z.array(
        z.object({
          inciName: z.string(),
          casNumber: z.string().nullable(),
          percent: z.number(),
          maxPercent: z.number().nullable(),
        }),
      ),
    )
    .default({}),
  /**
   * The catalogue's Korean and Chinese names of the compositions' constituents that are catalogue
   * ingredients too, by lower-cased INCI name: a label names an allergen from a fragrance in the
   * market's language (리날룰, not Linalool)
   */
  substanceNames: z.record(z.string(), z.object({ nameKo: z.string().nullable(), nameZh: z.string().nullable() })).default({}),
});
export type RuleSetResponse = z.infer<typeof ruleSetSchema>;

/* -------------------------------------------- stored verdicts -------------------------------------------- */

const sourceSchema = z.object({
  lineIndex: z.number().int(),
  ingredientId: z.string(),
  viaConstituent: z.string().nullable(),
  percent: z.number(),
});
// sources / convertedPercent / sellOffUntil are optional: verdicts stored before issue 22 have none
const findingSchema = z.object({
  code: z.enum(REASON_CODES),
  severity: z.enum(['fail', 'warning']),
  ruleId: z.string(),
  ruleVersion: z.number().int(),
  kind: z.enum(RULE_KINDS),
  inciName: z.string(),
  ingredientIds: z.array(z.string()),
  lineIndexes: z.array(z.number().int()),
  percent: z.number(),
  convertedPercent: z.number().nullable().optional(),
  sources: z.array(sourceSchema).optional(),
  limit: z.number().nullable(),
  conditions: z.string(),
  conditionsKo: z.string(),
  reference: z.string(),
  effectiveFrom: z.string(),
  sellOffUntil: z.string().nullable().optional(),
  conflictsWith: z.array(z.string()).optional(),
  allowedIn: z
    .array(
      z.object({
        productTypes: z.array(z.string()),
        exposures: z.array(z.enum(EXPOSURES)),
        childrenUnder: z.number().int().nullable(),
      }),
    )
    .optional(),
});
const marketVerdictSchema = z.object({
  market: marketSchema,
  status: z.enum(VERDICT_STATUSES),
  findings: z.array(findingSchema),
  labelWarnings: z.array(
    z.object({
      ruleId: z.string(),
      ruleVersion: z.number().int(),
      inciName: z.string(),
      text: z.string(),
      textEn: z.string(),
      reference: z.string(),
    }),
  ),
  allergens: z.array(
    z.object({
      ingredientId: z.string(),
      inciName: z.string(),
      percent: z.number(),
      lineIndexes: z.array(z.number().int()),
      ruleId: z.string(),
      reference: z.string(),
      convertedPercent: z.number().nullable().optional(),
      sources: z.array(sourceSchema).optional(),
    }),
  ),
  allergenThreshold: z.number().nullable(),
  // issue 22: absent from verdicts stored before
  duties: z
    .array(
      z.object({
        code: z.literal('NANO_NOTIFICATION'),
        ingredientIds: z.array(z.string()),
        lineIndexes: z.array(z.number().int()),
        inciNames: z.array(z.string()),
        reference: z.string(),
        sourceUrl: z.string(),
        verified: z.boolean(),
      }),
    )
    .optional(),
});

/** A verdict as stored (jsonb) with a revision, a sample request or an accepted quote. */
export const storedVerdictSchema = z.object({
  /** when it was computed, and against which rule set version */
  checkedAt: z.string(),
  rulesVersion: z.string(),
  markets: z.array(marketSchema),
  forChildren: z.boolean(),
  childrenAge: z.number().int().nullable().optional(),
  exposures: z.array(z.enum(EXPOSURES)),
  status: z.enum(VERDICT_STATUSES),
  verdicts: z.array(marketVerdictSchema),
});
export type StoredVerdict = z.infer<typeof storedVerdictSchema>;

/** GET /api/recipes/:id/compliance — the verdict stored with a revision of the caller's own recipe. */
export const recipeComplianceQuerySchema = z.object({
  revision: digits(
    z.number({ error: 'errors.number' }).int('errors.integer').min(1, 'errors.tooSmall').max(1_000_000, 'errors.tooBig'),
  ).optional(),
});
export const recipeComplianceSchema = z.object({
  recipeId: z.string().uuid(),
  revision: z.number().int(),
  /** null: the revision was saved before verdicts were stored */
  verdict: storedVerdictSchema.nullable(),
});
export type RecipeCompliance = z.infer<typeof recipeComplianceSchema>;
