import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ownSubscriptions } from './push.policy.ts';

describe('push subscription policy (deny by default)', () => {
  it("every statement over the table is filtered to the caller's own", () => {
    const q = new PgDialect().sqlToQuery(ownSubscriptions('user-a'));
    expect(q.sql).toBe('"push_subscriptions"."user_id" = $1');
    expect(q.params).toEqual(['user-a']);
  });

  it('another user’s id is another filter: A never counts or removes B’s', () => {
    const a = new PgDialect().sqlToQuery(ownSubscriptions('user-a'));
    const b = new PgDialect().sqlToQuery(ownSubscriptions('user-b'));
    expect(a.sql).toBe(b.sql);
    expect(a.params).not.toEqual(b.params);
  });
});
