import { mayRead, type RecipeReader } from '../recipes/recipes.policy.ts';

/**
 * Who may read a recipe's compliance record: the verdict stored with each revision, the last rule-change
 * check, the safety assessor's reports and the product information file of a market. They belong to the
 * recipe, so the recipe's rule decides (`mayRead` of recipes.policy) and there is no second rule to keep
 * in step. Deny by default; callers turn a false into 404, so another user's recipe is one that does not
 * exist.
 *
 * - A customer reads those of their own recipes while they are not deleted; a public recipe of someone
 *   else shows none (a visitor judges it with the public rules, GET /api/compliance/rules).
 * - Staff read every recipe's, deleted ones included, through /api/admin, where they also attach reports.
 * - A report's PDF is downloaded under files.policy (`compliance-report`: its recipe's owner, or staff).
 */

/** The recipe's columns as the compliance statements select them (`r.owner_id, r.visibility, r.deleted_at`). */
export type RecipeAccessColumns = { owner_id: string; visibility: string; deleted_at: Date | string | null };

/** Whether `reader` may read the compliance record of this recipe. */
export function mayReadCompliance(recipe: RecipeAccessColumns, reader: RecipeReader): boolean {
  return mayRead({ ownerId: recipe.owner_id, visibility: recipe.visibility, deletedAt: recipe.deleted_at }, reader);
}
