import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analyticsReportSchema } from '@formulab/shared/analytics/analytics.schema';
import { auditPageSchema } from '@formulab/shared/audit/audit.schema';
import { consoleStatusSchema, mailMessageSchema, mailPageSchema } from '@formulab/shared/console/console.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import {
  MAIL_ID,
  analyticsReport,
  auditEntry,
  auditPage,
  consoleStatus,
  mailMessage,
  mailPage,
  mailSummary,
} from '../../test/fixtures/admin-content-console.ts';
import { adminMe, answer, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './admin-firebse.tsx';

const con = admin.adminConsole;
const open = (url: string) => renderUi(<Component />, { url, path: '/admin/admin-firebse' });

describe('/admin/admin-firebse — the backend console', () => {
  it('shows the database, migrations and jobs, offers the backup, and reads the status again on request', async () => {
    signedInAs(adminMe);
    const calls = answer.get('/api/admin/console/status', consoleStatusSchema, consoleStatus());
    const mail = answer.get('/api/admin/console/mail', mailPageSchema, mailPage([mailSummary()]));
    const { user, router } = open('/admin/admin-firebse');
    const database = await screen.findByTestId('console-database');
    expect(database).toHaveTextContent('PostgreSQL 16.4');
    expect(database).toHaveTextContent(con.status.modes.embedded);
    expect(screen.getByTestId('console-migrations')).toHaveTextContent(con.status.upToDate);
    expect(screen.getByTestId('console-migrations')).toHaveTextContent('0042_compliance_rule_forms');
    const jobs = screen.getByTestId('console-jobs');
    expect(within(jobs).getByText('quote-expiry').closest('tr')).toHaveTextContent('0 1 * * *');
    expect(screen.getByTestId('console-mail')).toHaveTextContent('312');
    expect(screen.getByRole('link', { name: con.backup })).toHaveAttribute('href', '/api/admin/console/backup');
    await user.click(screen.getByRole('button', { name: con.refresh }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await user.click(screen.getByRole('tab', { name: con.tabs.mail }));
    expect(urlOf(router)).toBe('/admin/admin-firebse?tab=mail');
    expect(await screen.findByText('Your sample S-000012 is on its way')).toBeVisible();
    expect(mail).toHaveLength(1);
  });

  it('names the upload folder and its disk, or the bucket (which has no disk to tell)', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/console/status', consoleStatusSchema, consoleStatus());
    answer.get('/api/admin/console/mail', mailPageSchema, mailPage([]));
    const disk = open('/admin/admin-firebse');
    const folder = await screen.findByTestId('console-storage');
    expect(folder).toHaveTextContent(`${con.status.path}/var/lib/formulab/uploads`);
    expect(folder).toHaveTextContent(con.status.diskFree);
    disk.unmount();

    const base = consoleStatus();
    answer.get(
      '/api/admin/console/status',
      consoleStatusSchema,
      consoleStatus({
        storage: {
          ...base.storage,
          kind: 's3',
          location: 's3://formulab-files/prod/',
          diskFreeBytes: null,
          diskTotalBytes: null,
        },
      }),
    );
    open('/admin/admin-firebse');
    const bucket = await screen.findByTestId('console-storage');
    expect(bucket).toHaveTextContent(`${con.status.bucket}s3://formulab-files/prod/`);
    expect(bucket).not.toHaveTextContent(con.status.diskFree);
  });

  it('says the status could not be read and reads it again on request', async () => {
    signedInAs(adminMe);
    refuse('get', '/api/admin/console/status', 500, 'INTERNAL');
    const { user } = open('/admin/admin-firebse');
    expect(await screen.findByText(en.apiErrors.INTERNAL)).toBeVisible();
    answer.get('/api/admin/console/status', consoleStatusSchema, consoleStatus());
    await user.click(screen.getByRole('button', { name: con.retry }));
    expect(await screen.findByText('PostgreSQL 16.4')).toBeVisible();
  });

  it('lists the outbox and opens one message with its text', async () => {
    signedInAs(adminMe);
    const list = answer.get('/api/admin/console/mail', mailPageSchema, mailPage([mailSummary()]));
    const one = answer.get('/api/admin/console/mail/:id', mailMessageSchema, mailMessage());
    const { user, router } = open('/admin/admin-firebse?tab=mail');
    const subject = await screen.findByText('Your sample S-000012 is on its way');
    const row = subject.closest('tr')!;
    expect(row).toHaveTextContent('customer@example.com');
    expect(within(row).getByText(con.mail.statuses.sent)).toBeVisible();
    expect(list.last?.query.get('limit')).toBe('25');
    await user.click(subject);
    expect(urlOf(router)).toBe(`/admin/admin-firebse?tab=mail&mail=${MAIL_ID}`);
    expect(await screen.findByTestId('mail-text')).toHaveTextContent('Your sample S-000012 (Rose toner) left our lab today.');
    expect(one.last?.params.id).toBe(String(MAIL_ID));
  });

  it('says the outbox is empty', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/console/mail', mailPageSchema, mailPage([]));
    open('/admin/admin-firebse?tab=mail');
    expect(await screen.findByText(con.mail.empty)).toBeVisible();
    expect(screen.getByText(con.mail.emptyHint)).toBeVisible();
  });

  it('lists the audit log and shows an entry before and after', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/audit', auditPageSchema, auditPage([auditEntry()]));
    const { user } = open('/admin/admin-firebse?tab=audit');
    const action = await screen.findByText('quote.answer');
    const row = action.closest('tr')!;
    expect(row).toHaveTextContent('quote · Q-000042');
    expect(row).toHaveTextContent('staff@formulab.local');
    await user.click(action);
    const entry = await screen.findByTestId('audit-entry');
    expect(entry).toHaveTextContent('"state": "requested"');
    expect(entry).toHaveTextContent('"total": 16000000');
  });

  it('says an entry linked from elsewhere is not found', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/audit', auditPageSchema, auditPage([auditEntry()]));
    const read = refuse('get', '/api/admin/audit/:id', 404, 'NOT_FOUND');
    open('/admin/admin-firebse?tab=audit&entry=777');
    const drawer = await screen.findByRole('dialog', { name: con.audit.entry });
    expect(await within(drawer).findByText(en.apiErrors.NOT_FOUND)).toBeVisible();
    expect(read.last?.params.id).toBe('777');
  });

  describe('analytics', () => {
    it('shows the traffic and the funnel for the range in the URL', async () => {
      signedInAs(adminMe);
      const calls = answer.get('/api/admin/analytics', analyticsReportSchema, analyticsReport());
      open('/admin/admin-firebse?tab=analytics&from=2026-06-04&to=2026-06-10');
      expect(await screen.findByTestId('analytics-views')).toHaveTextContent('4,210');
      expect(screen.getByTestId('analytics-visitors')).toHaveTextContent('980');
      expect(screen.getByText('/ingredients')).toBeVisible();
      expect(screen.getByTestId('analytics-funnel-table')).toHaveTextContent('40');
      expect(calls.last?.query.get('from')).toBe('2026-06-04');
      expect(calls.last?.query.get('to')).toBe('2026-06-10');
      expect(calls.last?.query.get('bucket')).toBe('day');
    });

    it('refuses a range that ends before it starts without asking the server', async () => {
      signedInAs(adminMe);
      const calls = answer.get('/api/admin/analytics', analyticsReportSchema, analyticsReport());
      open('/admin/admin-firebse?tab=analytics&from=2026-06-10&to=2026-06-01');
      expect((await screen.findAllByText(en.errors.rangeOrder)).length).toBeGreaterThan(0);
      expect(calls).toHaveLength(0);
    });
  });
});
