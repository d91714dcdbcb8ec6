import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '@formulab/shared/workflow/workflow.schema';
import en from '../../i18n/en.json';
import { timelineEvent } from '../../test/fixtures/common.ts';
import { renderUi } from '../../test/render.tsx';
import { TimelineSection, WorkflowTimeline } from './timeline.tsx';

const at = '2026-11-20T09:00:00.000Z';
const events: TimelineEvent[] = [
  timelineEvent({ actorName: 'Mina Park', at }),
  timelineEvent({ id: 2, action: 'review', from: 'submitted', to: 'reviewing', actor: 'staff', actorName: null, at }),
];
const tl = en.workflow.timeline;

describe('WorkflowTimeline', () => {
  it('a customer reads their own steps as “You” and staff as Formulab staff', () => {
    renderUi(<WorkflowTimeline subject="sample" events={events} viewer="customer" />);
    expect(screen.getByText(en.workflow.events.sample.created)).toBeInTheDocument();
    expect(screen.getByText(tl.you, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(tl.staff, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('Mina Park', { exact: false })).toBeNull();
  });

  it('staff read the customer by name', () => {
    renderUi(<WorkflowTimeline subject="sample" events={[events[0]!, { ...events[1]!, actorName: 'Jae Kim' }]} viewer="staff" />);
    expect(screen.getByText('Mina Park', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Jae Kim', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(tl.you, { exact: false })).toBeNull();
  });

  it('tells a customer what happened, in the past tense, and that the system did it', () => {
    const cancelled: TimelineEvent = {
      ...events[0]!,
      id: 3,
      action: 'cancel',
      from: 'pending_payment',
      to: 'cancelled',
      actor: 'system',
      actorName: null,
      note: 'Payment declined',
    };
    renderUi(<WorkflowTimeline subject="purchase" events={[cancelled]} viewer="customer" />);
    expect(screen.getByText(en.workflow.events.purchase.cancel)).toBeInTheDocument();
    expect(screen.queryByText(en.workflow.actions.purchase.cancel, { exact: false })).toBeNull();
    expect(screen.getByText(tl.system, { exact: false })).toBeInTheDocument();
  });
});

describe('TimelineSection', () => {
  it('on a page: a card named by its heading holding the history', () => {
    renderUi(<TimelineSection layout="page" subject="sample" events={events} viewer="customer" />);
    const section = screen.getByRole('region', { name: tl.title });
    expect(within(section).getByRole('heading', { level: 2, name: tl.title })).toBeVisible();
    expect(within(section).getByText(en.workflow.events.sample.created)).toBeInTheDocument();
  });

  it("in staff's drawer: the note form between the heading and the history", () => {
    renderUi(
      <TimelineSection
        layout="drawer"
        subject="sample"
        events={events}
        viewer="staff"
        note={<textarea aria-label="Internal note" />}
      />,
    );
    const section = screen.getByRole('region', { name: tl.title });
    const heading = within(section).getByRole('heading', { level: 3, name: tl.title });
    const note = within(section).getByRole('textbox', { name: 'Internal note' });
    const history = within(section).getByText(en.workflow.events.sample.created);
    expect(heading.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(section).getByText('Mina Park', { exact: false })).toBeInTheDocument();
  });
});
