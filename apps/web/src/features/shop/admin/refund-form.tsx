import { Alert, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { fieldErrors } from '@formulab/shared/errors';
import { refundCreateSchema, type RefundCreateInput } from '@formulab/shared/shop/payments.schema';
import { ApiError, errorKey } from '../../../lib/api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { NumberField, useConfirm, type NumberValue } from '../../../components/admin/index.ts';

type Props = {
  /** how much may still be refunded */
  refundable: number;
  /** purchases may put the units back on sale */
  purchase: boolean;
  onSubmit: (body: RefundCreateInput) => Promise<unknown>;
};

/**
 * A full or partial refund: the amount (at most what is still refundable, "Full" fills it in) and the
 * reason; the shared schema's messages on the fields, the server's refusal under them.
 */
export function RefundForm({ refundable, purchase, onSubmit }: Props) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<NumberValue>('');
  const [confirm, dialog] = useConfirm();
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState<boolean | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const full = amount === refundable;

  const submit = async () => {
    setFailure(null);
    if (busy) return;
    const body: RefundCreateInput = {
      // a refused entry (the field's text) is NaN: the schema refuses it and the field says why
      amount: amount === '' ? (undefined as unknown as number) : typeof amount === 'number' ? amount : Number.NaN,
      reason,
      ...(purchase && restock !== undefined ? { restock } : {}),
      // what this screen shows as left: a refund by someone else since is refused (409), not added
      refundable,
    };
    const parsed = refundCreateSchema.safeParse(body);
    const found: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
    if (amount === '') found.amount = 'errors.required';
    else if (typeof amount === 'number' && amount > refundable) found.amount = 'adminShop.refund.overLimit';
    if (Object.keys(found).length) return setErrors(found);
    setErrors({});
    // money leaves the company: asked like every other irreversible step
    const ok = await confirm({
      title: t('adminShop.refund.confirmTitle'),
      message: t('adminShop.refund.confirmBody', { amount: formatMoney(body.amount) }),
      confirmLabel: t('adminShop.refund.submitAmount', { amount: formatMoney(body.amount) }),
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    try {
      await onSubmit(body);
      setAmount('');
      setReason('');
      setRestock(undefined);
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) setErrors(e.fields);
      else setFailure(t(errorKey(e)));
    } finally {
      setBusy(false);
    }
  };
  const err = (k: string) => (errors[k] ? t(errors[k], { max: formatMoney(refundable) }) : undefined);

  if (refundable <= 0)
    return (
      <Text fz="sm" c="gray.7">
        {t('adminShop.refund.nothing')}
      </Text>
    );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      aria-label={t('adminShop.refund.title')}
    >
      <Stack gap="sm">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <NumberField
            label={t('adminShop.refund.amount')}
            description={t('adminShop.refund.refundable', { amount: formatMoney(refundable) })}
            value={amount}
            onChange={setAmount}
            min={1}
            max={refundable}
            prefix="₩"
            error={err('amount')}
            required
            style={{ flex: 1 }}
          />
          <Button variant="default" onClick={() => setAmount(refundable)} mb={errors.amount ? 22 : 0}>
            {t('adminShop.refund.full')}
          </Button>
          <Button variant="default" onClick={() => setAmount(Math.floor(refundable / 2))} mb={errors.amount ? 22 : 0}>
            {t('adminShop.refund.half')}
          </Button>
        </Group>
        <Textarea
          label={t('adminShop.refund.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={200}
          autosize
          minRows={2}
          error={err('reason')}
          required
        />
        {purchase && (
          <Checkbox
            label={t('adminShop.refund.restock')}
            description={t('adminShop.refund.restockHint')}
            checked={restock ?? full}
            onChange={(e) => setRestock(e.currentTarget.checked)}
          />
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" color="red.9" loading={busy}>
            {typeof amount !== 'number'
              ? t('adminShop.refund.submit')
              : t('adminShop.refund.submitAmount', { amount: formatMoney(amount) })}
          </Button>
        </Group>
      </Stack>
      {dialog}
    </form>
  );
}
