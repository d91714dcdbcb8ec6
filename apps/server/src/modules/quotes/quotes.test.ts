/** Quotes over HTTP: requesting (MOQ, dates), answering and revising, accepting into an order, expiry, the PDF. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalid, type Caller, type TestApp } from '../../test/harness.ts';
import { count } from '../../test/catalogue-fixtures.ts';
import { expireOverdueQuotes } from './quotes.expiry.ts';
import {
  CREAM_MIN,
  CREAM_SMALLEST_LINE_USED_UP,
  acceptQuote,
  answerBody,
  answerQuote,
  backdateValidity,
  inDays,
  startQuoteWorld,
  quotedQuote,
  requestBody,
  requestQuote,
  usableRecipe,
  type QuoteWorld,
  shipToOf,
} from './quotes.test-utils.ts';

let t: TestApp;
let w: QuoteWorld;
let customer: Caller & { id: string };

beforeAll(async () => ({ t, w, a: customer } = await startQuoteWorld()));
afterAll(() => t?.close());

/** What a refused request must leave untouched. */
async function written() {
  return {
    quotes: await count(t, 'quotes'),
    revisions: await count(t, 'quote_revisions'),
    orders: await count(t, 'production_orders'),
    events: await count(t, 'workflow_events'),
    notifications: await count(t, 'notifications'),
  };
}

describe('requesting a quote', () => {
  it('pins the recipe revision and a copy of its snapshot, writes the created event and notifies staff', async () => {
    const recipe = await usableRecipe(w, customer, { name: 'Pinned cream' });
    const q = await requestQuote(customer, requestBody(recipe.id, w.bottle));
    expect(q).toMatchObject({
      state: 'requested',
      ref: expect.stringMatching(/^Q-\d{6}$/),
      recipeName: 'Pinned cream',
      recipeRevision: 1,
      quantity: 3000,
      revision: 0,
      unitPrice: null,
      total: null,
      overdue: false,
      revisions: [],
      order: null,
      actions: ['cancel'],
      packaging: { id: w.bottle, capacityMl: 100 },
    });
    expect(q.timeline).toEqual([expect.objectContaining({ action: 'created', from: null, to: 'requested', actor: 'customer' })]);
    const staffNotes = await t.db.pool.query(`select user_id from notifications where subject = 'quote' and subject_id = $1`, [
      q.id,
    ]);
    expect(staffNotes.rows.map((r) => r.user_id)).toContain(w.admin.id);

    // the recipe changes afterwards; the quote keeps revision 1 and its lines
    const save = await customer.request('PUT', `/api/recipes/${recipe.id}`, {
      name: 'Renamed cream',
      productType: 'cream',
      lines: recipe.lines.map((l: any) => ({ ingredientId: l.ingredientId, percent: l.percent, phase: l.phase, note: l.note })),
    });
    expect(save.status).toBe(200);
    const again = (await customer.request('GET', `/api/quotes/${q.id}`)).body;
    expect(again.recipeRevision).toBe(1);
    expect(again.recipeName).toBe('Pinned cream');
    expect(again.recipe.lines).toHaveLength(5);
  });

  it('shows the minimum order quantity of a recipe in a packaging item, and refuses a quantity below it', async () => {
    const recipe = await usableRecipe(w, customer);
    const min = await customer.request('GET', `/api/quotes/minimum?recipeId=${recipe.id}&packagingId=${w.bottle}`);
    expect(min.status).toBe(200);
    expect(min.body).toMatchObject({
      minQuantity: CREAM_MIN,
      packagingMoq: 1000,
      fillMl: 100,
      fillSource: 'packaging',
      fillKnown: true,
    });
    // the cream's smallest line (0.5 %) is bought by the kilogram: listed with the quantity that uses it up
    expect(min.body.rawMaterials[0]).toMatchObject({ moqKg: 1, usedUpAt: CREAM_SMALLEST_LINE_USED_UP });
    expect(min.body.rawMaterials.every((r: { usedUpAt: number }) => r.usedUpAt > CREAM_MIN)).toBe(true);
    const before = await written();
    const res = await customer.request(
      'POST',
      '/api/quotes',
      requestBody(recipe.id, w.bottle, { quantity: CREAM_MIN - 1, shipToAddressId: await shipToOf(customer) }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ quantity: 'errors.belowMoq' });
    expect(res.body.min).toBe(CREAM_MIN);
    expect(res.body.message).toContain(String(CREAM_MIN));
    expect(await written()).toEqual(before);
    await requestQuote(customer, requestBody(recipe.id, w.bottle, { quantity: CREAM_MIN }));
  });

  it("the recipe's own fill volume wins over the bottle's capacity; an unknown fill leaves only the packaging MOQ", async () => {
    // 10 ml a unit: 0.05 g of the 0.5 % line, 1 kg of it → 20,000 units
    const small = await usableRecipe(w, customer, { costing: { fillMl: 10, density: 1, packagingIds: [], quantity: 3000 } });
    const a = await customer.request('GET', `/api/quotes/minimum?recipeId=${small.id}&packagingId=${w.bottle}`);
    expect(a.body).toMatchObject({ minQuantity: 1000, fillMl: 10, fillSource: 'recipe' });
    expect(a.body.rawMaterials[0]).toMatchObject({ moqKg: 1, usedUpAt: 20_000 });
    const plain = await usableRecipe(w, customer);
    const b = await customer.request('GET', `/api/quotes/minimum?recipeId=${plain.id}&packagingId=${w.looseBottle}`);
    expect(b.body).toMatchObject({ minQuantity: 500, fillMl: null, fillKnown: false, rawMaterials: [] });
  });

  it('refuses bad dates, a draft recipe, a missing or hidden packaging, unknown fields — field errors, nothing written', async () => {
    const recipe = await usableRecipe(w, customer);
    const draft = (await customer.request('POST', '/api/recipes', { name: 'Half done', productType: 'cream' })).body;
    const hidden = (await w.admin.request('POST', '/api/admin/sub-materials', { ...(await bottleBody()), visible: false })).body;
    const shipToAddressId = await shipToOf(customer);
    const before = await written();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ wishedDate: inDays(0) }, { wishedDate: 'errors.dateNotFuture' }],
      [{ wishedDate: inDays(-3) }, { wishedDate: 'errors.dateNotFuture' }],
      [{ wishedDate: inDays(800) }, { wishedDate: 'errors.dateTooFar' }],
      [{ wishedDate: '2026-02-30' }, { wishedDate: 'errors.invalidDate' }],
      [{ wishedDate: 'soon' }, { wishedDate: 'errors.invalidDate' }],
      [{ wishedDate: undefined }, { wishedDate: 'errors.required' }],
      [{ quantity: 0 }, { quantity: 'errors.tooSmall' }],
      [{ quantity: 2500.5 }, { quantity: 'errors.integer' }],
      [{ quantity: 10_000_001 }, { quantity: 'errors.tooBig' }],
      [{ packagingId: undefined }, { packagingId: 'errors.required' }],
      [{ note: 'x'.repeat(2001) }, { note: 'errors.tooLong' }],
      [{ recipeId: draft.id }, { recipeId: 'errors.quoteRecipeNotUsable' }],
      [{ packagingId: hidden.id }, { packagingId: 'errors.quotePackagingUnavailable' }],
      [{ packagingId: '00000000-0000-4000-8000-000000000000' }, { packagingId: 'errors.quotePackagingUnavailable' }],
      [{ price: 1 }, { _: 'errors.unknownField' }],
    ];
    for (const [over, fields] of cases) {
      const res = await customer.request(
        'POST',
        '/api/quotes',
        requestBody(recipe.id, w.bottle, invalid({ shipToAddressId, ...over })),
      );
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.fields, JSON.stringify(over)).toEqual(fields);
    }
    expect(await written()).toEqual(before);
  });

  it('an unconfirmed e-mail cannot request (403 EMAIL_NOT_VERIFIED); a deleted or foreign recipe is 404', async () => {
    const unverified = await t.user();
    await t.db.pool.query('update users set email_verified = false where id = $1', [unverified.id]);
    const mine = await usableRecipe(w, unverified);
    const res = await unverified.request(
      'POST',
      '/api/quotes',
      requestBody(mine.id, w.bottle, { shipToAddressId: await shipToOf(unverified) }),
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');

    const other = await t.user();
    const theirs = await usableRecipe(w, other);
    const shipToAddressId = await shipToOf(customer);
    expect((await customer.request('POST', '/api/quotes', requestBody(theirs.id, w.bottle, { shipToAddressId }))).status).toBe(
      404,
    );
    expect((await customer.request('GET', `/api/quotes/minimum?recipeId=${theirs.id}&packagingId=${w.bottle}`)).status).toBe(404);
    const gone = await usableRecipe(w, customer);
    await customer.request('DELETE', `/api/recipes/${gone.id}`);
    expect((await customer.request('POST', '/api/quotes', requestBody(gone.id, w.bottle, { shipToAddressId }))).status).toBe(404);
  });
});

async function bottleBody() {
  const { subMaterialBody } = await import('../../test/catalogue-fixtures.ts');
  return subMaterialBody(t);
}

describe("staff's answer", () => {
  it('computes total and unit price, keeps every revision, and notifies the customer each time', async () => {
    const recipe = await usableRecipe(w, customer);
    const q = await requestQuote(customer, requestBody(recipe.id, w.bottle, { quantity: 3000 }));
    const first = await answerQuote(w.admin, q);
    expect(first).toMatchObject({
      state: 'quoted',
      revision: 1,
      total: 6_660_000,
      unitPrice: 2220,
      leadTimeDays: 30,
      validUntil: inDays(30),
      actions: ['quote'],
    });
    const second = await answerQuote(w.admin, first, {
      lines: [{ kind: 'other', label: 'Everything, rounded', amount: 6_000_001 }],
      leadTimeDays: 45,
      validUntil: inDays(20),
    });
    // 6,000,001 / 3,000 = 2000.0003 → 2,000
    expect(second).toMatchObject({ revision: 2, total: 6_000_001, unitPrice: 2000, leadTimeDays: 45, validUntil: inDays(20) });
    expect(second.revisions.map((r: any) => r.number)).toEqual([2, 1]);
    expect(second.revisions[1]).toMatchObject({ total: 6_660_000, unitPrice: 2220, lines: answerBody(0).lines });

    const mine = (await customer.request('GET', `/api/quotes/${q.id}`)).body;
    expect(mine.actions).toEqual(['accept', 'reject']);
    expect(mine.revisions).toHaveLength(2);
    const old = await customer.request('GET', `/api/quotes/${q.id}/revisions/1`);
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ number: 1, total: 6_660_000 });
    expect((await customer.request('GET', `/api/quotes/${q.id}/revisions/3`)).status).toBe(404);
    const told = await t.db.pool.query(
      `select action, state from notifications where user_id = $1 and subject_id = $2 order by id`,
      [customer.id, q.id],
    );
    expect(told.rows).toEqual([
      { action: 'quote', state: 'quoted' },
      { action: 'quote', state: 'quoted' },
    ]);
  });

  it('refuses bad line items, lead times and validity dates with field errors, and writes nothing', async () => {
    const recipe = await usableRecipe(w, customer);
    const q = await requestQuote(customer, requestBody(recipe.id, w.bottle));
    const line = (over: Record<string, unknown>) => [{ kind: 'formulation', label: 'Bulk', amount: 1000, ...over }];
    const before = await written();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ lines: [] }, { lines: 'errors.quoteLinesMin' }],
      [
        { lines: Array.from({ length: 21 }, (_, i) => ({ kind: 'other', label: `L${i}`, amount: 1 })) },
        { lines: 'errors.quoteLinesMax' },
      ],
      [{ lines: line({ amount: -1 }) }, { 'lines.0.amount': 'errors.tooSmall' }],
      [{ lines: line({ amount: 10.5 }) }, { 'lines.0.amount': 'errors.integer' }],
      [{ lines: line({ amount: 10_000_000_001 }) }, { 'lines.0.amount': 'errors.tooBig' }],
      [{ lines: line({ amount: '1000' }) }, { 'lines.0.amount': 'errors.number' }],
      [{ lines: line({ amount: 0 }) }, { lines: 'errors.quoteTotalZero' }],
      [{ lines: line({ kind: 'tax' }) }, { 'lines.0.kind': 'errors.invalidValue' }],
      [{ lines: line({ label: ' ' }) }, { 'lines.0.label': 'errors.required' }],
      [{ leadTimeDays: 0 }, { leadTimeDays: 'errors.tooSmall' }],
      [{ leadTimeDays: 366 }, { leadTimeDays: 'errors.tooBig' }],
      [{ validUntil: inDays(0) }, { validUntil: 'errors.dateNotFuture' }],
      [{ validUntil: inDays(-1) }, { validUntil: 'errors.dateNotFuture' }],
      [{ validUntil: inDays(400) }, { validUntil: 'errors.dateTooFar' }],
      [{ total: 5 }, { _: 'errors.unknownField' }],
    ];
    for (const [over, fields] of cases) {
      const res = await w.admin.request('POST', `/api/admin/quotes/${q.id}/answer`, answerBody(q.version, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.fields, JSON.stringify(over)).toEqual(fields);
    }
    // the generic transition route does not answer: it needs the line items
    const viaTransition = await w.admin.request('POST', `/api/admin/quotes/${q.id}/transitions`, {
      action: 'quote',
      version: q.version,
    });
    expect(viaTransition.status).toBe(400);
    expect(viaTransition.body.fields).toEqual({ lines: 'errors.required' });
    expect(await written()).toEqual(before);
  });

  it('two staff members answering from the same version: one wins, the other gets 409 CHANGED_MEANWHILE', async () => {
    const recipe = await usableRecipe(w, customer);
    const q = await requestQuote(customer, requestBody(recipe.id, w.bottle));
    const other = await t.user({ role: 'admin' });
    const [a, b] = await Promise.all([
      w.admin.request('POST', `/api/admin/quotes/${q.id}/answer`, answerBody(q.version)),
      other.request('POST', `/api/admin/quotes/${q.id}/answer`, answerBody(q.version, { leadTimeDays: 60 })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'quote' });
    expect(await count(t, 'quote_revisions', 'quote_id = $1', [q.id])).toBe(1);
    const after = (await w.admin.request('GET', `/api/admin/quotes/${q.id}`)).body;
    expect(after).toMatchObject({ revision: 1, version: 1 });
  });
});

describe('accepting a quote', () => {
  it('creates exactly one production order at the quoted price, pinned to the revision, in the same transaction', async () => {
    const q = await quotedQuote(t, w, customer);
    const revised = await answerQuote(w.admin, q, { lines: [{ kind: 'formulation', label: 'All in', amount: 7_500_000 }] });
    const accepted = await acceptQuote(customer, revised);
    expect(accepted.state).toBe('ordered');
    expect(accepted.actions).toEqual([]);
    expect(accepted.timeline.map((e: any) => e.action)).toEqual(['created', 'quote', 'quote', 'accept', 'order']);
    expect(accepted.order).toMatchObject({ ref: expect.stringMatching(/^O-\d{6}$/), state: 'pending_payment' });
    const order = (await customer.request('GET', `/api/orders/${accepted.order!.id}`)).body;
    expect(order).toMatchObject({
      state: 'pending_payment',
      paymentStatus: 'unpaid',
      quantity: 3000,
      total: 7_500_000,
      unitPrice: 2500,
      recipeRevision: 1,
      quote: { id: q.id, ref: q.ref, revision: 2 },
      leadTimeDays: 30,
      actions: ['cancel'],
      // the container in both languages, as the catalogue names it (an English reader saw the Korean name)
      packaging: { nameKo: '시험 용기', nameEn: 'Test bottle' },
    });
    expect(order.timeline).toEqual([expect.objectContaining({ action: 'created', to: 'pending_payment', actor: 'customer' })]);
    expect(await count(t, 'production_orders', 'quote_id = $1', [q.id])).toBe(1);
    const staffTold = await t.db.pool.query(
      `select subject, action from notifications where user_id = $1 and subject_id in ($2, $3) order by id`,
      [w.admin.id, q.id, order.id],
    );
    // the request, then the acceptance once: the accepted quote links to its order (no second note about the order)
    expect(staffTold.rows).toEqual([
      { subject: 'quote', action: 'created' },
      { subject: 'quote', action: 'accept' },
    ]);
  });

  it('a stale version (staff revised meanwhile) is 409 CHANGED_MEANWHILE naming the quote and makes no order', async () => {
    const q = await quotedQuote(t, w, customer);
    await answerQuote(w.admin, q, { leadTimeDays: 50 });
    const res = await customer.request('POST', `/api/quotes/${q.id}/transitions`, { action: 'accept', version: q.version });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'quote' });
    expect(await count(t, 'production_orders', 'quote_id = $1', [q.id])).toBe(0);
  });

  it('two accepts at once leave one order; the other answer is a 409', async () => {
    const q = await quotedQuote(t, w, customer);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        customer.request('POST', `/api/quotes/${q.id}/transitions`, { action: 'accept', version: q.version }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await count(t, 'production_orders', 'quote_id = $1', [q.id])).toBe(1);
    expect(await count(t, 'workflow_events', `subject = 'quote' and subject_id = $1 and action = 'accept'`, [q.id])).toBe(1);
  });

  it('a quote past its validity date cannot be accepted, before the expiry job ran and after', async () => {
    const q = await quotedQuote(t, w, customer);
    await backdateValidity(t, q.id);
    const seen = (await customer.request('GET', `/api/quotes/${q.id}`)).body;
    expect(seen).toMatchObject({ state: 'quoted', overdue: true, actions: ['reject'] });
    const before = await written();
    const early = await customer.request('POST', `/api/quotes/${q.id}/transitions`, { action: 'accept', version: q.version });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('QUOTE_EXPIRED');
    expect(await written()).toEqual(before);

    await expireOverdueQuotes(t.db.db, t.app.notifier);
    const expired = (await customer.request('GET', `/api/quotes/${q.id}`)).body;
    expect(expired).toMatchObject({ state: 'expired', actions: [] });
    expect(expired.timeline.at(-1)).toMatchObject({ action: 'expire', from: 'quoted', to: 'expired', actor: 'system' });
    const late = await customer.request('POST', `/api/quotes/${q.id}/transitions`, {
      action: 'accept',
      version: expired.version,
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('TRANSITION_NOT_ALLOWED');
    expect(await count(t, 'production_orders', 'quote_id = $1', [q.id])).toBe(0);
  });

  it('a quote valid until today can still be accepted today', async () => {
    const q = await quotedQuote(t, w, customer);
    await backdateValidity(t, q.id, 0);
    expect((await acceptQuote(customer, q)).state).toBe('ordered');
  });
});

describe('the expiry job', () => {
  it('expires exactly the quoted quotes whose validity has passed, and tells their customers', async () => {
    // everything overdue from earlier tests first, so that this test counts only its own
    await expireOverdueQuotes(t.db.db, t.app.notifier);
    const other = await t.user();
    const overdue = [await quotedQuote(t, w, customer), await quotedQuote(t, w, other)];
    const todayValid = await quotedQuote(t, w, customer);
    const future = await quotedQuote(t, w, customer);
    const requested = await requestQuote(customer, requestBody((await usableRecipe(w, customer)).id, w.bottle));
    const acceptedOld = await acceptQuote(customer, await quotedQuote(t, w, customer));
    for (const q of overdue) await backdateValidity(t, q.id, 2);
    await backdateValidity(t, todayValid.id, 0);
    await backdateValidity(t, acceptedOld.id, 5);

    expect(await expireOverdueQuotes(t.db.db, t.app.notifier)).toBe(2);
    const state = async (id: string) => (await t.db.pool.query('select state from quotes where id = $1', [id])).rows[0].state;
    for (const q of overdue) expect(await state(q.id)).toBe('expired');
    expect(await state(todayValid.id)).toBe('quoted');
    expect(await state(future.id)).toBe('quoted');
    expect(await state(requested.id)).toBe('requested');
    expect(await state(acceptedOld.id)).toBe('ordered');
    const told = await t.db.pool.query(
      `select user_id from notifications where action = 'expire' and subject_id = any($1::uuid[]) order by user_id`,
      [overdue.map((q) => q.id)],
    );
    expect(told.rows.map((r) => r.user_id).sort()).toEqual([customer.id, other.id].sort());
    // a second run finds nothing
    expect(await expireOverdueQuotes(t.db.db, t.app.notifier)).toBe(0);
  });
});

describe('the PDF', () => {
  it('is an A4 PDF with the Korean font embedded, in the requested language', async () => {
    const q = await quotedQuote(t, w, customer);
    for (const lang of ['ko', 'en']) {
      const res = await fetch(`${t.url}/api/quotes/${q.id}/pdf?lang=${lang}`, { headers: { cookie: customer.cookie! } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="${q.ref}-r1.pdf"`);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const text = bytes.toString('latin1');
      expect(text).toContain('Pretendard');
      // A4: 595.28 × 841.89 pt
      expect(text).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    }
    const staff = await fetch(`${t.url}/api/admin/quotes/${q.id}/pdf`, { headers: { cookie: w.admin.cookie! } });
    expect(staff.status).toBe(200);
    expect((await customer.request('GET', `/api/quotes/${q.id}/pdf?lang=fr`)).status).toBe(400);
  });
});
