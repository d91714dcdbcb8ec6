import { sql } from 'drizzle-orm';
import { type RECIPE_CSV_COLUMNS } from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { attachmentDisposition } from '../../lib/csv.ts';
import { writeRecipeCsv, type OutRow } from './recipes.spreadsheet.ts';
import { mayRead, type RecipeReader } from './recipes.policy.ts';

type ExportRow = Record<(typeof RECIPE_CSV_COLUMNS)[number], string | number | null> & { id: string };

/**
 * Rows in the import's columns (RECIPE_CSV_COLUMNS) for the given recipes, in the order of `ids`, one
 * row per line in line order — a recipe without lines still gets one row so it survives a round trip.
 * No access check: callers decide who may export what. One statement for any number of recipes.
 */
export async function recipeExportRows(db: Db, ids: readonly string[]): Promise<OutRow[]> {
  if (!ids.length) return [];
  const { rows } = await db.execute<ExportRow>(sql`
    select r.id, u.email as owner_email, r.name as recipe_name, r.product_type, r.visibility, r.description,
      i.inci_name, l.percent, l.phase, l.note
    from unnest(${sql.param([...new Set(ids)])}::uuid[]) with ordinality as pick(id, ord)
    join recipes r on r.id = pick.id
    join users u on u.id = r.owner_id
    left join recipe_lines l on l.recipe_id = r.id
    left join ingredients i on i.id = l.ingredient_id
    order by pick.ord, l.position`);
  return rows.map((r) => ({
    owner_email: r.owner_email,
    recipe_name: r.recipe_name,
    product_type: r.product_type,
    visibility: r.visibility,
    description: r.description,
    inci_name: r.inci_name ?? '',
    percent: r.percent === null ? null : Number(r.percent),
    phase: r.phase ?? '',
    note: r.note ?? '',
  }));
}

/** One recipe as a CSV download for a reader who may read it (404 otherwise). */
export async function exportRecipeCsv(db: Db, id: string, reader: RecipeReader): Promise<{ csv: string; disposition: string }> {
  const { rows } = await db.execute<{ name: string; owner_id: string; visibility: string; deleted_at: Date | null }>(
    sql`select name, owner_id, visibility, deleted_at from recipes where id = ${id}`,
  );
  const r = rows[0];
  if (!r || !mayRead({ ownerId: r.owner_id, visibility: r.visibility, deletedAt: r.deleted_at }, reader))
    throw notFound('No such recipe');
  const csv = writeRecipeCsv(await recipeExportRows(db, [id]));
  return { csv, disposition: attachmentDisposition(r.name, 'csv', 'recipe') };
}
