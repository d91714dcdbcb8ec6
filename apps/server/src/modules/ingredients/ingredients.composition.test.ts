/**
 * Compositions over HTTP (issue 22): staff write an ingredient's constituents as a whole (validated per
 * field by the shared schema, refused not rounded, nothing stored on a bad row), versioned (a stale
 * version is a 409) and audited, with one of the ingredient's documents as the supplier document; the
 * public detail shows the composition; customers get 403; and the compliance rule set carries it (its
 * version moves, so editors refetch). Runs on the embedded PostgreSQL and on DATABASE_URL's server alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, createIngredient, startCatalogueApp, uploadPdf, type CatalogueApp } from '../../test/catalogue-fixtures.ts';
import type { Caller } from '../../test/harness.ts';
import { seedCompositions } from '../../seed/compliance.seed.ts';
import { COMPOSITIONS } from '../../seed/catalogue/compositions.data.ts';
import { withStaffAndCustomer } from '../../test/signed-in.ts';
import type { RequestBody } from '../../test/harness.ts';
import type { InvalidBody } from '../../test/harness.ts';
import { invalid } from '../../test/harness.ts';

let t: CatalogueApp;
let admin: Caller;
let customer: Caller;

beforeAll(async () => ({ t, admin, customer } = await withStaffAndCustomer(startCatalogueApp())));
afterAll(() => t?.close());

const lavender = [
  { inciName: 'Linalyl Acetate', casNumber: '115-95-7', percent: 35, maxPercent: 47, source: 'ISO 3515:2002' },
  { inciName: 'Linalool', casNumber: '78-70-6', percent: 32, maxPercent: 43, source: 'ISO 3515:2002' },
  { inciName: 'Limonene', casNumber: '5989-27-5', percent: 0.5, maxPercent: 1, source: 'ISO 3515:2002' },
];
const put = (
  caller: Caller,
  id: string,
  body: RequestBody<'PUT', `/api/admin/ingredients/${string}/composition`> | InvalidBody,
) => caller.request('PUT', `/api/admin/ingredients/${id}/composition`, body);

describe('an ingredient’s composition', () => {
  it('is saved in order with its supplier document, versioned, shown on the public detail and audited', async () => {
    const doc = await uploadPdf(t, admin, 'spec');
    const ing = await createIngredient(t, admin, { inciName: `Lavender Oil ${Date.now()}`, documentIds: [doc.id] });
    expect(ing).toMatchObject({ constituents: [], compositionVersion: 0, compositionDocumentId: null });

    const res = await put(admin, ing.id, { constituents: lavender, documentId: doc.id, version: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.constituents).toEqual(lavender);
    expect(res.body).toMatchObject({ compositionVersion: 1, compositionDocumentId: doc.id });
    expect(res.body.compositionUpdatedAt).not.toBeNull();

    // the customer-facing detail shows it; the same save again changes nothing
    const pub = await customer.request('GET', `/api/ingredients/${ing.id}`);
    expect(pub.body.constituents.map((c: any) => c.inciName)).toEqual(['Linalyl Acetate', 'Linalool', 'Limonene']);
    const again = await put(admin, ing.id, { constituents: lavender, documentId: doc.id, version: 1 });
    expect(again.body.compositionVersion).toBe(1);

    // reordered and one removed: version 2; the editor that still holds version 1 gets a 409
    const next = [lavender[1]!, lavender[0]!];
    const v2 = await put(admin, ing.id, { constituents: next, documentId: doc.id, version: 1 });
    expect(v2.body.constituents.map((c: any) => c.inciName)).toEqual(['Linalool', 'Linalyl Acetate']);
    expect(v2.body.compositionVersion).toBe(2);
    const stale = await put(admin, ing.id, { constituents: lavender, documentId: doc.id, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'composition' });
    expect(await count(t, 'ingredient_constituents', 'ingredient_id = $1', [ing.id])).toBe(2);

    const audit = await t.db.pool.query<{ before: any; after: any }>(
      `select before, after from audit_log where action = 'ingredient.composition.updated' and subject_id = $1 order by id`,
      [ing.id],
    );
    expect(audit.rows.map((r) => [r.before.version, r.after.version])).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(audit.rows[1]!.before.constituents).toHaveLength(3);
  });

  it('refuses bad input field by field (never rounded) and stores nothing', async () => {
    const ing = await createIngredient(t, admin);
    const cases: [unknown[], Record<string, string>][] = [
      [[{ ...lavender[0], percent: 35.00001 }], { 'constituents.0.percent': 'errors.fourDecimals' }],
      [[{ ...lavender[0], percent: 101 }], { 'constituents.0.percent': 'errors.tooBig' }],
      [[{ ...lavender[0], percent: -1 }], { 'constituents.0.percent': 'errors.tooSmall' }],
      [[lavender[0], { ...lavender[1], casNumber: '78-70-5' }], { 'constituents.1.casNumber': 'errors.cas' }],
      [[{ ...lavender[0], inciName: '  ' }], { 'constituents.0.inciName': 'errors.required' }],
      [[{ ...lavender[0], maxPercent: 30 }], { 'constituents.0.maxPercent': 'errors.maxBelowTypical' }],
      [
        [
          { ...lavender[0], percent: 60.0001 },
          { ...lavender[1], percent: 40, maxPercent: null },
        ],
        { constituents: 'errors.compositionOver100' },
      ],
      [[lavender[1], { ...lavender[1], casNumber: null }], { 'constituents.1.inciName': 'errors.duplicateConstituent' }],
    ];
    for (const [constituents, fields] of cases) {
      const res = await put(admin, ing.id, invalid({ constituents, documentId: null, version: 0 }));
      expect(res.status, JSON.stringify(constituents)).toBe(400);
      expect(res.body.fields).toMatchObject(fields);
    }
    // exactly 100 % is fine in principle; a document that is not the ingredient's is refused
    const other = await uploadPdf(t, admin, 'coa');
    const foreign = await put(admin, ing.id, { constituents: lavender, documentId: other.id, version: 0 });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ documentId: 'errors.unknownDocument' });
    expect(await count(t, 'ingredient_constituents', 'ingredient_id = $1', [ing.id])).toBe(0);
    expect((await admin.request('GET', `/api/admin/ingredients/${ing.id}`)).body.compositionVersion).toBe(0);
  });

  it('is staff’s to write: a customer gets 403, a visitor 401, an unknown ingredient 404', async () => {
    const ing = await createIngredient(t, admin);
    const body = { constituents: lavender, documentId: null, version: 0 };
    expect((await put(customer, ing.id, body)).status).toBe(403);
    expect((await put(t.visitor, ing.id, body)).status).toBe(401);
    expect((await put(admin, '00000000-0000-4000-8000-000000000000', body)).status).toBe(404);
    expect(await count(t, 'ingredient_constituents', 'ingredient_id = $1', [ing.id])).toBe(0);
  });

  it('travels with the compliance rule set, whose version moves with it', async () => {
    const ing = await createIngredient(t, admin);
    const before = await customer.request('GET', '/api/compliance/rules');
    expect(before.status).toBe(200);
    expect(before.body.compositions[ing.id]).toBeUndefined();
    expect((await put(admin, ing.id, { constituents: lavender, documentId: null, version: 0 })).status).toBe(200);
    const after = await customer.request('GET', '/api/compliance/rules');
    expect(after.body.version).not.toBe(before.body.version);
    expect(after.body.compositions[ing.id]).toEqual(lavender.map(({ source: _s, ...c }) => c));
    // a constituent the catalogue also holds travels with its Korean and Chinese names (label lists)
    await createIngredient(t, admin, { inciName: 'Linalool', nameKo: '리날룰', nameZh: '芳樟醇' });
    await put(admin, ing.id, { constituents: lavender.slice(0, 2), documentId: null, version: 1 });
    const named = await customer.request('GET', '/api/compliance/rules');
    expect(named.body.substanceNames.linalool).toEqual({ nameKo: '리날룰', nameZh: '芳樟醇' });
    expect(named.body.substanceNames['linalyl acetate']).toBeUndefined();
  });

  it('the demo compositions seed into ingredients never given one, once, and never over staff’s', async () => {
    const lavender = await createIngredient(t, admin, { inciName: 'Lavandula Angustifolia (Lavender) Oil' });
    const orange = await createIngredient(t, admin, { inciName: 'Citrus Aurantium Dulcis (Orange) Peel Oil' });
    const mine = [{ inciName: 'Limonene', casNumber: '5989-27-5', percent: 90, maxPercent: null, source: 'our CoA' }];
    expect((await put(admin, orange.id, { constituents: mine, documentId: null, version: 0 })).status).toBe(200);

    // an install whose recipes already hold the oil: their verdicts are queued for the recheck
    const owner = await t.user();
    const water = await createIngredient(t, admin, { inciName: `Water ${Date.now()}` });
    const recipe = await owner.request('POST', '/api/recipes', {
      name: 'Lavender toner',
      productType: 'toner',
      lines: [
        { ingredientId: water.id, percent: 99.5, phase: 'A', note: '' },
        { ingredientId: lavender.id, percent: 0.5, phase: 'B', note: '' },
      ],
    });
    expect(recipe.status, JSON.stringify(recipe.body)).toBe(201);

    expect(await seedCompositions(t.db.db)).toBe(1);
    expect(await seedCompositions(t.db.db)).toBe(0);
    expect(await count(t, 'compliance_rechecks', 'ingredient_id = $1 and done_at is null', [lavender.id])).toBe(1);
    // the orange oil staff composed themselves: the one recheck their edit queued, none from the seed
    expect(await count(t, 'compliance_rechecks', 'ingredient_id = $1', [orange.id])).toBe(1);
    const seeded = (await admin.request('GET', `/api/admin/ingredients/${lavender.id}`)).body;
    const data = COMPOSITIONS.find((c) => c.inci === lavender.inciName)!.constituents;
    expect(seeded.compositionVersion).toBe(1);
    expect(seeded.constituents).toEqual(data);
    // every figure says where it comes from
    expect(seeded.constituents.every((c: any) => c.source.length > 10)).toBe(true);
    expect((await admin.request('GET', `/api/admin/ingredients/${orange.id}`)).body.constituents).toEqual(mine);
  });
});
