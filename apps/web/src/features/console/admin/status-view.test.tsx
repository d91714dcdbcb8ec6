import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleStatusSchema } from '@formulab/shared/console/console.schema';
import admin from '../../../i18n/admin.en.json';
import { consoleStatus } from '../../../test/fixtures/admin-content-console.ts';
import { renderUi } from '../../../test/render.tsx';
import { StatusView } from './status-view.tsx';

const s = admin.adminConsole.status;
const view = (over: Parameters<typeof consoleStatus>[0] = {}) =>
  renderUi(<StatusView status={consoleStatusSchema.parse(consoleStatus(over))} />);
const card = (id: string) => screen.getByTestId(`console-${id}`);

describe('StatusView — the server at a glance', () => {
  it('shows a healthy server as such: migrations up to date, SMTP on, scheduler here, realtime listening', () => {
    view();
    expect(within(card('migrations')).getByText(s.upToDate)).toBeVisible();
    expect(within(card('mail')).getByText(s.smtp)).toBeVisible();
    expect(within(card('jobs')).getByText(s.schedulerHere)).toBeVisible();
    expect(within(card('realtime')).getByText(s.listening)).toBeVisible();
    expect(card('database')).toHaveTextContent('7 / 100');
    // the mail counts by status, named
    expect(card('mail')).toHaveTextContent(`${admin.adminConsole.mail.statuses.sent}312`);
    expect(card('mail')).toHaveTextContent(`${admin.adminConsole.mail.statuses.failed}2`);
  });

  it('flags what needs attention: pending migrations, no SMTP, scheduler off, realtime not listening', () => {
    const base = consoleStatus();
    view({
      migrations: { ...base.migrations, pending: 2 },
      mail: { smtp: false, byStatus: {} },
      jobs: { ...base.jobs, runningHere: false, queues: [] },
      realtime: { streams: 0, listening: false },
    });
    expect(within(card('migrations')).getByText(s.pendingCount.replace('{{n}}', '2'))).toBeVisible();
    expect(within(card('mail')).getByText(s.outboxOnly)).toBeVisible();
    expect(within(card('mail')).getByText(s.noMail)).toBeVisible();
    expect(within(card('jobs')).getByText(s.schedulerOff)).toBeVisible();
    expect(within(card('jobs')).getByText(s.noJobs)).toBeVisible();
    expect(within(card('jobs')).queryByRole('table')).toBeNull();
    expect(within(card('realtime')).getByText(s.notListening)).toBeVisible();
  });

  it('lists each job queue with its schedule, counts and when it last ran or failed', () => {
    view();
    const rows = within(card('jobs')).getAllByRole('row');
    // header + two queues
    expect(rows).toHaveLength(3);
    const recheck = within(card('jobs')).getByText('compliance-recheck').closest('tr')!;
    expect(within(recheck).getAllByRole('cell')[1]).toHaveTextContent('—');
    expect(within(recheck).getAllByRole('cell')[4]).toHaveTextContent('1');
    const expiry = within(card('jobs')).getByText('quote-expiry').closest('tr')!;
    expect(within(expiry).getAllByRole('cell')[1]).toHaveTextContent('0 1 * * *');
    // never failed
    expect(within(expiry).getAllByRole('cell')[6]).toHaveTextContent('—');
  });

  it('marks a file count cut short as "at least", and shows no disk size it does not know', () => {
    const base = consoleStatus();
    view({ storage: { ...base.storage, files: 10_000, truncated: true, diskFreeBytes: null, diskTotalBytes: null } });
    expect(card('storage')).toHaveTextContent(`${s.files}10,000+`);
    expect(card('storage')).toHaveTextContent(`${s.diskFree}— / —`);
  });
});
