/**
 * Every transition of a sample request, allowed and refused, for each side — driven from the machine
 * itself (SAMPLE_STATES × SAMPLE_ACTIONS × actors): what `findTransition` allows answers 200 and moves
 * the request, with the step on both timelines and a notification for the other side; everything else
 * answers 409 TRANSITION_NOT_ALLOWED and changes nothing. A customer on the staff routes gets 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ACTIONS, SAMPLE_STATES, sampleMachine } from '@formulab/shared/samples/samples.states';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { count } from '../../test/catalogue-fixtures.ts';
import { makeCatalogue } from '../recipes/recipes.test-utils.ts';
import { casesFrom, pathTo } from '../../test/machine-cases.ts';
import { act, extrasFor, sampleIn, usableRecipe, type Sides } from './samples.test-utils.ts';

let t: TestApp;
let sides: Sides & { customer: Caller & { id: string }; staff: Caller & { id: string } };
let recipeId: string;

beforeAll(async () => {
  t = await startTestApp();
  const staff = await t.user({ role: 'admin' });
  const customer = await t.user();
  sides = { customer, staff };
  recipeId = (await usableRecipe(customer, await makeCatalogue(t, staff))).id;
});
afterAll(() => t?.close());

describe('the machine reaches every state', () => {
  it.each(SAMPLE_STATES)('%s has a path from submitted', (state) => {
    expect(pathTo(sampleMachine, state).at(-1)?.to ?? sampleMachine.initial).toBe(state);
  });
});

describe.each(SAMPLE_STATES)('from %s', (state) => {
  const { refused, allowed } = casesFrom(sampleMachine, SAMPLE_ACTIONS, state);

  it(`refuses ${refused.length} (action, side) pairs with 409 and changes nothing`, async () => {
    const s = await sampleIn(sides, recipeId, state);
    const events = await count(t, 'workflow_events', 'subject_id = $1', [s.id]);
    const notes = await count(t, 'notifications', 'subject_id = $1', [s.id]);
    for (const { action, actor } of refused) {
      // with everything any action could need, so that only the machine can refuse
      const body = { action, version: s.version, fee: 1000, carrier: 'CJ', trackingNumber: '1', reason: 'r' };
      const res = await act(sides, actor, s.id, body);
      expect(res.status, `${actor} ${action} from ${state}`).toBe(409);
      expect(res.body.code).toBe('TRANSITION_NOT_ALLOWED');
    }
    const after = await t.db.pool.query('select state, version from sample_requests where id = $1', [s.id]);
    expect(after.rows[0]).toEqual({ state, version: s.version });
    expect(await count(t, 'workflow_events', 'subject_id = $1', [s.id])).toBe(events);
    expect(await count(t, 'notifications', 'subject_id = $1', [s.id])).toBe(notes);
  });

  it('a customer calling the staff routes is refused with 403, whatever the action', async () => {
    const s = await sampleIn(sides, recipeId, state);
    for (const action of SAMPLE_ACTIONS) {
      const res = await sides.customer.request('POST', `/api/admin/sample-requests/${s.id}/transitions`, {
        action,
        version: s.version,
        ...extrasFor({ needs: ['fee', 'shipment', 'reason'] }),
      });
      expect(res.status, action).toBe(403);
    }
    const res = await sides.customer.request('POST', `/api/admin/sample-requests/${s.id}/notes`, { note: 'x' });
    expect(res.status).toBe(403);
    expect((await t.db.pool.query('select state from sample_requests where id = $1', [s.id])).rows[0].state).toBe(state);
  });

  it.each(allowed.map((a) => [`${a.actor} ${a.action} → ${a.tr.to}`, a] as const))('allows %s', async (_name, a) => {
    const s = await sampleIn(sides, recipeId, state);
    const res = await act(sides, a.actor, s.id, { action: a.action, version: s.version, ...extrasFor(a.tr) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ state: a.tr.to, version: s.version + 1 });
    const step = res.body.timeline.at(-1);
    expect(step).toMatchObject({ action: a.action, from: state, to: a.tr.to, actor: a.actor, internal: false });
    // the other side hears of it
    const other = a.actor === 'customer' ? sides.staff : sides.customer;
    const n = await t.db.pool.query(
      'select action, state, ref from notifications where subject_id = $1 and user_id = $2 order by id desc limit 1',
      [s.id, other.id],
    );
    expect(n.rows[0]).toEqual({ action: a.action, state: a.tr.to, ref: s.ref });
    // what each action sets
    if (a.action === 'request_payment') expect(res.body.fee).toBe(35_000);
    if (a.action === 'approve_free') expect(res.body.fee).toBe(0);
    if (a.action === 'record_payment') expect(res.body.paidAt).not.toBeNull();
    if (a.action === 'ship') expect(res.body).toMatchObject({ carrier: 'CJ Logistics', trackingNumber: '6895-1234-5678' });
    if (a.action === 'reject') expect(res.body.rejectReason).toBe('The fragrance allergen is above our sampling limit');
    // and the screen's actions follow the machine
    const view = a.actor === 'customer' ? 'customer' : 'staff';
    expect(res.body.actions).toEqual(
      sampleMachine.transitions.filter((x) => x.from.includes(a.tr.to) && x.by.includes(view)).map((x) => x.action),
    );
  });

  it('an action missing what it needs is a field error and changes nothing', async () => {
    const needy = allowed.filter((a) => a.tr.needs?.length);
    const s = await sampleIn(sides, recipeId, state);
    for (const a of needy) {
      const res = await act(sides, a.actor, s.id, { action: a.action, version: s.version });
      expect(res.status, a.action).toBe(400);
      expect(Object.keys(res.body.fields).sort()).toEqual(Object.keys(extrasFor(a.tr)).sort());
    }
    const after = await t.db.pool.query('select state, version from sample_requests where id = $1', [s.id]);
    expect(after.rows[0]).toEqual({ state, version: s.version });
  });
});
