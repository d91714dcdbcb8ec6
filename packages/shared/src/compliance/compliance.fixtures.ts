/**
 * Builders for tests of the verdict (unit, property and substance tests): a market's facts, a rule
 * with every field at its "says nothing" value, so a test names only what it is about, a recipe line,
 * and the property tests' random rules. The web's tests, the end-to-end specs and the benches build
 * their rules on `blankRuleFields` too. Nothing in the app imports this file.
 */
import fc from 'fast-check';
import { PRODUCT_TYPE_SLUGS } from '../recipes/formulation.ts';
import { MARKETS, type ComplianceLine, type ComplianceRule, type MarketInfo } from './compliance.ts';
import type { ComplianceRuleData } from './compliance.schema.ts';

/** A market's facts; `allergens: false` for a market that asks for no declaration (China, the US). */
export const testMarket = (code: MarketInfo['code'], allergens = true): MarketInfo => ({
  code,
  nameKo: code,
  nameEn: code,
  language: 'en',
  authority: '',
  allergenLeaveOn: allergens ? 0.001 : null,
  allergenRinseOff: allergens ? 0.01 : null,
  allergenReference: '',
});

/** A rule's scope and wording with nothing in them: no CAS number, no cap, every use, no conditions, no warning. */
const noScopeNorWording = () => ({
  casNumbers: [],
  maxPercent: null,
  productTypes: [],
  exceptProductTypes: [],
  exposures: [],
  conditions: '',
  conditionsKo: '',
  warning: '',
  warningEn: '',
  labelAbove: null,
});

/**
 * Every field of a rule but its market, substance, kind, reference and start at its "says nothing"
 * value, the issue 22 ones spelled out as the server answers them (GET /api/compliance/rules) and as
 * staff's input takes them: a new object each time, so a test may change it.
 */
export const blankRuleFields = () =>
  ({
    ...noScopeNorWording(),
    sourceUrl: '',
    positiveScope: false,
    expressedAs: null,
    notWith: [],
    childrenUnder: null,
    sellOffUntil: null,
    verifiedOn: null,
    consolidatedVersion: '',
    form: 'any',
  }) satisfies Omit<ComplianceRuleData, 'market' | 'inciName' | 'kind' | 'reference' | 'effectiveFrom'>;

let made = 0;

/** A rule: market, substance and kind given, the rest empty or as given; ids r1, r2 … in order made. */
export function testRule(p: Partial<ComplianceRule> & Pick<ComplianceRule, 'market' | 'inciName' | 'kind'>): ComplianceRule {
  return {
    id: `r${++made}`,
    version: 1,
    ...noScopeNorWording(),
    reference: 'ref',
    effectiveFrom: '2020-01-01',
    ...p,
  };
}

/** A recipe line: an ingredient at `percent`, a mixture when it has `constituents`. */
export const testLine = (
  ingredientId: string,
  inciName: string,
  casNumber: string | null,
  percent: number,
  constituents?: ComplianceLine['constituents'],
): ComplianceLine => ({
  ingredientId,
  inciName,
  casNumber,
  percent,
  ...(constituents ? { constituents } : {}),
});

/** The fields of a random rule on one of `substances` (a property test adds the ones it is about). */
export const arbRuleFields = (substances: readonly string[]) => ({
  market: fc.constantFrom(...MARKETS),
  inciName: fc.constantFrom(...substances),
  kind: fc.constantFrom('prohibited', 'restricted', 'conditional', 'allergen' as const),
  maxPercent: fc.option(
    fc.integer({ min: 0, max: 50_000 }).map((u) => u / 10_000),
    { nil: null },
  ),
  productTypes: fc.subarray([...PRODUCT_TYPE_SLUGS], { maxLength: 3 }),
  exceptProductTypes: fc.subarray([...PRODUCT_TYPE_SLUGS], { maxLength: 2 }),
  exposures: fc.subarray(['leave-on', 'rinse-off', 'oral', 'spray', 'children'] as const, { maxLength: 2 }),
  warning: fc.constantFrom('', 'Warn'),
});

/** Up to 25 random rules, ids p0, p1 …; no cap where the kind has none, the warning in both languages. */
export const arbRulesOf = <R extends Partial<ComplianceRule> & Pick<ComplianceRule, 'market' | 'inciName' | 'kind' | 'warning'>>(
  arbRule: fc.Arbitrary<R>,
) =>
  fc.array(arbRule, { maxLength: 25 }).map((rs) =>
    rs.map((r, i) =>
      testRule({
        ...r,
        id: `p${i}`,
        maxPercent: r.kind === 'prohibited' || r.kind === 'allergen' ? null : r.maxPercent,
        warningEn: r.warning,
      }),
    ),
  );
