/**
 * Quotes (PRODUCT.md §3.5): what travels between the API and the web app. The states and who may move
 * them live in `quotes.states.ts`.
 *
 * Dates: a quote's wished delivery date and validity are calendar days in the company's time zone
 * (Asia/Seoul), on the server (`businessToday()`, and the SQL `(now() at time zone 'Asia/Seoul')::date`)
 * as in the browser, so "valid until 3 March" means the whole of 3 March in Korea wherever the viewer is.
 *
 * Minimum order quantity (decision 0012). A request's quantity is checked against every MOQ involved:
 * - the packaging item's `moq` (units) is the minimum: a smaller quantity is refused;
 * - each ingredient's `moq_kg` is the supplier's minimum purchase. The kilograms the quantity needs
 *   (quantity × fill (ml) × density (g/ml) ÷ 1000 × percent ÷ 100) are compared with it, and the raw
 *   materials the order would not use up are listed with the quantity that would: the customer sees
 *   them, and staff may price what is left over. They do not raise the minimum: a trace ingredient
 *   (0.05 % EDTA bought by the 25 kg bag) would otherwise ask for a million units of a serum.
 * The fill is the recipe's own fill volume (its costing settings) when set, else the packaging item's
 * capacity. When neither is known the raw-material list cannot be computed: the answer says
 * `fillKnown: false`, and the screen tells the customer that staff check the raw-material minimums when
 * they price the quote.
 */
import { z } from 'zod';
import { countedPageOf, searchSchema, staffCustomerSchema, stateCountsSchema, stateListQuerySchema } from '../pagination.ts';
import { addressNumberSchema } from '../ids.ts';
import { PRODUCT_TYPE_SLUGS } from '../recipes/formulation.ts';
import { PHASES } from '../recipes/recipes.schema.ts';
import { MONEY_MAX, moneySchema, timelineEventSchema, versionSchema } from '../workflow/workflow.schema.ts';
import { QUOTE_ACTIONS, QUOTE_STATES } from './quotes.states.ts';
import { storedVerdictSchema } from '../compliance/compliance.schema.ts';
import { incotermSchema } from '../orders/delivery.ts';
import { taxTreatmentSchema } from '../orders/tax.ts';
import { shipToSchema } from '../shop/address-fields.ts';
import { formatRef, parseRef } from '../refs.ts';

export const QUOTE_LINE_KINDS = ['formulation', 'filling', 'packaging', 'other'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];
export const QUOTE_LINES_MIN = 1;
export const QUOTE_LINES_MAX = 20;
export const QUOTE_QUANTITY_MAX = 10_000_000;
export const QUOTE_NOTE_MAX = 2000;
export const QUOTE_LEAD_TIME_MAX = 365;
/** a wished delivery date at most this many days ahead (two years) */
export const WISHED_DATE_MAX_DAYS = 731;
/** a validity date at most this many days ahead (one year) */
export const VALID_UNTIL_MAX_DAYS = 366;
/** The company's time zone: dates of quotes are days there. */
export const BUSINESS_TIME_ZONE = 'Asia/Seoul';

/** "Q-000042": the reference customers and staff quote to each other. */
export function quoteRef(number: number): string {
  return formatRef('Q', number);
}

/** The number in a reference typed by staff ("Q-42", "q000042", "42"), or null when it is not one. */
export function parseQuoteRef(text: string): number | null {
  return parseRef('Q', text);
}

/** Today's date (YYYY-MM-DD) in the company's time zone. */
export function businessToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/**
 * A calendar day after today and at most `maxDays` ahead (both judged when the value is checked, so
 * the browser's form and the server agree on the same day).
 */
export function futureDateSchema(maxDays: number) {
  return z
    .string({ error: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .refine(isRealDate, 'errors.invalidDate')
    .refine((s) => !isRealDate(s) || s > businessToday(), 'errors.dateNotFuture')
    .refine((s) => !isRealDate(s) || s <= addDays(businessToday(), maxDays), 'errors.dateTooFar');
}

/** POST /api/quotes — a customer's request. */
export const quoteRequestSchema = z
  .object({
    recipeId: z.string({ error: 'errors.required' }).uuid('errors.required'),
    /** the container (a sub-material) the product is filled into: a quote is for a finished product */
    packagingId: z.string({ error: 'errors.required' }).uuid('errors.required'),
    /** units; at least the minimum order quantity (see above), checked on the server */
    quantity: z
      .number({ error: 'errors.number' })
      .min(1, 'errors.tooSmall')
      .max(QUOTE_QUANTITY_MAX, 'errors.tooBig')
      .int('errors.integer'),
    wishedDate: futureDateSchema(WISHED_DATE_MAX_DAYS),
    /** where the goods go: one of the customer's saved addresses (copied into the quote) */
    shipToAddressId: z.string({ error: 'errors.required' }).uuid('errors.required'),
    /** the Incoterms® rule: required when the address is abroad (checked on the server, which knows the address) */
    incoterm: incotermSchema.nullable().default(null),
    note: z.string().trim().max(QUOTE_NOTE_MAX, 'errors.tooLong').default(''),
  })
  .strict();
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** GET /api/quotes/minimum — the MOQ of a recipe + packaging pair, shown and checked by the request form. */
export const quoteMinimumQuerySchema = z
  .object({ recipeId: z.string().uuid('errors.required'), packagingId: z.string().uuid('errors.required') })
  .strict();

export const quoteMinimumSchema = z.object({
  /** the smallest acceptable quantity (units) */
  minQuantity: z.number().int(),
  packagingMoq: z.number().int(),
  /** the fill used for the ingredient minimums, ml; null when unknown (only the packaging MOQ applies) */
  fillMl: z.number().nullable(),
  fillSource: z.enum(['recipe', 'packaging']).nullable(),
  fillKnown: z.boolean(),
  /**
   * raw materials bought at their supplier minimum (`moqKg`) that an order of `minQuantity` would not
   * use up, the largest shortfall first (at most 5), each with the quantity that would (`usedUpAt`):
   * below it, staff may price what is left over. Empty when the fill is unknown.
   */
  rawMaterials: z.array(z.object({ inciName: z.string(), moqKg: z.number(), usedUpAt: z.number().int() })),
});
export type QuoteMinimum = z.infer<typeof quoteMinimumSchema>;

/** One line of staff's answer. */
export const quoteLineSchema = z
  .object({
    kind: z.enum(QUOTE_LINE_KINDS, { error: 'errors.invalidValue' }),
    label: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(120, 'errors.tooLong'),
    /** integer KRW */
    amount: moneySchema,
  })
  .strict();
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** The sum of the lines; the server computes it (and the unit price), the client never sends it. */
export function quoteTotal(lines: readonly { amount: number }[]): number {
  return lines.reduce((s, l) => s + (Number.isFinite(l.amount) ? l.amount : 0), 0);
}

const amountsValid = (ls: readonly { amount: unknown }[]) =>
  ls.every((l) => typeof l.amount === 'number' && Number.isInteger(l.amount) && l.amount >= 0 && l.amount <= MONEY_MAX);

/** The unit price of a total over a quantity, rounded to the won. */
export function unitPriceOf(total: number, quantity: number): number {
  return quantity > 0 ? Math.round(total / quantity) : 0;
}

/** POST /api/admin/quotes/:id/answer — staff answer or revise (the machine's action 'quote'). */
export const quoteAnswerSchema = z
  .object({
    version: versionSchema,
    lines: z
      .array(quoteLineSchema)
      .min(QUOTE_LINES_MIN, 'errors.quoteLinesMin')
      .max(QUOTE_LINES_MAX, 'errors.quoteLinesMax')
      // judged only once every amount is valid (a bad amount has its own error)
      .refine((ls) => !amountsValid(ls) || quoteTotal(ls) >= 1, 'errors.quoteTotalZero')
      .refine((ls) => !amountsValid(ls) || quoteTotal(ls) <= MONEY_MAX, 'errors.tooBig'),
    leadTimeDays: z
      .number({ error: 'errors.number' })
      .min(1, 'errors.tooSmall')
      .max(QUOTE_LEAD_TIME_MAX, 'errors.tooBig')
      .int('errors.integer'),
    validUntil: futureDateSchema(VALID_UNTIL_MAX_DAYS),
    note: z.string().trim().max(1000, 'errors.tooLong').default(''),
  })
  .strict();
export type QuoteAnswerInput = z.input<typeof quoteAnswerSchema>;
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;

/** POST /api/admin/quotes/:id/notes, /api/admin/orders/:id/notes — staff's internal note. */
export const internalNoteBodySchema = z
  .object({ note: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(1000, 'errors.tooLong') })
  .strict();

export const quoteStateSchema = z.enum(QUOTE_STATES);
export const quoteActionSchema = z.enum(QUOTE_ACTIONS);

export const quoteListQuerySchema = stateListQuerySchema(quoteStateSchema);
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;

export const adminQuoteListQuerySchema = quoteListQuerySchema
  .extend({
    /** a reference (Q-000042 / 42), or part of the customer's name, company or e-mail, or of the recipe's name */
    q: searchSchema,
  })
  .strict();
export type AdminQuoteListQuery = z.infer<typeof adminQuoteListQuerySchema>;

export const quotePackagingSchema = z.object({
  id: z.string().uuid().nullable(),
  code: z.string().nullable(),
  nameKo: z.string(),
  nameEn: z.string(),
  capacityMl: z.number().nullable(),
});

export const quoteSummarySchema = z.object({
  id: z.string().uuid(),
  ref: z.string(),
  number: z.number().int(),
  state: quoteStateSchema,
  /** quoted, but the validity date has passed (the expiry job may not have run yet): no longer acceptable */
  overdue: z.boolean(),
  recipeName: z.string(),
  recipeRevision: z.number().int(),
  /** the packaging chosen, named as the catalogue names it now (or as it was named, once deleted) */
  packaging: quotePackagingSchema.nullable(),
  quantity: z.number().int(),
  wishedDate: z.string().nullable(),
  /** the current revision's figures; null until staff answer */
  revision: z.number().int(),
  unitPrice: z.number().int().nullable(),
  /** the supply amount: the lines' sum, VAT excluded */
  total: z.number().int().nullable(),
  /** the VAT on it (orders/tax.ts) and what the customer pays (total + vat); null until staff answer */
  vat: z.number().int().nullable(),
  amountDue: z.number().int().nullable(),
  /** standard (delivered in Korea) or zero-rated (exported); null on a quote priced before VAT was itemised */
  taxTreatment: taxTreatmentSchema.nullable(),
  leadTimeDays: z.number().int().nullable(),
  validUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** staff lists only */
  customer: staffCustomerSchema.nullable(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const quotePageSchema = countedPageOf(quoteSummarySchema, stateCountsSchema(QUOTE_STATES));
export type QuotePage = z.infer<typeof quotePageSchema>;

/** One answer of staff, as kept. */
export const quoteRevisionSchema = z.object({
  number: z.number().int(),
  lines: z.array(z.object({ kind: z.enum(QUOTE_LINE_KINDS), label: z.string(), amount: z.number().int() })),
  unitPrice: z.number().int(),
  /** the supply amount */
  total: z.number().int(),
  vat: z.number().int(),
  amountDue: z.number().int(),
  leadTimeDays: z.number().int(),
  validUntil: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type QuoteRevision = z.infer<typeof quoteRevisionSchema>;

/** The recipe revision the quote was requested for, as it was then. */
export const quotePinnedRecipeSchema = z.object({
  /** the recipe itself, while it still exists (and, for a customer, is not deleted): a link to it */
  id: z.string().uuid().nullable(),
  name: z.string(),
  revision: z.number().int(),
  productType: z.enum(PRODUCT_TYPE_SLUGS),
  totalPercent: z.number(),
  fillMl: z.number().nullable(),
  lines: z.array(
    z.object({
      inciName: z.string(),
      nameKo: z.string(),
      nameEn: z.string(),
      percent: z.number(),
      phase: z.enum(PHASES).nullable(),
    }),
  ),
});

export const quoteDetailSchema = quoteSummarySchema.extend({
  /** the optimistic lock: send it back with a transition */
  version: z.number().int(),
  note: z.string(),
  declineReason: z.string().nullable(),
  /** where the goods go (null on a quote requested before ship-to was asked) */
  shipTo: shipToSchema.nullable(),
  incoterm: incotermSchema.nullable(),
  recipe: quotePinnedRecipeSchema,
  /** every answer, newest first (the current one is `revisions[0]`) */
  revisions: z.array(quoteRevisionSchema),
  /** the production order made by accepting it */
  order: z.object({ id: z.string().uuid(), ref: z.string(), state: z.string() }).nullable(),
  /** the pinned revision's compliance verdict as recorded when the quote was accepted (recorded, not enforced) */
  acceptCompliance: storedVerdictSchema.nullable(),
  timeline: z.array(timelineEventSchema),
  /** what the viewer may do now, in the machine's order (an overdue quote cannot be accepted) */
  actions: z.array(quoteActionSchema),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

export const quoteRevisionParamsSchema = z.object({
  id: z.string().uuid(),
  number: addressNumberSchema(),
});
