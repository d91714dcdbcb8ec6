import { Badge, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/react.ts';
import { formatNumber } from '../../../lib/format.ts';
import { AddRowButton, NumberField, RemoveRowButton } from '../../../components/admin/index.ts';
import { daysUntil } from './material-hooks.ts';
import type { MaterialFormValues } from './material-form.tsx';

const MAX_LOTS = 50;

/** Rows of lot number, quantity and expiry; expired or soon-expiring lots are flagged. */
export function LotsEditor({ form }: { form: UseFormReturnType<MaterialFormValues> }) {
  const { t } = useTranslation();
  const lots = form.values.lots;
  const total = lots.reduce((s, l) => s + (typeof l.qtyKg === 'number' ? l.qtyKg : 0), 0);
  const stock = typeof form.values.stockKg === 'number' ? form.values.stockKg : null;
  const add = () => {
    form.insertListItem('lots', { key: randomId(), lot: '', qtyKg: '', expiresOn: '' });
    setTimeout(() => document.getElementById(`lot-${lots.length}-lot`)?.focus(), 0);
  };

  return (
    <Stack gap="xs">
      {lots.length === 0 && (
        <Text fz="sm" c="gray.7">
          {t('adminCatalogue.materials.noLots')}
        </Text>
      )}
      {lots.map((lot, i) => {
        const days = /^\d{4}-\d{2}-\d{2}$/.test(lot.expiresOn) ? daysUntil(lot.expiresOn) : null;
        return (
          <Grid key={lot.key} gutter="xs" align="flex-start">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                id={`lot-${i}-lot`}
                label={t('adminCatalogue.materials.lotNumber')}
                size="sm"
                required
                {...form.getInputProps(`lots.${i}.lot`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 5, sm: 3 }}>
              <NumberField
                label={t('adminCatalogue.materials.lotQty')}
                size="sm"
                min={0}
                max={1_000_000}
                decimals={4}
                suffix="kg"
                required
                {...form.getInputProps(`lots.${i}.qtyKg`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 7, sm: 4 }}>
              <TextInput
                type="date"
                label={t('adminCatalogue.materials.lotExpiry')}
                size="sm"
                required
                {...form.getInputProps(`lots.${i}.expiresOn`)}
                description={
                  days === null ? undefined : days < 0 ? (
                    <Badge size="xs" color="red" variant="light" component="span">
                      {t('adminCatalogue.materials.expired')}
                    </Badge>
                  ) : days <= 90 ? (
                    <Badge size="xs" color="orange" variant="light" component="span">
                      {t('adminCatalogue.materials.expiresInDays', { count: days })}
                    </Badge>
                  ) : undefined
                }
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 1 }}>
              <Group justify="flex-end" pt={{ base: 0, sm: 26 }}>
                <RemoveRowButton
                  onClick={() => form.removeListItem('lots', i)}
                  label={t('adminCatalogue.materials.removeLot', { n: i + 1 })}
                />
              </Group>
            </Grid.Col>
          </Grid>
        );
      })}
      {typeof form.errors.lots === 'string' && (
        <Text fz="xs" c="red.8">
          {form.errors.lots}
        </Text>
      )}
      <Group justify="space-between" gap="xs">
        <AddRowButton onClick={add} disabled={lots.length >= MAX_LOTS}>
          {t('adminCatalogue.materials.addLot')}
        </AddRowButton>
        {lots.length > 0 && (
          <Text
            fz="xs"
            c={stock !== null && Math.abs(total - stock) > 0.0005 ? 'var(--mantine-color-orange-light-color)' : 'gray.7'}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {stock !== null && Math.abs(total - stock) > 0.0005
              ? t('adminCatalogue.materials.lotsTotalMismatch', { total: formatNumber(total, 3), stock: formatNumber(stock, 3) })
              : t('adminCatalogue.materials.lotsTotal', { total: formatNumber(total, 3) })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
