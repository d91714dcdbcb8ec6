import { Button, type ButtonProps } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { useNavigate } from 'react-router';
import type { PaymentKind } from '@formulab/shared/shop/payments.states';
import { errorKey } from '../lib/api.ts';
import { formatMoney } from '../lib/format.ts';
import { goToCheckout, startPayment } from '../lib/payments.ts';
import { notifyError } from './notify.ts';

/** Starts a payment for a purchase, a sample fee or a production order and opens the gateway. */
export function PayButton({ kind, id, amount, ...props }: { kind: PaymentKind; id: string; amount?: number } & ButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      color="coral.9"
      leftSection={<IconCreditCard size={18} aria-hidden="true" />}
      loading={busy}
      {...props}
      onClick={async () => {
        setBusy(true);
        try {
          goToCheckout(await startPayment(kind, id), (to) => void navigate(to));
        } catch (e) {
          notifyError(`${t('shop.payment.payFailed')} ${t(errorKey(e))}`);
          setBusy(false);
        }
      }}
    >
      {amount === undefined ? t('shop.payment.pay') : t('shop.payment.payFee', { amount: formatMoney(amount) })}
    </Button>
  );
}
