import { Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { PriceTier } from '@formulab/shared/catalogue/sub-materials.schema';
import { formatMoney, formatNumber } from '../../../lib/format.ts';

/** Minimum quantity → unit price; the tier that applies to the calculator's quantity is marked. */
export function PriceTierTable({
  tiers,
  activeMinQty,
  caption,
}: {
  tiers: PriceTier[];
  activeMinQty?: number | null;
  caption: string;
}) {
  const { t } = useTranslation();
  const sorted = [...tiers].sort((a, b) => a.minQty - b.minQty);
  const base = sorted[0]?.unitPrice ?? 0;
  return (
    <Paper withBorder radius="md" bg="white" style={{ overflow: 'hidden' }}>
      <Table verticalSpacing={8} horizontalSpacing="md" fz="sm" className="tabular">
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t('catalogue.sub.tierQty')}</Table.Th>
            <Table.Th ta="right">{t('catalogue.sub.unitPrice')}</Table.Th>
            <Table.Th ta="right" visibleFrom="xs">
              {t('catalogue.sub.saving')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((tier) => {
            const active = tier.minQty === activeMinQty;
            const saving = base > 0 ? Math.round((1 - tier.unitPrice / base) * 100) : 0;
            return (
              <Table.Tr key={tier.minQty} bg={active ? 'brand.0' : undefined} aria-current={active ? 'true' : undefined}>
                <Table.Td fw={active ? 700 : 400} c="gray.9">
                  {t('catalogue.sub.qtyOrMore', { qty: formatNumber(tier.minQty) })}
                  {active && <VisuallyHidden> ({t('catalogue.sub.applied')})</VisuallyHidden>}
                </Table.Td>
                <Table.Td ta="right" fw={active ? 700 : 500} c="gray.9">
                  {formatMoney(tier.unitPrice)}
                </Table.Td>
                <Table.Td ta="right" visibleFrom="xs">
                  <Text component="span" fz="xs" c={saving > 0 ? 'brand.8' : 'gray.7'} fw={saving > 0 ? 600 : 400}>
                    {saving > 0 ? `−${formatNumber(saving)}%` : '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
