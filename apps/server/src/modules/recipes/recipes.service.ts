import { eq, sql } from 'drizzle-orm';
import { MARKETS } from '@formulab/shared/compliance/compliance';
import type { StoredVerdict } from '@formulab/shared/compliance/compliance.schema';
import { isProductType } from '@formulab/shared/recipes/formulation';
import type {
  LineIngredient,
  RecipeData,
  RecipeDetail,
  RecipeVisibility,
  recipeSaveSchema,
} from '@formulab/shared/recipes/recipes.schema';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { loadRuleSet, verdictFor, verdictSummary } from '../compliance/compliance.service.ts';
import { termsExist } from '../taxonomy/taxonomy.service.ts';
import { evaluateRecipe, loadLineIngredients } from './recipes.lines.ts';
import { mayChange, isPublished, type RecipeAccessRow } from './recipes.policy.ts';
import { accessRow, getRecipeDetail, loadRecipeRow } from './recipes.present.ts';
import { recipeLines, recipeRevisions, recipes } from './recipes.table.ts';
import { pagesChanged } from '../realtime/bus.ts';

// The admin routes build on this one too.
export { getRecipeDetail } from './recipes.present.ts';

/** Longest recipe name (the input schema's limit). */
const NAME_MAX = 120;

/** A transaction or the pool: every write below runs in one transaction (a savepoint when nested). */
type Tx = Db;

/**
 * Checks what the input schema cannot: every line's ingredient, every function and every packaging
 * item exists, and the product type is known. Returns the lines' ingredient facts; 400 VALIDATION
 * naming each bad field otherwise (`lines.<i>.ingredientId`, `functionIds`, `costing.packagingIds`).
 */
export async function checkRecipeReferences(
  db: Db,
  data: RecipeData,
  hiddenAllowed: ReadonlySet<string> | 'all' = 'all',
): Promise<Map<string, LineIngredient>> {
  const fields: Record<string, string> = {};
  if (!isProductType(data.productType)) fields.productType = 'errors.unknownProductType';
  // one after the other: inside a transaction they share one connection anyway
  const facts = await loadLineIngredients(
    db,
    data.lines.map((l) => l.ingredientId),
    { lock: true },
  );
  const functionsOk = await termsExist(db, 'functions', data.functionIds);
  const packagingOk = await packagingExists(db, data.costing.packagingIds);
  data.lines.forEach((l, i) => {
    const fact = facts.get(l.ingredientId);
    // a hidden ingredient may stay where it already was, but is not added anew (the catalogue no longer offers it)
    const hiddenNew = fact && !fact.visible && hiddenAllowed !== 'all' && !hiddenAllowed.has(l.ingredientId);
    if (!fact || hiddenNew) fields[`lines.${i}.ingredientId`] = 'errors.unknownIngredient';
  });
  if (!functionsOk) fields.functionIds = 'errors.unknownFunction';
  if (!packagingOk) fields['costing.packagingIds'] = 'errors.unknownOption';
  if (Object.keys(fields).length)
    throw new AppError(400, 'VALIDATION', 'Unknown ingredient, function, packaging or product type', fields);
  return facts;
}

async function packagingExists(db: Db, ids: readonly string[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (!unique.length) return true;
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from sub_materials where id = any(${sql.param(unique)}::uuid[])`,
  );
  return rows[0]!.n === unique.length;
}

/**
 * Drops functions and packaging items that no longer exist from recipe data taken from the database
 * (a copy's source, an old revision): they only describe the recipe, so losing one must not block
 * the copy or the restore. Ingredients are never dropped — a recipe without one would be another recipe.
 */
export async function dropStaleReferences(db: Db, data: RecipeData): Promise<RecipeData> {
  const fn = [...new Set(data.functionIds)];
  const pk = [...new Set(data.costing.packagingIds)];
  const fnRows = fn.length
    ? await db.execute<{ id: number }>(sql`select id from terms where kind = 'functions' and id = any(${sql.param(fn)}::int[])`)
    : { rows: [] };
  const pkRows = pk.length
    ? await db.execute<{ id: string }>(sql`select id from sub_materials where id = any(${sql.param(pk)}::uuid[])`)
    : { rows: [] };
  const fnOk = new Set(fnRows.rows.map((r) => r.id));
  const pkOk = new Set(pkRows.rows.map((r) => r.id));
  return {
    ...data,
    functionIds: fn.filter((id) => fnOk.has(id)),
    costing: { ...data.costing, packagingIds: pk.filter((id) => pkOk.has(id)) },
  };
}

/** Duplicates in the id lists mean nothing; keep the first of each (markets in their usual order). */
function normalise(data: RecipeData): RecipeData {
  const markets = new Set(data.targetMarkets ?? []);
  return {
    ...data,
    targetMarkets: MARKETS.filter((m) => markets.has(m)),
    forChildren: data.forChildren ?? false,
    childrenAge: data.childrenAge ?? null,
    functionIds: [...new Set(data.functionIds)],
    costing: { ...data.costing, packagingIds: [...new Set(data.costing.packagingIds)] },
  };
}

type RevisionMeta = { authorId: string; note: string; restoredFrom: number | null };

/** Replaces the lines and writes revision `number` with its snapshot; the caller holds the transaction. */
async function writeLinesAndRevision(
  tx: Tx,
  recipeId: string,
  number: number,
  data: RecipeData,
  ev: ReturnType<typeof evaluateRecipe>,
  verdict: StoredVerdict,
  meta: RevisionMeta,
): Promise<void> {
  await tx.delete(recipeLines).where(eq(recipeLines.recipeId, recipeId));
  if (data.lines.length) {
    await tx.insert(recipeLines).values(
      data.lines.map((l, position) => ({
        recipeId,
        position,
        ingredientId: l.ingredientId,
        percent: l.percent,
        phase: l.phase ?? null,
        note: l.note ?? '',
      })),
    );
  }
  await tx.insert(recipeRevisions).values({
    recipeId,
    number,
    snapshot: data,
    totalPercent: ev.totalPercent,
    valid: ev.valid,
    lineCount: ev.lineCount,
    compliance: verdict,
    note: meta.note,
    restoredFrom: meta.restoredFrom,
    authorId: meta.authorId,
  });
}

/**
 * A recipe as saved: normalised, its references checked (400 VALIDATION for unknown ones), judged by
 * the market rules and evaluated by the shared formulation logic.
 */
async function judgeRecipe(db: Db, data: RecipeData, hiddenAllowed: ReadonlySet<string> | 'all') {
  const input = normalise(data);
  const facts = await checkRecipeReferences(db, input, hiddenAllowed);
  const verdict = verdictFor(await loadRuleSet(db), input, facts);
  const ev = evaluateRecipe(input, facts, { markets: verdict.verdicts });
  return { input, verdict, ev };
}

/** The recipe row's own fields at revision `revision`, as a save (insert or update) writes them. */
function recipeFields({ input, verdict, ev }: Awaited<ReturnType<typeof judgeRecipe>>, revision: number) {
  return {
    name: input.name,
    productType: input.productType,
    description: input.description,
    functionIds: input.functionIds,
    visibility: input.visibility,
    costing: input.costing,
    revision,
    lineCount: ev.lineCount,
    totalPercent: ev.totalPercent,
    valid: ev.valid,
    targetMarkets: input.targetMarkets,
    forChildren: input.forChildren,
    childrenAge: input.childrenAge,
    ...verdictSummary(verdict),
  };
}

/**
 * Creates a recipe for `ownerId` with lines and revision 1 (written by `authorId`), its validity
 * computed by the shared formulation logic; 400 VALIDATION for unknown references. Runs in its own
 * transaction, or a savepoint of the caller's (the admin import commits many in one). Returns the id.
 */
export async function createRecipeForOwner(
  tx: Db,
  ownerId: string,
  authorId: string,
  data: RecipeData,
  opts: { copiedFromId?: string; note?: string; hiddenAllowed?: ReadonlySet<string> | 'all' } = {},
): Promise<string> {
  return tx.transaction(async (db) => {
    const judged = await judgeRecipe(db, data, opts.hiddenAllowed ?? 'all');
    const { input, verdict, ev } = judged;
    const [row] = await db
      .insert(recipes)
      .values({ ownerId, ...recipeFields(judged, 1), copiedFromId: opts.copiedFromId ?? null })
      .returning({ id: recipes.id });
    await writeLinesAndRevision(db, row!.id, 1, input, ev, verdict, { authorId, note: opts.note ?? '', restoredFrom: null });
    if (input.visibility === 'public') await pagesChanged(db, 'recipe', [row!.id]); // the gallery lists it
    return row!.id;
  });
}

/** A new recipe of the caller (revision 1). */
export async function createRecipe(db: Db, userId: string, data: RecipeData): Promise<RecipeDetail> {
  const id = await createRecipeForOwner(db, userId, userId, data, { hiddenAllowed: new Set() });
  return getRecipeDetail(db, id, { ownerId: userId });
}

type LockedRecipe = RecipeAccessRow & { revision: number };

/**
 * Locks a recipe row the caller may change (FOR UPDATE: a concurrent save waits, then sees the new
 * revision number) or answers 404. Call inside a transaction.
 */
export async function lockOwnRecipe(tx: Tx, id: string, userId: string): Promise<LockedRecipe> {
  const { rows } = await tx.execute<{ owner_id: string; visibility: string; deleted_at: Date | null; revision: number }>(
    sql`select owner_id, visibility, deleted_at, revision from recipes where id = ${id} for update`,
  );
  const r = rows[0];
  const row = r && { ownerId: r.owner_id, visibility: r.visibility, deletedAt: r.deleted_at, revision: r.revision };
  if (!row || !mayChange(row, userId)) throw notFound('No such recipe');
  return row;
}

/**
 * Writes the next revision of a locked recipe: the recipe's fields, its lines and a snapshot, with
 * validity recomputed. Shared by save and restore.
 */
export async function applyRevision(
  tx: Tx,
  id: string,
  current: LockedRecipe,
  data: RecipeData,
  meta: RevisionMeta,
  hiddenAllowed: ReadonlySet<string> | 'all' = 'all',
): Promise<void> {
  const judged = await judgeRecipe(tx, data, hiddenAllowed);
  const { input, verdict, ev } = judged;
  const number = current.revision + 1;
  const updated = await tx
    .update(recipes)
    .set({ ...recipeFields(judged, number), updatedAt: sql`now()` })
    // the row is locked, so this always matches; the revision guard keeps it right even if a caller forgot the lock
    .where(sql`${recipes.id} = ${id} and ${recipes.revision} = ${current.revision}`)
    .returning({ id: recipes.id });
  if (!updated.length) throw new AppError(409, 'REVISION_CONFLICT', 'The recipe was saved in the meantime');
  await writeLinesAndRevision(tx, id, number, input, ev, verdict, meta);
  // a public recipe edited, or one made public or private by the save: the gallery shows it
  if (current.visibility === 'public' || input.visibility === 'public') await pagesChanged(tx, 'recipe', [id]);
}

type SaveBody = z.output<typeof recipeSaveSchema>;

/**
 * Saves the recipe as revision n+1. With `baseRevision` set and not the current revision → 409
 * REVISION_CONFLICT (someone saved in between) and nothing is written.
 */
export async function saveRecipe(db: Db, id: string, userId: string, body: SaveBody): Promise<RecipeDetail> {
  const { baseRevision, revisionNote, ...data } = body;
  // the answer is read inside the transaction, under the lock: read after commit, a save racing
  // right behind could answer with its revision, and a client would then base its next save on a
  // revision it never saw
  return db.transaction(async (tx) => {
    const current = await lockOwnRecipe(tx, id, userId);
    if (baseRevision !== undefined && baseRevision !== current.revision) {
      throw new AppError(
        409,
        'REVISION_CONFLICT',
        `Revision ${current.revision} was saved after revision ${baseRevision}`,
        undefined,
        {
          currentRevision: current.revision,
        },
      );
    }
    // hidden ingredients already in the recipe may stay; a save cannot add one the catalogue no longer offers
    const { rows } = await tx.execute<{ ingredient_id: string }>(
      sql`select ingredient_id from recipe_lines where recipe_id = ${id}`,
    );
    const inRecipe = new Set(rows.map((r) => r.ingredient_id));
    await applyRevision(tx, id, current, data, { authorId: userId, note: revisionNote, restoredFrom: null }, inRecipe);
    return getRecipeDetail(tx, id, { ownerId: userId });
  });
}

/** Makes a recipe public or private; not a new revision (the formulation is unchanged). */
export async function setRecipeVisibility(
  db: Db,
  id: string,
  userId: string,
  visibility: RecipeVisibility,
): Promise<RecipeDetail> {
  await db.transaction(async (tx) => {
    const current = await lockOwnRecipe(tx, id, userId);
    // updated_at moves so a recipe just published comes first in the gallery
    await tx
      .update(recipes)
      .set({ visibility, updatedAt: sql`now()` })
      .where(eq(recipes.id, id));
    if (current.visibility !== visibility) await pagesChanged(tx, 'recipe', [id]);
  });
  return getRecipeDetail(db, id, { ownerId: userId });
}

/** Soft delete: gone from lists and by id for everyone but staff; revisions and lines stay. */
export async function deleteRecipe(db: Db, id: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockOwnRecipe(tx, id, userId);
    await tx
      .update(recipes)
      .set({ deletedAt: sql`now()` })
      .where(eq(recipes.id, id));
    if (current.visibility === 'public') await pagesChanged(tx, 'recipe', [id]);
  });
}

/** "Name (copy)", cut so that it stays within the name limit. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return name.slice(0, NAME_MAX - suffix.length) + suffix;
}

/**
 * Copies a recipe into the caller's own as a new private recipe at revision 1 pointing at its source.
 * `from: 'own'` copies one of the caller's recipes, `from: 'public'` a published one; anything else 404.
 */
export async function copyRecipe(
  db: Db,
  sourceId: string,
  userId: string,
  name: string | undefined,
  from: 'own' | 'public',
): Promise<RecipeDetail> {
  const src = await loadRecipeRow(db, sourceId);
  const allowed = src && (from === 'own' ? mayChange(accessRow(src), userId) : isPublished(accessRow(src)));
  if (!src || !allowed) throw notFound('No such recipe');
  const data = await dropStaleReferences(db, {
    name: name?.trim() || copyName(src.name),
    productType: src.product_type as RecipeData['productType'],
    description: src.description,
    functionIds: src.functions.map((f) => f.id),
    visibility: 'private',
    lines: src.lines.map((l) => ({ ingredientId: l.ingredientId, percent: Number(l.percent), phase: l.phase, note: l.note })),
    costing: src.costing,
    targetMarkets: src.target_markets,
    forChildren: src.for_children,
    childrenAge: src.children_age,
  });
  const id = await createRecipeForOwner(db, userId, userId, data, { copiedFromId: src.id });
  return getRecipeDetail(db, id, { ownerId: userId });
}
