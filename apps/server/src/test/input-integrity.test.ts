import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type ErrorFields, type TestApp, invalid } from './harness.ts';
import { count, createIngredient, createMaterial, ingredientBody, materialBody, subMaterialBody } from './catalogue-fixtures.ts';
import {
  answerBody,
  makeOrder,
  makeQuoteWorld,
  requestBody,
  requestQuote,
  usableRecipe,
  type QuoteWorld,
  shipToOf,
} from '../modules/quotes/quotes.test-utils.ts';
import { sampleIn } from '../modules/samples/samples.test-utils.ts';
import { productBody } from '../modules/purchases/shop.test-utils.ts';

// Issue 23: what a person typed is stored as typed or refused with the field's message — never
// rounded, clamped or re-read into another value; dates are calendar dates.
let t: TestApp;
let w: QuoteWorld;
let admin: Caller;
let customer: Caller;
beforeAll(async () => {
  t = await startTestApp();
  w = await makeQuoteWorld(t);
  admin = w.admin;
  customer = await t.user();
});
afterAll(() => t?.close());

/** A JSON body sent exactly as written (JSON.stringify cannot write 1e309). */
async function raw(caller: Caller, method: string, path: string, json: string) {
  const res = await fetch(t.url + path, {
    method,
    headers: { origin: t.url, 'content-type': 'application/json', ...(caller.cookie ? { cookie: caller.cookie } : {}) },
    body: json,
  });
  return { status: res.status, body: await res.json() };
}

describe('numbers are refused, never rewritten', () => {
  it('a negative sample fee is refused on the field, and the request is not sent for payment', async () => {
    const recipe = await usableRecipe(w, customer);
    const sample = await sampleIn({ customer, staff: admin }, recipe.id, 'reviewing');
    for (const fee of [-5000, 0, 1.5, 10_000_000_001]) {
      const res = await admin.request('POST', `/api/admin/sample-requests/${sample.id}/transitions`, {
        action: 'request_payment',
        version: sample.version,
        fee,
      });
      expect(res.status, String(fee)).toBe(400);
      expect(res.body.fields.fee, String(fee)).toMatch(/^errors\.(tooSmall|tooBig|integer)$/);
    }
    expect((await admin.request('GET', `/api/admin/sample-requests/${sample.id}`)).body).toMatchObject({
      state: 'reviewing',
      fee: null,
    });
  });

  it('a negative quote line is refused on that line, not turned positive', async () => {
    const recipe = await usableRecipe(w, customer);
    const q = await requestQuote(customer, requestBody(recipe.id, w.bottle));
    const lines = answerBody(q.version).lines.map((l, i) => (i === 1 ? { ...l, amount: -3_000_000 } : l));
    const res = await admin.request('POST', `/api/admin/quotes/${q.id}/answer`, answerBody(q.version, { lines }));
    expect(res.status).toBe(400);
    expect(res.body.fields['lines.1.amount']).toBe('errors.tooSmall');
    expect((await admin.request('GET', `/api/admin/quotes/${q.id}`)).body.state).toBe('requested');
  });

  it('a negative product price is refused on the option, not stored as ₩0', async () => {
    const before = await count(t, 'products');
    const body = productBody({ options: [{ nameKo: '50 ml', nameEn: '50 ml', price: -25_000, stock: 10 }] });
    const res = await admin.request('POST', '/api/admin/products', body);
    expect(res.status).toBe(400);
    expect(res.body.fields['options.0.price']).toBe('errors.tooSmall');
    expect(await count(t, 'products')).toBe(before);
  });

  it('1e309 (Infinity in JSON) and twenty 9s are refused on the field', async () => {
    const body = JSON.stringify(productBody()).replace('"price":20000', '"price":1e309');
    expect(body).toContain('1e309');
    const inf = await raw(admin, 'POST', '/api/admin/products', body);
    expect(inf.status).toBe(400);
    expect(inf.body.fields['options.0.price']).toMatch(/^errors\./);
    const nines = await raw(admin, 'POST', '/api/admin/products', body.replace('1e309', '99999999999999999999'));
    expect(nines.status).toBe(400);
    expect(nines.body.fields['options.0.price']).toBe('errors.tooBig');
  });

  it.each([
    ['/api/ingredients', 'limit', '1e1'],
    ['/api/ingredients', 'limit', '0x10'],
    ['/api/ingredients', 'limit', '%2012'],
    ['/api/ingredients', 'limit', '12.0'],
    ['/api/ingredients', 'limit', ''],
    ['/api/board/posts', 'category', '1e0'],
    ['/api/ir', 'year', '2.025e3'],
  ])('a number in the query string is plain digits: %s?%s=%s is refused on the field (issue 27)', async (path, field, value) => {
    // z.coerce.number() read `1e1` as 10, `0x10` as 16, ` 12` as 12 and an empty value as 0
    const res = await t.visitor.request<ErrorFields>('GET', `${path}?${field}=${value}`);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe('errors.integer');
    expect((await t.visitor.request('GET', `${path}?${field}=${field === 'year' ? '2025' : '10'}`)).status).toBe(200);
  });

  it.each([
    ['useMin', 0.000001],
    ['useMax', 2.00001],
    ['moqKg', 1e-7],
    ['moqKg', 0.12345],
  ])('an ingredient %s of %s (finer than the column keeps) is refused, not rounded', async (field, value) => {
    const before = await count(t, 'ingredients');
    const res = await admin.request('POST', '/api/admin/ingredients', await ingredientBody(t, { [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe('errors.fourDecimals');
    expect(await count(t, 'ingredients')).toBe(before);
  });

  it('four decimals are kept exactly', async () => {
    const i = await createIngredient(t, admin, { moqKg: 12345.6789, useMin: 0.0001, useMax: 99.9999 });
    expect(i).toMatchObject({ moqKg: 12345.6789, useMin: 0.0001, useMax: 99.9999 });
  });

  it('packaging capacity and material stock finer than four decimals are refused', async () => {
    const pack = await admin.request('POST', '/api/admin/sub-materials', await subMaterialBody(t, { capacityMl: 50.00001 }));
    expect(pack.status).toBe(400);
    expect(pack.body.fields.capacityMl).toBe('errors.fourDecimals');
    const ing = await createIngredient(t, admin);
    const mat = await admin.request('POST', '/api/admin/materials', materialBody(ing.id, { stockKg: 1e-7 }));
    expect(mat.status).toBe(400);
    expect(mat.body.fields.stockKg).toBe('errors.fourDecimals');
  });
});

describe('a number in an address', () => {
  // Commit ae9d71a did this for policy versions: a positive whole number that no row has is a 404,
  // however large (past PostgreSQL's integer, 2147483647, too: never a 400, nor a 500 from an
  // out-of-range parameter); what is no positive whole number is a 400 on the field
  const PAST = ['2147483648', '99999999999', '99999999999999999999999'];
  const JUNK = ['abc', '0', '-3', '1.5', 'Infinity'];

  async function expectNumbered(caller: Caller, method: string, path: (n: string) => string, field: string, body?: unknown) {
    for (const n of PAST) {
      // a method and path made at run time: the error's fields (harness.ts's escape hatch)
      const res = await caller.request<ErrorFields>(method, path(n), body);
      expect(res.status, `${method} ${path(n)}`).toBe(404);
      expect(res.body.code, `${method} ${path(n)}`).toBe('NOT_FOUND');
    }
    for (const n of JUNK) {
      const res = await caller.request<ErrorFields>(method, path(n), body);
      expect(res.status, `${method} ${path(n)}`).toBe(400);
      expect(res.body.fields?.[field], `${method} ${path(n)}`).toBe('errors.invalidValue');
    }
  }

  it('taxonomy terms and board categories: edit and delete', async () => {
    const term = { slug: `n-${Date.now()}`, nameKo: `번호 ${Date.now()}`, nameEn: `Number ${Date.now()}` };
    await expectNumbered(admin, 'PUT', (n) => `/api/admin/taxonomy/functions/${n}`, 'id', term);
    await expectNumbered(admin, 'DELETE', (n) => `/api/admin/taxonomy/functions/${n}`, 'id');
    const category = { slug: `n-${Date.now()}`, nameKo: `번호 분류 ${Date.now()}`, nameEn: `Number category ${Date.now()}` };
    await expectNumbered(admin, 'PUT', (n) => `/api/admin/board/categories/${n}`, 'id', category);
    await expectNumbered(admin, 'DELETE', (n) => `/api/admin/board/categories/${n}`, 'id');
    // one in the range and not there answers the same
    expect((await admin.request('DELETE', '/api/admin/board/categories/2147483647')).status).toBe(404);
    expect((await admin.request('DELETE', '/api/admin/taxonomy/functions/2147483647')).status).toBe(404);
  });

  it("a recipe's and a quote's revisions, an order's shipments and an outbox e-mail", async () => {
    const recipe = await usableRecipe(w, customer);
    await expectNumbered(customer, 'GET', (n) => `/api/recipes/${recipe.id}/revisions/${n}`, 'number');
    await expectNumbered(customer, 'POST', (n) => `/api/recipes/${recipe.id}/revisions/${n}/restore`, 'number', {});
    await expectNumbered(admin, 'GET', (n) => `/api/admin/recipes/${recipe.id}/revisions/${n}`, 'number');
    // a revision number within the range that the recipe has not reached: the same 404
    expect((await customer.request('GET', `/api/recipes/${recipe.id}/revisions/1000001`)).status).toBe(404);
    const quote = await requestQuote(customer, requestBody(recipe.id, w.bottle, { shipToAddressId: await shipToOf(customer) }));
    await expectNumbered(customer, 'GET', (n) => `/api/quotes/${quote.id}/revisions/${n}`, 'number');
    await expectNumbered(admin, 'GET', (n) => `/api/admin/quotes/${quote.id}/revisions/${n}`, 'number');
    const order = await makeOrder(t, w, customer);
    await expectNumbered(customer, 'GET', (n) => `/api/orders/${order.id}/shipments/${n}/delivery-note`, 'number');
    await expectNumbered(admin, 'GET', (n) => `/api/admin/orders/${order.id}/shipments/${n}/delivery-note`, 'number');
    expect((await customer.request('GET', `/api/orders/${order.id}/shipments/1001/delivery-note`)).status).toBe(404);
    await expectNumbered(admin, 'GET', (n) => `/api/admin/console/mail/${n}`, 'id');
  });

  it('notifications and audit entries (bigint ids) past the integer range are not found either', async () => {
    for (const n of PAST.slice(0, 2)) {
      expect((await customer.request('POST', `/api/notifications/${n}/read`)).status, n).toBe(404);
      expect((await admin.request('GET', `/api/admin/audit/${n}`)).status, n).toBe(404);
    }
  });
});

describe('dates are calendar dates', () => {
  it.each([['2026-02-30'], ['9999-99-99'], ['2026-13-01'], ['0000-01-01'], ['2026-2-3']])(
    'a lot expiry of %s → 400 errors.invalidDate, nothing stored',
    async (expiresOn) => {
      const ing = await createIngredient(t, admin);
      const before = await count(t, 'materials');
      const res = await admin.request(
        'POST',
        '/api/admin/materials',
        materialBody(ing.id, { lots: [{ lot: 'L1', qtyKg: 1, expiresOn }] }),
      );
      expect(res.status).toBe(400);
      expect(res.body.fields['lots.0.expiresOn']).toBe('errors.invalidDate');
      expect(await count(t, 'materials')).toBe(before);
      // and on an edit
      const m = await createMaterial(admin, ing.id);
      const put = await admin.request('PUT', `/api/admin/materials/${m.id}`, {
        ...materialBody(ing.id, { lots: [{ lot: 'L1', qtyKg: 1, expiresOn }] }),
        version: m.version,
      });
      expect(put.status).toBe(400);
      expect(put.body.fields['lots.0.expiresOn']).toBe('errors.invalidDate');
    },
  );

  it('a date-only field says invalidDate, a date-time field invalidDateTime', async () => {
    const recipe = await usableRecipe(w, customer);
    const q = await customer.request(
      'POST',
      '/api/quotes',
      requestBody(recipe.id, w.bottle, { wishedDate: '2027-02-30', shipToAddressId: await shipToOf(customer) }),
    );
    expect(q.status).toBe(400);
    expect(q.body.fields.wishedDate).toBe('errors.invalidDate');
    const notice = await admin.request('POST', '/api/admin/notices', {
      title: 'Hello',
      body: '<p>x</p>',
      publishAt: '2026-02-30T10:00:00+09:00',
    });
    expect(notice.status).toBe(400);
    expect(notice.body.fields.publishAt).toBe('errors.invalidDateTime');
  });
});

describe('what live records use cannot be deleted from under them', () => {
  it('packaging used by quotes, samples or orders → 409 IN_USE with what uses it; hiding it still works', async () => {
    const pack = (await admin.request('POST', '/api/admin/sub-materials', await subMaterialBody(t, { moq: 1000 }))).body;
    const recipe = await usableRecipe(w, customer);
    await requestQuote(customer, requestBody(recipe.id, pack.id));
    await requestQuote(customer, requestBody(recipe.id, pack.id));
    const res = await admin.request('DELETE', `/api/admin/sub-materials/${pack.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'IN_USE', fields: { usage: '2' }, usedBy: { quotes: 2 } });
    expect((await admin.request('GET', `/api/admin/sub-materials/${pack.id}`)).status).toBe(200);
    // an unused item is still deleted
    const spare = (await admin.request('POST', '/api/admin/sub-materials', await subMaterialBody(t))).body;
    expect((await admin.request('DELETE', `/api/admin/sub-materials/${spare.id}`)).status).toBe(204);
  });

  it('an ingredient in recipes names recipes (not materials); one with materials names materials', async () => {
    await usableRecipe(w, customer); // the cream's water
    const r = await admin.request('DELETE', `/api/admin/ingredients/${w.catalogue.water}`);
    expect(r.status).toBe(409);
    expect(r.body.usedBy).toHaveProperty('recipes');
    expect(r.body.usedBy).not.toHaveProperty('materials');
    const ing = await createIngredient(t, admin);
    await createMaterial(admin, ing.id);
    const m = await admin.request('DELETE', `/api/admin/ingredients/${ing.id}`);
    expect(m.status).toBe(409);
    expect(m.body.usedBy).toEqual({ materials: 1 });
  });
});

describe('names are unique per list and visible', () => {
  it('a taxonomy label differing only in case or spaces is refused on the field, on create and on rename', async () => {
    const a = await admin.request('POST', '/api/admin/taxonomy/functions', {
      slug: 'dup-a',
      nameKo: '보습 보조',
      nameEn: 'Moisture Helper',
    });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    const before = (await admin.request('GET', '/api/taxonomy/functions')).body.items.length;
    for (const [nameKo, nameEn, field] of [
      ['다른 이름', 'moisture helper', 'nameEn'],
      ['다른 이름', '  MOISTURE   HELPER ', 'nameEn'],
      ['다른 이름', 'MoistureHelper', 'nameEn'],
      ['보습보조', 'Other name', 'nameKo'],
    ]) {
      const res = await admin.request('POST', '/api/admin/taxonomy/functions', {
        slug: 'dup-b',
        nameKo: nameKo!,
        nameEn: nameEn!,
      });
      expect(res.status, `${nameKo} ${nameEn}`).toBe(409);
      expect(res.body.fields[field!]).toBe('errors.labelTaken');
    }
    // both labels taken: both fields say so (the check runs before the unique indexes would refuse one)
    const both = await admin.request('POST', '/api/admin/taxonomy/functions', {
      slug: 'dup-a',
      nameKo: '보습  보조',
      nameEn: 'MOISTURE HELPER',
    });
    expect(both.status).toBe(409);
    expect(both.body.fields).toEqual({ slug: 'errors.slugTaken', nameKo: 'errors.labelTaken', nameEn: 'errors.labelTaken' });
    expect((await admin.request('GET', '/api/taxonomy/functions')).body.items.length).toBe(before);
    const b = await admin.request('POST', '/api/admin/taxonomy/functions', {
      slug: 'dup-b',
      nameKo: '다른 이름',
      nameEn: 'Other name',
    });
    expect(b.status).toBe(201);
    const rename = await admin.request('PUT', `/api/admin/taxonomy/functions/${b.body.id}`, {
      slug: 'dup-b',
      nameKo: '다른 이름',
      nameEn: 'MOISTURE HELPER',
    });
    expect(rename.status).toBe(409);
    expect(rename.body.fields.nameEn).toBe('errors.labelTaken');
    // the same label in another list is fine; its own label unchanged is fine
    expect(
      (
        await admin.request('POST', '/api/admin/taxonomy/sub-finishes', {
          slug: 'dup-a',
          nameKo: '보습 보조',
          nameEn: 'Moisture Helper',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await admin.request('PUT', `/api/admin/taxonomy/functions/${b.body.id}`, {
          slug: 'dup-b',
          nameKo: '다른 이름',
          nameEn: 'Other Name',
        })
      ).status,
    ).toBe(200);
  });

  it('a board category name differing only in case or spaces is refused on the field', async () => {
    const a = await admin.request('POST', '/api/admin/board/categories', {
      slug: 'lbl-a',
      nameKo: '자유 게시판',
      nameEn: 'Open Board',
    });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    const b = await admin.request('POST', '/api/admin/board/categories', {
      slug: 'lbl-b',
      nameKo: '자유게시판',
      nameEn: 'open  board',
    });
    expect(b.status).toBe(409);
    expect(b.body.fields).toEqual({ nameKo: 'errors.labelTaken', nameEn: 'errors.labelTaken' });
  });

  it.each([['\u200b\u200b\u200b'], ['   '], ['\u200b \ufeff\u2060'], ['\u3164']])(
    'an INCI name of %j → errors.required, nothing stored',
    async (inciName) => {
      const before = await count(t, 'ingredients');
      const res = await admin.request('POST', '/api/admin/ingredients', await ingredientBody(t, { inciName }));
      expect(res.status).toBe(400);
      expect(res.body.fields.inciName).toBe('errors.required');
      expect(await count(t, 'ingredients')).toBe(before);
    },
  );

  it('an array or a number for a text field says invalidValue, a missing one required', async () => {
    const arr = await admin.request('POST', '/api/admin/ingredients', await ingredientBody(t, invalid({ inciName: ['Water'] })));
    expect(arr.body.fields.inciName).toBe('errors.invalidValue');
    const num = await admin.request('POST', '/api/admin/notices', invalid({ title: 42, body: '<p>x</p>' }));
    expect(num.body.fields.title).toBe('errors.invalidValue');
    const missing = await admin.request('POST', '/api/admin/notices', invalid({ body: '<p>x</p>' }));
    expect(missing.body.fields.title).toBe('errors.required');
  });
});

describe('smaller truths', () => {
  it('suspending a user keeps their last sign-in', async () => {
    const u = await t.user();
    const before = (await admin.request('GET', `/api/admin/users/${u.id}`)).body;
    const signedIn = before.user.lastSignInAt;
    expect(signedIn).toEqual(expect.any(String));
    const res = await admin.request('POST', `/api/admin/users/${u.id}/suspend`, { reason: 'Testing the record' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await admin.request('GET', `/api/admin/users/${u.id}`)).body;
    expect(after.user.lastSignInAt).toBe(signedIn);
  });
});
