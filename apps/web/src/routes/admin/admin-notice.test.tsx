import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noticeDetailSchema, noticePageSchema } from '@formulab/shared/content/content.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { NOTICE_ID, noticeDetail, noticeSummary, pageOf, scheduledNotice } from '../../test/fixtures/admin-content.ts';
import { adminMe, answer, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './admin-notice.tsx';

const c = admin.adminContent;
const open = (url: string) => renderUi(<Component />, { url, path: '/admin/admin-notice' });

describe('/admin/admin-notice — notices', () => {
  it('lists the notices with their state and pin, each opening its form', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/notices', noticePageSchema, pageOf([noticeSummary(), scheduledNotice]));
    hang('get', '/api/admin/notices/:id');
    const { user, router } = open('/admin/admin-notice');
    const title = await screen.findByRole('button', { name: 'Lunar New Year delivery schedule' });
    const row = title.closest('tr')!;
    expect(within(row).getByLabelText(c.notices.pinned)).toBeInTheDocument();
    expect(within(row).getByLabelText(c.attachments)).toBeInTheDocument();
    expect(within(row).getByText(c.notices.statuses.published)).toBeVisible();
    const later = screen.getByRole('button', { name: 'New INCI names for the catalogue' }).closest('tr')!;
    expect(within(later).getByText(c.notices.statuses.scheduled)).toBeVisible();
    expect(screen.getByRole('link', { name: c.csv })).toHaveAttribute('href', '/api/admin/notices.csv');
    await user.click(title);
    expect(urlOf(router)).toBe(`/admin/admin-notice?edit=${NOTICE_ID}`);
    expect(await screen.findByRole('dialog', { name: c.notices.editTitle })).toBeInTheDocument();
  });

  it('asks the server for scheduled notices only when that state is picked', async () => {
    signedInAs(adminMe);
    const calls = answer.get('/api/admin/notices', noticePageSchema, ({ query }) =>
      pageOf(query.get('status') === 'scheduled' ? [scheduledNotice] : [noticeSummary(), scheduledNotice]),
    );
    const { user, router } = open('/admin/admin-notice');
    await screen.findByText('Lunar New Year delivery schedule');
    await user.click(screen.getByRole('radio', { name: c.notices.statuses.scheduled }));
    await waitFor(() => expect(screen.queryByText('Lunar New Year delivery schedule')).toBeNull());
    expect(screen.getByText('New INCI names for the catalogue')).toBeVisible();
    expect(calls.last?.query.get('status')).toBe('scheduled');
    expect(urlOf(router)).toBe('/admin/admin-notice?status=scheduled');
  });

  it('saves an edited notice with the version it was opened at and closes the form', async () => {
    signedInAs(adminMe);
    const lists = answer.get('/api/admin/notices', noticePageSchema, pageOf([noticeSummary()]));
    answer.get('/api/admin/notices/:id', noticeDetailSchema, noticeDetail());
    const saved = answer.put('/api/admin/notices/:id', noticeDetailSchema, () =>
      noticeDetail({ title: 'Lunar New Year deliveries (updated)', version: 4 }),
    );
    const { user, router } = open(`/admin/admin-notice?edit=${NOTICE_ID}`);
    const dialog = await screen.findByRole('dialog', { name: c.notices.editTitle });
    const title = await within(dialog).findByRole('textbox', { name: c.title });
    expect(title).toHaveValue('Lunar New Year delivery schedule');
    expect(within(dialog).getByText('holiday-schedule-2026.pdf')).toBeVisible();
    await user.clear(title);
    await user.paste('Lunar New Year deliveries (updated)');
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved.last?.params.id).toBe(NOTICE_ID);
    expect(saved.last?.body).toEqual({
      title: 'Lunar New Year deliveries (updated)',
      body: '<p>Sample shipments pause from 16 to 18 February.</p>',
      pinned: true,
      publishAt: '2026-02-02T00:00:00.000Z',
      attachmentIds: ['f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d'],
      version: 3,
    });
    await waitFor(() => expect(urlOf(router)).toBe('/admin/admin-notice'));
    // the list is read again with the change
    await waitFor(() => expect(lists.length).toBeGreaterThan(1));
  });

  it("says so when someone changed the notice meanwhile, and keeps the form's text", async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/notices', noticePageSchema, pageOf([noticeSummary()]));
    answer.get('/api/admin/notices/:id', noticeDetailSchema, noticeDetail());
    refuse('put', '/api/admin/notices/:id', 409, 'CHANGED_MEANWHILE', {}, { record: 'notice' });
    const { user, router } = open(`/admin/admin-notice?edit=${NOTICE_ID}`);
    const dialog = await screen.findByRole('dialog', { name: c.notices.editTitle });
    const pinned = await within(dialog).findByRole('switch', { name: new RegExp(c.notices.pinned) });
    await user.click(pinned);
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.changedMeanwhile.notice);
    expect(pinned).not.toBeChecked();
    expect(urlOf(router)).toBe(`/admin/admin-notice?edit=${NOTICE_ID}`);
  });

  it("says in the staff member's language why a notice could not be opened", async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/notices', noticePageSchema, pageOf([noticeSummary()]));
    refuse('get', '/api/admin/notices/:id', 500, 'INTERNAL');
    open(`/admin/admin-notice?edit=${NOTICE_ID}`);
    const dialog = await screen.findByRole('dialog', { name: c.notices.editTitle });
    expect(await within(dialog).findByText(en.apiErrors.INTERNAL)).toBeVisible();
  });

  it('refuses a new notice without a title, sending nothing', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/notices', noticePageSchema, pageOf([]));
    const created = answer.post('/api/admin/notices', noticeDetailSchema, noticeDetail());
    const { user } = open('/admin/admin-notice?edit=new');
    const dialog = await screen.findByRole('dialog', { name: c.notices.addTitle });
    await within(dialog).findByRole('textbox', { name: c.body });
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    expect(await within(dialog).findAllByText(en.errors.required)).not.toHaveLength(0);
    expect(within(dialog).getByRole('textbox', { name: new RegExp(c.title) })).toHaveAttribute('aria-invalid', 'true');
    expect(created).toHaveLength(0);
  });

  it('invites the first notice when there is none', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/notices', noticePageSchema, pageOf([]));
    const { user, router } = open('/admin/admin-notice');
    expect(await screen.findByText(c.notices.empty)).toBeVisible();
    expect(screen.getByText(c.notices.emptyHint)).toBeVisible();
    const add = screen.getAllByRole('button', { name: c.notices.add });
    await user.click(add[add.length - 1]!);
    expect(urlOf(router)).toBe('/admin/admin-notice?edit=new');
  });

  it('says the list could not be loaded and loads it again on request', async () => {
    signedInAs(adminMe);
    refuse('get', '/api/admin/notices', 500, 'INTERNAL');
    const { user } = open('/admin/admin-notice');
    expect(await screen.findByText(en.apiErrors.INTERNAL)).toBeVisible();
    answer.get('/api/admin/notices', noticePageSchema, pageOf([noticeSummary()]));
    await user.click(screen.getByRole('button', { name: c.retry }));
    expect(await screen.findByText('Lunar New Year delivery schedule')).toBeVisible();
  });

  it('shows the loading table while the list is on its way', async () => {
    signedInAs(adminMe);
    hang('get', '/api/admin/notices');
    open('/admin/admin-notice');
    expect(await screen.findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
  });
});
