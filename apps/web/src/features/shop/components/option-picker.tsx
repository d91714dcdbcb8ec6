import { ActionIcon, Radio, Stack, Text, Group } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import type { ProductOption } from '@formulab/shared/shop/products.schema';
import { PURCHASE_QUANTITY_MAX } from '@formulab/shared/shop/products.constants';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { localName } from '../format.ts';
import { NumberField, type NumberValue } from '../../../components/number-field.tsx';

/** The options of a product, each with its own price and stock (radio cards); sold-out ones are disabled. */
export function OptionPicker({
  options,
  value,
  onChange,
  error,
}: {
  options: ProductOption[];
  value: string | null;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  if (options.length <= 1) return null;
  return (
    <Radio.Group label={t('shop.detail.option')} value={value} onChange={onChange} error={error} required>
      <Stack gap={6} mt={6}>
        {options.map((o) => {
          const name = localName(o, i18n.resolvedLanguage);
          const out = o.stock <= 0;
          return (
            <Radio.Card key={o.id} value={o.id} disabled={out} radius="md" p="sm" withBorder style={{ opacity: out ? 0.6 : 1 }}>
              <Group wrap="nowrap" gap="sm" align="center">
                <Radio.Indicator disabled={out} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fz="sm" fw={600}>
                    {out ? t('shop.detail.optionSoldOut', { name }) : name}
                  </Text>
                  {!out && (
                    <Text fz="xs" c="gray.7" className="tabular">
                      {t('shop.detail.stockLeft', { n: formatNumber(o.stock) })}
                    </Text>
                  )}
                </Stack>
                <Text fz="sm" fw={600} className="tabular">
                  {formatMoney(o.price)}
                </Text>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

/**
 * How many: 1 … the option's stock (at most PURCHASE_QUANTITY_MAX per order), typed or stepped with the
 * − / + buttons joined to the field. The buttons step a number only: a refused entry stays as typed
 * until the person corrects it (an empty field starts at 1).
 */
export function QuantityInput({
  value,
  onChange,
  max,
  error,
}: {
  /** the number, '' when empty, the text of a refused entry */
  value: NumberValue;
  onChange: (n: NumberValue) => void;
  max: number;
  error?: string;
}) {
  const { t } = useTranslation();
  const limit = Math.max(1, Math.min(max, PURCHASE_QUANTITY_MAX));
  const n = typeof value === 'number' ? value : value === '' ? 0 : null;
  const joined = { borderColor: 'var(--mantine-color-gray-4)' };
  return (
    <NumberField
      label={t('shop.detail.quantity')}
      value={value}
      onChange={onChange}
      min={1}
      max={limit}
      maw={320}
      styles={{ input: { width: 72, borderRadius: 0, textAlign: 'center' } }}
      inputContainer={(input) => (
        <Group gap={0} wrap="nowrap" align="stretch" w="fit-content">
          <ActionIcon
            variant="default"
            size={36}
            style={{ ...joined, borderRadius: 'var(--mantine-radius-md) 0 0 var(--mantine-radius-md)', borderRight: 0 }}
            disabled={n === null || n <= 1}
            onClick={() => n !== null && onChange(n - 1)}
            aria-label={t('shop.detail.less')}
          >
            <IconMinus size={16} aria-hidden="true" />
          </ActionIcon>
          {input}
          <ActionIcon
            variant="default"
            size={36}
            style={{ ...joined, borderRadius: '0 var(--mantine-radius-md) var(--mantine-radius-md) 0', borderLeft: 0 }}
            disabled={n === null || n >= limit}
            onClick={() => n !== null && onChange(Math.max(1, n + 1))}
            aria-label={t('shop.detail.more')}
          >
            <IconPlus size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      )}
      error={error}
      description={max >= PURCHASE_QUANTITY_MAX ? t('shop.detail.maxQty', { n: PURCHASE_QUANTITY_MAX }) : undefined}
      required
    />
  );
}

/** The option to start with: the one asked for, else the first in stock, else the first. */
export function initialOption(options: ProductOption[], wanted: string | null): ProductOption | undefined {
  return options.find((o) => o.id === wanted) ?? options.find((o) => o.stock > 0) ?? options[0];
}
