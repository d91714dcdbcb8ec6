import { PRODUCT_TYPE_SLUGS } from '@formulab/shared/recipes/formulation';
import { RECIPE_SORTS, type RecipeVisibility } from '@formulab/shared/recipes/recipes.schema';
import { oneOf, pageSizeOf, useUrlParams } from '../../../components/admin/index.ts';
import type { AdminRecipeFilters } from './admin-api.ts';

export type RecipeSort = (typeof RECIPE_SORTS)[number];
export type Tri = 'all' | 'true' | 'false';
type Key = 'q' | 'owner' | 'type' | 'valid' | 'visibility' | 'deleted' | 'sort' | 'size' | 'id';
export type ListPatch = Partial<Record<Key, string | number | null>>;

const DEFAULTS = { valid: 'all', visibility: 'all', sort: 'updated', size: '25', deleted: '0' };

/**
 * The recipe list's filters live in the URL (shareable, reloadable, back button works); the open
 * recipe is `?id=`. Values that are not allowed fall back to the defaults.
 */
export function useRecipeListParams() {
  const [params, set] = useUrlParams(DEFAULTS);
  /** Sets (or with '' / null / the default removes) some parameters, keeping the others. */
  const update: (patch: ListPatch, replace?: boolean) => void = set;
  const state = {
    q: params.get('q') ?? '',
    owner: params.get('owner') ?? '',
    type: oneOf<string>(PRODUCT_TYPE_SLUGS, params.get('type'), ''),
    valid: oneOf<Tri>(['all', 'true', 'false'], params.get('valid'), 'all'),
    visibility: oneOf<'all' | RecipeVisibility>(['all', 'public', 'private'], params.get('visibility'), 'all'),
    deleted: params.get('deleted') === '1',
    sort: oneOf<RecipeSort>(RECIPE_SORTS, params.get('sort'), 'updated'),
    size: pageSizeOf(params.get('size'), 25),
    id: params.get('id'),
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
