import { z } from 'zod';
import type { Requirement, Transition } from './machine.ts';

/** Money: an integer in the currency's minor unit (KRW has none, so won), never negative, at most ₩10 billion. */
export const MONEY_MAX = 10_000_000_000;
export const moneySchema = z
  .number({ message: 'errors.number' })
  .min(0, 'errors.tooSmall')
  .max(MONEY_MAX, 'errors.tooBig')
  .int('errors.integer');

/** An optimistic-lock version: what the screen saw; a stale one answers 409 CONFLICT. */
export const versionSchema = z.number().min(0).max(2_147_483_647).int('errors.integer');

/** One step of a record's timeline, as both sides see it. */
export const timelineEventSchema = z.object({
  id: z.number(),
  action: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  actor: z.enum(['customer', 'staff', 'system']),
  /** the staff member's or customer's name (customers see "staff" for staff members) */
  actorName: z.string().nullable(),
  /** the reason, carrier/tracking summary or note given with the step (never an internal note) */
  note: z.string(),
  /** staff's internal note (only staff ever receive these) */
  internal: z.boolean(),
  at: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/**
 * The body of every transition request: the action, the version the screen saw, and whatever the
 * action needs (see `Transition.needs`, checked by `missingRequirements`).
 */
export const transitionBodySchema = z
  .object({
    action: z.string().min(1, 'errors.required').max(40, 'errors.tooLong'),
    version: versionSchema,
    /** shown to both sides on the timeline */
    note: z.string().trim().max(1000, 'errors.tooLong').optional(),
    reason: z.string().trim().min(1, 'errors.required').max(500, 'errors.tooLong').optional(),
    fee: moneySchema.min(1, 'errors.tooSmall').optional(),
    carrier: z.string().trim().min(1, 'errors.required').max(80, 'errors.tooLong').optional(),
    trackingNumber: z.string().trim().min(1, 'errors.required').max(80, 'errors.tooLong').optional(),
    /** units of a part shipment (an order shipped in several) */
    quantity: z
      .number({ error: 'errors.number' })
      .min(1, 'errors.tooSmall')
      .max(10_000_000, 'errors.tooBig')
      .int('errors.integer')
      .optional(),
  })
  .strict();
export type TransitionBody = z.infer<typeof transitionBodySchema>;

const REQUIRED_FIELDS: Record<Exclude<Requirement, 'quoteLines'>, (keyof TransitionBody)[]> = {
  reason: ['reason'],
  fee: ['fee'],
  shipment: ['carrier', 'trackingNumber'],
  quantity: ['quantity'],
};

/** Field errors (`{ field: 'errors.required' }`) for what `transition` needs and `body` lacks; empty when complete. */
export function missingRequirements(
  transition: Pick<Transition, 'needs'>,
  body: Partial<TransitionBody>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const need of transition.needs ?? []) {
    if (need === 'quoteLines') continue; // quotes carry their own body (quotes.schema.ts)
    for (const field of REQUIRED_FIELDS[need]) {
      const v = body[field];
      if (v === undefined || v === '') out[field] = 'errors.required';
    }
  }
  return out;
}

/** Where a notification points: the kind of record and its id. */
export const SUBJECTS = ['sample', 'quote', 'order'] as const;
export type Subject = (typeof SUBJECTS)[number];

/**
 * Every record with a timeline and notifications: the pipeline's subjects (above, which the pipeline
 * screens iterate), the shop's purchases (PRODUCT.md §3.6), customers' inquiries and partnership
 * inquiries (§3.8), and recipes whose compliance verdict a rule change moved (§3.10; notifications only).
 */
export const RECORD_SUBJECTS = [...SUBJECTS, 'purchase', 'inquiry', 'partnership', 'recipe'] as const;
export type RecordSubject = (typeof RECORD_SUBJECTS)[number];
