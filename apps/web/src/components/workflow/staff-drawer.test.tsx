import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { sampleMachine } from '@formulab/shared/samples/samples.states';
import { StaffActionsPanel, StaffRecordActions, StaffRecordDates, StaffRecordHead, StaffRecordOpening } from './staff-drawer.tsx';
import { formatDateTime } from '../../lib/format.ts';

describe('StaffActionsPanel', () => {
  it('shows the action bar while the state allows actions, and the note under it', () => {
    renderUi(
      <StaffActionsPanel title="Actions" actions={['approve']} empty="Nothing to do while closed" after={<p>Revise hint</p>}>
        <button type="button">Approve</button>
      </StaffActionsPanel>,
    );
    expect(screen.getByText('Actions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByText('Nothing to do while closed')).not.toBeInTheDocument();
    expect(screen.getByText('Revise hint')).toBeInTheDocument();
  });

  it('says why there is nothing to do when the state allows no action', () => {
    renderUi(
      <StaffActionsPanel title="Actions" actions={[]} empty="Nothing to do while closed">
        <button type="button">Approve</button>
      </StaffActionsPanel>,
    );
    expect(screen.getByText('Nothing to do while closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});

describe('StaffRecordActions', () => {
  const flow = { machine: sampleMachine, subject: 'sample' as const };
  const submit = async () => ({});

  it('offers the staff steps the record’s state allows', () => {
    const record = { state: 'reviewing', version: 3, actions: ['approve'] };
    renderUi(
      <StaffRecordActions strings="adminSamples.detail" title="Next step" flow={flow} record={record} onSubmit={submit} />,
    );
    expect(screen.getByText('Next step')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set fee and request payment' })).toBeInTheDocument();
  });

  it('names the state in the area’s words when it allows none', () => {
    const record = { state: 'delivered', version: 3, actions: [] };
    renderUi(
      <StaffRecordActions strings="adminSamples.detail" title="Next step" flow={flow} record={record} onSubmit={submit} />,
    );
    expect(screen.getByText('Nothing left to do: this request is “Delivered”.')).toBeInTheDocument();
  });
});

describe('StaffRecordHead', () => {
  it('heads the drawer with the reference, its state and the lines under it', () => {
    renderUi(
      <StaffRecordHead reference="Q-2026-0012" subject="quote" state="quoted" badges={<span>Overdue</span>}>
        <p>Requested 3 May</p>
      </StaffRecordHead>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Q-2026-0012' })).toBeInTheDocument();
    expect(screen.getByText('Quoted')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Requested 3 May')).toBeInTheDocument();
  });
});

describe('StaffRecordOpening', () => {
  const record = {
    ref: 'O-000007',
    state: 'in_production',
    createdAt: '2026-05-03T01:00:00Z',
    updatedAt: '2026-05-04T09:30:00Z',
  };

  it('heads the drawer with the dated reference, then the customer under their label', () => {
    const customer = { name: 'Mina Kim', companyName: 'Glow Lab', email: 'mina@example.com' };
    renderUi(
      <StaffRecordOpening
        subject="order"
        record={{ ...record, customer }}
        dates="adminOrders.detail.dates"
        customerLabel="Customer"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'O-000007' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^Ordered ${formatDateTime(record.createdAt)}`))).toBeInTheDocument();
    expect(screen.getByText('Customer')).toBeInTheDocument();
    expect(screen.getByText('Mina Kim · Glow Lab')).toBeInTheDocument();
  });

  it('shows no customer box for a record without one', () => {
    renderUi(
      <StaffRecordOpening
        subject="order"
        record={{ ...record, customer: null }}
        dates="adminOrders.detail.dates"
        customerLabel="Customer"
      />,
    );
    expect(screen.queryByText('Customer')).not.toBeInTheDocument();
  });
});

describe('StaffRecordDates', () => {
  it('dates the record in its area’s words, both times in the reader’s locale', () => {
    const record = { createdAt: '2026-05-03T01:00:00Z', updatedAt: '2026-05-04T09:30:00Z' };
    renderUi(<StaffRecordDates strings="adminOrders.detail.dates" record={record} />);
    expect(
      screen.getByText(`Ordered ${formatDateTime(record.createdAt)} · last change ${formatDateTime(record.updatedAt)}`),
    ).toBeInTheDocument();
  });
});
