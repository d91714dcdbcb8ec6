import { sql, type SQL } from 'drizzle-orm';
import type { ProductStatus } from '@formulab/shared/shop/products.constants';

/**
 * Who may see a shop product (PRODUCT.md, the shop): a hidden product exists only for staff — everyone
 * else gets a 404 for it and for its pictures, cannot buy it, and never finds it in a list or the
 * sitemap; active and sold-out products are public. Staff reach hidden products through /api/admin
 * only. The rule is written here once; `products.service.ts`, `purchases.service.ts`,
 * `files.policy.ts`, the dashboard and the sitemaps ask it. The shop's partial indexes
 * (`products.table.ts`) carry the same predicate, which a query must repeat to the letter to use them.
 */

/** `<alias>.status <> 'hidden'` (the bare column without an alias): visitors may see the product. */
export function productListed(alias?: string): SQL {
  return sql.raw(`${alias ? `${alias}.` : ''}status <> 'hidden'`);
}

/** Whether a visitor or customer (or staff, `staff`) may read this product (callers turn false into 404). */
export function mayReadProduct(product: { status: string }, staff: boolean): boolean {
  return product.status !== 'hidden' || staff;
}

/**
 * A product list's status filter (alias given): listed products for everyone but staff, whatever they
 * ask; for staff the status asked for, or null (every status).
 */
export function productStatusFilter(alias: string, staff: boolean, requested?: ProductStatus): SQL | null {
  if (!staff) return productListed(alias);
  return requested ? sql`${sql.raw(alias)}.status = ${requested}` : null;
}
