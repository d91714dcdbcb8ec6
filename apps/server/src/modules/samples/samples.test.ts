import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp, invalid } from '../../test/harness.ts';
import { count, createSubMaterial } from '../../test/catalogue-fixtures.ts';
import { createRecipe, inputOf, line, makeCatalogue, type Catalogue } from '../recipes/recipes.test-utils.ts';
import { SHIPPING, act, createSample, sampleBody, sampleIn, usableRecipe, type Sides } from './samples.test-utils.ts';
import { SAMPLE_STATES } from '@formulab/shared/samples/samples.states';
import { parseSampleRef } from '@formulab/shared/samples/samples.schema';
import { customerSearchCases, expectQueueSearch, joinedSearch, searchedCustomer } from '../../test/search-terms.ts';
import { expectCounterAsRows } from '../../test/state-counters.ts';

type User = Caller & { id: string; email: string; password: string };
let t: TestApp;
let staff: User;
let staff2: User;
let alice: User;
let bob: User;
let c: Catalogue;
let aliceRecipe: any;
let sides: Sides;

beforeAll(async () => {
  t = await startTestApp();
  staff = await t.user({ role: 'admin' });
  staff2 = await t.user({ role: 'admin' });
  alice = await t.user();
  bob = await t.user();
  c = await makeCatalogue(t, staff);
  aliceRecipe = await usableRecipe(alice, c);
  sides = { customer: alice, staff };
});
afterAll(() => t?.close());

/** Rows that a refused request must not have written. */
const written = async () => ({
  samples: await count(t, 'sample_requests'),
  events: await count(t, 'workflow_events'),
  notifications: await count(t, 'notifications'),
});

describe('a customer requests a sample', () => {
  it('pins the recipe revision, records the creation and notifies every admin', async () => {
    const box = await createSubMaterial(t, staff);
    const d = await createSample(alice, sampleBody(aliceRecipe.id, { packagingId: box.id, quantity: 1000 }));
    expect(d).toMatchObject({
      state: 'submitted',
      version: 0,
      quantity: 1000,
      recipeName: aliceRecipe.name,
      recipeRevision: 1,
      fee: null,
      paidAt: null,
      carrier: null,
      trackingNumber: null,
      rejectReason: null,
      note: 'Unscented, please',
      shipping: SHIPPING,
      customer: null,
      packaging: { id: box.id, nameKo: box.nameKo, nameEn: box.nameEn },
      actions: ['cancel'],
    });
    expect(d.ref).toMatch(/^S-\d{6}$/);
    expect(d.ref).toBe(`S-${String(d.number).padStart(6, '0')}`);
    expect(d.recipe).toMatchObject({
      id: aliceRecipe.id,
      name: aliceRecipe.name,
      revision: 1,
      productType: 'cream',
      totalPercent: 100,
    });
    expect(d.recipe.lines).toHaveLength(5);
    expect(d.recipe.lines[0]).toMatchObject({ inciName: aliceRecipe.lines[0].ingredient.inciName, percent: 89.5, phase: 'A' });
    expect(d.timeline).toEqual([
      expect.objectContaining({ action: 'created', from: null, to: 'submitted', actor: 'customer', note: 'Unscented, please' }),
    ]);
    for (const admin of [staff, staff2]) {
      const n = await admin.request('GET', '/api/notifications');
      expect(n.body.items).toContainEqual(
        expect.objectContaining({
          subject: 'sample',
          subjectId: d.id,
          action: 'created',
          ref: d.ref,
          state: 'submitted',
          read: false,
        }),
      );
    }
    expect(await count(t, 'notifications', 'subject_id = $1 and user_id = $2', [d.id, alice.id])).toBe(0);
  });

  it('keeps the pinned revision after the recipe changes, and after it is deleted', async () => {
    const recipe = await usableRecipe(alice, c);
    const d = await createSample(alice, sampleBody(recipe.id));
    const saved = await alice.request('PUT', `/api/recipes/${recipe.id}`, {
      ...inputOf(recipe, { name: 'Renamed cream', lines: [line(c.water, 95), line(c.glycerin, 5)] }),
      baseRevision: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.revision).toBe(2);
    let read = await alice.request('GET', `/api/sample-requests/${d.id}`);
    expect(read.body.recipe).toMatchObject({ id: recipe.id, name: recipe.name, revision: 1 });
    expect(read.body.recipe.lines).toHaveLength(5);
    expect((await alice.request('DELETE', `/api/recipes/${recipe.id}`)).status).toBe(204);
    read = await alice.request('GET', `/api/sample-requests/${d.id}`);
    expect(read.status).toBe(200);
    expect(read.body.recipe).toMatchObject({ id: null, name: recipe.name, revision: 1 });
    // staff still reach the recipe
    const adminRead = await staff.request('GET', `/api/admin/sample-requests/${d.id}`);
    expect(adminRead.body.recipe.id).toBe(recipe.id);
    // a new request pins the latest revision
    const other = await usableRecipe(alice, c);
    await alice.request('PUT', `/api/recipes/${other.id}`, { ...inputOf(other), baseRevision: 1 });
    expect((await createSample(alice, sampleBody(other.id))).recipeRevision).toBe(2);
  });

  it.each([
    ['zero', 0, 'errors.tooSmall'],
    ['1001', 1001, 'errors.tooBig'],
    ['text', '20', 'errors.number'],
    ['a fraction', 2.5, 'errors.integer'],
    ['missing', undefined, 'errors.number'],
  ])('refuses a quantity that is %s and writes nothing', async (_name, quantity, key) => {
    const before = await written();
    const res = await alice.request('POST', '/api/sample-requests', sampleBody(aliceRecipe.id, { quantity }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fields.quantity).toBe(key);
    expect(await written()).toEqual(before);
  });

  it('refuses bad shipping details and a long note with field errors', async () => {
    const before = await written();
    const res = await alice.request(
      'POST',
      '/api/sample-requests',
      sampleBody(aliceRecipe.id, {
        shipping: { ...SHIPPING, recipient: ' ', phone: 'call me', postalCode: 'abc' },
        note: 'x'.repeat(1001),
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'shipping.recipient': 'errors.required',
      'shipping.phone': 'errors.phone',
      'shipping.postalCode': 'errors.postalCode',
      note: 'errors.tooLong',
    });
    const missing = await alice.request('POST', '/api/sample-requests', invalid({ recipeId: aliceRecipe.id, quantity: 1 }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields.shipping).toBe('errors.required');
    expect(await written()).toEqual(before);
  });

  it('refuses packaging that is unknown, hidden or not an id', async () => {
    const hidden = await createSubMaterial(t, staff);
    expect((await staff.request('POST', `/api/admin/sub-materials/${hidden.id}/visibility`, { visible: false })).status).toBe(
      200,
    );
    const before = await written();
    for (const packagingId of [crypto.randomUUID(), hidden.id]) {
      const res = await alice.request('POST', '/api/sample-requests', sampleBody(aliceRecipe.id, { packagingId }));
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ packagingId: 'errors.packagingUnavailable' });
    }
    const bad = await alice.request('POST', '/api/sample-requests', sampleBody(aliceRecipe.id, { packagingId: 'box' }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields.packagingId).toBe('errors.invalidValue');
    expect(await written()).toEqual(before);
  });

  it("answers 404 for someone else's recipe, a deleted one, or none; a field error for an unusable one", async () => {
    const bobs = await usableRecipe(bob, c);
    const deleted = await usableRecipe(alice, c);
    await alice.request('DELETE', `/api/recipes/${deleted.id}`);
    const draft = await createRecipe(alice, { name: 'Draft', productType: 'toner', lines: [line(c.water, 60)] });
    const overLimit = await createRecipe(alice, {
      name: 'Too much acid',
      productType: 'cream',
      lines: [line(c.water, 99), line(c.active, 1)],
    });
    expect([draft.valid, overLimit.valid]).toEqual([false, false]);
    const before = await written();
    for (const id of [bobs.id, deleted.id, crypto.randomUUID()]) {
      const res = await alice.request('POST', '/api/sample-requests', sampleBody(id));
      expect(res.status, id).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    for (const id of [draft.id, overLimit.id]) {
      const res = await alice.request('POST', '/api/sample-requests', sampleBody(id));
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ recipeId: 'errors.recipeNotUsable' });
    }
    expect(await written()).toEqual(before);
  });

  it('needs a confirmed e-mail', async () => {
    const unconfirmed = await t.user();
    const recipe = await usableRecipe(unconfirmed, c);
    await t.db.pool.query('update users set email_verified = false where id = $1', [unconfirmed.id]);
    const again = await t.signIn(unconfirmed.email, unconfirmed.password);
    const before = await written();
    const res = await again.request('POST', '/api/sample-requests', sampleBody(recipe.id));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(await written()).toEqual(before);
    // they may still read their (empty) list
    expect((await again.request('GET', '/api/sample-requests')).status).toBe(200);
  });
});

describe('lists', () => {
  it('a customer sees their own, newest first, by state, page by page, with counts per state', async () => {
    const carol = await t.user();
    const recipe = await usableRecipe(carol, c);
    const mine: Sides = { customer: carol, staff };
    const made = [];
    for (const state of ['submitted', 'submitted', 'reviewing', 'shipped', 'cancelled'] as const) {
      made.push(await sampleIn(mine, recipe.id, state));
    }
    const all = await carol.request('GET', '/api/sample-requests?limit=2');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(5);
    expect(all.body.counts).toEqual({
      submitted: 2,
      reviewing: 1,
      awaiting_payment: 0,
      in_production: 0,
      shipped: 1,
      delivered: 0,
      rejected: 0,
      cancelled: 1,
    });
    expect(all.body.items.map((i: any) => i.id)).toEqual([made[4].id, made[3].id]);
    expect(all.body.items[0]).toMatchObject({ state: 'cancelled', customer: null, recipeName: recipe.name, quantity: 20 });
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await carol.request('GET', `/api/sample-requests?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      ids.push(...page.body.items.map((i: any) => i.id));
      // a later page keeps the first page's total and is not counted again (its tabs offer every state)
      if (cursor) expect(page.body).toMatchObject({ total: made.length, counts: null });
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(ids).toEqual(made.map((m) => m.id).reverse());
    const submitted = await carol.request('GET', '/api/sample-requests?state=submitted');
    expect(submitted.body.items.map((i: any) => i.id)).toEqual([made[1].id, made[0].id]);
    expect(submitted.body.total).toBe(2);
    expect((await carol.request('GET', '/api/sample-requests?state=lost')).status).toBe(400);
    expect((await carol.request('GET', '/api/sample-requests?cursor=nonsense')).body.fields).toEqual({
      cursor: 'errors.invalidCursor',
    });
  });

  it('staff see everyone, with the customer, and search by reference, customer or recipe', async () => {
    const dave = await t.user({ email: `dave-${Date.now()}@hanbit-cosmetics.kr` });
    await t.db.pool.query(`update users set name = 'Dave Park', company_name = 'Hanbit Cosmetics' where id = $1`, [dave.id]);
    const recipe = await createRecipe(dave, {
      name: 'Centella calming toner',
      productType: 'toner',
      lines: [line(c.water, 95), line(c.glycerin, 5)],
    });
    const s = await createSample(dave, sampleBody(recipe.id));
    const list = await staff.request('GET', '/api/admin/sample-requests?limit=100');
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({
      id: s.id,
      customer: { id: dave.id, name: 'Dave Park', companyName: 'Hanbit Cosmetics', email: dave.email },
    });
    const owners = new Set(list.body.items.map((i: any) => i.customer.id));
    expect(owners.has(alice.id) && owners.has(dave.id)).toBe(true);
    for (const q of [s.ref, s.ref.toLowerCase(), String(s.number), 'hanbit', 'DAVE PARK', 'centella', dave.email]) {
      const res = await staff.request('GET', `/api/admin/sample-requests?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(
        res.body.items.map((i: any) => i.id),
        q,
      ).toContain(s.id);
      expect(res.body.counts!.submitted, q).toBeGreaterThanOrEqual(1);
    }
    const none = await staff.request('GET', `/api/admin/sample-requests?q=${encodeURIComponent('nothing like this %_')}`);
    expect(none.body).toMatchObject({ items: [], total: 0 });
    expect(Object.values(none.body.counts!).every((n) => n === 0)).toBe(true);
    const byState = await staff.request('GET', '/api/admin/sample-requests?state=submitted&q=hanbit');
    expect(byState.body.items.map((i: any) => i.id)).toEqual([s.id]);
  });

  it("staff's search finds what the join over customers found, and the counts follow it", async () => {
    const tag = Date.now().toString(36);
    const erin = await searchedCustomer(t, tag);
    const recipe = await createRecipe(erin, {
      name: `Rosehip Glow Serum ${tag}`,
      productType: 'toner',
      lines: [line(c.water, 95), line(c.glycerin, 5)],
    });
    const erinSides = { customer: erin, staff };
    const submitted = await createSample(erin, sampleBody(recipe.id));
    const cancelled = await sampleIn(erinSides, recipe.id, 'cancelled');
    const reviewing = await sampleIn(erinSides, recipe.id, 'reviewing');
    const erins = [reviewing.id, cancelled.id, submitted.id];

    await expectQueueSearch(staff, {
      path: '/api/admin/sample-requests',
      states: SAMPLE_STATES,
      tabState: 'cancelled',
      cases: customerSearchCases(erin, tag, erins, [
        [`glow serum ${tag}`, erins], // recipe name, any case, part of it
        [`HIP GLOW SERUM ${tag}`, erins],
        [submitted.ref, [submitted.id]], // number
        [String(cancelled.number), [cancelled.id]],
      ]),
      expected: joinedSearch(t, 'sample_requests', { recipeName: true }),
      parseRef: parseSampleRef,
    });
  });
});

describe('privacy between customers', () => {
  it("customer B cannot read, move or find customer A's request", async () => {
    const s = await createSample(alice, sampleBody(aliceRecipe.id));
    const before = await written();
    expect((await bob.request('GET', `/api/sample-requests/${s.id}`)).status).toBe(404);
    for (const action of ['cancel', 'deliver', 'review']) {
      const res = await bob.request('POST', `/api/sample-requests/${s.id}/transitions`, { action, version: 0 });
      expect(res.status, action).toBe(404);
    }
    expect((await bob.request('POST', `/api/admin/sample-requests/${s.id}/notes`, { note: 'hi' })).status).toBe(403);
    expect((await bob.request('GET', `/api/admin/sample-requests/${s.id}`)).status).toBe(403);
    expect((await bob.request('GET', '/api/admin/sample-requests')).status).toBe(403);
    const list = await bob.request('GET', '/api/sample-requests?limit=100');
    expect(list.body.items.map((i: any) => i.id)).not.toContain(s.id);
    expect(await written()).toEqual(before);
    const fresh = await alice.request('GET', `/api/sample-requests/${s.id}`);
    expect(fresh.body).toMatchObject({ state: 'submitted', version: 0 });
  });
});

describe('staff at work', () => {
  it('internal notes reach staff only; the customer never sees them nor hears of them', async () => {
    const s = await createSample(alice, sampleBody(aliceRecipe.id));
    const notified = await count(t, 'notifications', 'user_id = $1', [alice.id]);
    const noted = await staff.request('POST', `/api/admin/sample-requests/${s.id}/notes`, {
      note: 'Customer called: rush if possible',
    });
    expect(noted.status).toBe(200);
    expect(noted.body.timeline.at(-1)).toMatchObject({
      action: 'note',
      from: 'submitted',
      to: 'submitted',
      actor: 'staff',
      actorName: 'Test User',
      internal: true,
      note: 'Customer called: rush if possible',
    });
    expect(noted.body.version).toBe(0); // a note is not a transition
    const mine = await alice.request('GET', `/api/sample-requests/${s.id}`);
    expect(mine.body.timeline.map((e: any) => e.action)).toEqual(['created']);
    expect(JSON.stringify(mine.body)).not.toContain('rush if possible');
    expect(await count(t, 'notifications', 'user_id = $1', [alice.id])).toBe(notified);
    // staff shown to customers without their name
    const reviewed = await act(sides, 'staff', s.id, { action: 'review', version: 0 });
    expect(reviewed.body.timeline.at(-1)).toMatchObject({ actorName: 'Test User', actor: 'staff' });
    const seen = await alice.request('GET', `/api/sample-requests/${s.id}`);
    expect(seen.body.timeline.at(-1)).toMatchObject({ action: 'review', actor: 'staff', actorName: null });
    const empty = await staff.request('POST', `/api/admin/sample-requests/${s.id}/notes`, { note: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.note).toBe('errors.required');
    expect((await staff.request('POST', `/api/admin/sample-requests/${crypto.randomUUID()}/notes`, { note: 'x' })).status).toBe(
      404,
    );
  });

  it('the whole way: review, fee, payment, shipping, delivery — each step on both timelines and notified', async () => {
    const s = await createSample(alice, sampleBody(aliceRecipe.id));
    const steps = [
      { action: 'review' },
      { action: 'request_payment', fee: 45_000, note: 'Includes a 50 ml airless bottle' },
      { action: 'record_payment' },
      { action: 'ship', carrier: 'CJ Logistics', trackingNumber: '5555-0000-1111' },
    ];
    let version = 0;
    for (const step of steps) {
      const res = await act(sides, 'staff', s.id, { ...step, version });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      version = res.body.version;
    }
    const shipped = await alice.request('GET', `/api/sample-requests/${s.id}`);
    expect(shipped.body).toMatchObject({
      state: 'shipped',
      fee: 45_000,
      carrier: 'CJ Logistics',
      trackingNumber: '5555-0000-1111',
      actions: ['deliver'],
    });
    expect(shipped.body.paidAt).not.toBeNull();
    expect(shipped.body.timeline.map((e: any) => [e.action, e.to, e.note])).toEqual([
      ['created', 'submitted', 'Unscented, please'],
      ['review', 'reviewing', ''],
      ['request_payment', 'awaiting_payment', 'Includes a 50 ml airless bottle'],
      ['record_payment', 'in_production', ''],
      ['ship', 'shipped', 'CJ Logistics 5555-0000-1111'],
    ]);
    // reading the request read its notifications
    const n = await t.db.pool.query(
      `select action, read_at is not null as read from notifications where subject_id = $1 and user_id = $2 order by id`,
      [s.id, alice.id],
    );
    expect(n.rows).toEqual(['review', 'request_payment', 'record_payment', 'ship'].map((action) => ({ action, read: true })));
    const delivered = await act(sides, 'customer', s.id, { action: 'deliver', version });
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ state: 'delivered', actions: [] });
    const staffHeard = await count(t, 'notifications', `subject_id = $1 and user_id = $2 and action = 'deliver'`, [
      s.id,
      staff.id,
    ]);
    expect(staffHeard).toBe(1);
  });

  it('a stale version is 409 CHANGED_MEANWHILE naming the sample request', async () => {
    const s = await sampleIn(sides, aliceRecipe.id, 'reviewing');
    const res = await act(sides, 'staff', s.id, { action: 'approve_free', version: s.version - 1 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'sample' });
  });

  it('two staff tabs: one approves, the other then rejects from the old version and is told it changed', async () => {
    const s = await sampleIn(sides, aliceRecipe.id, 'reviewing');
    const approved = await act(sides, 'staff', s.id, { action: 'approve_free', version: s.version });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const events = await count(t, 'workflow_events', 'subject_id = $1', [s.id]);
    const rejected = await staff2.request('POST', `/api/admin/sample-requests/${s.id}/transitions`, {
      action: 'reject',
      version: s.version,
      reason: 'Out of scope',
    });
    expect(rejected.status).toBe(409);
    expect(rejected.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'sample' });
    const row = await t.db.pool.query('select state, version from sample_requests where id = $1', [s.id]);
    expect(row.rows[0]).toEqual({ state: 'in_production', version: s.version + 1 });
    expect(await count(t, 'workflow_events', 'subject_id = $1', [s.id])).toBe(events);
  });

  it('two staff members acting at once: one wins, the other gets 409', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await createSample(alice, sampleBody(aliceRecipe.id));
      const events = await count(t, 'workflow_events', 'subject_id = $1', [s.id]);
      const [a, b] = await Promise.all([
        staff.request('POST', `/api/admin/sample-requests/${s.id}/transitions`, { action: 'review', version: 0 }),
        staff2.request('POST', `/api/admin/sample-requests/${s.id}/transitions`, {
          action: 'reject',
          version: 0,
          reason: 'Out of scope',
        }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'sample' });
      const row = await t.db.pool.query('select state, version from sample_requests where id = $1', [s.id]);
      expect(row.rows[0]).toEqual({ state: a.status === 200 ? 'reviewing' : 'rejected', version: 1 });
      expect(await count(t, 'workflow_events', 'subject_id = $1', [s.id])).toBe(events + 1);
      expect(await count(t, 'notifications', 'subject_id = $1 and user_id = $2', [s.id, alice.id])).toBe(1);
    }
  });

  it('a customer cancels while staff review: one wins', async () => {
    const s = await createSample(alice, sampleBody(aliceRecipe.id));
    const [a, b] = await Promise.all([
      act(sides, 'customer', s.id, { action: 'cancel', version: 0 }),
      act(sides, 'staff', s.id, { action: 'review', version: 0 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'sample' });
  });
});

describe("staff's per-state counts", () => {
  it('kept by triggers, match the table after all these requests and transitions', async () => {
    const { rows } = await t.db.pool.query<{ state: string; n: number }>(
      'select state, count(*)::int as n from sample_requests group by state',
    );
    const want = Object.fromEntries(rows.map((r) => [r.state, r.n]));
    const res = await staff.request('GET', '/api/admin/sample-requests?limit=1');
    expect(res.status).toBe(200);
    for (const s of SAMPLE_STATES) expect(res.body.counts![s], s).toBe(want[s] ?? 0);
    expect(res.body.total).toBe(rows.reduce((a, r) => a + r.n, 0));
    const tab = await staff.request('GET', '/api/admin/sample-requests?limit=1&state=cancelled');
    expect(tab.body.total).toBe(want.cancelled ?? 0);
  });
});

describe('the per-state counter (migration 0057)', () => {
  // after every record this file made and moved: the rows of changes sum to a count of the rows, folded too
  it('says what a count of the rows by state says', async () => {
    await expectCounterAsRows(t, 'sample_request_counts', 'sample_requests');
  });
});
