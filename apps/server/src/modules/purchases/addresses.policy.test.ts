import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { mayChangeAddress, ownAddressFilter } from './addresses.policy.ts';

describe('address policy (deny by default)', () => {
  it('an address is its customer’s only; anybody else gets a 404', () => {
    expect(mayChangeAddress({ userId: 'a' }, 'a')).toBe(true);
    expect(mayChangeAddress({ userId: 'a' }, 'b')).toBe(false);
    expect(mayChangeAddress({ userId: '' }, '')).toBe(false);
  });

  it('every statement over the book is filtered to the caller', () => {
    const q = new PgDialect().sqlToQuery(ownAddressFilter('a'));
    expect(q.sql).toBe('user_id = $1');
    expect(q.params).toEqual(['a']);
  });
});
