import {
  costPerUnit,
  inciList,
  percentToUnits,
  rawMaterialCostPerKg,
  unitsToPercent,
  usageOf,
  validateFormulation,
  type CostPerUnit,
  type FormulationLine,
  type FormulationValidation,
  type InciList,
  type LimitViolation,
  type ProductType,
  type Usage,
  type VerdictFindings,
} from '@formulab/shared/recipes/formulation';
import type { Market } from '@formulab/shared/compliance/markets';
import type { RecipeCosting } from '@formulab/shared/recipes/recipes.schema';
import type { EditorLine } from './editor-state.ts';

/**
 * Everything the live panel shows, computed in one pass over the lines with the shared formulation
 * logic (never re-implemented here). Pure, so the editor runs it in one `useMemo` over a deferred
 * copy of the lines and the benchmark can time it directly.
 */
export type LiveResult = FormulationValidation & {
  usage: Usage;
  inci: InciList;
  costPerKg: number;
  /** null until a fill volume is given */
  perUnit: CostPerUnit | null;
  /** 'complete' within ±0.001 %, else how far from 100 % */
  status: { kind: 'complete' } | { kind: 'missing'; amount: number } | { kind: 'over'; amount: number } | { kind: 'empty' };
  /** line key → the first violation of the line (for the row highlight): the markets' rules are the limits */
  overLimit: Map<string, LimitViolation>;
  /** no verdict yet (the rules are still on their way): the recipe is not called usable meanwhile */
  checking: boolean;
  /** the markets the verdict judged (the target markets, or the home market) */
  judgedIn: Market[];
  /** the key of each violation's line, in the order of `violations` */
  violationKeys: string[];
  /** the key of each declarable allergen's first line, in the order of `allergens` */
  allergenKeys: string[];
  /** lines whose % is not a number (they count as 0 meanwhile) */
  invalidKeys: Set<string>;
};

/** The lines as the formulation logic wants them (a % that is not a number yet counts as 0). */
export function formulationLines(lines: readonly EditorLine[]): FormulationLine[] {
  return lines.map((l) => ({
    ingredientId: l.ingredient.id,
    percent: Number.isFinite(l.percent) ? l.percent : 0,
    inciName: l.ingredient.inciName,
    nameKo: l.ingredient.nameKo,
    nameEn: l.ingredient.nameEn,
    allergen: l.ingredient.allergen,
    pricePerKg: l.ingredient.pricePerKg,
    phase: l.phase,
  }));
}

export function computeLive(
  lines: readonly EditorLine[],
  productType: ProductType | null,
  costing: Pick<RecipeCosting, 'fillMl' | 'density'>,
  packagingUnitPrices: readonly number[],
  /** the compliance verdict in the markets the recipe is checked against (null: not computed yet) */
  verdict: VerdictFindings | null = null,
): LiveResult {
  // without a product type the leave-on allergen threshold applies (usageOf does the same for unknown types)
  const usage: Usage = productType ? usageOf(productType) : 'leave-on';
  const fl = formulationLines(lines);
  const v = validateFormulation(fl, usage, verdict);
  const inci = inciList(fl);
  const costPerKg = rawMaterialCostPerKg(fl);
  const perUnit =
    costing.fillMl && costing.fillMl > 0
      ? costPerUnit({
          lines: fl,
          fillMl: costing.fillMl,
          densityGPerMl: costing.density || 1,
          packaging: { unitPrices: packagingUnitPrices },
        })
      : null;
  const overLimit = new Map<string, LimitViolation>();
  for (const x of v.violations) {
    const key = lines[x.index]!.key;
    if (!overLimit.has(key)) overLimit.set(key, x);
  }
  const violationKeys = v.violations.map((x) => lines[x.index]!.key);
  const allergenKeys = v.allergens.map((a) => lines[a.indexes[0]!]!.key);
  const invalidKeys = new Set<string>();
  for (const l of lines) if (!Number.isFinite(l.percent)) invalidKeys.add(l.key);

  const diffUnits = percentToUnits(v.total) - 100 * 10_000;
  const status: LiveResult['status'] =
    lines.length === 0
      ? { kind: 'empty' }
      : v.totalValid
        ? { kind: 'complete' }
        : diffUnits < 0
          ? { kind: 'missing', amount: unitsToPercent(-diffUnits) }
          : { kind: 'over', amount: unitsToPercent(diffUnits) };
  // a product type must be chosen before a recipe can be valid for samples, and its verdict be known
  const checking = verdict === null;
  const valid = v.valid && !!productType && invalidKeys.size === 0 && !checking;
  const judgedIn = verdict?.markets.map((m) => m.market) ?? [];
  return {
    ...v,
    valid,
    usage,
    inci,
    costPerKg,
    perUnit,
    status,
    overLimit,
    checking,
    judgedIn,
    violationKeys,
    allergenKeys,
    invalidKeys,
  };
}
