import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TimelineEvent } from '@formulab/shared/workflow/workflow.schema';
import { RecordBackLink, RecordHeading } from './record-header.tsx';
import type { WorkflowSubject } from './subject.ts';
import { TimelineSection } from './timeline.tsx';

/**
 * One record's page as its customer sees it (a sample request, a quote, an order, a purchase): the link
 * back to its list, anything `before` the heading (the staff view's banner), the heading with the
 * actions the machine allows, what goes `above` the columns (notices, progress, the next step), then the
 * record's sections (`children`) beside its timeline.
 */
export function RecordPage({
  subject,
  record,
  back,
  before,
  badges,
  subtitle,
  actions,
  above,
  viewer = 'customer',
  gap = 'lg',
  children,
}: {
  subject: WorkflowSubject;
  record: { ref: string; state: string; timeline: TimelineEvent[] };
  back: { to: string; label: string };
  before?: ReactNode;
  badges?: ReactNode;
  /** what the record is about and when it began, under the heading: its parts joined by " · " */
  subtitle: string[];
  actions?: ReactNode;
  above?: ReactNode;
  viewer?: 'customer' | 'staff';
  /** between the sections of the main column */
  gap?: 'sm' | 'lg';
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <RecordBackLink to={back.to}>{back.label}</RecordBackLink>
      {before}
      <RecordHeading
        reference={record.ref}
        subject={subject}
        state={record.state}
        badges={badges}
        subtitle={subtitle.join(' · ')}
        actions={actions}
      />
      {above}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap={gap}>{children}</Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TimelineSection layout="page" subject={subject} events={record.timeline} viewer={viewer} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
