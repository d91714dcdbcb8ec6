import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { StateBadge } from './state-badge.tsx';
import type { WorkflowSubject } from './subject.ts';

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
