import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ownNotifications } from './notifications.policy.ts';

describe('notification policy (deny by default)', () => {
  it("every statement over the table is filtered to the caller's own", () => {
    const q = new PgDialect().sqlToQuery(ownNotifications('user-a'));
    expect(q.sql).toBe('"notifications"."user_id" = $1');
    expect(q.params).toEqual(['user-a']);
  });

  it('another user’s id is another filter: A never reads or marks B’s', () => {
    const a = new PgDialect().sqlToQuery(ownNotifications('user-a'));
    const b = new PgDialect().sqlToQuery(ownNotifications('user-b'));
    expect(a.sql).toBe(b.sql);
    expect(a.params).not.toEqual(b.params);
  });
});
