import { sql } from 'drizzle-orm';
import { inciList, type ProductType } from '@formulab/shared/recipes/formulation';
import type {
  PublicRecipeDetail,
  PublicRecipePage,
  PublicRecipeSummary,
  publicRecipeListQuerySchema,
} from '@formulab/shared/recipes/recipes.schema';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { commonFilters, recipeKeyset } from './recipes.list.ts';
import { decodePageCursor, keysetAfter, keysetOrder, keysetPage, keysetSelect } from '../../lib/keyset.ts';
import { isPublished, publicListFilter } from './recipes.policy.ts';
import { accessRow, authorOf, loadRecipeRow, presentDetail } from './recipes.present.ts';

/** How many INCI names a gallery card shows. */
const INCI_PREVIEW = 5;

type PublicQuery = z.output<typeof publicRecipeListQuerySchema>;
type Row = {
  id: string;
  name: string;
  product_type: string;
  description: string;
  owner_name: string;
  owner_company: string;
  line_count: number;
  valid: boolean;
  updated_at: Date | string;
  page_key: string[];
  functions: PublicRecipeSummary['functions'];
};

/**
 * The public gallery: published recipes of everyone, newest first, keyset-paged on the partial index
 * `recipes_public_updated_idx`. Two statements per page whatever its size: the page with its total
 * (counted on the first page only; later pages carry it in the cursor), and every line of the page's
 * recipes at once for the INCI previews.
 */
export async function listPublicRecipes(db: Db, q: PublicQuery): Promise<PublicRecipePage> {
  const keyset = recipeKeyset('updated');
  const after = decodePageCursor(q.cursor, keyset);
  const filter = sql.join([publicListFilter(), ...commonFilters({ q: q.q, productType: q.productType })], sql` and `);
  const page = await db.execute<Row & { total: number }>(sql`
      select r.id, r.name, r.product_type, r.description, u.name as owner_name, u.company_name as owner_company, r.line_count, r.valid,
        r.updated_at, ${keysetSelect(keyset)} as page_key,
        ${after ? sql`${after.total}::int` : sql`(select count(*)::int from recipes r where ${filter})`} as total,
        coalesce((select json_agg(json_build_object('id', f.id, 'slug', f.slug, 'nameKo', f.name_ko, 'nameEn', f.name_en) order by f.sort_order, f.id)
          from terms f where f.kind = 'functions' and f.id = any(r.function_ids)), '[]') as functions
      from recipes r join users u on u.id = r.owner_id
      where ${filter}
        ${after ? sql`and ${keysetAfter(keyset, after.key)}` : sql``}
      order by ${keysetOrder(keyset)} -- the order of recipes_public_updated_idx
      limit ${q.limit + 1}`);
  const total = page.rows[0]?.total ?? after?.total ?? 0;
  const previews = await inciPreviews(
    db,
    page.rows.slice(0, q.limit).map((r) => r.id),
  );
  return keysetPage(keyset, page.rows, q.limit, total, (r) => ({
    id: r.id,
    name: r.name,
    productType: r.product_type as ProductType,
    description: r.description,
    author: authorOf(r),
    lineCount: r.line_count,
    valid: r.valid,
    inciPreview: previews.get(r.id) ?? [],
    functions: r.functions,
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}

/** The first INCI names in label order of each recipe, from one query over all their lines. */
async function inciPreviews(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!ids.length) return out;
  const { rows } = await db.execute<{ recipe_id: string; percent: string; inci_name: string }>(sql`
    select l.recipe_id, l.percent, i.inci_name from recipe_lines l join ingredients i on i.id = l.ingredient_id
    where l.recipe_id = any(${sql.param(ids)}::uuid[])`);
  const byRecipe = new Map<string, { percent: number; inciName: string }[]>();
  for (const r of rows) {
    let list = byRecipe.get(r.recipe_id);
    if (!list) byRecipe.set(r.recipe_id, (list = []));
    list.push({ percent: Number(r.percent), inciName: r.inci_name });
  }
  for (const [id, lines] of byRecipe) out.set(id, inciList(lines).names.slice(0, INCI_PREVIEW));
  return out;
}

/**
 * A published recipe for anyone (404 unless public and not deleted), with the author instead of the
 * owner. `viewerId` (the signed-in reader, if any) decides whether the source of a copy may be named.
 */
export async function getPublicRecipe(db: Db, id: string, viewerId: string | null): Promise<PublicRecipeDetail> {
  const row = await loadRecipeRow(db, id);
  if (!row || !isPublished(accessRow(row))) throw notFound('No such recipe');
  const { owner: _owner, deletedAt: _deletedAt, ...detail } = presentDetail(row, { viewerId });
  return { ...detail, author: authorOf(row) };
}
