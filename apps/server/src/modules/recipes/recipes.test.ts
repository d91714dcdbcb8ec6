import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { termId } from '../../test/catalogue-fixtures.ts';
import { creamBody, createRecipe, makeCatalogue, type Catalogue } from './recipes.test-utils.ts';

let t: TestApp;
let admin: Caller;
let customer: Caller & { id: string };
let c: Catalogue;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.user({ role: 'admin' });
  customer = await t.user();
  c = await makeCatalogue(t, admin);
});
afterAll(() => t?.close());

describe('a customer builds a recipe', () => {
  it('creates one at revision 1, reads it, and finds it in the list', async () => {
    const fn = await termId(t, 'functions', 'moisturising');
    const d = await createRecipe(customer, creamBody(c, { functionIds: [fn], costing: { fillMl: 50, density: 1, packagingIds: [], quantity: 3000 } }));
    expect(d).toMatchObject({ revision: 1, lineCount: 5, totalPercent: 100, valid: true, visibility: 'private', owner: null, copiedFrom: null, deletedAt: null });
    expect(d.functions.map((f: any) => f.id)).toEqual([fn]);
    expect(d.lines.map((l: any) => l.ingredientId)).toEqual([c.water, c.glycerin, c.preservative, c.active, c.allergen]);
    expect(d.lines[2]).toMatchObject({ percent: 0.9, phase: 'C', ingredient: { maxLeaveOn: 1, maxRinseOff: 1, visible: true } });
    expect(d.costing).toEqual({ fillMl: 50, density: 1, packagingIds: [], quantity: 3000 });
    const read = await customer.request('GET', `/api/recipes/${d.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(d);
    const list = await customer.request('GET', '/api/recipes');
    expect(list.status).toBe(200);
    expect(list.body.items.map((i: any) => i.id)).toContain(d.id);
    expect(list.body.items.find((i: any) => i.id === d.id)).toMatchObject({ revision: 1, lineCount: 5, totalPercent: 100, valid: true, owner: null });
  });
});
