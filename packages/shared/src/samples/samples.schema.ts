/**
 * Sample requests (PRODUCT.md §3.4): what travels between the API and the web app. The states and
 * who may move them live in `samples.states.ts`.
 */
import { z } from 'zod';
import { requiredText } from '../text.ts';
import { addressFieldsShape, KOREAN_POSTAL_CODE } from '../shop/address-fields.ts';
import { countedPageOf, searchSchema, staffCustomerSchema, stateCountsSchema, stateListQuerySchema } from '../pagination.ts';
import { PHASES } from '../recipes/recipes.schema.ts';
import { PRODUCT_TYPE_SLUGS } from '../recipes/formulation.ts';
import { storedVerdictSchema } from '../compliance/compliance.schema.ts';
import { timelineEventSchema } from '../workflow/workflow.schema.ts';
import { SAMPLE_ACTIONS, SAMPLE_STATES } from './samples.states.ts';
import { formatRef, parseRef } from '../refs.ts';

/** Units of one sample request. */
export const SAMPLE_QUANTITY_MIN = 1;
export const SAMPLE_QUANTITY_MAX = 1000;
export const SAMPLE_NOTE_MAX = 1000;

/** "S-000042": the reference customers and staff quote to each other. */
export function sampleRef(number: number): string {
  return formatRef('S', number);
}

/** The number in a reference typed by staff ("S-42", "s000042", "42"), or null when it is not one. */
export function parseSampleRef(text: string): number | null {
  return parseRef('S', text);
}

/** A delivery in Korea (samples and the shop deliver domestically): the address book's fields without a country. */
export const shippingAddressSchema = z
  .object({
    recipient: addressFieldsShape.recipient,
    phone: addressFieldsShape.phone,
    postalCode: requiredText(10).regex(KOREAN_POSTAL_CODE, 'errors.postalCode'),
    address: addressFieldsShape.address,
    detail: addressFieldsShape.detail,
  })
  .strict();
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

/** POST /api/sample-requests */
export const sampleCreateSchema = z
  .object({
    recipeId: z.string({ error: 'errors.required' }).uuid('errors.required'),
    quantity: z
      .number({ error: 'errors.number' })
      .min(SAMPLE_QUANTITY_MIN, 'errors.tooSmall')
      .max(SAMPLE_QUANTITY_MAX, 'errors.tooBig')
      .int('errors.integer'),
    /** a packaging item of the sub-material catalogue; optional */
    packagingId: z.string().uuid('errors.invalidValue').nullable().default(null),
    shipping: shippingAddressSchema,
    note: z.string().trim().max(SAMPLE_NOTE_MAX, 'errors.tooLong').default(''),
  })
  .strict();
export type SampleCreateInput = z.input<typeof sampleCreateSchema>;
export type SampleCreate = z.infer<typeof sampleCreateSchema>;

export const sampleStateSchema = z.enum(SAMPLE_STATES);
export const sampleActionSchema = z.enum(SAMPLE_ACTIONS);

export const sampleListQuerySchema = stateListQuerySchema(sampleStateSchema);
export type SampleListQuery = z.infer<typeof sampleListQuerySchema>;

export const adminSampleListQuerySchema = sampleListQuerySchema
  .extend({
    /** a reference (S-000042 / 42), or part of the customer's name, company or e-mail, or of the recipe's name */
    q: searchSchema,
  })
  .strict();
export type AdminSampleListQuery = z.infer<typeof adminSampleListQuerySchema>;

export const sampleSummarySchema = z.object({
  id: z.string().uuid(),
  ref: z.string(),
  number: z.number().int(),
  state: sampleStateSchema,
  recipeName: z.string(),
  recipeRevision: z.number().int(),
  quantity: z.number().int(),
  /** the packaging chosen, named as the catalogue names it now (or as it was named, once deleted) */
  packaging: z.object({ id: z.string().uuid().nullable(), nameKo: z.string(), nameEn: z.string() }).nullable(),
  /** integer KRW, set by staff with request_payment; null until then (or when approved free) */
  fee: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** staff lists only */
  customer: staffCustomerSchema.nullable(),
});
export type SampleSummary = z.infer<typeof sampleSummarySchema>;

/** counts: how many requests are in each state (the list's tabs), for the list's filters other than state. */
export const samplePageSchema = countedPageOf(sampleSummarySchema, stateCountsSchema(SAMPLE_STATES));
export type SamplePage = z.infer<typeof samplePageSchema>;

/** One line of the pinned recipe revision. */
export const sampleRecipeLineSchema = z.object({
  inciName: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  percent: z.number(),
  phase: z.enum(PHASES).nullable(),
});

/** The recipe revision the request was made from, as it was then. */
export const samplePinnedRecipeSchema = z.object({
  /** the recipe itself, while it still exists (and, for a customer, is not deleted): a link to it */
  id: z.string().uuid().nullable(),
  name: z.string(),
  revision: z.number().int(),
  productType: z.enum(PRODUCT_TYPE_SLUGS),
  totalPercent: z.number(),
  lines: z.array(sampleRecipeLineSchema),
});
export type SamplePinnedRecipe = z.infer<typeof samplePinnedRecipeSchema>;

export const sampleShippingSchema = z.object({
  recipient: z.string(),
  phone: z.string(),
  postalCode: z.string(),
  address: z.string(),
  detail: z.string(),
});

export const sampleDetailSchema = sampleSummarySchema.extend({
  /** the optimistic lock: send it back with a transition */
  version: z.number().int(),
  shipping: sampleShippingSchema,
  note: z.string(),
  paidAt: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  rejectReason: z.string().nullable(),
  recipe: samplePinnedRecipeSchema,
  /** the pinned revision's compliance verdict as recorded when the sample was requested (recorded, not enforced) */
  compliance: storedVerdictSchema.nullable(),
  timeline: z.array(timelineEventSchema),
  /** what the viewer (customer or staff) may do now, in the machine's order */
  actions: z.array(sampleActionSchema),
});
export type SampleDetail = z.infer<typeof sampleDetailSchema>;

/** POST /api/admin/sample-requests/:id/notes — staff's internal note, never shown to the customer. */
export const sampleNoteBodySchema = z
  .object({ note: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(1000, 'errors.tooLong') })
  .strict();
