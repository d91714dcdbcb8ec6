/** Helpers for the recipe API tests: a small catalogue with known limits, and recipe bodies. */
import { expect } from 'vitest';
import type { Caller, RequestBody, TestApp } from '../../test/harness.ts';
import { createIngredient, hex } from '../../test/catalogue-fixtures.ts';

export type Catalogue = {
  /** no limit */
  water: string;
  glycerin: string;
  /** Korea: max 1 % (a rule of its own name, made here) */
  preservative: string;
  /** Korea: leave-on max 0.5 %, rinse-off max 2 % */
  active: string;
  /** a declarable allergen, no limit */
  allergen: string;
};

/**
 * Five ingredients, created over the admin API, and — unless `limits: false` — the Korean rules that
 * limit two of them (the catalogue keeps no limits of its own: issue 22 item 8). A recipe with no
 * target market is checked against Korea, so these are the limits recipe tests meet.
 */
export async function makeCatalogue(t: TestApp, admin: Caller, opts: { limits?: boolean } = {}): Promise<Catalogue> {
  const names = new Map<string, string>();
  const make = async (name: string, over: Record<string, unknown> = {}) => {
    const inciName = `${name} ${hex()}`;
    const id = (await createIngredient(t, admin, { inciName, pricePerKg: 10_000, ...over })).id as string;
    names.set(id, inciName);
    return id;
  };
  const c: Catalogue = {
    water: await make('Water', { pricePerKg: 100 }),
    glycerin: await make('Glycerin', { pricePerKg: 4000 }),
    preservative: await make('Phenoxyethanol', { category: 'preservative', functions: ['preserving'] }),
    active: await make('Salicylic Acid', { category: 'active', functions: ['exfoliating'] }),
    allergen: await make('Limonene', { category: 'fragrance', functions: ['fragrance'], allergen: true }),
  };
  if (opts.limits !== false) {
    const rule = async (
      id: string,
      maxPercent: number,
      exposures: RequestBody<'POST', '/api/admin/compliance/rules'>['exposures'],
    ) =>
      expect(
        (
          await admin.request('POST', '/api/admin/compliance/rules', {
            market: 'KR',
            inciName: names.get(id)!,
            casNumbers: [],
            kind: 'restricted',
            maxPercent,
            exposures,
            reference: 'Test 별표 2',
            effectiveFrom: '2020-01-01',
            note: 'test catalogue',
          })
        ).status,
      ).toBe(201);
    await rule(c.preservative, 1, []);
    await rule(c.active, 0.5, ['leave-on']);
    await rule(c.active, 2, ['rinse-off']);
  }
  return c;
}

type RecipeLine = NonNullable<RequestBody<'POST', '/api/recipes'>['lines']>[number];

export const line = (ingredientId: string, percent: number, phase: RecipeLine['phase'] = 'A', note = ''): RecipeLine => ({
  ingredientId,
  percent,
  phase,
  note,
});

/** A valid cream at exactly 100 %. */
export function creamBody(c: Catalogue, over: Record<string, unknown> = {}): RequestBody<'POST', '/api/recipes'> {
  return {
    name: `Cream ${hex()}`,
    productType: 'cream',
    description: 'A light moisturising cream',
    lines: [
      line(c.water, 89.5),
      line(c.glycerin, 8, 'A'),
      line(c.preservative, 0.9, 'C'),
      line(c.active, 0.5, 'B'),
      line(c.allergen, 1.1, 'C'),
    ],
    ...over,
  };
}

/** Creates a recipe and expects 201. */
export async function createRecipe(caller: Caller, body: RequestBody<'POST', '/api/recipes'>): Promise<any> {
  const res = await caller.request('POST', '/api/recipes', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The writable fields of a detail, as the editor sends them back. */
export function inputOf(d: any, over: Record<string, unknown> = {}) {
  return {
    name: d.name,
    productType: d.productType,
    description: d.description,
    functionIds: d.functions.map((f: { id: number }) => f.id),
    visibility: d.visibility,
    lines: d.lines.map((l: any) => ({ ingredientId: l.ingredientId, percent: l.percent, phase: l.phase, note: l.note })),
    costing: d.costing,
    ...over,
  };
}
