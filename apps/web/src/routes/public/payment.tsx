import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../../i18n/react.ts';
import { PaymentResultScreen } from '../../features/shop/components/payment-result.tsx';
import { useRequireSignIn } from '../../features/shop/use-require-sign-in.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadingLabel } from '../../components/list-states.tsx';

/**
 * /payment — the gateway's way back: `?result=success&paymentKey&orderId&amount` is confirmed once and
 * leads to the receipt (purchases), the sample request or the production order; `?result=fail&code&message&orderId`
 * is reported and its reason shown, with a way to try again. A visitor is asked to sign in first and
 * comes back to this same URL.
 */
export function Component() {
  const { t } = useTranslation();
  const loading = useLoadingLabel();
  useDocumentTitle(t('shop.payment.title'));
  const { user } = useRequireSignIn();
  if (!user)
    return (
      <Center py="xl" {...loading}>
        <Loader />
      </Center>
    );
  return <PaymentResultScreen />;
}
