import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer } from '../test/network.ts';
import { afterRecordChange, ownRecordCalls, ownRecordsInfinite } from './record-queries.ts';

const page = z.object({ items: z.array(z.object({ id: z.string() })), nextCursor: z.string().nullable() });

describe('ownRecordsInfinite', () => {
  it('keys the cache by area and state, so a change invalidates the whole area', () => {
    expect(ownRecordsInfinite('quotes', '/api/quotes', page, 'requested').queryKey).toEqual(['quotes', 'infinite', 'requested']);
    expect(ownRecordsInfinite('quotes', '/api/quotes', page, undefined).queryKey).toEqual(['quotes', 'infinite', 'all']);
  });

  it('asks for the next page with the cursor the last one gave, and stops when it gives none', () => {
    const q = ownRecordsInfinite('orders', '/api/orders', page, undefined);
    const next = (nextCursor: string | null) => q.getNextPageParam({ items: [], nextCursor }, [], undefined, []);
    expect(next('abc')).toBe('abc');
    expect(next(null)).toBeUndefined();
  });
});

describe('ownRecordCalls', () => {
  const detail = z.object({ id: z.string(), state: z.string(), version: z.number() });
  const quotes = ownRecordCalls('/api/quotes', 'quote', detail);
  const quote = { id: 'q1', state: 'requested', version: 1 };

  it('reads one record under its own key', async () => {
    const calls = answer.get('/api/quotes/:id', detail, quote);
    expect(quotes.key('q1')).toEqual(['quote', 'q1']);
    const options = quotes.query('q1');
    expect(options.queryKey).toEqual(['quote', 'q1']);
    expect(await new QueryClient().fetchQuery(options)).toEqual(quote);
    expect(calls.last!.params).toEqual({ id: 'q1' });
  });

  it('sends a state change with the version it saw and answers the record as it now stands', async () => {
    const calls = answer.post('/api/quotes/:id/transitions', detail, { ...quote, state: 'cancelled', version: 2 });
    expect(await quotes.transition('q1', { action: 'cancel', version: 1 })).toEqual({ ...quote, state: 'cancelled', version: 2 });
    expect(calls.last!.body).toEqual({ action: 'cancel', version: 1 });
  });
});

describe('afterRecordChange', () => {
  it('writes the answered record under its key and marks the named lists stale, and no other', () => {
    const qc = new QueryClient();
    for (const k of [
      ['quotes', 'infinite', 'all'],
      ['orders', 'infinite', 'all'],
      ['recipes', 'r1'],
    ])
      qc.setQueryData(k, {});
    afterRecordChange<{ id: string }>(['quotes', 'orders'])(qc, { id: 'q1' }, ['quote', 'q1']);
    expect(qc.getQueryData(['quote', 'q1'])).toEqual({ id: 'q1' });
    expect(qc.getQueryState(['quotes', 'infinite', 'all'])?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['orders', 'infinite', 'all'])?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['recipes', 'r1'])?.isInvalidated).toBe(false);
  });
});
