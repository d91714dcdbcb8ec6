/** Refused input changes nothing; validity is decided by the shared formulation logic at every save. */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECIPE_LINES } from '@formulab/shared/recipes/recipes.schema';
import { startTestApp, type Caller, type TestApp, invalid, type RequestBody } from '../../test/harness.ts';
import { count } from '../../test/catalogue-fixtures.ts';
import { creamBody, createRecipe, inputOf, line, makeCatalogue, type Catalogue } from './recipes.test-utils.ts';

let t: TestApp;
let customer: Caller & { id: string };
let c: Catalogue;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.user({ role: 'admin' });
  customer = await t.user();
  c = await makeCatalogue(t, admin);
});
afterAll(() => t?.close());

const snapshot = async (id: string) => ({
  recipe: (await t.db.pool.query('select * from recipes where id = $1', [id])).rows[0],
  lines: (await t.db.pool.query('select * from recipe_lines where recipe_id = $1 order by position', [id])).rows,
  revisions: await count(t, 'recipe_revisions', 'recipe_id = $1', [id]),
});

describe('refused input', () => {
  const bad: [string, (body: any) => any, string, string][] = [
    ['a negative percent', (b) => ({ ...b, lines: [line(c.water, -1)] }), 'lines.0.percent', 'errors.tooSmall'],
    ['a percent over 100', (b) => ({ ...b, lines: [line(c.water, 100.5)] }), 'lines.0.percent', 'errors.tooBig'],
    [
      'more than 4 decimals',
      (b) => ({ ...b, lines: [line(c.water, 1), line(c.water, 12.34567)] }),
      'lines.1.percent',
      'errors.fourDecimals',
    ],
    ['a percent as text', (b) => ({ ...b, lines: [{ ...line(c.water, 1), percent: '1' }] }), 'lines.0.percent', 'errors.number'],
    [
      'an unknown ingredient',
      (b) => ({ ...b, lines: [line(c.water, 50), line(crypto.randomUUID(), 50)] }),
      'lines.1.ingredientId',
      'errors.unknownIngredient',
    ],
    ['an unknown product type', (b) => ({ ...b, productType: 'potion' }), 'productType', 'errors.required'],
    [
      'too many lines',
      (b) => ({ ...b, lines: Array.from({ length: MAX_RECIPE_LINES + 1 }, () => line(c.water, 0.1)) }),
      'lines',
      'errors.tooMany',
    ],
    ['an empty name', (b) => ({ ...b, name: '   ' }), 'name', 'errors.required'],
    ['an unknown phase', (b) => ({ ...b, lines: [{ ...line(c.water, 1), phase: 'Z' }] }), 'lines.0.phase', 'errors.invalidValue'],
    ['an unknown function', (b) => ({ ...b, functionIds: [987654] }), 'functionIds', 'errors.unknownFunction'],
    [
      'unknown packaging',
      (b) => ({ ...b, costing: { fillMl: 50, density: 1, packagingIds: [crypto.randomUUID()], quantity: 3000 } }),
      'costing.packagingIds',
      'errors.unknownOption',
    ],
    [
      'more packaging parts than a unit has',
      (b) => ({
        ...b,
        costing: { fillMl: 50, density: 1, packagingIds: Array.from({ length: 4 }, () => crypto.randomUUID()), quantity: 3000 },
      }),
      'costing.packagingIds',
      'errors.tooMany',
    ],
  ];

  it.each(bad)('%s: 400 VALIDATION on create and on save, nothing written', async (_name, mutate, field, key) => {
    const before = await count(t, 'recipes');
    const created = await customer.request('POST', '/api/recipes', invalid(mutate(creamBody(c))));
    expect(created.status, JSON.stringify(created.body)).toBe(400);
    expect(created.body.code).toBe('VALIDATION');
    expect(created.body.fields?.[field], JSON.stringify(created.body.fields)).toBe(key);
    expect(await count(t, 'recipes')).toBe(before);

    const d = await createRecipe(customer, creamBody(c));
    const was = await snapshot(d.id);
    const saved = await customer.request('PUT', `/api/recipes/${d.id}`, invalid({ ...mutate(inputOf(d)), baseRevision: 1 }));
    expect(saved.status).toBe(400);
    expect(saved.body.fields?.[field]).toBe(key);
    expect(await snapshot(d.id)).toEqual(was);
  });

  it('every unknown ingredient is named', async () => {
    const res = await customer.request(
      'POST',
      '/api/recipes',
      creamBody(c, { lines: [line(crypto.randomUUID(), 1), line(c.water, 1), line(crypto.randomUUID(), 1)] }),
    );
    expect(res.body.fields).toEqual({
      'lines.0.ingredientId': 'errors.unknownIngredient',
      'lines.2.ingredientId': 'errors.unknownIngredient',
    });
  });

  it('a malformed id, revision number or cursor is a 400, not a 500', async () => {
    expect((await customer.request('GET', '/api/recipes/not-a-uuid')).status).toBe(400);
    const d = await createRecipe(customer, creamBody(c));
    expect((await customer.request('GET', `/api/recipes/${d.id}/revisions/0`)).status).toBe(400);
    expect((await customer.request('GET', `/api/recipes/${d.id}/revisions/abc`)).status).toBe(400);
    for (const cursor of [
      'garbage',
      Buffer.from('["updated",["1","x"],0]').toString('base64url'),
      Buffer.from('["name",["a","00000000-0000-0000-0000-000000000000"],0]').toString('base64url'),
    ]) {
      const res = await customer.request('GET', `/api/recipes?cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.fields).toEqual({ cursor: 'errors.invalidCursor' });
    }
    expect((await customer.request('POST', `/api/recipes/${d.id}/visibility`, invalid({ visibility: 'secret' }))).status).toBe(
      400,
    );
    expect((await customer.request('POST', `/api/recipes/${d.id}/revisions/1/restore`, invalid({ x: 1 }))).status).toBe(400);
  });
});

describe('validity', () => {
  const valid = async (body: RequestBody<'POST', '/api/recipes'>) => (await createRecipe(customer, body)).valid as boolean;

  it('100 % is valid, 99.5 % and 100.5 % are not; 99.999 and 100.001 are within tolerance', async () => {
    expect(await valid({ name: 'a', productType: 'toner', lines: [line(c.water, 95), line(c.glycerin, 5)] })).toBe(true);
    expect(await valid({ name: 'b', productType: 'toner', lines: [line(c.water, 94.5), line(c.glycerin, 5)] })).toBe(false);
    expect(await valid({ name: 'c', productType: 'toner', lines: [line(c.water, 95.5), line(c.glycerin, 5)] })).toBe(false);
    expect(await valid({ name: 'd', productType: 'toner', lines: [line(c.water, 94.999), line(c.glycerin, 5)] })).toBe(true);
    expect(await valid({ name: 'e', productType: 'toner', lines: [line(c.water, 95.001), line(c.glycerin, 5)] })).toBe(true);
    expect(
      await valid({ name: 'f', productType: 'toner', lines: [line(c.water, 0.1), line(c.water, 0.2), line(c.glycerin, 99.7)] }),
    ).toBe(true);
  });

  it('a line over its limit makes it invalid; lines of one ingredient are added up', async () => {
    expect(await valid({ name: 'g', productType: 'cream', lines: [line(c.water, 98.9), line(c.preservative, 1.1)] })).toBe(false);
    expect(await valid({ name: 'h', productType: 'cream', lines: [line(c.water, 99), line(c.preservative, 1)] })).toBe(true);
    expect(
      await valid({
        name: 'i',
        productType: 'cream',
        lines: [line(c.water, 98.8), line(c.preservative, 0.6), line(c.preservative, 0.6)],
      }),
    ).toBe(false);
  });

  it('the product type decides the limits: the same lines are invalid leave-on and valid rinse-off', async () => {
    const lines = [line(c.water, 99), line(c.active, 1)];
    const cream = await createRecipe(customer, { name: 'leave-on', productType: 'cream', lines });
    expect(cream.valid).toBe(false);
    expect((await createRecipe(customer, { name: 'rinse-off', productType: 'shampoo', lines })).valid).toBe(true);
    // and a save that changes only the type flips it
    const saved = await customer.request('PUT', `/api/recipes/${cream.id}`, inputOf(cream, { productType: 'cleansing-foam' }));
    expect(saved.body).toMatchObject({ valid: true, revision: 2 });
    const revs = (await customer.request('GET', `/api/recipes/${cream.id}/revisions`)).body.items;
    expect(revs.map((r: any) => r.valid)).toEqual([true, false]);
    // the list filter follows
    const invalid = (await customer.request('GET', '/api/recipes?valid=false&limit=100')).body.items.map((i: any) => i.id);
    expect(invalid).not.toContain(cream.id);
  });

  it('an allergen above its threshold is information, not a reason to refuse', async () => {
    expect(await valid({ name: 'j', productType: 'cream', lines: [line(c.water, 98), line(c.allergen, 2)] })).toBe(true);
  });
});
