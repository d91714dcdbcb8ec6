/**
 * The rule set the seed ships (compliance-rules.csv), indexed, and the demo catalogue's compositions —
 * for tests that judge seed data with the shared verdict without a database (the golden suite, the
 * demo recipes). Nothing in the app imports this file.
 */
import { complianceRuleInputSchema } from '@formulab/shared/compliance/compliance.schema';
import {
  MARKETS,
  indexRules,
  type ComplianceRule,
  type Constituent,
  type MarketInfo,
  type RuleIndex,
} from '@formulab/shared/compliance/compliance';
import { COMPLIANCE_RULES } from '../seed/compliance.data.ts';
import { COMPOSITIONS } from '../seed/catalogue/compositions.data.ts';

export const SEED_RULES: ComplianceRule[] = COMPLIANCE_RULES.map((r, i) => ({
  ...complianceRuleInputSchema.parse(r),
  id: `rule-${i}`,
  version: 1,
}));

/** the markets as migration 0023 seeds them (allergen thresholds: KR, EU, ASEAN 0.001 % / 0.01 %) */
export const SEED_MARKETS: MarketInfo[] = MARKETS.map((code) => ({
  code,
  nameKo: code,
  nameEn: code,
  language: 'en',
  authority: '',
  allergenLeaveOn: code === 'CN' || code === 'US' ? null : 0.001,
  allergenRinseOff: code === 'CN' || code === 'US' ? null : 0.01,
  allergenReference: '',
}));

export const SEED_INDEX: RuleIndex = indexRules({ markets: SEED_MARKETS, rules: SEED_RULES });

/** The seeded composition of a catalogue mixture by its INCI name (undefined: not a mixture). */
export function seedComposition(inci: string): Constituent[] | undefined {
  return COMPOSITIONS.find((c) => c.inci.toLowerCase() === inci.toLowerCase())?.constituents.map((k) => ({
    inciName: k.inciName,
    casNumber: k.casNumber,
    percent: k.percent,
    maxPercent: k.maxPercent ?? null,
  }));
}
