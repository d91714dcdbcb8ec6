import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaymentEventFacts } from '@formulab/shared/shop/payments.schema';
import { users } from '../auth/auth.table.ts';
import { stamps } from '../../db/columns.ts';

/**
 * One attempt to collect money (PRODUCT.md §3.6) for a purchase, a sample fee or a production order
 * (`kind` + `target_id`). The amount is the server's; `order_id` is the gateway's orderId, unique per
 * attempt. At most one `ready` attempt per target, and at most one that took money.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id').notNull().unique(),
    kind: text('kind').notNull(),
    targetId: uuid('target_id').notNull(),
    /** P-000042 / S-000042 / O-000042 */
    targetRef: text('target_ref').notNull(),
    /** what the gateway was told, in Korean (Toss shows it to the payer) */
    orderName: text('order_name').notNull(),
    /** the same in English, for English readers of the record (null only if the backfill found no names) */
    orderNameEn: text('order_name_en'),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('ready'),
    gateway: text('gateway').notNull(),
    method: text('method'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    paymentKey: text('payment_key').unique(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    receiptUrl: text('receipt_url'),
    ...stamps(),
  },
  (t) => [
    index('payments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('payments_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('payments_kind_idx').on(t.kind, t.createdAt.desc(), t.id.desc()),
    index('payments_owner_idx').on(t.ownerId, t.createdAt.desc()),
    index('payments_target_idx').on(t.targetId),
    // staff's search ("contains", any case) in order id, reference or order name: trigrams, and characters
    // and pairs for the terms without a trigram (lib/like.ts containsAnyField, decision 0029)
    index('payments_search_trgm_idx').using(
      'gin',
      sql`lower(${t.orderId} || ' ' || ${t.targetRef} || ' ' || ${t.orderName}) gin_trgm_ops`,
    ),
    index('payments_search_grams_idx').using(
      'gin',
      sql`search_grams(lower(${t.orderId} || ' ' || ${t.targetRef} || ' ' || ${t.orderName}))`,
    ),
    // the sales report reads money taken by approval time
    index('payments_approved_idx')
      .on(t.approvedAt)
      .where(sql`approved_at is not null`),
    uniqueIndex('payments_one_ready_idx')
      .on(t.kind, t.targetId)
      .where(sql`status = 'ready'`),
    uniqueIndex('payments_one_paid_idx')
      .on(t.kind, t.targetId)
      .where(sql`status in ('paid', 'partially_refunded', 'refunded')`),
  ],
);

/** Money given back, partly or in full, by staff (or by a cancellation). */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    byId: text('by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId, t.createdAt),
    index('payment_refunds_created_idx').on(t.createdAt),
  ],
);

/** A payment's whole history: created, confirmed, failed, refunded, webhook, confirm_replayed … */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** the log line of an event written before `facts` (empty since) */
    detail: text('detail').notNull().default(''),
    /** what the line says, for the screen to word in the reader's language (null on older lines) */
    facts: jsonb('facts').$type<PaymentEventFacts>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.id)],
);
