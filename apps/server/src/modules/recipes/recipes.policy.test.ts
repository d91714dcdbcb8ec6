import { describe, expect, it } from 'vitest';
import { isPublished, mayChange, mayRead, maySeeSource } from './recipes.policy.ts';

const row = (over: Partial<{ ownerId: string; visibility: string; deletedAt: string | null }> = {}) => ({
  ownerId: 'a',
  visibility: 'private',
  deletedAt: null,
  ...over,
});
const deleted = '2026-01-01T00:00:00Z';

describe('recipe policy (deny by default)', () => {
  it('the owner reads and changes their own live recipe; nobody else does', () => {
    expect(mayRead(row(), { ownerId: 'a' })).toBe(true);
    expect(mayRead(row(), { ownerId: 'b' })).toBe(false);
    expect(mayRead(row({ visibility: 'public' }), { ownerId: 'b' })).toBe(false); // public ones are read through the gallery
    expect(mayRead(row({ deletedAt: deleted }), { ownerId: 'a' })).toBe(false);
    expect(mayChange(row(), 'a')).toBe(true);
    expect(mayChange(row(), 'b')).toBe(false);
    expect(mayChange(row({ deletedAt: deleted }), 'a')).toBe(false);
    expect(mayChange(row(), '')).toBe(false);
  });

  it('staff read everything, deleted too, but change nothing through these rules', () => {
    expect(mayRead(row({ deletedAt: deleted }), { admin: true })).toBe(true);
    expect(mayRead(row(), { admin: false } as never)).toBe(false);
  });

  it('published = public and not deleted', () => {
    expect(isPublished(row({ visibility: 'public' }))).toBe(true);
    expect(isPublished(row({ visibility: 'public', deletedAt: deleted }))).toBe(false);
    expect(isPublished(row({ visibility: 'shared' }))).toBe(false);
  });

  it('a copy names its source only to those who may see it', () => {
    expect(maySeeSource(row(), { ownerId: 'a' })).toBe(true);
    expect(maySeeSource(row(), { ownerId: 'b' })).toBe(false);
    expect(maySeeSource(row(), { viewerId: null })).toBe(false);
    expect(maySeeSource(row({ visibility: 'public' }), { viewerId: null })).toBe(true);
    expect(maySeeSource(row({ deletedAt: deleted, visibility: 'public' }), { viewerId: 'a' })).toBe(false);
    expect(maySeeSource(row({ deletedAt: deleted }), { admin: true })).toBe(true);
  });
});
