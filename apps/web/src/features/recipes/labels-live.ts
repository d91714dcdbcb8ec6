import type { ComplianceVerdict, Market } from '@formulab/shared/compliance/compliance';
import type { RuleSetResponse } from '@formulab/shared/compliance/compliance.schema';
import { marketLabel, type MarketLabel } from '@formulab/shared/compliance/labels';
import type { EditorLine } from './editor-state.ts';

/**
 * The label ingredient list of each target market (issue 22 item 7), with the shared function the
 * product information file uses (never re-implemented here). The allergens each list names are the
 * market's verdict's (computed on substances, so constituents of compositions count); until the rules
 * have arrived a list names none. Empty while no market is chosen: the generic INCI list stands then.
 */
export function computeLabels(
  lines: readonly EditorLine[],
  markets: readonly Market[],
  verdict: ComplianceVerdict | null,
  /** the rule set's names of constituents (an allergen from a fragrance named in Korean or Chinese) */
  substanceNames: RuleSetResponse['substanceNames'] = {},
): MarketLabel[] {
  if (!markets.length) return [];
  const labelLines = lines.map((l) => ({
    ingredientId: l.ingredient.id,
    inciName: l.ingredient.inciName,
    nameKo: l.ingredient.nameKo,
    nameZh: l.ingredient.nameZh ?? null,
    nano: l.ingredient.nano ?? false,
    // a % that is not a number yet counts as 0, as in the live panel
    percent: Number.isFinite(l.percent) ? l.percent : 0,
  }));
  return markets.map((market) =>
    marketLabel({
      market,
      lines: labelLines,
      allergens: verdict?.markets.find((m) => m.market === market)?.allergens ?? [],
      namesOf: (inci) => substanceNames[inci.toLowerCase()],
    }),
  );
}
