/**
 * Staff operations on recipes (/api/admin/recipes): the list of every recipe with its owner, the owner
 * picker, bulk visibility, and export of a selection in the import's own format. Reading one recipe and
 * its revisions reuses the customer module's functions with the `{ admin: true }` reader.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AdminRecipeListQuery, RecipePage, RecipeVisibility } from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../../db/client.ts';
import { presentSummary, SUMMARY_COLUMNS, type SummaryRow } from './recipes.present.ts';
import { writeRecipeCsv, writeRecipeXlsx, type OutRow } from './recipes.spreadsheet.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Keyset of each sort: the ORDER BY, the key read from a row, and "after this key". */
const SORTS = {
  updated: {
    // "nulls last" as drizzle wrote the index (plain DESC means NULLS FIRST, and PostgreSQL would sort every row)
    order: sql`r.updated_at desc nulls last, r.id desc nulls last`,
    key: sql`to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    after: (k: string, id: string) => sql`(r.updated_at, r.id) < (${k}::timestamptz, ${id}::uuid)`,
  },
  created: {
    order: sql`r.created_at desc nulls last, r.id desc nulls last`,
    key: sql`to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    after: (k: string, id: string) => sql`(r.created_at, r.id) < (${k}::timestamptz, ${id}::uuid)`,
  },
  name: {
    order: sql`lower(r.name) asc, r.id asc`,
    key: sql`lower(r.name)`,
    after: (k: string, id: string) => sql`(lower(r.name), r.id) > (${k}, ${id}::uuid)`,
  },
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * The cursor is the last row's sort key and id, plus the total the first page counted (later pages
 * do not count every match again); a cursor that does not read back starts at the top.
 */
function decodeCursor(cursor: string | undefined, sort: keyof typeof SORTS): { key: string; id: string; total: number } | null {
  if (!cursor) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (!Array.isArray(v) || v.length !== 3) return null;
    const [key, id, total] = v as unknown[];
    if (typeof key !== 'string' || typeof id !== 'string' || !UUID.test(id) || !Number.isInteger(total) || (total as number) < 0) return null;
    if (sort !== 'name' && !TIMESTAMP.test(key)) return null;
    return { key, id, total: total as number };
  } catch {
    return null;
  }
}
const encodeCursor = (key: string, id: string, total: number) => Buffer.from(JSON.stringify([key, id, total])).toString('base64url');

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
  if (term) where.push(sql`r.search_text like ${'%' + escapeLike(term) + '%'}`);
  const sort = SORTS[q.sort];
  const cursor = decodeCursor(q.cursor, q.sort);
  const filter = where.length ? sql.join(where, sql` and `) : sql`true`;
  const [page, total] = await Promise.all([
    db.execute<SummaryRow & { sort_key: string }>(sql`
      select ${SUMMARY_COLUMNS}, ${sort.key} as sort_key
      from recipes r join users u on u.id = r.owner_id
      where ${filter} ${cursor ? sql`and ${sort.after(cursor.key, cursor.id)}` : sql``}
      order by ${sort.order}
      limit ${q.limit + 1}`),
    // the page is an index scan that stops early; the count reads every match (30 ms at 100,000), once
    cursor ? cursor.total : db.execute<{ n: number }>(sql`select count(*)::int as n from recipes r where ${filter}`).then((r) => r.rows[0]!.n),
  ]);
  const rows = page.rows.slice(0, q.limit);
  const last = rows[rows.length - 1];
  return {
    items: rows.map((r) => presentSummary(r, true)),
    nextCursor: page.rows.length > q.limit && last ? encodeCursor(last.sort_key, last.id, total) : null,
    total,
  };
}

export type RecipeOwner = { id: string; name: string; email: string; companyName: string };

/**
 * Members for the owner filter: name, e-mail or company containing `q` (or `q` being the member's id,
 * so a filter read from a shared link can show its label); members who have recipes first. At most 20.
 */
export async function searchRecipeOwners(db: Db, q: string | undefined): Promise<{ items: RecipeOwner[] }> {
  const term = q?.trim().toLowerCase() ?? '';
  const like = '%' + escapeLike(term) + '%';
  const { rows } = await db.execute<{ id: string; name: string; email: string; company_name: string }>(sql`
    select u.id, u.name, u.email, u.company_name from users u
    where ${term ? sql`(u.id = ${q!.trim()} or lower(u.name) like ${like} or lower(u.email) like ${like} or lower(u.company_name) like ${like})` : sql`true`}
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
  const r = await db.execute(sql`update recipes set visibility = ${visibility}, updated_at = now()
    where id = any(${sql.param([...new Set(ids)])}::uuid[]) and deleted_at is null and visibility <> ${visibility}`);
  return { updated: r.rowCount ?? 0 };
}

/**
 * The selected recipes (deleted ones too: staff chose them) as import rows, in the order given, lines
 * in recipe order. Every row carries the recipe columns (the import reads them from a recipe's first
 * row), so rows stay meaningful when filtered in a spreadsheet; a recipe without lines keeps one row.
 */
async function exportRows(db: Db, ids: string[]): Promise<OutRow[]> {
  const unique = [...new Set(ids)];
  const { rows } = await db.execute<{
    id: string; email: string; name: string; product_type: string; visibility: string; description: string;
    inci_name: string | null; percent: string | null; phase: string | null; note: string | null;
  }>(sql`
    select r.id, u.email, r.name, r.product_type, r.visibility, r.description, i.inci_name, l.percent, l.phase, l.note
    from recipes r join users u on u.id = r.owner_id
      left join recipe_lines l on l.recipe_id = r.id left join ingredients i on i.id = l.ingredient_id
    where r.id = any(${sql.param(unique)}::uuid[])
    order by array_position(${sql.param(unique)}::uuid[], r.id), l.position`);
  return rows.map((r) => ({
    owner_email: r.email,
    recipe_name: r.name,
    product_type: r.product_type,
    visibility: r.visibility,
    description: r.description,
    inci_name: r.inci_name ?? '',
    percent: r.percent === null ? null : Number(r.percent),
    phase: r.phase ?? '',
    note: r.note ?? '',
  }));
}

export type ExportFile = { body: string | Buffer; type: string; fileName: string };

const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The selected recipes as a CSV or XLSX file that the import reads back unchanged. */
export async function exportRecipes(db: Db, ids: string[], format: 'csv' | 'xlsx'): Promise<ExportFile> {
  const rows = await exportRows(db, ids);
  const fileName = `recipes-${new Date().toISOString().slice(0, 10)}.${format}`;
  return format === 'csv'
    ? { body: writeRecipeCsv(rows), type: CSV_TYPE, fileName }
    : { body: await writeRecipeXlsx(rows), type: XLSX_TYPE, fileName };
}

/**
 * The template: a real, valid recipe from the demo catalogue (a glycerin toner at 100 %), owned by
 * whoever imports it (empty owner e-mail). Recipe columns on the first row only, to show that later rows may leave them empty.
 */
const TEMPLATE_ROWS: OutRow[] = [
  {
    owner_email: '', recipe_name: 'Example glycerin toner', product_type: 'toner', visibility: 'private',
    description: 'A simple hydrating toner. Replace these rows with your recipes.', inci_name: 'Water', percent: 95, phase: 'A', note: 'q.s. to 100',
  },
  { owner_email: '', recipe_name: 'Example glycerin toner', product_type: '', visibility: '', description: '', inci_name: 'Glycerin', percent: 5, phase: 'A', note: '' },
];

/** The import template as CSV or XLSX. */
export async function recipeTemplate(format: 'csv' | 'xlsx'): Promise<ExportFile> {
  const fileName = `recipes-template.${format}`;
  return format === 'csv'
    ? { body: writeRecipeCsv(TEMPLATE_ROWS), type: CSV_TYPE, fileName }
    : { body: await writeRecipeXlsx(TEMPLATE_ROWS), type: XLSX_TYPE, fileName };
}
