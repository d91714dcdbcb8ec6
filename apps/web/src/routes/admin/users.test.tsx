import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditPageSchema } from '@formulab/shared/audit/audit.schema';
import { adminUserDetailSchema, adminUserPageSchema } from '@formulab/shared/users/users.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { SAMPLE_ID } from '../../test/fixtures/admin-workflow.ts';
import { adminUser, adminUserDetail, auditEntry, auditPage, userPage } from '../../test/fixtures/admin-workflow-users.ts';
import {
  itLoadsAgainAfterAnError,
  itSaysNotFoundInTheDrawer,
  itSaysWhenEmpty,
  itSendsTheSearch,
  openFromTheRow,
  type ListScreen,
} from '../../test/list-cases.tsx';
import { adminMe, answer, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './users.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/admin/users' });
const u = admin.adminUsers;
const LIST = '/api/admin/users';
const USER_ID = 'u-customer';
const starts = (text: string) => new RegExp(`^${text}`);
const row = (name = 'Mina Kim') => screen.findByRole('button', { name: new RegExp(`^${name}`) });
const list: ListScreen<typeof adminUserPageSchema, typeof adminUserDetailSchema> = {
  me: adminMe,
  open,
  url: '/admin/users',
  list: LIST,
  schema: adminUserPageSchema,
  page: userPage([adminUser()]),
  findRow: () => row(),
  drawer: { title: u.detail.title, schema: adminUserDetailSchema },
};

describe('/admin/users — accounts', () => {
  it('lists the accounts with their role and status, and filters by role with the counts beside each', async () => {
    signedInAs(adminMe);
    const staff = adminUser({ ...adminMe, banned: false, banReason: null, lastSignInAt: null });
    const calls = answer.get(LIST, adminUserPageSchema, ({ query }) =>
      userPage(query.get('role') === 'admin' ? [staff] : [adminUser(), staff]),
    );
    const { user, router } = open('/admin/users');
    const mina = (await row()).closest('tr')!;
    expect(mina).toHaveTextContent('customer@example.com');
    expect(mina).toHaveTextContent('Glow Lab');
    expect(mina).toHaveTextContent(u.roles.customer);
    expect(calls.last?.query.get('sort')).toBe('newest');
    const role = screen.getByRole('textbox', { name: u.role });
    expect(role).toHaveAttribute('placeholder', `${u.allRoles} (3)`);

    await user.click(role);
    await user.click(screen.getByRole('option', { name: `${u.roles.admin} (1)` }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Mina Kim/ })).toBeNull());
    expect(screen.getByRole('button', { name: /^Staff/ })).toBeVisible();
    expect(calls.last?.query.get('role')).toBe('admin');
    expect(urlOf(router)).toBe('/admin/users?role=admin');
  });

  itSendsTheSearch('sends the search to the server and keeps it in the URL', list, {
    from: '/admin/users?status=active',
    answers: ({ query }) =>
      userPage(query.get('q') === 'glow' ? [adminUser()] : [], { all: 1, customer: 1, admin: 0, active: 1, suspended: 0 }),
    waitingText: u.emptyFiltered,
    box: u.search,
    typed: 'glow',
    sent: { q: 'glow', status: 'active' },
    to: '/admin/users?status=active&q=glow',
  });

  it('opens an account in the drawer with its records and what staff did to it', async () => {
    const audit = answer.get(
      '/api/admin/audit',
      auditPageSchema,
      auditPage([auditEntry({ action: 'user.suspend', after: { banReason: 'Chargeback under review' } })]),
    );
    const { drawer } = await openFromTheRow(list, { id: USER_ID, detail: adminUserDetail() });
    expect(await within(drawer).findByRole('heading', { name: 'Mina Kim' })).toBeVisible();
    expect(within(drawer).getByText('Glow Lab · 010-1234-5678')).toBeVisible();
    expect(within(drawer).getByRole('link', { name: 'S-000012' })).toHaveAttribute(
      'href',
      `/admin/sample-requests?id=${SAMPLE_ID}`,
    );
    expect(await within(drawer).findByText(u.audit.suspend.replace('{{reason}}', 'Chargeback under review'))).toBeVisible();
    expect(audit.last?.query.get('subjectType')).toBe('users');
    expect(audit.last?.query.get('subjectId')).toBe(USER_ID);
  });

  it('suspends an account with the reason given', async () => {
    signedInAs(adminMe);
    answer.get(LIST, adminUserPageSchema, userPage([adminUser()]));
    answer.get(`${LIST}/:id`, adminUserDetailSchema, adminUserDetail());
    answer.get('/api/admin/audit', auditPageSchema, auditPage([]));
    const suspended = answer.post(`${LIST}/:id/suspend`, adminUserDetailSchema, ({ body }) =>
      adminUserDetail({ user: adminUser({ banned: true, banReason: (body as { reason: string }).reason }), sessions: 0 }),
    );
    const { user } = open(`/admin/users?id=${USER_ID}`);
    const drawer = await screen.findByRole('dialog', { name: u.detail.title });
    expect(await within(drawer).findByText(u.audit.empty)).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: u.detail.suspend }));
    const dialog = screen.getByRole('dialog', { name: u.detail.suspendTitle.replace('{{name}}', 'Mina Kim') });
    await user.click(within(dialog).getByRole('textbox', { name: starts(u.detail.reason) }));
    await user.paste('Repeated chargebacks on shop purchases.');
    await user.click(within(dialog).getByRole('button', { name: u.detail.suspend }));
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent(u.detail.suspendedTitle);
    expect(alert).toHaveTextContent('Repeated chargebacks on shop purchases.');
    expect(within(drawer).getByRole('button', { name: u.detail.reactivate })).toBeVisible();
    expect(suspended.last?.params.id).toBe(USER_ID);
    // an account carries no version: the suspension is the body's reason only
    expect(suspended.last?.body).toEqual({ reason: 'Repeated chargebacks on shop purchases.' });
  });

  itSaysWhenEmpty('says when nobody has signed up yet', list, {
    page: userPage([], { all: 0, customer: 0, admin: 0, active: 0, suspended: 0 }),
    texts: [u.empty, u.emptyHint],
  });

  itLoadsAgainAfterAnError('says the list could not be loaded and loads it again on request', list, {
    error: en.apiErrors.INTERNAL,
    retry: u.retry,
  });

  itSaysNotFoundInTheDrawer('says not found in the drawer for an account that is gone', list, {
    id: USER_ID,
    drawer: u.detail.title,
  });
});
