import type { INGREDIENT_SORTS as SHARED_INGREDIENT_SORTS } from '@formulab/shared/catalogue/ingredients.schema';
import type { SUB_MATERIAL_SORTS as SHARED_SUB_MATERIAL_SORTS } from '@formulab/shared/catalogue/sub-materials.schema';
import type { POLICY_KINDS as SHARED_POLICY_KINDS } from '@formulab/shared/policies/policies.schema';
import type { PHASES as SHARED_PHASES } from '@formulab/shared/recipes/recipes.schema';

/**
 * Lists of @formulab/shared that live in its zod schema files. A public screen importing one from
 * there downloads zod and every schema of the file with it (about 25 KB gzipped) without
 * validating anything, so these screens read these copies. The compiler holds each copy to its
 * original (same values, same order): a change there fails `tsc` here until the copy follows.
 * Once shared keeps such lists in zod-free modules, import them from there and drop this file.
 */
export const INGREDIENT_SORTS = ['relevance', 'name', 'price-asc', 'price-desc', 'newest'] as const;
export const SUB_MATERIAL_SORTS = ['name', 'capacity', 'price-asc', 'newest'] as const;
export const POLICY_KINDS = ['terms', 'privacy', 'refund'] as const;
export const PHASES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const SAME_AS_SHARED: [
  Same<typeof INGREDIENT_SORTS, typeof SHARED_INGREDIENT_SORTS>,
  Same<typeof SUB_MATERIAL_SORTS, typeof SHARED_SUB_MATERIAL_SORTS>,
  Same<typeof POLICY_KINDS, typeof SHARED_POLICY_KINDS>,
  Same<typeof PHASES, typeof SHARED_PHASES>,
] = [true, true, true, true];
