import { sql } from 'drizzle-orm';
import type { QuoteMinimum } from '@formulab/shared/quotes/quotes.schema';
import type { RecipeData } from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../../db/client.ts';

export type PackagingFacts = { moq: number; capacityMl: number | null };
export type IngredientMoq = { inciName: string; moqKg: number };

/**
 * The minimum order quantity of a recipe (one revision's data) in a packaging item — the rule in
 * packages/shared/src/quotes/quotes.schema.ts: the packaging's MOQ, and for each ingredient the
 * quantity whose kilograms (quantity × fill ml × density ÷ 1000 × % ÷ 100) reach its `moq_kg`; the
 * fill is the recipe's own, else the packaging's capacity; unknown fill → the packaging MOQ alone.
 */
export function minimumQuantity(
  data: Pick<RecipeData, 'lines' | 'costing'>,
  packaging: PackagingFacts,
  ingredients: ReadonlyMap<string, IngredientMoq>,
): QuoteMinimum {
  const recipeFill = data.costing.fillMl !== null && data.costing.fillMl > 0 ? data.costing.fillMl : null;
  const packFill = packaging.capacityMl !== null && packaging.capacityMl > 0 ? packaging.capacityMl : null;
  const fillMl = recipeFill ?? packFill;
  let minQuantity = packaging.moq;
  let limiting: QuoteMinimum['limitingIngredient'] = null;
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
      const units = Math.ceil(ing.moqKg / kgPerUnit - 1e-9);
      if (!limiting || units > limiting.minQuantity) limiting = { inciName: ing.inciName, moqKg: ing.moqKg, minQuantity: units };
    }
    if (limiting && limiting.minQuantity > minQuantity) minQuantity = limiting.minQuantity;
    else if (limiting && limiting.minQuantity <= packaging.moq) limiting = null;
  }
  return {
    minQuantity,
    packagingMoq: packaging.moq,
    fillMl,
    fillSource: recipeFill !== null ? 'recipe' : packFill !== null ? 'packaging' : null,
    fillKnown: fillMl !== null,
    limitingIngredient: limiting,
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
