import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/harness.ts';
import { count, createIngredient, startCatalogueApp, type CatalogueApp } from '../../test/catalogue-fixtures.ts';

// The unfiltered catalogue's total comes from ingredient_counts, kept by triggers: it must equal a real
// count after every kind of change, bulk ones included.
let t: CatalogueApp;
let admin: Caller;
beforeAll(async () => {
  t = await startCatalogueApp();
  admin = await t.user({ role: 'admin' });
});
afterAll(() => t?.close());

async function expectTotalsExact() {
  const visible = await count(t, 'ingredients', 'visible');
  const all = await count(t, 'ingredients');
  expect((await t.visitor.request('GET', '/api/ingredients?limit=1')).body.total).toBe(visible);
  expect((await admin.request('GET', '/api/admin/ingredients?limit=1')).body.total).toBe(all);
  expect((await admin.request('GET', '/api/admin/ingredients?limit=1&visibility=visible')).body.total).toBe(visible);
  expect((await admin.request('GET', '/api/admin/ingredients?limit=1&visibility=hidden')).body.total).toBe(all - visible);
}

describe('catalogue totals', () => {
  it('stay exact through creating, hiding, showing, deleting and bulk statements', async () => {
    await expectTotalsExact();
    const a = await createIngredient(t, admin);
    const b = await createIngredient(t, admin);
    await expectTotalsExact();
    expect((await admin.request('POST', `/api/admin/ingredients/${a.id}/visibility`, { visible: false })).status).toBe(200);
    await expectTotalsExact();
    expect((await admin.request('DELETE', `/api/admin/ingredients/${b.id}`)).status).toBe(204);
    await expectTotalsExact();
    // one statement touching many rows (as an import or a bulk visibility change would)
    await t.db.pool.query(
      `update ingredients set visible = not visible where id in (select id from ingredients order by id limit 7)`,
    );
    await expectTotalsExact();
    await t.db.pool.query(`update ingredients set visible = true`);
    await expectTotalsExact();
    expect((await admin.request('DELETE', `/api/admin/ingredients/${a.id}`)).status).toBe(204);
    await expectTotalsExact();
  });

  it('later pages carry the first page’s total instead of counting again', async () => {
    for (let i = 0; i < 7; i++) await createIngredient(t, admin);
    const first = await t.visitor.request('GET', '/api/ingredients?limit=5');
    expect(first.body.nextCursor).toBeTruthy();
    const second = await t.visitor.request('GET', `/api/ingredients?limit=5&cursor=${first.body.nextCursor}`);
    expect(second.body.total).toBe(first.body.total);
    expect(second.body.items[0]!.id).not.toBe(first.body.items[0]!.id);
  });
});
