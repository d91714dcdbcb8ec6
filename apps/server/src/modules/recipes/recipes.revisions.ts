import { sql } from 'drizzle-orm';
import {
  recipeInputSchema,
  type RecipeData,
  type RecipeDetail,
  type RevisionDetail,
  type RevisionSummary,
} from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { loadLineIngredients, resolveLines } from './recipes.lines.ts';
import { mayRead, type RecipeReader } from './recipes.policy.ts';
import { getRecipeDetail } from './recipes.present.ts';
import { applyRevision, dropStaleReferences, lockOwnRecipe } from './recipes.service.ts';

type RevisionRow = {
  number: number;
  created_at: Date | string;
  author_name: string | null;
  note: string;
  total_percent: string | number;
  valid: boolean;
  line_count: number;
  restored_from: number | null;
};

const REVISION_COLUMNS = sql`v.number, v.created_at, u.name as author_name, v.note, v.total_percent, v.valid, v.line_count, v.restored_from`;

function presentRevision(r: RevisionRow): RevisionSummary {
  return {
    number: r.number,
    createdAt: new Date(r.created_at).toISOString(),
    authorName: r.author_name ?? '',
    note: r.note,
    totalPercent: Number(r.total_percent),
    valid: r.valid,
    lineCount: r.line_count,
    restoredFrom: r.restored_from,
  };
}

/** 404 unless the reader may read the recipe (the same rule as the recipe itself). */
async function assertReadable(db: Db, id: string, reader: RecipeReader): Promise<void> {
  const { rows } = await db.execute<{ owner_id: string; visibility: string; deleted_at: Date | null }>(
    sql`select owner_id, visibility, deleted_at from recipes where id = ${id}`,
  );
  const r = rows[0];
  if (!r || !mayRead({ ownerId: r.owner_id, visibility: r.visibility, deletedAt: r.deleted_at }, reader))
    throw notFound('No such recipe');
}

/** Every revision of a recipe, newest first (without snapshots). */
export async function listRevisions(db: Db, id: string, reader: RecipeReader): Promise<{ items: RevisionSummary[] }> {
  await assertReadable(db, id, reader);
  const { rows } = await db.execute<RevisionRow>(sql`
    select ${REVISION_COLUMNS} from recipe_revisions v left join users u on u.id = v.author_id
    where v.recipe_id = ${id} order by v.number desc`);
  return { items: rows.map(presentRevision) };
}

/** A snapshot read back as recipe data; an old snapshot is completed with today's defaults. */
function snapshotData(snapshot: unknown): RecipeData {
  const parsed = recipeInputSchema.safeParse(snapshot);
  if (parsed.success) return parsed.data;
  // a snapshot written by an older version that today's limits refuse: show what can be read
  const s = snapshot as Partial<RecipeData>;
  return recipeInputSchema.parse({ name: s.name || '?', productType: s.productType ?? 'cream', costing: s.costing, lines: [] });
}

/** One revision as it was saved, its lines resolved against today's catalogue. */
export async function getRevision(db: Db, id: string, number: number, reader: RecipeReader): Promise<RevisionDetail> {
  await assertReadable(db, id, reader);
  const { rows } = await db.execute<RevisionRow & { snapshot: unknown }>(sql`
    select ${REVISION_COLUMNS}, v.snapshot from recipe_revisions v left join users u on u.id = v.author_id
    where v.recipe_id = ${id} and v.number = ${number}`);
  const r = rows[0];
  if (!r) throw notFound('No such revision');
  const data = snapshotData(r.snapshot);
  const facts = await loadLineIngredients(
    db,
    data.lines.map((l) => l.ingredientId),
  );
  return {
    ...presentRevision(r),
    name: data.name,
    productType: data.productType,
    description: data.description,
    functionIds: data.functionIds,
    visibility: data.visibility,
    lines: resolveLines(data.lines, facts),
    costing: data.costing,
    targetMarkets: data.targetMarkets,
    forChildren: data.forChildren,
    childrenAge: data.childrenAge,
  };
}

/**
 * Makes an old revision current again by writing it as a new revision (restoredFrom = number); the
 * history is never rewritten. Visibility stays as it is now — publishing is not part of a revision.
 * 400 when one of its ingredients has since left the catalogue.
 */
export async function restoreRevision(db: Db, id: string, number: number, userId: string): Promise<RecipeDetail> {
  // answered from inside the transaction, like a save: the revision it reports is the one it wrote
  return db.transaction(async (tx) => {
    const current = await lockOwnRecipe(tx, id, userId);
    const { rows } = await tx.execute<{ snapshot: unknown }>(
      sql`select snapshot from recipe_revisions where recipe_id = ${id} and number = ${number}`,
    );
    if (!rows[0]) throw notFound('No such revision');
    const parsed = recipeInputSchema.safeParse(rows[0].snapshot);
    if (!parsed.success) throw new AppError(400, 'VALIDATION', 'This revision cannot be restored', { number: 'errors.invalid' });
    const data = await dropStaleReferences(tx, { ...parsed.data, visibility: current.visibility as RecipeData['visibility'] });
    await applyRevision(tx, id, current, data, { authorId: userId, note: '', restoredFrom: number });
    return getRecipeDetail(tx, id, { ownerId: userId });
  });
}
