import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { casNumberSchema, complianceRuleInputSchema } from './compliance.schema.ts';
import { FAMILY_KEYS, SUBSTANCE_FAMILIES, isFamilyKey, pubchemUrl } from './families.ts';

/** IUPAC standard atomic weights (conventional values, CIAAW 2021), the basis of PubChem's molecular weights. */
const ATOMIC: Record<string, number> = {
  C: 12.011,
  H: 1.008,
  O: 15.999,
  N: 14.007,
  Na: 22.99,
  K: 39.098,
  Ca: 40.078,
  Mg: 24.305,
  S: 32.06,
  Cl: 35.45,
};
function weightOf(formula: string): number {
  let sum = 0;
  for (const [, el, n] of formula.matchAll(/([A-Z][a-z]?)(\d*)/g)) {
    expect(ATOMIC[el!], `element ${el} of ${formula}`).toBeDefined();
    sum += ATOMIC[el!]! * (n ? Number(n) : 1);
  }
  return sum;
}

// the conversion families (a mixture family adds its members as they are: tested on its own below)
const allMembers = Object.values(SUBSTANCE_FAMILIES)
  .filter((f) => !f.requires)
  .flatMap((f) => f.members.map((m) => ({ family: f, m })));

describe('substance families', () => {
  it('has the families the legal entries need', () => {
    for (const key of [
      'benzoic-acid',
      'sorbic-acid',
      'salicylic-acid',
      'propionic-acid',
      'dehydroacetic-acid',
      'formic-acid',
      'retinol',
      'parabens',
      'parabens-methyl-ethyl',
      'parabens-propyl-butyl',
    ])
      expect(isFamilyKey(key), key).toBe(true);
    expect(isFamilyKey('toString')).toBe(false);
    expect(FAMILY_KEYS.length).toBe(Object.keys(SUBSTANCE_FAMILIES).length);
  });

  it('every molecular weight agrees with its formula (PubChem rounds to 2 or 1 decimals) and every CAS has a right check digit', () => {
    for (const { m } of allMembers) {
      expect(Math.abs(weightOf(m.formula) - m.molecularWeight), `${m.inciName} ${m.formula}`).toBeLessThan(0.06);
      expect(casNumberSchema.safeParse(m.casNumber).success, `${m.inciName} ${m.casNumber}`).toBe(true);
      expect(pubchemUrl(m.casNumber)).toBe(`https://pubchem.ncbi.nlm.nih.gov/compound/${m.casNumber}`);
    }
  });

  it('a mixture family adds its members as they are and names the members that make it apply (MCI/MI)', () => {
    const f = SUBSTANCE_FAMILIES['mci-mi']!;
    expect(f.members.map((m) => [m.casNumber, m.factor])).toEqual([
      ['55965-84-9', 1],
      ['26172-55-4', 1],
      ['2682-20-4', 1],
    ]);
    expect(f.requires!.map((m) => m.inciName)).toEqual([
      'Methylchloroisothiazolinone (and) Methylisothiazolinone',
      'Methylchloroisothiazolinone',
    ]);
    for (const m of f.members.slice(1)) {
      expect(Math.abs(weightOf(m.formula) - m.molecularWeight), m.inciName).toBeLessThan(0.06);
      expect(casNumberSchema.safeParse(m.casNumber).success, m.casNumber).toBe(true);
    }
    expect(casNumberSchema.safeParse(f.parent.casNumber).success).toBe(true);
    for (const g of Object.values(SUBSTANCE_FAMILIES)) if (g.key !== 'mci-mi') expect(g.requires).toBeNull();
  });

  it('the factor is computed from the weights: parent 1, salts and esters below 1 (two acid ions for Ca / Mg salts)', () => {
    for (const { family, m } of allMembers) {
      expect(m.factor).toBeCloseTo(((m.parentPerMember ?? 1) * family.parent.molecularWeight) / m.molecularWeight, 12);
      if (m.casNumber === family.parent.casNumber) expect(m.factor).toBe(1);
      else expect(m.factor).toBeLessThan(1);
    }
    const benzoate = SUBSTANCE_FAMILIES['benzoic-acid']!.members.find((m) => m.inciName === 'Sodium Benzoate')!;
    expect(benzoate.factor).toBeCloseTo(122.12 / 144.1, 12);
    expect(0.5 * benzoate.factor).toBeCloseTo(0.4237, 4);
    const palmitate = SUBSTANCE_FAMILIES.retinol!.members.find((m) => m.inciName === 'Retinyl Palmitate')!;
    expect(palmitate.factor).toBeCloseTo(286.5 / 524.9, 12);
  });

  it('no member is listed twice in a family; the sub-families of parabens are parts of the whole', () => {
    for (const f of Object.values(SUBSTANCE_FAMILIES)) {
      expect(new Set(f.members.map((m) => m.casNumber)).size).toBe(f.members.length);
      expect(f.members[0]).toBe(f.parent);
    }
    const all = new Set(SUBSTANCE_FAMILIES.parabens!.members.map((m) => m.casNumber));
    for (const k of ['parabens-methyl-ethyl', 'parabens-propyl-butyl'])
      for (const m of SUBSTANCE_FAMILIES[k]!.members) expect(all.has(m.casNumber)).toBe(true);
    expect(SUBSTANCE_FAMILIES['parabens-propyl-butyl']!.members.some((m) => m.inciName === 'Methylparaben')).toBe(false);
  });

  it('conversion round-trips: member % → parent % → member %', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allMembers), fc.double({ min: 0, max: 100, noNaN: true }), ({ m }, x) => {
        const parent = x * m.factor;
        expect(parent).toBeLessThanOrEqual(x + 1e-12);
        expect(Math.abs(parent / m.factor - x)).toBeLessThanOrEqual(1e-12 * Math.max(1, x));
      }),
      { numRuns: 500 },
    );
  });

  it('a rule may be expressed only as a known family', () => {
    const base = {
      market: 'EU',
      inciName: 'Benzoic Acid',
      kind: 'restricted',
      maxPercent: 0.5,
      reference: 'x',
      effectiveFrom: '2020-01-01',
    };
    expect(complianceRuleInputSchema.parse({ ...base, expressedAs: 'benzoic-acid' }).expressedAs).toBe('benzoic-acid');
    const bad = complianceRuleInputSchema.safeParse({ ...base, expressedAs: 'benzoic' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['expressedAs', 'errors.invalidValue']]);
  });
});
