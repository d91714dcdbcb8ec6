import { describe, expect, it } from 'vitest';
import { defaultIngredientSort, ingredientSortOf, ingredientSortsFor } from './hooks.ts';

describe('the admin ingredient list order', () => {
  it('is by name without a search text, best match first while searching', () => {
    expect(defaultIngredientSort('')).toBe('name');
    expect(defaultIngredientSort('   ')).toBe('name');
    expect(defaultIngredientSort('glycerin')).toBe('relevance');
  });

  it('takes the URL order when it applies; relevance without a search falls back to name', () => {
    expect(ingredientSortOf(null, '')).toBe('name');
    expect(ingredientSortOf(null, 'water')).toBe('relevance');
    expect(ingredientSortOf('relevance', '')).toBe('name');
    expect(ingredientSortOf('relevance', 'water')).toBe('relevance');
    expect(ingredientSortOf('price-desc', '')).toBe('price-desc');
    expect(ingredientSortOf('name', 'water')).toBe('name');
    expect(ingredientSortOf('nonsense', '')).toBe('name');
  });

  it('offers relevance only while searching', () => {
    expect(ingredientSortsFor('')).not.toContain('relevance');
    expect(ingredientSortsFor('')).toContain('name');
    expect(ingredientSortsFor('water')[0]).toBe('relevance');
  });
});
