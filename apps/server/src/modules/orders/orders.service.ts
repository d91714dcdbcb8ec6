/**
 * Production orders (PRODUCT.md §3.6): made only by accepting a quote (quotes.service.ts), at the
 * accepted revision's price. Staff record the payment (until online payment exists), run production
 * and quality check, ship with carrier and tracking number; the customer may cancel before paying and
 * confirm delivery; a paid order cancelled by staff is marked refund_due. Every step goes through the
 * shared machine (orders.states.ts) with `applyTransition`, writes the timeline and notifies the other
 * side.
 */
import { sql, type SQL } from 'drizzle-orm';
import { actionsFor } from '@formulab/shared/workflow/machine';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import {
  orderRef,
  parseOrderRef,
  type AdminOrderListQuery,
  type OrderDetail,
  type OrderListQuery,
  type OrderPage,
  type OrderSummary,
} from '@formulab/shared/orders/orders.schema';
import { ORDER_STATES, orderMachine, type OrderState, type PaymentStatus } from '@formulab/shared/orders/orders.states';
import { quoteRef } from '@formulab/shared/quotes/quotes.schema';
import { remainingQuantity, SHIPMENTS_MAX, type Incoterm, type Shipment } from '@formulab/shared/orders/delivery';
import type { ShipTo } from '@formulab/shared/shop/addresses.schema';
import type { TaxTreatment } from '@formulab/shared/orders/tax';
import { readTaxInvoices } from './tax-invoices.service.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { newestFirst } from '../../lib/keyset.ts';
import { notifyingTransaction, openRecord, type Notifier } from '../notifications/notifications.service.ts';
import { productionOrderNames, recordPaymentStep } from '../payments/payments.core.ts';
import { addInternalNote, lockRecord, readTimeline, shipmentEffect, transitionAndNotify } from '../workflow/workflow.ts';
import { queueSearch } from '../users/customer-search.ts';
import type { SearchCondition } from '../../lib/like.ts';
import { isStaff, mayRead, ownOrderFilter, type Viewer } from './orders.policy.ts';
import { orderShipments, productionOrders } from './orders.table.ts';
import { iso, isoOrNull } from '../../lib/dates.ts';
import { actorOf, recordListPage, userIdOf, type RecordRow } from '../../lib/workflow-viewer.ts';
import { CUSTOMER_COLUMNS, presentCustomer, type CustomerRow } from '../users/customer-columns.ts';
import { packagingNames } from '../sub-materials/packaging-names.ts';

/* ------------------------------------------------ reading ------------------------------------------------ */

/** The columns of a list row (aliases: o order, qt its quote; the customer's come apart, staff only). */
const SUMMARY_COLUMNS = sql`o.id, o.number, o.state, o.payment_status, o.recipe_name, o.recipe_revision, o.packaging_name,
  o.quantity, o.unit_price, o.total, o.vat, o.tax_treatment, o.quote_id, qt.number as quote_number, o.quote_revision, o.created_at, o.updated_at,
  o.owner_id`;

type SummaryRow = CustomerRow &
  RecordRow & {
    payment_status: string;
    recipe_name: string;
    recipe_revision: number;
    packaging_name: string | null;
    quantity: number;
    unit_price: string | number;
    total: string | number;
    vat: string | number;
    tax_treatment: string | null;
    quote_id: string;
    quote_number: number;
    quote_revision: number;
  };

function presentSummary(r: SummaryRow, withCustomer: boolean): OrderSummary {
  return {
    id: r.id,
    ref: orderRef(r.number),
    number: r.number,
    state: r.state as OrderState,
    paymentStatus: r.payment_status as PaymentStatus,
    recipeName: r.recipe_name,
    recipeRevision: r.recipe_revision,
    packagingName: r.packaging_name,
    quantity: r.quantity,
    unitPrice: Number(r.unit_price),
    total: Number(r.total),
    vat: Number(r.vat),
    amountDue: Number(r.total) + Number(r.vat),
    taxTreatment: r.tax_treatment as TaxTreatment | null,
    quote: { id: r.quote_id, ref: quoteRef(r.quote_number), revision: r.quote_revision },
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    customer: withCustomer ? presentCustomer(r) : null,
  };
}

/**
 * Newest first. A customer's list reads `production_orders_owner_idx` (or `…_owner_state_idx` with a
 * state), staff's `…_created_idx` (or `…_state_idx`).
 */
const KEYSET = newestFirst('o');

/**
 * How the first page counts each state (the tabs): by counting the matching orders (a customer's
 * few hundred through the owner index, a search's few customers), or — for staff's whole queue, with
 * or without a payment filter — from `production_order_counts`, the per-(state, payment status)
 * counter kept by triggers as rows of changes (migrations 0011, 0058): a million orders would otherwise
 * be counted on every first page.
 */
type Counting = { kind: 'rows' } | { kind: 'counter'; payment?: PaymentStatus };

/** One page, newest first, and on the first page how many orders each state holds under the other filters. */
async function queryPage(
  db: Db,
  where: SQL[],
  q: { state?: OrderState; limit: number; cursor?: string },
  withCustomer: boolean,
  counting: Counting,
  /** a search's condition (`recordListPage`'s `search`) */
  search?: SearchCondition,
): Promise<OrderPage> {
  return recordListPage(db, {
    table: 'production_orders',
    alias: 'o',
    select: sql`${SUMMARY_COLUMNS}${withCustomer ? sql`, ${CUSTOMER_COLUMNS}` : sql``}`,
    from: sql`production_orders o join quotes qt on qt.id = o.quote_id
          ${withCustomer ? sql`join users u on u.id = o.owner_id` : sql``}`,
    where,
    keyset: KEYSET,
    states: ORDER_STATES,
    q,
    search,
    counter:
      counting.kind === 'counter'
        ? sql`select state, sum(n)::int as n from production_order_counts
          ${counting.payment ? sql`where payment_status = ${counting.payment}` : sql``} group by state`
        : undefined,
    present: (r: SummaryRow & { page_key: string[] }) => presentSummary(r, withCustomer),
  });
}

/** A customer's own orders. */
export async function listOwnOrders(db: Db, ownerId: string, q: OrderListQuery): Promise<OrderPage> {
  return queryPage(db, [ownOrderFilter(ownerId)], q, false, { kind: 'rows' });
}

/**
 * Every order (staff): by state, payment status, and by reference (O-000042) or customer (name,
 * company or e-mail). A search is one BitmapOr of indexes, never a scan of the table: the number by its
 * unique index, the customers matching found first (a small table, through its own trigram index) and
 * their orders read by the owner index. The counts use the same predicate.
 */
export async function listAllOrders(db: Db, q: AdminOrderListQuery): Promise<OrderPage> {
  const where: SQL[] = [];
  if (q.payment) where.push(sql`o.payment_status = ${q.payment}`);
  const term = q.q?.trim().toLowerCase();
  const search = term ? await queueSearch(db, 'o', term, parseOrderRef(term), []) : undefined;
  return queryPage(db, where, q, true, search ? { kind: 'rows' } : { kind: 'counter', payment: q.payment }, search);
}

type DetailRow = SummaryRow & {
  version: number;
  recipe_id: string | null;
  recipe_deleted_at: Date | string | null;
  paid_at: Date | string | null;
  carrier: string | null;
  tracking_number: string | null;
  cancel_reason: string | null;
  lead_time_days: number | null;
  wished_date: string | null;
  packaging_name_ko: string | null;
  packaging_name_en: string | null;
  ship_to: ShipTo | null;
  incoterm: string | null;
};

type ShipmentRow = {
  number: number;
  quantity: number;
  carrier: string;
  tracking_number: string;
  note: string;
  shipped_at: Date | string;
};

/** An order's shipments, first first. */
async function readShipments(db: Db, orderId: string): Promise<Shipment[]> {
  const { rows } = await db.execute<ShipmentRow>(sql`select number, quantity, carrier, tracking_number, note, shipped_at
    from order_shipments where order_id = ${orderId} order by number`);
  return rows.map((r) => ({
    number: r.number,
    quantity: r.quantity,
    carrier: r.carrier,
    trackingNumber: r.tracking_number,
    note: r.note,
    shippedAt: iso(r.shipped_at),
  }));
}

/** One order as `viewer` sees it: 404 unless theirs (or staff); internal notes for staff only. */
export async function getOrder(db: Db, id: string, viewer: Viewer): Promise<OrderDetail> {
  const { rows } = await db.execute<DetailRow>(sql`
    select ${SUMMARY_COLUMNS}, ${CUSTOMER_COLUMNS}, o.version, o.recipe_id, r.deleted_at as recipe_deleted_at, o.paid_at,
      o.carrier, o.tracking_number, o.cancel_reason, v.lead_time_days, qt.wished_date, o.ship_to, o.incoterm,
      p.name_ko as packaging_name_ko, p.name_en as packaging_name_en
    from production_orders o join quotes qt on qt.id = o.quote_id join users u on u.id = o.owner_id
      left join quote_revisions v on v.quote_id = o.quote_id and v.number = o.quote_revision
      left join sub_materials p on p.id = qt.packaging_id
      left join recipes r on r.id = o.recipe_id
    where o.id = ${id}`);
  const r = rows[0];
  if (!r || !mayRead({ ownerId: r.owner_id }, viewer)) throw notFound('No such order');
  const staff = isStaff(viewer);
  const shipments = await readShipments(db, id);
  return {
    ...presentSummary(r, staff),
    version: r.version,
    recipeId: r.recipe_id !== null && (staff || r.recipe_deleted_at === null) ? r.recipe_id : null,
    paidAt: isoOrNull(r.paid_at),
    carrier: r.carrier,
    trackingNumber: r.tracking_number,
    cancelReason: r.cancel_reason,
    leadTimeDays: r.lead_time_days,
    wishedDate: r.wished_date,
    packaging: r.packaging_name === null && r.packaging_name_ko === null ? null : packagingNames(r),
    shipTo: r.ship_to,
    incoterm: r.incoterm as Incoterm | null,
    shipments,
    remainingQuantity: remainingQuantity(r.quantity, shipments),
    taxInvoices: await readTaxInvoices(db, id),
    timeline: await readTimeline(db, 'order', id, staff ? 'staff' : 'customer'),
    actions: actionsFor(orderMachine, r.state as OrderState, actorOf(viewer)).map((t) => t.action),
  };
}

/** Opening an order reads the viewer's notifications about it. */
export function openOrder(db: Db, id: string, viewer: Viewer): Promise<OrderDetail> {
  return openRecord(db, 'order', id, viewer, getOrder);
}

/* ------------------------------------------------ writing ------------------------------------------------ */

/** The columns a transition sets besides state and version, and the note it leaves on the timeline. */
function effectsOf(action: string, body: TransitionBody, paymentStatus: string): { set: Record<string, unknown>; note?: string } {
  switch (action) {
    case 'record_payment':
      return { set: { paymentStatus: 'paid', paidAt: new Date() } };
    case 'ship_part':
    case 'ship':
      return shipmentEffect(body);
    case 'cancel':
      // money already received is owed back: staff refund it (the payments area does it online)
      return { set: { cancelReason: body.reason, ...(paymentStatus === 'paid' ? { paymentStatus: 'refund_due' } : {}) } };
    default:
      return { set: {} };
  }
}

/**
 * The shipment a 'ship_part' or 'ship' step sends, on the order locked by the caller: a part is fewer
 * units than are left (at least one stays for the last shipment); 'ship' sends what is left, and a
 * quantity sent with it must be exactly that (what staff typed is never changed). 400 on the quantity
 * field otherwise.
 */
async function recordShipment(
  tx: Db,
  orderId: string,
  ordered: number,
  action: 'ship_part' | 'ship',
  body: TransitionBody,
  staffId: string,
) {
  const { rows } = await tx.execute<{ shipped: number; n: number }>(
    sql`select coalesce(sum(quantity), 0)::int as shipped, count(*)::int as n from order_shipments where order_id = ${orderId}`,
  );
  const { shipped, n } = rows[0]!;
  const left = ordered - shipped;
  // the last of the SHIPMENTS_MAX is kept for 'ship', so an order can always be shipped in full
  if (n >= (action === 'ship' ? SHIPMENTS_MAX : SHIPMENTS_MAX - 1)) {
    throw new AppError(
      400,
      'VALIDATION',
      `At most ${SHIPMENTS_MAX} shipments`,
      { quantity: 'workflow.errors.tooManyShipments' },
      { max: SHIPMENTS_MAX },
    );
  }
  let quantity = left;
  if (action === 'ship_part') {
    quantity = body.quantity!;
    if (quantity >= left) {
      throw new AppError(
        400,
        'VALIDATION',
        `A part is at most ${left - 1} units`,
        { quantity: 'workflow.errors.shipPartTooMany' },
        { max: left - 1 },
      );
    }
  } else if (body.quantity !== undefined && body.quantity !== left) {
    throw new AppError(
      400,
      'VALIDATION',
      `What is left is ${left} units`,
      { quantity: 'workflow.errors.shipRestQuantity' },
      { count: left },
    );
  }
  await tx.insert(orderShipments).values({
    orderId,
    number: n + 1,
    quantity,
    carrier: body.carrier!,
    trackingNumber: body.trackingNumber!,
    note: body.note ?? '',
    staffId,
  });
}

/** What an order's step reads of it besides `LockedRecord`'s columns. */
type LockedOrder = {
  payment_status: string;
  total: string;
  vat: string;
  recipe_name: string;
  quantity: number;
};

/**
 * One step of the machine by the customer (cancel before payment, confirm delivery) or staff. 404 for
 * someone else's order, 409 TRANSITION_NOT_ALLOWED for a step the machine refuses, 400 for a missing
 * reason / carrier / tracking number, 409 CHANGED_MEANWHILE for a stale version (two staff members at once: one
 * wins). The row is locked for the transaction, so concurrent steps run one after the other. The other
 * side is notified.
 */
export async function transitionOrder(
  db: Db,
  notifier: Notifier,
  id: string,
  viewer: Viewer,
  body: TransitionBody,
): Promise<OrderDetail> {
  await notifyingTransaction(db, notifier, async (tx, notified) => {
    const r = await lockRecord<LockedOrder>(tx, {
      table: 'production_orders',
      id,
      more: sql`payment_status, total, vat, recipe_name, quantity`,
      mayRead: (row) => mayRead(row, viewer),
      missing: 'No such order',
    });
    const effects = effectsOf(body.action, body, r.payment_status);
    const actorId = userIdOf(viewer);
    notified(
      await transitionAndNotify(
        tx,
        notifier,
        {
          machine: orderMachine,
          table: productionOrders,
          subject: 'order',
          record: { id, state: r.state as OrderState, version: r.version },
          ref: orderRef(r.number),
          ownerId: r.owner_id,
          actor: actorOf(viewer),
          actorId,
          body,
          set: effects.set,
          note: effects.note,
        },
        async (t) => {
          if (t.action === 'ship_part' || t.action === 'ship') {
            await recordShipment(tx, id, r.quantity, t.action, body, actorId);
          }
          // the offline fallback of online payment: a payment row of gateway 'offline', so sales count it;
          // what the customer pays is the supply amount and its VAT
          await recordPaymentStep(tx, t.action, {
            kind: 'order',
            targetId: id,
            targetRef: orderRef(r.number),
            ...productionOrderNames(r.number, r.recipe_name),
            ownerId: r.owner_id,
            amount: Number(r.total) + Number(r.vat),
            staffId: actorId,
          });
        },
      ),
    );
  });
  return getOrder(db, id, viewer);
}

/** Staff's internal note on an order's timeline: never sent to the customer, no notification. */
export async function addOrderNote(db: Db, id: string, staffId: string, note: string): Promise<OrderDetail> {
  await addInternalNote(db, { table: productionOrders, subject: 'order', id, staffId, note, missing: 'No such order' });
  return getOrder(db, id, { staffId });
}
