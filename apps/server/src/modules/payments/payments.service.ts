/**
 * Payments (PRODUCT.md §3.6, decision 0007). The browser names what it pays (kind + id); the server
 * works out the amount, makes one attempt row per checkout (status `ready`, a fresh orderId), and on
 * the gateway's success redirect confirms only after checking orderId, amount and paymentKey against
 * that row — a tampered amount never reaches the gateway. Confirms of one payment run one at a time
 * (the paid-for record and the payment row are locked), so any number of repeats, replays or races
 * capture once: the first captures with Idempotency-Key = the payment's id, the others find it paid
 * with the same key and answer the same result.
 */
import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PaymentKind } from '@formulab/shared/shop/payments.states';
import { purchaseMachine, type PurchaseState } from '@formulab/shared/shop/purchases.states';
import type {
  AdminPaymentListQuery,
  PaymentCheckout,
  PaymentDetail,
  PaymentEventFacts,
  PaymentPage,
  PaymentResult,
  PaymentSummary,
  RefundCreateInput,
  TestGatewayCheckout,
} from '@formulab/shared/shop/payments.schema';
import { findTransition } from '@formulab/shared/workflow/machine';
import { isConflictRollback, isTransientDbError, retryWhileDatabaseAway, type Db } from '../../db/client.ts';
import { AppError, changedMeanwhile, notFound } from '../../errors.ts';
import { toCsv, CSV_MAX_ROWS } from '../../lib/csv.ts';
import {
  decodePageCursor,
  keysetAfter,
  keysetPage,
  keysetPageQuery,
  keysetSelect,
  windowPageQuery,
  type Keyset,
} from '../../lib/keyset.ts';
import { SEARCH_COUNT_CAP } from '@formulab/shared/pagination';
import { SEARCH_WINDOW, searchPageRows } from '../../lib/search-page.ts';
import { anyOfSearch, containsAnyField, type SearchCondition } from '../../lib/like.ts';
import { customerOf } from '../users/customer-search.ts';
import { notifyingTransaction, type Pending } from '../notifications/notifications.service.ts';
import { purchases } from '../purchases/purchases.table.ts';
import { restockPurchase } from '../purchases/stock.ts';
import { systemCancel } from '../purchases/purchases.service.ts';
import { applyTransition, recordEvent } from '../workflow/workflow.ts';
import { GatewayError, type GatewayPayment } from './gateway.ts';
import {
  gatewayFailure,
  lockTarget,
  paymentEvent,
  readPayment,
  recordCapture,
  refundInTx,
  resultOf,
  type LockedTarget,
  type PaymentDeps,
  type PaymentRow,
} from './payments.core.ts';
import { mayPayFor, mayUsePayment } from './payments.policy.ts';
import { TestGateway } from './test-gateway.ts';
import { iso } from '../../lib/dates.ts';
import { CUSTOMER_COLUMNS, presentCustomer, type CustomerRow } from '../users/customer-columns.ts';

const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

export type Payer = { id: string; email: string; name: string };

/* ------------------------------------------------ checkout ------------------------------------------------ */

/**
 * Starts paying for a purchase (pending payment), a sample fee (awaiting payment) or a production
 * order (pending payment) of the caller's: 404 for anything else's, 409 PAYMENT_NOT_PAYABLE when it
 * cannot be paid now. An open attempt for the same amount is reused (one `ready` per record).
 */
export async function startPayment(
  db: Db,
  deps: PaymentDeps,
  payer: Payer,
  input: { kind: PaymentKind; id: string },
  origin: string,
): Promise<PaymentCheckout> {
  const p = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, input.kind, input.id);
    if (!target || !mayPayFor(target, payer.id)) throw notFound('Nothing of yours to pay here');
    if (!target.payable)
      throw new AppError(409, 'PAYMENT_NOT_PAYABLE', `This ${input.kind} cannot be paid now (${target.state})`);
    const open = await tx.execute<{ id: string; order_id: string; amount: number; gateway: string; order_name: string }>(sql`
      select id, order_id, amount::float8 as amount, gateway, order_name from payments
      where kind = ${input.kind} and target_id = ${input.id} and status = 'ready' for update`);
    const reuse = open.rows[0];
    if (reuse && reuse.amount === target.amount && reuse.gateway === deps.gateway.name) return reuse;
    if (reuse) {
      await tx.execute(sql`update payments set status = 'abandoned', updated_at = now() where id = ${reuse.id}`);
      await paymentEvent(tx, reuse.id, 'abandoned', { say: 'replaced' });
    }
    const orderId = `${target.ref.replace('-', '')}-${crypto.randomBytes(6).toString('base64url')}`;
    const { rows } = await tx.execute<{ id: string; order_id: string; amount: number; gateway: string; order_name: string }>(sql`
      insert into payments (order_id, kind, target_id, target_ref, order_name, order_name_en, owner_id, gateway, amount)
      values (${orderId}, ${input.kind}, ${input.id}, ${target.ref}, ${target.orderName}, ${target.orderNameEn}, ${payer.id},
        ${deps.gateway.name}, ${target.amount})
      returning id, order_id, amount::float8 as amount, gateway, order_name`);
    await paymentEvent(tx, rows[0]!.id, 'created', { say: 'started', amount: target.amount, gateway: deps.gateway.name });
    return rows[0]!;
  });
  return {
    paymentId: p.id,
    orderId: p.order_id,
    orderName: p.order_name,
    amount: p.amount,
    gateway: deps.gateway.name,
    checkoutUrl: deps.gateway.name === 'test' ? `/payment/test-gateway?orderId=${encodeURIComponent(p.order_id)}` : null,
    clientKey: deps.gateway.clientKey,
    successUrl: `${origin}/payment?result=success`,
    failUrl: `${origin}/payment?result=fail`,
    customerEmail: payer.email,
    customerName: payer.name,
  };
}

/** The caller's payment by orderId (404 for anybody else's). */
async function ownPayment(db: Db, userId: string, orderId: string): Promise<PaymentRow> {
  const p = await readPayment(db, { orderId });
  if (!p || !mayUsePayment({ ownerId: p.owner_id }, userId)) throw notFound('No such payment');
  return p;
}

const mismatch = (field: string, message: string) =>
  new AppError(422, 'PAYMENT_MISMATCH', message, { [field]: 'errors.invalidValue' });

type Outcome = { result?: PaymentResult; error?: AppError; pending: Pending[] };

/**
 * The success redirect's confirm. Refused before any gateway call: another user's orderId (404), an
 * amount other than the stored one or a paymentKey that is not this order's (422 PAYMENT_MISMATCH).
 * Already paid with the same key: the same result, no gateway call. Else, with the record and the
 * payment locked: a record that can no longer be paid (a purchase whose reservation ran out) is not
 * captured (409 PAYMENT_NOT_PAYABLE); otherwise the gateway captures (Idempotency-Key = payment id)
 * and the capture is recorded in the same transaction.
 *
 * Should that transaction fail after the capture because the database went away (a cut connection,
 * a restart, a failover; its COMMIT may have landed or not) or rolled it back (a deadlock), the same
 * transaction runs again with the capture in hand once the database answers (up to 15 s), and finds
 * the payment paid or records it then. Only a capture that cannot be recorded is given back at the
 * gateway, and the attempt is failed (`voided`), so a repeated confirm cannot record money that was
 * returned: a gateway answers a repeated Idempotency-Key with its first answer.
 */
export async function confirmPayment(
  db: Db,
  deps: PaymentDeps,
  userId: string,
  input: { paymentKey: string; orderId: string; amount: number },
): Promise<PaymentResult> {
  const first = await ownPayment(db, userId, input.orderId);
  if (input.amount !== first.amount) {
    await paymentEvent(db, first.id, 'confirm_refused', { say: 'amount_mismatch', amount: input.amount, expected: first.amount });
    throw mismatch('amount', 'The amount is not this payment’s');
  }
  if (first.payment_key !== null && first.payment_key !== input.paymentKey) {
    throw mismatch('paymentKey', 'This payment was confirmed with another paymentKey');
  }
  if (first.payment_key === null && !deps.gateway.keyMatches(input.paymentKey, input.orderId, input.amount)) {
    await paymentEvent(db, first.id, 'confirm_refused', { say: 'other_order_key' });
    throw mismatch('paymentKey', 'This paymentKey does not belong to this order');
  }
  /** what the gateway captured, once it has: a second run of the transaction records it, never asks again */
  let captured: GatewayPayment | null = null;
  const run = () =>
    db.transaction(async (tx): Promise<Outcome> => {
      const target = await lockTarget(tx, first.kind, first.target_id);
      const p = (await readPayment(tx, { id: first.id }, true))!;
      if (['paid', 'partially_refunded', 'refunded'].includes(p.status)) {
        if (p.payment_key !== input.paymentKey)
          return { error: mismatch('paymentKey', 'Confirmed with another paymentKey'), pending: [] };
        await paymentEvent(tx, p.id, 'confirm_replayed', { say: 'already_paid' });
        return { result: resultOf(p), pending: [] };
      }
      if (p.status === 'failed') {
        return { error: new AppError(409, 'PAYMENT_NOT_PAYABLE', 'This payment attempt failed; start a new one'), pending: [] };
      }
      if (p.gateway !== deps.gateway.name) {
        return { error: new AppError(409, 'GATEWAY_ERROR', `This payment belongs to the ${p.gateway} gateway`), pending: [] };
      }
      if (!target || !target.payable || target.amount !== p.amount) {
        if (p.status === 'ready') {
          await tx.execute(sql`update payments set status = 'abandoned', updated_at = now() where id = ${p.id}`);
        }
        await paymentEvent(tx, p.id, 'confirm_refused', { say: 'not_payable', kind: p.kind, state: target?.state ?? null });
        return {
          error: new AppError(409, 'PAYMENT_NOT_PAYABLE', `The ${p.kind} can no longer be paid; nothing was charged`),
          pending: [],
        };
      }
      let gp: GatewayPayment;
      if (captured) gp = captured;
      else {
        try {
          gp = await deps.gateway.confirm({
            paymentKey: input.paymentKey,
            orderId: p.order_id,
            amount: p.amount,
            idempotencyKey: p.id,
          });
        } catch (err) {
          if (err instanceof GatewayError && err.status !== undefined && err.status < 500) {
            await tx.execute(sql`update payments set status = 'failed', failure_code = ${err.code}, failure_message = ${err.message},
              updated_at = now() where id = ${p.id}`);
            await paymentEvent(tx, p.id, 'failed', { say: 'declined', code: err.code, message: err.message });
          }
          return { error: gatewayFailure(err), pending: [] };
        }
        captured = gp;
      }
      if (gp.orderId !== p.order_id || gp.totalAmount !== p.amount || gp.status !== 'DONE') {
        throw new GatewayError('BAD_RESPONSE', `The gateway captured ${gp.totalAmount} for ${gp.orderId} (${gp.status})`);
      }
      const pending = await recordCapture(tx, deps.notifier, p, target, gp, 'confirm');
      return { result: { ...resultOf(p), status: 'paid' }, pending };
    });
  let outcome: Outcome;
  try {
    outcome = await run();
  } catch (err) {
    const again =
      captured && (isTransientDbError(err) || isConflictRollback(err))
        ? await retryWhileDatabaseAway(run, { timeoutMs: 15_000 }).catch(() => undefined)
        : undefined;
    if (!again) {
      if (captured) await giveBack(db, deps, first.id, captured);
      throw err instanceof GatewayError ? gatewayFailure(err) : err;
    }
    outcome = again;
  }
  await deps.notifier.deliver(...outcome.pending);
  if (outcome.error) {
    // the first run refuses before any capture; a second one may refuse to record its capture (paid
    // meanwhile with another key, no longer payable): that money goes back
    if (captured) await giveBack(db, deps, first.id, captured);
    throw outcome.error;
  }
  return outcome.result!;
}

/**
 * Money taken whose record could not be written: given back at the gateway, and the attempt failed
 * (`voided`) when the database lets us say so. Neither step throws: the caller's error is the answer.
 */
async function giveBack(db: Db, deps: PaymentDeps, paymentId: string, gp: GatewayPayment): Promise<void> {
  await deps.gateway
    .cancel({ paymentKey: gp.paymentKey, amount: gp.totalAmount, reason: 'Not recorded', idempotencyKey: `${paymentId}:void` })
    .catch(() => {});
  await db
    .transaction(async (tx) => {
      const { rows } = await tx.execute(sql`update payments set status = 'failed', failure_code = 'NOT_RECORDED',
          failure_message = 'Captured but not recorded: given back at the gateway', updated_at = now()
        where id = ${paymentId} and status in ('ready', 'abandoned') returning id`);
      if (rows.length) await paymentEvent(tx, paymentId, 'failed', { say: 'voided', amount: gp.totalAmount });
    })
    .catch(() => {});
}

/**
 * The fail redirect (declined, or closed by the payer): the attempt is failed with the gateway's code
 * and message; a purchase is cancelled by the system and its units go back. Idempotent.
 */
export async function failPayment(
  db: Db,
  userId: string,
  input: { orderId: string; code: string; message: string },
): Promise<PaymentResult> {
  const first = await ownPayment(db, userId, input.orderId);
  return db.transaction(async (tx) => {
    await lockTarget(tx, first.kind, first.target_id);
    const p = (await readPayment(tx, { id: first.id }, true))!;
    if (p.status === 'ready' || p.status === 'abandoned') {
      await tx.execute(sql`update payments set status = 'failed', failure_code = ${input.code}, failure_message = ${input.message},
        updated_at = now() where id = ${p.id}`);
      await paymentEvent(tx, p.id, 'failed', { say: 'declined', code: input.code, message: input.message });
      p.status = 'failed';
      if (p.kind === 'purchase')
        await systemCancel(tx, p.target_id, `Payment failed: ${input.code}`, { say: 'payment_failed', code: input.code });
    }
    return resultOf(p);
  });
}

export async function paymentByOrder(db: Db, userId: string, orderId: string): Promise<PaymentResult> {
  return resultOf(await ownPayment(db, userId, orderId));
}

/* ------------------------------------------------ webhooks ------------------------------------------------ */

/**
 * A Toss Payments webhook. Its body only names a paymentKey; what happened is asked of the gateway
 * (`get`), and only that is reconciled: a capture we never recorded (the browser never came back) is
 * recorded, or given back when the record can no longer be paid; a payment the gateway aborted ends;
 * refunds made at the gateway's console are recorded. A forged key is unknown to the gateway (404); a
 * replay finds everything already in place and changes nothing.
 */
export async function handleWebhook(
  db: Db,
  deps: PaymentDeps,
  body: unknown,
): Promise<{ ok: boolean; status: PaymentResult['status'] | null }> {
  const b = (body ?? {}) as { data?: { paymentKey?: unknown }; paymentKey?: unknown };
  const key = typeof b.data?.paymentKey === 'string' ? b.data.paymentKey : typeof b.paymentKey === 'string' ? b.paymentKey : null;
  if (!key || key.length > 200) throw new AppError(400, 'VALIDATION', 'No paymentKey', { paymentKey: 'errors.required' });
  let gp: GatewayPayment | null;
  try {
    gp = await deps.gateway.get(key);
  } catch (err) {
    throw gatewayFailure(err);
  }
  if (!gp) throw notFound('The gateway knows no such payment');
  const first = await readPayment(db, { orderId: gp.orderId });
  if (!first || first.gateway !== deps.gateway.name) throw notFound('No such payment');
  const status = await notifyingTransaction(db, deps.notifier, async (tx, notified) => {
    const target = await lockTarget(tx, first.kind, first.target_id);
    const p = (await readPayment(tx, { id: first.id }, true))!;
    if (p.payment_key !== null && p.payment_key !== gp.paymentKey) return p.status;
    const captured = ['DONE', 'PARTIAL_CANCELED', 'CANCELED'].includes(gp.status) && gp.approvedAt !== null;
    if ((p.status === 'ready' || p.status === 'abandoned') && captured && gp.totalAmount === p.amount) {
      if (target && target.payable && target.amount === p.amount && gp.status === 'DONE') {
        notified(...(await recordCapture(tx, deps.notifier, p, target, gp, 'webhook')));
        return 'paid' as const;
      }
      if (gp.status === 'DONE') {
        await deps.gateway.cancel({
          paymentKey: gp.paymentKey,
          amount: gp.balanceAmount,
          reason: 'Not payable',
          idempotencyKey: `${p.id}:void`,
        });
      }
      await tx.execute(sql`update payments set status = 'abandoned', updated_at = now() where id = ${p.id} and status = 'ready'`);
      await paymentEvent(tx, p.id, 'webhook', { say: 'given_back', kind: p.kind });
      return 'abandoned' as const;
    }
    if (p.status === 'ready' && ['ABORTED', 'EXPIRED'].includes(gp.status)) {
      await tx.execute(
        sql`update payments set status = 'failed', failure_code = ${gp.status}, updated_at = now() where id = ${p.id}`,
      );
      await paymentEvent(tx, p.id, 'webhook', { say: 'gateway_status', status: gp.status });
      return 'failed' as const;
    }
    const atGateway = gp.totalAmount - gp.balanceAmount;
    if (['paid', 'partially_refunded'].includes(p.status) && atGateway > p.refunded_amount) {
      const amount = atGateway - p.refunded_amount;
      const refunded = p.refunded_amount + amount;
      await tx.execute(
        sql`insert into payment_refunds (payment_id, amount, reason) values (${p.id}, ${amount}, 'Refunded at the gateway')`,
      );
      await tx.execute(sql`update payments set refunded_amount = ${refunded},
        status = ${refunded === p.amount ? 'refunded' : 'partially_refunded'}, updated_at = now() where id = ${p.id}`);
      if (p.kind === 'purchase') {
        await tx.execute(sql`update purchases set refunded_amount = refunded_amount + ${amount} where id = ${p.target_id}`);
      }
      await paymentEvent(tx, p.id, 'webhook', { say: 'refunded_at_gateway', amount });
      return refunded === p.amount ? ('refunded' as const) : ('partially_refunded' as const);
    }
    return p.status;
  });
  return { ok: true, status };
}

/* ------------------------------------------------ test gateway ------------------------------------------------ */

function testGateway(deps: PaymentDeps): TestGateway {
  if (!(deps.gateway instanceof TestGateway)) throw notFound('The test gateway is not in use');
  return deps.gateway;
}

/** The test gateway's payment page: the payer's own ready attempt (404 otherwise). */
export async function testCheckout(db: Db, deps: PaymentDeps, userId: string, orderId: string, origin: string) {
  testGateway(deps);
  const p = await ownPayment(db, userId, orderId);
  if (p.status !== 'ready' || p.gateway !== 'test') throw new AppError(409, 'PAYMENT_NOT_PAYABLE', 'This checkout is closed');
  const checkout: TestGatewayCheckout = {
    orderId: p.order_id,
    orderName: p.order_name,
    amount: p.amount,
    successUrl: `${origin}/payment?result=success`,
    failUrl: `${origin}/payment?result=fail`,
  };
  return checkout;
}

export async function testApprove(db: Db, deps: PaymentDeps, userId: string, orderId: string) {
  const gateway = testGateway(deps);
  const p = await ownPayment(db, userId, orderId);
  if (p.status !== 'ready' || p.gateway !== 'test') throw new AppError(409, 'PAYMENT_NOT_PAYABLE', 'This checkout is closed');
  await paymentEvent(db, p.id, 'approved_at_gateway', { say: 'approved', gateway: 'test' });
  return { paymentKey: gateway.issueKey(p.order_id, p.amount) };
}

/**
 * Toss Payments' code for a card the issuer refused: data for the fail redirect (and then the fail
 * call's `code`), not one of our API error codes.
 */
const CARD_DECLINED = 'REJECT_CARD_PAYMENT';

export async function testDecline(db: Db, deps: PaymentDeps, userId: string, orderId: string) {
  testGateway(deps);
  await ownPayment(db, userId, orderId);
  return { code: CARD_DECLINED, message: '카드사에서 결제를 거절했습니다 (test gateway)' };
}

/* ------------------------------------------------ staff ------------------------------------------------ */

const SUMMARY_COLUMNS = sql`pay.id, pay.order_id, pay.order_name, pay.order_name_en, pay.kind, pay.target_id, pay.target_ref, pay.status, pay.gateway,
  pay.method, pay.amount::float8 as amount, pay.refunded_amount::float8 as refunded_amount, pay.approved_at, pay.created_at,
  pay.owner_id, ${CUSTOMER_COLUMNS}`;

type SummaryRow = CustomerRow & {
  id: string;
  order_id: string;
  order_name: string;
  order_name_en: string | null;
  kind: PaymentKind;
  target_id: string;
  target_ref: string;
  status: PaymentSummary['status'];
  gateway: PaymentSummary['gateway'];
  method: string | null;
  amount: number;
  refunded_amount: number;
  approved_at: Date | null;
  created_at: Date;
};

function presentSummary(r: SummaryRow): PaymentSummary {
  return {
    id: r.id,
    orderId: r.order_id,
    orderName: r.order_name,
    orderNameEn: r.order_name_en,
    kind: r.kind,
    targetId: r.target_id,
    targetRef: r.target_ref,
    status: r.status,
    gateway: r.gateway,
    method: r.method,
    amount: r.amount,
    refundedAmount: r.refunded_amount,
    approvedAt: isoOrNull(r.approved_at),
    createdAt: iso(r.created_at),
    customer: presentCustomer(r),
  };
}

const KEYSET: Keyset = {
  sort: 'newest',
  columns: [
    { expr: sql`pay.created_at`, type: 'micros', desc: true },
    { expr: sql`pay.id`, type: 'uuid', desc: true },
  ],
};

/** The list's filters, the search (`q`) apart: a search past its count cap walks the newest rows under the others. */
async function listFilters(
  db: Db,
  q: Omit<AdminPaymentListQuery, 'limit' | 'cursor'>,
): Promise<{ filters: SQL; search: SearchCondition | null }> {
  const where: SQL[] = [];
  if (q.status) where.push(sql`pay.status = ${q.status}`);
  if (q.kind) where.push(sql`pay.kind = ${q.kind}`);
  if (q.gateway) where.push(sql`pay.gateway = ${q.gateway}`);
  // calendar days in Asia/Seoul, inclusive
  if (q.from) where.push(sql`pay.created_at >= (${q.from}::date)::timestamp at time zone 'Asia/Seoul'`);
  if (q.to) where.push(sql`pay.created_at < (${q.to}::date + 1)::timestamp at time zone 'Asia/Seoul'`);
  const term = q.q?.trim().toLowerCase();
  const search = term
    ? anyOfSearch([
        containsAnyField(
          sql`lower(pay.order_id || ' ' || pay.target_ref || ' ' || pay.order_name)`,
          [sql`lower(pay.order_id)`, sql`lower(pay.target_ref)`, sql`lower(pay.order_name)`],
          term,
        ),
        await customerOf(db, sql`pay.owner_id`, term),
      ])
    : null;
  return { filters: where.length ? sql.join(where, sql` and `) : sql`true`, search };
}

/** All the list's filters (`listFilters`), the search included. */
function listFilter({ filters, search }: { filters: SQL; search: SearchCondition | null }): SQL {
  return search ? sql`${filters} and ${search.where}` : filters;
}

/**
 * Every payment attempt (staff), newest first, with filters; the first page counts its total beside the
 * page. A search counts its matches up to the cap first, and past it takes its page from the newest
 * payments (decision 0032).
 */
export async function listPayments(db: Db, q: AdminPaymentListQuery): Promise<PaymentPage> {
  const after = decodePageCursor(q.cursor, KEYSET);
  const afterSql = after ? sql`and ${keysetAfter(KEYSET, after.key)}` : sql``;
  const { filters, search } = await listFilters(db, q);
  const filter = listFilter({ filters, search });
  const page = (o: { where: SQL; matchesFirst: boolean }) =>
    keysetPageQuery({
      select: sql`${SUMMARY_COLUMNS}, ${keysetSelect(KEYSET)} as page_key`,
      from: sql`payments pay join users u on u.id = pay.owner_id`,
      table: sql`payments`,
      alias: sql`pay`,
      where: o.where,
      keyset: KEYSET,
      limit: q.limit,
      matchesFirst: o.matchesFirst,
    });
  if (!search) {
    const [rows, total] = await Promise.all([
      db.execute<SummaryRow & { page_key: string[] }>(page({ where: sql`${filter} ${afterSql}`, matchesFirst: false })),
      after
        ? Promise.resolve(after.total)
        : db
            // every payment has its owner (a foreign key, not null): counted without them, the index alone
            // (1,000,000 payments: 0.2 s joined, 0.05 s not)
            .execute<{ n: number }>(sql`select count(*)::int as n from payments pay where ${filter}`)
            .then((r) => r.rows[0]!.n),
    ]);
    return { ...keysetPage(KEYSET, rows.rows, q.limit, total, presentSummary), totalCapped: false };
  }
  // the first page: its matches counted up to the cap and, under it, their newest page, in one statement
  // (a word in 22,001 customers' names sent their ids to the payments' owner index once, not twice)
  const first = after
    ? null
    : (
        await db.execute<SummaryRow & { page_key: string[]; capped_total: number }>(
          keysetPageQuery({
            select: sql`${SUMMARY_COLUMNS}, ${keysetSelect(KEYSET)} as page_key`,
            from: sql`payments pay join users u on u.id = pay.owner_id`,
            table: sql`payments`,
            alias: sql`pay`,
            where: filter,
            keyset: KEYSET,
            limit: q.limit,
            matchesFirst: true,
            countUpTo: SEARCH_COUNT_CAP + 1,
          }),
        )
      ).rows;
  const total = after?.total ?? first?.[0]?.capped_total ?? 0;
  const rows =
    first && total <= SEARCH_COUNT_CAP
      ? first
      : await searchPageRows<SummaryRow & { page_key: string[] }>(db, {
          total,
          limit: q.limit,
          window: () =>
            windowPageQuery({
              select: sql`${SUMMARY_COLUMNS}, ${keysetSelect(KEYSET)} as page_key`,
              from: sql`payments pay join users u on u.id = pay.owner_id`,
              table: sql`payments`,
              alias: sql`pay`,
              where: sql`${filters} ${afterSql}`,
              search: search.row,
              keyset: KEYSET,
              limit: q.limit,
              window: SEARCH_WINDOW,
            }),
          // a search's matches first (the filter is on payments alone: the customers as an array of ids), or
          // PostgreSQL walks the newest-first index testing every payment until a page is full
          matches: () => page({ where: sql`${filter} ${afterSql}`, matchesFirst: true }),
        });
  return { ...keysetPage(KEYSET, rows, q.limit, total, presentSummary), totalCapped: total > SEARCH_COUNT_CAP };
}

/** The filtered payments as CSV (newest first, at most 50,000 rows). */
export async function paymentsCsv(db: Db, q: Omit<AdminPaymentListQuery, 'limit' | 'cursor'>): Promise<string> {
  const { rows } = await db.execute<SummaryRow>(sql`
    select ${SUMMARY_COLUMNS} from payments pay join users u on u.id = pay.owner_id
    where ${listFilter(await listFilters(db, q))} order by pay.created_at desc, pay.id desc limit ${CSV_MAX_ROWS}`);
  return toCsv(
    [
      'orderId',
      'createdAt',
      'approvedAt',
      'kind',
      'reference',
      'orderName',
      'status',
      'gateway',
      'method',
      'amount',
      'refunded',
      'net',
      'customer',
      'company',
      'email',
    ],
    rows.map((r) => [
      r.order_id,
      iso(r.created_at),
      isoOrNull(r.approved_at) ?? '',
      r.kind,
      r.target_ref,
      r.order_name,
      r.status,
      r.gateway,
      r.method ?? '',
      r.amount,
      r.refunded_amount,
      ['paid', 'partially_refunded', 'refunded'].includes(r.status) ? r.amount - r.refunded_amount : 0,
      r.customer_name,
      r.customer_company,
      r.customer_email,
    ]),
  );
}

/** One payment with its refunds and whole history (staff). */
export async function getPaymentDetail(db: Db, id: string): Promise<PaymentDetail> {
  const { rows } = await db.execute<
    SummaryRow & {
      payment_key: string | null;
      failure_code: string | null;
      failure_message: string | null;
      receipt_url: string | null;
    }
  >(sql`
    select ${SUMMARY_COLUMNS}, pay.payment_key, pay.failure_code, pay.failure_message, pay.receipt_url
    from payments pay join users u on u.id = pay.owner_id where pay.id = ${id}`);
  const r = rows[0];
  if (!r) throw notFound('No such payment');
  const [refunds, events] = await Promise.all([
    db.execute<{ id: string; amount: number; reason: string; created_at: Date; by_name: string | null }>(sql`
      select f.id, f.amount::float8 as amount, f.reason, f.created_at, u.name as by_name
      from payment_refunds f left join users u on u.id = f.by_id where f.payment_id = ${id} order by f.created_at, f.id`),
    db.execute<{ at: Date; type: string; detail: string; facts: PaymentEventFacts | null }>(
      sql`select at, type, detail, facts from payment_events where payment_id = ${id} order by id`,
    ),
  ]);
  const taken = ['paid', 'partially_refunded'].includes(r.status);
  return {
    ...presentSummary(r),
    paymentKey: r.payment_key,
    failureCode: r.failure_code,
    failureMessage: r.failure_message,
    receiptUrl: r.receipt_url,
    refunds: refunds.rows.map((f) => ({
      id: f.id,
      amount: f.amount,
      reason: f.reason,
      createdAt: iso(f.created_at),
      byName: f.by_name,
    })),
    events: events.rows.map((e) => ({ at: iso(e.at), type: e.type, detail: e.detail, facts: e.facts })),
    refundable: taken ? r.amount - r.refunded_amount : 0,
  };
}

/**
 * The purchase's state after its payment was refunded in full by staff: a refund request is granted,
 * a purchase not shipped yet is cancelled, a shipped or delivered one is refunded (staff's decision
 * over the machine's usual path, written on the timeline). Its units go back unless `restock` is false.
 */
async function closeRefundedPurchase(tx: Db, target: LockedTarget, staffId: string, reason: string): Promise<string | null> {
  const state = target.state as PurchaseState;
  const action = state === 'refund_requested' ? 'refund' : state === 'paid' || state === 'preparing' ? 'cancel' : null;
  if (action && findTransition(purchaseMachine, state, action, 'staff')) {
    const t = await applyTransition(tx, {
      machine: purchaseMachine,
      table: purchases,
      subject: 'purchase',
      record: { id: target.id, state, version: target.version },
      actor: 'staff',
      actorId: staffId,
      body: { action, version: target.version, reason },
      set: action === 'cancel' ? { cancelReason: reason } : {},
    });
    return t.to;
  }
  if (state === 'shipped' || state === 'delivered') {
    await tx.execute(
      sql`update purchases set state = 'refunded', version = version + 1, updated_at = now() where id = ${target.id}`,
    );
    await recordEvent(tx, {
      subject: 'purchase',
      subjectId: target.id,
      action: 'refund',
      fromState: state,
      toState: 'refunded',
      actor: 'staff',
      actorId: staffId,
      note: reason,
    });
    return 'refunded';
  }
  return null;
}

/**
 * A partial refund on the purchase's timeline, with its amount and reason, so the customer sees it as
 * a refund (issue 25). A refund request it answers is closed: the purchase is delivered again, with
 * this refund on record (a further refund can still be asked for). Returns the purchase's state.
 */
async function notePartialRefund(
  tx: Db,
  target: LockedTarget,
  staffId: string,
  input: Pick<RefundCreateInput, 'amount' | 'reason'>,
): Promise<string> {
  const from = target.state;
  const to = from === 'refund_requested' ? 'delivered' : from;
  if (to !== from) {
    await tx.execute(sql`update purchases set state = ${to}, version = version + 1, updated_at = now() where id = ${target.id}`);
  }
  await recordEvent(tx, {
    subject: 'purchase',
    subjectId: target.id,
    action: 'refund_part',
    fromState: from,
    toState: to,
    actor: 'staff',
    actorId: staffId,
    // the amount in digits and the won sign reads the same in Korean and English
    note: `₩${input.amount.toLocaleString('en-US')} · ${input.reason}`,
  });
  return to;
}

/**
 * A refund by staff: partial or full, never more than what is left, and only from what the screen
 * showed as refundable (the record and the payment are locked; a refund since answers 409
 * CHANGED_MEANWHILE), through the gateway with an Idempotency-Key. A purchase refunded in full is
 * closed (refunded, or cancelled before shipping) and restocked; `restock: true` puts the units back
 * on a partial refund too. The customer is told.
 */
export async function refundPayment(
  db: Db,
  deps: PaymentDeps,
  staffId: string,
  id: string,
  input: RefundCreateInput,
): Promise<PaymentDetail> {
  const first = await readPayment(db, { id });
  if (!first) throw notFound('No such payment');
  await notifyingTransaction(db, deps.notifier, async (tx, notified) => {
    const target = await lockTarget(tx, first.kind, first.target_id);
    const p = (await readPayment(tx, { id }, true))!;
    // decided on what the screen showed: a refund since (another tab, another person) is said first
    if (p.amount - p.refunded_amount !== input.refundable) throw changedMeanwhile('payment');
    const { full } = await refundInTx(tx, deps.gateway, p, { amount: input.amount, reason: input.reason, byId: staffId });
    let state = target?.state ?? '';
    if (target && p.kind === 'purchase') {
      if (full) state = (await closeRefundedPurchase(tx, target, staffId, input.reason)) ?? state;
      else state = await notePartialRefund(tx, target, staffId, input);
      if (input.restock ?? full) await restockPurchase(tx, target.id);
    }
    if (target) {
      notified(
        await deps.notifier.notify(tx, {
          to: { userId: target.ownerId },
          subject: target.kind,
          subjectId: target.id,
          action: full ? 'refund' : 'partial_refund',
          ref: target.ref,
          state,
        }),
      );
    }
  });
  return getPaymentDetail(db, id);
}
