import { sql, type SQL } from 'drizzle-orm';
import type { RecipeListQuery, RecipePage } from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { ownListFilter } from './recipes.policy.ts';
import { presentSummary, SUMMARY_COLUMNS, type SummaryRow } from './recipes.present.ts';

/**
 * Recipe lists use keyset pagination, so page 5 000 of a customer with 100 000 recipes costs what
 * page 1 costs: the cursor carries the last row's sort key and id, and the next page starts strictly
 * after it in the index order (`recipes_owner_updated_idx`, `recipes_owner_name_idx`,
 * `recipes_public_updated_idx`). Timestamps travel as integer microseconds — PostgreSQL keeps
 * microseconds, a JS Date only milliseconds, and a rounded key would skip or repeat rows.
 */
export type RecipeSort = RecipeListQuery['sort'];

/**
 * Where the next page starts, and the list's total as counted for its first page: "load more" pages
 * then skip the count, which at 100 000 recipes costs far more than the page itself.
 */
type Cursor = { sort: RecipeSort; key: string; id: string; total: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeRecipeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.sort, c.key, c.id, c.total])).toString('base64url');
}

/** The cursor of a page, or a 400 when it is not one of ours (or was made for another sort). */
export function decodeRecipeCursor(cursor: string | undefined, sort: RecipeSort): Cursor | null {
  if (!cursor) return null;
  const bad = () => new AppError(400, 'VALIDATION', 'Invalid cursor', { cursor: 'errors.invalid' });
  let v: unknown;
  try {
    v = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw bad();
  }
  if (!Array.isArray(v) || v.length !== 4 || v[0] !== sort || typeof v[1] !== 'string' || typeof v[2] !== 'string' || !UUID.test(v[2])) throw bad();
  if (sort !== 'name' && !/^-?\d{1,18}$/.test(v[1])) throw bad();
  if (!Number.isSafeInteger(v[3]) || v[3] < 0) throw bad();
  return { sort, key: v[1], id: v[2], total: v[3] };
}

const fromMicros = (us: string) => sql`(timestamptz 'epoch' + ${us}::bigint * interval '1 microsecond')`;
const micros = (col: SQL) => sql`(extract(epoch from ${col}) * 1000000)::bigint::text`;

/** ORDER BY, the "after the cursor" condition and the key column for each sort (alias `r`). */
function ordering(sort: RecipeSort, after: Cursor | null): { order: SQL; where: SQL | null; key: SQL } {
  if (sort === 'name') {
    return {
      order: sql`lower(r.name) asc, r.id asc`,
      where: after && sql`(lower(r.name), r.id) > (${after.key}, ${after.id}::uuid)`,
      key: sql`lower(r.name)`,
    };
  }
  const col = sort === 'created' ? sql`r.created_at` : sql`r.updated_at`;
  return {
    // "nulls last" as in the indexes (drizzle's .desc() writes DESC NULLS LAST; plain DESC means NULLS
    // FIRST, which no index provides, and PostgreSQL would sort every row of the owner instead)
    order: sql`${col} desc nulls last, r.id desc nulls last`,
    where: after && sql`(${col}, r.id) < (${fromMicros(after.key)}, ${after.id}::uuid)`,
    key: micros(col),
  };
}

/** Rows matching a filter (alias `r`). */
export async function countRecipes(db: Db, filter: SQL): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from recipes r where ${filter}`);
  return rows[0]!.n;
}

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** The filters every recipe list shares: search, product type, validity, visibility (alias `r`). */
export function commonFilters(q: Pick<RecipeListQuery, 'q' | 'productType' | 'valid' | 'visibility'>): SQL[] {
  const where: SQL[] = [];
  const term = q.q?.trim().toLowerCase();
  // search_text is lower(name || ' ' || description) with a trigram index: substring, case-insensitive
  if (term) where.push(sql`r.search_text like ${'%' + escapeLike(term) + '%'}`);
  if (q.productType) where.push(sql`r.product_type = ${q.productType}`);
  if (q.valid) where.push(sql`r.valid = ${q.valid === 'true'}`);
  if (q.visibility) where.push(sql`r.visibility = ${q.visibility}`);
  return where;
}

export type PageRequest = { where: SQL[]; sort: RecipeSort; limit: number; cursor?: string };

/**
 * One page of summaries plus the exact total of the filter — counted with the first page (two
 * statements side by side, whatever the page size) and carried in the cursor after that, so a later
 * page is one index range scan. `withOwner` fills the owner (staff lists). Admin lists call this too.
 */
export async function queryRecipePage(db: Db, req: PageRequest, withOwner: boolean): Promise<RecipePage> {
  const after = decodeRecipeCursor(req.cursor, req.sort);
  const { order, where: afterWhere, key } = ordering(req.sort, after);
  const filter = req.where.length ? sql.join(req.where, sql` and `) : sql`true`;
  const [page, total] = await Promise.all([
    db.execute<SummaryRow & { sort_key: string }>(sql`
      select ${SUMMARY_COLUMNS}, ${key} as sort_key
      from recipes r join users u on u.id = r.owner_id
      where ${filter} ${afterWhere ? sql`and ${afterWhere}` : sql``}
      order by ${order}
      limit ${req.limit + 1}`),
    after ? after.total : countRecipes(db, filter),
  ]);
  const rows = page.rows.slice(0, req.limit);
  const last = rows.at(-1);
  return {
    items: rows.map((r) => presentSummary(r, withOwner)),
    nextCursor: page.rows.length > req.limit && last ? encodeRecipeCursor({ sort: req.sort, key: last.sort_key, id: last.id, total }) : null,
    total,
  };
}

/** The caller's own recipes (never deleted ones), newest first unless sorted otherwise. */
export async function listRecipes(db: Db, ownerId: string, q: RecipeListQuery): Promise<RecipePage> {
  return queryRecipePage(db, { where: [ownListFilter(ownerId), ...commonFilters(q)], sort: q.sort, limit: q.limit, cursor: q.cursor }, false);
}
