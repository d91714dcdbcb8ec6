import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTAINS_TERMS, expectSameAsContains } from '../../test/search-terms.ts';
import { invalid, type Caller } from '../../test/harness.ts';
import {
  count,
  createSubMaterial,
  download,
  startCatalogueApp,
  storedKeys,
  subMaterialBody,
  termId,
  uploadImage,
  walkPages,
  type CatalogueApp,
  type SubMaterialOverrides,
} from '../../test/catalogue-fixtures.ts';
import { withStaffAndCustomer } from '../../test/signed-in.ts';

// Packaging: tiered prices, option lists from the taxonomies, public when visible.
let t: CatalogueApp;
let admin: Caller;
let customer: Caller;
const ids: Record<string, string> = {};

const tiers = (...p: [number, number][]) => p.map(([minQty, unitPrice]) => ({ minQty, unitPrice }));
const CATALOGUE: SubMaterialOverrides[] = [
  {
    code: 'BT-PET-100',
    nameKo: '투명 PET 보틀 100ml',
    nameEn: 'Clear PET bottle 100 ml',
    type: 'bottle',
    material: 'pet',
    finishes: ['transparent', 'glossy'],
    capacityMl: 100,
    moq: 3000,
    priceTiers: tiers([3000, 320], [10000, 280], [30000, 240]),
  },
  {
    code: 'BT-GLS-30',
    nameKo: '유리 스포이트 30ml',
    nameEn: 'Glass dropper 30 ml',
    type: 'dropper',
    material: 'glass',
    finishes: ['frosted'],
    capacityMl: 30,
    moq: 1000,
    priceTiers: tiers([1000, 900], [5000, 780]),
  },
  {
    code: 'JR-PP-50',
    nameKo: 'PP 크림 자 50ml',
    nameEn: 'PP cream jar 50 ml',
    type: 'jar',
    material: 'pp',
    finishes: ['matte', 'frosted'],
    capacityMl: 50,
    moq: 5000,
    priceTiers: tiers([5000, 450]),
  },
  {
    code: 'AL-PP-15',
    nameKo: '에어리스 15ml',
    nameEn: 'Airless bottle 15 ml',
    type: 'airless',
    material: 'pp',
    finishes: ['matte'],
    capacityMl: 15,
    moq: 3000,
    priceTiers: tiers([3000, 1100], [10000, 950]),
  },
  {
    code: 'BOX-250',
    nameKo: '단상자',
    nameEn: 'Unit box',
    type: 'box',
    material: 'paper',
    finishes: [],
    capacityMl: null,
    moq: 1000,
    priceTiers: tiers([1000, 150], [10000, 95]),
  },
  {
    code: 'TB-PE-200',
    nameKo: 'PE 튜브 200ml',
    nameEn: 'PE tube 200 ml',
    type: 'tube',
    material: 'pe',
    finishes: ['glossy'],
    capacityMl: 200,
    moq: 10000,
    priceTiers: tiers([10000, 210]),
    visible: false,
  },
];

beforeAll(async () => {
  ({ t, admin, customer } = await withStaffAndCustomer(startCatalogueApp()));
  for (const c of CATALOGUE) ids[c.code as string] = (await createSubMaterial(t, admin, c)).id;
});
afterAll(() => t?.close());

const codes = async (
  query: string,
  caller: Caller = t.visitor,
  base: '/api/sub-materials' | '/api/admin/sub-materials' = '/api/sub-materials',
) => {
  const res = await caller.request('GET', `${base}?limit=100&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.total).toBe(res.body.items.length);
  return res.body.items.map((i) => i.code);
};

describe('list', () => {
  it('filters by type, material, finish and capacity', async () => {
    expect(await codes('type=bottle')).toEqual(['BT-PET-100']);
    expect((await codes('material=pp')).sort()).toEqual(['AL-PP-15', 'JR-PP-50']);
    expect((await codes('finish=frosted')).sort()).toEqual(['BT-GLS-30', 'JR-PP-50']);
    expect(await codes('finish=matte&material=pp&type=jar')).toEqual(['JR-PP-50']);
    expect((await codes('capacityMin=30&capacityMax=100')).sort()).toEqual(['BT-GLS-30', 'BT-PET-100', 'JR-PP-50']);
    expect(await codes('capacityMin=101')).toEqual([]);
    expect(await codes('capacityMax=15')).toEqual(['AL-PP-15']);
    expect(await codes('type=no-such-type')).toEqual([]);
    expect(await codes('finish=no-such-finish')).toEqual([]);
  });

  it('searches code and names, with typos', async () => {
    expect(await codes('q=bt-gls')).toEqual(['BT-GLS-30']);
    expect(await codes(`q=${encodeURIComponent('스포이트')}`)).toEqual(['BT-GLS-30']);
    expect(await codes('q=cream')).toEqual(['JR-PP-50']);
    expect((await codes('q=airles'))[0]).toBe('AL-PP-15');
    expect(await codes('q=%25')).toEqual([]); // a LIKE wildcard is searched for literally
    expect(await codes('q=tube')).toEqual([]); // hidden
  });

  it('sorts by name, capacity and price, and pages through everything once', async () => {
    expect(await codes('sort=name')).toEqual(['AL-PP-15', 'BT-PET-100', 'BT-GLS-30', 'JR-PP-50', 'BOX-250']);
    expect(await codes('sort=capacity')).toEqual(['AL-PP-15', 'BT-GLS-30', 'JR-PP-50', 'BT-PET-100', 'BOX-250']);
    expect(await codes('sort=price-asc')).toEqual(['BOX-250', 'BT-PET-100', 'JR-PP-50', 'BT-GLS-30', 'AL-PP-15']);
    const { ids: seen, pages } = await walkPages(t.visitor, '/api/sub-materials?sort=capacity', 2);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.every((p) => p.total === 5)).toBe(true);
    expect(seen).toEqual(await codes('sort=capacity').then((c) => c.map((code) => ids[code])));
  });

  it('from-price is the lowest tier price', async () => {
    const items = (await t.visitor.request('GET', '/api/sub-materials?limit=100')).body.items as {
      code: string;
      fromPrice: number;
    }[];
    expect(Object.fromEntries(items.map((i) => [i.code, i.fromPrice]))).toEqual({
      'BT-PET-100': 240,
      'BT-GLS-30': 780,
      'JR-PP-50': 450,
      'AL-PP-15': 950,
      'BOX-250': 95,
    });
  });
});

describe('visibility', () => {
  it('a hidden item is invisible to the public and visible to staff', async () => {
    const id = ids['TB-PE-200']!;
    for (const caller of [t.visitor, customer]) {
      expect(await codes('visibility=all', caller)).not.toContain('TB-PE-200');
      expect((await caller.request('GET', `/api/sub-materials/${id}`)).status).toBe(404);
    }
    expect((await admin.request('GET', `/api/admin/sub-materials/${id}`)).body).toMatchObject({
      code: 'TB-PE-200',
      visible: false,
    });
    expect(await codes('visibility=hidden', admin, '/api/admin/sub-materials')).toEqual(['TB-PE-200']);
    expect(await codes('', admin, '/api/admin/sub-materials')).toHaveLength(6);

    expect((await admin.request('POST', `/api/admin/sub-materials/${id}/visibility`, { visible: true })).status).toBe(200);
    expect((await t.visitor.request('GET', `/api/sub-materials/${id}`)).body.code).toBe('TB-PE-200');
    expect((await admin.request('POST', `/api/admin/sub-materials/${id}/visibility`, { visible: false })).status).toBe(200);
    expect((await t.visitor.request('GET', `/api/sub-materials/${id}`)).status).toBe(404);
  });
});

describe('create, read, update, delete', () => {
  it('creates an item with sorted tiers and reads it back publicly', async () => {
    const body = await subMaterialBody(t, {
      code: 'PM-PP-24',
      type: 'pump',
      material: 'pp',
      finishes: ['matte', 'metallic'],
      capacityMl: null,
      moq: 2000,
      colours: [{ ko: '흰색', en: 'White' }],
      priceTiers: tiers([2000, 300], [20000, 210], [50000, 190]),
      descriptionEn: '24/410 lotion pump',
    });
    const res = await admin.request('POST', '/api/admin/sub-materials', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      code: 'PM-PP-24',
      type: { slug: 'pump' },
      material: { slug: 'pp' },
      capacityMl: null,
      moq: 2000,
      fromPrice: 190,
      visible: true,
      colours: [{ ko: '흰색', en: 'White' }],
      images: [],
    });
    expect(res.body.finishes.map((f: { slug: string }) => f.slug).sort()).toEqual(['matte', 'metallic']);
    const pub = await t.visitor.request('GET', `/api/sub-materials/${res.body.id}`);
    expect(pub.body).toEqual(res.body);
    ids['PM-PP-24'] = res.body.id;
  });

  it('updates it; the from-price follows the tiers; codes stay unique', async () => {
    const id = ids['PM-PP-24']!;
    const body = await subMaterialBody(t, {
      code: 'PM-PP-24',
      type: 'pump',
      material: 'pp',
      moq: 1000,
      priceTiers: tiers([1000, 350], [5000, 260]),
    });
    const res = await admin.request('PUT', `/api/admin/sub-materials/${id}`, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, moq: 1000, fromPrice: 260, priceTiers: tiers([1000, 350], [5000, 260]) });
    expect((await t.visitor.request('GET', '/api/sub-materials?q=PM-PP-24')).body.items[0]!.fromPrice).toBe(260);

    const clash = await admin.request('PUT', `/api/admin/sub-materials/${id}`, { ...body, code: 'BT-PET-100' });
    expect(clash.status).toBe(409);
    expect(clash.body.fields.code).toBe('errors.codeTaken');
    const rows = await count(t, 'sub_materials');
    const dup = await admin.request('POST', '/api/admin/sub-materials', await subMaterialBody(t, { code: 'JR-PP-50' }));
    expect(dup.status).toBe(409);
    expect(dup.body.fields.code).toBe('errors.codeTaken');
    expect(await count(t, 'sub_materials')).toBe(rows);
    expect((await admin.request('GET', `/api/admin/sub-materials/${id}`)).body.code).toBe('PM-PP-24');
    expect(
      (await admin.request('PUT', `/api/admin/sub-materials/${crypto.randomUUID()}`, { ...body, code: 'NEW-1' })).status,
    ).toBe(404);
  });

  it('deletes it with its images', async () => {
    const img = await uploadImage(t, admin, 'jpeg');
    const made = await createSubMaterial(t, admin, { imageIds: [img.id] });
    expect(made.thumbUrl).toBe(img.thumbUrl);
    expect((await download(t, t.visitor, img.url)).status).toBe(200);
    const keys = (await storedKeys(t, img.id))!;
    expect((await admin.request('DELETE', `/api/admin/sub-materials/${made.id}`)).status).toBe(204);
    expect((await t.visitor.request('GET', `/api/sub-materials/${made.id}`)).status).toBe(404);
    expect(await storedKeys(t, img.id)).toBeNull();
    for (const k of keys) expect(fs.existsSync(path.join(t.uploadsDir, k))).toBe(false);
    expect((await admin.request('DELETE', `/api/admin/sub-materials/${made.id}`)).status).toBe(404);
  });

  it("images of a hidden item are not served to the public; another record's image is refused", async () => {
    const img = await uploadImage(t, admin);
    const hidden = await createSubMaterial(t, admin, { imageIds: [img.id], visible: false });
    expect((await download(t, t.visitor, img.url)).status).toBe(404);
    expect((await download(t, admin, img.url)).status).toBe(200);
    const res = await admin.request('POST', '/api/admin/sub-materials', await subMaterialBody(t, { imageIds: [img.id] }));
    expect(res.status).toBe(400);
    expect(res.body.fields.imageIds).toBe('errors.fileUnknown');
    expect((await admin.request('GET', `/api/admin/sub-materials/${hidden.id}`)).body.images).toHaveLength(1);
  });
});

describe('validation', () => {
  it.each<[string, () => Promise<Record<string, unknown>>, string, string]>([
    [
      'tiers not ascending',
      async () => ({ priceTiers: tiers([1000, 500], [1000, 450]) }),
      'priceTiers.1.minQty',
      'errors.tiersAscending',
    ],
    [
      'tiers descending',
      async () => ({ priceTiers: tiers([1000, 500], [5000, 450], [3000, 400]) }),
      'priceTiers.2.minQty',
      'errors.tiersAscending',
    ],
    [
      'first tier above the MOQ',
      async () => ({ moq: 1000, priceTiers: tiers([2000, 500]) }),
      'priceTiers.0.minQty',
      'errors.firstTierMoq',
    ],
    ['no tiers', async () => ({ priceTiers: [] }), 'priceTiers', 'errors.priceTiersRequired'],
    ['fractional price', async () => ({ priceTiers: tiers([1000, 99.5]) }), 'priceTiers.0.unitPrice', 'errors.integer'],
    ['lower-case code', async () => ({ code: 'bt-pet-100' }), 'code', 'errors.code'],
    ['code with spaces', async () => ({ code: 'BT PET' }), 'code', 'errors.code'],
    ['code starting with a dash', async () => ({ code: '-BT' }), 'code', 'errors.code'],
    ['code over 40', async () => ({ code: 'A'.repeat(41) }), 'code', 'errors.tooLong'],
    ['MOQ zero', async () => ({ moq: 0 }), 'moq', 'errors.tooSmall'],
    ['lead time over a year', async () => ({ leadTimeDays: 400 }), 'leadTimeDays', 'errors.tooBig'],
    ['unknown type', async () => ({ typeId: 999_999 }), 'typeId', 'errors.unknownOption'],
    ['a material as type', async () => ({ typeId: await termId(t, 'sub-materials', 'glass') }), 'typeId', 'errors.unknownOption'],
    ['unknown material', async () => ({ materialId: await termId(t, 'sub-types', 'jar') }), 'materialId', 'errors.unknownOption'],
    [
      'unknown finish',
      async () => ({ finishIds: [await termId(t, 'sub-finishes', 'matte'), 999_999] }),
      'finishIds',
      'errors.unknownOption',
    ],
    [
      'a category as finish',
      async () => ({ finishIds: [await termId(t, 'categories', 'humectant')] }),
      'finishIds',
      'errors.unknownOption',
    ],
  ])('%s → 400 and nothing written', async (_what, over, field, key) => {
    const rows = await count(t, 'sub_materials');
    const res = await admin.request('POST', '/api/admin/sub-materials', await subMaterialBody(t, invalid(await over())));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fields[field]).toBe(key);
    const put = await admin.request(
      'PUT',
      `/api/admin/sub-materials/${ids['BOX-250']}`,
      await subMaterialBody(t, invalid({ code: 'BOX-250', ...(await over()) })),
    );
    expect(put.status).toBe(400);
    expect(put.body.fields[field]).toBe(key);
    expect(await count(t, 'sub_materials')).toBe(rows);
  });

  it('the refused updates changed nothing', async () => {
    expect((await admin.request('GET', `/api/admin/sub-materials/${ids['BOX-250']}`)).body).toMatchObject({
      code: 'BOX-250',
      moq: 1000,
      fromPrice: 95,
      type: { slug: 'box' },
    });
  });
});

describe('access', () => {
  it('staff endpoints refuse customers (403) and visitors (401)', async () => {
    const id = ids['BT-PET-100']!;
    const body = await subMaterialBody(t);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/sub-materials'],
      ['GET', `/api/admin/sub-materials/${id}`],
      ['POST', '/api/admin/sub-materials', body],
      ['PUT', `/api/admin/sub-materials/${id}`, body],
      ['POST', `/api/admin/sub-materials/${id}/visibility`, { visible: false }],
      ['DELETE', `/api/admin/sub-materials/${id}`],
    ];
    const rows = await count(t, 'sub_materials');
    for (const [method, url, b] of calls) {
      expect((await t.visitor.request(method, url, b)).status, `${method} ${url}`).toBe(401);
      expect((await customer.request(method, url, b)).status, `${method} ${url}`).toBe(403);
    }
    expect(await count(t, 'sub_materials')).toBe(rows);
    expect((await t.visitor.request('GET', `/api/sub-materials/${id}`)).body).toMatchObject({
      code: 'BT-PET-100',
      visible: true,
    });
  });
});

describe('search by short terms (issue 27)', () => {
  it('finds by one or two characters, Korean words and LIKE wildcards exactly what "contains" finds', async () => {
    // terms without trigrams are looked up by their grams (lib/like.ts): the matches of the LIKE alone
    const serum = await createSubMaterial(t, admin, { nameKo: '수분세럼 용기', nameEn: '100% Serum_bottle \\ dalbit' });
    await createSubMaterial(t, admin, { nameKo: '달빛 자', nameEn: 'Moon jar', visible: false });
    await expectSameAsContains(
      CONTAINS_TERMS,
      async (term) => {
        const res = await admin.request('GET', `/api/admin/sub-materials?limit=100&q=${encodeURIComponent(term)}`);
        expect(res.status, term).toBe(200);
        expect(res.body.total, term).toBe(res.body.items.length);
        return res.body.items.map((i: { code: string }) => i.code);
      },
      async (like) =>
        (await t.db.pool.query(`select code from sub_materials where search_text like $1`, [like])).rows.map((r) => r.code),
    );
    expect(await codes(`q=${encodeURIComponent('세럼')}`)).toEqual([serum.code]);
    expect(await codes(`q=${encodeURIComponent('%')}`)).toEqual([serum.code]);
  });
});
