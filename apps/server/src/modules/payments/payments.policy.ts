/**
 * Who may pay for a record and read a payment (PRODUCT.md §3.6, decision 0007). Deny by default;
 * callers turn a false into 404, so another customer's purchase, sample fee, order or payment is
 * indistinguishable from one that does not exist.
 *
 * - A customer pays only for their own purchase, sample request or production order, and confirms,
 *   fails, looks up and (with the test gateway) approves or declines only their own payment attempts.
 *   Whether the record can be paid now is its state's business (409 PAYMENT_NOT_PAYABLE), asked after this.
 * - Staff read every payment, refund and record offline payments through /api/admin only; they never
 *   pay on a customer's behalf here.
 * - The gateway's webhook names a payment by the gateway's own key, checked with the gateway, not a viewer.
 */

/** The record being paid for (a purchase, sample request or production order) belongs to the payer. */
export function mayPayFor(target: { ownerId: string }, payerId: string): boolean {
  return payerId !== '' && target.ownerId === payerId;
}

/** A customer's own payment attempt (by its orderId): confirm, fail, result, test gateway. */
export function mayUsePayment(payment: { ownerId: string }, userId: string): boolean {
  return userId !== '' && payment.ownerId === userId;
}
