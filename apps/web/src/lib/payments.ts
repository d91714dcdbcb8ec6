import { paymentCheckoutSchema, type PaymentCheckout } from '@formulab/shared/shop/payments.schema';
import type { PaymentKind } from '@formulab/shared/shop/payments.states';
import { api } from './api.ts';

/** Starts paying for a purchase, a sample fee or a production order: the server works out the amount. */
export const startPayment = (kind: PaymentKind, id: string) =>
  api('/api/payments', { schema: import.meta.env.PROD ? undefined : paymentCheckoutSchema, body: { kind, id } });
/** Where the browser goes to pay: the test gateway's page (same site) or the provider's. */
export function goToCheckout(checkout: PaymentCheckout, navigate: (to: string) => void): void {
  const url = checkout.checkoutUrl;
  if (!url) throw new Error('no checkout URL');
  if (url.startsWith('/')) navigate(url);
  else window.location.assign(url);
}

/** What a payment was for, in the reader's language: the gateway was told it in Korean. */
export function paymentName(p: { orderName: string; orderNameEn: string | null }, language: string | undefined): string {
  return language === 'en' && p.orderNameEn ? p.orderNameEn : p.orderName;
}

/** Toss Payments names its methods in Korean; the code of our words for each (`shop.receipt.method.*`, `adminShop.methods.*`). */
const METHOD_CODES: Record<string, string> = {
  카드: 'card',
  가상계좌: 'virtual_account',
  계좌이체: 'transfer',
  간편결제: 'easy_pay',
  휴대폰: 'mobile',
};

/** The code of a payment method as the gateway named it (a code already, for our own gateways). */
export function paymentMethodCode(method: string): string {
  return METHOD_CODES[method] ?? method;
}
