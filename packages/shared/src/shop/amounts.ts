/**
 * A purchase's amounts, without zod: a product's page shows them in its first load, where the purchase
 * schemas' module would bring zod and the workflow's schemas. purchases.schema.ts re-exports them.
 */

/** A flat shipping fee, free from this subtotal up (KRW). */
export const SHIPPING_FEE = 3000;
export const FREE_SHIPPING_FROM = 50_000;

/** The server's arithmetic, shown by the screens before checkout: the same function on both sides. */
export function purchaseAmounts(unitPrice: number, quantity: number) {
  const subtotal = unitPrice * quantity;
  const shippingFee = subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
  return { subtotal, shippingFee, total: subtotal + shippingFee };
}
