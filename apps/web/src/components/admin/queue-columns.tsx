import { Group, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format.ts';
// through the workflow barrel, as the queues did: imported directly, StateBadge became a chunk of its
// own, one more file in every visitor's entry preload map (it took /intro over its 170 KB budget)
import { StateBadge } from '../workflow/index.ts';
import type { WorkflowSubject } from '../workflow/subject.ts';
import { CustomerCell } from './customer-box.tsx';
import { COLUMN_MEDIA, Dash, OpenRowCell, tabularCells } from './data-table.tsx';

/**
 * The columns every staff queue of records (samples, quotes, orders, purchases, payments, inquiries)
 * shows the same way: the reference that opens the drawer, the state, the customer, a two-line name,
 * a right-aligned amount, a day. Each queue lists its own columns and takes these for the common ones.
 */
type Media = keyof typeof COLUMN_MEDIA;
const media = (m: Media | undefined) => (m ? { visibleMediaQuery: COLUMN_MEDIA[m] } : {});

/**
 * The record's reference, a button that opens it; `under` stands below it, where a narrow screen shows
 * what its hidden columns would (the state, the customer).
 */
export function refColumn<R extends { id: string; ref: string }>(
  title: string,
  opts: { onOpen: (id: string) => void; under?: (r: R) => ReactNode; width: number },
): DataTableColumn<R> {
  return {
    accessor: 'ref',
    title,
    width: opts.width,
    render: (r) => {
      const cell = <OpenRowCell name={<span className="tabular">{r.ref}</span>} onOpen={() => opts.onOpen(r.id)} />;
      return opts.under ? (
        <Stack gap={4} style={{ minWidth: 0 }}>
          {cell}
          {opts.under(r)}
        </Stack>
      ) : (
        cell
      );
    },
  };
}

/** The state as its badge, with whatever a queue adds beside it (overdue). */
export function stateColumn<R extends { state: string }>(
  subject: WorkflowSubject,
  title: string,
  opts: { width?: number; extra?: (r: R) => ReactNode; media?: Media } = {},
): DataTableColumn<R> {
  return {
    accessor: 'state',
    title,
    width: opts.width ?? 130,
    ...media(opts.media),
    render: (r) => {
      const badge = <StateBadge subject={subject} state={r.state} size="sm" />;
      const extra = opts.extra?.(r);
      return extra ? (
        <Group gap={4} wrap="wrap">
          {badge}
          {extra}
        </Group>
      ) : (
        badge
      );
    },
  };
}

type Customer = { name: string; companyName?: string | null; email: string };

/** Who the record is for: name over company or e-mail; from the md breakpoint up. */
export function customerColumn<R extends { customer: Customer | null }>(
  title: string,
  opts: { width?: number; media?: Media } = {},
): DataTableColumn<R> {
  return {
    accessor: 'customer',
    title,
    width: opts.width ?? 170,
    ...media(opts.media ?? 'md'),
    render: (r) => r.customer && <CustomerCell customer={r.customer} />,
  };
}

/** A name on one line (clamped) with a quieter second line under it: a recipe and its revision, a title and its category. */
export function twoLineColumn<R>(
  accessor: string,
  title: string,
  lines: { main: (r: R) => ReactNode; sub: (r: R) => ReactNode },
): DataTableColumn<R> {
  return {
    accessor,
    title,
    render: (r) => (
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fz="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
          {lines.main(r)}
        </Text>
        <Text fz="xs" c="gray.7">
          {lines.sub(r)}
        </Text>
      </Stack>
    ),
  };
}

/** A right-aligned figure in tabular digits (a quantity, an amount); null shows a dash. */
export function figureColumn<R>(
  accessor: string,
  title: string,
  opts: { width: number; media?: Media; value: (r: R) => ReactNode | null },
): DataTableColumn<R> {
  return {
    accessor,
    title,
    textAlign: 'right',
    width: opts.width,
    ...media(opts.media),
    cellsStyle: tabularCells,
    render: (r) => opts.value(r) ?? <Dash />,
  };
}

/** The day a record began, with a longer moment (e.g. when it last changed) on hover. */
export function dayColumn<R extends { createdAt: string }>(
  title: string,
  opts: { media?: Media; hint?: (r: R) => string } = {},
): DataTableColumn<R> {
  return {
    accessor: 'createdAt',
    title,
    noWrap: true,
    ...media(opts.media ?? 'md'),
    render: (r) => <span title={opts.hint?.(r)}>{formatDate(r.createdAt)}</span>,
  };
}
