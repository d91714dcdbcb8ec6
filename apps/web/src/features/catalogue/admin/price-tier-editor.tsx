import { Button, Grid, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import { AddRowButton, NumberField, num, RemoveRowButton } from '../../../components/admin/index.ts';
import type { SubMaterialFormValues } from './sub-material-values.ts';

const MAX_TIERS = 10;

/** Quantity breaks: from a minimum quantity on, a unit price. Ascending; the first starts at or below the MOQ. */
export function PriceTierEditor({ form }: { form: UseFormReturnType<SubMaterialFormValues> }) {
  const { t } = useTranslation();
  const tiers = form.values.priceTiers;
  const mins = tiers.map((x) => num(x.minQty));
  const unsorted = mins.some((m, i) => i > 0 && m !== undefined && mins[i - 1] !== undefined && m <= mins[i - 1]!);

  const add = () => {
    const last = mins[mins.length - 1];
    const moq = num(form.values.moq);
    form.insertListItem('priceTiers', {
      key: randomId(),
      minQty: last !== undefined && !Number.isNaN(last) ? last * 2 : (moq ?? 1),
      unitPrice: tiers[tiers.length - 1]?.unitPrice ?? '',
    });
    setTimeout(() => document.getElementById(`tier-${tiers.length}-price`)?.focus(), 0);
  };
  // ascending order and the first tier vs the MOQ depend on other rows: check all minimums together
  const checkMins = () => {
    form.values.priceTiers.forEach((_, j) => form.validateField(`priceTiers.${j}.minQty`));
  };
  const sort = () => {
    const sorted = [...tiers].sort((a, b) => (num(a.minQty) ?? Infinity) - (num(b.minQty) ?? Infinity));
    form.setFieldValue('priceTiers', sorted);
    form.clearFieldError('priceTiers');
    sorted.forEach((_, j) => form.clearFieldError(`priceTiers.${j}.minQty`));
  };

  return (
    <Stack gap="xs">
      {tiers.map((tier, i) => (
        <Grid key={tier.key} gutter="xs" align="flex-start">
          <Grid.Col span={{ base: 6, sm: 5 }}>
            <NumberField
              id={`tier-${i}-min`}
              label={t('adminCatalogue.subMaterials.tierMinQty', { n: i + 1 })}
              size="sm"
              required
              min={1}
              max={10_000_000}
              suffix={t('adminCatalogue.subMaterials.unitsSuffix')}
              {...form.getInputProps(`priceTiers.${i}.minQty`)}
              onBlur={checkMins}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 5 }}>
            <NumberField
              id={`tier-${i}-price`}
              label={t('adminCatalogue.subMaterials.tierUnitPrice')}
              size="sm"
              required
              min={0}
              max={100_000_000}
              prefix="₩"
              {...form.getInputProps(`priceTiers.${i}.unitPrice`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 2 }}>
            <Group justify="flex-end" pt={{ base: 0, sm: 26 }}>
              <RemoveRowButton
                onClick={() => form.removeListItem('priceTiers', i)}
                label={t('adminCatalogue.subMaterials.removeTier', { n: i + 1 })}
              />
            </Group>
          </Grid.Col>
        </Grid>
      ))}
      {typeof form.errors.priceTiers === 'string' && (
        <Text fz="xs" c="red.8" role="alert">
          {form.errors.priceTiers}
        </Text>
      )}
      <Group gap="xs">
        <AddRowButton onClick={add} disabled={tiers.length >= MAX_TIERS}>
          {t('adminCatalogue.subMaterials.addTier')}
        </AddRowButton>
        {unsorted && (
          <Button variant="subtle" size="xs" leftSection={<IconArrowsSort size={14} aria-hidden="true" />} onClick={sort}>
            {t('adminCatalogue.subMaterials.sortTiers')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
