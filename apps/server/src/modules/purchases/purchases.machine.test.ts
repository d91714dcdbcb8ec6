/**
 * Every transition of a purchase, allowed and refused, for each side — driven from the machine itself
 * (PURCHASE_STATES × PURCHASE_ACTIONS × customer/staff): what `findTransition` allows answers 200 and
 * moves the purchase; everything else answers 409 TRANSITION_NOT_ALLOWED and changes nothing (no
 * timeline event, no stock, no money). `pay` is the system's alone (a confirmed payment).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_ACTIONS, PURCHASE_STATES, purchaseMachine, type PurchaseState } from '@formulab/shared/shop/purchases.states';
import { startTestApp, type Caller, type TestApp, type RequestBody } from '../../test/harness.ts';
import { count } from '../../test/catalogue-fixtures.ts';
import { buy, createProduct, pay } from './shop.test-utils.ts';
import { withStaffAndCustomer } from '../../test/signed-in.ts';
import { casesFrom, pathTo } from '../../test/machine-cases.ts';

let t: TestApp;
let customer: Caller;
let staff: Caller;
let product: any;

beforeAll(async () => {
  ({ t, admin: staff, customer } = await withStaffAndCustomer(startTestApp()));
  product = await createProduct(staff, { options: [{ nameKo: 'a', nameEn: 'a', price: 10_000, stock: 100_000 }] });
});
afterAll(() => t?.close());

const EXTRAS = { reason: 'Changed my mind', carrier: 'CJ Logistics', trackingNumber: '6895-1234' };

const act = (actor: 'customer' | 'staff', id: string, body: RequestBody<'POST', `/api/purchases/${string}/transition`>) =>
  actor === 'customer'
    ? customer.request('POST', `/api/purchases/${id}/transition`, body)
    : staff.request('POST', `/api/admin/purchases/${id}/transition`, body);

async function purchaseIn(target: PurchaseState): Promise<any> {
  let d = await buy(customer, product);
  for (const tr of pathTo(purchaseMachine, target)) {
    if (tr.action === 'pay') {
      await pay(customer, 'purchase', d.id);
      d = (await customer.request('GET', `/api/purchases/${d.id}`)).body;
      continue;
    }
    const actor = tr.by.includes('staff') ? 'staff' : 'customer';
    const res = await act(actor, d.id, { action: tr.action, version: d.version, ...EXTRAS });
    expect(res.status, `${tr.action}: ${JSON.stringify(res.body)}`).toBe(200);
    d = res.body;
  }
  expect(d.state).toBe(target);
  return d;
}

describe.each(PURCHASE_STATES)('from %s', (state) => {
  const { refused, allowed } = casesFrom(purchaseMachine, PURCHASE_ACTIONS, state);

  it(`refuses ${refused.length} (action, side) pairs with 409 and changes nothing`, async () => {
    const d = await purchaseIn(state);
    const events = await count(t, 'workflow_events', 'subject_id = $1', [d.id]);
    const refunds = await count(t, 'payment_refunds');
    for (const { action, actor } of refused) {
      const res = await act(actor, d.id, { action, version: d.version, ...EXTRAS });
      expect(res.status, `${actor} ${action} from ${state}`).toBe(409);
      expect(res.body.code).toBe('TRANSITION_NOT_ALLOWED');
    }
    const after = await t.db.pool.query('select state, version from purchases where id = $1', [d.id]);
    expect(after.rows[0]).toEqual({ state, version: d.version });
    expect(await count(t, 'workflow_events', 'subject_id = $1', [d.id])).toBe(events);
    expect(await count(t, 'payment_refunds')).toBe(refunds);
  });

  it.each(allowed.map((a) => [`${a.actor} ${a.action} → ${a.tr.to}`, a] as const))('allows %s', async (_name, a) => {
    const d = await purchaseIn(state);
    const res = await act(a.actor, d.id, { action: a.action, version: d.version, ...EXTRAS });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.state).toBe(a.tr.to);
    expect(res.body.version).toBe(d.version + 1);
    expect(res.body.timeline.at(-1)).toMatchObject({ action: a.action, actor: a.actor, from: state, to: a.tr.to });
    const stale = await act(a.actor, d.id, { action: a.action, version: d.version, ...EXTRAS });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'purchase' });
  });
});

describe('a stale transition', () => {
  it('a second staff tab cancelling from the old version is told the purchase changed meanwhile', async () => {
    const d = await purchaseIn('paid');
    const prepared = await act('staff', d.id, { action: 'prepare', version: d.version });
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
    const events = await count(t, 'workflow_events', 'subject_id = $1', [d.id]);
    const refunds = await count(t, 'payment_refunds');
    const stale = await act('staff', d.id, { action: 'cancel', version: d.version, reason: 'Out of stock' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'purchase' });
    const after = await t.db.pool.query('select state, version from purchases where id = $1', [d.id]);
    expect(after.rows[0]).toEqual({ state: 'preparing', version: d.version + 1 });
    expect(await count(t, 'workflow_events', 'subject_id = $1', [d.id])).toBe(events);
    expect(await count(t, 'payment_refunds')).toBe(refunds);
  });
});
