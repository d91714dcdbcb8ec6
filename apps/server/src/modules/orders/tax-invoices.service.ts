/**
 * Tax invoices (세금계산서, decision 0026): staff make one out for a paid production order sold in
 * Korea (its VAT standard-rated), to the customer's business registration number; a cancellation is an
 * amended invoice of the same amounts negated, and the original is marked cancelled; a corrected one is
 * made out anew. The records are what the tax-invoice system (Hometax or the company's ERP) is fed
 * from: the CSV export. Sending to the National Tax Service is not automated here.
 */
import { sql } from 'drizzle-orm';
import { orderRef } from '@formulab/shared/orders/orders.schema';
import { seoulToday } from '@formulab/shared/dates';
import { taxInvoiceRef, type TaxInvoice } from '@formulab/shared/orders/tax-invoices.schema';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import { toCsv } from '../../lib/csv.ts';
import { recordEvent } from '../workflow/workflow.ts';
import { taxInvoices } from './orders.table.ts';

/** The seller on every invoice: the company, as its letterhead names it (lib/pdf-doc.ts). */
export const SUPPLIER = { brn: '2208162517', name: '(주)포뮬랩', ceo: '정하윤' } as const;

type Row = {
  id: string;
  number: number;
  kind: 'original' | 'cancellation';
  amends_number: number | null;
  state: 'issued' | 'cancelled';
  issue_date: string;
  supplier_brn: string;
  supplier_name: string;
  supplier_ceo: string;
  buyer_brn: string;
  buyer_name: string;
  buyer_ceo: string;
  buyer_email: string;
  item: string;
  supply_amount: string | number;
  tax_amount: string | number;
  reason: string;
  created_at: Date | string;
  order_number?: number;
};

const COLUMNS = sql`t.id, t.number, t.kind, a.number as amends_number, t.state, t.issue_date::text as issue_date,
  t.supplier_brn, t.supplier_name, t.supplier_ceo, t.buyer_brn, t.buyer_name, t.buyer_ceo, t.buyer_email, t.item,
  t.supply_amount, t.tax_amount, t.reason, t.created_at`;

function present(r: Row): TaxInvoice {
  const supply = Number(r.supply_amount);
  const tax = Number(r.tax_amount);
  return {
    id: r.id,
    ref: taxInvoiceRef(r.number),
    kind: r.kind,
    amendsRef: r.amends_number === null ? null : taxInvoiceRef(r.amends_number),
    state: r.state,
    issueDate: r.issue_date,
    supplier: { brn: r.supplier_brn, name: r.supplier_name, ceo: r.supplier_ceo },
    buyer: { brn: r.buyer_brn, name: r.buyer_name, ceo: r.buyer_ceo, email: r.buyer_email },
    item: r.item,
    supplyAmount: supply,
    taxAmount: tax,
    total: supply + tax,
    reason: r.reason,
    createdAt: iso(r.created_at),
  };
}

/** An order's tax invoices, first first (the caller has checked the viewer may read the order). */
export async function readTaxInvoices(db: Db, orderId: string): Promise<TaxInvoice[]> {
  const { rows } = await db.execute<Row>(sql`select ${COLUMNS} from tax_invoices t left join tax_invoices a on a.id = t.amends
    where t.order_id = ${orderId} order by t.number`);
  return rows.map(present);
}

const refused = (key: string, message: string) => new AppError(409, 'CONFLICT', message, { _: key });

/**
 * Makes out the invoice of order `orderId`, dated `issueDate` (today in Seoul unless said): only for a
 * paid order whose VAT is standard-rated, to a customer with a registration number, and one in force at
 * a time (409, saying which). The order's timeline records it, for both sides.
 */
export async function issueTaxInvoice(db: Db, orderId: string, staffId: string, issueDate?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      number: number;
      state: string;
      payment_status: string;
      tax_treatment: string | null;
      total: string;
      vat: string;
      recipe_name: string;
      brn: string | null;
      company_name: string;
      name: string;
      email: string;
    }>(sql`select o.number, o.state, o.payment_status, o.tax_treatment, o.total, o.vat, o.recipe_name,
        u.business_registration_number as brn, u.company_name, u.name, u.email
      from production_orders o join users u on u.id = o.owner_id where o.id = ${orderId} for update of o`);
    const o = rows[0];
    if (!o) throw notFound('No such order');
    if (o.tax_treatment !== 'standard') {
      throw refused('workflow.errors.taxInvoiceNotDomestic', 'Only a sale in Korea with VAT has a tax invoice');
    }
    if (o.payment_status !== 'paid') throw refused('workflow.errors.taxInvoiceUnpaid', 'The order is not paid');
    if (!o.brn) throw refused('workflow.errors.taxInvoiceNoBrn', 'The customer has no business registration number');
    const inForce = await tx.execute(sql`select 1 from tax_invoices
      where order_id = ${orderId} and kind = 'original' and state = 'issued'`);
    if (inForce.rows.length) throw refused('workflow.errors.taxInvoiceExists', 'A tax invoice is in force for this order');
    const [made] = await tx
      .insert(taxInvoices)
      .values({
        orderId,
        issueDate: issueDate ?? seoulToday(),
        supplierBrn: SUPPLIER.brn,
        supplierName: SUPPLIER.name,
        supplierCeo: SUPPLIER.ceo,
        buyerBrn: o.brn,
        buyerName: o.company_name || o.name,
        buyerCeo: o.name,
        buyerEmail: o.email,
        item: `${orderRef(o.number)} ${o.recipe_name}`.slice(0, 100),
        supplyAmount: Number(o.total),
        taxAmount: Number(o.vat),
        staffId,
      })
      .returning({ number: taxInvoices.number, issueDate: taxInvoices.issueDate });
    await recordEvent(tx, {
      subject: 'order',
      subjectId: orderId,
      action: 'tax_invoice_issued',
      fromState: o.state,
      toState: o.state,
      actor: 'staff',
      actorId: staffId,
      note: `${taxInvoiceRef(made!.number)} · ${made!.issueDate}`,
    });
  });
}

/**
 * Cancels an invoice in force: its negative twin (kind 'cancellation', dated today, amending it) is made
 * out and it is marked cancelled, in one transaction; the reason goes on both and on the timeline. 404
 * for no such invoice, 409 for one already cancelled or a cancellation itself.
 */
export async function cancelTaxInvoice(db: Db, id: string, staffId: string, reason: string): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<Row & { order_id: string; order_state: string }>(sql`
      select ${COLUMNS}, t.order_id, o.state as order_state from tax_invoices t left join tax_invoices a on a.id = t.amends
        join production_orders o on o.id = t.order_id
      where t.id = ${id} for update of t`);
    const t = rows[0];
    if (!t) throw notFound('No such tax invoice');
    if (t.kind !== 'original' || t.state !== 'issued') {
      throw refused('workflow.errors.taxInvoiceNotInForce', 'Only an invoice in force can be cancelled');
    }
    await tx.execute(sql`update tax_invoices set state = 'cancelled', reason = ${reason} where id = ${id}`);
    const [twin] = await tx
      .insert(taxInvoices)
      .values({
        orderId: t.order_id,
        kind: 'cancellation',
        amends: id,
        issueDate: seoulToday(),
        supplierBrn: t.supplier_brn,
        supplierName: t.supplier_name,
        supplierCeo: t.supplier_ceo,
        buyerBrn: t.buyer_brn,
        buyerName: t.buyer_name,
        buyerCeo: t.buyer_ceo,
        buyerEmail: t.buyer_email,
        item: t.item,
        supplyAmount: -Number(t.supply_amount),
        taxAmount: -Number(t.tax_amount),
        reason,
        staffId,
      })
      .returning({ number: taxInvoices.number });
    await recordEvent(tx, {
      subject: 'order',
      subjectId: t.order_id,
      action: 'tax_invoice_cancelled',
      fromState: t.order_state,
      toState: t.order_state,
      actor: 'staff',
      actorId: staffId,
      note: `${taxInvoiceRef(t.number)} → ${taxInvoiceRef(twin!.number)}\n${reason}`,
    });
    return t.order_id;
  });
}

/** The columns of the export, in the order of a bulk upload to a tax-invoice system (전자세금계산서 일괄발급). */
const CSV_COLUMNS = [
  'invoice_no',
  'kind',
  'amends',
  'issue_date',
  'supplier_brn',
  'supplier_name',
  'supplier_ceo',
  'buyer_brn',
  'buyer_name',
  'buyer_ceo',
  'buyer_email',
  'item',
  'supply_amount',
  'tax_amount',
  'total',
  'order',
  'reason',
] as const;

/** Every invoice made out between `from` and `to` (issue dates, both included), as CSV. */
export async function taxInvoicesCsv(db: Db, from: string, to: string): Promise<string> {
  const { rows } = await db.execute<Row>(sql`select ${COLUMNS}, o.number as order_number
    from tax_invoices t left join tax_invoices a on a.id = t.amends join production_orders o on o.id = t.order_id
    where t.issue_date between ${from}::date and ${to}::date order by t.issue_date, t.number limit 50000`);
  return toCsv(
    CSV_COLUMNS,
    rows.map((r) => {
      const t = present(r);
      return [
        t.ref,
        t.kind,
        t.amendsRef ?? '',
        t.issueDate,
        t.supplier.brn,
        t.supplier.name,
        t.supplier.ceo,
        t.buyer.brn,
        t.buyer.name,
        t.buyer.ceo,
        t.buyer.email,
        t.item,
        t.supplyAmount,
        t.taxAmount,
        t.total,
        orderRef(r.order_number!),
        t.reason,
      ];
    }),
  );
}
