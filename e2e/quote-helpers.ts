import type { APIRequestContext } from '@playwright/test';
import { call } from './content-helpers.ts';

/** One of the demo customer's recipes (copied from the gallery by the demo data), filled 200 ml a unit. */
export const RECIPE = '온담 딥 클렌징 오일';
/** The bottle the quote stories choose. */
export const PACKAGING_CODE = 'BT-PET-200-01';

/** The recipe's and the bottle's ids, read through `request` (signed in as the demo customer). */
export async function recipeAndPackaging(request: APIRequestContext): Promise<{ recipeId: string; packagingId: string }> {
  const recipes = await call<{ items: { id: string; name: string }[] }>(
    request,
    'GET',
    `/api/recipes?q=${encodeURIComponent(RECIPE)}&limit=5`,
  );
  const packs = await call<{ items: { id: string; code: string }[] }>(
    request,
    'GET',
    `/api/sub-materials?q=${PACKAGING_CODE}&limit=5`,
  );
  return {
    recipeId: recipes.items.find((r) => r.name === RECIPE)!.id,
    packagingId: packs.items.find((p) => p.code === PACKAGING_CODE)!.id,
  };
}

/** A quantity the minimum order quantity allows: the next thousand above it. */
export async function quantityFor(request: APIRequestContext, ids: { recipeId: string; packagingId: string }): Promise<number> {
  const { minQuantity } = await call<{ minQuantity: number }>(
    request,
    'GET',
    `/api/quotes/minimum?recipeId=${ids.recipeId}&packagingId=${ids.packagingId}`,
  );
  return Math.ceil(minQuantity / 1000) * 1000 + 1000;
}
