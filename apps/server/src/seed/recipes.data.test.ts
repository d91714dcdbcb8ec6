import { describe, expect, it } from 'vitest';
import { isProductType, usageOf, validateFormulation, type FormulationLine } from '@formulab/shared/recipes/formulation';
import { recipeInputSchema } from '@formulab/shared/recipes/recipes.schema';
import { complianceVerdict } from '@formulab/shared/compliance/compliance';
import { checkedMarkets } from '@formulab/shared/compliance/markets';
import { seoulDate } from '../modules/compliance/compliance.service.ts';
import { seedComposition, SEED_INDEX } from '../test/seed-rules.ts';
import { INGREDIENTS } from './catalogue/ingredients.data.ts';
import { SUB_MATERIALS } from './catalogue/sub-materials.data.ts';
import { FUNCTIONS } from './catalogue/taxonomy.data.ts';
import { DEMO_RECIPES, demoRevisionLines, demoTotal, revisionCount, type DemoRecipe } from './recipes.data.ts';

const byInci = new Map(INGREDIENTS.map((i) => [i.inci, i]));
const functionSlugs = new Set(FUNCTIONS.map((f) => f.slug));
const packagingCodes = new Set(SUB_MATERIALS.map((s) => s.code));

/** A revision's lines with the catalogue's facts, as the server checks them. */
function formulation(r: DemoRecipe, rev: number): FormulationLine[] {
  return demoRevisionLines(r, rev).map((l) => {
    const i = byInci.get(l.inci)!;
    return {
      ingredientId: i.inci,
      percent: l.percent,
      inciName: i.inci,
      nameKo: i.ko,
      nameEn: i.en,
      allergen: i.allergen,
      pricePerKg: i.pricePerKg,
    };
  });
}

/** The revision's verdict with the seeded rules and compositions, in the markets it is checked against. */
function verdictOf(r: DemoRecipe, rev: number) {
  const lines = demoRevisionLines(r, rev).map((l) => {
    const i = byInci.get(l.inci)!;
    const constituents = seedComposition(i.inci);
    return {
      ingredientId: i.inci,
      inciName: i.inci,
      casNumber: i.cas,
      percent: l.percent,
      ...(constituents ? { constituents } : {}),
    };
  });
  return complianceVerdict(
    { lines, productType: r.productType, markets: checkedMarkets(r.targetMarkets), asOf: seoulDate() },
    SEED_INDEX,
  );
}

/** Whether a revision is usable, as the server decides at its save: total and the verdict's failing lines. */
const check = (r: DemoRecipe, rev = revisionCount(r) - 1) =>
  validateFormulation(formulation(r, rev), usageOf(r.productType), verdictOf(r, rev));
const publicOnes = DEMO_RECIPES.filter((r) => r.visibility === 'public');
const own = DEMO_RECIPES.filter((r) => r.owner === 'customer');

describe('demo recipes', () => {
  it('a dozen public ones by the lab across product types, three private ones of the demo customer', () => {
    expect(publicOnes.length).toBe(12);
    expect(publicOnes.every((r) => r.owner === 'lab')).toBe(true);
    expect(new Set(publicOnes.map((r) => r.productType)).size).toBe(12);
    expect(own.length).toBe(3);
    expect(own.every((r) => r.visibility === 'private')).toBe(true);
    expect(new Set(DEMO_RECIPES.map((r) => r.name)).size).toBe(DEMO_RECIPES.length);
    expect(usageOf('shampoo')).toBe('rinse-off');
    expect(publicOnes.some((r) => usageOf(r.productType) === 'rinse-off')).toBe(true);
  });

  it.each(DEMO_RECIPES.map((r) => [r.name, r] as const))(
    '%s: catalogue ingredients, known slugs and codes, input the API accepts',
    (_n, r) => {
      expect(isProductType(r.productType)).toBe(true);
      for (const [inci] of r.lines) expect(byInci.has(inci), inci).toBe(true);
      for (const e of r.earlier ?? [])
        for (const inci of Object.keys(e.changes))
          expect(
            r.lines.some(([i]) => i === inci),
            inci,
          ).toBe(true);
      for (const f of r.functions) expect(functionSlugs.has(f), f).toBe(true);
      for (const p of r.costing?.packaging ?? []) expect(packagingCodes.has(p), p).toBe(true);
      expect(r.lines.filter(([, p]) => p === 'qs').length).toBeLessThanOrEqual(1);
      expect(new Set(r.lines.map(([i]) => i)).size).toBe(r.lines.length);
      for (let rev = 0; rev < revisionCount(r); rev++) {
        const lines = demoRevisionLines(r, rev);
        const parsed = recipeInputSchema.safeParse({
          name: r.name,
          productType: r.productType,
          description: r.description,
          visibility: r.visibility,
          lines: lines.map((l) => ({ ingredientId: crypto.randomUUID(), percent: l.percent, phase: l.phase, note: l.note })),
        });
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        for (const l of lines) expect(l.percent, l.inci).toBeGreaterThan(0);
      }
    },
  );

  it.each(publicOnes.map((r) => [r.name, r] as const))(
    '%s: every revision is exactly 100 % with no limit exceeded, within recommended use levels',
    (_n, r) => {
      for (let rev = 0; rev < revisionCount(r); rev++) {
        const v = check(r, rev);
        expect(v.total, `revision ${rev + 1}`).toBe(100);
        expect(v.violations, `revision ${rev + 1}`).toEqual([]);
        expect(v.valid).toBe(true);
        for (const l of demoRevisionLines(r, rev)) {
          const i = byInci.get(l.inci)!;
          if (i.useMax !== null)
            expect(l.percent, `${l.inci} at most its recommended ${i.useMax} %`).toBeLessThanOrEqual(i.useMax);
        }
      }
    },
  );

  it('the lab’s recipes read like real ones: phases on every line, notes, several with a history, some allergens to declare', () => {
    for (const r of publicOnes) {
      expect(r.lines.length, r.name).toBeGreaterThanOrEqual(10);
      expect(new Set(r.lines.map(([, , phase]) => phase)).size, r.name).toBeGreaterThanOrEqual(2);
      expect(
        r.lines.some(([, , , note]) => note),
        r.name,
      ).toBe(true);
      expect(r.description).toMatch(/[\uac00-\ud7a3]/);
      expect(r.description).toMatch(/\n[A-Z]/);
    }
    expect(publicOnes.filter((r) => revisionCount(r) >= 2).length).toBeGreaterThanOrEqual(4);
    expect(publicOnes.filter((r) => revisionCount(r) >= 3).length).toBeGreaterThanOrEqual(2);
    expect(publicOnes.filter((r) => check(r).allergens.length > 0).length).toBeGreaterThanOrEqual(4);
  });

  it('the demo customer has a valid recipe, a draft at 92 % and one with a preservative over its leave-on limit', () => {
    const [good, draft, over] = own as [DemoRecipe, DemoRecipe, DemoRecipe];
    expect(check(good)).toMatchObject({ total: 100, valid: true, violations: [] });
    expect(revisionCount(good)).toBe(3);
    expect(check(draft)).toMatchObject({ total: 92, totalValid: false, valid: false, violations: [] });
    expect(demoTotal(demoRevisionLines(draft, 0))).toBe(92);
    const v = check(over);
    expect(v).toMatchObject({ total: 100, totalValid: true, valid: false });
    // its markets, Korea (화장품 안전기준 별표 2) and the EU (Annex V/29): phenoxyethanol 1 %
    expect(over.targetMarkets).toEqual(['KR', 'EU']);
    expect(v.violations.map((x) => [x.inciName, x.limit, x.market])).toEqual([
      ['Phenoxyethanol', 1, 'KR'],
      ['Phenoxyethanol', 1, 'EU'],
    ]);
    // its first revision was fine: the history shows where it went wrong
    expect(check(over, 0).valid).toBe(true);
  });
});
