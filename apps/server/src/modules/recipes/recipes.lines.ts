import { sql } from 'drizzle-orm';
import { usageOf, validateFormulation, type FormulationLine, type VerdictFindings } from '@formulab/shared/recipes/formulation';
import type { LineIngredient, RecipeData, RecipeLine } from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../../db/client.ts';

type IngredientRow = {
  id: string;
  inci_name: string;
  cas_number: string | null;
  name_ko: string;
  name_en: string;
  name_zh: string | null;
  allergen: boolean;
  nano: boolean;
  price_per_kg: number;
  visible: boolean;
};

/**
 * The catalogue facts of each ingredient id (current names, CAS, allergen and nano flags, price), in one
 * statement. Ids that are not ingredients are simply absent from the map; hidden ingredients are
 * included (a recipe may keep one that was hidden after it was added).
 */
export async function loadLineIngredients(
  db: Db,
  ids: readonly string[],
  opts: { lock?: boolean } = {},
): Promise<Map<string, LineIngredient>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  // `lock` (inside a write): KEY SHARE keeps the ingredients from being deleted until the lines are in
  const { rows } = await db.execute<IngredientRow>(sql`
    select id, inci_name, cas_number, name_ko, name_en, name_zh, allergen, nano, price_per_kg, visible
    from ingredients where id = any(${sql.param(unique)}::uuid[]) ${opts.lock ? sql`for key share` : sql``}`);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        inciName: r.inci_name,
        casNumber: r.cas_number,
        nameKo: r.name_ko,
        nameEn: r.name_en,
        nameZh: r.name_zh,
        allergen: r.allergen,
        nano: r.nano,
        pricePerKg: r.price_per_kg,
        visible: r.visible,
      },
    ]),
  );
}

/**
 * Stands in for an ingredient deleted since an old revision was saved (current lines cannot lose
 * theirs: the foreign key forbids it). No CAS, no price: the revision is shown, not judged.
 */
export function missingIngredient(id: string): LineIngredient {
  return {
    id,
    inciName: '?',
    casNumber: null,
    nameKo: '(삭제된 원료)',
    nameEn: '(deleted ingredient)',
    allergen: false,
    pricePerKg: 0,
    visible: false,
  };
}

/** Lines of recipe data resolved against the catalogue, as the API shows them. */
export function resolveLines(lines: RecipeData['lines'], facts: ReadonlyMap<string, LineIngredient>): RecipeLine[] {
  return lines.map((l) => ({
    ingredientId: l.ingredientId,
    percent: l.percent,
    phase: l.phase ?? null,
    note: l.note ?? '',
    ingredient: facts.get(l.ingredientId) ?? missingIngredient(l.ingredientId),
  }));
}

/**
 * The recipe revision a record pinned (a sample request, a quote) as its detail shows it: the product
 * type, the total, and each line with its ingredient's names as the catalogue has them now (a deleted
 * one as `missingIngredient`).
 */
export async function presentPinnedRecipe(db: Db, snapshot: RecipeData) {
  const facts = await loadLineIngredients(
    db,
    snapshot.lines.map((l) => l.ingredientId),
  );
  const total = snapshot.lines.reduce((sum, l) => sum + l.percent, 0);
  return {
    productType: snapshot.productType,
    totalPercent: Math.round(total * 10_000) / 10_000,
    lines: snapshot.lines.map((l) => {
      const i = facts.get(l.ingredientId) ?? missingIngredient(l.ingredientId);
      return { inciName: i.inciName, nameKo: i.nameKo, nameEn: i.nameEn, percent: l.percent, phase: l.phase ?? null };
    }),
  };
}

export type Evaluation = { totalPercent: number; valid: boolean; lineCount: number };

/**
 * What the lists show without reading lines: the total, and whether the recipe is usable for samples
 * and quotes — decided by the same shared function the editor runs: 100 % ± 0.001 and no line the
 * compliance verdict fails in the markets the recipe is checked against (its target markets, or the
 * home market: `verdictFor` over `checkedMarkets`). The rules are the only limits (issue 22 item 8).
 */
export function evaluateRecipe(
  data: Pick<RecipeData, 'productType' | 'lines'>,
  facts: ReadonlyMap<string, LineIngredient>,
  verdict: VerdictFindings | null,
): Evaluation {
  const lines: FormulationLine[] = data.lines.map((l) => {
    const i = facts.get(l.ingredientId) ?? missingIngredient(l.ingredientId);
    return {
      ingredientId: l.ingredientId,
      percent: l.percent,
      inciName: i.inciName,
      nameKo: i.nameKo,
      nameEn: i.nameEn,
      allergen: i.allergen,
      pricePerKg: i.pricePerKg,
      phase: l.phase,
    };
  });
  const result = validateFormulation(lines, usageOf(data.productType), verdict);
  return { totalPercent: result.total, valid: result.valid, lineCount: lines.length };
}
