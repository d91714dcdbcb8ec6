import { sql } from 'drizzle-orm';
import type { QuoteMinimum } from '@formulab/shared/quotes/quotes.schema';
import type { RecipeData } from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../../db/client.ts';

export type PackagingFacts = { moq: number; capacityMl: number | null };
export type IngredientMoq = { inciName: string; moqKg: number };

/** at most this many raw materials are listed with a minimum (the largest shortfalls first) */
const RAW_MATERIALS_LISTED = 5;

/**
 * The minimum order quantity of a recipe (one revision's data) in a packaging item — the rule in
 * packages/shared/src/quotes/quotes.schema.ts and decision 0012: the packaging's MOQ. Each
 * ingredient's `moq_kg` is the supplier's minimum purchase: the raw materials this order would not
 * use up at that quantity (quantity × fill ml × density ÷ 1000 × % ÷ 100 < moq_kg) are listed, with
 * the quantity that would, so the customer knows and staff may price what is left over. The fill is
 * the recipe's own, else the packaging's capacity; unknown fill → no list.
 */
export function minimumQuantity(
  data: Pick<RecipeData, 'lines' | 'costing'>,
  packaging: PackagingFacts,
  ingredients: ReadonlyMap<string, IngredientMoq>,
): QuoteMinimum {
  const recipeFill = data.costing.fillMl !== null && data.costing.fillMl > 0 ? data.costing.fillMl : null;
  const packFill = packaging.capacityMl !== null && packaging.capacityMl > 0 ? packaging.capacityMl : null;
  const fillMl = recipeFill ?? packFill;
  const minQuantity = packaging.moq;
  const rawMaterials: QuoteMinimum['rawMaterials'] = [];
  if (fillMl !== null) {
    const gramsPerUnit = fillMl * (data.costing.density || 1);
    // the same ingredient on two lines counts once, with its percentages added
    const percent = new Map<string, number>();
    for (const l of data.lines) percent.set(l.ingredientId, (percent.get(l.ingredientId) ?? 0) + l.percent);
    for (const [id, pct] of percent) {
      const ing = ingredients.get(id);
      if (!ing || pct <= 0 || ing.moqKg <= 0) continue;
      const kgPerUnit = (gramsPerUnit / 1000) * (pct / 100);
      // a tiny epsilon so that 20 kg ÷ 0.04 kg is 500, not 500.00000000001 → 501
      const usedUpAt = Math.ceil(ing.moqKg / kgPerUnit - 1e-9);
      if (usedUpAt > minQuantity) rawMaterials.push({ inciName: ing.inciName, moqKg: ing.moqKg, usedUpAt });
    }
    rawMaterials.sort((a, b) => b.usedUpAt - a.usedUpAt || a.inciName.localeCompare(b.inciName));
  }
  return {
    minQuantity,
    packagingMoq: packaging.moq,
    fillMl,
    fillSource: recipeFill !== null ? 'recipe' : packFill !== null ? 'packaging' : null,
    fillKnown: fillMl !== null,
    rawMaterials: rawMaterials.slice(0, RAW_MATERIALS_LISTED),
  };
}

/** The `moq_kg` of each ingredient of the lines, in one statement. */
export async function loadIngredientMoqs(db: Db, ids: readonly string[]): Promise<Map<string, IngredientMoq>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const { rows } = await db.execute<{ id: string; inci_name: string; moq_kg: string | number }>(
    sql`select id, inci_name, moq_kg from ingredients where id = any(${sql.param(unique)}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, { inciName: r.inci_name, moqKg: Number(r.moq_kg) }]));
}
