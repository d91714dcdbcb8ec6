import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { mayReadItem, PUBLIC_VIEWER, STAFF_VIEWER, visibilityFilter } from './catalogue.policy.ts';

const text = (q: ReturnType<typeof visibilityFilter>) => (q ? new PgDialect().sqlToQuery(q).sql : null);

describe('catalogue policy', () => {
  it('a hidden item exists for staff only', () => {
    expect(mayReadItem({ visible: true }, PUBLIC_VIEWER)).toBe(true);
    expect(mayReadItem({ visible: false }, PUBLIC_VIEWER)).toBe(false);
    expect(mayReadItem({ visible: false }, STAFF_VIEWER)).toBe(true);
  });

  it('the public list is always filtered to visible items, whatever it asks', () => {
    for (const asked of [undefined, 'all', 'hidden', 'visible'] as const)
      expect(text(visibilityFilter('i', PUBLIC_VIEWER, asked))).toBe('i.visible');
    expect(text(visibilityFilter('s', STAFF_VIEWER))).toBeNull();
    expect(text(visibilityFilter('s', STAFF_VIEWER, 'all'))).toBeNull();
    expect(text(visibilityFilter('s', STAFF_VIEWER, 'hidden'))).toBe('not s.visible');
    expect(text(visibilityFilter('s', STAFF_VIEWER, 'visible'))).toBe('s.visible');
  });
});
