import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { claimableBy, downloadRule, mayAttach, ownerVisible } from './files.policy.ts';

const A = { isAdmin: false, userId: 'a' };
const B = { isAdmin: false, userId: 'b' };
const STAFF = { isAdmin: true, userId: 's' };
const VISITOR = { isAdmin: false, userId: null };
const upload = (over: Partial<{ ownerType: string | null; ownerId: string | null; createdBy: string | null }> = {}) => ({
  ownerType: null,
  ownerId: null,
  createdBy: 'a',
  kind: 'image',
  ...over,
});
const query = (q: Parameters<PgDialect['sqlToQuery']>[0]) => {
  const { sql, params } = new PgDialect().sqlToQuery(q);
  return { sql: sql.replace(/\s+/g, ' '), params };
};

describe('file policy (deny by default)', () => {
  it('an unattached upload is its uploader’s and staff’s only', () => {
    expect(downloadRule(upload(), A)).toBe('allow');
    expect(downloadRule(upload(), B)).toBe('deny');
    expect(downloadRule(upload(), VISITOR)).toBe('deny');
    expect(downloadRule(upload({ createdBy: null }), VISITOR)).toBe('deny'); // a visitor's own upload: staff only
    expect(downloadRule(upload(), STAFF)).toBe('allow');
  });

  it('an attached file asks its record, except for staff; an unknown record type is staff’s only', () => {
    const held = upload({ ownerType: 'inquiry', ownerId: 'i1' });
    expect(downloadRule(held, A)).toBe('ask-owner');
    expect(downloadRule(held, B)).toBe('ask-owner');
    expect(downloadRule(held, VISITOR)).toBe('ask-owner');
    expect(downloadRule(held, STAFF)).toBe('allow');
    expect(downloadRule(upload({ ownerType: 'something', ownerId: 'x' }), A)).toBe('deny');
    expect(downloadRule(upload({ ownerType: 'constructor', ownerId: 'x' }), A)).toBe('deny');
    expect(downloadRule(upload({ ownerType: null, ownerId: 'x' }), A)).toBe('deny');
  });

  it("a private record's files are its customer's: the viewer is compared, a visitor never matches", () => {
    expect(query(ownerVisible({ ownerType: 'inquiry', ownerId: 'i1' }, 'a'))).toEqual({
      sql: 'select owner_id = $1 as visible from inquiries where id = $2',
      params: ['a', 'i1'],
    });
    expect(query(ownerVisible({ ownerType: 'chat', ownerId: 'c1' }, null)).params).toEqual(['', 'c1']);
    expect(query(ownerVisible({ ownerType: 'compliance-report', ownerId: 'r1' }, 'a')).sql).toContain('r.deleted_at is null');
    // a public record's files follow its visibility, whoever asks
    expect(query(ownerVisible({ ownerType: 'ingredient', ownerId: 'g1' }, null))).toEqual({
      sql: 'select visible from ingredients where id = $1',
      params: ['g1'],
    });
  });

  it('a customer attaches only their own unattached uploads, or files the record already holds', () => {
    const inquiry = { type: 'inquiry' as const, id: 'i1' };
    const opts = { kinds: ['image', 'document'], uploadedBy: 'a' };
    expect(mayAttach(upload(), inquiry, opts)).toBe(true);
    expect(mayAttach(upload({ createdBy: 'b' }), inquiry, opts)).toBe(false);
    expect(mayAttach(upload({ ownerType: 'inquiry', ownerId: 'i1', createdBy: 'b' }), inquiry, opts)).toBe(true);
    expect(mayAttach(upload({ ownerType: 'inquiry', ownerId: 'i2' }), inquiry, opts)).toBe(false);
    expect(mayAttach(upload({ ownerType: 'chat', ownerId: 'i1' }), inquiry, opts)).toBe(false);
    expect(mayAttach(upload(), inquiry, { kinds: ['document'], uploadedBy: 'a' })).toBe(false);
    // staff's own forms (no uploadedBy) take any unattached upload
    expect(mayAttach(upload({ createdBy: 'b' }), inquiry, { kinds: ['image'] })).toBe(true);
  });

  it('claiming is limited to the uploader’s unattached files of the kinds asked', () => {
    expect(query(claimableBy('a', ['image']))).toEqual({
      sql: '("files"."owner_id" is null and "files"."created_by" = $1 and "files"."kind" in ($2))',
      params: ['a', 'image'],
    });
  });
});
