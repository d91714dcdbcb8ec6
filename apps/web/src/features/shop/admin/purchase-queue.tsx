import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/react.ts';
import type { PurchaseDetail, PurchaseSummary } from '@formulab/shared/shop/purchases.schema';
import { PURCHASE_ACTIONS, PURCHASE_STATES, type PurchaseState } from '@formulab/shared/shop/purchases.states';
import {
  AdminDataTable,
  AdminEmptyState,
  AdminListStates,
  COLUMN_MEDIA,
  CustomerBox,
  CustomerCell,
  OpenRowCell,
  SearchField,
  pageSizeOf,
  tabularCells as tabular,
  useCursorPages,
  useUrlParams,
} from '../../../components/admin/index.ts';
import { RecordActions, StateBadge, TimelineSection } from '../../../components/workflow/index.ts';
import { StateTabs } from '../../../components/workflow/state-tabs.tsx';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { afterPurchaseChange, purchaseFlow } from '../purchases-api.ts';
import { PurchaseReceipt } from '../components/receipt.tsx';
import { localName } from '../format.ts';
import { adminPurchaseKey, adminPurchaseQuery, adminPurchasesQuery, adminTransitionPurchase } from './admin-api.ts';
import { RecordDrawer } from '../../../components/admin/index.ts';

const DEFAULTS = { size: '25' };

const pick = <T extends string>(allowed: readonly T[], v: string | null): T | undefined =>
  (allowed as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

/**
 * Staff's queue of shop purchases (admin `order-list`, "Purchases"): state tabs with counts, search,
 * the table, and a drawer per purchase (`?purchase=<id>`, the link notifications use) with the staff
 * actions the machine allows (prepare, ship, deliver, cancel, refund, decline a refund).
 */
export function PurchaseQueue() {
  const { t } = useTranslation();
  const [params, set] = useUrlParams(DEFAULTS);
  const q = params.get('q') ?? '';
  const state = pick(PURCHASE_STATES, params.get('state'));
  const size = pageSizeOf(params.get('size'), 25);
  const open = params.get('purchase');
  const pages = useCursorPages(JSON.stringify([q, state, size]));
  const filters = { q: q || undefined, state, limit: size };
  const list = useQuery(adminPurchasesQuery({ ...filters, cursor: pages.cursor }));
  const first = useQuery({ ...adminPurchasesQuery(filters), enabled: Boolean(pages.cursor) });
  const counts = list.data?.counts ?? first.data?.counts ?? undefined;
  const filtered = Boolean(q || state);
  const empty = (
    <AdminEmptyState
      icon={<IconShoppingCart size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
      title={t(filtered ? 'adminShop.purchases.emptyFiltered' : 'adminShop.purchases.empty')}
      hint={t(filtered ? 'adminShop.purchases.emptyFilteredHint' : 'adminShop.purchases.emptyHint')}
    >
      {filtered && (
        <Button size="xs" variant="default" onClick={() => set({ q: null, state: null })}>
          {t('adminShop.clear')}
        </Button>
      )}
    </AdminEmptyState>
  );
  return (
    <Stack gap="sm">
      <SearchField
        value={q}
        onChange={(v) => set({ q: v })}
        label={t('adminShop.purchases.search')}
        placeholder={t('adminShop.purchases.searchPlaceholder')}
        w={320}
      />
      <StateTabs
        subject="purchase"
        states={PURCHASE_STATES}
        value={state}
        counts={counts}
        onChange={(s: PurchaseState | undefined) => set({ state: s ?? null })}
        label={t('adminShop.purchases.states')}
        allLabel={t('adminShop.all')}
      />
      <AdminListStates
        query={list}
        retryLabel={t('adminShop.retry')}
        pager={{ pages, limit: size, onLimit: (v) => set({ size: v }) }}
      >
        {(data) => (
          <PurchaseTable
            records={data.items}
            fetching={list.isFetching && list.isPlaceholderData}
            onOpen={(id) => set({ purchase: id }, false)}
            empty={empty}
          />
        )}
      </AdminListStates>
      <PurchaseDrawer id={open} onClose={() => set({ purchase: null, view: 'purchases' }, false)} />
    </Stack>
  );
}

function PurchaseTable(p: {
  records: PurchaseSummary[];
  fetching: boolean;
  onOpen: (id: string) => void;
  empty: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { md, lg } = COLUMN_MEDIA;
  const columns: DataTableColumn<PurchaseSummary>[] = [
    {
      accessor: 'ref',
      title: t('adminShop.purchases.columns.ref'),
      width: 110,
      render: (r) => <OpenRowCell name={<span className="tabular">{r.ref}</span>} onOpen={() => p.onOpen(r.id)} />,
    },
    {
      accessor: 'state',
      title: t('adminShop.purchases.columns.state'),
      width: 130,
      render: (r) => <StateBadge subject="purchase" state={r.state} size="sm" />,
    },
    {
      accessor: 'customer',
      title: t('adminShop.purchases.columns.customer'),
      width: 170,
      visibleMediaQuery: md,
      render: (r) => r.customer && <CustomerCell customer={r.customer} />,
    },
    {
      accessor: 'product',
      title: t('adminShop.purchases.columns.product'),
      render: (r) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="sm" lineClamp={1}>
            {localName(r.product, i18n.resolvedLanguage)}
          </Text>
          <Text fz="xs" c="gray.7">
            {localName(r.option, i18n.resolvedLanguage)} × {formatNumber(r.quantity)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'total',
      title: t('adminShop.purchases.columns.total'),
      textAlign: 'right',
      width: 120,
      visibleMediaQuery: md,
      cellsStyle: tabular,
      render: (r) => formatMoney(r.total),
    },
    {
      accessor: 'createdAt',
      title: t('adminShop.purchases.columns.ordered'),
      noWrap: true,
      width: 120,
      visibleMediaQuery: lg,
      render: (r) => formatDate(r.createdAt),
    },
  ];
  return (
    <AdminDataTable<PurchaseSummary>
      records={p.records}
      columns={columns}
      fetching={p.fetching}
      onOpen={p.onOpen}
      empty={p.empty}
    />
  );
}

function PurchaseDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const purchase = useQuery({ ...adminPurchaseQuery(id ?? ''), enabled: Boolean(id) });
  return (
    <RecordDrawer
      opened={Boolean(id)}
      onClose={onClose}
      title={t('adminShop.purchases.detailTitle')}
      width={760}
      query={purchase}
    >
      {(p) => <PurchaseContent purchase={p} />}
    </RecordDrawer>
  );
}

function PurchaseContent({ purchase: p }: { purchase: PurchaseDetail }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const c = p.customer;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="sm">
          <Title order={2} fz={24} className="tabular">
            {p.ref}
          </Title>
          <StateBadge subject="purchase" state={p.state} />
        </Group>
        <Text fz="xs" c="gray.7">
          {t('adminShop.purchases.dates', { created: formatDateTime(p.createdAt), updated: formatDateTime(p.updatedAt) })}
        </Text>
      </Stack>
      {c && <CustomerBox customer={c} />}
      <Paper withBorder radius="md" p="sm" bg="gray.0">
        <Stack gap="xs">
          <Text fz="sm" fw={600}>
            {t('adminShop.purchases.nextStep')}
          </Text>
          {p.actions.length === 0 ? (
            <Text fz="sm" c="gray.7">
              {t('adminShop.purchases.noActions', { state: t(`workflow.states.purchase.${p.state}`) })}
            </Text>
          ) : (
            <RecordActions
              flow={purchaseFlow}
              record={p}
              actor="staff"
              withNote={false}
              hide={PURCHASE_ACTIONS.filter((a) => !p.actions.includes(a))}
              onSubmit={async (body) =>
                afterPurchaseChange(
                  qc,
                  await adminTransitionPurchase(p.id, {
                    action: body.action as never,
                    version: body.version,
                    ...(body.reason ? { reason: body.reason } : {}),
                    ...(body.carrier ? { carrier: body.carrier } : {}),
                    ...(body.trackingNumber ? { trackingNumber: body.trackingNumber } : {}),
                  }),
                  adminPurchaseKey(p.id),
                )
              }
            />
          )}
          {p.payment && (
            <Anchor href={`/admin/payments?id=${p.payment.id}`} fz="sm">
              {t('adminShop.purchases.openPayment')}
            </Anchor>
          )}
        </Stack>
      </Paper>
      <PurchaseReceipt purchase={p} headingLevel={3} />
      <TimelineSection layout="drawer" subject="purchase" events={p.timeline} viewer="staff" />
    </Stack>
  );
}
