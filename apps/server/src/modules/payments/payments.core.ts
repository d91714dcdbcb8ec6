/**
 * The pieces of the payment flow that purchases, sample requests and production orders share: the
 * record being paid, locked; a capture written down (payment paid, the record moved by the system's
 * `pay`, notifications); a refund through the gateway. Lock order everywhere: the paid-for record
 * first, then its payment row — so a confirm, a cancellation, a refund and the release job never wait
 * on each other in a circle.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PaymentAttemptStatus, PaymentKind } from '@formulab/shared/shop/payments.states';
import type { PaymentEventFacts, PaymentResult } from '@formulab/shared/shop/payments.schema';
import { purchaseMachine, type PurchaseState } from '@formulab/shared/shop/purchases.states';
import { purchaseRef } from '@formulab/shared/shop/purchases.schema';
import { sampleMachine, type SampleState } from '@formulab/shared/samples/samples.states';
import { sampleRef } from '@formulab/shared/samples/samples.schema';
import { orderMachine, type OrderState } from '@formulab/shared/orders/orders.states';
import { orderRef } from '@formulab/shared/orders/orders.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Notifier, Pending } from '../notifications/notifications.service.ts';
import { productionOrders } from '../orders/orders.table.ts';
import { purchases } from '../purchases/purchases.table.ts';
import { sampleRequests } from '../samples/samples.table.ts';
import { applyTransition, lockRow, type LockedRecord } from '../workflow/workflow.ts';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './gateway.ts';

export type PaymentDeps = { gateway: PaymentGateway; notifier: Notifier };

export type PaymentRow = {
  id: string;
  order_id: string;
  kind: PaymentKind;
  target_id: string;
  target_ref: string;
  order_name: string;
  owner_id: string;
  status: PaymentAttemptStatus;
  gateway: 'test' | 'toss' | 'offline';
  method: string | null;
  amount: number;
  refunded_amount: number;
  payment_key: string | null;
  approved_at: Date | null;
  failure_code: string | null;
  failure_message: string | null;
  receipt_url: string | null;
  created_at: Date;
};

const PAYMENT_COLUMNS = sql`id, order_id, kind, target_id, target_ref, order_name, owner_id, status, gateway, method,
  amount::float8 as amount, refunded_amount::float8 as refunded_amount, payment_key, approved_at, failure_code,
  failure_message, receipt_url, created_at`;

export async function readPayment(db: Db, where: { id: string } | { orderId: string }, lock = false) {
  const cond = 'id' in where ? sql`id = ${where.id}` : sql`order_id = ${where.orderId}`;
  const { rows } = await db.execute<PaymentRow>(
    sql`select ${PAYMENT_COLUMNS} from payments where ${cond} ${lock ? sql`for update` : sql``}`,
  );
  return rows[0] ?? null;
}

export function resultOf(p: Pick<PaymentRow, 'id' | 'status' | 'kind' | 'target_id' | 'amount'>): PaymentResult {
  return { paymentId: p.id, status: p.status, kind: p.kind, targetId: p.target_id, amount: Number(p.amount) };
}

/** One line of a payment's history: what happened (`type`) and its facts, worded by the screen. */
export async function paymentEvent(tx: Db, paymentId: string, type: string, facts: PaymentEventFacts): Promise<void> {
  await tx.execute(
    sql`insert into payment_events (payment_id, type, facts) values (${paymentId}, ${type}, ${JSON.stringify(facts)}::jsonb)`,
  );
}

/** A sample fee's name at the gateway (Korean, what Toss shows the payer) and in English. */
export function sampleOrderNames(number: number, recipeName: string): { orderName: string; orderNameEn: string } {
  return {
    orderName: `샘플 ${sampleRef(number)} ${recipeName}`.slice(0, 100),
    orderNameEn: `Sample ${sampleRef(number)} ${recipeName}`.slice(0, 100),
  };
}

/** A production order's name at the gateway and in English. */
export function productionOrderNames(number: number, recipeName: string): { orderName: string; orderNameEn: string } {
  return {
    orderName: `생산 주문 ${orderRef(number)} ${recipeName}`.slice(0, 100),
    orderNameEn: `Production order ${orderRef(number)} ${recipeName}`.slice(0, 100),
  };
}

export type LockedTarget = {
  kind: PaymentKind;
  id: string;
  ownerId: string;
  ref: string;
  orderName: string;
  /** the same name in English, for English readers (payment lists, the staff drawer) */
  orderNameEn: string;
  /** what it costs now (the server's arithmetic) */
  amount: number;
  state: string;
  version: number;
  /** it can be paid now */
  payable: boolean;
  /** purchases: the product and units (sold count) */
  productId?: string;
  quantity?: number;
};

/** The part of a locked target every kind fills alike. */
function targetOf(kind: PaymentKind, id: string, r: LockedRecord, ref: string) {
  return { kind, id, ownerId: r.owner_id, ref, state: r.state, version: r.version };
}

/** The record a payment is for, locked for the transaction (null when it does not exist). */
export async function lockTarget(tx: Db, kind: PaymentKind, id: string): Promise<LockedTarget | null> {
  if (kind === 'purchase') {
    const r = await lockRow<{
      total: string;
      product_name_ko: string;
      option_name_ko: string;
      product_name_en: string;
      option_name_en: string;
      quantity: number;
      product_id: string;
    }>(tx, 'purchases', id, sql`total, product_name_ko, option_name_ko, product_name_en, option_name_en, quantity, product_id`);
    if (!r) return null;
    const option = r.option_name_ko && r.option_name_ko !== r.product_name_ko ? ` (${r.option_name_ko})` : '';
    const optionEn = r.option_name_en && r.option_name_en !== r.product_name_en ? ` (${r.option_name_en})` : '';
    return {
      ...targetOf(kind, id, r, purchaseRef(r.number)),
      orderName: `${r.product_name_ko}${option} × ${r.quantity}`.slice(0, 100),
      orderNameEn: `${r.product_name_en}${optionEn} × ${r.quantity}`.slice(0, 100),
      amount: Number(r.total),
      payable: r.state === 'pending_payment',
      productId: r.product_id,
      quantity: r.quantity,
    };
  }
  if (kind === 'sample') {
    const r = await lockRow<{ fee: string | null; recipe_name: string }>(tx, 'sample_requests', id, sql`fee, recipe_name`);
    if (!r) return null;
    const fee = Number(r.fee ?? 0);
    return {
      ...targetOf(kind, id, r, sampleRef(r.number)),
      ...sampleOrderNames(r.number, r.recipe_name),
      amount: fee,
      payable: r.state === 'awaiting_payment' && fee > 0,
    };
  }
  const r = await lockRow<{ amount_due: string; recipe_name: string }>(
    tx,
    'production_orders',
    id,
    sql`total + vat as amount_due, recipe_name`,
  );
  if (!r) return null;
  return {
    ...targetOf(kind, id, r, orderRef(r.number)),
    ...productionOrderNames(r.number, r.recipe_name),
    // the supply amount and its VAT
    amount: Number(r.amount_due),
    payable: r.state === 'pending_payment' && Number(r.amount_due) > 0,
  };
}

/** Other `ready` attempts of the same record are over (abandoned), e.g. once one of them was paid. */
export async function abandonReady(tx: Db, kind: PaymentKind, targetId: string, why: PaymentEventFacts, exceptId?: string) {
  const { rows } = await tx.execute<{ id: string }>(sql`
    update payments set status = 'abandoned', updated_at = now()
    where kind = ${kind} and target_id = ${targetId} and status = 'ready' ${exceptId ? sql`and id <> ${exceptId}` : sql``}
    returning id`);
  for (const r of rows) await paymentEvent(tx, r.id, 'abandoned', why);
}

/**
 * A capture written down, in the caller's transaction (the record and the payment locked): the
 * payment is paid, the record takes its `pay` step as the system (purchase → paid, sample → in
 * production, order → paid) with a timeline event, staff are told (and, for a sample fee or an order,
 * the customer too).
 */
export async function recordCapture(
  tx: Db,
  notifier: Notifier,
  p: PaymentRow,
  target: LockedTarget,
  gp: GatewayPayment,
  via: 'confirm' | 'webhook',
): Promise<Pending[]> {
  const approvedAt = gp.approvedAt ? new Date(gp.approvedAt) : new Date();
  await tx.execute(sql`
    update payments set status = 'paid', payment_key = ${gp.paymentKey}, method = ${gp.method}, approved_at = ${approvedAt},
      receipt_url = ${gp.receiptUrl}, failure_code = null, failure_message = null, updated_at = now()
    where id = ${p.id}`);
  await paymentEvent(tx, p.id, 'confirmed', { say: 'captured', amount: p.amount, method: gp.method, via });
  await abandonReady(tx, p.kind, p.target_id, { say: 'paid_by_other', orderId: p.order_id }, p.id);
  // the system's `pay` step of the record, whatever its kind
  const pay = <S extends string>(state: S) => ({
    record: { id: target.id, state, version: target.version },
    actor: 'system' as const,
    actorId: null,
    body: { action: 'pay', version: target.version },
    note: `${p.order_id} · ${p.amount.toLocaleString('en-US')} KRW`,
  });
  if (target.kind === 'purchase') {
    await applyTransition(tx, {
      machine: purchaseMachine,
      table: purchases,
      subject: 'purchase',
      ...pay(target.state as PurchaseState),
      set: { paidAt: approvedAt, reservedUntil: null },
    });
    await tx.execute(sql`update products set sold_count = sold_count + ${target.quantity ?? 0} where id = ${target.productId!}`);
  } else if (target.kind === 'sample') {
    await applyTransition(tx, {
      machine: sampleMachine,
      table: sampleRequests,
      subject: 'sample',
      ...pay(target.state as SampleState),
      set: { paidAt: approvedAt },
    });
  } else {
    await applyTransition(tx, {
      machine: orderMachine,
      table: productionOrders,
      subject: 'order',
      ...pay(target.state as OrderState),
      set: { paymentStatus: 'paid', paidAt: approvedAt },
    });
  }
  const to = target.kind === 'sample' ? 'in_production' : 'paid';
  const n = { subject: target.kind, subjectId: target.id, action: 'pay', ref: target.ref, state: to } as const;
  const pending = [await notifier.notify(tx, { ...n, to: 'staff' })];
  if (target.kind !== 'purchase') pending.push(await notifier.notify(tx, { ...n, to: { userId: target.ownerId } }));
  return pending;
}

export const gatewayFailure = (err: unknown) =>
  err instanceof GatewayError && err.status !== undefined && err.status < 500
    ? new AppError(422, 'PAYMENT_DECLINED', `${err.code}: ${err.message}`)
    : new AppError(502, 'GATEWAY_ERROR', `The payment gateway failed: ${(err as Error).message}`);

/**
 * Gives `amount` of a (locked) payment back: through the gateway with the refund's id as the
 * Idempotency-Key (an offline payment is only recorded: staff return that money themselves), then
 * the refund row, the payment's refunded amount and status, its history and, for a purchase, the
 * purchase's refunded amount. 400 when more than what is left. Returns whether it is now refunded in full.
 */
export async function refundInTx(
  tx: Db,
  gateway: PaymentGateway,
  p: PaymentRow,
  input: { amount: number; reason: string; byId: string | null },
): Promise<{ full: boolean; refunded: number }> {
  const refundable = p.amount - p.refunded_amount;
  if (!['paid', 'partially_refunded'].includes(p.status) || refundable <= 0) {
    throw new AppError(409, 'CONFLICT', 'Nothing of this payment can be refunded', { amount: 'errors.tooBig' });
  }
  if (input.amount > refundable) {
    throw new AppError(400, 'VALIDATION', `At most ${refundable} KRW can be refunded`, { amount: 'errors.tooBig' });
  }
  const refundId = crypto.randomUUID();
  if (p.gateway !== 'offline') {
    if (p.gateway !== gateway.name || !p.payment_key) {
      throw new AppError(409, 'GATEWAY_ERROR', `This payment was taken by the ${p.gateway} gateway, which is not configured`);
    }
    try {
      await gateway.cancel({ paymentKey: p.payment_key, amount: input.amount, reason: input.reason, idempotencyKey: refundId });
    } catch (err) {
      throw gatewayFailure(err);
    }
  }
  const refunded = p.refunded_amount + input.amount;
  const full = refunded === p.amount;
  await tx.execute(sql`insert into payment_refunds (id, payment_id, amount, reason, by_id)
    values (${refundId}, ${p.id}, ${input.amount}, ${input.reason}, ${input.byId})`);
  await tx.execute(sql`update payments set refunded_amount = ${refunded},
    status = ${full ? 'refunded' : 'partially_refunded'}, updated_at = now() where id = ${p.id}`);
  await paymentEvent(tx, p.id, 'refunded', { say: 'refunded', amount: input.amount, reason: input.reason });
  if (p.kind === 'purchase') {
    await tx.execute(
      sql`update purchases set refunded_amount = refunded_amount + ${input.amount}, updated_at = now() where id = ${p.target_id}`,
    );
  }
  if (p.kind === 'order' && full) {
    await tx.execute(sql`update production_orders set payment_status = 'refunded', updated_at = now() where id = ${p.target_id}`);
  }
  p.refunded_amount = refunded;
  p.status = full ? 'refunded' : 'partially_refunded';
  return { full, refunded };
}

/** The payment that took money for a record (locked), or null. */
export async function lockPaidPayment(tx: Db, kind: PaymentKind, targetId: string): Promise<PaymentRow | null> {
  const { rows } = await tx.execute<PaymentRow>(sql`
    select ${PAYMENT_COLUMNS} from payments
    where kind = ${kind} and target_id = ${targetId} and status in ('paid', 'partially_refunded', 'refunded')
    for update`);
  return rows[0] ?? null;
}

type OfflinePayment = {
  kind: PaymentKind;
  targetId: string;
  targetRef: string;
  orderName: string;
  orderNameEn: string;
  ownerId: string;
  amount: number;
  staffId: string;
};

/** A record's step: when it is `record_payment` with something to pay, its offline payment (below). */
export async function recordPaymentStep(tx: Db, action: string, input: OfflinePayment): Promise<void> {
  if (action === 'record_payment' && input.amount > 0) await recordOfflinePayment(tx, input);
}

/**
 * Staff's offline `record_payment` (a bank transfer received): written as a payment of gateway
 * 'offline' so the sales report counts it, in the transition's transaction.
 */
export async function recordOfflinePayment(tx: Db, input: OfflinePayment): Promise<void> {
  await abandonReady(tx, input.kind, input.targetId, { say: 'paid_offline' });
  const orderId = `${input.targetRef.replace('-', '')}-offline-${crypto.randomBytes(3).toString('hex')}`;
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into payments (order_id, kind, target_id, target_ref, order_name, order_name_en, owner_id, status, gateway, method,
      amount, approved_at)
    values (${orderId}, ${input.kind}, ${input.targetId}, ${input.targetRef}, ${input.orderName}, ${input.orderNameEn}, ${input.ownerId}, 'paid',
      'offline', '계좌이체', ${input.amount}, now())
    returning id`);
  const staff = await tx.execute<{ name: string }>(sql`select name from users where id = ${input.staffId}`);
  await paymentEvent(tx, rows[0]!.id, 'recorded_offline', {
    say: 'recorded_offline',
    amount: input.amount,
    staff: staff.rows[0]?.name ?? null,
  });
}
