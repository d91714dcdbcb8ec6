import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from './harness.ts';
import { createIngredient, hex, startCatalogueApp, walkPages, type CatalogueApp } from './catalogue-fixtures.ts';
import { withStaffAndCustomer } from './signed-in.ts';

// One keyset pagination (lib/keyset.ts) behind every list: walking the pages of any sort gives what one
// big page gives, and a cursor that is not one of ours is the same 400 everywhere.
let t: CatalogueApp;
let admin: Caller;
let customer: Caller;
beforeAll(async () => {
  ({ t, admin, customer } = await withStaffAndCustomer(startCatalogueApp()));
  const tag = hex();
  // equal prices and equal names on purpose: the later keys must break the ties
  for (const [i, price] of [12000, 5000, 5000, 5000, 800, 30000, 5000].entries()) {
    await createIngredient(t, admin, {
      inciName: `Pagina ${tag} ${i}`,
      nameEn: i % 2 ? `Pagina ${tag}` : `Pagina ${tag} ${i}`,
      pricePerKg: price,
    });
  }
});
afterAll(() => t?.close());

describe('keyset pages', () => {
  it.each(['name', 'price-asc', 'price-desc', 'newest', 'relevance'] as const)(
    'ingredients sorted by %s: pages of 2 = one page of 100',
    async (sort) => {
      const base = `/api/ingredients?q=pagina&sort=${sort}` as const;
      const all = (await t.visitor.request('GET', `${base}&limit=100`)).body;
      expect(all.total).toBeGreaterThanOrEqual(7);
      const walked = await walkPages(t.visitor, base, 2);
      expect(walked.ids).toEqual(all.items.map((x: { id: string }) => x.id));
      expect(new Set(walked.pages.map((p) => p.total))).toEqual(new Set([all.total]));
    },
  );

  it('packaging, materials and users page the same way', async () => {
    for (const [caller, base] of [
      [t.visitor, '/api/sub-materials?sort=price-asc'],
      [admin, '/api/admin/materials'],
      [admin, '/api/admin/users'],
    ] as const) {
      const all = (await caller.request('GET', `${base}${base.includes('?') ? '&' : '?'}limit=100`)).body;
      const walked = await walkPages(caller, base, 1);
      expect(walked.ids, base).toEqual(all.items.map((x: { id: string }) => x.id));
    }
  });
});

describe('a search term is taken literally', () => {
  it('a % or _ in the users search matches those characters, not everything', async () => {
    const all = (await admin.request('GET', '/api/admin/users?limit=100')).body;
    expect(all.total).toBeGreaterThanOrEqual(2);
    for (const term of ['%', '_', '\\']) {
      const r = await admin.request('GET', `/api/admin/users?q=${encodeURIComponent(term)}`);
      expect(r.status).toBe(200);
      expect(r.body.total).toBe(0);
    }
  });
});

describe('a cursor that is not ours', () => {
  it.each([
    ['visitor', '/api/ingredients'],
    ['visitor', '/api/sub-materials'],
    ['visitor', '/api/public-recipes'],
    ['customer', '/api/recipes'],
    ['admin', '/api/admin/ingredients'],
    ['admin', '/api/admin/sub-materials'],
    ['admin', '/api/admin/materials'],
    ['admin', '/api/admin/recipes'],
    ['admin', '/api/admin/users'],
  ] as const)('is a translated 400 for a %s on %s', async (who, path) => {
    const caller = who === 'visitor' ? t.visitor : who === 'admin' ? admin : customer;
    for (const cursor of ['garbage', Buffer.from('["name",["x"],1]').toString('base64url')]) {
      const res = await caller.request('GET', `${path}?cursor=${cursor}`);
      expect(res.status, `${path} ${cursor}`).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', fields: { cursor: 'errors.invalidCursor' } });
    }
  });
});
