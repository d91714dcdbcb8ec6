import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { count, createSubMaterial, download, ingredientBody, termId } from '../../test/catalogue-fixtures.ts';
import { creamBody, createRecipe, inputOf, line, makeCatalogue, type Catalogue } from './recipes.test-utils.ts';
import { withStaffAndCustomer } from '../../test/signed-in.ts';

let t: TestApp;
let admin: Caller;
let customer: Caller & { id: string; email: string };
let c: Catalogue;

beforeAll(async () => {
  ({ t, admin, customer } = await withStaffAndCustomer(startTestApp()));
  c = await makeCatalogue(t, admin);
});
afterAll(() => t?.close());

describe('a customer builds a recipe', () => {
  it('creates one at revision 1, reads it, and finds it in the list', async () => {
    const fn = await termId(t, 'functions', 'moisturising');
    const box = await createSubMaterial(t, admin);
    const costing = { fillMl: 50, density: 1.02, packagingIds: [box.id], quantity: 5000 };
    const d = await createRecipe(customer, creamBody(c, { functionIds: [fn, fn], costing }));
    expect(d).toMatchObject({
      revision: 1,
      lineCount: 5,
      totalPercent: 100,
      valid: true,
      visibility: 'private',
      owner: null,
      copiedFrom: null,
      deletedAt: null,
    });
    expect(d.functions.map((f: any) => f.id)).toEqual([fn]);
    expect(d.lines.map((l: any) => l.ingredientId)).toEqual([c.water, c.glycerin, c.preservative, c.active, c.allergen]);
    expect(d.lines[2]).toMatchObject({
      percent: 0.9,
      phase: 'C',
      note: '',
      ingredient: { id: c.preservative, visible: true },
    });
    expect(d.costing).toEqual(costing);
    const read = await customer.request('GET', `/api/recipes/${d.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(d);
    const list = await customer.request('GET', '/api/recipes');
    expect(list.body.items.find((i: any) => i.id === d.id)).toMatchObject({
      revision: 1,
      lineCount: 5,
      totalPercent: 100,
      valid: true,
      owner: null,
    });
    const revs = await customer.request('GET', `/api/recipes/${d.id}/revisions`);
    expect(revs.body.items).toEqual([
      expect.objectContaining({
        number: 1,
        authorName: 'Test User',
        totalPercent: 100,
        valid: true,
        lineCount: 5,
        restoredFrom: null,
      }),
    ]);
  });

  it('keeps a draft at any total and an empty recipe', async () => {
    const draft = await createRecipe(customer, { name: 'Draft', productType: 'toner', lines: [line(c.water, 42.1234)] });
    expect(draft).toMatchObject({ totalPercent: 42.1234, valid: false, lineCount: 1 });
    const empty = await createRecipe(customer, { name: 'Empty', productType: 'serum' });
    expect(empty).toMatchObject({ totalPercent: 0, valid: false, lineCount: 0, lines: [], description: '', functions: [] });
    expect(empty.costing).toEqual({ fillMl: null, density: 1, packagingIds: [], quantity: 3000 });
  });
});

describe('saving, history and restore', () => {
  it('each save is a new revision with its snapshot; restore writes another', async () => {
    const d = await createRecipe(customer, creamBody(c));
    const s2 = await customer.request('PUT', `/api/recipes/${d.id}`, {
      ...inputOf(d, { name: 'Cream v2', lines: [line(c.water, 90), line(c.glycerin, 9)] }),
      baseRevision: 1,
      revisionNote: 'less glycerin',
    });
    expect(s2.status, JSON.stringify(s2.body)).toBe(200);
    expect(s2.body).toMatchObject({ name: 'Cream v2', revision: 2, lineCount: 2, totalPercent: 99, valid: false });
    const s3 = await customer.request('PUT', `/api/recipes/${d.id}`, {
      ...inputOf(s2.body, { lines: [line(c.water, 91), line(c.glycerin, 9)] }),
    });
    expect(s3.body).toMatchObject({ revision: 3, totalPercent: 100, valid: true });
    expect(await count(t, 'recipe_lines', 'recipe_id = $1', [d.id])).toBe(2);

    const revs = (await customer.request('GET', `/api/recipes/${d.id}/revisions`)).body.items;
    expect(revs.map((r: any) => [r.number, r.note, r.valid])).toEqual([
      [3, '', true],
      [2, 'less glycerin', false],
      [1, '', true],
    ]);
    const r1 = await customer.request('GET', `/api/recipes/${d.id}/revisions/1`);
    expect(r1.status).toBe(200);
    expect(r1.body).toMatchObject({
      number: 1,
      name: d.name,
      productType: 'cream',
      lineCount: 5,
      totalPercent: 100,
      valid: true,
      functionIds: [],
    });
    expect(r1.body.lines).toEqual(d.lines);
    const r2 = await customer.request('GET', `/api/recipes/${d.id}/revisions/2`);
    expect(r2.body.lines.map((l: any) => l.percent)).toEqual([90, 9]);
    expect((await customer.request('GET', `/api/recipes/${d.id}/revisions/9`)).status).toBe(404);

    await customer.request('POST', `/api/recipes/${d.id}/visibility`, { visibility: 'public' });
    const restored = await customer.request('POST', `/api/recipes/${d.id}/revisions/1/restore`, {});
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    // the formulation of revision 1, as revision 4; visibility is not part of a revision
    expect(restored.body).toMatchObject({ name: d.name, revision: 4, lineCount: 5, valid: true, visibility: 'public' });
    expect(restored.body.lines).toEqual(d.lines);
    const top = (await customer.request('GET', `/api/recipes/${d.id}/revisions`)).body.items[0];
    expect(top).toMatchObject({ number: 4, restoredFrom: 1, valid: true });
    expect((await customer.request('POST', `/api/recipes/${d.id}/revisions/9/restore`, {})).status).toBe(404);
  });

  it('a stale baseRevision is a 409 REVISION_CONFLICT and writes nothing', async () => {
    const d = await createRecipe(customer, creamBody(c));
    expect((await customer.request('PUT', `/api/recipes/${d.id}`, { ...inputOf(d), baseRevision: 1 })).status).toBe(200);
    const stale = await customer.request('PUT', `/api/recipes/${d.id}`, {
      ...inputOf(d, { name: 'Lost edit' }),
      baseRevision: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'REVISION_CONFLICT', currentRevision: 2 });
    const now = (await customer.request('GET', `/api/recipes/${d.id}`)).body;
    expect(now).toMatchObject({ name: d.name, revision: 2 });
    expect(await count(t, 'recipe_revisions', 'recipe_id = $1', [d.id])).toBe(2);
  });

  it('two saves racing from the same revision: exactly one wins', async () => {
    const d = await createRecipe(customer, creamBody(c));
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        customer.request('PUT', `/api/recipes/${d.id}`, { ...inputOf(d, { name: `Racer ${i}` }), baseRevision: 1 }),
      ),
    );
    expect(saves.map((s) => s.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const now = (await customer.request('GET', `/api/recipes/${d.id}`)).body;
    expect(now.revision).toBe(2);
    expect(now.name).toBe(saves.find((s) => s.status === 200)!.body.name);
    expect(await count(t, 'recipe_revisions', 'recipe_id = $1', [d.id])).toBe(2);
  });

  it('saves without a baseRevision queue up instead of failing, each answered with what it wrote', async () => {
    const d = await createRecipe(customer, creamBody(c));
    const saves = await Promise.all(
      Array.from({ length: 4 }, (_, i) => customer.request('PUT', `/api/recipes/${d.id}`, inputOf(d, { name: `Queued ${i}` }))),
    );
    expect(saves.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    expect(saves.map((s) => s.body.revision).sort()).toEqual([2, 3, 4, 5]);
    // read after the commit, an answer could carry the save queued behind it
    expect(saves.map((s) => s.body.name)).toEqual(['Queued 0', 'Queued 1', 'Queued 2', 'Queued 3']);
  });
});

describe('visibility, copy, delete, export', () => {
  it('publishing is not a revision; the gallery shows it with the company as author', async () => {
    const d = await createRecipe(customer, creamBody(c, { name: 'Published cream' }));
    const pub = await customer.request('POST', `/api/recipes/${d.id}/visibility`, { visibility: 'public' });
    expect(pub.body).toMatchObject({ visibility: 'public', revision: 1 });
    const g = await t.visitor.request('GET', `/api/public-recipes/${d.id}`);
    expect(g.status).toBe(200);
    expect(g.body).toMatchObject({ id: d.id, author: 'Test Co', name: 'Published cream', valid: true });
    expect(g.body).not.toHaveProperty('owner');
    expect(g.body).not.toHaveProperty('deletedAt');
    expect(JSON.stringify(g.body)).not.toContain(customer.email);
    await customer.request('POST', `/api/recipes/${d.id}/visibility`, { visibility: 'private' });
    expect((await t.visitor.request('GET', `/api/public-recipes/${d.id}`)).status).toBe(404);
  });

  it('copies one of one’s own recipes (private, revision 1, copiedFrom set)', async () => {
    const d = await createRecipe(customer, creamBody(c, { name: 'Original', visibility: 'public' }));
    await customer.request('PUT', `/api/recipes/${d.id}`, inputOf(d));
    const copy = await customer.request('POST', `/api/recipes/${d.id}/copy`, {});
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Original (copy)',
      visibility: 'private',
      revision: 1,
      valid: true,
      copiedFrom: { id: d.id, name: 'Original' },
    });
    expect(copy.body.id).not.toBe(d.id);
    expect(copy.body.lines).toEqual(d.lines);
    const named = await customer.request('POST', `/api/recipes/${d.id}/copy`, { name: '  사본 크림  ' });
    expect(named.body.name).toBe('사본 크림');
    expect((await customer.request('POST', `/api/recipes/${d.id}/copy`, { name: 'x'.repeat(121) })).status).toBe(400);
  });

  it('soft-deletes: gone from the list, by id, from the gallery; the rows stay', async () => {
    const d = await createRecipe(customer, creamBody(c, { visibility: 'public' }));
    expect((await customer.request('DELETE', `/api/recipes/${d.id}`)).status).toBe(204);
    const probes = [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['GET', '/revisions'],
      ['GET', '/revisions/1'],
      ['GET', '/export.csv'],
      ['POST', '/copy'],
      ['POST', '/visibility'],
      ['POST', '/revisions/1/restore'],
    ] as const;
    for (const [m, p] of probes) {
      const body = m === 'PUT' ? inputOf(d) : p === '/visibility' ? { visibility: 'private' } : m === 'POST' ? {} : undefined;
      // a probe over routes: the run-time form (each body is its own route's)
      expect((await customer.request<unknown>(m, `/api/recipes/${d.id}${p}`, body)).status, `${m} ${p}`).toBe(404);
    }
    expect((await customer.request('GET', '/api/recipes?limit=100')).body.items.map((i: any) => i.id)).not.toContain(d.id);
    expect((await t.visitor.request('GET', '/api/public-recipes?limit=100')).body.items.map((i: any) => i.id)).not.toContain(
      d.id,
    );
    expect((await t.visitor.request('GET', `/api/public-recipes/${d.id}`)).status).toBe(404);
    expect(
      await count(t, 'recipes', 'id = $1 and deleted_at is not null and visibility = $2 and revision = 1', [d.id, 'public']),
    ).toBe(1);
  });

  it('exports one recipe as CSV: BOM, the import columns, a row per line, a Korean file name', async () => {
    const d = await createRecipe(
      customer,
      creamBody(c, {
        name: '수분 크림 "v1"',
        description: '=cmd, "quoted"\nsecond line',
        lines: [line(c.water, 99.5, 'A', 'q.s.'), line(c.glycerin, 0.5, null)],
      }),
    );
    const res = await download(t, customer, `/api/recipes/${d.id}/export.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('수분 크림 v1 .csv'.replace(' .', '.'));
    const text = res.bytes.toString('utf8');
    expect(
      text.startsWith('\ufeffowner_email,recipe_name,product_type,visibility,description,inci_name,percent,phase,note\r\n'),
    ).toBe(true);
    const rows = text.slice(1).trim().split('\r\n');
    expect(rows).toHaveLength(3);
    const inci = d.lines.map((l: any) => l.ingredient.inciName);
    expect(rows[1]).toBe(
      `${customer.email},"수분 크림 ""v1""",cream,private,"'=cmd, ""quoted""\nsecond line",${inci[0]},99.5,A,q.s.`,
    );
    expect(rows[2]).toBe(`${customer.email},"수분 크림 ""v1""",cream,private,"'=cmd, ""quoted""\nsecond line",${inci[1]},0.5,,`);
  });
});

describe('ingredients in recipes', () => {
  it('deleting an ingredient while recipes using it are being saved: a clean 409 or 400, never a 500', async () => {
    for (let round = 0; round < 4; round++) {
      const x = (await admin.request('POST', '/api/admin/ingredients', await ingredientBody(t))).body.id;
      const [del, ...creates] = await Promise.all([
        admin.request('DELETE', `/api/admin/ingredients/${x}`),
        ...Array.from({ length: 4 }, () =>
          customer.request('POST', '/api/recipes', {
            name: 'Race',
            productType: 'cream',
            lines: [line(c.water, 99), line(x, 1)],
          }),
        ),
      ]);
      expect([204, 409], JSON.stringify(del.body)).toContain(del.status);
      for (const r of creates) expect([201, 400], JSON.stringify(r.body)).toContain(r.status);
      // consistent either way: deleted means no recipe got it; kept means it is in use
      const used = await count(t, 'recipe_lines', 'ingredient_id = $1', [x]);
      expect(del.status === 204 ? used === 0 : used > 0).toBe(true);
    }
  });

  it('an ingredient used by a recipe cannot be deleted (409 IN_USE with the count), a hidden one stays in the recipe', async () => {
    const d = await createRecipe(customer, creamBody(c));
    await createRecipe(customer, creamBody(c));
    const res = await admin.request('DELETE', `/api/admin/ingredients/${c.active}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('IN_USE');
    expect(Number(res.body.fields.usage)).toBeGreaterThanOrEqual(2);
    expect((await admin.request('POST', `/api/admin/ingredients/${c.allergen}/visibility`, { visible: false })).status).toBe(200);
    const read = (await customer.request('GET', `/api/recipes/${d.id}`)).body;
    expect(read.lines[4]!.ingredient).toMatchObject({ id: c.allergen, visible: false });
    // it may stay where it was …
    const saved = await customer.request('PUT', `/api/recipes/${d.id}`, inputOf(read));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ revision: 2, valid: read.valid, lineCount: read.lineCount });
    expect(saved.body.lines.map((l: any) => l.ingredientId)).toEqual(read.lines.map((l: any) => l.ingredientId));
    // … but is not added anew: not to another recipe, not as a new recipe
    const other = await createRecipe(customer, { name: 'Other', productType: 'cream', lines: [line(c.water, 100)] });
    const add = await customer.request('PUT', `/api/recipes/${other.id}`, {
      ...inputOf(other),
      lines: [line(c.water, 99), line(c.allergen, 1)],
    });
    expect(add.status).toBe(400);
    expect(add.body.fields).toEqual({ 'lines.1.ingredientId': 'errors.unknownIngredient' });
    const fresh = await customer.request('POST', '/api/recipes', {
      name: 'New',
      productType: 'cream',
      lines: [line(c.allergen, 1)],
    });
    expect(fresh.status).toBe(400);
    expect(fresh.body.fields).toEqual({ 'lines.0.ingredientId': 'errors.unknownIngredient' });
    expect((await customer.request('GET', `/api/recipes/${other.id}`)).body.revision).toBe(1);
    await admin.request('POST', `/api/admin/ingredients/${c.allergen}/visibility`, { visible: true });
  });
});
