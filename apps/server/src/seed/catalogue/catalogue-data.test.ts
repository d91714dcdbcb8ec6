import { describe, expect, it } from 'vitest';
import { complianceVerdict } from '@formulab/shared/compliance/compliance';
import { seedComposition, SEED_INDEX } from '../../test/seed-rules.ts';
import { NAMES_ZH } from './ingredient-names-zh.data.ts';
import { INGREDIENTS } from './ingredients.data.ts';
import { MATERIALS } from './materials.data.ts';
import { SUB_MATERIALS } from './sub-materials.data.ts';
import {
  CATEGORIES,
  FUNCTIONS,
  SUB_FINISHES,
  SUB_MATERIALS as SUB_MATERIAL_KINDS,
  SUB_TYPES,
  type TermSeed,
} from './taxonomy.data.ts';

const HANGUL = /[\uac00-\ud7a3]/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** CAS registry number: the check digit is the sum of the other digits × their position from the right, mod 10. */
function casValid(cas: string): boolean {
  const m = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas);
  if (!m) return false;
  const digits = (m[1]! + m[2]!).split('').reverse();
  const sum = digits.reduce((acc, d, i) => acc + Number(d) * (i + 1), 0);
  return sum % 10 === Number(m[3]);
}

/** EC (EINECS/ELINCS/NLP) number NNN-NNN-R: R = (1·d1 + 2·d2 + … + 6·d6) mod 11 (10 is never issued). */
function ecValid(ec: string): boolean {
  const m = /^(\d{3})-(\d{3})-(\d)$/.exec(ec);
  if (!m) return false;
  const digits = (m[1]! + m[2]!).split('').map(Number);
  const sum = digits.reduce((acc, d, i) => acc + d * (i + 1), 0);
  return sum % 11 === Number(m[3]);
}

/** A numeric(12,4) column keeps four decimals. */
const fitsNumeric = (n: number) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6;
const parts = (v: string) => v.split(' / ');
const slugs = (list: TermSeed[]) => new Set(list.map((t) => t.slug));

describe('taxonomies', () => {
  it.each([
    ['CATEGORIES', CATEGORIES],
    ['FUNCTIONS', FUNCTIONS],
    ['SUB_TYPES', SUB_TYPES],
    ['SUB_MATERIALS', SUB_MATERIAL_KINDS],
    ['SUB_FINISHES', SUB_FINISHES],
  ] as const)('%s has unique, well-formed slugs and bilingual labels', (_name, list) => {
    expect(list.length).toBeGreaterThan(5);
    expect(new Set(list.map((t) => t.slug)).size).toBe(list.length);
    for (const t of list) {
      expect(t.slug, t.slug).toMatch(SLUG);
      expect(t.slug.length).toBeLessThanOrEqual(40);
      expect(t.ko.trim().length, t.slug).toBeGreaterThan(0);
      expect(t.en.trim().length, t.slug).toBeGreaterThan(0);
      expect(t.ko.length).toBeLessThanOrEqual(60);
      expect(t.en.length).toBeLessThanOrEqual(60);
    }
  });

  it('has about 18–26 categories and 22–28 functions', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(18);
    expect(CATEGORIES.length).toBeLessThanOrEqual(26);
    expect(FUNCTIONS.length).toBeGreaterThanOrEqual(22);
    expect(FUNCTIONS.length).toBeLessThanOrEqual(28);
  });

  it('Korean labels of categories and functions contain Hangul', () => {
    for (const t of [...CATEGORIES, ...FUNCTIONS, ...SUB_TYPES]) expect(t.ko, t.slug).toMatch(HANGUL);
  });
});

describe('ingredients', () => {
  const categories = slugs(CATEGORIES);
  const functions = slugs(FUNCTIONS);

  it('has at least 160 ingredients with unique INCI names (case-insensitive)', () => {
    expect(INGREDIENTS.length).toBeGreaterThanOrEqual(160);
    const seen = new Map<string, number>();
    for (const i of INGREDIENTS) seen.set(i.inci.toLowerCase(), (seen.get(i.inci.toLowerCase()) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([k]) => k)).toEqual([]);
  });

  it('every CAS number (each part) has the CAS format and a correct check digit', () => {
    const bad = INGREDIENTS.filter((i) => i.cas !== null && !parts(i.cas).every(casValid)).map((i) => `${i.inci}: ${i.cas}`);
    expect(bad).toEqual([]);
  });

  it('every EC number (each part) has the NNN-NNN-N format and a correct check digit', () => {
    const bad = INGREDIENTS.filter((i) => i.ec !== null && !parts(i.ec).every(ecValid)).map((i) => `${i.inci}: ${i.ec}`);
    expect(bad).toEqual([]);
  });

  it('an EC number is only given together with a CAS number', () => {
    expect(INGREDIENTS.filter((i) => i.ec !== null && i.cas === null).map((i) => i.inci)).toEqual([]);
  });

  it('references only known categories and 1–4 known functions', () => {
    for (const i of INGREDIENTS) {
      expect(categories.has(i.category), `${i.inci}: category ${i.category}`).toBe(true);
      expect(i.functions.length, i.inci).toBeGreaterThanOrEqual(1);
      expect(i.functions.length, i.inci).toBeLessThanOrEqual(4);
      expect(new Set(i.functions).size, i.inci).toBe(i.functions.length);
      for (const f of i.functions) expect(functions.has(f), `${i.inci}: function ${f}`).toBe(true);
    }
  });

  it('uses every category and every function at least once', () => {
    const usedCategories = new Set(INGREDIENTS.map((i) => i.category));
    const usedFunctions = new Set(INGREDIENTS.flatMap((i) => i.functions));
    expect(CATEGORIES.filter((c) => !usedCategories.has(c.slug)).map((c) => c.slug)).toEqual([]);
    expect(FUNCTIONS.filter((f) => !usedFunctions.has(f.slug)).map((f) => f.slug)).toEqual([]);
  });

  it('has sensible use ranges (4 decimals at most, min ≤ max) and short notes', () => {
    for (const i of INGREDIENTS) {
      for (const v of [i.useMin, i.useMax]) {
        if (v === null) continue;
        expect(v, i.inci).toBeGreaterThanOrEqual(0);
        expect(v, i.inci).toBeLessThanOrEqual(100);
        expect(fitsNumeric(v), `${i.inci}: ${v} has more than 4 decimals`).toBe(true);
      }
      if (i.useMin !== null && i.useMax !== null) expect(i.useMin, i.inci).toBeLessThanOrEqual(i.useMax);
      if (i.limitNote !== null) expect(i.limitNote.length, i.inci).toBeLessThanOrEqual(200);
      // the catalogue keeps no limits of its own (issue 22 item 8): the rules are the only ones
      expect(
        Object.keys(i).filter((k) => /^max/.test(k)),
        i.inci,
      ).toEqual([]);
    }
  });

  it('recommends no use level that Korea, the home market, refuses in both a cream and a shampoo', () => {
    // the rules say where a level is legal; a recommended maximum no product may carry would be a lie
    const refused = INGREDIENTS.filter((i) => i.useMax !== null).filter((i) =>
      (['cream', 'shampoo'] as const).every((productType) => {
        const constituents = seedComposition(i.inci);
        const line = {
          ingredientId: i.inci,
          inciName: i.inci,
          casNumber: i.cas,
          percent: i.useMax!,
          ...(constituents ? { constituents } : {}),
        };
        const v = complianceVerdict({ lines: [line], productType, markets: ['KR'], asOf: '2026-11-28' }, SEED_INDEX);
        return v.status === 'fail';
      }),
    );
    expect(refused.map((i) => `${i.inci} ${i.useMax} %`)).toEqual([]);
  });

  it('flags the declarable fragrance allergens', () => {
    const allergens = new Set(INGREDIENTS.filter((i) => i.allergen).map((i) => i.inci));
    for (const name of [
      'Limonene',
      'Linalool',
      'Citral',
      'Geraniol',
      'Citronellol',
      'Eugenol',
      'Coumarin',
      'Benzyl Alcohol',
      'Benzyl Salicylate',
      'Benzyl Benzoate',
      'Hexyl Cinnamal',
      'Farnesol',
      'Cinnamal',
      'Isoeugenol',
      'Amyl Cinnamal',
      'Alpha-Isomethyl Ionone',
    ]) {
      expect(allergens.has(name), name).toBe(true);
    }
    expect(allergens.has('Parfum')).toBe(false);
  });

  it('has the Chinese standard name of the IECIC list, where the list names the INCI once', () => {
    for (const i of INGREDIENTS) expect(i.zh, i.inci).toBe(NAMES_ZH[i.inci]?.zh ?? null);
    const known = new Set(INGREDIENTS.map((i) => i.inci));
    for (const inci of Object.keys(NAMES_ZH)) expect(known.has(inci), `${inci} is in ingredient-names-zh.csv only`).toBe(true);
  });

  it('has positive integer prices, positive MOQs, bilingual names and descriptions', () => {
    for (const i of INGREDIENTS) {
      expect(Number.isInteger(i.pricePerKg) && i.pricePerKg > 0, `${i.inci}: price ${i.pricePerKg}`).toBe(true);
      expect(i.moqKg, i.inci).toBeGreaterThan(0);
      expect(fitsNumeric(i.moqKg), i.inci).toBe(true);
      expect(i.ko, i.inci).toMatch(HANGUL);
      expect(i.descKo, i.inci).toMatch(HANGUL);
      expect(i.en.trim().length, i.inci).toBeGreaterThan(0);
      expect(i.descEn.trim().length, i.inci).toBeGreaterThan(0);
      expect(i.inci.length, i.inci).toBeLessThanOrEqual(200);
      expect(i.ko.length, i.inci).toBeLessThanOrEqual(120);
      expect(i.en.length, i.inci).toBeLessThanOrEqual(120);
      expect(i.inci, i.inci).toBe(i.inci.trim());
    }
  });
});

describe('sub-materials', () => {
  const types = slugs(SUB_TYPES);
  const kinds = slugs(SUB_MATERIAL_KINDS);
  const finishes = slugs(SUB_FINISHES);

  it('has at least 45 items with unique, well-formed codes', () => {
    expect(SUB_MATERIALS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(SUB_MATERIALS.map((s) => s.code)).size).toBe(SUB_MATERIALS.length);
    for (const s of SUB_MATERIALS) {
      expect(s.code).toMatch(/^[A-Z0-9][A-Z0-9-]*$/);
      expect(s.code.length).toBeLessThanOrEqual(40);
    }
  });

  it('references only known types, materials and finishes', () => {
    for (const s of SUB_MATERIALS) {
      expect(types.has(s.type), `${s.code}: type ${s.type}`).toBe(true);
      expect(kinds.has(s.material), `${s.code}: material ${s.material}`).toBe(true);
      for (const f of s.finishes) expect(finishes.has(f), `${s.code}: finish ${f}`).toBe(true);
      for (const c of s.compatible) expect(types.has(c), `${s.code}: compatible ${c}`).toBe(true);
      expect(s.compatible.includes(s.type), `${s.code} lists its own type as compatible`).toBe(false);
    }
  });

  it('uses every type at least once', () => {
    const used = new Set(SUB_MATERIALS.map((s) => s.type));
    expect(SUB_TYPES.filter((t) => !used.has(t.slug)).map((t) => t.slug)).toEqual([]);
  });

  it('has price tiers that start at the MOQ, ascend and never get dearer', () => {
    for (const s of SUB_MATERIALS) {
      expect(Number.isInteger(s.moq) && s.moq > 0, s.code).toBe(true);
      expect(s.priceTiers.length, s.code).toBeGreaterThanOrEqual(1);
      expect(s.priceTiers.length, s.code).toBeLessThanOrEqual(10);
      expect(s.priceTiers[0]!.minQty, s.code).toBe(s.moq);
      s.priceTiers.forEach((t, i) => {
        expect(Number.isInteger(t.minQty) && t.minQty > 0, s.code).toBe(true);
        expect(Number.isInteger(t.unitPrice) && t.unitPrice > 0, `${s.code}: unit price ${t.unitPrice}`).toBe(true);
        if (i > 0) {
          const prev = s.priceTiers[i - 1]!;
          expect(t.minQty, s.code).toBeGreaterThan(prev.minQty);
          expect(t.unitPrice, s.code).toBeLessThanOrEqual(prev.unitPrice);
        }
      });
    }
  });

  it('has plausible capacities, lead times, colours and bilingual text', () => {
    for (const s of SUB_MATERIALS) {
      if (s.capacityMl !== null) {
        expect(s.capacityMl, s.code).toBeGreaterThan(0);
        expect(s.capacityMl, s.code).toBeLessThanOrEqual(5000);
      }
      expect(Number.isInteger(s.leadTimeDays) && s.leadTimeDays > 0 && s.leadTimeDays <= 365, s.code).toBe(true);
      expect(s.colours.length, s.code).toBeLessThanOrEqual(20);
      for (const c of s.colours) {
        expect(c.ko, s.code).toMatch(HANGUL);
        expect(c.en.trim().length, s.code).toBeGreaterThan(0);
        expect(c.ko.length + c.en.length, s.code).toBeLessThanOrEqual(80);
      }
      expect(s.finishes.length, s.code).toBeLessThanOrEqual(12);
      expect(s.ko, s.code).toMatch(HANGUL);
      expect(s.descKo, s.code).toMatch(HANGUL);
      expect(s.en.trim().length, s.code).toBeGreaterThan(0);
      expect(s.descEn.trim().length, s.code).toBeGreaterThan(0);
    }
  });
});

describe('materials', () => {
  const incis = new Set(INGREDIENTS.map((i) => i.inci));

  it('are behind existing ingredients, with positive costs and well-formed lots', () => {
    expect(MATERIALS.length).toBeGreaterThanOrEqual(40);
    for (const m of MATERIALS) {
      expect(incis.has(m.inci), `material ${m.tradeName}: unknown INCI ${m.inci}`).toBe(true);
      expect(m.tradeName.trim().length).toBeGreaterThan(0);
      expect(m.supplier.trim().length).toBeGreaterThan(0);
      expect(Number.isInteger(m.unitCostPerKg) && m.unitCostPerKg > 0, m.tradeName).toBe(true);
      expect(m.stockKg, m.tradeName).toBeGreaterThanOrEqual(0);
      expect(m.reorderLevelKg, m.tradeName).toBeGreaterThan(0);
      expect(m.lots.length, m.tradeName).toBeLessThanOrEqual(50);
      for (const l of m.lots) {
        expect(l.lot.length, m.tradeName).toBeLessThanOrEqual(40);
        expect(l.qtyKg, m.tradeName).toBeGreaterThan(0);
        expect(l.expiresOn, m.tradeName).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(`${l.expiresOn}T00:00:00Z`)), `${m.tradeName}: ${l.expiresOn}`).toBe(false);
      }
    }
  });

  it('have stock that equals the sum of their lots', () => {
    for (const m of MATERIALS) {
      const sum = m.lots.reduce((acc, l) => acc + l.qtyKg, 0);
      expect(Math.abs(sum - m.stockKg), m.tradeName).toBeLessThan(1e-6);
    }
  });

  it('have unique lot numbers and several items below their reorder level', () => {
    const lots = MATERIALS.flatMap((m) => m.lots.map((l) => l.lot));
    expect(new Set(lots).size).toBe(lots.length);
    const low = MATERIALS.filter((m) => m.stockKg < m.reorderLevelKg);
    expect(low.length).toBeGreaterThanOrEqual(3);
    expect(low.length).toBeLessThan(MATERIALS.length / 2);
  });
});
