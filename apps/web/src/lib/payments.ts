import type { PaymentCheckout } from '@formulab/shared/shop/payments.schema';
import type { PaymentKind } from '@formulab/shared/shop/payments.states';
import { api } from './api.ts';

/** Starts paying for a purchase, a sample fee or a production order: the server works out the amount. */
export const startPayment = (kind: PaymentKind, id: string) => api<PaymentCheckout>('/api/payments', { body: { kind, id } });
/** Where the browser goes to pay: the test gateway's page (same site) or the provider's. */
export function goToCheckout(checkout: PaymentCheckout, navigate: (to: string) => void): void {
  const url = checkout.checkoutUrl;
  if (!url) throw new Error('no checkout URL');
  if (url.startsWith('/')) navigate(url);
  else window.location.assign(url);
}
