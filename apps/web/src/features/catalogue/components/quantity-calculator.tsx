import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconTrendingDown } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import { unitPriceFor, type PriceTier } from '@formulab/shared/catalogue/sub-materials.schema';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { NumberField, type NumberValue } from '../../../components/number-field.tsx';

/** Quantity → unit price (by tier) and total; a quantity below the MOQ says so. */
export function QuantityCalculator({
  tiers,
  moq,
  qty,
  onQty,
}: {
  tiers: PriceTier[];
  moq: number;
  /** the number, '' when empty, the text of a refused entry */
  qty: NumberValue;
  onQty: (q: NumberValue) => void;
}) {
  const { t } = useTranslation();
  const n = typeof qty === 'number' ? qty : 0;
  const below = n < moq;
  const unit = below ? null : unitPriceFor(tiers, n);
  const next = [...tiers].sort((a, b) => a.minQty - b.minQty).find((x) => x.minQty > n);
  return (
    <Paper withBorder radius="md" p="md" bg="white">
      <Stack gap="sm">
        <Text component="h2" fz="md" fw={700} c="gray.9" m={0}>
          {t('catalogue.calc.title')}
        </Text>
        <NumberField
          label={t('catalogue.calc.quantity')}
          description={t('catalogue.calc.moqHint', { qty: formatNumber(moq) })}
          value={qty}
          onChange={onQty}
          min={1}
          max={10_000_000}
          suffix={t('catalogue.sub.unitSuffix')}
          error={typeof qty === 'number' && below ? t('catalogue.calc.belowMoq', { qty: formatNumber(moq) }) : undefined}
        />
        {below ? (
          qty === '' && (
            <Alert
              color="gray"
              variant="light"
              p="xs"
              icon={<IconAlertCircle size={16} aria-hidden="true" />}
              styles={{ message: { color: 'var(--mantine-color-gray-8)' } }}
            >
              {t('catalogue.calc.enterQty')}
            </Alert>
          )
        ) : (
          <Group grow gap="sm" aria-live="polite">
            <div>
              <Text fz="xs" c="gray.7">
                {t('catalogue.sub.unitPrice')}
              </Text>
              <Text fz="lg" fw={700} c="gray.9" className="tabular">
                {unit === null ? '—' : formatMoney(unit)}
              </Text>
            </div>
            <div>
              <Text fz="xs" c="gray.7">
                {t('catalogue.calc.total')}
              </Text>
              <Text fz="lg" fw={800} c="brand.9" className="tabular">
                {unit === null ? '—' : formatMoney(unit * n)}
              </Text>
            </div>
          </Group>
        )}
        {!below && next && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconTrendingDown
              size={16}
              color="var(--mantine-color-brand-8)"
              aria-hidden="true"
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text fz="xs" c="gray.8">
              {t('catalogue.calc.nextTier', { qty: formatNumber(next.minQty), price: formatMoney(next.unitPrice) })}
            </Text>
          </Group>
        )}
        <Text fz="xs" c="gray.7">
          {t('catalogue.calc.note')}
        </Text>
      </Stack>
    </Paper>
  );
}
