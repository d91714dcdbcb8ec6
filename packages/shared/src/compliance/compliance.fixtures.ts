/**
 * Builders for tests of the verdict (unit, property and substance tests): a market's facts and a rule
 * with every field at its "says nothing" value, so a test names only what it is about. Nothing in
 * the app imports this file.
 */
import type { ComplianceRule, MarketInfo } from './compliance.ts';

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

let made = 0;

/** A rule: market, substance and kind given, the rest empty or as given; ids r1, r2 … in order made. */
export function testRule(p: Partial<ComplianceRule> & Pick<ComplianceRule, 'market' | 'inciName' | 'kind'>): ComplianceRule {
  return {
    id: `r${++made}`,
    version: 1,
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
    reference: 'ref',
    effectiveFrom: '2020-01-01',
    ...p,
  };
}
