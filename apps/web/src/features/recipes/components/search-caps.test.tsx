import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { renderUi } from '../../../test/render.tsx';
import { IngredientAdder } from './ingredient-adder.tsx';
import { RecipeListPane } from './recipe-list-pane.tsx';

// Issue 23 item 8: a search over 100 characters was refused by the server ("check the highlighted
// fields", nothing highlighted). Every search box stops at the list query's 100 characters, so what
// is sent is always a search the server takes.

/** fetch answering every GET with an empty page; returns the `q` of each request */
function stubFetch() {
  const qs: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const q = new URL(url, 'http://x').searchParams.get('q');
      if (q !== null) qs.push(q);
      return Response.json({ items: [], nextCursor: null, total: 0 });
    }),
  );
  return qs;
}

afterEach(() => vi.unstubAllGlobals());

const long = 'niacinamide '.repeat(15); // 180 characters

describe('search boxes stop at 100 characters', () => {
  it('my recipes: the search box keeps the first 100, and no longer search is sent', async () => {
    const qs = stubFetch();
    const { user } = renderUi(<RecipeListPane headingLevel={1} />, { url: '/recipes' });
    const box = screen.getByRole('searchbox', { name: en.recipes.list.search });
    await user.click(box);
    await user.paste(long);
    expect((box as HTMLInputElement).value).toBe(long.slice(0, 100));
    await waitFor(() => expect(qs).toContain(long.slice(0, 100).trim()));
    expect(qs.every((q) => q.length <= 100)).toBe(true);
  });

  it('the recipe editor’s ingredient search keeps the first 100', async () => {
    const qs = stubFetch();
    const { user } = renderUi(<IngredientAdder onAdd={() => {}} addedIds={new Set()} />);
    const box = screen.getByRole('textbox', { name: new RegExp(`^${en.recipes.adder.label}`) });
    await user.click(box);
    await user.paste(long);
    expect((box as HTMLInputElement).value).toBe(long.slice(0, 100));
    await waitFor(() => expect(qs).toContain(long.slice(0, 100).trim()));
    expect(qs.every((q) => q.length <= 100)).toBe(true);
  });
});
