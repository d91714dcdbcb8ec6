import { Button, Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import { ORDER_STATES, PAYMENT_STATUSES } from '@formulab/shared/orders/orders.states';
import { AdminEmptyState, AdminListStates, AdminPageHeader, SearchField, useCursorPages } from '../../components/admin/index.ts';
import { adminOrdersQuery } from '../../features/orders/admin/admin-api.ts';
import { listFilters, useOrderListParams } from '../../features/orders/admin/list-params.ts';
import { OrderDrawer } from '../../features/orders/admin/order-drawer.tsx';
import { OrderTable } from '../../features/orders/admin/order-table.tsx';
import { TaxInvoiceExport } from '../../features/orders/admin/tax-invoice-export.tsx';
import { StateTabs } from '../../components/workflow/state-tabs.tsx';
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
  return purchases ? (
    <Stack gap="sm">
      <AdminPageHeader screen="order-list" />
      {view}
      <PurchaseQueue />
    </Stack>
  ) : (
    <ProductionOrders view={view} />
  );
}

function ProductionOrders({ view }: { view: React.ReactNode }) {
  const { t } = useTranslation();
  const params = useOrderListParams();
  const pages = useCursorPages(JSON.stringify([params.q, params.state, params.payment, params.size]));
  const list = useQuery(adminOrdersQuery(listFilters(params, pages.cursor)));
  // later pages carry no counts (the cursor carries the total): the tabs show the first page's (cached)
  const first = useQuery({ ...adminOrdersQuery(listFilters(params, undefined)), enabled: Boolean(pages.cursor) });
  const counts = list.data?.counts ?? first.data?.counts ?? undefined;
  const empty = (
    <AdminEmptyState
      icon={<IconPackage size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
      title={t(params.filtered ? 'adminOrders.emptyFiltered' : 'adminOrders.empty')}
      hint={t(params.filtered ? 'adminOrders.emptyFilteredHint' : 'adminOrders.emptyHint')}
    >
      {params.filtered && (
        <Button size="xs" variant="default" onClick={params.clear}>
          {t('adminOrders.clear')}
        </Button>
      )}
    </AdminEmptyState>
  );
  return (
    <Stack gap="sm">
      <AdminPageHeader
        screen="order-list"
        actions={
          <Group gap="xs" wrap="wrap">
            <Select
              aria-label={t('adminOrders.payment')}
              placeholder={t('adminOrders.anyPayment')}
              data={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`orders.payment.${s}`) }))}
              value={params.payment ?? null}
              onChange={(v) => params.update({ payment: v })}
              clearable
              w={160}
              comboboxProps={{ withinPortal: true }}
            />
            <SearchField
              value={params.q}
              onChange={(q) => params.update({ q })}
              label={t('adminOrders.search')}
              placeholder={t('adminOrders.searchPlaceholder')}
              w={320}
            />
            <TaxInvoiceExport />
          </Group>
        }
      />
      {view}
      <StateTabs
        subject="order"
        states={ORDER_STATES}
        value={params.state}
        counts={counts}
        onChange={(state) => params.update({ state: state ?? null })}
        label={t('adminOrders.states')}
        allLabel={t('adminOrders.all')}
      />
      <AdminListStates
        query={list}
        retryLabel={t('adminOrders.retry')}
        pager={{ pages, limit: params.size, onLimit: (size) => params.update({ size }) }}
      >
        {(data) => (
          <OrderTable
            records={data.items}
            fetching={list.isFetching && list.isPlaceholderData}
            onOpen={(id) => params.update({ id }, false)}
            empty={empty}
          />
        )}
      </AdminListStates>
      <OrderDrawer id={params.id} onClose={() => params.update({ id: null }, false)} />
    </Stack>
  );
}
