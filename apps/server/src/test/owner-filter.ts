import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

/**
 * The database-free tests of a policy's owner filter (`ownNotifications(userId)` …): it compares the
 * table's owner column with the caller's id, and user A's filter differs from user B's only in the id.
 */
export function ownerFilterTests(policy: string, filter: (userId: string) => SQL, expectedSql: string, denied: string) {
  describe(`${policy} (deny by default)`, () => {
    it("every statement over the records is filtered to the caller's own", () => {
      const q = new PgDialect().sqlToQuery(filter('user-a'));
      expect(q.sql).toBe(expectedSql);
      expect(q.params).toEqual(['user-a']);
    });

    it(`another user’s id is another filter: A never ${denied}`, () => {
      const a = new PgDialect().sqlToQuery(filter('user-a'));
      const b = new PgDialect().sqlToQuery(filter('user-b'));
      expect(a.sql).toBe(b.sql);
      expect(a.params).not.toEqual(b.params);
    });
  });
}
