/** The demo quotes and orders: every state the brief asks for, real timelines, nothing twice. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/harness.ts';
import { startDemoApp } from '../test/demo-app.ts';
import { count } from '../test/catalogue-fixtures.ts';
import { DEMO_ACCOUNTS } from './demo.ts';
import { seedDemoQuotes } from './quotes.seed.ts';

let t: TestApp;
const quiet = { info: () => {}, warn: () => {}, error: () => {} } as never;

beforeAll(async () => ({ t } = await startDemoApp()));
afterAll(() => t?.close());

describe('demo quotes and orders', () => {
  it('the demo customer has quotes and orders in every state the demo shows, with plausible timelines', async () => {
    const customer = await t.signIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const quotes = (await customer.request('GET', '/api/quotes?limit=100')).body;
    expect(quotes.counts).toMatchObject({ requested: 1, quoted: 1, ordered: 5, expired: 1, declined: 1 });
    const twice = quotes.items.find((q: any) => q.state === 'quoted');
    const detail = (await customer.request('GET', `/api/quotes/${twice!.id}`)).body;
    expect(detail.revisions).toHaveLength(2);
    expect(detail.actions).toEqual(['accept', 'reject']);
    const orders = (await customer.request('GET', '/api/orders?limit=100')).body;
    expect(orders.counts).toMatchObject({ pending_payment: 1, paid: 1, in_production: 1, shipped: 1, delivered: 1 });
    const shipped = orders.items.find((o: any) => o.state === 'shipped');
    const o = (await customer.request('GET', `/api/orders/${shipped!.id}`)).body;
    expect(o.trackingNumber).toBeTruthy();
    expect(o.timeline.map((e: any) => e.action)).toEqual([
      'created',
      'record_payment',
      'start_production',
      'check_quality',
      'ship_part',
      'ship',
    ]);
    // events in time order, all in the past
    const at = o.timeline.map((e: any) => Date.parse(e.at));
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(Math.max(...at)).toBeLessThan(Date.now());
    // the export: shipped in two to the distributor abroad on CIF terms, each shipment on the day of its step
    expect(o).toMatchObject({ incoterm: 'CIF', shipTo: { country: 'VN' }, remainingQuantity: 0 });
    expect(o.shipments).toHaveLength(2);
    expect(o.shipments[0]!.quantity + o.shipments[1]!.quantity).toBe(o.quantity);
    const steps = o.timeline.filter((e: any) => e.action === 'ship_part' || e.action === 'ship').map((e: any) => e.at);
    expect(o.shipments.map((s: any) => s.shippedAt)).toEqual(steps);
    // the delivered order, sold in Korea: VAT on top, its tax invoice dated the day it was paid
    const delivered = orders.items.find((x: any) => x.state === 'delivered');
    const d = (await customer.request('GET', `/api/orders/${delivered!.id}`)).body;
    expect(d).toMatchObject({ taxTreatment: 'standard', vat: Math.floor(d.total / 10), amountDue: d.total + d.vat });
    expect(d.taxInvoices).toEqual([
      expect.objectContaining({
        state: 'issued',
        supplyAmount: d.total,
        taxAmount: d.vat,
        buyer: expect.objectContaining({ brn: '2148813572' }),
      }),
    ]);
    expect(d.taxInvoices[0]!.issueDate).toBe(new Date(Date.parse(d.paidAt!) + 9 * 3_600_000).toISOString().slice(0, 10));
    const made = d.timeline.find((e: any) => e.action === 'tax_invoice_issued');
    expect(made!.note).toBe(`${d.taxInvoices[0]!.ref} · ${d.taxInvoices[0]!.issueDate}`);
    expect(o).toMatchObject({ taxTreatment: 'zero_rated', vat: 0 });
    // every quote ships to an address of the customer's book
    for (const q of quotes.items) {
      const d = (await customer.request('GET', `/api/quotes/${q.id}`)).body;
      expect(d.shipTo, q.ref).not.toBeNull();
    }
    for (const q of quotes.items) expect(q.recipeRevision).toBeGreaterThan(0);
  });

  it('seeding again adds nothing', async () => {
    const before = await count(t, 'quotes');
    expect(await seedDemoQuotes(t.db.db, quiet)).toBe(0);
    expect(await count(t, 'quotes')).toBe(before);
  });
});
