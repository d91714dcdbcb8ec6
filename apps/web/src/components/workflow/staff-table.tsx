import { Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { AdminDataTable, COLUMN_MEDIA, figureColumn, refColumn, stateColumn, twoLineColumn, usePhone } from '../admin/index.ts';
import { formatNumber } from '../../lib/format.ts';
import { StateBadge } from './state-badge.tsx';
import type { WorkflowSubject } from './subject.ts';

/** What `StaffQueueScreen` hands its table, besides the page's records. */
export type StaffTableProps<R> = { records: R[]; fetching: boolean; onOpen: (id: string) => void; empty: ReactNode };

/**
 * A staff queue's table of records: the reference that opens the drawer and the state badge lead every
 * queue, titled `<group>.columns.ref` and `<group>.columns.state`; the area's own columns follow.
 */
export function StaffRecordTable<R extends { id: string; ref: string; state: string; customer?: Customer | null }>({
  group,
  subject,
  state,
  columns,
  ...p
}: StaffTableProps<R> & {
  /** the area's strings (`adminSamples`), whose `columns` name the headings */
  group: string;
  subject: WorkflowSubject;
  /** the state column's width and what shows beside its badge (overdue) */
  state?: { width?: number; extra?: (r: R) => ReactNode };
  columns: DataTableColumn<R>[];
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const withCustomer = useMediaQuery(COLUMN_MEDIA.md);
  // Narrower than the state and customer columns allow (they show from the sm and md breakpoints up),
  // the reference cell carries them: the state's badge under it on a phone, the customer under that
  // until the customer column shows — so a phone still tells whose record each row is, and in which state.
  const under = (r: R) => (
    <>
      <Group gap={4} wrap="wrap" hiddenFrom="sm">
        <StateBadge subject={subject} state={r.state} size="sm" />
        {state?.extra?.(r)}
      </Group>
      {r.customer && (
        // two lines, the name then the company (or the e-mail): in one, a phone's narrow reference column
        // cut every company after its first word ("김민지 · 온담 코스…")
        <Stack gap={0} hiddenFrom="md" title={customerLine(r.customer)}>
          <Text fz="xs" c="gray.7" truncate="end">
            {r.customer.name}
          </Text>
          <Text fz="xs" c="gray.7" truncate="end">
            {r.customer.companyName || r.customer.email}
          </Text>
        </Stack>
      )}
    </>
  );
  const all: DataTableColumn<R>[] = [
    refColumn(t(`${group}.columns.ref`), { onOpen: p.onOpen, under, width: withCustomer ? 110 : phone ? 124 : 160 }),
    stateColumn(subject, t(`${group}.columns.state`), { ...state, media: 'sm' }),
    ...columns,
  ];
  return <AdminDataTable<R> {...p} columns={all} />;
}

type Customer = { name: string; companyName?: string | null; email: string };

/** A customer in one line: the name with the company, or with the e-mail when there is none. */
const customerLine = (c: Customer) => `${c.name} · ${c.companyName || c.email}`;

type Recipe = { recipeName: string; recipeRevision: number; quantity: number };

/**
 * The recipe a sample, quote or order is made of, with its revision (and whatever else `sub` says)
 * under its name, then the quantity asked for.
 */
export function recipeColumns<R extends Recipe>(
  titles: { recipe: string; quantity: string },
  opts: { sub: (r: R) => ReactNode; quantityWidth: number },
): DataTableColumn<R>[] {
  return [
    twoLineColumn('recipeName', titles.recipe, { main: (r) => r.recipeName, sub: opts.sub }),
    figureColumn('quantity', titles.quantity, {
      width: opts.quantityWidth,
      media: 'lg',
      value: (r) => formatNumber(r.quantity),
    }),
  ];
}
