import { sql, type SQL } from 'drizzle-orm';
import type { RecipeListQuery, RecipePage } from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../../db/client.ts';
import { byColumn, decodePageCursor, keysetAfter, keysetOrder, keysetPage, keysetSelect, type Keyset } from '../../lib/keyset.ts';
import { ownListFilter } from './recipes.policy.ts';
import { presentSummary, SUMMARY_COLUMNS, type SummaryRow } from './recipes.present.ts';
import { containsText } from '../../lib/like.ts';

/**
 * Recipe lists use the keyset pagination of lib/keyset.ts, so page 5 000 of a customer with 100 000
 * recipes costs what page 1 costs: the next page starts strictly after the last row's key in the
 * index order (`recipes_owner_updated_idx`, `recipes_owner_name_idx`, `recipes_public_updated_idx`).
 */
export type RecipeSort = RecipeListQuery['sort'];

/** Each sort as a keyset (alias `r`); newest first ones descend like their indexes. */
export function recipeKeyset(sort: RecipeSort): Keyset {
  if (sort === 'name') return byColumn(sort, 'r', sql`lower(r.name)`, 'text');
  return byColumn(sort, 'r', sort === 'created' ? 'created_at' : 'updated_at', 'micros', true);
}

/** The filters every recipe list shares: search, product type, validity, visibility (alias `r`). */
export function commonFilters(q: Pick<RecipeListQuery, 'q' | 'productType' | 'valid' | 'visibility'>): SQL[] {
  const where: SQL[] = [];
  const term = q.q?.trim().toLowerCase();
  // search_text is lower(name || ' ' || description) with a trigram index: substring, case-insensitive
  if (term) where.push(containsText(sql`r.search_text`, term));
  if (q.productType) where.push(sql`r.product_type = ${q.productType}`);
  if (q.valid) where.push(sql`r.valid = ${q.valid === 'true'}`);
  if (q.visibility) where.push(sql`r.visibility = ${q.visibility}`);
  return where;
}

export type PageRequest = { where: SQL[]; sort: RecipeSort; limit: number; cursor?: string };

/**
 * One page of summaries plus the exact total of the filter — counted with the first page in the same
 * statement, whatever the page size, and carried in the cursor after that, so a later page is one
 * index range scan. `withOwner` fills the owner (staff lists). Admin lists call this too.
 */
export async function queryRecipePage(db: Db, req: PageRequest, withOwner: boolean): Promise<RecipePage> {
  const keyset = recipeKeyset(req.sort);
  const after = decodePageCursor(req.cursor, keyset);
  const filter = req.where.length ? sql.join(req.where, sql` and `) : sql`true`;
  // one statement: the page, and on the first page the total as an uncorrelated subquery (run once)
  const page = await db.execute<SummaryRow & { page_key: string[]; total: number }>(sql`
    select ${SUMMARY_COLUMNS}, ${keysetSelect(keyset)} as page_key,
      ${after ? sql`${after.total}::int` : sql`(select count(*)::int from recipes r where ${filter})`} as total
    from recipes r join users u on u.id = r.owner_id
    where ${filter} ${after ? sql`and ${keysetAfter(keyset, after.key)}` : sql``}
    order by ${keysetOrder(keyset)}
    limit ${req.limit + 1}`);
  // no row on the first page: nothing matched
  const total = page.rows[0]?.total ?? after?.total ?? 0;
  return keysetPage(keyset, page.rows, req.limit, total, (r) => presentSummary(r, withOwner));
}

/** The caller's own recipes (never deleted ones), newest first unless sorted otherwise. */
export async function listRecipes(db: Db, ownerId: string, q: RecipeListQuery): Promise<RecipePage> {
  return queryRecipePage(
    db,
    { where: [ownListFilter(ownerId), ...commonFilters(q)], sort: q.sort, limit: q.limit, cursor: q.cursor },
    false,
  );
}
