import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ownRecords } from './pipeline.policy.ts';

describe('pipeline policy (deny by default)', () => {
  it("every area's statement is filtered to the caller's own records", () => {
    const q = new PgDialect().sqlToQuery(ownRecords('customer-a'));
    expect(q.sql).toBe('owner_id = $1');
    expect(q.params).toEqual(['customer-a']);
  });
});
