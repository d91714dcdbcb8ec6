/**
 * Purchases (PRODUCT.md §3.6): a customer buys one product option. The amount is the server's
 * (`purchaseAmounts` on the option's price); the units are taken off the stock in the same
 * transaction (stock.ts) and held until `reserved_until`, when the release job gives them back unless
 * the purchase was paid. Every step goes through `purchaseMachine`; cancelling a paid purchase and a
 * staff refund give the money back through the gateway (payments.core.ts) and the units to the stock.
 */
import { sql, type SQL } from 'drizzle-orm';
import { actionsFor, findTransition } from '@formulab/shared/workflow/machine';
import { missingRequirements } from '@formulab/shared/workflow/workflow.schema';
import {
  PURCHASE_RESERVATION_MINUTES,
  parsePurchaseRef,
  purchaseAmounts,
  purchaseRef,
  type AdminPurchaseListQuery,
  type PurchaseDetail,
  type PurchaseListQuery,
  type PurchasePage,
  type PurchaseSummary,
} from '@formulab/shared/shop/purchases.schema';
import {
  PURCHASE_STATES,
  purchaseMachine,
  type PurchaseAction,
  type PurchaseState,
} from '@formulab/shared/shop/purchases.states';
import { ADDRESSES_MAX, HOME_COUNTRY } from '@formulab/shared/shop/addresses.schema';
import type { z } from 'zod';
import type { purchaseCreateSchema, purchaseTransitionSchema } from '@formulab/shared/shop/purchases.schema';
import type { PaymentEventFacts } from '@formulab/shared/shop/payments.schema';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { newestFirst } from '../../lib/keyset.ts';
import { containsAnyField } from '../../lib/like.ts';
import { queueSearch } from '../users/customer-search.ts';
import type { SearchCondition } from '../../lib/like.ts';
import { notifyingTransaction, openRecord } from '../notifications/notifications.service.ts';
import { abandonReady, lockPaidPayment, paymentEvent, refundInTx, type PaymentDeps } from '../payments/payments.core.ts';
import { thumbUrlOf } from '../products/products.service.ts';
import { mayReadProduct } from '../products/products.policy.ts';
import {
  applyTransition,
  lockRecord,
  readTimeline,
  recordCreation,
  staleVersion,
  transitionNotAllowed,
} from '../workflow/workflow.ts';
import { ownAddressFilter } from './addresses.policy.ts';
import { addressForCheckout, insertAddress } from './addresses.service.ts';
import { actorOf, isStaff, mayReadPurchase, ownPurchaseFilter, userIdOf, type PurchaseViewer } from './purchases.policy.ts';
import { purchases } from './purchases.table.ts';
import { outOfStock, reserveStock, restockPurchase } from './stock.ts';
import { iso, isoOrNull } from '../../lib/dates.ts';
import { recordListPage, type RecordRow } from '../../lib/workflow-viewer.ts';
import { CUSTOMER_COLUMNS, presentCustomer, type CustomerRow } from '../users/customer-columns.ts';
import { stateCounts } from '../../lib/state-counts.ts';

/* ------------------------------------------------ reading ------------------------------------------------ */

const SUMMARY_COLUMNS = sql`b.id, b.number, b.state, b.product_id, b.product_name_ko, b.product_name_en, pr.image_ids[1] as cover_id,
  b.option_id, b.option_name_ko, b.option_name_en, b.quantity, b.unit_price::float8 as unit_price, b.subtotal::float8 as subtotal,
  b.shipping_fee::float8 as shipping_fee, b.total::float8 as total, b.refunded_amount::float8 as refunded_amount,
  b.reserved_until, b.created_at, b.updated_at, b.owner_id`;

type SummaryRow = CustomerRow &
  RecordRow & {
    product_id: string;
    product_name_ko: string;
    product_name_en: string;
    cover_id: string | null;
    option_id: string | null;
    option_name_ko: string;
    option_name_en: string;
    quantity: number;
    unit_price: number;
    subtotal: number;
    shipping_fee: number;
    total: number;
    refunded_amount: number;
    reserved_until: Date | string | null;
  };

function presentSummary(r: SummaryRow, withCustomer: boolean): PurchaseSummary {
  return {
    id: r.id,
    ref: purchaseRef(r.number),
    number: r.number,
    state: r.state as PurchaseState,
    product: { id: r.product_id, nameKo: r.product_name_ko, nameEn: r.product_name_en, thumbUrl: thumbUrlOf(r.cover_id) },
    // a removed option keeps its id as the purchase's own (the names were copied at checkout)
    option: { id: r.option_id, nameKo: r.option_name_ko, nameEn: r.option_name_en },
    quantity: r.quantity,
    unitPrice: r.unit_price,
    subtotal: r.subtotal,
    shippingFee: r.shipping_fee,
    total: r.total,
    refundedAmount: r.refunded_amount,
    reservedUntil: r.state === 'pending_payment' ? isoOrNull(r.reserved_until) : null,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    customer: withCustomer ? presentCustomer(r) : null,
  };
}

/** Newest first: `purchases_owner_idx` / `…_owner_state_idx` for a customer, `…_created_idx` / `…_state_idx` for staff. */
const KEYSET = newestFirst('b');

/**
 * One page and, on the first page, how many purchases each state holds under the other filters (side by
 * side): for staff's whole queue (`counter`) from `purchase_counts`, the per-state counter kept by triggers
 * (migration 0055), which 300,000 purchases would otherwise be grouped for on every first page.
 */
async function queryPage(
  db: Db,
  where: SQL[],
  q: { state?: PurchaseState; limit: number; cursor?: string },
  withCustomer: boolean,
  /** a search's condition (`recordListPage`'s `search`) */
  search?: SearchCondition,
  counter = false,
): Promise<PurchasePage> {
  const join = withCustomer ? sql`join users u on u.id = b.owner_id` : sql``;
  return recordListPage(db, {
    table: 'purchases',
    alias: 'b',
    select: sql`${SUMMARY_COLUMNS}${withCustomer ? sql`, ${CUSTOMER_COLUMNS}` : sql``}`,
    from: sql`purchases b left join products pr on pr.id = b.product_id ${join}`,
    where,
    keyset: KEYSET,
    states: PURCHASE_STATES,
    q,
    // a search's condition is on purchases alone (the customers as an array of ids): its matches first
    search,
    counter: counter ? stateCounts('purchase_counts') : undefined,
    present: (r: SummaryRow & { page_key: string[] }) => presentSummary(r, withCustomer),
  });
}

export function listOwnPurchases(db: Db, ownerId: string, q: PurchaseListQuery): Promise<PurchasePage> {
  return queryPage(db, [ownPurchaseFilter(ownerId)], q, false);
}

/** Every purchase (staff): by state, and by reference, product name or customer (name, company, e-mail). */
export async function listAllPurchases(db: Db, q: AdminPurchaseListQuery): Promise<PurchasePage> {
  const term = q.q?.trim().toLowerCase();
  const search = term
    ? await queueSearch(db, 'b', term, parsePurchaseRef(term), [
        containsAnyField(
          sql`lower(b.product_name_ko || ' ' || b.product_name_en)`,
          [sql`lower(b.product_name_ko)`, sql`lower(b.product_name_en)`],
          term,
        ),
      ])
    : undefined;
  return queryPage(db, [], q, true, search, !search);
}

type DetailRow = SummaryRow & {
  version: number;
  shipping: PurchaseDetail['shipping'];
  note: string;
  paid_at: Date | string | null;
  carrier: string | null;
  tracking_number: string | null;
  cancel_reason: string | null;
  pay_id: string | null;
  pay_method: string | null;
  pay_approved_at: Date | string | null;
  pay_gateway: string | null;
  pay_receipt_url: string | null;
};

/** One purchase as `viewer` sees it (404 unless theirs, or staff). */
export async function getPurchase(db: Db, id: string, viewer: PurchaseViewer): Promise<PurchaseDetail> {
  const { rows } = await db.execute<DetailRow>(sql`
    select ${SUMMARY_COLUMNS}, ${CUSTOMER_COLUMNS}, b.version, b.shipping, b.note, b.paid_at, b.carrier, b.tracking_number,
      b.cancel_reason, pay.id as pay_id, pay.method as pay_method, pay.approved_at as pay_approved_at, pay.gateway as pay_gateway,
      pay.receipt_url as pay_receipt_url
    from purchases b left join products pr on pr.id = b.product_id join users u on u.id = b.owner_id
      left join payments pay on pay.kind = 'purchase' and pay.target_id = b.id
        and pay.status in ('paid', 'partially_refunded', 'refunded')
    where b.id = ${id}`);
  const r = rows[0];
  if (!r || !mayReadPurchase({ ownerId: r.owner_id }, viewer)) throw notFound('No such purchase');
  const staff = isStaff(viewer);
  return {
    ...presentSummary(r, staff),
    version: r.version,
    shipping: { ...r.shipping, detail: r.shipping.detail ?? '' },
    note: r.note,
    paidAt: isoOrNull(r.paid_at),
    carrier: r.carrier,
    trackingNumber: r.tracking_number,
    cancelReason: r.cancel_reason,
    payment: r.pay_id
      ? {
          id: r.pay_id,
          method: r.pay_method,
          approvedAt: isoOrNull(r.pay_approved_at),
          gateway: r.pay_gateway ?? '',
          receiptUrl: r.pay_receipt_url,
        }
      : null,
    timeline: await readTimeline(db, 'purchase', id, staff ? 'staff' : 'customer'),
    actions: actionsFor(purchaseMachine, r.state as PurchaseState, actorOf(viewer)).map((t) => t.action),
  };
}

export function openPurchase(db: Db, id: string, viewer: PurchaseViewer): Promise<PurchaseDetail> {
  return openRecord(db, 'purchase', id, viewer, getPurchase);
}

/* ------------------------------------------------ writing ------------------------------------------------ */

type CreateInput = z.output<typeof purchaseCreateSchema>;

/**
 * A checkout: the product must be on sale (hidden → 404, sold out → 409 OUT_OF_STOCK), the option
 * its own, the units available (taken off at once, 409 OUT_OF_STOCK when fewer are left); the price
 * is the option's and the total the shared arithmetic's. A typed address may be saved to the address
 * book on the way (skipped when the book is full).
 *
 * With an `idempotencyKey` (the Idempotency-Key header) the customer's earlier purchase under that key
 * is answered instead (`created: false`): nothing is reserved or made twice. Checkouts with the same
 * key wait for each other (a transaction-level advisory lock on customer + key), so concurrent
 * retries make one purchase; the unique index (owner, key) stands behind it.
 */
export async function createPurchase(
  db: Db,
  userId: string,
  input: CreateInput,
  idempotencyKey?: string,
): Promise<{ purchase: PurchaseDetail; created: boolean }> {
  let created = true;
  const id = await db.transaction(async (tx) => {
    if (idempotencyKey) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`purchase:${userId}:${idempotencyKey}`}, 0))`);
      const { rows: earlier } = await tx.execute<{ id: string }>(
        sql`select id from purchases where owner_id = ${userId} and idempotency_key = ${idempotencyKey}`,
      );
      if (earlier[0]) {
        created = false;
        return earlier[0].id;
      }
    }
    const { rows: products } = await tx.execute<{ status: string; name_ko: string; name_en: string }>(
      sql`select status, name_ko, name_en from products where id = ${input.productId}`,
    );
    const product = products[0];
    if (!product || !mayReadProduct(product, false)) {
      throw new AppError(404, 'NOT_FOUND', 'No such product', { productId: 'errors.invalidValue' });
    }
    if (product.status !== 'active') throw outOfStock('productId', 'This product is sold out');
    const { rows: options } = await tx.execute<{ name_ko: string; name_en: string; price: string }>(
      sql`select name_ko, name_en, price from product_options where id = ${input.optionId} and product_id = ${input.productId}`,
    );
    const option = options[0];
    if (!option) throw new AppError(400, 'VALIDATION', 'No such option', { optionId: 'errors.unknownOption' });

    const shipping = input.addressId
      ? await addressForCheckout(tx, userId, input.addressId)
      : { ...input.shipping!, detail: input.shipping!.detail ?? '' };
    if (input.shipping && input.saveAddress) {
      const { rows } = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from addresses where ${ownAddressFilter(userId)}`,
      );
      if (rows[0]!.n < ADDRESSES_MAX)
        await insertAddress(tx, userId, { ...shipping, country: HOME_COUNTRY, label: '', isDefault: false });
    }

    await reserveStock(tx, input.productId, input.optionId, input.quantity);
    const unitPrice = Number(option.price);
    const amounts = purchaseAmounts(unitPrice, input.quantity);
    const { rows } = await tx.execute<{ id: string; state: string }>(sql`
      insert into purchases (owner_id, product_id, option_id, product_name_ko, product_name_en, option_name_ko, option_name_en,
        quantity, unit_price, subtotal, shipping_fee, total, shipping, note, reserved_until, idempotency_key)
      values (${userId}, ${input.productId}, ${input.optionId}, ${product.name_ko}, ${product.name_en}, ${option.name_ko},
        ${option.name_en}, ${input.quantity}, ${unitPrice}, ${amounts.subtotal}, ${amounts.shippingFee}, ${amounts.total},
        ${JSON.stringify(shipping)}::jsonb, ${input.note}, now() + make_interval(mins => ${PURCHASE_RESERVATION_MINUTES}),
        ${idempotencyKey ?? null})
      returning id, state`);
    const { id: made, state } = rows[0]!;
    await recordCreation(tx, { subject: 'purchase', id: made, state, customerId: userId, note: input.note });
    return rows[0]!.id;
  });
  return { purchase: await getPurchase(db, id, { customerId: userId }), created };
}

type TransitionInput = z.output<typeof purchaseTransitionSchema>;

/**
 * What happens besides the state change, inside the transition's transaction: units back to the stock
 * when the purchase ends without being kept, money back through the gateway when it was paid.
 */
async function sideEffects(
  tx: Db,
  deps: PaymentDeps,
  purchaseId: string,
  action: PurchaseAction,
  from: PurchaseState,
  reason: string,
  byId: string | null,
): Promise<void> {
  if (action !== 'cancel' && action !== 'refund') return;
  await restockPurchase(tx, purchaseId);
  if (from === 'pending_payment') {
    await abandonReady(tx, 'purchase', purchaseId, { say: 'purchase_cancelled' });
    return;
  }
  const payment = await lockPaidPayment(tx, 'purchase', purchaseId);
  if (!payment) return;
  const left = payment.amount - payment.refunded_amount;
  if (left > 0) await refundInTx(tx, deps.gateway, payment, { amount: left, reason, byId });
  else await paymentEvent(tx, payment.id, 'note', { say: 'nothing_to_refund' });
}

/**
 * One step by the customer (cancel, request a refund, confirm delivery) or staff (prepare, ship,
 * deliver, cancel with a full refund, refund, decline a refund). 404 for someone else's purchase, 409
 * TRANSITION_NOT_ALLOWED for what the machine refuses, 400 for a missing reason / shipment, 409
 * CONFLICT for a stale version. The gateway is called last, so a refused step never moves money.
 */
export async function transitionPurchase(
  db: Db,
  deps: PaymentDeps,
  id: string,
  viewer: PurchaseViewer,
  body: TransitionInput,
): Promise<PurchaseDetail> {
  await notifyingTransaction(db, deps.notifier, async (tx, notified) => {
    const r = await lockRecord(tx, {
      table: 'purchases',
      id,
      mayRead: (row) => mayReadPurchase(row, viewer),
      missing: 'No such purchase',
    });
    // a screen that acted from an older version hears that the purchase changed, whatever it chose
    if (body.version !== r.version) throw staleVersion('purchase');
    const actor = actorOf(viewer);
    const from = r.state as PurchaseState;
    const transition = findTransition(purchaseMachine, from, body.action, actor);
    if (!transition) throw transitionNotAllowed(from, body.action);
    const missing = missingRequirements(transition, body);
    if (Object.keys(missing).length) throw new AppError(400, 'VALIDATION', 'Missing fields', missing);
    const set: Record<string, unknown> = {};
    let note: string | undefined;
    if (body.action === 'ship') {
      set.carrier = body.carrier;
      set.trackingNumber = body.trackingNumber;
      note = `${body.carrier} ${body.trackingNumber}`;
    }
    if (body.action === 'cancel') Object.assign(set, { cancelReason: body.reason ?? null, reservedUntil: null });
    const t = await applyTransition(tx, {
      machine: purchaseMachine,
      table: purchases,
      subject: 'purchase',
      record: { id, state: from, version: r.version },
      actor,
      actorId: userIdOf(viewer),
      body,
      set,
      note,
    });
    const reason = body.reason ?? (body.action === 'refund' ? 'Refund approved' : 'Purchase cancelled');
    await sideEffects(tx, deps, id, t.action as PurchaseAction, from, reason, userIdOf(viewer));
    // customers' steps reach staff when they concern money; staff's steps always reach the customer
    const toStaff =
      actor === 'customer' && (t.action === 'request_refund' || (t.action === 'cancel' && from !== 'pending_payment'));
    if (actor === 'staff' || toStaff) {
      notified(
        await deps.notifier.notify(tx, {
          to: actor === 'staff' ? { userId: r.owner_id } : 'staff',
          subject: 'purchase',
          subjectId: id,
          action: t.action,
          ref: purchaseRef(r.number),
          state: t.to,
        }),
      );
    }
  });
  return getPurchase(db, id, viewer);
}

/**
 * The system's cancellation of an unpaid purchase (payment failed, reservation ran out) in `tx`,
 * with the purchase locked: units back, open payment attempts abandoned. False when it is no longer
 * unpaid.
 */
export async function systemCancel(tx: Db, id: string, reason: string, why: PaymentEventFacts): Promise<boolean> {
  const { rows } = await tx.execute<{ state: string; version: number }>(
    sql`select state, version from purchases where id = ${id} for update`,
  );
  const r = rows[0];
  if (!r || r.state !== 'pending_payment') return false;
  await applyTransition(tx, {
    machine: purchaseMachine,
    table: purchases,
    subject: 'purchase',
    record: { id, state: 'pending_payment', version: r.version },
    actor: 'system',
    actorId: null,
    body: { action: 'cancel', version: r.version },
    set: { cancelReason: reason, reservedUntil: null },
    note: reason,
  });
  await restockPurchase(tx, id);
  await abandonReady(tx, 'purchase', id, why);
  return true;
}

const BATCH = 200;

/**
 * The release job (and callable directly): every unpaid purchase whose reservation ran out is cancelled
 * by the system and its units go back, each in its own short transaction; `ready` payments of sample
 * fees and orders older than PAYMENT_READY_MINUTES count as abandoned. Returns how many purchases
 * were released.
 */
export async function releaseExpiredReservations(db: Db, now: Date = new Date(), readyMinutes = 30): Promise<number> {
  let released = 0;
  for (;;) {
    const { rows } = await db.execute<{ id: string }>(sql`
      select id from purchases where state = 'pending_payment' and reserved_until < ${now}
      order by reserved_until limit ${BATCH}`);
    for (const r of rows) {
      const done = await db.transaction(async (tx) => {
        const { rows: still } = await tx.execute<{ ok: boolean }>(
          sql`select reserved_until < ${now} as ok from purchases where id = ${r.id} and state = 'pending_payment' for update`,
        );
        return still[0]?.ok
          ? systemCancel(tx, r.id, 'The reservation ran out before payment', { say: 'reservation_ran_out' })
          : false;
      });
      if (done) released++;
    }
    if (rows.length < BATCH) break;
  }
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      update payments set status = 'abandoned', updated_at = now()
      where status = 'ready' and kind <> 'purchase' and created_at < ${now}::timestamptz - make_interval(mins => ${readyMinutes})
      returning id`);
    for (const p of rows) await paymentEvent(tx, p.id, 'abandoned', { say: 'left_at_gateway' });
  });
  return released;
}
