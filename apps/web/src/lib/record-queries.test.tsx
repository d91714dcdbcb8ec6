import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer } from '../test/network.ts';
import { ownRecordCalls, ownRecordsInfinite } from './record-queries.ts';

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
