import { Anchor, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconShoppingCart } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import type { PurchaseDetail, PurchaseSummary } from '@formulab/shared/shop/purchases.schema';
import { PURCHASE_ACTIONS, PURCHASE_STATES } from '@formulab/shared/shop/purchases.states';
import { customerColumn, dayColumn, figureColumn, twoLineColumn } from '../../../components/admin/index.ts';
import { StaffRecordActions, StaffRecordOpening, TimelineSection } from '../../../components/workflow/index.ts';
import { queueFilters, useQueueList, useQueueParams } from '../../../components/workflow/queue-params.ts';
import { StaffQueueScreen } from '../../../components/workflow/staff-queue.tsx';
import { StaffRecordTable, type StaffTableProps } from '../../../components/workflow/staff-table.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { afterPurchaseChange, purchaseFlow, purchaseTransitionBody } from '../purchases-api.ts';
import { PurchaseReceipt } from '../components/receipt.tsx';
import { localName } from '../format.ts';
import { adminPurchaseKey, adminPurchaseQuery, adminPurchasesQuery, adminTransitionPurchase } from './admin-api.ts';
import { QueueRecordDrawer } from '../../../components/admin/index.ts';

/**
 * Staff's queue of shop purchases (admin `order-list`, "Purchases"): state tabs with counts, search,
 * the table, and a drawer per purchase (`?purchase=<id>`, the link notifications use) with the staff
 * actions the machine allows (prepare, ship, deliver, cancel, refund, decline a refund).
 */
export function PurchaseQueue({ view }: { view: ReactNode }) {
  const { t } = useTranslation();
  const params = useQueueParams({ states: PURCHASE_STATES, idKey: 'purchase', onClose: { view: 'purchases' } });
  const queue = useQueueList(params, (cursor) => adminPurchasesQuery(queueFilters(params, cursor)));
  return (
    <StaffQueueScreen
      screen="order-list"
      subject="purchase"
      queue={queue}
      above={view}
      icon={<IconShoppingCart size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
      strings={{
        search: t('adminShop.purchases.search'),
        searchPlaceholder: t('adminShop.purchases.searchPlaceholder'),
        states: t('adminShop.purchases.states'),
        all: t('adminShop.all'),
        retry: t('adminShop.retry'),
        empty: t('adminShop.purchases.empty'),
        emptyHint: t('adminShop.purchases.emptyHint'),
        emptyFiltered: t('adminShop.purchases.emptyFiltered'),
        emptyFilteredHint: t('adminShop.purchases.emptyFilteredHint'),
        clear: t('adminShop.clear'),
      }}
      table={(data, props) => <PurchaseTable records={data.items} {...props} />}
      drawer={(id, onClose) => <PurchaseDrawer id={id} onClose={onClose} />}
    />
  );
}

function PurchaseTable(p: StaffTableProps<PurchaseSummary>) {
  const { t, i18n } = useTranslation();
  return (
    <StaffRecordTable<PurchaseSummary>
      {...p}
      group="adminShop.purchases"
      subject="purchase"
      columns={[
        customerColumn(t('adminShop.purchases.columns.customer')),
        twoLineColumn<PurchaseSummary>('product', t('adminShop.purchases.columns.product'), {
          main: (r) => localName(r.product, i18n.resolvedLanguage),
          sub: (r) => `${localName(r.option, i18n.resolvedLanguage)} × ${formatNumber(r.quantity)}`,
        }),
        figureColumn<PurchaseSummary>('total', t('adminShop.purchases.columns.total'), {
          width: 120,
          media: 'md',
          value: (r) => formatMoney(r.total),
        }),
        dayColumn(t('adminShop.purchases.columns.ordered'), { media: 'lg' }),
      ]}
    />
  );
}

function PurchaseDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <QueueRecordDrawer
      id={id}
      onClose={onClose}
      record={adminPurchaseQuery}
      titleKey="adminShop.purchases.detailTitle"
      width={760}
    >
      {(p) => <PurchaseContent purchase={p} />}
    </QueueRecordDrawer>
  );
}

function PurchaseContent({ purchase: p }: { purchase: PurchaseDetail }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  return (
    <Stack gap="lg">
      <StaffRecordOpening subject="purchase" record={p} dates="adminShop.purchases.dates" />
      <StaffRecordActions
        strings="adminShop.purchases"
        title={t('adminShop.purchases.nextStep')}
        after={
          p.payment && (
            <Anchor href={`/admin/payments?id=${p.payment.id}`} fz="sm">
              {t('adminShop.purchases.openPayment')}
            </Anchor>
          )
        }
        flow={purchaseFlow}
        record={p}
        withNote={false}
        hide={PURCHASE_ACTIONS.filter((a) => !p.actions.includes(a))}
        onSubmit={async (body) =>
          afterPurchaseChange(qc, await adminTransitionPurchase(p.id, purchaseTransitionBody(body)), adminPurchaseKey(p.id))
        }
      />
      <PurchaseReceipt purchase={p} headingLevel={3} />
      <TimelineSection layout="drawer" subject="purchase" events={p.timeline} viewer="staff" />
    </Stack>
  );
}
