import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ownRecordsInfinite } from './record-queries.ts';

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
