import { queryOptions } from '@tanstack/react-query';
import { termListSchema, type TaxonomyKind } from '@formulab/shared/catalogue/taxonomy.schema';
import { api } from '../../../lib/api.ts';

/**
 * Staff's read of a list: each term with how many records use it, hidden ones included (the public
 * read counts only what visitors see). Under the public key's prefix, so what refreshes one refreshes both.
 */
export const adminTaxonomyQuery = (kind: TaxonomyKind) =>
  queryOptions({
    queryKey: ['taxonomy', kind, 'all'],
    queryFn: () => api(`/api/admin/taxonomy/${kind}`, { schema: termListSchema }).then((r) => r.items),
  });

/** Where the records using a term are listed, filtered by it, and what those records are called. */
const USAGE: Record<TaxonomyKind, { path: string; param: string; noun: 'ingredients' | 'packaging' }> = {
  categories: { path: '/admin/admin-ingredients', param: 'category', noun: 'ingredients' },
  functions: { path: '/admin/admin-ingredients', param: 'function', noun: 'ingredients' },
  'sub-types': { path: '/admin/admin-submaterials', param: 'type', noun: 'packaging' },
  'sub-materials': { path: '/admin/admin-submaterials', param: 'material', noun: 'packaging' },
  'sub-finishes': { path: '/admin/admin-submaterials', param: 'finish', noun: 'packaging' },
};

export function usageLink(kind: TaxonomyKind, slug: string): string {
  const u = USAGE[kind];
  return `${u.path}?${u.param}=${encodeURIComponent(slug)}`;
}

/** Translation key of "N ingredients" / "N packaging items" (plural by `count`). */
export function usageKey(kind: TaxonomyKind): string {
  return USAGE[kind].noun === 'ingredients' ? 'adminCatalogue.terms.usageIngredients' : 'adminCatalogue.terms.usagePackaging';
}

/** A code suggested from the English label: "Anti-wrinkle care" → "anti-wrinkle-care". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}
