/** The demo recipes land through the real service: valid, with histories, in the gallery; seeding twice adds nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/harness.ts';
import { startDemoApp } from '../test/demo-app.ts';
import { count } from '../test/catalogue-fixtures.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './demo.ts';
import { DEMO_LAB, DEMO_RECIPES, revisionCount } from './recipes.data.ts';
import { seedDemoRecipes } from './recipes.seed.ts';
import { DEMO_QUOTE_RECIPES } from './quotes.seed.ts';

let t: TestApp;
const quiet = { info: () => {}, warn: () => {} } as never;

beforeAll(async () => ({ t } = await startDemoApp()));
afterAll(() => t?.close());

describe('demo recipes', () => {
  it('a dozen valid public recipes by "Formulab R&D" in the gallery, with histories', async () => {
    const page = (await t.visitor.request('GET', '/api/public-recipes?limit=100')).body;
    expect(page.total).toBe(12);
    expect(
      page.items.every(
        (i: any) => i.valid && i.author === DEMO_LAB.companyName && i.inciPreview.length === 5 && i.functions.length > 0,
      ),
    ).toBe(true);
    const revisions = await t.db.pool.query<{ name: string; n: number }>(
      'select r.name, count(*)::int as n from recipes r join recipe_revisions v on v.recipe_id = r.id group by r.name',
    );
    const byName = new Map(revisions.rows.map((r) => [r.name, r.n]));
    for (const r of DEMO_RECIPES) expect(byName.get(r.name), r.name).toBe(revisionCount(r));
    const one = (await t.visitor.request('GET', `/api/public-recipes/${page.items[0]!.id}`)).body;
    expect(one.costing.packagingIds.length).toBeGreaterThan(0);
    expect(one.costing.fillMl).toBeGreaterThan(0);
  });

  it('the demo customer sees a valid recipe, a 92 % draft and one over a limit, with notes in the history', async () => {
    const customer = await t.signIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    // besides the gallery copies the demo quotes are made from (quotes.seed.ts)
    const copies = new Set<string>(DEMO_QUOTE_RECIPES.map((c) => c.name));
    const items = (await customer.request('GET', '/api/recipes?sort=name')).body.items.filter((i: any) => !copies.has(i.name));
    expect(items.map((i: any) => [i.totalPercent, i.valid, i.revision, i.visibility]).sort()).toEqual(
      [
        [100, false, 2, 'private'],
        [100, true, 3, 'private'],
        [92, false, 1, 'private'],
      ].sort(),
    );
    const over = items.find((i: any) => i.revision === 2);
    const history = (await customer.request('GET', `/api/recipes/${over!.id}/revisions`)).body.items;
    expect(history.map((h: any) => [h.number, h.valid])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(history[0]!.note).toContain('1.2 %');
    expect(history[0]!.authorName).toBe(DEMO_ACCOUNTS.customer.name);
    expect(Date.parse(history[1]!.createdAt)).toBeLessThan(Date.parse(history[0]!.createdAt));
  });

  it('the lab account cannot be signed into with a known password and is not staff', async () => {
    const lab = await t.db.pool.query('select role from users where email = $1', [DEMO_LAB.email]);
    expect(lab.rows).toEqual([{ role: 'customer' }]);
    const res = await t.visitor.request('POST', '/api/auth/sign-in/email', {
      email: DEMO_LAB.email,
      password: DEMO_ACCOUNTS.customer.password,
    });
    expect(res.status).toBe(401);
  });

  it('seeding again adds nothing', async () => {
    const before = await count(t, 'recipes');
    expect(await seedDemoRecipes(t.db.db, t.app.auth, quiet)).toBe(0);
    expect(await seedDemoData(t.db.db, t.app.auth, quiet)).toBe(false);
    expect(await count(t, 'recipes')).toBe(before);
    expect(await count(t, 'users', 'email = $1', [DEMO_LAB.email])).toBe(1);
  });
});
