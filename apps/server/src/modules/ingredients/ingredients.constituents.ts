/**
 * Reading ingredients' compositions (issue 22) — used by the ingredient detail, the composition editor
 * and the compliance rule set (which carries every composition to the verdict, server and editor alike).
 */
import { sql } from 'drizzle-orm';
import type { IngredientConstituent } from '@formulab/shared/catalogue/ingredients.schema';
import type { Db } from '../../db/client.ts';

type ConstituentRow = {
  ingredient_id: string;
  inci_name: string;
  cas_number: string | null;
  percent: string;
  max_percent: string | null;
  source: string;
};

const present = (r: ConstituentRow): IngredientConstituent => ({
  inciName: r.inci_name,
  casNumber: r.cas_number,
  percent: Number(r.percent),
  maxPercent: r.max_percent === null ? null : Number(r.max_percent),
  source: r.source,
});

/** The constituents of these ingredients (all of them when `ids` is null), in order, by ingredient id. */
export async function loadConstituents(db: Db, ids: readonly string[] | null): Promise<Map<string, IngredientConstituent[]>> {
  if (ids && !ids.length) return new Map();
  const { rows } = await db.execute<ConstituentRow>(sql`
    select ingredient_id, inci_name, cas_number, percent::text as percent, max_percent::text as max_percent, source
    from ingredient_constituents
    ${ids ? sql`where ingredient_id = any(${sql.param([...new Set(ids)])}::uuid[])` : sql``}
    order by ingredient_id, position`);
  const out = new Map<string, IngredientConstituent[]>();
  for (const r of rows) {
    const list = out.get(r.ingredient_id);
    if (list) list.push(present(r));
    else out.set(r.ingredient_id, [present(r)]);
  }
  return out;
}
