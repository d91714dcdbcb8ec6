import { Group, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { totalPercent } from '@formulab/shared/recipes/formulation';
import type { RecipeLine } from '@formulab/shared/recipes/recipes.schema';
import { PHASES } from '../../../lib/shared-lists.ts';
import { formatNumber } from '../../../lib/format.ts';
import { formatPct } from '../format.ts';
import classes from './public-recipes.module.css';

/** The lines grouped by phase (A … F, then those without one), each group with its subtotal, and the total. */
export function FormulaTable({
  lines,
  total,
  totalValid,
  local,
}: {
  lines: RecipeLine[];
  total: number;
  totalValid: boolean;
  local: (x: { nameKo: string; nameEn: string }) => string;
}) {
  const { t, i18n } = useTranslation();
  const groups = useMemo(() => {
    const order: (string | null)[] = [...PHASES, null];
    return order
      .map((phase) => ({ phase, lines: lines.filter((l) => l.phase === phase) }))
      .filter((g) => g.lines.length > 0)
      .map((g) => ({ ...g, subtotal: totalPercent(g.lines) }));
  }, [lines]);
  const grouped = groups.length > 1 || groups[0]?.phase !== null;
  const other = (x: { nameKo: string; nameEn: string }) => (i18n.resolvedLanguage === 'en' ? x.nameKo : x.nameEn);
  return (
    <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th c="gray.8" fw={600}>
            {t('publicRecipes.detail.ingredient')}
          </Table.Th>
          <Table.Th c="gray.8" fw={600} ta="right" w={104}>
            {t('publicRecipes.detail.percent')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      {groups.map((g) => (
        <Table.Tbody key={g.phase ?? '-'}>
          {grouped && (
            <Table.Tr className={classes.phaseHead}>
              <Table.Th scope="rowgroup" colSpan={2} fz="xs">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text component="span" fz="xs" fw={700} c="brand.9">
                    {g.phase ? t('publicRecipes.detail.phase', { phase: g.phase }) : t('publicRecipes.detail.noPhase')}
                  </Text>
                  <Text component="span" fz="xs" fw={500} c="gray.8" className="tabular" style={{ whiteSpace: 'nowrap' }}>
                    {t('publicRecipes.detail.phaseSubtotal', { total: formatPct(g.subtotal) })}
                  </Text>
                </Group>
              </Table.Th>
            </Table.Tr>
          )}
          {g.lines.map((l, i) => {
            const name = local(l.ingredient);
            const second = other(l.ingredient);
            return (
              <Table.Tr key={`${l.ingredientId}-${i}`}>
                <Table.Td>
                  <Text fz="sm" fw={600} c="gray.9" lh={1.35}>
                    {l.ingredient.inciName}
                  </Text>
                  <Text fz="xs" c="gray.7" lh={1.4}>
                    {name}
                    {second && second !== name ? ` · ${second}` : ''}
                  </Text>
                  {l.note && (
                    <Text fz="xs" c="gray.7" fs="italic">
                      {l.note}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td
                  ta="right"
                  fw={600}
                  c="gray.9"
                  className="tabular"
                  style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}
                >
                  {formatNumber(l.percent, 4)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      ))}
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th c="gray.9">{t('publicRecipes.detail.total')}</Table.Th>
          <Table.Td ta="right" fw={800} c={totalValid ? 'gray.9' : 'red.8'} className="tabular" data-testid="formula-total">
            {formatPct(total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
