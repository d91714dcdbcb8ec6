import { sql } from 'drizzle-orm';
import type { Market } from '@formulab/shared/compliance/compliance';
import type { ProductType } from '@formulab/shared/recipes/formulation';
import type {
  RecipeCosting,
  RecipeDetail,
  RecipeLine,
  RecipeSummary,
  RecipeVisibility,
} from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { mayRead, maySeeSource, type RecipeAccessRow, type RecipeReader } from './recipes.policy.ts';
import { iso } from '../../lib/dates.ts';

const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

/** The columns every summary needs (alias `r`), plus the owner's (alias `u`). */
export const SUMMARY_COLUMNS = sql`r.id, r.name, r.product_type, r.visibility, r.revision, r.line_count, r.total_percent, r.valid,
  r.created_at, r.updated_at, r.deleted_at, r.owner_id, u.name as owner_name, u.email as owner_email, u.company_name as owner_company`;

export type SummaryRow = {
  id: string;
  name: string;
  product_type: string;
  visibility: string;
  revision: number;
  line_count: number;
  total_percent: string | number;
  valid: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  deleted_at: Date | string | null;
  owner_id: string;
  owner_name: string;
  owner_email: string;
  owner_company: string;
};

/** A list row as the API shows it; the owner only for staff. */
export function presentSummary(r: SummaryRow, withOwner: boolean): RecipeSummary {
  return {
    id: r.id,
    name: r.name,
    productType: r.product_type as ProductType,
    visibility: r.visibility as RecipeVisibility,
    revision: r.revision,
    lineCount: r.line_count,
    totalPercent: Number(r.total_percent),
    valid: r.valid,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    deletedAt: isoOrNull(r.deleted_at),
    owner: withOwner ? { id: r.owner_id, name: r.owner_name, email: r.owner_email, companyName: r.owner_company } : null,
  };
}

/** The gallery's byline: the company, or the person when no company is set. */
export const authorOf = (r: { owner_company: string; owner_name: string }) => r.owner_company.trim() || r.owner_name;

export type DetailRow = SummaryRow & {
  description: string;
  target_markets: Market[];
  for_children: boolean;
  children_age: number | null;
  costing: RecipeCosting;
  functions: RecipeDetail['functions'];
  lines: RecipeLine[];
  source: { id: string; name: string; ownerId: string; visibility: string; deletedAt: string | null } | null;
};

/**
 * One recipe with its lines resolved against the catalogue, its functions and its source, in one
 * statement (no query per line). No access check: callers apply the policy to the row.
 */
export async function loadRecipeRow(db: Db, id: string): Promise<DetailRow | undefined> {
  const { rows } = await db.execute<DetailRow>(sql`
    select ${SUMMARY_COLUMNS}, r.description, r.costing, r.target_markets, r.for_children, r.children_age,
      coalesce((select json_agg(json_build_object('id', f.id, 'slug', f.slug, 'nameKo', f.name_ko, 'nameEn', f.name_en) order by f.sort_order, f.id)
        from terms f where f.kind = 'functions' and f.id = any(r.function_ids)), '[]') as functions,
      (select json_build_object('id', s.id, 'name', s.name, 'ownerId', s.owner_id, 'visibility', s.visibility, 'deletedAt', s.deleted_at)
        from recipes s where s.id = r.copied_from_id) as source,
      coalesce((select json_agg(json_build_object(
          'ingredientId', l.ingredient_id, 'percent', l.percent, 'phase', l.phase, 'note', l.note,
          'ingredient', json_build_object('id', i.id, 'inciName', i.inci_name, 'casNumber', i.cas_number, 'nameKo', i.name_ko, 'nameEn', i.name_en,
            'nameZh', i.name_zh, 'allergen', i.allergen, 'nano', i.nano, 'pricePerKg', i.price_per_kg, 'visible', i.visible))
          order by l.position)
        from recipe_lines l join ingredients i on i.id = l.ingredient_id where l.recipe_id = r.id), '[]') as lines
    from recipes r join users u on u.id = r.owner_id
    where r.id = ${id}`);
  return rows[0];
}

export const accessRow = (r: SummaryRow): RecipeAccessRow => ({
  ownerId: r.owner_id,
  visibility: r.visibility,
  deletedAt: r.deleted_at,
});

/** The detail of a loaded row; `copiedFrom` only when the reader may see the source. */
export function presentDetail(r: DetailRow, reader: RecipeReader | { viewerId: string | null }): RecipeDetail {
  const source = r.source;
  const showSource =
    source !== null &&
    maySeeSource({ ownerId: source.ownerId, visibility: source.visibility, deletedAt: source.deletedAt }, reader);
  return {
    ...presentSummary(r, 'admin' in reader),
    description: r.description,
    functions: r.functions,
    // numeric columns arrive through json as numbers already; Number() guards a driver that sends strings
    lines: r.lines.map((l) => ({ ...l, percent: Number(l.percent) })),
    costing: r.costing,
    targetMarkets: r.target_markets,
    forChildren: r.for_children,
    childrenAge: r.children_age,
    copiedFrom: showSource ? { id: source.id, name: source.name } : null,
  };
}

/**
 * A recipe as its owner (`{ ownerId }`) or staff (`{ admin: true }`) sees it; 404 when the reader may
 * not read it (someone else's, or deleted for a customer). Staff see the owner and deleted recipes.
 */
export async function getRecipeDetail(db: Db, id: string, reader: RecipeReader): Promise<RecipeDetail> {
  const row = await loadRecipeRow(db, id);
  if (!row || !mayRead(accessRow(row), reader)) throw notFound('No such recipe');
  return presentDetail(row, reader);
}
