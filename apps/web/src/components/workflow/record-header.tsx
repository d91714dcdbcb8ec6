import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StateBadge } from './state-badge.tsx';
import type { WorkflowSubject } from './subject.ts';

/** The link back to a record's list, above its heading (not printed). */
export function RecordBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fz="sm" c="gray.8" w="fit-content" data-print-hide>
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden="true" />
        {children}
      </Group>
    </Anchor>
  );
}

type HeadingProps = {
  /** the record's reference, the page's heading (S-000012, Q-…, O-…, P-…) */
  reference: string;
  subject: WorkflowSubject;
  state: string;
  /** more badges after the state (overdue, payment) */
  badges?: ReactNode;
  /** what the record is about and when it began, under the heading */
  subtitle: ReactNode;
  /** what the reader can do now, beside the heading (wraps under it on a phone) */
  actions?: ReactNode;
};

/** A record's heading as every customer detail page shows it: reference, state, subtitle and actions. */
export function RecordHeading(p: HeadingProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 26, sm: 32 }} c="gray.9" className="tabular" style={{ letterSpacing: '-0.02em' }}>
            {p.reference}
          </Title>
          <StateBadge subject={p.subject} state={p.state} size="lg" />
          {p.badges}
        </Group>
        <Text c="gray.7">{p.subtitle}</Text>
      </Stack>
      {p.actions}
    </Group>
  );
}

/**
 * What a record's state means for its customer and what comes next, in the state's colour, under the
 * heading; the text keeps its line breaks unless `keepLines` is false.
 */
export function NextStepAlert({
  color,
  testId,
  keepLines = true,
  children,
}: {
  color: string;
  testId: string;
  keepLines?: boolean;
  children: ReactNode;
}) {
  return (
    <Alert
      color={color}
      variant="light"
      icon={<IconInfoCircle size={18} aria-hidden="true" />}
      styles={keepLines ? { message: { whiteSpace: 'pre-wrap' } } : undefined}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
