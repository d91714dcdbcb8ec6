import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalid, type Caller } from '../../test/harness.ts';
import { CONTAINS_TERMS, expectSameAsContains } from '../../test/search-terms.ts';
import { CAS_PATTERN } from '@formulab/shared/catalogue/ingredients.schema';
import { escapeLike } from '../../lib/like.ts';
import { koreanSpellings } from './korean-spellings.ts';
import {
  count,
  createIngredient,
  createMaterial,
  download,
  ingredientBody,
  ingredientInput,
  startCatalogueApp,
  storedKeys,
  termId,
  uploadImage,
  uploadPdf,
  walkPages,
  type CatalogueApp,
  type IngredientOverrides,
} from '../../test/catalogue-fixtures.ts';
import { withStaffAndCustomer } from '../../test/signed-in.ts';

// The list tests come first and see only this catalogue; later tests add ingredients of their own.
let t: CatalogueApp;
let admin: Caller;
let customer: Caller;
const ids: Record<string, string> = {};

const CATALOGUE: IngredientOverrides[] = [
  {
    inciName: 'Niacinamide',
    nameKo: '나이아신아마이드',
    nameEn: 'Niacinamide (vitamin B3)',
    casNumber: '98-92-0',
    ecNumber: '202-713-4',
    category: 'vitamin',
    functions: ['brightening', 'barrier-repair'],
    pricePerKg: 45_000,
  },
  {
    inciName: 'Centella Asiatica Extract',
    nameKo: '병풀추출물',
    nameEn: 'Centella asiatica (cica) extract',
    casNumber: '84696-21-9',
    category: 'botanical-extract',
    functions: ['soothing', 'barrier-repair', 'skin-conditioning'],
    origin: 'plant',
    pricePerKg: 35_000,
  },
  {
    inciName: 'Glycerin',
    nameKo: '글리세린',
    nameEn: 'Glycerin',
    casNumber: '56-81-5',
    category: 'humectant',
    functions: ['moisturising'],
    pricePerKg: 3_000,
  },
  {
    inciName: 'Sodium Hyaluronate',
    nameKo: '히알루론산나트륨',
    nameEn: 'Hyaluronic acid (sodium salt)',
    casNumber: '9067-32-7',
    category: 'humectant',
    functions: ['moisturising', 'skin-conditioning'],
    origin: 'biotech',
    pricePerKg: 2_500_000,
  },
  {
    inciName: 'Adenosine',
    nameKo: '아데노신',
    nameEn: 'Adenosine',
    casNumber: '58-61-7',
    category: 'active',
    functions: ['anti-wrinkle'],
    pricePerKg: 900_000,
    descriptionEn: 'A nucleoside listed in the Korean wrinkle-care monograph.',
    descriptionKo: '식약처 고시 주름 개선 기능성 원료',
  },
  {
    inciName: 'Panthenol',
    nameKo: '판테놀',
    nameEn: 'Panthenol (pro-vitamin B5)',
    casNumber: '81-13-0',
    category: 'vitamin',
    functions: ['soothing', 'moisturising'],
    pricePerKg: 38_000,
  },
  {
    inciName: 'Tocopherol',
    nameKo: '토코페롤',
    nameEn: 'Vitamin E',
    casNumber: '59-02-9',
    category: 'antioxidant',
    functions: ['antioxidant'],
    pricePerKg: 60_000,
  },
  {
    inciName: 'Butylene Glycol',
    nameKo: '부틸렌글라이콜',
    nameEn: 'Butylene glycol',
    casNumber: '107-88-0',
    category: 'humectant',
    functions: ['moisturising', 'solvent'],
    pricePerKg: 4_500,
  },
  {
    inciName: 'Hydroquinone',
    nameKo: '하이드로퀴논',
    nameEn: 'Hydroquinone',
    casNumber: '123-31-9',
    category: 'active',
    functions: ['brightening'],
    pricePerKg: 120_000,
    visible: false,
  },
];
const VISIBLE = CATALOGUE.filter((c) => c.visible !== false).map((c) => c.inciName as string);

beforeAll(async () => {
  ({ t, admin, customer } = await withStaffAndCustomer(startCatalogueApp()));
  for (const c of CATALOGUE) ids[c.inciName as string] = (await createIngredient(t, admin, c)).id;
});
afterAll(() => t?.close());

const names = (res: { body: { items: { inciName: string }[] } }) => res.body.items.map((i) => i.inciName);
const list = async (
  query: string,
  caller: Caller = t.visitor,
  base: '/api/ingredients' | '/api/admin/ingredients' = '/api/ingredients',
) => {
  const res = await caller.request('GET', `${base}?limit=100&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
};

describe('search', () => {
  it.each([
    ['INCI name', 'Glycerin', 'Glycerin'],
    ['INCI name, any case', 'sodium HYALURONATE', 'Sodium Hyaluronate'],
    ['Korean name', '병풀', 'Centella Asiatica Extract'],
    ['English name', 'hyaluronic acid', 'Sodium Hyaluronate'],
    ['prefix', 'niacin', 'Niacinamide'],
    ['typo', 'niacinamde', 'Niacinamide'],
    ['typo', 'centela', 'Centella Asiatica Extract'],
    ['CAS number', '98-92-0', 'Niacinamide'],
    ['word of the English description', 'nucleoside', 'Adenosine'],
    ['word of the Korean description', '고시', 'Adenosine'],
  ])('by %s (%s) finds it first', async (_what, q, inci) => {
    const res = await list(`q=${encodeURIComponent(q)}`);
    expect(names(res)[0]).toBe(inci);
    expect(res.body.total).toBe(res.body.items.length);
  });

  it('an exact CAS number finds exactly that ingredient; an unknown one finds nothing', async () => {
    expect(names(await list('q=56-81-5'))).toEqual(['Glycerin']);
    const none = await list('q=50-00-0');
    expect(none.body).toEqual({ items: [], nextCursor: null, total: 0 });
    expect(names(await list('q=xylophone'))).toEqual([]);
  });

  it('never finds a hidden ingredient for the public, but does for staff', async () => {
    expect(names(await list('q=hydroquinone'))).toEqual([]);
    expect(names(await list('q=123-31-9', customer))).toEqual([]);
    expect(names(await list('q=123-31-9', admin, '/api/admin/ingredients'))).toEqual(['Hydroquinone']);
  });
});

describe('filters', () => {
  const set = async (query: string) => names(await list(query)).sort();
  it('by category slug', async () => {
    expect(await set('category=humectant')).toEqual(['Butylene Glycol', 'Glycerin', 'Sodium Hyaluronate']);
    expect(await set('category=vitamin')).toEqual(['Niacinamide', 'Panthenol']);
    expect(await set('category=no-such-category')).toEqual([]);
  });

  it('by one function, or several that must all match', async () => {
    expect(await set('function=moisturising')).toEqual(['Butylene Glycol', 'Glycerin', 'Panthenol', 'Sodium Hyaluronate']);
    expect(await set('function=soothing&function=barrier-repair')).toEqual(['Centella Asiatica Extract']);
    expect(await set('function=moisturising&function=soothing')).toEqual(['Panthenol']);
    expect(await set('function=soothing&function=soothing')).toEqual(['Centella Asiatica Extract', 'Panthenol']);
    expect(await set('function=soothing&function=no-such-function')).toEqual([]);
    expect(await set('category=humectant&function=skin-conditioning')).toEqual(['Sodium Hyaluronate']);
    expect(await set('category=humectant&function=moisturising&q=glycol')).toEqual(['Butylene Glycol']);
  });
});

describe('sorting and paging', () => {
  it('sorts by name, price ascending and price descending', async () => {
    const byName = (await list('sort=name')).body.items;
    expect(byName.map((i) => i.nameEn[0]).join('')).toBe('ABCGHNPV');
    const asc = (await list('sort=price-asc')).body.items.map((i) => i.pricePerKg);
    expect(asc).toEqual([3_000, 4_500, 35_000, 38_000, 45_000, 60_000, 900_000, 2_500_000]);
    const desc = (await list('sort=price-desc')).body.items.map((i) => i.pricePerKg);
    expect(desc).toEqual([...asc].reverse());
    expect((await t.visitor.request('GET', '/api/ingredients?sort=cheapest')).status).toBe(400);
  });

  it('walks every item exactly once with limit and nextCursor', async () => {
    const { ids: seen, pages } = await walkPages(t.visitor, '/api/ingredients?sort=price-desc', 3);
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 2]);
    expect(pages.map((p) => p.total)).toEqual([8, 8, 8]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(VISIBLE.map((n) => ids[n]!).sort());
    // staff see the hidden one as well
    const all = await walkPages(admin, '/api/admin/ingredients?sort=name', 4);
    expect(all.ids.sort()).toEqual(Object.values(ids).sort());
    expect(all.pages[0]!.total).toBe(9);
    for (const limit of [0, 101]) expect((await t.visitor.request('GET', `/api/ingredients?limit=${limit}`)).status).toBe(400);
  });
});

describe('visibility', () => {
  it('a hidden ingredient is absent for visitors and customers and present for staff', async () => {
    const hq = ids.Hydroquinone!;
    for (const caller of [t.visitor, customer]) {
      expect(names(await list('visibility=all', caller))).not.toContain('Hydroquinone');
      const one = await caller.request('GET', `/api/ingredients/${hq}`);
      expect(one.status).toBe(404);
      expect(one.body.code).toBe('NOT_FOUND');
    }
    expect((await admin.request('GET', `/api/admin/ingredients/${hq}`)).body).toMatchObject({
      inciName: 'Hydroquinone',
      visible: false,
    });
    expect(names(await list('visibility=hidden', admin, '/api/admin/ingredients'))).toEqual(['Hydroquinone']);
    expect(names(await list('visibility=visible', admin, '/api/admin/ingredients'))).not.toContain('Hydroquinone');
    expect(names(await list('', admin, '/api/admin/ingredients'))).toContain('Hydroquinone');
  });

  it('showing and hiding again takes effect at once', async () => {
    const id = ids.Glycerin!;
    expect((await admin.request('POST', `/api/admin/ingredients/${id}/visibility`, { visible: false })).body.visible).toBe(false);
    expect((await t.visitor.request('GET', `/api/ingredients/${id}`)).status).toBe(404);
    expect((await admin.request('POST', `/api/admin/ingredients/${id}/visibility`, { visible: true })).body.visible).toBe(true);
    expect((await t.visitor.request('GET', `/api/ingredients/${id}`)).body.inciName).toBe('Glycerin');
    expect(
      (await admin.request('POST', `/api/admin/ingredients/${crypto.randomUUID()}/visibility`, { visible: true })).status,
    ).toBe(404);
  });
});

describe('create, read, update, delete', () => {
  it('creates an ingredient that everyone can read', async () => {
    const body = await ingredientBody(t, {
      inciName: '  Squalane ',
      nameKo: '스쿠알란',
      nameEn: 'Squalane',
      casNumber: '111-01-3',
      ecNumber: '203-825-6',
      category: 'emollient',
      functions: ['emollient', 'moisturising'],
      origin: 'plant',
      useMin: 1,
      useMax: 30,
      limitNote: 'olive-derived',
      allergen: false,
      pricePerKg: 28_000,
      moqKg: 2.5,
      descriptionEn: 'Light emollient oil.',
    });
    const res = await admin.request('POST', '/api/admin/ingredients', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      inciName: 'Squalane',
      casNumber: '111-01-3',
      ecNumber: '203-825-6',
      category: { slug: 'emollient' },
      origin: 'plant',
      useMin: 1,
      useMax: 30,
      limitNote: 'olive-derived',
      pricePerKg: 28_000,
      moqKg: 2.5,
      visible: true,
      images: [],
      documents: [],
      descriptionEn: 'Light emollient oil.',
      descriptionKo: '',
    });
    expect(res.body.functions.map((f: { slug: string }) => f.slug).sort()).toEqual(['emollient', 'moisturising']);
    const pub = await t.visitor.request('GET', `/api/ingredients/${res.body.id}`);
    expect(pub.status).toBe(200);
    expect(pub.body).toEqual(res.body);
    ids.Squalane = res.body.id;
  });

  it('an INCI name is unique whatever its case', async () => {
    const rows = await count(t, 'ingredients');
    for (const inciName of ['SQUALANE', 'squalane', ' Squalane']) {
      const res = await admin.request('POST', '/api/admin/ingredients', await ingredientBody(t, { inciName }));
      expect(res.status).toBe(409);
      expect(res.body.fields.inciName).toBe('errors.inciTaken');
    }
    const other = await createIngredient(t, admin, { inciName: 'Caprylyl Glycol' });
    const put = await admin.request('PUT', `/api/admin/ingredients/${other.id}`, {
      ...ingredientInput(other),
      inciName: 'sQUALANE',
    });
    expect(put.status).toBe(409);
    expect(put.body.fields.inciName).toBe('errors.inciTaken');
    expect(await count(t, 'ingredients')).toBe(rows + 1);
    expect((await admin.request('GET', `/api/admin/ingredients/${other.id}`)).body.inciName).toBe('Caprylyl Glycol');
  });

  it('updates every field and keeps the id', async () => {
    const before = (await admin.request('GET', `/api/admin/ingredients/${ids.Squalane}`)).body;
    const res = await admin.request('PUT', `/api/admin/ingredients/${ids.Squalane}`, {
      ...ingredientInput(before),
      nameEn: 'Squalane (olive)',
      casNumber: '',
      pricePerKg: 31_000,
      functionIds: [await termId(t, 'functions', 'barrier-repair')],
      categoryId: await termId(t, 'categories', 'oil-butter'),
      useMax: 20,
      allergen: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ids.Squalane,
      nameEn: 'Squalane (olive)',
      casNumber: null,
      pricePerKg: 31_000,
      category: { slug: 'oil-butter' },
      useMax: 20,
      allergen: true,
    });
    expect(res.body.functions.map((f: { slug: string }) => f.slug)).toEqual(['barrier-repair']);
    expect(res.body.createdAt).toBe(before.createdAt);
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    expect((await t.visitor.request('GET', `/api/ingredients/${ids.Squalane}`)).body.pricePerKg).toBe(31_000);
    expect(
      (
        await admin.request('PUT', `/api/admin/ingredients/${crypto.randomUUID()}`, {
          ...ingredientInput(before),
          inciName: 'Nobody',
        })
      ).status,
    ).toBe(404);
  });

  it('deletes an ingredient', async () => {
    const ing = await createIngredient(t, admin);
    expect((await admin.request('DELETE', `/api/admin/ingredients/${ing.id}`)).status).toBe(204);
    expect((await admin.request('GET', `/api/admin/ingredients/${ing.id}`)).status).toBe(404);
    expect((await t.visitor.request('GET', `/api/ingredients/${ing.id}`)).status).toBe(404);
    expect((await admin.request('DELETE', `/api/admin/ingredients/${ing.id}`)).status).toBe(404);
  });

  it('refuses to delete an ingredient a material refers to', async () => {
    const ing = await createIngredient(t, admin);
    const mat = await createMaterial(admin, ing.id);
    const res = await admin.request('DELETE', `/api/admin/ingredients/${ing.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'IN_USE', fields: { usage: '1' } });
    expect((await admin.request('GET', `/api/admin/ingredients/${ing.id}`)).status).toBe(200);
    expect((await admin.request('DELETE', `/api/admin/materials/${mat.id}`)).status).toBe(204);
    expect((await admin.request('DELETE', `/api/admin/ingredients/${ing.id}`)).status).toBe(204);
  });

  it('deleting an ingredient deletes its files, rows and bytes', async () => {
    const [img, doc] = [await uploadImage(t, admin), await uploadPdf(t, admin)];
    const ing = await createIngredient(t, admin, { imageIds: [img.id], documentIds: [doc.id] });
    const keys = [...(await storedKeys(t, img.id))!, ...(await storedKeys(t, doc.id))!];
    expect(keys).toHaveLength(4); // the image, its thumbnail and its WebP for pages; the PDF
    for (const k of keys) expect(fs.existsSync(path.join(t.uploadsDir, k))).toBe(true);
    expect((await admin.request('DELETE', `/api/admin/ingredients/${ing.id}`)).status).toBe(204);
    expect(await count(t, 'files', 'id = any($1::uuid[])', [[img.id, doc.id]])).toBe(0);
    for (const k of keys) expect(fs.existsSync(path.join(t.uploadsDir, k))).toBe(false);
    expect((await download(t, admin, img.url)).status).toBe(404);
    expect((await download(t, admin, doc.url)).status).toBe(404);
  });
});

describe('validation', () => {
  const fn = (slug: string) => termId(t, 'functions', slug);
  const cat = (slug: string) => termId(t, 'categories', slug);
  it.each<[string, () => Promise<Record<string, unknown>>, string, string]>([
    ['missing INCI name', async () => ({ inciName: undefined }), 'inciName', 'errors.required'],
    ['blank INCI name', async () => ({ inciName: '   ' }), 'inciName', 'errors.required'],
    ['INCI name over 200', async () => ({ inciName: 'x'.repeat(201) }), 'inciName', 'errors.tooLong'],
    ['missing Korean name', async () => ({ nameKo: undefined }), 'nameKo', 'errors.required'],
    ['empty English name', async () => ({ nameEn: '' }), 'nameEn', 'errors.required'],
    ['CAS check digit wrong', async () => ({ casNumber: '98-92-1' }), 'casNumber', 'errors.cas'],
    ['one of two CAS numbers wrong', async () => ({ casNumber: '98-92-0 / 56-81-6' }), 'casNumber', 'errors.cas'],
    ['CAS not a CAS', async () => ({ casNumber: 'niacinamide' }), 'casNumber', 'errors.cas'],
    ['EC without dashes', async () => ({ ecNumber: '2027134' }), 'ecNumber', 'errors.ec'],
    ['EC too long', async () => ({ ecNumber: '202-713-45' }), 'ecNumber', 'errors.ec'],
    ['missing category', async () => ({ categoryId: undefined }), 'categoryId', 'errors.required'],
    ['unknown category', async () => ({ categoryId: 999_999 }), 'categoryId', 'errors.unknownCategory'],
    ['a function as category', async () => ({ categoryId: await fn('soothing') }), 'categoryId', 'errors.unknownCategory'],
    ['unknown function', async () => ({ functionIds: [await fn('soothing'), 999_999] }), 'functionIds', 'errors.unknownFunction'],
    ['a category as function', async () => ({ functionIds: [await cat('humectant')] }), 'functionIds', 'errors.unknownFunction'],
    ['origin not in the list', async () => ({ origin: 'lab-grown' }), 'origin', 'errors.invalidValue'],
    ['use range reversed', async () => ({ useMin: 5, useMax: 2 }), 'useMax', 'errors.rangeOrder'],
    ['negative use level', async () => ({ useMin: -0.1 }), 'useMin', 'errors.tooSmall'],
    ['percent over 100', async () => ({ useMax: 100.5 }), 'useMax', 'errors.tooBig'],
    ['negative price', async () => ({ pricePerKg: -1 }), 'pricePerKg', 'errors.tooSmall'],
    ['fractional price', async () => ({ pricePerKg: 1500.5 }), 'pricePerKg', 'errors.integer'],
    ['price as text', async () => ({ pricePerKg: '1500' }), 'pricePerKg', 'errors.number'],
    ['negative MOQ', async () => ({ moqKg: -2 }), 'moqKg', 'errors.tooSmall'],
    ['image id not a uuid', async () => ({ imageIds: ['../etc/passwd'] }), 'imageIds.0', 'errors.invalidFormat'],
  ])('%s → 400 and nothing written', async (_what, over, field, key) => {
    const rows = await count(t, 'ingredients');
    const res = await admin.request('POST', '/api/admin/ingredients', await ingredientBody(t, invalid(await over())));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fields[field]).toBe(key);
    // the same rule holds on update
    const put = await admin.request(
      'PUT',
      `/api/admin/ingredients/${ids.Panthenol}`,
      await ingredientBody(t, invalid({ inciName: 'Panthenol', ...(await over()) })),
    );
    expect(put.status).toBe(400);
    expect(put.body.fields[field]).toBe(key);
    expect(await count(t, 'ingredients')).toBe(rows);
  });

  it('the refused update changed nothing', async () => {
    const p = (await admin.request('GET', `/api/admin/ingredients/${ids.Panthenol}`)).body;
    expect(p).toMatchObject({
      inciName: 'Panthenol',
      casNumber: '81-13-0',
      pricePerKg: 38_000,
      origin: 'synthetic',
      category: { slug: 'vitamin' },
    });
  });
});

describe('access', () => {
  it('every staff endpoint refuses customers (403) and visitors (401)', async () => {
    const id = ids.Niacinamide!;
    const body = await ingredientBody(t);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/ingredients'],
      ['GET', `/api/admin/ingredients/${id}`],
      ['GET', '/api/admin/ingredients/export.csv'],
      ['GET', '/api/admin/ingredients/template.csv'],
      ['POST', '/api/admin/ingredients', body],
      ['PUT', `/api/admin/ingredients/${id}`, body],
      ['POST', `/api/admin/ingredients/${id}/visibility`, { visible: false }],
      ['DELETE', `/api/admin/ingredients/${id}`],
      ['POST', '/api/admin/ingredients/import/preview', { csv: 'inci_name\nX' }],
      ['POST', '/api/admin/ingredients/import/commit', { csv: 'inci_name\nX' }],
    ];
    const rows = await count(t, 'ingredients');
    for (const [method, url, b] of calls) {
      expect((await t.visitor.request(method, url, b)).status, `${method} ${url}`).toBe(401);
      expect((await customer.request(method, url, b)).status, `${method} ${url}`).toBe(403);
    }
    expect(await count(t, 'ingredients')).toBe(rows);
    expect((await t.visitor.request('GET', `/api/ingredients/${id}`)).body).toMatchObject({
      inciName: 'Niacinamide',
      visible: true,
    });
  });
});

describe('search: spellings and typos a formulator uses', () => {
  it('"glycerine" finds Glycerin before Ethylhexylglycerin (a whole word ranks above a part of one)', async () => {
    await createIngredient(t, admin, {
      inciName: 'Ethylhexylglycerin',
      nameKo: '에틸헥실글리세린',
      nameEn: 'Ethylhexylglycerin',
      category: 'preservative',
      functions: ['preserving'],
    });
    expect(names(await list('q=glycerine')).slice(0, 2)).toEqual(['Glycerin', 'Ethylhexylglycerin']);
  });

  it("a Korean name in the MFDS regulations' older spelling finds the standard name (메칠이소치아졸리논)", async () => {
    await createIngredient(t, admin, {
      inciName: 'Methylisothiazolinone',
      nameKo: '메틸아이소싸이아졸리논',
      nameEn: 'Methylisothiazolinone',
      category: 'preservative',
      functions: ['preserving'],
    });
    for (const q of ['메칠이소치아졸리논', '메틸아이소싸이아졸리논', '이소치아졸리논'])
      expect(names(await list(`q=${encodeURIComponent(q)}`))[0], q).toBe('Methylisothiazolinone');
  });
});

describe('search by short terms (issue 27)', () => {
  it('finds by one or two characters, Korean words, CAS numbers and LIKE wildcards what "contains" finds', async () => {
    // names and CAS through the search text's trigram or gram index (lib/like.ts): the matches of the LIKE
    // alone on the search text (each spelling of a Korean name), or of the description's words, or, for a
    // CAS number, of the LIKE on the CAS number
    const serum = await createIngredient(t, admin, {
      inciName: 'Dalbit Serum Base',
      nameKo: '수분세럼 베이스',
      nameEn: '100% Serum_base \\ kr',
      casNumber: '9004-62-0',
      visible: false,
    });
    await createIngredient(t, admin, {
      inciName: 'Moonlight Water',
      nameKo: '달빛 수',
      nameEn: 'Moon water',
      descriptionKo: '세럼에 쓰는 물',
    });
    const terms = [...CONTAINS_TERMS, '9004-62-0', '56-81-5', '04-62-0', '62-0', '하이알루로', '나이아신'];
    await expectSameAsContains(
      terms,
      async (term) => names(await list(`q=${encodeURIComponent(term)}`, admin, '/api/admin/ingredients')),
      async (like, term) => {
        const q = term.toLowerCase();
        if (CAS_PATTERN.test(q)) {
          return (await t.db.pool.query(`select inci_name from ingredients where cas_number like $1`, [like])).rows.map(
            (r) => r.inci_name,
          );
        }
        const words = q.match(/[\p{L}\p{N}]+/gu) ?? [];
        const { rows } = await t.db.pool.query(
          `select inci_name from ingredients
           where search_text like any($1::text[]) or ($2 <> '' and search_vector @@ to_tsquery('simple', $2))`,
          [koreanSpellings(q).map((s) => `%${escapeLike(s)}%`), words.map((w) => `${w}:*`).join(' & ')],
        );
        return rows.map((r) => r.inci_name);
      },
    );
    expect(names(await list(`q=${encodeURIComponent('세럼')}`, admin, '/api/admin/ingredients'))).toContain(serum.inciName);
    expect(names(await list(`q=${encodeURIComponent('%')}`, admin, '/api/admin/ingredients'))).toEqual([serum.inciName]);
    expect(names(await list('q=04-62-0', admin, '/api/admin/ingredients'))).toEqual([serum.inciName]);
  });
});
