/**
 * The audit log (issue 14): every kind of staff action leaves exactly one entry — a domain entry with
 * before/after where the action writes one (users), else the generic entry of the hook (route pattern,
 * subject, status, the redacted answer) — and GET /api/admin/audit reads them back, newest first (and
 * /api/admin/audit/:id one of them).
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { createIngredient } from '../../test/catalogue-fixtures.ts';
import { makeQuoteWorld, quotedQuote, type QuoteWorld } from '../quotes/quotes.test-utils.ts';
import { createSample, sampleBody, usableRecipe } from '../samples/samples.test-utils.ts';
import { buy, createProduct, pay, productBody } from '../purchases/shop.test-utils.ts';
import { AUDIT_BODY_MAX, redact, subjectTypeOf } from './audit.service.ts';

let t: TestApp;
let w: QuoteWorld;
let staff: Caller & { id: string; email: string };
let customer: Caller & { id: string; email: string };
beforeAll(async () => {
  t = await startTestApp({ rateLimit: { authMax: 10_000, authWindowSeconds: 60 } });
  w = await makeQuoteWorld(t);
  staff = w.admin as typeof staff;
  customer = await t.user();
});
afterAll(() => t?.close());

/** The entries written since `since` (an audit id), oldest first; the generic ones land just after the reply. */
async function entriesSince(since: number, expected: number) {
  for (const end = Date.now() + 10_000; Date.now() < end;) {
    const { rows } = await t.db.pool.query('select * from audit_log where id > $1 order by id', [since]);
    if (rows.length >= expected) return rows;
    await new Promise((r) => setTimeout(r, 20));
  }
  return (await t.db.pool.query('select * from audit_log where id > $1 order by id', [since])).rows;
}
const lastId = async () => Number((await t.db.pool.query('select coalesce(max(id), 0) as id from audit_log')).rows[0].id);

describe('one entry per staff action', () => {
  it('in every area: actor, action, subject and status', async () => {
    // what each action needs, made first (customers' own requests are not staff actions: no entries)
    const recipe = await usableRecipe(customer, w.catalogue);
    const sample = await createSample(customer, sampleBody(recipe.id));
    const inquiry = (await customer.request('POST', '/api/inquiries', { category: 'other', title: 'Hi', body: 'A question' }))
      .body;
    await customer.request('POST', '/api/chat/messages', { clientId: crypto.randomUUID(), body: 'Hello' });
    const chatId = (await t.db.pool.query('select id from chat_conversations where customer_id = $1', [customer.id])).rows[0].id;
    const ingredient = await createIngredient(t, staff);
    const product = await createProduct(staff);
    const purchase = await buy(customer, product);
    const paymentId = await pay(customer, 'purchase', purchase.id);
    const { refundable } = (await staff.request('GET', `/api/admin/payments/${paymentId}`)).body;
    const victim = await t.user();
    const from = await lastId();
    const quote = await quotedQuote(t, w, customer); // the answer is staff's; the request is the customer's

    const calls: [string, string, unknown, number][] = [
      ['POST', `/api/admin/sample-requests/${sample.id}/transitions`, { action: 'review', version: sample.version }, 200],
      ['POST', '/api/admin/notices', { title: 'Audit notice', body: '<p>text</p>' }, 201],
      ['POST', `/api/admin/ingredients/${ingredient.id}/visibility`, { visible: false }, 200],
      ['PUT', `/api/admin/products/${product.id}`, { ...productBody(), options: product.options, version: product.version }, 200],
      ['POST', `/api/admin/payments/${paymentId}/refunds`, { amount: 1000, reason: 'Damaged box', refundable }, 200],
      ['POST', `/api/admin/inquiries/${inquiry.id}/messages`, { body: 'An answer' }, 200],
      ['POST', `/api/admin/chats/${chatId}/close`, {}, 200],
      ['POST', `/api/admin/users/${victim.id}/suspend`, { reason: 'Abuse' }, 200],
    ];
    for (const [m, p, body, status] of calls) {
      const res = await staff.request(m, p, body);
      expect(res.status, `${m} ${p}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(status);
    }
    // a refused staff mutation (4xx) and every read leave nothing
    expect((await staff.request('POST', `/api/admin/users/${staff.id}/suspend`, { reason: 'me' })).status).toBe(409);
    expect((await staff.request('GET', '/api/admin/users')).status).toBe(200);

    const rows = await entriesSince(from, calls.length + 1);
    const byAction = (a: string) => rows.filter((r) => r.action === a);
    expect(rows).toHaveLength(calls.length + 1);
    for (const r of rows) expect(r).toMatchObject({ actor_id: staff.id, actor_email: staff.email, ip: expect.any(String) });
    const expectOne = (action: string, subjectType: string, subjectId: string | null, status = 200) => {
      const found = byAction(action);
      expect(found, action).toHaveLength(1);
      expect(found[0]).toMatchObject({ subject_type: subjectType, subject_id: subjectId, status, before: null });
      expect(found[0].request_id).toEqual(expect.any(String));
      return found[0];
    };
    expectOne('POST /api/admin/quotes/:id/answer', 'quotes', quote.id);
    const sampleEntry = expectOne('POST /api/admin/sample-requests/:id/transitions', 'sample-requests', sample.id);
    expect(sampleEntry.after).toMatchObject({ id: sample.id, state: 'reviewing' });
    const notice = expectOne('POST /api/admin/notices', 'notices', null, 201);
    expect(notice.after).toMatchObject({ title: 'Audit notice' });
    expectOne('POST /api/admin/ingredients/:id/visibility', 'ingredients', ingredient.id);
    expectOne('PUT /api/admin/products/:id', 'products', product.id);
    expectOne('POST /api/admin/payments/:id/refunds', 'payments', paymentId);
    expectOne('POST /api/admin/inquiries/:id/messages', 'inquiries', inquiry.id);
    expectOne('POST /api/admin/chats/:id/close', 'chats', chatId);
    // the users action wrote its own entry (with before/after), and no generic one besides
    expect(byAction('POST /api/admin/users/:id/suspend')).toHaveLength(0);
    expect(byAction('user.suspend')[0]).toMatchObject({
      subject_type: 'users',
      subject_id: victim.id,
      before: { banned: false },
      after: { banned: true, banReason: 'Abuse' },
    });
    // no secret of the session or the payment ever lands in the log
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(staff.cookie!.split('=')[1]!.split('.')[0]!);
    expect(stored).not.toMatch(/"(paymentKey|password|token|secret)":"(?!\[redacted\])/i);
  });

  it('redacts secret-looking fields at any depth, and keeps only small answers', () => {
    expect(
      redact({
        name: 'ok',
        password: 'p',
        nested: { apiKey: 'k', accessToken: 't', list: [{ clientSecret: 's', keep: 1 }] },
        paymentKey: 'x',
      }),
    ).toEqual({
      name: 'ok',
      password: '[redacted]',
      nested: { apiKey: '[redacted]', accessToken: '[redacted]', list: [{ clientSecret: '[redacted]', keep: 1 }] },
      paymentKey: '[redacted]',
    });
    expect(AUDIT_BODY_MAX).toBe(16 * 1024);
    expect(subjectTypeOf('/api/admin/sample-requests/:id/transitions')).toBe('sample-requests');
    expect(subjectTypeOf('/api/admin/:id')).toBeNull();
  });
});

describe('GET /api/admin/audit', () => {
  it('reads newest first, filters, and walks pages with the keyset cursor', async () => {
    const a = await t.user();
    const b = await t.user();
    for (const u of [a, b]) {
      expect((await staff.request('POST', `/api/admin/users/${u.id}/role`, { role: 'admin' })).status).toBe(200);
      expect((await staff.request('POST', `/api/admin/users/${u.id}/role`, { role: 'customer' })).status).toBe(200);
    }
    const mine = await staff.request('GET', `/api/admin/audit?subjectType=users&subjectId=${a.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(2);
    expect(mine.body.items.map((e: any) => e.after.role)).toEqual(['customer', 'admin']);
    expect(mine.body.items[0]).toMatchObject({ actorId: staff.id, actorEmail: staff.email, action: 'user.role', status: 200 });

    const pages = [];
    let cursor: string | null = '';
    do {
      const res: any = await staff.request('GET', `/api/admin/audit?action=user.role&actor=${staff.id}&limit=1&cursor=${cursor}`);
      expect(res.status).toBe(200);
      pages.push(...res.body.items);
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(new Set(pages.map((e) => e.id)).size).toBe(pages.length);
    const ids = pages.map((e) => e.id);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);

    const future = await staff.request(
      'GET',
      `/api/admin/audit?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    );
    expect(future.body).toMatchObject({ items: [], total: 0 });
    expect(mine.body.totalCapped).toBe(false);
    // a window [from, to): the statement of this shape is written once (lib/prepared.ts) and answers
    // each request with its own values
    const newest = mine.body.items[0]!;
    const window = async (from: string, to: string) =>
      (
        await staff.request(
          'GET',
          `/api/admin/audit?subjectType=users&subjectId=${a.id}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        )
      ).body;
    const justAfter = new Date(Date.parse(newest.at) + 1).toISOString();
    expect((await window(newest.at, justAfter)).items.map((e: any) => e.id)).toContain(newest.id);
    expect(await window(justAfter, new Date(Date.now() + 60_000).toISOString())).toMatchObject({ items: [], total: 0 });
    expect((await window('2000-01-01T00:00:00Z', justAfter)).total).toBe(mine.body.total);

    // the log only grows: its total is counted up to 10,000, and says when there are more
    await t.db.pool.query(
      `insert into audit_log (action, subject_type, subject_id) select 'bench', 'capped', g::text from generate_series(1, 10005) g`,
    );
    const many = await staff.request('GET', '/api/admin/audit?subjectType=capped&limit=2');
    expect(many.body).toMatchObject({ total: 10_001, totalCapped: true });
    expect(many.body.items.map((e: any) => e.subjectId)).toHaveLength(2);

    const bad = await staff.request('GET', '/api/admin/audit?from=yesterday&cursor=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.fields.from).toBe('errors.invalidFormat');

    // one entry by its id (a link to it from another page): the same as in the list; none → 404
    const one = await staff.request('GET', `/api/admin/audit/${mine.body.items[0]!.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(mine.body.items[0]);
    expect((await staff.request('GET', '/api/admin/audit/999999999')).status).toBe(404);
    expect((await staff.request('GET', '/api/admin/audit/abc')).status).toBe(400);
    // the year 0000 has no place in PostgreSQL's calendar: never a 500
    const zero = await staff.request('GET', `/api/admin/audit?from=${encodeURIComponent('0000-02-29T00:00:00Z')}`);
    expect(zero.status).toBe(400);
    expect(zero.body.fields.from).toBe('errors.invalidFormat');
    expect((await customer.request('GET', `/api/admin/audit/${mine.body.items[0]!.id}`)).status).toBe(403);
  });
});
