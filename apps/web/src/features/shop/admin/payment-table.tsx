import { Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { StaffTableProps } from '../../../components/workflow/staff-table.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import type { PaymentSummary } from '@formulab/shared/shop/payments.schema';
import {
  AdminDataTable,
  BREAK_ANYWHERE,
  CustomerCell,
  COLUMN_MEDIA,
  OpenRowCell,
  tabularCells as tabular,
  usePhone,
} from '../../../components/admin/index.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { paymentName } from '../../../lib/payments.ts';
import { PaymentStatusBadge } from './payment-badge.tsx';

/** Payments: order id and what it pays, status, kind, gateway, customer, amount, refunded, when. */
export function PaymentTable(p: StaffTableProps<PaymentSummary>) {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
  const { md, lg } = COLUMN_MEDIA;
  const columns: DataTableColumn<PaymentSummary>[] = [
    {
      accessor: 'targetRef',
      title: t('adminShop.payments.columns.target'),
      // on a phone the reference takes what the state and the amount leave
      width: phone ? undefined : 150,
      render: (r) => (
        <OpenRowCell
          name={
            <Stack gap={0}>
              <span className="tabular">{r.targetRef}</span>
              <Text fz="xs" c="gray.7" lineClamp={1} style={BREAK_ANYWHERE}>
                {paymentName(r, i18n.resolvedLanguage)}
              </Text>
            </Stack>
          }
          onOpen={() => p.onOpen(r.id)}
        />
      ),
    },
    {
      accessor: 'status',
      title: t('adminShop.payments.columns.status'),
      width: phone ? 96 : 130,
      render: (r) => <PaymentStatusBadge status={r.status} />,
    },
    {
      accessor: 'kind',
      title: t('adminShop.payments.columns.kind'),
      width: 110,
      visibleMediaQuery: md,
      render: (r) => t(`adminShop.kinds.${r.kind}`),
    },
    {
      accessor: 'gateway',
      title: t('adminShop.payments.columns.gateway'),
      width: 100,
      visibleMediaQuery: lg,
      render: (r) => t(`adminShop.gateways.${r.gateway}`),
    },
    {
      accessor: 'customer',
      title: t('adminShop.payments.columns.customer'),
      visibleMediaQuery: md,
      render: (r) => <CustomerCell customer={r.customer} />,
    },
    {
      accessor: 'amount',
      title: t('adminShop.payments.columns.amount'),
      textAlign: 'right',
      width: 120,
      cellsStyle: tabular,
      render: (r) => formatMoney(r.amount),
    },
    {
      accessor: 'refundedAmount',
      title: t('adminShop.payments.columns.refunded'),
      textAlign: 'right',
      width: 110,
      visibleMediaQuery: lg,
      cellsStyle: tabular,
      render: (r) => (r.refundedAmount ? formatMoney(r.refundedAmount) : '—'),
    },
    {
      accessor: 'createdAt',
      title: t('adminShop.payments.columns.created'),
      noWrap: true,
      width: 170,
      visibleMediaQuery: lg,
      render: (r) => formatDateTime(r.approvedAt ?? r.createdAt),
    },
  ];
  return <AdminDataTable<PaymentSummary> {...p} columns={columns} />;
}
