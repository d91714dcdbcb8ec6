import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookAt, urlOf } from '../test/render.tsx';
import { urlSort, useUrlFilters } from './use-url-filters.ts';

const at = (url: string) => renderHookAt(() => useUrlFilters(), { url, path: '/ingredients' });

describe('useUrlFilters', () => {
  it('sets filters in the URL, keeping the other keys', async () => {
    const { result, router } = at('/ingredients?q=water&sort=name');
    await act(() => result.current.set({ category: 'emollient' }));
    expect(urlOf(router)).toBe('/ingredients?q=water&sort=name&category=emollient');
    expect(result.current.params.get('category')).toBe('emollient');
  });

  it('builds on a change that has not landed yet: a filter right after clearing the search keeps it cleared', async () => {
    const { result, router } = at('/ingredients?q=98-92-0');
    // both from the same render, as a click that comes before the screen re-rendered after "clear"
    const { set } = result.current;
    await act(async () => {
      set({ q: null });
      set({ category: 'moisturizer' });
    });
    expect(urlOf(router)).toBe('/ingredients?category=moisturizer');
  });

  it('removes a key set to null or empty', async () => {
    const { result, router } = at('/ingredients?q=water&category=emollient');
    await act(() => result.current.set({ q: null, category: '' }));
    expect(urlOf(router)).toBe('/ingredients');
  });

  it('writes a list as one key per value, dropping empty values', async () => {
    const { result, router } = at('/ingredients?fn=old');
    await act(() => result.current.set({ fn: ['moisturizing', '', 'soothing'] }));
    expect(router.state.location.search).toBe('?fn=moisturizing&fn=soothing');
  });

  it('closes an open record when a filter changes', async () => {
    const { result, router } = at('/ingredients?q=water&id=abc');
    await act(() => result.current.set({ q: 'glycerin' }));
    expect(urlOf(router)).toBe('/ingredients?q=glycerin');
  });

  it('adds a history entry, or replaces it when asked', async () => {
    const { result, router } = at('/ingredients');
    await act(() => result.current.set({ q: 'a' }));
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => result.current.set({ q: 'ab' }, { replace: true }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('links a record over the current list with hrefFor', () => {
    const { result } = at('/ingredients?q=water&id=old');
    expect(result.current.hrefFor('xyz')).toEqual({ search: '?q=water&id=xyz' });
  });

  it('closes a record opened from the list by going back to the list', async () => {
    const { result, router } = at('/ingredients?q=water');
    await act(() => router.navigate('/ingredients?q=water&id=xyz', { state: { fromList: true } }));
    await act(async () => result.current.closeDetail());
    expect(urlOf(router)).toBe('/ingredients?q=water');
    expect(router.state.historyAction).toBe('POP');
  });

  it('closes a record opened by its link by dropping id, in place', async () => {
    const { result, router } = at('/ingredients?q=water&id=xyz');
    await act(async () => result.current.closeDetail());
    expect(urlOf(router)).toBe('/ingredients?q=water');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('searches with search(): a new search is a history entry, typing on replaces it, clearing drops q', async () => {
    const { result, router } = at('/ingredients?category=emollient');
    await act(() => result.current.search('gly'));
    expect(urlOf(router)).toBe('/ingredients?category=emollient&q=gly');
    expect(router.state.historyAction).toBe('PUSH');
    expect(result.current.q).toBe('gly');
    await act(() => result.current.search('glyc'));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => result.current.search(''));
    expect(urlOf(router)).toBe('/ingredients?category=emollient');
  });
});

describe('urlSort', () => {
  const SORTS = ['name', 'price', 'newest'] as const;
  const sortAt = (url: string) =>
    renderHookAt(
      () => {
        const { params, set } = useUrlFilters();
        return urlSort(params, set, SORTS, 'name', (s) => `by ${s}`);
      },
      { url, path: '/ingredients' },
    );

  it('reads a known order from the URL, and the fallback for an unknown one', () => {
    expect(sortAt('/ingredients?sort=price').result.current.sort).toBe('price');
    expect(sortAt('/ingredients?sort=bogus').result.current.sort).toBe('name');
    expect(sortAt('/ingredients').result.current.options).toEqual([
      { value: 'name', label: 'by name' },
      { value: 'price', label: 'by price' },
      { value: 'newest', label: 'by newest' },
    ]);
  });

  it('puts a choice in the URL and leaves the fallback out of it', async () => {
    const { result, router } = sortAt('/ingredients?q=water');
    await act(() => result.current.onSort('newest'));
    expect(urlOf(router)).toBe('/ingredients?q=water&sort=newest');
    await act(() => result.current.onSort('name'));
    expect(urlOf(router)).toBe('/ingredients?q=water');
  });
});
