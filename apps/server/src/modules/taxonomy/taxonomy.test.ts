import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAXONOMY_KINDS, type TaxonomyKind } from '@formulab/shared/catalogue/taxonomy.schema';
import { startTestApp, type Caller, type TestApp, invalid, type RequestBody, type InvalidBody } from '../../test/harness.ts';
import { count, createIngredient, createSubMaterial } from '../../test/catalogue-fixtures.ts';
import { CATEGORIES, FUNCTIONS, SUB_FINISHES, SUB_MATERIALS, SUB_TYPES } from '../../seed/catalogue/taxonomy.data.ts';
import { withStaffAndCustomer } from '../../test/signed-in.ts';

// Ordered ko/en lists: public to read, staff to edit; a term in use cannot be deleted.
let t: TestApp;
let admin: Caller;
let customer: Caller;
beforeAll(async () => ({ t, admin, customer } = await withStaffAndCustomer(startTestApp())));
afterAll(() => t?.close());

const SEEDED: Record<TaxonomyKind, { slug: string }[]> = {
  categories: CATEGORIES,
  functions: FUNCTIONS,
  'sub-types': SUB_TYPES,
  'sub-materials': SUB_MATERIALS,
  'sub-finishes': SUB_FINISHES,
};
const list = async (kind: TaxonomyKind) => {
  const res = await t.visitor.request('GET', `/api/taxonomy/${kind}`);
  expect(res.status).toBe(200);
  return res.body.items as { id: number; slug: string; nameKo: string; nameEn: string; sortOrder: number; usage: number }[];
};
const term = (slug: string, over: Record<string, unknown> = {}) => ({
  slug,
  nameKo: `${slug} 한글`,
  nameEn: `${slug} label`,
  ...over,
});
const create = (kind: TaxonomyKind, body: RequestBody<'POST', `/api/admin/taxonomy/${TaxonomyKind}`> | InvalidBody) =>
  admin.request('POST', `/api/admin/taxonomy/${kind}`, body);

describe('reading', () => {
  it.each(TAXONOMY_KINDS)('%s: public, in the seeded order, with labels and usage', async (kind) => {
    const items = await list(kind);
    expect(items.map((i) => i.slug)).toEqual(SEEDED[kind].map((s) => s.slug));
    expect(items.map((i) => i.sortOrder)).toEqual([...items.map((i) => i.sortOrder)].sort((a, b) => a - b));
    for (const i of items) {
      expect(i.nameKo).not.toBe('');
      expect(i.nameEn).not.toBe('');
      expect(i.usage).toBe(0);
    }
    expect((await customer.request('GET', `/api/taxonomy/${kind}`)).body.items).toEqual(items);
  });

  it('an unknown kind is a 400', async () => {
    for (const kind of ['colours', 'users', 'categories%00']) {
      const res = await t.visitor.request('GET', `/api/taxonomy/${kind}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
  });
});

describe('creating and renaming', () => {
  it('adds a term at the end of its list', async () => {
    const before = await list('functions');
    const res = await create('functions', term('pore-care', { nameKo: ' 모공 케어 ', nameEn: 'Pore care' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ slug: 'pore-care', nameKo: '모공 케어', nameEn: 'Pore care', usage: 0 });
    const after = await list('functions');
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ id: res.body.id, slug: 'pore-care' });
    expect(res.body.sortOrder).toBeGreaterThan(before.at(-1)!.sortOrder);
  });

  it('slugs are lower-case kebab-case of at most 40 characters, unique within their kind', async () => {
    const rows = await count(t, 'terms');
    for (const [slug, key] of [
      ['Pore-Care', 'errors.slug'],
      ['pore care', 'errors.slug'],
      ['pore_care', 'errors.slug'],
      ['-pore', 'errors.slug'],
      ['pore--care', 'errors.slug'],
      ['모공', 'errors.slug'],
      ['a'.repeat(41), 'errors.tooLong'],
      ['', 'errors.required'],
    ]) {
      const res = await create('sub-finishes', term(slug!));
      expect(res.status, slug).toBe(400);
      expect(res.body.fields.slug, slug).toBe(key);
    }
    const missing = await create('sub-finishes', invalid({ slug: 'no-names' }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ nameKo: 'errors.required', nameEn: 'errors.required' });
    expect(await count(t, 'terms')).toBe(rows);

    expect((await create('sub-finishes', term('a'.repeat(40)))).status).toBe(201);
    const dup = await create('categories', term('humectant'));
    expect(dup.status).toBe(409);
    expect(dup.body.fields.slug).toBe('errors.slugTaken');
    // the same slug in another kind is fine
    expect((await create('sub-types', term('humectant'))).status).toBe(201);
    expect(await count(t, 'terms')).toBe(rows + 2);
  });

  it('renames a term; taking another slug of the kind is a conflict', async () => {
    const made = (await create('sub-types', term('refill-pouch'))).body;
    const res = await admin.request(
      'PUT',
      `/api/admin/taxonomy/sub-types/${made.id}`,
      term('refill', { nameKo: '리필', nameEn: 'Refill' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: made.id, slug: 'refill', nameKo: '리필', nameEn: 'Refill', sortOrder: made.sortOrder });
    expect((await list('sub-types')).find((i) => i.id === made.id)).toMatchObject({ slug: 'refill', nameEn: 'Refill' });
    // keeping its own slug is not a clash
    expect(
      (await admin.request('PUT', `/api/admin/taxonomy/sub-types/${made.id}`, term('refill', { nameEn: 'Refill pack' }))).status,
    ).toBe(200);

    const clash = await admin.request('PUT', `/api/admin/taxonomy/sub-types/${made.id}`, term('bottle'));
    expect(clash.status).toBe(409);
    expect(clash.body.fields.slug).toBe('errors.slugTaken');
    expect((await list('sub-types')).find((i) => i.id === made.id)!.slug).toBe('refill');
    // an id of another kind, or none, is not found
    const catId = (await list('categories'))[0]!.id;
    expect((await admin.request('PUT', `/api/admin/taxonomy/sub-types/${catId}`, term('stolen'))).status).toBe(404);
    expect((await admin.request('PUT', '/api/admin/taxonomy/sub-types/999999', term('nothing'))).status).toBe(404);
    expect((await list('categories'))[0]!.slug).toBe(CATEGORIES[0]!.slug);
  });
});

describe('reordering', () => {
  const reorder = (kind: TaxonomyKind, ids: number[]) => admin.request('PUT', `/api/admin/taxonomy/${kind}/order`, { ids });

  it('sets the order of the whole list', async () => {
    const ids = (await list('sub-materials')).map((i) => i.id);
    const wanted = [...ids].reverse();
    const res = await reorder('sub-materials', wanted);
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { id: number }) => i.id)).toEqual(wanted);
    expect((await list('sub-materials')).map((i) => i.id)).toEqual(wanted);
    expect((await list('sub-materials'))[0]!.slug).toBe(SUB_MATERIALS.at(-1)!.slug);
  });

  it('must list every id of the kind exactly once', async () => {
    const before = (await list('categories')).map((i) => i.id);
    const other = (await list('functions'))[0]!.id;
    for (const ids of [
      before.slice(1),
      [...before, before[0]!],
      [...before.slice(1), other],
      [...before, other],
      [before[0]!, ...before.slice(2), before[0]!],
    ]) {
      const res = await reorder('categories', ids);
      expect(res.status).toBe(400);
      expect(res.body.fields.ids).toBe('errors.reorderIncomplete');
    }
    expect((await reorder('categories', [])).status).toBe(400);
    expect((await list('categories')).map((i) => i.id)).toEqual(before);
  });
});

describe('deleting and usage', () => {
  it('deletes an unused term', async () => {
    const made = (await create('categories', term('to-delete'))).body;
    const res = await admin.request('DELETE', `/api/admin/taxonomy/categories/${made.id}`);
    expect(res.status).toBe(204);
    expect((await list('categories')).some((i) => i.id === made.id)).toBe(false);
    expect((await admin.request('DELETE', `/api/admin/taxonomy/categories/${made.id}`)).status).toBe(404);
    // a term is deleted only through its own kind
    const fn = (await list('functions'))[0]!;
    expect((await admin.request('DELETE', `/api/admin/taxonomy/categories/${fn.id}`)).status).toBe(404);
    expect((await list('functions'))[0]!.id).toBe(fn.id);
  });

  it('counts usage and refuses to delete a term in use', async () => {
    const cat = (await create('categories', term('usage-cat'))).body;
    const fn = (await create('functions', term('usage-fn'))).body;
    await createIngredient(t, admin, { category: 'usage-cat', functions: ['usage-fn', 'soothing'] });
    await createIngredient(t, admin, { category: 'usage-cat', functions: ['usage-fn'] });
    await createIngredient(t, admin, { category: 'humectant', functions: ['usage-fn'] });
    const type = (await create('sub-types', term('usage-type'))).body;
    const mat = (await create('sub-materials', term('usage-mat'))).body;
    const fin = (await create('sub-finishes', term('usage-finish'))).body;
    await createSubMaterial(t, admin, { type: 'usage-type', material: 'usage-mat', finishes: ['usage-finish', 'matte'] });
    await createSubMaterial(t, admin, { type: 'usage-type', material: 'pet', finishes: ['usage-finish'] });

    const cases: [TaxonomyKind, number, number][] = [
      ['categories', cat.id, 2],
      ['functions', fn.id, 3],
      ['sub-types', type.id, 2],
      ['sub-materials', mat.id, 1],
      ['sub-finishes', fin.id, 2],
    ];
    for (const [kind, id, usage] of cases) {
      expect((await list(kind)).find((i) => i.id === id)!.usage, kind).toBe(usage);
      const res = await admin.request('DELETE', `/api/admin/taxonomy/${kind}/${id}`);
      expect(res.status, kind).toBe(409);
      expect(res.body).toMatchObject({ code: 'IN_USE', fields: { usage: String(usage) } });
      expect(
        (await list(kind)).some((i) => i.id === id),
        kind,
      ).toBe(true);
    }
    const byslug = async (kind: TaxonomyKind, slug: string) => (await list(kind)).find((i) => i.slug === slug)!.usage;
    expect(await byslug('functions', 'soothing')).toBe(1);
    expect(await byslug('categories', 'humectant')).toBe(1);
    expect(await byslug('sub-finishes', 'matte')).toBe(1);
    expect(await byslug('sub-materials', 'pet')).toBe(1);
  });
});

describe('usage as visitors and as staff see it', () => {
  it('the public lists count visible records only; staff’s count hidden ones, which still keep a term', async () => {
    const cat = (await create('categories', term('hidden-cat'))).body;
    const shown = await createIngredient(t, admin, { category: 'hidden-cat' });
    const hidden = await createIngredient(t, admin, { category: 'hidden-cat' });
    expect((await admin.request('POST', `/api/admin/ingredients/${hidden.id}/visibility`, { visible: false })).status).toBe(200);
    expect(shown.id).not.toBe(hidden.id);
    expect((await list('categories')).find((i) => i.id === cat.id)!.usage).toBe(1);
    const staff = await admin.request('GET', '/api/admin/taxonomy/categories');
    expect(staff.status).toBe(200);
    expect(staff.body.items.find((i: { id: number }) => i.id === cat.id)!.usage).toBe(2);
    expect((await admin.request('DELETE', `/api/admin/taxonomy/categories/${cat.id}`)).body).toMatchObject({
      code: 'IN_USE',
      fields: { usage: '2' },
    });
    expect((await t.visitor.request('GET', '/api/admin/taxonomy/categories')).status).toBe(401);
    expect((await customer.request('GET', '/api/admin/taxonomy/categories')).status).toBe(403);
  });
});

describe('access', () => {
  it('editing is for staff only', async () => {
    const id = (await list('functions'))[0]!.id;
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/admin/taxonomy/functions', term('sneaky')],
      ['PUT', `/api/admin/taxonomy/functions/${id}`, term('sneaky')],
      ['PUT', '/api/admin/taxonomy/functions/order', { ids: [id] }],
      ['DELETE', `/api/admin/taxonomy/functions/${id}`],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.visitor.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await customer.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await list('functions'))[0]).toMatchObject({ id, slug: FUNCTIONS[0]!.slug });
  });
});
