import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  mayReadPublication,
  publicationFilter,
  published,
  PUBLIC_READER,
  scheduled,
  STAFF_READER,
} from './publication.policy.ts';

const text = (q: SQL | null) => (q ? new PgDialect().sqlToQuery(q).sql : null);

describe('publication policy (notices, IR disclosures)', () => {
  it('a scheduled record exists for staff only; a published one for everyone', () => {
    expect(mayReadPublication({ scheduled: false }, PUBLIC_READER)).toBe(true);
    expect(mayReadPublication({ scheduled: true }, PUBLIC_READER)).toBe(false);
    expect(mayReadPublication({ scheduled: true }, STAFF_READER)).toBe(true);
    expect(mayReadPublication({ scheduled: false }, STAFF_READER)).toBe(true);
  });

  it('a public list is filtered to records whose hour has come; staff lists are not', () => {
    expect(text(publicationFilter('n', PUBLIC_READER))).toBe('n.publish_at <= now()');
    expect(text(publicationFilter('i', STAFF_READER))).toBeNull();
  });

  it('published and scheduled are each other’s complement, with or without an alias', () => {
    expect(text(published())).toBe('publish_at <= now()');
    expect(text(scheduled())).toBe('publish_at > now()');
    expect(text(scheduled('i'))).toBe('i.publish_at > now()');
  });
});
