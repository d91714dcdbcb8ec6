import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { PAYMENT_ATTEMPT_STATUSES, PAYMENT_GATEWAYS, PAYMENT_KINDS } from '@formulab/shared/shop/payments.states';
import {
  FilteredEmptyState,
  AdminListStates,
  AdminPageHeader,
  SearchField,
  useCursorPages,
  CsvDownloadButton,
} from '../../components/admin/index.ts';
import { adminPaymentsQuery, paymentsCsvUrl } from '../../features/shop/admin/admin-api.ts';
import { PaymentDrawer } from '../../features/shop/admin/payment-drawer.tsx';
import { paymentFilters, usePaymentParams } from '../../features/shop/admin/payment-params.ts';
import { PaymentTable } from '../../features/shop/admin/payment-table.tsx';

/** payments — every payment attempt: filters (status, kind, gateway, search, dates), CSV, a drawer per payment with its history and refunds. */
export function Component() {
  const { t } = useTranslation();
  const params = usePaymentParams();
  const pages = useCursorPages(
    JSON.stringify([params.q, params.status, params.kind, params.gateway, params.from, params.to, params.size]),
  );
  const list = useQuery(adminPaymentsQuery(paymentFilters(params, pages.cursor)));
  const select = (key: 'status' | 'kind' | 'gateway', values: readonly string[], prefix: string) => (
    <Select
      aria-label={t(`adminShop.payments.filter.${key}`)}
      placeholder={t(`adminShop.payments.filter.${key}`)}
      data={values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }))}
      value={params[key] ?? null}
      onChange={(v) => params.update({ [key]: v })}
      clearable
      w={{ base: 'calc(50% - 6px)', sm: 150 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
  const empty = (
    <FilteredEmptyState
      icon={IconCreditCard}
      strings="adminShop.payments"
      filtered={params.filtered}
      clear={{ label: t('adminShop.clear'), onClick: params.clear }}
    />
  );
  return (
    <Stack gap="sm">
      <AdminPageHeader
        screen="payments"
        actions={<CsvDownloadButton href={paymentsCsvUrl(paymentFilters(params))}>{t('adminShop.csv')}</CsvDownloadButton>}
      />
      <Group gap="sm" wrap="wrap">
        <SearchField
          value={params.q}
          onChange={(q) => params.update({ q })}
          label={t('adminShop.payments.search')}
          placeholder={t('adminShop.payments.searchPlaceholder')}
          w={300}
        />
        {select('status', PAYMENT_ATTEMPT_STATUSES, 'adminShop.payments.status')}
        {select('kind', PAYMENT_KINDS, 'adminShop.kinds')}
        {select('gateway', PAYMENT_GATEWAYS, 'adminShop.gateways')}
        {(['from', 'to'] as const).map((key) => (
          <TextInput
            key={key}
            type="date"
            aria-label={t(`adminShop.${key}`)}
            leftSection={
              <Text fz="xs" c="gray.7" aria-hidden="true">
                {t(`adminShop.${key}`)}
              </Text>
            }
            leftSectionWidth={52}
            value={params[key] ?? ''}
            onChange={(e) => params.update({ [key]: e.currentTarget.value || null })}
            w={{ base: 'calc(50% - 6px)', sm: 190 }}
          />
        ))}
        {params.filtered && (
          <Button variant="subtle" size="xs" onClick={params.clear}>
            {t('adminShop.clear')}
          </Button>
        )}
      </Group>
      <AdminListStates
        query={list}
        retryLabel={t('adminShop.retry')}
        pager={{ pages, limit: params.size, onLimit: (size) => params.update({ size }) }}
      >
        {(data) => (
          <PaymentTable
            records={data.items}
            fetching={list.isFetching && list.isPlaceholderData}
            onOpen={(id) => params.update({ id }, false)}
            empty={empty}
          />
        )}
      </AdminListStates>
      <PaymentDrawer id={params.id} onClose={() => params.update({ id: null }, false)} />
    </Stack>
  );
}
