/**
 * Compliance over HTTP: the rule set a customer's editor reads, the verdict stored with each revision
 * (target markets saved on the recipe), recorded at a sample request and a quote's acceptance, and who
 * may read it. Runs on the embedded PostgreSQL and on DATABASE_URL's server alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedComplianceRules } from '../../seed/compliance.seed.ts';
import { createIngredient, hex } from '../../test/catalogue-fixtures.ts';
import { startTestApp, type Caller, type TestApp, type RequestBody, invalid } from '../../test/harness.ts';
import { createRecipe, creamBody, inputOf, line, makeCatalogue, type Catalogue } from '../recipes/recipes.test-utils.ts';
import { acceptQuote, answerQuote, inDays, shipToOf } from '../quotes/quotes.test-utils.ts';
import { createSubMaterial } from '../../test/catalogue-fixtures.ts';
import { SHIPPING } from '../samples/samples.test-utils.ts';

let t: TestApp;
let admin: Caller;
let customer: Caller & { id: string };
let other: Caller;
let c: Catalogue;
/** methylisothiazolinone by its CAS number (the INCI carries a suffix, so only the CAS can match) */
let mi: string;

beforeAll(async () => {
  t = await startTestApp();
  expect(await seedComplianceRules(t.db.db)).toBe(true);
  expect(await seedComplianceRules(t.db.db)).toBe(false);
  admin = await t.user({ role: 'admin' });
  customer = await t.user();
  other = await t.user();
  c = await makeCatalogue(t, admin);
  mi = (
    await createIngredient(t, admin, {
      inciName: `Methylisothiazolinone ${hex()}`,
      casNumber: '2682-20-4',
      category: 'preservative',
      functions: ['preserving'],
      pricePerKg: 20_000,
    })
  ).id;
});
afterAll(() => t?.close());

/** A shampoo preserved with MI at `percent`, water q.s. */
const shampoo = (percent: number, over: Record<string, unknown> = {}): RequestBody<'POST', '/api/recipes'> => ({
  name: `Shampoo ${hex()}`,
  productType: 'shampoo',
  lines: [line(c.water, 100 - 10 - percent), line(c.glycerin, 10), line(mi, percent, 'C')],
  targetMarkets: ['CN', 'EU'],
  ...over,
});
const statuses = (verdict: any) => Object.fromEntries(verdict.verdicts.map((v: any) => [v.market, v.status]));

describe('the rule set', () => {
  it("an ingredient's detail lists every market's rules naming it — the catalogue's only limits — for a visitor too", async () => {
    const res = await t.visitor.request('GET', `/api/ingredients/${mi}`);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('maxLeaveOn');
    const rules = res.body.rules as { market: string; kind: string; maxPercent: number | null; exposures: string[]; via: null }[];
    // market order; Korea: rinse-off only, 0.0015 % (화장품 안전기준 별표 2); the EU: the same, and prohibited in leave-on
    const order = rules.map((r) => ['KR', 'EU', 'CN', 'US', 'ASEAN'].indexOf(r.market));
    expect(order).toEqual([...order].sort((x, y) => x - y));
    // the US has no rule on MI (21 CFR lists no cosmetic preservative limits)
    expect(new Set(rules.map((r) => r.market))).toEqual(new Set(['KR', 'EU', 'CN', 'ASEAN']));
    expect(rules.find((r) => r.market === 'KR' && r.kind === 'restricted')).toMatchObject({ maxPercent: 0.0015, via: null });
    expect(rules.find((r) => r.market === 'EU' && r.kind === 'prohibited')).toMatchObject({ exposures: ['leave-on'] });
    expect(rules.every((r) => typeof (r as { sourceUrl?: unknown }).sourceUrl === 'string')).toBe(true);
    // nothing names water
    expect((await t.visitor.request('GET', `/api/ingredients/${c.water}`)).body.rules).toEqual([]);
  });

  it('anyone reads every market and the current rules (a visitor too: they are the only limits)', async () => {
    const res = await customer.request('GET', '/api/compliance/rules');
    expect(res.status).toBe(200);
    expect(res.body.markets.map((m: any) => m.code)).toEqual(['KR', 'EU', 'CN', 'US', 'ASEAN']);
    expect(res.body.markets.find((m: any) => m.code === 'EU')).toMatchObject({ allergenLeaveOn: 0.001, allergenRinseOff: 0.01 });
    expect(res.body.markets.find((m: any) => m.code === 'CN')!.allergenLeaveOn).toBeNull();
    expect(res.body.rules.length).toBeGreaterThan(150);
    const euMi = res.body.rules.filter((r: any) => r.market === 'EU' && r.casNumbers.includes('2682-20-4'));
    expect(euMi.map((r: any) => [r.kind, r.maxPercent, r.exposures])).toEqual(
      expect.arrayContaining([
        ['restricted', 0.0015, ['rinse-off']],
        ['prohibited', null, ['leave-on']],
      ]),
    );
    expect(euMi[0]!.reference).toMatch(/Annex V\/57/);
    const visitor = await t.visitor.request('GET', '/api/compliance/rules');
    expect(visitor.status).toBe(200);
    expect(visitor.body.rules.length).toBe(res.body.rules.length);
  });

  it('every rule has a version-1 history row with its snapshot', async () => {
    const r = await t.db.pool.query<{ rules: number; versions: number; bad: number }>(`
      select (select count(*)::int from compliance_rules) as rules,
        (select count(*)::int from compliance_rule_versions where version = 1 and change = 'created') as versions,
        (select count(*)::int from compliance_rules r join compliance_rule_versions v on v.rule_id = r.id
          where v.snapshot->>'inciName' <> r.inci_name or v.snapshot->>'reference' <> r.reference) as bad`);
    expect(r.rows[0]!.rules).toBe(r.rows[0]!.versions);
    expect(r.rows[0]!.bad).toBe(0);
  });
});

describe('the verdict stored with each revision', () => {
  it('saves the target markets; MI at 0.005 % fails the EU only, and passes the EU once at 0.0015 % (China warns of its 2028 revision)', async () => {
    const d = await createRecipe(customer, shampoo(0.005));
    // a line its verdict fails makes it unusable for samples and quotes: the rules are the only limits
    expect(d).toMatchObject({ targetMarkets: ['EU', 'CN'], forChildren: false, valid: false });
    const v1 = (await customer.request('GET', `/api/recipes/${d.id}/compliance`)).body;
    expect(v1).toMatchObject({ recipeId: d.id, revision: 1, verdict: { markets: ['EU', 'CN'], status: 'fail' } });
    expect(statuses(v1.verdict)).toEqual({ EU: 'fail', CN: 'warning' });
    const eu = v1.verdict!.verdicts[0];
    expect(eu!.findings).toMatchObject([{ code: 'OVER_LIMIT', percent: 0.005, limit: 0.0015, lineIndexes: [2] }]);
    const row = await t.db.pool.query('select compliance_status, failing_markets from recipes where id = $1', [d.id]);
    expect(row.rows[0]).toEqual({ compliance_status: 'fail', failing_markets: ['EU'] });

    const saved = await customer.request('PUT', `/api/recipes/${d.id}`, {
      ...inputOf(d, { lines: shampoo(0.0015).lines }),
      targetMarkets: d.targetMarkets,
      baseRevision: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.valid).toBe(true); // a warning does not make it unusable
    const v2 = (await customer.request('GET', `/api/recipes/${d.id}/compliance`)).body;
    expect(v2.revision).toBe(2);
    expect(statuses(v2.verdict)).toEqual({ EU: 'pass', CN: 'warning' });
    // the first revision keeps the verdict it was saved with
    expect((await customer.request('GET', `/api/recipes/${d.id}/compliance?revision=1`)).body.verdict!.status).toBe('fail');
    const after = await t.db.pool.query('select compliance_status, failing_markets from recipes where id = $1', [d.id]);
    expect(after.rows[0]).toEqual({ compliance_status: 'warning', failing_markets: [] });
    // the revision's snapshot carries the markets, so a restore brings them back
    const rev = (await customer.request('GET', `/api/recipes/${d.id}/revisions/1`)).body;
    expect(rev.targetMarkets).toEqual(['EU', 'CN']);
  });

  it('no market chosen: judged in Korea, the home market; a leave-on product with MI is prohibited in the EU', async () => {
    // MI 0.005 % in a shampoo: Korea allows 0.0015 % in rinse-off products (화장품 안전기준 별표 2)
    const none = await createRecipe(customer, shampoo(0.005, { targetMarkets: [] }));
    expect(none).toMatchObject({ targetMarkets: [], valid: false });
    const v = (await customer.request('GET', `/api/recipes/${none.id}/compliance`)).body.verdict;
    expect(v).toMatchObject({ markets: ['KR'], status: 'fail' });
    expect(v!.verdicts[0]!.findings[0]).toMatchObject({ code: 'OVER_LIMIT', limit: 0.0015, percent: 0.005 });
    expect(
      (await t.db.pool.query('select compliance_status, failing_markets from recipes where id = $1', [none.id])).rows[0],
    ).toEqual({
      compliance_status: 'fail',
      failing_markets: ['KR'],
    });
    const within = await createRecipe(customer, shampoo(0.0015, { targetMarkets: [] }));
    expect(within.valid).toBe(true);
    const cream = await createRecipe(customer, { ...shampoo(0.001), productType: 'cream', targetMarkets: ['EU', 'CN', 'US'] });
    const cv = (await customer.request('GET', `/api/recipes/${cream.id}/compliance`)).body.verdict;
    expect(statuses(cv)).toEqual({ EU: 'fail', CN: 'warning', US: 'pass' });
    expect(cv!.verdicts[0]!.findings[0]).toMatchObject({ code: 'PROHIBITED', limit: null });
  });

  it('a copy keeps the markets', async () => {
    const d = await createRecipe(customer, shampoo(0.001, { targetMarkets: ['KR'], forChildren: true }));
    const copy = await customer.request('POST', `/api/recipes/${d.id}/copy`, {});
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ targetMarkets: ['KR'], forChildren: true });
  });

  it("a children's product is judged at its youngest age: Korea's salicylic acid ban ends at 13", async () => {
    const salicylic = (
      await createIngredient(t, admin, {
        inciName: `Salicylic Acid ${hex()}`,
        casNumber: '69-72-7',
        category: 'active',
        functions: ['preserving'],
        pricePerKg: 30_000,
      })
    ).id;
    const cream = (age: number | null): RequestBody<'POST', '/api/recipes'> => ({
      name: `Kids cream ${hex()}`,
      productType: 'cream',
      lines: [line(c.water, 89.8), line(c.glycerin, 10), line(salicylic, 0.2, 'C')],
      targetMarkets: ['KR'],
      forChildren: true,
      childrenAge: age,
    });
    // not stated: judged as for the youngest, so the ban for children aged 13 or under applies
    const unstated = await createRecipe(customer, cream(null));
    expect(unstated.childrenAge).toBeNull();
    const v0 = (await customer.request('GET', `/api/recipes/${unstated.id}/compliance`)).body.verdict;
    expect(v0).toMatchObject({ forChildren: true, childrenAge: null });
    expect(v0!.verdicts[0]!.findings.map((f: any) => f.code)).toContain('PROHIBITED');
    const eight = await createRecipe(customer, cream(8));
    expect(statuses((await customer.request('GET', `/api/recipes/${eight.id}/compliance`)).body.verdict)).toEqual({ KR: 'fail' });
    // from 14 the product is not for children in Korea's sense: the ban does not apply
    const teen = await createRecipe(customer, cream(14));
    expect(teen.childrenAge).toBe(14);
    const v14 = (await customer.request('GET', `/api/recipes/${teen.id}/compliance`)).body.verdict;
    expect(v14!.childrenAge).toBe(14);
    expect(v14!.verdicts[0]!.findings.map((f: any) => f.code)).not.toContain('PROHIBITED');
    // the age travels with a copy and with the revision's snapshot
    const copy = await customer.request('POST', `/api/recipes/${teen.id}/copy`, {});
    expect(copy.body).toMatchObject({ forChildren: true, childrenAge: 14 });
    expect((await customer.request('GET', `/api/recipes/${teen.id}/revisions/1`)).body.childrenAge).toBe(14);
  });

  it('an age that is not a whole number of years from 0 to 17 is refused on its field, and nothing is saved', async () => {
    const before = await t.db.pool.query('select count(*)::int as n from recipes where owner_id = $1', [customer.id]);
    for (const [age, key] of [
      [18, 'errors.tooBig'],
      [-1, 'errors.tooSmall'],
      [2.5, 'errors.integer'],
      ['3', 'errors.number'],
    ] as const) {
      const res = await customer.request(
        'POST',
        '/api/recipes',
        invalid({ ...shampoo(0.001), forChildren: true, childrenAge: age }),
      );
      expect(res.status, String(age)).toBe(400);
      expect(res.body.fields).toEqual({ childrenAge: key });
    }
    const after = await t.db.pool.query('select count(*)::int as n from recipes where owner_id = $1', [customer.id]);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});

describe('who may read a verdict, and bad input', () => {
  it("another customer's recipe is 404, a visitor 401, a revision that does not exist 404", async () => {
    const d = await createRecipe(customer, shampoo(0.001));
    expect((await other.request('GET', `/api/recipes/${d.id}/compliance`)).status).toBe(404);
    expect((await t.visitor.request('GET', `/api/recipes/${d.id}/compliance`)).status).toBe(401);
    expect((await customer.request('GET', `/api/recipes/${d.id}/compliance?revision=9`)).status).toBe(404);
    await customer.request('DELETE', `/api/recipes/${d.id}`);
    expect((await customer.request('GET', `/api/recipes/${d.id}/compliance`)).status).toBe(404);
    // staff read recipes through their own routes; this one is the owner's
    expect((await admin.request('GET', `/api/recipes/${d.id}/compliance`)).status).toBe(404);
  });

  it('unknown or repeated markets, a wrong flag or revision: 400 with translated field errors, never 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ targetMarkets: ['XX'] }, 'targetMarkets.0', 'errors.invalidValue'],
      [{ targetMarkets: ['EU', 'EU'] }, 'targetMarkets', 'errors.invalidValue'],
      [{ targetMarkets: 'EU' }, 'targetMarkets', 'errors.invalidValue'],
      [{ forChildren: 'yes' }, 'forChildren', 'errors.invalidValue'],
    ];
    for (const [over, field, key] of cases) {
      const res = await customer.request('POST', '/api/recipes', shampoo(0.001, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(res.body.fields[field], JSON.stringify(res.body.fields)).toBe(key);
    }
    const d = await createRecipe(customer, shampoo(0.001));
    for (const q of ['abc', '0', '1.5', '99999999999']) {
      const res = await customer.request('GET', `/api/recipes/${d.id}/compliance?revision=${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.fields.revision, q).toMatch(/^errors\./);
    }
    expect((await customer.request('GET', '/api/recipes/not-a-uuid/compliance')).status).toBe(400);
  });
});

describe('recorded when the recipe is used', () => {
  it('a sample request records the verdict of the pinned revision; one its markets fail is refused', async () => {
    const ask = (recipeId: string) =>
      customer.request('POST', '/api/sample-requests', {
        recipeId,
        quantity: 3,
        packagingId: null,
        shipping: SHIPPING,
        note: '',
      });
    // a cream with MI: prohibited in the EU's leave-on products — not usable, so no sample of it
    const failing = await createRecipe(customer, { ...shampoo(0.001), productType: 'cream' });
    expect(failing.valid).toBe(false);
    const refused = await ask(failing.id);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ recipeId: 'errors.recipeNotUsable' });
    // the shampoo within the EU's limit: China warns of its 2028 revision, and the request records that
    const d = await createRecipe(customer, shampoo(0.0015));
    const res = await ask(d.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await t.db.pool.query('select compliance from sample_requests where id = $1', [res.body.id]);
    expect(row.rows[0].compliance).toMatchObject({ markets: ['EU', 'CN'], status: 'warning' });
    expect(statuses(row.rows[0].compliance)).toEqual({ EU: 'pass', CN: 'warning' });
    // staff read it in the request's detail, as recorded
    const staffView = await admin.request('GET', `/api/admin/sample-requests/${res.body.id}`);
    expect(staffView.status).toBe(200);
    expect(staffView.body.compliance).toMatchObject({ markets: ['EU', 'CN'], status: 'warning' });
    expect(staffView.body.compliance!.verdicts.find((v: { market: string }) => v.market === 'CN')!.findings[0]).toMatchObject({
      inciName: expect.stringMatching(/^Methylisothiazolinone/),
      severity: 'warning',
    });
  });

  it('accepting a quote records the verdict against the rules in force then', async () => {
    const bottle = (await createSubMaterial(t, admin, { capacityMl: 100, moq: 1000 })).id as string;
    const d = await createRecipe(customer, creamBody(c, { targetMarkets: ['KR', 'EU'] }));
    const q = await customer.request('POST', '/api/quotes', {
      recipeId: d.id,
      packagingId: bottle,
      quantity: 3000,
      wishedDate: inDays(60),
      shipToAddressId: await shipToOf(customer),
      note: '',
    });
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    const quoted = await answerQuote(admin, q.body);
    expect((await t.db.pool.query('select accept_compliance from quotes where id = $1', [q.body.id])).rows[0]).toEqual({
      accept_compliance: null,
    });
    await acceptQuote(customer, quoted);
    const row = await t.db.pool.query('select accept_compliance from quotes where id = $1', [q.body.id]);
    expect(row.rows[0].accept_compliance).toMatchObject({ markets: ['KR', 'EU'], forChildren: false, exposures: ['leave-on'] });
    expect(Date.parse(row.rows[0].accept_compliance.checkedAt)).toBeGreaterThan(Date.now() - 60_000);
    const staffView = await admin.request('GET', `/api/admin/quotes/${q.body.id}`);
    expect(staffView.status).toBe(200);
    expect(staffView.body.acceptCompliance).toMatchObject({
      markets: ['KR', 'EU'],
      checkedAt: row.rows[0].accept_compliance.checkedAt,
    });
    expect(quoted.acceptCompliance).toBeNull(); // nothing recorded before the acceptance
  });
});

describe('compositions (issue 22): the verdict judges substances', () => {
  it('linalool from lavender oil and from a fragrance is summed into one declaration, with both sources', async () => {
    const composed = async (name: string, linalool: number) => {
      const ing = await createIngredient(t, admin, {
        inciName: `${name} ${hex()}`,
        category: 'fragrance',
        functions: ['fragrance'],
      });
      const res = await admin.request('PUT', `/api/admin/ingredients/${ing.id}/composition`, {
        constituents: [
          { inciName: 'Linalool', casNumber: '78-70-6', percent: linalool, maxPercent: null, source: 'test' },
          { inciName: 'Linalyl Acetate', casNumber: '115-95-7', percent: 30, maxPercent: null, source: 'test' },
        ],
        documentId: null,
        version: 0,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return ing.id as string;
    };
    const lavender = await composed('Lavandula Angustifolia Oil', 32);
    const fragrance = await composed('Parfum', 6);
    // a leave-on cream: 0.5 % × 32 % + 0.5 % × 6 % = 0.19 % linalool, far over the EU's 0.001 %
    const d = await createRecipe(customer, {
      name: `Cream ${hex()}`,
      productType: 'cream',
      lines: [line(c.water, 89), line(c.glycerin, 10), line(lavender, 0.5, 'C'), line(fragrance, 0.5, 'C')],
      targetMarkets: ['EU'],
    });
    const v = (await customer.request('GET', `/api/recipes/${d.id}/compliance`)).body.verdict;
    const linalool = v!.verdicts[0]!.allergens.filter((a: any) => /^linalool$/i.test(a.inciName));
    expect(linalool).toHaveLength(1);
    expect(linalool[0]!.percent).toBeCloseTo(0.19, 6);
    expect(linalool[0]!.lineIndexes).toEqual([2, 3]);
    expect(linalool[0]!.sources).toEqual([
      { lineIndex: 2, ingredientId: lavender, viaConstituent: 'Linalool', percent: 0.16 },
      { lineIndex: 3, ingredientId: fragrance, viaConstituent: 'Linalool', percent: 0.03 },
    ]);
  });
});
