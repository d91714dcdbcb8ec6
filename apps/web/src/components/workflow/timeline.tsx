import { Divider, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { IconLock, IconPoint } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.ts';
import type { TimelineEvent } from '@formulab/shared/workflow/workflow.schema';
import type { WorkflowSubject } from './subject.ts';
import { formatDateTime } from '../../lib/format.ts';
import { stateColour } from './state-badge.tsx';

type Props = {
  subject: WorkflowSubject;
  events: TimelineEvent[];
  /** staff see names and internal notes; customers see "Formulab staff" */
  viewer: 'customer' | 'staff';
};

/**
 * What happened to a record, newest first: each step in the past tense (`workflow.events`, never the
 * staff's button words), who took it (you, Formulab staff, automatic), when, and its note.
 */
export function WorkflowTimeline({ subject, events, viewer }: Props) {
  const { t } = useTranslation();
  const newestFirst = [...events].reverse();
  const who = (e: TimelineEvent) =>
    e.actor === 'system'
      ? t('workflow.timeline.system')
      : viewer === 'customer'
        ? // a customer's record is moved only by that customer: the steps they took are theirs
          t(e.actor === 'customer' ? 'workflow.timeline.you' : 'workflow.timeline.staff')
        : (e.actorName ?? t('workflow.timeline.staff'));
  return (
    <Timeline active={newestFirst.length} bulletSize={22} lineWidth={2} aria-label={t('workflow.timeline.title')}>
      {newestFirst.map((e) => (
        <Timeline.Item
          key={e.id}
          color={e.internal ? 'gray' : stateColour(e.to)}
          bullet={e.internal ? <IconLock size={12} /> : <IconPoint size={12} />}
          title={
            <Text fw={600} size="sm">
              {t(`workflow.events.${subject}.${e.action}`)}
              {!e.internal && e.from !== e.to && (
                <Text span c="gray.7" size="sm" fw={400}>
                  {' · '}
                  {t(`workflow.states.${subject}.${e.to}`)}
                </Text>
              )}
            </Text>
          }
        >
          {e.note && (
            <Text size="sm" c={e.internal ? 'gray.8' : undefined} style={{ whiteSpace: 'pre-wrap' }}>
              {e.note}
            </Text>
          )}
          {e.internal && (
            <Text size="xs" c="gray.7">
              {t('workflow.timeline.internal')}
            </Text>
          )}
          <Text size="xs" c="gray.7" mt={2}>
            {formatDateTime(e.at)} · {who(e)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/**
 * The record's history under its heading: a card beside the facts on a record's page, or a section of
 * staff's drawer, where `note` (the internal-note form) stands between the heading and the history.
 */
export function TimelineSection({ layout, note, ...timeline }: Props & { layout: 'page' | 'drawer'; note?: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const history = <WorkflowTimeline {...timeline} />;
  if (layout === 'drawer') {
    return (
      <Stack gap="sm" component="section" aria-labelledby={id}>
        <Title order={3} fz="md" id={id}>
          {t('workflow.timeline.title')}
        </Title>
        {note && (
          <>
            {note}
            <Divider color="gray.2" />
          </>
        )}
        {history}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={id}>
          {t('workflow.timeline.title')}
        </Title>
        {note}
        {history}
      </Stack>
    </Paper>
  );
}
