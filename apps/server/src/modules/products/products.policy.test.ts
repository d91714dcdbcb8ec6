import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRODUCT_STATUSES } from '@formulab/shared/shop/products.constants';
import { mayReadProduct, productListed, productStatusFilter } from './products.policy.ts';

const query = (q: SQL | null) => (q ? new PgDialect().sqlToQuery(q) : null);

describe('products policy', () => {
  it('a hidden product exists for staff only; active and sold-out ones for everyone', () => {
    expect(mayReadProduct({ status: 'active' }, false)).toBe(true);
    expect(mayReadProduct({ status: 'sold_out' }, false)).toBe(true);
    expect(mayReadProduct({ status: 'hidden' }, false)).toBe(false);
    expect(mayReadProduct({ status: 'hidden' }, true)).toBe(true);
  });

  it('the public list is always the listed products, whatever status it asks for', () => {
    for (const asked of [undefined, ...PRODUCT_STATUSES])
      expect(query(productStatusFilter('p', false, asked))?.sql).toBe("p.status <> 'hidden'");
  });

  it('staff list every status, or the one they ask for', () => {
    expect(query(productStatusFilter('p', true))).toBeNull();
    expect(query(productStatusFilter('p', true, 'hidden'))).toMatchObject({ sql: 'p.status = $1', params: ['hidden'] });
  });

  it('the predicate is the shop indexes’ own, to the letter (products.table.ts)', () => {
    expect(query(productListed())?.sql).toBe("status <> 'hidden'");
  });
});
