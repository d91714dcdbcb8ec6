/** Lists: keyset pages that never skip or repeat, sorts, filters, search; the gallery's cards. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { walkPages } from '../../test/catalogue-fixtures.ts';
import { containsPattern } from '../../lib/like.ts';
import { creamBody, createRecipe, line, makeCatalogue, type Catalogue } from './recipes.test-utils.ts';
import { withStaffAndCustomer } from '../../test/signed-in.ts';

let t: TestApp;
let admin: Caller;
let customer: Caller & { id: string; email: string };
let c: Catalogue;
const made: any[] = [];

beforeAll(async () => {
  ({ t, admin, customer } = await withStaffAndCustomer(startTestApp()));
  c = await makeCatalogue(t, admin);
  const types = ['cream', 'toner', 'shampoo'] as const;
  for (let i = 0; i < 23; i++) {
    const lines = i % 4 === 0 ? [line(c.water, 50)] : [line(c.water, 95), line(c.glycerin, 5)];
    made.push(
      await createRecipe(customer, {
        name: `${i % 2 ? 'beta' : 'Alpha'} ${String(i).padStart(2, '0')}`,
        productType: types[i % 3]!,
        description: i === 7 ? 'With 100% Rose_Water' : '',
        lines,
      }),
    );
  }
  // ties on updated_at (a bulk import writes many rows in one transaction): pages must still be exact
  await t.db.pool.query(
    `update recipes set updated_at = '2026-01-01T00:00:00.123456Z', created_at = '2026-01-01T00:00:00.123456Z' where id = any($1::uuid[])`,
    [made.slice(5, 15).map((m) => m.id)],
  );
});
afterAll(() => t?.close());

describe('a customer’s list', () => {
  it('pages through every recipe exactly once, newest first, for every sort', async () => {
    for (const sort of ['updated', 'created', 'name'] as const) {
      for (const limit of [1, 4, 7, 100]) {
        const { ids, pages } = await walkPages(customer, `/api/recipes?sort=${sort}`, limit);
        expect(ids.length, `${sort} ${limit}`).toBe(23);
        expect(new Set(ids).size).toBe(23);
        expect(pages.every((p) => p.total === 23)).toBe(true);
        expect(pages.at(-1)!.nextCursor).toBeNull();
        const items = pages.flatMap((p) => p.items);
        const keys = items.map((i: any) =>
          sort === 'name' ? i.name.toLowerCase() : sort === 'created' ? i.createdAt : i.updatedAt,
        );
        const sorted = [...keys].sort();
        expect(keys).toEqual(sort === 'name' ? sorted : sorted.reverse());
      }
    }
  });

  it('later pages carry the total counted for the first page (no count per "load more")', async () => {
    const first = (await customer.request('GET', '/api/recipes?limit=5')).body;
    const extra = await createRecipe(customer, { name: 'Added meanwhile', productType: 'cream' });
    const second = (await customer.request('GET', `/api/recipes?limit=5&cursor=${first.nextCursor}`)).body;
    expect(second.total).toBe(first.total);
    expect((await customer.request('GET', '/api/recipes?limit=5')).body.total).toBe(first.total + 1);
    expect((await customer.request('DELETE', `/api/recipes/${extra.id}`)).status).toBe(204);
  });

  it('a cursor of one sort is refused by another', async () => {
    const first = (await customer.request('GET', '/api/recipes?limit=2&sort=name')).body;
    expect((await customer.request('GET', `/api/recipes?limit=2&sort=updated&cursor=${first.nextCursor}`)).status).toBe(400);
  });

  it('filters by product type, validity, visibility, and searches name and description', async () => {
    const get = async (q: string) => (await customer.request('GET', `/api/recipes?limit=100&${q}`)).body;
    expect((await get('productType=toner')).items.every((i: any) => i.productType === 'toner')).toBe(true);
    expect((await get('productType=toner')).total).toBe(8);
    expect((await get('valid=false')).total).toBe(6);
    expect((await get('valid=true')).items.every((i: any) => i.valid && i.totalPercent === 100)).toBe(true);
    expect((await get('visibility=public')).total).toBe(0);
    expect((await get('q=ALPHA')).total).toBe(12);
    expect((await get('q=alpha 0')).total).toBe(5);
    // LIKE wildcards in the search are literal text
    expect((await get('q=100%25')).items.map((i: any) => i.name)).toEqual(['beta 07']);
    expect((await get('q=e_w')).items.map((i: any) => i.name)).toEqual(['beta 07']);
    expect((await get('q=%25')).total).toBe(1);
    expect((await get('q=alpha&productType=cream&valid=false')).items.map((i: any) => i.name).sort()).toEqual([
      'Alpha 00',
      'Alpha 12',
    ]);
  });

  it('another customer’s list is empty', async () => {
    const other = await t.user();
    expect((await other.request('GET', '/api/recipes')).body).toEqual({ items: [], nextCursor: null, total: 0 });
  });
});

describe('the public gallery', () => {
  it('lists published recipes only, with author, INCI preview in label order and functions', async () => {
    const person = await t.user();
    await t.db.pool.query(`update users set company_name = '', name = '홍길동' where id = $1`, [person.id]);
    const lines = [
      line(c.glycerin, 3),
      line(c.water, 90),
      line(c.allergen, 0.5),
      line(c.preservative, 0.9),
      line(c.active, 0.5),
      line(c.glycerin, 2),
      line(c.water, 3.1),
    ];
    const byPerson = await createRecipe(person, {
      name: 'Gallery serum',
      productType: 'serum',
      description: 'Lightweight',
      visibility: 'public',
      lines,
    });
    const byCompany = await createRecipe(customer, creamBody(c, { name: 'Gallery cream', visibility: 'public' }));
    await createRecipe(customer, creamBody(c, { name: 'Gallery hidden' }));
    const page = (await t.visitor.request('GET', '/api/public-recipes?q=gallery')).body;
    expect(page.total).toBe(2);
    // terms without a trigram (one or two characters, Korean, wildcards) through the gram index (lib/like.ts):
    // what the LIKE alone finds among the public recipes
    const korean = await createRecipe(
      customer,
      creamBody(c, { name: '수분세럼 크림', description: '50%_진정', visibility: 'public' }),
    );
    for (const term of ['세럼', '세', '수분세럼', '진정', '%', '_', '0%', '%%', '럼세', 'ㅋ', 'ga', 'y']) {
      const res = await t.visitor.request('GET', `/api/public-recipes?q=${encodeURIComponent(term)}&limit=100`);
      expect(res.status, term).toBe(200);
      const { rows } = await t.db.pool.query(
        `select id from recipes where search_text like $1 and visibility = 'public' and deleted_at is null`,
        [containsPattern(term.toLowerCase())],
      );
      expect(res.body.total, term).toBe(rows.length);
      expect(res.body.items.map((i: any) => i.id).sort(), term).toEqual(rows.map((r) => r.id).sort());
    }
    expect(
      (await t.visitor.request('GET', `/api/public-recipes?q=${encodeURIComponent('세럼')}`)).body.items.map((i: any) => i.id),
    ).toEqual([korean.id]);
    expect(page.items.map((i: any) => i.id)).toEqual([byCompany.id, byPerson.id]);
    const card = page.items[1];
    expect(card).toMatchObject({
      name: 'Gallery serum',
      author: '홍길동',
      productType: 'serum',
      description: 'Lightweight',
      lineCount: 7,
      valid: true,
      functions: [],
    });
    const inci = (id: string) => byPerson.lines.find((l: any) => l.ingredientId === id).ingredient.inciName;
    expect(card!.inciPreview).toEqual([inci(c.water), inci(c.glycerin), inci(c.preservative), inci(c.allergen), inci(c.active)]); // 0.5 % each: tie broken by name (L before S);
    expect(page.items[0]!.author).toBe('Test Co');
    expect(JSON.stringify(page)).not.toContain(customer.email);
    expect(
      (await t.visitor.request('GET', '/api/public-recipes?productType=serum&q=gallery')).body.items.map((i: any) => i.id),
    ).toEqual([byPerson.id]);
  });

  it('pages through the gallery exactly once', async () => {
    for (const m of made.slice(0, 12))
      await customer.request('POST', `/api/recipes/${m.id}/visibility`, { visibility: 'public' });
    const all = (await t.visitor.request('GET', '/api/public-recipes?limit=100')).body;
    const { ids } = await walkPages(t.visitor, '/api/public-recipes', 5);
    expect(ids).toEqual(all.items.map((i: any) => i.id));
    expect(ids.length).toBe(all.total);
  });
});
