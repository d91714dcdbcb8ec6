import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ownAccount } from './users.policy.ts';

describe('account policy (deny by default)', () => {
  it("/api/me's statements are filtered to the caller's own row", () => {
    const q = new PgDialect().sqlToQuery(ownAccount('user-a'));
    expect(q.sql).toBe('"users"."id" = $1');
    expect(q.params).toEqual(['user-a']);
  });

  it('another user’s id is another filter: A never reads or changes B’s account', () => {
    const a = new PgDialect().sqlToQuery(ownAccount('user-a'));
    const b = new PgDialect().sqlToQuery(ownAccount('user-b'));
    expect(a.sql).toBe(b.sql);
    expect(a.params).not.toEqual(b.params);
  });
});
