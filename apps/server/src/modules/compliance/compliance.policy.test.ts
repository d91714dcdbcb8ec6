import { describe, expect, it } from 'vitest';
import { mayReadCompliance } from './compliance.policy.ts';

const recipe = (over: Partial<{ owner_id: string; visibility: string; deleted_at: string | null }> = {}) => ({
  owner_id: 'a',
  visibility: 'private',
  deleted_at: null,
  ...over,
});
const deleted = '2026-01-01T00:00:00Z';

describe('compliance policy (deny by default: the recipe’s rule)', () => {
  it('the owner reads the record of their own live recipe; nobody else does', () => {
    expect(mayReadCompliance(recipe(), { ownerId: 'a' })).toBe(true);
    expect(mayReadCompliance(recipe(), { ownerId: 'b' })).toBe(false);
    expect(mayReadCompliance(recipe(), { ownerId: '' })).toBe(false);
    expect(mayReadCompliance(recipe({ deleted_at: deleted }), { ownerId: 'a' })).toBe(false);
  });

  it('a public recipe of someone else shows no verdict, file or dossier', () => {
    expect(mayReadCompliance(recipe({ visibility: 'public' }), { ownerId: 'b' })).toBe(false);
  });

  it('staff read every recipe’s, deleted ones too', () => {
    expect(mayReadCompliance(recipe({ deleted_at: deleted }), { admin: true })).toBe(true);
    expect(mayReadCompliance(recipe(), { admin: false } as never)).toBe(false);
  });
});
