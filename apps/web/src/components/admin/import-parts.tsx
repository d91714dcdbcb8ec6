import { Paper, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { formatNumber } from '../../lib/format.ts';

/** A count at the top of an import preview ("12 new"); tinted when it is not zero and has a tone. */
export function ImportCount({ label, value, tone }: { label: string; value: number; tone?: 'teal' | 'blue' | 'red' | 'orange' }) {
  return (
    <Paper withBorder radius="md" px="md" py="xs" bg={value && tone === 'red' ? 'red.0' : undefined}>
      <Text fz="xs" c="gray.7">
        {label}
      </Text>
      <Text fz={22} fw={700} c={value && tone ? `${tone}.9` : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatNumber(value)}
      </Text>
    </Paper>
  );
}

/**
 * What an import preview lists: every item or only those with a problem (the default when there are
 * any), a page of `pageSize` at a time; changing the filter goes back to the first page.
 */
export function useImportFilter<T>(items: readonly T[], hasProblem: (item: T) => boolean, pageSize: number) {
  const problems = items.filter(hasProblem);
  const [filter, setFilter] = useState<'all' | 'errors'>(problems.length ? 'errors' : 'all');
  const [page, setPage] = useState(1);
  const list = filter === 'errors' ? problems : items;
  return {
    filter,
    setFilter: (f: 'all' | 'errors') => {
      setFilter(f);
      setPage(1);
    },
    problems: problems.length,
    /** every item the filter keeps */
    list,
    /** the items of this page */
    shown: list.slice((page - 1) * pageSize, page * pageSize),
    page,
    setPage,
    pages: Math.max(1, Math.ceil(list.length / pageSize)),
  };
}

/** The "all / with problems" switch of an import preview (the latter disabled when there are none). */
export function ImportFilterSwitch({
  filter,
  allLabel,
  errorsLabel,
}: {
  filter: { filter: 'all' | 'errors'; setFilter: (f: 'all' | 'errors') => void; problems: number };
  allLabel: string;
  errorsLabel: string;
}) {
  return (
    <SegmentedControl
      size="xs"
      value={filter.filter}
      onChange={(v) => filter.setFilter(v as 'all' | 'errors')}
      data={[
        { value: 'all', label: allLabel },
        { value: 'errors', label: errorsLabel, disabled: !filter.problems },
      ]}
    />
  );
}
