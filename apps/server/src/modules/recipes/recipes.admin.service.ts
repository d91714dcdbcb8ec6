/**
 * Staff operations on recipes (/api/admin/recipes): the list of every recipe with its owner, the owner
 * picker, bulk visibility, and export of a selection in the import's own format. Reading one recipe and
 * its revisions reuses the customer module's functions with the `{ admin: true }` reader.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AdminRecipeListQuery, RecipePage, RecipeVisibility } from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../../db/client.ts';
import { containsText } from '../../lib/like.ts';
import { customerIdsMatching } from '../users/customer-search.ts';
import { queryRecipePage } from './recipes.list.ts';
import { writeRecipeCsv, writeRecipeXlsx, type OutRow } from './recipes.spreadsheet.ts';
import { recipeExportRows } from './recipes.export.ts';
import { CSV_TYPE } from '../../lib/csv.ts';
import { pagesChanged } from '../realtime/bus.ts';

/** Every recipe (deleted ones on request) with its owner, filtered, one keyset page plus the total of matches. */
export async function listAllRecipes(db: Db, q: AdminRecipeListQuery): Promise<RecipePage> {
  const where: SQL[] = [];
  if (q.deleted !== 'true') where.push(sql`r.deleted_at is null`);
  if (q.owner) where.push(sql`r.owner_id = ${q.owner}`);
  if (q.productType) where.push(sql`r.product_type = ${q.productType}`);
  if (q.valid) where.push(sql`r.valid = ${q.valid === 'true'}`);
  if (q.visibility) where.push(sql`r.visibility = ${q.visibility}`);
  const term = q.q?.trim().toLowerCase();
  // substring of name + description, served by the trigram index on search_text
  if (term) where.push(containsText(sql`r.search_text`, term));
  return queryRecipePage(db, { where, sort: q.sort, limit: q.limit, cursor: q.cursor }, true);
}

export type RecipeOwner = { id: string; name: string; email: string; companyName: string };

/**
 * Members for the owner filter: name, e-mail or company containing `q` (or `q` being the member's id,
 * so a filter read from a shared link can show its label); members who have recipes first. At most 20.
 */
export async function searchRecipeOwners(db: Db, q: string | undefined): Promise<{ items: RecipeOwner[] }> {
  const term = q?.trim().toLowerCase() ?? '';
  const { rows } = await db.execute<{ id: string; name: string; email: string; company_name: string }>(sql`
    select u.id, u.name, u.email, u.company_name from users u
    where ${term ? sql`(u.id = ${q!.trim()} or u.id = any(${customerIdsMatching(term)}))` : sql`true`}
    order by exists (select 1 from recipes r where r.owner_id = u.id and r.deleted_at is null) desc, lower(u.name), u.id
    limit 20`);
  return { items: rows.map((r) => ({ id: r.id, name: r.name, email: r.email, companyName: r.company_name })) };
}

/**
 * Makes the selected recipes public or private in one statement; not a revision (the formulation is
 * unchanged). Deleted recipes and those already so are left alone. Returns how many changed.
 */
export async function setRecipesVisibility(db: Db, ids: string[], visibility: RecipeVisibility): Promise<{ updated: number }> {
  // updated_at moves, as when an owner publishes one: a recipe just made public comes first in the gallery
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ id: string }>(sql`update recipes set visibility = ${visibility}, updated_at = now()
      where id = any(${sql.param([...new Set(ids)])}::uuid[]) and deleted_at is null and visibility <> ${visibility}
      returning id`);
    // the gallery gains or loses them
    await pagesChanged(
      tx,
      'recipe',
      r.rows.map((row) => row.id),
    );
    return { updated: r.rows.length };
  });
}

export type ExportFile = { body: string | Buffer; type: string; fileName: string };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The selected recipes as a CSV or XLSX file that the import reads back unchanged. */
export async function exportRecipes(db: Db, ids: string[], format: 'csv' | 'xlsx'): Promise<ExportFile> {
  const rows = await recipeExportRows(db, ids);
  const fileName = `recipes-${new Date().toISOString().slice(0, 10)}.${format}`;
  return format === 'csv'
    ? { body: writeRecipeCsv(rows), type: CSV_TYPE, fileName }
    : { body: await writeRecipeXlsx(rows), type: XLSX_TYPE, fileName };
}

/**
 * The template: a real, valid recipe from the demo catalogue (a glycerin toner at 100 %), owned by
 * whoever imports it (empty owner e-mail). Recipe columns on the first row only, to show that later rows may leave them empty.
 * The import refuses these rows while they are unchanged (recipes.import.ts): the example is no recipe to create.
 */
export const TEMPLATE_ROWS: OutRow[] = [
  {
    owner_email: '',
    recipe_name: 'Example glycerin toner',
    product_type: 'toner',
    visibility: 'private',
    description: 'A simple hydrating toner. Replace these rows with your recipes.',
    inci_name: 'Water',
    percent: 95,
    phase: 'A',
    note: 'q.s. to 100',
  },
  {
    owner_email: '',
    recipe_name: 'Example glycerin toner',
    product_type: '',
    visibility: '',
    description: '',
    inci_name: 'Glycerin',
    percent: 5,
    phase: 'A',
    note: '',
  },
];

/** The import template as CSV or XLSX. */
export async function recipeTemplate(format: 'csv' | 'xlsx'): Promise<ExportFile> {
  const fileName = `recipes-template.${format}`;
  return format === 'csv'
    ? { body: writeRecipeCsv(TEMPLATE_ROWS), type: CSV_TYPE, fileName }
    : { body: await writeRecipeXlsx(TEMPLATE_ROWS), type: XLSX_TYPE, fileName };
}
