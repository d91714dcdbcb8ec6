/**
 * Read-only views across the pipeline (sample requests, quotes, production orders): one recipe's
 * records, a customer's open work, and the work waiting for staff. Which states count as open,
 * awaiting the customer or waiting for staff is derived from the machines, not listed by hand.
 */
import { z } from 'zod';
import type { Machine } from '../workflow/machine.ts';
import type { Subject } from '../workflow/workflow.schema.ts';
import { sampleMachine } from '../samples/samples.states.ts';
import { quoteMachine } from '../quotes/quotes.states.ts';
import { orderMachine } from '../orders/orders.states.ts';
import { formatRef } from '../refs.ts';

export const PIPELINE_MACHINES: Record<Subject, Machine> = {
  sample: sampleMachine,
  quote: quoteMachine,
  order: orderMachine,
};

/** The plural name of each subject's area (response keys, e-mail preferences). */
export const AREA_OF = { sample: 'samples', quote: 'quotes', order: 'orders' } as const satisfies Record<Subject, string>;
export type Area = (typeof AREA_OF)[Subject];

const PREFIX: Record<Subject, string> = { sample: 'S', quote: 'Q', order: 'O' };

/** "S-000042", "Q-000042", "O-000042": the reference customers and staff quote to each other. */
export function recordRef(subject: Subject, number: number): string {
  return formatRef(PREFIX[subject], number);
}

/** States a record is still open in (no final state). */
export function openStates(subject: Subject): string[] {
  const m = PIPELINE_MACHINES[subject];
  return m.states.filter((s) => !m.final.includes(s));
}

/**
 * States in which the next step is the customer's: paying a sample's fee or an order, accepting or
 * rejecting a quote. In each of them the customer has an action (checked by the tests against the
 * machines); staff's own actions there (recording an offline payment, revising) wait on the customer too.
 */
export const AWAITING_CUSTOMER: Record<Subject, readonly string[]> = {
  sample: ['awaiting_payment'],
  quote: ['quoted'],
  order: ['pending_payment'],
};

/** States from which staff can move a record, and that are not waiting on the customer. */
export function staffWaitingStates(subject: Subject): string[] {
  const m = PIPELINE_MACHINES[subject];
  return m.states.filter(
    (s) => !AWAITING_CUSTOMER[subject].includes(s) && m.transitions.some((t) => t.from.includes(s) && t.by.includes('staff')),
  );
}

/** How many records of one recipe each area lists at most on the recipe screen. */
export const RECIPE_PIPELINE_LIMIT = 20;

/** One record on the recipe screen. */
export const recipePipelineItemSchema = z.object({
  id: z.string(),
  ref: z.string(),
  state: z.string(),
  /** the recipe revision the record pinned */
  recipeRevision: z.number(),
  createdAt: z.string(),
  /** the sample's fee, the quote's or order's total (KRW); null until staff set it */
  amount: z.number().nullable(),
});
export type RecipePipelineItem = z.infer<typeof recipePipelineItemSchema>;

const recipeAreaSchema = z.object({ items: z.array(recipePipelineItemSchema), total: z.number() });

/** GET /api/recipes/:id/pipeline — newest first, at most RECIPE_PIPELINE_LIMIT each. */
export const recipePipelineSchema = z.object({
  samples: recipeAreaSchema,
  quotes: recipeAreaSchema,
  orders: recipeAreaSchema,
});
export type RecipePipeline = z.infer<typeof recipePipelineSchema>;

/** How many open records of each area the dashboard shows. */
export const SUMMARY_LATEST = 5;

export const openItemSchema = z.object({
  id: z.string(),
  ref: z.string(),
  state: z.string(),
  recipeName: z.string(),
  updatedAt: z.string(),
  /** the next step is the customer's (AWAITING_CUSTOMER) */
  needsAction: z.boolean(),
});
export type OpenItem = z.infer<typeof openItemSchema>;

const openAreaSchema = z.object({
  open: z.number(),
  needsAction: z.number(),
  /** open records, at most SUMMARY_LATEST: those awaiting the customer first, then the most recently updated */
  latest: z.array(openItemSchema),
});
export type OpenArea = z.infer<typeof openAreaSchema>;

/** GET /api/pipeline/summary — the caller's open work. */
export const pipelineSummarySchema = z.object({
  samples: openAreaSchema,
  quotes: openAreaSchema,
  orders: openAreaSchema,
});
export type PipelineSummary = z.infer<typeof pipelineSummarySchema>;

const staffAreaSchema = z.object({
  total: z.number(),
  /** per state (only states waiting for staff, only those with records) */
  byState: z.record(z.string(), z.number()),
});

/** GET /api/admin/pipeline/counts — records waiting for staff (staffWaitingStates). */
export const staffCountsSchema = z.object({
  samples: staffAreaSchema,
  quotes: staffAreaSchema,
  orders: staffAreaSchema,
});
export type StaffCounts = z.infer<typeof staffCountsSchema>;
