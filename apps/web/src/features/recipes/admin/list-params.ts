import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_TYPE_SLUGS } from '@formulab/shared/recipes/formulation';
import { RECIPE_SORTS, type RecipeVisibility } from '@formulab/shared/recipes/recipes.schema';
import type { AdminRecipeFilters } from './admin-api.ts';

export const PAGE_SIZES = [25, 50, 100];
export type RecipeSort = (typeof RECIPE_SORTS)[number];
export type Tri = 'all' | 'true' | 'false';
type Key = 'q' | 'owner' | 'type' | 'valid' | 'visibility' | 'deleted' | 'sort' | 'size' | 'id';
export type ListPatch = Partial<Record<Key, string | number | null>>;

const oneOf = <T extends string>(list: readonly T[], v: string | null, dflt: T): T =>
  (list as readonly string[]).includes(v ?? '') ? (v as T) : dflt;

/**
 * The recipe list's filters live in the URL (shareable, reloadable, back button works); the open
 * recipe is `?id=`. Values that are not allowed fall back to the defaults.
 */
export function useRecipeListParams() {
  const [params, setParams] = useSearchParams();
  const size = Number(params.get('size'));
  const state = {
    q: params.get('q') ?? '',
    owner: params.get('owner') ?? '',
    type: (PRODUCT_TYPE_SLUGS as readonly string[]).includes(params.get('type') ?? '') ? params.get('type')! : '',
    valid: oneOf<Tri>(['all', 'true', 'false'], params.get('valid'), 'all'),
    visibility: oneOf<'all' | RecipeVisibility>(['all', 'public', 'private'], params.get('visibility'), 'all'),
    deleted: params.get('deleted') === '1',
    sort: oneOf<RecipeSort>(RECIPE_SORTS, params.get('sort'), 'updated'),
    size: PAGE_SIZES.includes(size) ? size : 25,
    id: params.get('id'),
  };
  // A navigation (the admin guard runs first) takes a moment: a second change made before it lands
  // must build on the first, not on the URL still shown, or the first change is lost.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  /** Sets (or with '' / null / the default removes) some parameters, keeping the others. */
  const update = (patch: ListPatch, replace = true) => {
    const next = new URLSearchParams(pending.current ?? params);
    for (const [k, v] of Object.entries(patch)) {
      const dflt =
        v === 'all' || (k === 'sort' && v === 'updated') || (k === 'size' && v === 25) || (k === 'deleted' && v === '0');
      if (v === null || v === undefined || v === '' || dflt) next.delete(k);
      else next.set(k, String(v));
    }
    pending.current = next;
    setParams(next, { replace });
  };
  const filtered = Boolean(
    state.q || state.owner || state.type || state.valid !== 'all' || state.visibility !== 'all' || state.deleted,
  );
  const clear = () => update({ q: null, owner: null, type: null, valid: null, visibility: null, deleted: null });
  return { ...state, filtered, update, clear };
}

export type RecipeListParams = ReturnType<typeof useRecipeListParams>;

/** The API query of the list for the URL's filters and the page's cursor. */
export function listFilters(p: RecipeListParams, cursor: string | undefined): AdminRecipeFilters {
  return {
    q: p.q || undefined,
    owner: p.owner || undefined,
    productType: p.type || undefined,
    valid: p.valid === 'all' ? undefined : p.valid,
    visibility: p.visibility === 'all' ? undefined : p.visibility,
    deleted: p.deleted ? 'true' : undefined,
    sort: p.sort,
    limit: p.size,
    cursor,
  };
}
