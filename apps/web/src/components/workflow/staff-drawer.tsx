import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatDateTime } from '../../lib/format.ts';
import { StateBadge } from './state-badge.tsx';
import type { WorkflowSubject } from './subject.ts';
import { RecordActions, type RecordActionsProps } from './action-bar.tsx';
import { CustomerBox } from '../admin/customer-box.tsx';

/**
 * The head of a staff record drawer: the reference with its state badge and any other `badges`, and
 * under it `children`, the lines that place the record (its dates, its title).
 */
export function StaffRecordHead({
  reference,
  subject,
  state,
  badges,
  children,
}: {
  reference: string;
  subject: WorkflowSubject;
  state: string;
  badges?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap={6}>
      <Group gap="sm" align="center">
        <Title order={2} fz={24} className="tabular">
          {reference}
        </Title>
        <StateBadge subject={subject} state={state} />
        {badges}
      </Group>
      {children}
    </Stack>
  );
}

type CustomerRecord = {
  ref: string;
  state: string;
  createdAt: string;
  updatedAt: string;
  customer?: Parameters<typeof CustomerBox>[0]['customer'] | null;
};

/**
 * The top of a staff drawer of a customer's record: the head, dated in the area's words (`dates`, see
 * StaffRecordDates), then the customer who made it (headed `customerLabel`) when there is one.
 */
export function StaffRecordOpening({
  subject,
  record,
  dates,
  badges,
  customerLabel,
}: {
  subject: WorkflowSubject;
  record: CustomerRecord;
  dates: string;
  badges?: ReactNode;
  customerLabel?: string;
}) {
  return (
    <>
      <StaffRecordHead reference={record.ref} subject={subject} state={record.state} badges={badges}>
        <StaffRecordDates strings={dates} record={record} />
      </StaffRecordHead>
      {record.customer && <CustomerBox customer={record.customer} label={customerLabel} />}
    </>
  );
}

/**
 * The line under a staff record's reference that dates it: `strings` words it for its area ("Ordered
 * {{created}} · last change {{updated}}"), both times in the reader's locale.
 */
export function StaffRecordDates({ strings, record }: { strings: string; record: { createdAt: string; updatedAt: string } }) {
  const { t } = useTranslation();
  return (
    <Text fz="xs" c="gray.7">
      {t(strings, { created: formatDateTime(record.createdAt), updated: formatDateTime(record.updatedAt) })}
    </Text>
  );
}

/**
 * The actions panel of a staff record drawer: a heading, then the record's action bar (`children`) or,
 * when its state allows no `actions`, `empty` ("nothing to do while it is …"); `after`, a note under either.
 */
export function StaffActionsPanel({
  title,
  actions,
  empty,
  plain = false,
  after,
  children,
}: {
  title: string;
  /** the actions the record's state allows */
  actions: readonly unknown[];
  /** what to say when it allows none */
  empty: string;
  /** no grey ground (the quote drawer's panel) */
  plain?: boolean;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm" bg={plain ? undefined : 'gray.0'}>
      <Stack gap="xs">
        <Text fz="sm" fw={600}>
          {title}
        </Text>
        {actions.length === 0 ? (
          <Text fz="sm" c="gray.7">
            {empty}
          </Text>
        ) : (
          children
        )}
        {after}
      </Stack>
    </Paper>
  );
}

/**
 * A staff drawer's actions panel over one record of a flow: headed `title`, the record's staff action
 * bar, or `<strings>.noActions` naming the state when it allows none.
 */
export function StaffRecordActions<R extends { state: string; version: number; actions: readonly unknown[] }>({
  strings,
  title,
  plain,
  after,
  ...bar
}: {
  /** the area's words: `<strings>.noActions` */
  strings: string;
  title: string;
  plain?: boolean;
  after?: ReactNode;
} & Omit<RecordActionsProps<R>, 'actor'>) {
  const { t } = useTranslation();
  const { flow, record } = bar;
  return (
    <StaffActionsPanel
      title={title}
      actions={record.actions}
      empty={t(`${strings}.noActions`, { state: t(`workflow.states.${flow.subject}.${record.state}`) })}
      plain={plain}
      after={after}
    >
      <RecordActions {...bar} actor="staff" />
    </StaffActionsPanel>
  );
}
