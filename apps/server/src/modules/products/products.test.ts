import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { SHIPPING, buy, createProduct, productBody } from '../purchases/shop.test-utils.ts';
import { containsPattern } from '../../lib/like.ts';
import { withStaffAndTwoCustomers } from '../../test/signed-in.ts';

type User = Caller & { id: string };
let t: TestApp;
let staff: User;
let alice: User;
let bob: User;

beforeAll(async () => ({ t, admin: staff, a: alice, b: bob } = await withStaffAndTwoCustomers(startTestApp())));
afterAll(() => t?.close());

describe('products', () => {
  it('staff create a product; everyone reads it; hidden ones only staff', async () => {
    const p = await createProduct(staff, {
      options: [
        { nameKo: '30 ml', nameEn: '30 ml', price: 15_000, stock: 3 },
        { nameKo: '50 ml', nameEn: '50 ml', price: 22_000, stock: 4 },
      ],
    });
    expect(p).toMatchObject({ status: 'active', fromPrice: 15_000, stock: 7, soldCount: 0, version: 0, thumbUrl: null });
    expect(p.code).toMatch(/^PR-\d{5}$/);
    expect((await t.visitor.request('GET', `/api/products/${p.id}`)).body.options).toHaveLength(2);

    const hidden = await createProduct(staff, { status: 'hidden' });
    expect((await t.visitor.request('GET', `/api/products/${hidden.id}`)).status).toBe(404);
    expect((await alice.request('GET', `/api/products/${hidden.id}`)).status).toBe(404);
    expect((await staff.request('GET', `/api/products/${hidden.id}`)).status).toBe(200);
    const list = await alice.request('GET', '/api/products?limit=100&status=hidden');
    expect(list.status).toBe(200);
    expect(list.body.items.map((i: any) => i.id)).not.toContain(hidden.id);
    const staffList = await staff.request('GET', '/api/admin/products?status=hidden&limit=100');
    expect(staffList.body.items.map((i: any) => i.id)).toContain(hidden.id);
  });

  it('searches names and code literally, filters, sorts and pages with a cursor', async () => {
    const a = await createProduct(staff, { nameKo: '100%_순수 토너', nameEn: 'Pure toner', category: 'skincare' });
    await createProduct(staff, { nameKo: '100 순수 토너', nameEn: 'Another toner', category: 'skincare' });
    const found = await t.visitor.request('GET', `/api/products?q=${encodeURIComponent('100%_')}`);
    expect(found.body.items.map((i: any) => i.id)).toEqual([a.id]);
    const byCode = await t.visitor.request('GET', `/api/products?q=${a.code}`);
    expect(byCode.body.items.map((i: any) => i.id)).toEqual([a.id]);
    // terms without a trigram (one or two characters, Korean, wildcards) through the gram index (lib/like.ts):
    // what the LIKE alone finds
    await createProduct(staff, { nameKo: '수분세럼 미스트', nameEn: 'Hydra mist', category: 'skincare' });
    for (const term of ['세럼', '세', '토너', '수분세럼', '%', '_', '%_', '0%', '%%', '럼세', 'ㅋ', 'to']) {
      const res = await t.visitor.request('GET', `/api/products?q=${encodeURIComponent(term)}&limit=100`);
      expect(res.status, term).toBe(200);
      const { rows } = await t.db.pool.query(`select id from products where search like $1 and status <> 'hidden'`, [
        containsPattern(term.toLowerCase()),
      ]);
      expect(res.body.total, term).toBe(rows.length);
      expect(res.body.items.map((i: any) => i.id).sort(), term).toEqual(rows.map((r) => r.id).sort());
    }
    expect(
      (await t.visitor.request('GET', `/api/products?q=${encodeURIComponent('_')}`)).body.items.map((i: any) => i.id),
    ).toEqual([a.id]);

    for (let i = 0; i < 5; i++)
      await createProduct(staff, { category: 'hair', options: [{ nameKo: 'x', nameEn: 'x', price: 1000 * (i + 1), stock: 1 }] });
    const seen: number[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page++) {
      const res = await t.visitor.request(
        'GET',
        `/api/products?category=hair&sort=price_asc&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(5);
      seen.push(...res.body.items.map((i: any) => i.fromPrice));
      if (!res.body.nextCursor) break;
      cursor = res.body.nextCursor;
    }
    expect(seen).toEqual([1000, 2000, 3000, 4000, 5000]);
    const desc = await t.visitor.request('GET', '/api/products?category=hair&sort=price_desc&priceMin=2000&priceMax=4000');
    expect(desc.body.items.map((i: any) => i.fromPrice)).toEqual([4000, 3000, 2000]);
    for (const sort of ['newest', 'name', 'popular']) {
      expect((await t.visitor.request('GET', `/api/products?sort=${sort}`)).status).toBe(200);
    }
    const bad = await t.visitor.request('GET', '/api/products?cursor=nonsense');
    expect(bad.status).toBe(400);
    expect(bad.body.fields.cursor).toBe('errors.invalidCursor');
  });

  it('refuses bad input with field messages, never a 500', async () => {
    const res = await staff.request('POST', '/api/admin/products', productBody({ nameKo: '', options: [], category: 'shoes' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      nameKo: expect.any(String),
      options: 'errors.required',
      category: expect.any(String),
    });
    const neg = await staff.request(
      'POST',
      '/api/admin/products',
      productBody({ options: [{ nameKo: 'a', nameEn: 'a', price: -1, stock: 1.5 }] }),
    );
    expect(neg.status).toBe(400);
    expect(neg.body.fields['options.0.price']).toBe('errors.tooSmall');
    const foreign = await staff.request('POST', '/api/admin/products', productBody({ imageIds: [crypto.randomUUID()] }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields.imageIds).toBe('errors.fileUnknown');
  });

  it('edits with an optimistic version, keeps option ids, and refuses a stale save', async () => {
    const p = await createProduct(staff);
    const body = {
      ...productBody(),
      options: [
        { ...p.options[0], price: 25_000 },
        { nameKo: '대용량', nameEn: 'Large', price: 40_000, stock: 2 },
      ],
      version: 0,
    };
    delete body.options[0].stock;
    body.options[0].stock = 8;
    const saved = await staff.request('PUT', `/api/admin/products/${p.id}`, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version).toBe(1);
    expect(saved.body.options[0]!.id).toBe(p.options[0].id);
    expect(saved.body).toMatchObject({ fromPrice: 25_000, stock: 10 });
    const stale = await staff.request('PUT', `/api/admin/products/${p.id}`, body);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'product' });
    // an option id the product does not have is refused on that row's name, which the form shows
    const foreign = await staff.request('PUT', `/api/admin/products/${p.id}`, {
      ...body,
      version: 1,
      options: [{ ...body.options[1], id: crypto.randomUUID() }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ 'options.0.nameKo': 'errors.unknownOption' });
  });

  it('deletes a product never purchased; one with purchases is 409 IN_USE (hide it instead)', async () => {
    const never = await createProduct(staff);
    expect((await staff.request('DELETE', `/api/admin/products/${never.id}`)).status).toBe(204);
    expect((await staff.request('GET', `/api/admin/products/${never.id}`)).status).toBe(404);
    const sold = await createProduct(staff);
    await buy(alice, sold);
    const res = await staff.request('DELETE', `/api/admin/products/${sold.id}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('IN_USE');
  });

  it('changes many statuses at once', async () => {
    const a = await createProduct(staff);
    const b = await createProduct(staff);
    const res = await staff.request('POST', '/api/admin/products/bulk', {
      ids: [a.id, b.id, crypto.randomUUID()],
      status: 'sold_out',
    });
    expect(res.body).toEqual({ updated: 2 });
    expect((await t.visitor.request('GET', `/api/products/${a.id}`)).body.status).toBe('sold_out');
    expect((await alice.request('POST', '/api/admin/products/bulk', { ids: [a.id], status: 'hidden' })).status).toBe(403);
  });
});

describe('address book', () => {
  it('keeps one default, at most 20, and answers 404 for another customer’s address', async () => {
    const first = await alice.request('POST', '/api/me/addresses', { ...SHIPPING, label: 'Office' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.isDefault).toBe(true);
    const second = await alice.request('POST', '/api/me/addresses', { ...SHIPPING, label: 'Home', isDefault: true });
    const list = await alice.request('GET', '/api/me/addresses');
    expect(list.body.items.map((a: any) => [a.label, a.isDefault])).toEqual([
      ['Home', true],
      ['Office', false],
    ]);
    expect((await bob.request('PUT', `/api/me/addresses/${first.body.id}`, { ...SHIPPING })).status).toBe(404);
    expect((await bob.request('DELETE', `/api/me/addresses/${first.body.id}`)).status).toBe(404);
    expect((await bob.request('GET', '/api/me/addresses')).body.items).toEqual([]);
    expect((await alice.request('DELETE', `/api/me/addresses/${second.body.id}`)).status).toBe(204);
    expect((await alice.request('GET', '/api/me/addresses')).body.items[0]).toMatchObject({ label: 'Office', isDefault: true });
    for (let i = 0; i < 19; i++) expect((await alice.request('POST', '/api/me/addresses', SHIPPING)).status).toBe(201);
    const full = await alice.request('POST', '/api/me/addresses', SHIPPING);
    expect(full.status).toBe(400);
    const bad = await alice.request('POST', '/api/me/addresses', { ...SHIPPING, phone: 'abc', postalCode: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ phone: 'errors.phone', postalCode: expect.any(String) });
    expect((await t.visitor.request('GET', '/api/me/addresses')).status).toBe(401);
  });
});
