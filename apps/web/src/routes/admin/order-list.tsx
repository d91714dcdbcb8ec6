import { SegmentedControl, Select } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import { ORDER_STATES, PAYMENT_STATUSES } from '@formulab/shared/orders/orders.states';
import { queueFilters, useQueueList, useQueueParams } from '../../components/workflow/queue-params.ts';
import { queueStrings, StaffQueueScreen } from '../../components/workflow/staff-queue.tsx';
import { adminOrders } from '../../features/orders/admin/admin-api.ts';
import { OrderDrawer } from '../../features/orders/admin/order-drawer.tsx';
import { OrderTable } from '../../features/orders/admin/order-table.tsx';
import { TaxInvoiceExport } from '../../features/orders/admin/tax-invoice-export.tsx';
import { PurchaseQueue } from '../../features/shop/admin/purchase-queue.tsx';

/**
 * order-list — staff's queues of orders: production orders (state tabs with counts, payment filter,
 * search, a drawer per order, the tax invoices' CSV for the tax-invoice system) and the shop's purchases
 * (`?view=purchases`, or a `?purchase=<id>` link).
 */
export function Component() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const purchases = search.get('view') === 'purchases' || search.has('purchase');
  const view = (
    <SegmentedControl
      aria-label={t('adminShop.purchases.view')}
      data={[
        { value: 'orders', label: t('adminShop.purchases.viewOrders') },
        { value: 'purchases', label: t('adminShop.purchases.viewPurchases') },
      ]}
      value={purchases ? 'purchases' : 'orders'}
      onChange={(v) => setSearch(v === 'purchases' ? { view: 'purchases' } : {})}
      w="fit-content"
    />
  );
  return purchases ? <PurchaseQueue view={view} /> : <ProductionOrders view={view} />;
}

function ProductionOrders({ view }: { view: React.ReactNode }) {
  const { t } = useTranslation();
  const params = useQueueParams({ states: ORDER_STATES, choices: { payment: PAYMENT_STATUSES } });
  const queue = useQueueList(params, (cursor) => adminOrders.listQuery(queueFilters(params, cursor)));
  return (
    <StaffQueueScreen
      screen="order-list"
      subject="order"
      queue={queue}
      above={view}
      actions={
        <>
          <Select
            aria-label={t('adminOrders.payment')}
            placeholder={t('adminOrders.anyPayment')}
            data={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`orders.payment.${s}`) }))}
            value={params.choices.payment ?? null}
            onChange={(v) => params.update({ payment: v })}
            clearable
            w={160}
            comboboxProps={{ withinPortal: true }}
          />
          <TaxInvoiceExport />
        </>
      }
      icon={<IconPackage size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
      strings={queueStrings(t, 'adminOrders')}
      table={(data, props) => <OrderTable records={data.items} {...props} />}
      drawer={(id, onClose) => <OrderDrawer id={id} onClose={onClose} />}
    />
  );
}
