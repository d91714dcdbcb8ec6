import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ruleSetSchema } from '@formulab/shared/compliance/compliance.schema';
import type { RecipeDetail } from '@formulab/shared/recipes/recipes.schema';
import { answer } from '../../test/network.ts';
import { renderHookAt, urlOf } from '../../test/render.tsx';
import { useRecipeEditor } from './use-recipe-editor.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';

const WATER = {
  id: '11111111-1111-4111-8111-111111111111',
  inciName: 'Water',
  casNumber: '7732-18-5',
  nameKo: '정제수',
  nameEn: 'Water',
  allergen: false,
  pricePerKg: 100,
  visible: true,
};

const saved: RecipeDetail = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Calming toner',
  productType: 'toner',
  visibility: 'private',
  revision: 3,
  lineCount: 1,
  totalPercent: 100,
  valid: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  deletedAt: null,
  owner: null,
  description: '',
  functions: [],
  lines: [{ ingredientId: WATER.id, percent: 100, phase: 'A', note: '', ingredient: WATER }],
  costing: { fillMl: null, density: 1, packagingIds: [], quantity: 3000 },
  targetMarkets: [],
  forChildren: false,
  childrenAge: null,
  copiedFrom: null,
};

/** The editor reads the market rules on opening (they are its only limits): an empty rule set here. */
const RULES_PATH = '/api/compliance/rules';
const NO_RULES = { version: 'test', markets: [], rules: [], compositions: {}, substanceNames: {} };
// the tests that send nothing still open the editor, which reads the rules
beforeEach(() => answer.get(RULES_PATH, ruleSetSchema, NO_RULES));

/** fetch answering the rule set, and every other call with `response`; returns the mock to read what was sent. */
function serve(response: Response) {
  const fetch = vi.fn(async (path: string) => (path === RULES_PATH ? Response.json(NO_RULES) : response.clone()));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
/** The calls other than the rule set's, in order. */
const sent = (fetch: ReturnType<typeof serve>) =>
  (fetch.mock.calls as unknown as [string, RequestInit][]).filter(([path]) => path !== RULES_PATH);
const bodyOf = (fetch: ReturnType<typeof serve>) => JSON.parse(sent(fetch)[0]![1].body as string) as Record<string, unknown>;

afterEach(() => vi.unstubAllGlobals());

describe('useRecipeEditor', () => {
  it('is clean on a saved recipe, dirty after an edit, clean again once the edit is undone', async () => {
    const { result } = renderHookAt(() => useRecipeEditor(saved));
    expect(result.current.dirty).toBe(false);
    await act(async () => result.current.dispatch({ type: 'field', patch: { name: 'Calming toner v2' } }));
    expect(result.current.dirty).toBe(true);
    await act(async () => result.current.dispatch({ type: 'field', patch: { name: 'Calming toner' } }));
    expect(result.current.dirty).toBe(false);
  });

  it('follows the lines with the live result: total and how much is missing', async () => {
    const { result } = renderHookAt(() => useRecipeEditor(saved));
    expect(result.current.live.status).toEqual({ kind: 'complete' });
    const key = result.current.draft.lines[0]!.key;
    await act(async () => result.current.dispatch({ type: 'percent', key, text: '60' }));
    await waitFor(() => expect(result.current.live.total).toBe(60));
    expect(result.current.live.status).toEqual({ kind: 'missing', amount: 40 });
    expect(result.current.live.valid).toBe(false);
  });

  it('checks a new recipe with the shared schema before sending anything', async () => {
    const fetch = serve(Response.json({}));
    const { result } = renderHookAt(() => useRecipeEditor(null));
    await act(() => result.current.save());
    expect(result.current.errors.fields).toMatchObject({ name: 'errors.required', productType: 'errors.required' });
    expect(sent(fetch)).toEqual([]);
  });

  it('creates a new recipe with POST /api/recipes and says which one it made', async () => {
    const fetch = serve(Response.json({ ...saved, revision: 1 }, { status: 201 }));
    const { result } = renderHookAt(() => useRecipeEditor(null));
    await act(async () => result.current.dispatch({ type: 'field', patch: { name: 'Calming toner', productType: 'toner' } }));
    await act(() => result.current.save());
    const [path, init] = sent(fetch)[0]!;
    expect([path, init.method]).toEqual(['/api/recipes', 'POST']);
    expect(bodyOf(fetch)).toMatchObject({ name: 'Calming toner', productType: 'toner', lines: [] });
    expect(result.current.created).toBe(saved.id);
    expect(result.current.dirty).toBe(false);
  });

  it('saves a new revision on top of the one it was edited from, with the note', async () => {
    const fetch = serve(Response.json({ ...saved, name: 'Calming toner v2', revision: 4 }));
    const { result } = renderHookAt(() => useRecipeEditor(saved));
    await act(async () => {
      result.current.dispatch({ type: 'field', patch: { name: 'Calming toner v2' } });
      result.current.setNote('renamed');
    });
    await act(() => result.current.save());
    expect(sent(fetch)[0]![1].method).toBe('PUT');
    expect(bodyOf(fetch)).toMatchObject({ name: 'Calming toner v2', baseRevision: 3, revisionNote: 'renamed' });
    expect(result.current.saved?.revision).toBe(4);
    expect(result.current.dirty).toBe(false);
    expect(result.current.note).toBe('');
  });

  it('reports a save refused because someone saved in between, keeping the edits', async () => {
    serve(Response.json({ code: 'REVISION_CONFLICT', message: 'conflict' }, { status: 409 }));
    const { result } = renderHookAt(() => useRecipeEditor(saved));
    await act(async () => result.current.dispatch({ type: 'field', patch: { name: 'Mine' } }));
    await act(() => result.current.save());
    expect(result.current.conflict).toBe(true);
    expect(result.current.draft.name).toBe('Mine');
    expect(result.current.dirty).toBe(true);
  });

  it("puts the server's error for a line on that line", async () => {
    serve(
      Response.json({ code: 'VALIDATION', message: 'bad', fields: { 'lines.0.percent': 'errors.overLimit' } }, { status: 400 }),
    );
    const { result } = renderHookAt(() => useRecipeEditor(saved));
    await act(async () => result.current.dispatch({ type: 'field', patch: { description: 'x' } }));
    await act(() => result.current.save());
    const key = result.current.draft.lines[0]!.key;
    expect(result.current.errors.lines.get(key)).toBe('errors.overLimit');
    expect(result.current.conflict).toBe(false);
  });
});

/** The guard on a recipe screen, with another screen to leave to. */
function guardAt(dirty: boolean) {
  const view = renderHookAt(() => useUnsavedGuard(dirty), {
    url: '/recipes/r1',
    path: '/recipes/:id',
    routes: [{ path: '/recipes', element: null }],
  });
  return view;
}

describe('useUnsavedGuard', () => {
  it('holds a navigation to another screen while there are unsaved changes', async () => {
    const { result, router } = guardAt(true);
    await act(() => void router.navigate('/recipes'));
    expect(result.current.blocker.state).toBe('blocked');
    expect(urlOf(router)).toBe('/recipes/r1');
    await act(async () => result.current.blocker.proceed?.());
    expect(urlOf(router)).toBe('/recipes');
  });

  it('lets the navigation go when the user stays and then saves', async () => {
    const { result, router } = guardAt(true);
    await act(() => void router.navigate('/recipes'));
    await act(async () => result.current.blocker.reset?.());
    expect(result.current.blocker.state).toBe('unblocked');
    expect(urlOf(router)).toBe('/recipes/r1');
  });

  it('does not hold a change of the query string (list filters) on the same screen', async () => {
    const { result, router } = guardAt(true);
    await act(() => router.navigate('/recipes/r1?q=toner'));
    expect(result.current.blocker.state).toBe('unblocked');
    expect(urlOf(router)).toBe('/recipes/r1?q=toner');
  });

  it('does not hold anything when all is saved', async () => {
    const { router } = guardAt(false);
    await act(() => router.navigate('/recipes'));
    expect(urlOf(router)).toBe('/recipes');
  });

  it('lets one deliberate navigation through (after a save or delete), then guards again', async () => {
    const { result, router } = guardAt(true);
    result.current.allowNextNavigation();
    await act(() => router.navigate('/recipes'));
    expect(urlOf(router)).toBe('/recipes');
    await act(() => router.navigate('/recipes/r1'));
    await act(() => void router.navigate('/recipes'));
    expect(result.current.blocker.state).toBe('blocked');
  });

  it('asks before the tab is closed or reloaded with unsaved changes, not without', () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const dirty = guardAt(true);
    expect(unload()).toBe(true);
    dirty.unmount();
    guardAt(false);
    expect(unload()).toBe(false);
  });
});
