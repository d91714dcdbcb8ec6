/**
 * VAT and tax invoices (issue 25 item 1, decision 0026): a sale delivered in Korea adds 10 % VAT to the
 * quoted supply amount and needs the buyer's registration number; an export is zero-rated; what the
 * customer pays is the supply amount and its tax; staff make out, cancel (by an amended invoice) and
 * export tax invoices — refused input changes nothing, another customer's order is 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulToday } from '@formulab/shared/dates';
import type { Caller, TestApp } from '../../test/harness.ts';
import {
  acceptQuote,
  answerQuote,
  foreignAddress,
  makeOrder,
  startQuoteWorld,
  requestBody,
  requestQuote,
  TEST_BRN,
  usableRecipe,
  type QuoteWorld,
} from '../quotes/quotes.test-utils.ts';
import { SUPPLIER } from './tax-invoices.service.ts';
import { invalid } from '../../test/harness.ts';

let t: TestApp;
let w: QuoteWorld;
let a: Caller & { id: string };
let b: Caller & { id: string };

beforeAll(async () => ({ t, w, a, b } = await startQuoteWorld()));
afterAll(() => t?.close());

/** the supply amount of `answerBody`'s three lines */
const SUPPLY = 4_500_000 + 900_000 + 1_260_000;
/** …and what is paid for it in Korea: the supply amount and 10 % */
const DUE = 7_326_000;

describe('VAT on quotes and orders', () => {
  it('a sale in Korea adds 10 % to the supply amount; the order and its payment carry it', async () => {
    const recipe = await usableRecipe(w, a);
    const q = await requestQuote(a, requestBody(recipe.id, w.bottle));
    expect(q).toMatchObject({ taxTreatment: 'standard', total: null, vat: null, amountDue: null });
    const quoted = await answerQuote(w.admin, q);
    expect(quoted).toMatchObject({ total: SUPPLY, vat: SUPPLY / 10, amountDue: DUE, taxTreatment: 'standard' });
    expect(quoted.revisions[0]).toMatchObject({ total: SUPPLY, vat: SUPPLY / 10, amountDue: DUE });
    const accepted = await acceptQuote(a, quoted);
    const order = (await a.request('GET', `/api/orders/${accepted.order!.id}`)).body;
    expect(order).toMatchObject({ total: SUPPLY, vat: SUPPLY / 10, amountDue: DUE, taxTreatment: 'standard' });
    const start = await a.request('POST', '/api/payments', { kind: 'order', id: order.id });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    expect(start.body.amount).toBe(DUE);
  });

  it('the tax drops what is under the won', async () => {
    const recipe = await usableRecipe(w, a);
    const q = await requestQuote(a, requestBody(recipe.id, w.bottle));
    const quoted = await answerQuote(w.admin, q, { lines: [{ kind: 'other', label: 'Odd', amount: 1_234_567 }] });
    expect(quoted).toMatchObject({ total: 1_234_567, vat: 123_456, amountDue: 1_358_023 });
  });

  it('an export is zero-rated and needs no registration number; a sale in Korea does (nothing written)', async () => {
    const noBrn = await t.user();
    const recipe = await usableRecipe(w, noBrn);
    const home = await noBrn.request('POST', '/api/me/addresses', {
      recipient: 'Kim',
      phone: '010-1111-2222',
      postalCode: '06236',
      address: 'Teheran-ro 1',
    });
    const before = (await t.db.pool.query('select count(*)::int as n from quotes')).rows[0].n;
    const refused = await noBrn.request(
      'POST',
      '/api/quotes',
      requestBody(recipe.id, w.bottle, { shipToAddressId: home.body.id }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ shipToAddressId: 'workflow.errors.brnRequired' });
    expect((await t.db.pool.query('select count(*)::int as n from quotes')).rows[0].n).toBe(before);
    const abroad = await foreignAddress(noBrn);
    const q = await requestQuote(noBrn, requestBody(recipe.id, w.bottle, { shipToAddressId: abroad, incoterm: 'FOB' }));
    expect(q.taxTreatment).toBe('zero_rated');
    const quoted = await answerQuote(w.admin, q);
    expect(quoted).toMatchObject({ total: SUPPLY, vat: 0, amountDue: SUPPLY });
  });
});

describe('tax invoices', () => {
  const issue = (id: string, body: Record<string, unknown> = {}) =>
    w.admin.request('POST', `/api/admin/orders/${id}/tax-invoices`, body);
  async function paidOrder(customer: Caller) {
    const o = await makeOrder(t, w, customer);
    const paid = await w.admin.request('POST', `/api/admin/orders/${o.id}/transitions`, {
      action: 'record_payment',
      version: o.version,
    });
    expect(paid.status).toBe(200);
    return paid.body;
  }
  const invoices = async () => (await t.db.pool.query('select count(*)::int as n from tax_invoices')).rows[0].n;

  it('is made out for a paid sale in Korea, once; both sides see it; a day to come or an unpaid order is refused', async () => {
    const unpaid = await makeOrder(t, w, a);
    const before = await invoices();
    const early = await issue(unpaid.id);
    expect(early.status).toBe(409);
    expect(early.body.fields).toEqual({ _: 'workflow.errors.taxInvoiceUnpaid' });
    const o = await paidOrder(a);
    const future = await issue(o.id, { issueDate: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.body.fields).toEqual({ issueDate: 'workflow.errors.issueDateFuture' });
    expect(await invoices()).toBe(before);

    const made = await issue(o.id);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.taxInvoices).toEqual([
      expect.objectContaining({
        ref: expect.stringMatching(/^T-\d{6}$/),
        kind: 'original',
        state: 'issued',
        issueDate: seoulToday(),
        supplier: SUPPLIER,
        buyer: expect.objectContaining({ brn: TEST_BRN }),
        supplyAmount: o.total,
        taxAmount: o.vat,
        total: o.amountDue,
      }),
    ]);
    expect((await issue(o.id)).body.fields).toEqual({ _: 'workflow.errors.taxInvoiceExists' });
    const mine = (await a.request('GET', `/api/orders/${o.id}`)).body;
    expect(mine.taxInvoices).toEqual(made.body.taxInvoices);
    expect(mine.timeline.at(-1)).toMatchObject({
      action: 'tax_invoice_issued',
      note: expect.stringContaining(mine.taxInvoices[0]!.ref),
    });
    expect((await b.request('GET', `/api/orders/${o.id}`)).status).toBe(404);
    expect((await a.request('POST', `/api/admin/orders/${o.id}/tax-invoices`, {})).status).toBe(403);
  });

  it('an export has none; a customer without a registration number neither', async () => {
    const exporter = await t.user();
    const recipe = await usableRecipe(w, exporter);
    const abroad = await foreignAddress(exporter);
    const q = await requestQuote(exporter, requestBody(recipe.id, w.bottle, { shipToAddressId: abroad, incoterm: 'CIF' }));
    const accepted = await acceptQuote(exporter, await answerQuote(w.admin, q));
    const order = (await exporter.request('GET', `/api/orders/${accepted.order!.id}`)).body;
    await w.admin.request('POST', `/api/admin/orders/${order.id}/transitions`, {
      action: 'record_payment',
      version: order.version,
    });
    expect((await issue(order.id)).body.fields).toEqual({ _: 'workflow.errors.taxInvoiceNotDomestic' });

    const o = await paidOrder(b);
    await b.request('PATCH', '/api/me', { businessRegistrationNumber: '' });
    expect((await issue(o.id)).body.fields).toEqual({ _: 'workflow.errors.taxInvoiceNoBrn' });
  });

  it('is cancelled by an amended invoice of the negated amounts; a new one may follow; the export lists them all', async () => {
    const o = await paidOrder(a);
    const first = (await issue(o.id)).body.taxInvoices[0];
    const cancel = (id: string, body: { reason?: string }) =>
      w.admin.request('POST', `/api/admin/tax-invoices/${id}/cancel`, invalid(body));
    expect((await cancel(first!.id, {})).body.fields).toEqual({ reason: 'errors.required' });
    const cancelled = await cancel(first!.id, { reason: '공급가액 정정' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [original, twin] = cancelled.body.taxInvoices;
    expect(original).toMatchObject({ state: 'cancelled', reason: '공급가액 정정' });
    expect(twin).toMatchObject({
      kind: 'cancellation',
      amendsRef: first!.ref,
      supplyAmount: -o.total,
      taxAmount: -o.vat,
      total: -o.amountDue,
      reason: '공급가액 정정',
    });
    expect((await cancel(first!.id, { reason: 'again' })).body.fields).toEqual({ _: 'workflow.errors.taxInvoiceNotInForce' });
    expect((await cancel(twin!.id, { reason: 'again' })).body.fields).toEqual({ _: 'workflow.errors.taxInvoiceNotInForce' });
    const again = await issue(o.id);
    expect(again.body.taxInvoices).toHaveLength(3);

    const today = seoulToday();
    const csv = await w.admin.request('GET', `/api/admin/tax-invoices.csv?from=${today}&to=${today}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = String(csv.body)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'invoice_no,kind,amends,issue_date,supplier_brn,supplier_name,supplier_ceo,buyer_brn,buyer_name,buyer_ceo,buyer_email,item,supply_amount,tax_amount,total,order,reason',
    );
    const ours = lines.filter((l) => l.includes(o.ref));
    expect(ours).toHaveLength(3);
    expect(ours[1]).toContain(`,cancellation,${first!.ref},`);
    expect(ours[1]).toContain(`,${-o.total},${-o.vat},${-o.amountDue},`);
    expect((await a.request('GET', `/api/admin/tax-invoices.csv?from=${today}&to=${today}`)).status).toBe(403);
    const reversed = await w.admin.request('GET', '/api/admin/tax-invoices.csv?from=2026-03-02&to=2026-03-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual({ to: 'workflow.errors.dateRangeOrder' });
  });
});
