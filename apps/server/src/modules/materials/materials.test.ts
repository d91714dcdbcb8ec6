import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTAINS_TERMS, expectSameAsContains } from '../../test/search-terms.ts';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { count, createIngredient, createMaterial, materialBody, walkPages } from '../../test/catalogue-fixtures.ts';
import { withStaffAndCustomer } from '../../test/signed-in.ts';

// Raw materials behind ingredients: staff only; low stock is stock at or below the reorder level.
let t: TestApp;
let admin: Caller;
let customer: Caller;
const ing: Record<string, string> = {};
const mat: Record<string, any> = {};

beforeAll(async () => {
  ({ t, admin, customer } = await withStaffAndCustomer(startTestApp()));
  for (const [inciName, nameKo] of [
    ['Glycerin', '글리세린'],
    ['Niacinamide', '나이아신아마이드'],
    ['Squalane', '스쿠알란'],
  ] as const) {
    ing[inciName] = (await createIngredient(t, admin, { inciName, nameKo, nameEn: inciName })).id;
  }
  mat.glycerin = await createMaterial(admin, ing.Glycerin!, {
    tradeName: 'Glycerin 99.5 USP',
    supplier: 'LG Household',
    stockKg: 500,
    reorderLevelKg: 100,
  });
  mat.niacinamide = await createMaterial(admin, ing.Niacinamide!, {
    tradeName: 'Niacinamide PC',
    supplier: 'DSM',
    stockKg: 20,
    reorderLevelKg: 20,
  });
  mat.squalane = await createMaterial(admin, ing.Squalane!, {
    tradeName: 'Squalane Olive',
    supplier: 'Sophim',
    stockKg: 5.5,
    reorderLevelKg: 50,
  });
});
afterAll(() => t?.close());

const list = async (query = '') => {
  const res = await admin.request('GET', `/api/admin/materials?limit=100&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.total).toBe(res.body.items.length);
  return res.body.items as { tradeName: string; lowStock: boolean; stockKg: number }[];
};
const tradeNames = async (query = '') => (await list(query)).map((m) => m.tradeName);

describe('stock', () => {
  it('flags stock at or below the reorder level and lists those first', async () => {
    expect(mat.glycerin.lowStock).toBe(false);
    expect(mat.niacinamide.lowStock).toBe(true); // equal counts as low
    expect(mat.squalane).toMatchObject({ lowStock: true, stockKg: 5.5 });
    const items = await list();
    expect(items.map((m) => [m.tradeName, m.lowStock])).toEqual([
      ['Niacinamide PC', true],
      ['Squalane Olive', true],
      ['Glycerin 99.5 USP', false],
    ]);
  });

  it('the lowStock filter keeps only those', async () => {
    expect(await tradeNames('lowStock=true')).toEqual(['Niacinamide PC', 'Squalane Olive']);
    expect((await admin.request('GET', '/api/admin/materials?lowStock=maybe')).status).toBe(400);
  });

  it('restocking clears the flag', async () => {
    const res = await admin.request(
      'PUT',
      `/api/admin/materials/${mat.squalane.id}`,
      materialBody(ing.Squalane!, { tradeName: 'Squalane Olive', supplier: 'Sophim', stockKg: 51, reorderLevelKg: 50 }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lowStock: false, stockKg: 51 });
    expect(await tradeNames('lowStock=true')).toEqual(['Niacinamide PC']);
    await admin.request(
      'PUT',
      `/api/admin/materials/${mat.squalane.id}`,
      materialBody(ing.Squalane!, { tradeName: 'Squalane Olive', supplier: 'Sophim', stockKg: 5.5, reorderLevelKg: 50 }),
    );
  });
});

describe('search and paging', () => {
  it.each([
    ['trade name', 'olive', ['Squalane Olive']],
    ['supplier', 'dsm', ['Niacinamide PC']],
    ['ingredient INCI name', 'glycerin', ['Glycerin 99.5 USP']],
    ['ingredient Korean name', '스쿠알란', ['Squalane Olive']],
    ['nothing', 'xylophone', []],
    ['a LIKE wildcard, literally', '%', []],
    ['a LIKE single-character wildcard, literally', '_', []],
  ])('by %s', async (_what, q, expected) => {
    expect(await tradeNames(`q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it('pages through every material once', async () => {
    const { ids, pages } = await walkPages(admin, '/api/admin/materials', 2);
    expect(pages.map((p) => p.items.length)).toEqual([2, 1]);
    expect(pages[0]!.total).toBe(3);
    expect(ids.sort()).toEqual([mat.glycerin.id, mat.niacinamide.id, mat.squalane.id].sort());
  });
});

describe('create, read, update, delete', () => {
  it('creates a material with its ingredient and lots', async () => {
    const body = materialBody(ing.Glycerin!, {
      tradeName: 'Glycerin Kosher',
      supplier: 'Aekyung',
      unitCostPerKg: 2_800,
      stockKg: 1200,
      reorderLevelKg: 300,
      lots: [
        { lot: 'GK-2405', qtyKg: 700, expiresOn: '2027-05-31' },
        { lot: 'GK-2409', qtyKg: 500, expiresOn: '2027-09-30' },
      ],
    });
    const res = await admin.request('POST', '/api/admin/materials', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tradeName: 'Glycerin Kosher',
      supplier: 'Aekyung',
      unitCostPerKg: 2_800,
      stockKg: 1200,
      reorderLevelKg: 300,
      lowStock: false,
      ingredient: { id: ing.Glycerin, inciName: 'Glycerin', nameKo: '글리세린' },
      lots: body.lots,
    });
    expect((await admin.request('GET', `/api/admin/materials/${res.body.id}`)).body).toEqual(res.body);
    mat.kosher = res.body;
  });

  it('updates it, including its ingredient', async () => {
    const res = await admin.request(
      'PUT',
      `/api/admin/materials/${mat.kosher.id}`,
      materialBody(ing.Squalane!, { tradeName: 'Renamed', supplier: 'Other', unitCostPerKg: 3_000, lots: [] }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: mat.kosher.id,
      tradeName: 'Renamed',
      supplier: 'Other',
      ingredient: { inciName: 'Squalane' },
      lots: [],
    });
    expect((await admin.request('GET', `/api/admin/materials/${mat.kosher.id}`)).body.tradeName).toBe('Renamed');
    expect((await admin.request('PUT', `/api/admin/materials/${crypto.randomUUID()}`, materialBody(ing.Squalane!))).status).toBe(
      404,
    );
  });

  it('deletes it', async () => {
    expect((await admin.request('DELETE', `/api/admin/materials/${mat.kosher.id}`)).status).toBe(204);
    expect((await admin.request('GET', `/api/admin/materials/${mat.kosher.id}`)).status).toBe(404);
    expect((await admin.request('DELETE', `/api/admin/materials/${mat.kosher.id}`)).status).toBe(404);
    expect(await count(t, 'materials')).toBe(3);
  });
});

describe('validation', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['unknown ingredient', { ingredientId: crypto.randomUUID() }, 'ingredientId', 'errors.unknownIngredient'],
    ['ingredient id not a uuid', { ingredientId: 'glycerin' }, 'ingredientId', 'errors.required'],
    ['missing trade name', { tradeName: undefined }, 'tradeName', 'errors.required'],
    ['blank supplier', { supplier: '  ' }, 'supplier', 'errors.required'],
    ['fractional unit cost', { unitCostPerKg: 10.5 }, 'unitCostPerKg', 'errors.integer'],
    ['negative stock', { stockKg: -1 }, 'stockKg', 'errors.tooSmall'],
    ['negative reorder level', { reorderLevelKg: -0.5 }, 'reorderLevelKg', 'errors.tooSmall'],
    ['lot without a code', { lots: [{ lot: '', qtyKg: 1, expiresOn: '2027-01-01' }] }, 'lots.0.lot', 'errors.required'],
    [
      'lot with a bad date',
      { lots: [{ lot: 'L1', qtyKg: 1, expiresOn: '31/01/2027' }] },
      'lots.0.expiresOn',
      'errors.invalidDate',
    ],
  ])('%s → 400 and nothing written', async (_what, over, field, key) => {
    const before = await count(t, 'materials');
    const res = await admin.request('POST', '/api/admin/materials', materialBody(ing.Glycerin!, over));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fields[field]).toBe(key);
    const put = await admin.request('PUT', `/api/admin/materials/${mat.glycerin.id}`, materialBody(ing.Glycerin!, over));
    expect(put.status).toBe(400);
    expect(put.body.fields[field]).toBe(key);
    expect(await count(t, 'materials')).toBe(before);
    expect((await admin.request('GET', `/api/admin/materials/${mat.glycerin.id}`)).body).toMatchObject({
      tradeName: 'Glycerin 99.5 USP',
      stockKg: 500,
    });
  });
});

describe('access', () => {
  it('every endpoint is for staff only: customers 403, visitors 401', async () => {
    const id = mat.glycerin.id;
    const body = materialBody(ing.Glycerin!);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/materials'],
      ['GET', `/api/admin/materials/${id}`],
      ['POST', '/api/admin/materials', body],
      ['PUT', `/api/admin/materials/${id}`, body],
      ['DELETE', `/api/admin/materials/${id}`],
    ];
    for (const [method, url, b] of calls) {
      expect((await t.visitor.request(method, url, b)).status, `${method} ${url}`).toBe(401);
      expect((await customer.request(method, url, b)).status, `${method} ${url}`).toBe(403);
    }
    expect(await count(t, 'materials')).toBe(3);
    expect((await admin.request('GET', `/api/admin/materials/${id}`)).body.tradeName).toBe('Glycerin 99.5 USP');
  });
});

describe('search by short terms (issue 27)', () => {
  it('finds by one or two characters, Korean words and LIKE wildcards exactly what "contains" finds', async () => {
    // trade name and supplier through their joined text's indexes, the ingredient through its own (lib/like.ts):
    // the matches of the LIKE alone on each field
    const serum = (
      await createIngredient(t, admin, { inciName: 'Serum Base KR', nameKo: '수분세럼 베이스', nameEn: 'Serum base' })
    ).id;
    const dalbit = await createMaterial(admin, serum, { tradeName: '달빛 100% Base_1', supplier: 'kr \\ Chem' });
    await createMaterial(admin, ing.Glycerin!, { tradeName: '세럼용 글리세린', supplier: '수분 Co' });
    await expectSameAsContains(
      [...CONTAINS_TERMS, '_1 kr'], // the last spans the trade name and the supplier: in neither
      async (term) => (await list(`q=${encodeURIComponent(term)}`)).map((m: any) => m.id),
      async (like) =>
        (
          await t.db.pool.query(
            `select m.id from materials m join ingredients i on i.id = m.ingredient_id
             where lower(m.trade_name) like $1 or lower(m.supplier) like $1 or i.search_text like $1`,
            [like],
          )
        ).rows.map((r) => r.id),
    );
    expect(await tradeNames(`q=${encodeURIComponent('빛')}`)).toEqual([dalbit.tradeName]);
  });
});
