/** Customer A probing customer B's recipes: every route answers 404, nothing changes, nothing leaks into lists. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type ErrorFields, type ResponseBody, type TestApp } from '../../test/harness.ts';
import { count } from '../../test/catalogue-fixtures.ts';
import { creamBody, createRecipe, inputOf, makeCatalogue, type Catalogue } from './recipes.test-utils.ts';
import { withStaffAndTwoCustomers } from '../../test/signed-in.ts';

let t: TestApp;
let admin: Caller;
let a: Caller & { id: string };
let b: Caller & { id: string };
let c: Catalogue;

beforeAll(async () => {
  ({ t, admin, a, b } = await withStaffAndTwoCustomers(startTestApp()));
  c = await makeCatalogue(t, admin);
});
afterAll(() => t?.close());

/** Everything in the database about one recipe, to compare before and after. */
async function state(id: string) {
  const r = await t.db.pool.query('select * from recipes where id = $1', [id]);
  const lines = await t.db.pool.query('select * from recipe_lines where recipe_id = $1 order by position', [id]);
  const revs = await t.db.pool.query('select number, note from recipe_revisions where recipe_id = $1 order by number', [id]);
  return { recipe: r.rows[0], lines: lines.rows, revs: revs.rows };
}

describe("customer A and customer B's recipes", () => {
  it('every route with B’s private recipe id answers 404 to A, and B’s recipe is unchanged', async () => {
    const secret = await createRecipe(b, creamBody(c, { name: 'B secret formula', description: 'do not leak' }));
    const before = await state(secret.id);
    const copiesBefore = await count(t, 'recipes', 'owner_id = $1', [a.id]);
    const probes: [string, string, unknown?][] = [
      ['GET', ''],
      ['PUT', '', inputOf(secret, { name: 'Hijacked' })],
      ['PUT', '', { ...inputOf(secret, { name: 'Hijacked' }), baseRevision: 1 }],
      ['DELETE', ''],
      ['POST', '/visibility', { visibility: 'public' }],
      ['POST', '/copy', {}],
      ['GET', '/revisions'],
      ['GET', '/revisions/1'],
      ['POST', '/revisions/1/restore', {}],
      ['GET', '/export.csv'],
    ];
    for (const [method, suffix, body] of probes) {
      // any of the record's routes: only the error body is read
      const res = await a.request<ErrorFields>(method, `/api/recipes/${secret.id}${suffix}`, body);
      expect(res.status, `${method} ${suffix}`).toBe(404);
      expect(res.body.code, `${method} ${suffix}`).toBe('NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain('B secret');
    }
    for (const [method, path, body] of [
      ['GET', `/api/public-recipes/${secret.id}`],
      ['POST', `/api/public-recipes/${secret.id}/copy`, {}],
    ] as const) {
      expect((await a.request(method, path, body)).status, path).toBe(404);
    }
    expect((await t.visitor.request('GET', `/api/public-recipes/${secret.id}`)).status).toBe(404);
    expect(await state(secret.id)).toEqual(before);
    expect(await count(t, 'recipes', 'owner_id = $1', [a.id])).toBe(copiesBefore);
    // B still has it, unchanged
    expect((await b.request('GET', `/api/recipes/${secret.id}`)).body).toEqual(secret);
  });

  it('B’s private recipe is never in A’s list nor in the public list, whatever the search', async () => {
    const secret = await createRecipe(b, creamBody(c, { name: 'Zebra private serum' }));
    const mine = await createRecipe(a, creamBody(c, { name: 'Zebra own serum' }));
    for (const q of [
      '',
      '?q=zebra',
      '?q=private',
      '?productType=cream',
      '?valid=true',
      '?visibility=private',
      '?sort=name',
      '?sort=created',
    ] as const) {
      const own = await a.request('GET', `/api/recipes${q}${q ? '&' : '?'}limit=100`);
      expect(own.status, q).toBe(200);
      expect(
        own.body.items.map((i: any) => i.id),
        q,
      ).not.toContain(secret.id);
      expect(
        own.body.items.every((i: any) => i.owner === null),
        q,
      ).toBe(true);
      // the query, less what the public list does not take, is any text to the type: the route named
      const pub = await a.request<ResponseBody<'GET', '/api/public-recipes'>>(
        'GET',
        `/api/public-recipes${q.replace(/[?&]?(valid|visibility|sort)=[a-z]+/, '')}`,
      );
      expect(pub.status, q).toBe(200);
      expect(
        pub.body.items.map((i: any) => i.id),
        q,
      ).not.toContain(secret.id);
    }
    const search = await a.request('GET', '/api/recipes?q=zebra');
    expect(search.body.items.map((i: any) => i.id)).toEqual([mine.id]);
    expect(search.body.total).toBe(1);
  });

  it('a published recipe of B: A reads it in the gallery and copies it; the copy is A’s and private', async () => {
    const pub = await createRecipe(b, creamBody(c, { name: 'B public toner', productType: 'toner', visibility: 'public' }));
    expect((await a.request('GET', `/api/recipes/${pub.id}`)).status).toBe(404); // not A's own
    expect((await a.request('POST', `/api/recipes/${pub.id}/copy`, {})).status).toBe(404); // the own-copy route is for own recipes
    expect((await t.visitor.request('POST', `/api/public-recipes/${pub.id}/copy`, {})).status).toBe(401);
    const copy = await a.request('POST', `/api/public-recipes/${pub.id}/copy`, { name: 'My toner' });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'My toner',
      visibility: 'private',
      revision: 1,
      copiedFrom: { id: pub.id, name: 'B public toner' },
    });
    expect((await a.request('GET', `/api/recipes/${copy.body.id}`)).status).toBe(200);
    expect((await b.request('GET', `/api/recipes/${copy.body.id}`)).status).toBe(404);
    // B makes the source private again: A's copy no longer names it
    await b.request('POST', `/api/recipes/${pub.id}/visibility`, { visibility: 'private' });
    expect((await a.request('GET', `/api/recipes/${copy.body.id}`)).body.copiedFrom).toBeNull();
    // staff see the link whatever the source's visibility
    const staff = await admin.request('GET', `/api/admin/recipes/${copy.body.id}`);
    expect(staff.status).toBe(200);
    expect(staff.body.copiedFrom).toEqual({ id: pub.id, name: 'B public toner' });
  });

  it('a public copy of one’s own private recipe names its source only to its owner', async () => {
    const src = await createRecipe(b, creamBody(c, { name: 'B base' }));
    const copy = (await b.request('POST', `/api/recipes/${src.id}/copy`, {})).body;
    await b.request('POST', `/api/recipes/${copy.id}/visibility`, { visibility: 'public' });
    expect((await b.request('GET', `/api/public-recipes/${copy.id}`)).body.copiedFrom).toEqual({ id: src.id, name: 'B base' });
    const seen = await a.request('GET', `/api/public-recipes/${copy.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.copiedFrom).toBeNull();
    expect(JSON.stringify(seen.body)).not.toContain(src.id);
  });

  it('visitors are asked to sign in for every own-recipe route', async () => {
    const r = await createRecipe(b, creamBody(c));
    for (const [m, p] of [
      ['GET', '/api/recipes'],
      ['POST', '/api/recipes'],
      ['GET', `/api/recipes/${r.id}`],
      ['GET', `/api/recipes/${r.id}/export.csv`],
    ] as const) {
      expect((await t.visitor.request(m, p, m === 'POST' ? creamBody(c) : undefined)).status, p).toBe(401);
    }
  });
});
