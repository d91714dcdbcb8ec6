import { complianceVerdict, type ComplianceVerdict, type Market, type RuleSet } from '@formulab/shared/compliance/compliance';
import type { RuleSetResponse } from '@formulab/shared/compliance/compliance.schema';
import type { ProductType } from '@formulab/shared/recipes/formulation';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { checkedMarkets } from '@formulab/shared/compliance/markets';
import type { RecipeDetail } from '@formulab/shared/recipes/recipes.schema';
import { complianceRulesQuery } from './public-api.ts';
import type { EditorLine } from './editor-state.ts';
import { seoulToday } from '@formulab/shared/dates';

export { seoulToday };

/**
 * The live verdict per target market, with the shared function the server stores at each save (never
 * re-implemented here). The rule set is indexed once (memoised on its object), so a keystroke costs
 * one pass over the lines. Null until the rules have arrived or while no market is chosen.
 */
export function computeCompliance(
  lines: readonly Pick<EditorLine, 'ingredient' | 'percent'>[],
  productType: ProductType | null,
  forChildren: boolean,
  markets: readonly Market[],
  /** the rule set as GET /api/compliance/rules sends it, with every catalogue mixture's composition */
  rules: (RuleSet & { compositions?: RuleSetResponse['compositions'] }) | undefined,
  asOf = seoulToday(),
  /** the youngest age a children's product is for (null: not stated, judged as for the youngest) */
  childrenAge: number | null = null,
): ComplianceVerdict | null {
  if (!rules || markets.length === 0) return null;
  return complianceVerdict(
    {
      lines: lines.map((l) => {
        // issue 22: a mixture is judged by its substances, as on the server (same array each keystroke: memoised)
        const constituents = rules.compositions?.[l.ingredient.id];
        return {
          ingredientId: l.ingredient.id,
          inciName: l.ingredient.inciName,
          casNumber: l.ingredient.casNumber,
          // a % that is not a number yet counts as 0, as in the live panel
          percent: Number.isFinite(l.percent) ? l.percent : 0,
          ...(constituents?.length ? { constituents } : {}),
          ...(l.ingredient.nano ? { nano: true } : {}),
        };
      }),
      productType,
      forChildren,
      childrenAge: forChildren ? childrenAge : null,
      markets,
      asOf,
    },
    rules,
  );
}

/**
 * The verdict of a saved recipe (a printed sheet, a public recipe, staff's view of one) in the markets it
 * is checked against — its target markets, or the home market — with the public rule set; null until
 * the rules have arrived. The rules are the only limits (issue 22 item 8): these screens mark the lines
 * it fails, as the editor does.
 */
export function useSavedRecipeVerdict(
  recipe: Pick<RecipeDetail, 'lines' | 'productType' | 'targetMarkets' | 'forChildren' | 'childrenAge'>,
): ComplianceVerdict | null {
  const rules = useQuery(complianceRulesQuery);
  const { lines, productType, targetMarkets, forChildren, childrenAge } = recipe;
  return useMemo(
    () =>
      computeCompliance(
        lines,
        productType,
        forChildren,
        checkedMarkets(targetMarkets),
        rules.data,
        undefined,
        childrenAge ?? null,
      ),
    [lines, productType, targetMarkets, forChildren, childrenAge, rules.data],
  );
}
