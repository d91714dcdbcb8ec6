import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format.ts';

type Row = { label: string; amount: number; testId?: string };

/**
 * Money set out as on an invoice: each amount on its own line, its label on the left and the figure on
 * the right (the lines stay one under the other on a phone), then the total, prominent, under a rule.
 * An order's supply amount, VAT and total to pay; a tax invoice's supply amount, tax and total.
 */
export function AmountRows({ rows, total, maw = 420 }: { rows: Row[]; total: Row; maw?: number | string }) {
  return (
    <Stack component="dl" gap={4} m={0} maw={maw}>
      {rows.map((r) => (
        <Line key={r.label} row={r} />
      ))}
      <Line row={total} strong />
    </Stack>
  );
}

function Line({ row, strong = false }: { row: Row; strong?: boolean }) {
  return (
    <Group
      justify="space-between"
      align="baseline"
      gap="sm"
      wrap="nowrap"
      // the rule above the total is the line's own border: a <dl> holds only its <div> groups
      style={strong ? { borderTop: '1px solid var(--mantine-color-gray-3)', marginTop: 2, paddingTop: 6 } : undefined}
    >
      <Text component="dt" fz="sm" c={strong ? 'gray.9' : 'gray.8'} fw={strong ? 600 : 400}>
        {row.label}
      </Text>
      <Text
        component="dd"
        m={0}
        fz={strong ? 'md' : 'sm'}
        fw={strong ? 700 : 500}
        className="tabular"
        ta="right"
        style={{ whiteSpace: 'nowrap' }}
        data-testid={row.testId}
      >
        {formatMoney(row.amount)}
      </Text>
    </Group>
  );
}
