import { useTranslation } from 'react-i18next';
import { PaymentResultScreen } from '../../features/shop/components/payment-result.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /payment — the gateway's way back: `?result=success&paymentKey&orderId&amount` is confirmed once and
 * leads to the receipt (purchases), the sample request or the production order; `?result=fail&code&message&orderId`
 * is reported and its reason shown, with a way to try again.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('shop.payment.title'));
  return <PaymentResultScreen />;
}
