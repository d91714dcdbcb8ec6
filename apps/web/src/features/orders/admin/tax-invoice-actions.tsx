import { Alert, Button, Text, TextInput, Textarea } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { seoulToday } from '@formulab/shared/dates';
import type { OrderDetail } from '@formulab/shared/orders/orders.schema';
import { taxInvoiceCancelSchema, taxInvoiceIssueSchema, type TaxInvoice } from '@formulab/shared/orders/tax-invoices.schema';
import { useTranslation } from '../../../i18n/react.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { afterOrderChange } from '../api.ts';
import { OrderTaxInvoices } from '../components/order-tax-invoices.tsx';
import { adminOrders, cancelTaxInvoice, issueTaxInvoice } from './admin-api.ts';

/** An original invoice not cancelled: the one a new invoice waits for, the one staff may cancel. */
const inForce = (i: TaxInvoice) => i.kind === 'original' && i.state === 'issued';

/**
 * The order's tax invoices in staff's drawer, with what staff may do: make one out for a paid order
 * sold in Korea (10 % VAT) that has none in force, and cancel the one in force. A zero-rated export
 * says it has none; an unpaid order that it waits for the payment.
 */
export function StaffTaxInvoices({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [issuing, setIssuing] = useState(false);
  const [cancelling, setCancelling] = useState<TaxInvoice | null>(null);
  const saved = (detail: OrderDetail) => afterOrderChange(qc, detail, adminOrders.key(order.id));
  const standard = order.taxTreatment === 'standard';
  const waiting = !order.taxInvoices.some(inForce);
  const mayIssue = standard && waiting && order.paymentStatus === 'paid';
  const note =
    order.taxTreatment === 'zero_rated' ? (
      <Text fz="sm" c="gray.8" data-testid="tax-invoice-note">
        {t('adminOrders.taxInvoices.zeroRated')}
      </Text>
    ) : standard && waiting && order.paymentStatus === 'unpaid' && order.state !== 'cancelled' ? (
      <Text fz="sm" c="gray.8" data-testid="tax-invoice-note">
        {t('adminOrders.taxInvoices.unpaid')}
      </Text>
    ) : null;
  return (
    <>
      <OrderTaxInvoices
        order={order}
        note={note}
        actions={
          mayIssue && (
            <Button size="xs" leftSection={<IconReceipt size={16} aria-hidden="true" />} onClick={() => setIssuing(true)}>
              {t('adminOrders.taxInvoices.issue')}
            </Button>
          )
        }
        invoiceAction={(invoice) =>
          inForce(invoice) && (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              aria-label={t('adminOrders.taxInvoices.cancelTitle', { ref: invoice.ref })}
              onClick={() => setCancelling(invoice)}
              style={{ flexShrink: 0 }}
            >
              {t('adminOrders.taxInvoices.cancel')}
            </Button>
          )
        }
      />
      {issuing && <IssueDialog order={order} onClose={() => setIssuing(false)} onSaved={saved} />}
      {cancelling && <CancelDialog invoice={cancelling} onClose={() => setCancelling(null)} onSaved={saved} />}
    </>
  );
}

type Problems = { field?: string; general?: string };

/**
 * The server's refusal in the dialog's words: a field error on the field, a refusal of the whole (409
 * `_`: "not paid", "no registration number" …) above it. Null for anything else, which the dialog tells
 * as the API's error.
 */
function problemsOf(e: unknown, field: string): Problems | null {
  if (!(e instanceof ApiError)) return null;
  const { [field]: onField, _: general } = e.fields;
  return onField || general ? { field: onField, general } : null;
}

function IssueDialog({
  order,
  onClose,
  onSaved,
}: {
  order: OrderDetail;
  onClose: () => void;
  onSaved: (detail: OrderDetail) => void;
}) {
  const { t } = useTranslation();
  const [today] = useState(() => seoulToday());
  const [day, setDay] = useState(today);
  const [problems, setProblems] = useState<Problems>({});
  const title = t('adminOrders.taxInvoices.issue');
  const submit = async () => {
    // the date is asked for: the server's "today by default" is the field's own default
    const check = day ? taxInvoiceIssueSchema.safeParse({ issueDate: day }) : null;
    if (!check?.success) return setProblems({ field: check?.error.issues[0]?.message ?? 'errors.required' });
    setProblems({});
    try {
      onSaved(await issueTaxInvoice(order.id, day));
      onClose();
    } catch (e) {
      const problems = problemsOf(e, 'issueDate');
      if (!problems) throw e;
      setProblems(problems);
    }
  };
  return (
    <ConfirmModal opened onClose={onClose} title={title} confirmLabel={title} onConfirm={submit} closeLabel={t('common.close')}>
      <Text fz="sm">
        {t('adminOrders.taxInvoices.issueBody', {
          supply: formatMoney(order.total),
          vat: formatMoney(order.vat),
          total: formatMoney(order.amountDue),
        })}
      </Text>
      {problems.general && (
        <Alert color="red" variant="light" role="alert">
          {t(problems.general)}
        </Alert>
      )}
      <TextInput
        type="date"
        label={t('orders.taxInvoices.issueDate')}
        description={t('adminOrders.taxInvoices.issueDateHint')}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
        required
        max={today}
        value={day}
        onChange={(e) => setDay(e.currentTarget.value)}
        error={problems.field ? t(problems.field) : undefined}
        w={{ base: '100%', xs: 200 }}
      />
    </ConfirmModal>
  );
}

function CancelDialog({
  invoice,
  onClose,
  onSaved,
}: {
  invoice: TaxInvoice;
  onClose: () => void;
  onSaved: (detail: OrderDetail) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const submit = async () => {
    const check = taxInvoiceCancelSchema.safeParse({ reason });
    if (!check.success) return setProblems({ field: check.error.issues[0]?.message ?? 'errors.required' });
    setProblems({});
    try {
      onSaved(await cancelTaxInvoice(invoice.id, check.data.reason));
      onClose();
    } catch (e) {
      const problems = problemsOf(e, 'reason');
      if (!problems) throw e;
      setProblems(problems);
    }
  };
  return (
    <ConfirmModal
      opened
      onClose={onClose}
      title={t('adminOrders.taxInvoices.cancelTitle', { ref: invoice.ref })}
      confirmLabel={t('adminOrders.taxInvoices.cancelConfirm')}
      cancelLabel={t('adminOrders.taxInvoices.keep')}
      onConfirm={submit}
      danger
      dangerColor="red.9"
      closeLabel={t('common.close')}
    >
      <Text fz="sm">{t('adminOrders.taxInvoices.cancelBody', { ref: invoice.ref })}</Text>
      {problems.general && (
        <Alert color="red" variant="light" role="alert">
          {t(problems.general)}
        </Alert>
      )}
      <Textarea
        label={t('adminOrders.taxInvoices.reason')}
        required
        maxLength={300}
        autosize
        minRows={2}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={problems.field ? t(problems.field) : undefined}
        data-autofocus
      />
    </ConfirmModal>
  );
}
