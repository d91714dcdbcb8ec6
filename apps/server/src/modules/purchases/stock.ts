/**
 * Stock of product options. A checkout takes its units off with ONE conditional UPDATE
 * (`stock = stock - q where stock >= q`) in the purchase's transaction: of any number of buyers of the
 * last unit, exactly one row is updated and everyone else is told it is gone; the CHECK constraint of
 * migration 0012 (stock >= 0) backs it. Units go back once (`purchases.restocked`).
 *
 * An option sold out by a checkout, or back on sale by units returned, changes the product's public
 * pages (its "sold out", its offer's availability, the shop's in-stock filter): announced to the page
 * cache in the same transaction. Other checkouts are not (the count of units left is corrected by the
 * browser's own request, decision 0027): every purchase would otherwise empty every instance's lists.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { pagesChanged } from '../realtime/bus.ts';

export const outOfStock = (field: string, message = 'Not enough stock') =>
  new AppError(409, 'OUT_OF_STOCK', message, { [field]: 'errors.outOfStock' });

/** Takes `quantity` units of the option off its stock, or throws 409 OUT_OF_STOCK. */
export async function reserveStock(tx: Db, productId: string, optionId: string, quantity: number): Promise<void> {
  const { rows } = await tx.execute<{ stock: number }>(sql`
    update product_options set stock = stock - ${quantity}
    where id = ${optionId} and product_id = ${productId} and stock >= ${quantity} returning stock`);
  if (!rows[0]) throw outOfStock('quantity', 'Fewer units are left than you asked for');
  await tx.execute(sql`update products set stock = stock - ${quantity} where id = ${productId}`);
  if (rows[0].stock === 0) await pagesChanged(tx, 'product', [productId]); // the last units
}

/**
 * Puts a purchase's units back on sale, once: nothing happens when they already went back or the
 * option no longer exists. A paid purchase also leaves the product's sold count.
 */
export async function restockPurchase(tx: Db, purchaseId: string): Promise<boolean> {
  const { rows } = await tx.execute<{ option_id: string | null; product_id: string; quantity: number; paid: boolean }>(sql`
    update purchases set restocked = true where id = ${purchaseId} and not restocked
    returning option_id, product_id, quantity, paid_at is not null as paid`);
  const r = rows[0];
  if (!r) return false;
  if (r.option_id) {
    const back = await tx.execute<{ stock: number }>(
      sql`update product_options set stock = stock + ${r.quantity} where id = ${r.option_id} returning stock`,
    );
    if (back.rows[0]) {
      await tx.execute(sql`update products set stock = stock + ${r.quantity} where id = ${r.product_id}`);
      // on sale again (it had none left)
      if (back.rows[0].stock === r.quantity) await pagesChanged(tx, 'product', [r.product_id]);
    }
  }
  if (r.paid) {
    await tx.execute(sql`update products set sold_count = greatest(sold_count - ${r.quantity}, 0) where id = ${r.product_id}`);
  }
  return true;
}
