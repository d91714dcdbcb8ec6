import { act, waitFor } from '@testing-library/react';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderHookAt, urlOf } from '../../test/render.tsx';
import { queueFilters, useQueueList, useQueueParams } from './queue-params.ts';

const STATES = ['new', 'done'] as const;
const PAYMENTS = ['unpaid', 'paid'] as const;
const SORTS = ['newest', 'oldest'] as const;

const useParams = () => useQueueParams({ states: STATES, choices: { payment: PAYMENTS }, sorts: SORTS });

describe('useQueueParams', () => {
  it('reads search, state, choices, sort, size and the open record; ignores what is not allowed', () => {
    const { result } = renderHookAt(useParams, { url: '/q?q=kim&state=done&payment=paid&sort=oldest&size=50&id=r1' });
    expect(result.current).toMatchObject({
      q: 'kim',
      state: 'done',
      choices: { payment: 'paid' },
      sort: 'oldest',
      size: 50,
      id: 'r1',
      filtered: true,
    });
    const junk = renderHookAt(useParams, { url: '/q?state=lost&payment=maybe&sort=random&size=7' }).result.current;
    expect(junk).toMatchObject({ state: undefined, choices: { payment: undefined }, sort: 'newest', size: 25, filtered: false });
  });

  it('sends the filters the list asks with, leaving out what is not set', () => {
    const { result } = renderHookAt(useParams, { url: '/q?payment=unpaid' });
    expect(queueFilters(result.current, 'c2')).toEqual({
      q: undefined,
      state: undefined,
      payment: 'unpaid',
      sort: 'newest',
      limit: 25,
      cursor: 'c2',
    });
  });

  it('clears search, state and choices but keeps the sort and size', async () => {
    const { result, router } = renderHookAt(useParams, { url: '/q?q=kim&state=new&payment=paid&sort=oldest&size=50' });
    await act(() => result.current.clear());
    expect(urlOf(router)).toBe('/q?sort=oldest&size=50');
  });

  it("opens and closes a record under the queue's own key, with what closing sets", async () => {
    const { result, router } = renderHookAt(
      () => useQueueParams({ states: STATES, idKey: 'purchase', onClose: { view: 'purchases' } }),
      { url: '/q' },
    );
    await act(() => result.current.update({ id: 'p1' }));
    expect(urlOf(router)).toBe('/q?purchase=p1');
    expect(result.current.id).toBe('p1');
    await act(() => result.current.update({ id: null }));
    expect(urlOf(router)).toBe('/q?view=purchases');
  });
});

describe('useQueueList', () => {
  it("keeps the first page's counts on a later page, which carries none", async () => {
    const asked: (string | undefined)[] = [];
    const query = (cursor: string | undefined) =>
      queryOptions({
        queryKey: ['queue-test', cursor ?? null],
        queryFn: () => {
          asked.push(cursor);
          return cursor ? { items: ['c'], counts: null } : { items: ['a', 'b'], counts: { new: 2, done: 1 } };
        },
        placeholderData: keepPreviousData,
      });
    const { result } = renderHookAt(
      () => {
        const params = useQueueParams({ states: STATES });
        return useQueueList(params, query);
      },
      { url: '/q' },
    );
    await waitFor(() => expect(result.current.counts).toEqual({ new: 2, done: 1 }));
    act(() => result.current.pages.next('c2'));
    await waitFor(() => expect(result.current.list.data?.items).toEqual(['c']));
    expect(result.current.counts).toEqual({ new: 2, done: 1 });
    // the first page was cached: not asked for again
    expect(asked).toEqual([undefined, 'c2']);
  });
});
