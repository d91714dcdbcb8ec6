import { Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { seoulToday } from '@formulab/shared/dates';
import { taxInvoiceExportQuerySchema } from '@formulab/shared/orders/tax-invoices.schema';
import { useTranslation } from '../../../i18n/react.ts';
import { CsvDownloadButton } from '../../../components/admin/index.ts';
import { taxInvoicesCsvUrl } from './admin-api.ts';

/** The calendar month of `today` (Seoul's, YYYY-MM-DD): its first and last day. */
export function monthOf(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}

/**
 * The staff order list's "Tax invoices (CSV)": which days (this month by default) and a link that
 * downloads every tax invoice dated in them, cancellations included, for the tax-invoice system (the
 * admin lists' CSV pattern: a plain link, the browser downloads it). A range that cannot be read, or
 * ends before it starts, says so and leaves the link without an address.
 */
export function TaxInvoiceExport() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [range, setRange] = useState(() => monthOf(seoulToday()));
  const check = taxInvoiceExportQuerySchema.safeParse(range);
  // the server's own check: real days, the last not before the first
  const problem = check.success ? null : (check.error.issues[0]?.message ?? 'errors.invalidDate');
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={340}
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
      withinPortal
      styles={{ dropdown: { maxWidth: 'calc(100vw - 16px)' } }}
    >
      <Popover.Target>
        <Button variant="default" leftSection={<IconReceipt size={16} aria-hidden="true" />} onClick={() => setOpened((o) => !o)}>
          {t('adminOrders.taxInvoices.csv')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Stack gap={2}>
            <Text fz="sm" fw={600}>
              {t('adminOrders.taxInvoices.csvTitle')}
            </Text>
            <Text fz="xs" c="gray.7">
              {t('adminOrders.taxInvoices.csvHint')}
            </Text>
          </Stack>
          <Group gap="sm" grow align="flex-start" wrap="nowrap">
            <TextInput
              type="date"
              label={t('adminOrders.taxInvoices.from')}
              value={range.from}
              onChange={(e) => setRange({ ...range, from: e.currentTarget.value })}
              miw={0}
            />
            <TextInput
              type="date"
              label={t('adminOrders.taxInvoices.to')}
              value={range.to}
              onChange={(e) => setRange({ ...range, to: e.currentTarget.value })}
              miw={0}
            />
          </Group>
          {problem && (
            <Text fz="sm" c="red.9" role="alert">
              {t(problem)}
            </Text>
          )}
          <CsvDownloadButton href={taxInvoicesCsvUrl(range)} disabled={Boolean(problem)}>
            {t('adminOrders.taxInvoices.download')}
          </CsvDownloadButton>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
