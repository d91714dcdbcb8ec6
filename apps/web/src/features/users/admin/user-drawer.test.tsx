import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { auditPageSchema } from '@formulab/shared/audit/audit.schema';
import { adminUserDetailSchema } from '@formulab/shared/users/users.schema';
import admin from '../../../i18n/admin.en.json';
import en from '../../../i18n/en.json';
import { adminUser, adminUserDetail, auditEntry, auditPage } from '../../../test/fixtures/admin-workflow-users.ts';
import { adminMe, answer, customerMe, refuse, signedInAs } from '../../../test/network.ts';
import { renderUi } from '../../../test/render.tsx';
import { UserDrawer } from './user-drawer.tsx';

const u = admin.adminUsers;
const USER = '/api/admin/users/:id';
const starts = (text: string) => new RegExp(`^${text}`);

/** The drawer of `detail`'s user, opened by a staff member (`adminMe` unless told otherwise). */
async function openDrawer(detail = adminUserDetail(), me = adminMe) {
  signedInAs(me);
  answer.get(USER, adminUserDetailSchema, detail);
  answer.get('/api/admin/audit', auditPageSchema, auditPage([]));
  // the toasts a refusal shows
  const view = renderUi(
    <>
      <Notifications />
      <UserDrawer id={String(detail.user.id)} onClose={vi.fn()} />
    </>,
  );
  const drawer = await screen.findByRole('dialog', { name: u.detail.title });
  await within(drawer).findByRole('heading', { name: String(detail.user.name) });
  return { ...view, drawer };
}

describe('UserDrawer — staff manage one account', () => {
  it('suspends only with a reason, said in words, and shows the suspension with its reason', async () => {
    const suspended = answer.post(`${USER}/suspend`, adminUserDetailSchema, ({ body }) =>
      adminUserDetail({ user: adminUser({ banned: true, banReason: (body as { reason: string }).reason }) }),
    );
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: u.detail.suspend }));
    const dialog = screen.getByRole('dialog', { name: u.detail.suspendTitle.replace('{{name}}', 'Mina Kim') });
    const reason = within(dialog).getByRole('textbox', { name: starts(u.detail.reason) });
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: u.detail.suspend }));
    expect(await within(dialog).findByText(en.errors.required)).toBeVisible();
    expect(suspended).toHaveLength(0);

    await user.clear(reason);
    await user.paste('  Chargebacks.  ');
    await user.click(within(dialog).getByRole('button', { name: u.detail.suspend }));
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent(u.detail.suspendedTitle);
    expect(alert).toHaveTextContent('Chargebacks.');
    expect(suspended.last?.body).toEqual({ reason: 'Chargebacks.' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: starts('Suspend Mina Kim') })).toBeNull());
  });

  it('makes a customer an admin once confirmed, and asks nothing of the server when staff think better of it', async () => {
    const role = answer.post(`${USER}/role`, adminUserDetailSchema, adminUserDetail({ user: adminUser({ role: 'admin' }) }));
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: u.detail.makeRole.admin }));
    let confirm = await screen.findByRole('dialog', { name: u.detail.roleTitle.admin });
    expect(confirm).toHaveTextContent(u.detail.roleBody.admin.replace('{{name}}', 'Mina Kim'));
    await user.click(within(confirm).getByRole('button', { name: en.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: u.detail.roleTitle.admin })).toBeNull());
    expect(role).toHaveLength(0);

    await user.click(within(drawer).getByRole('button', { name: u.detail.makeRole.admin }));
    confirm = await screen.findByRole('dialog', { name: u.detail.roleTitle.admin });
    await user.click(within(confirm).getByRole('button', { name: u.detail.makeRole.admin }));
    // now staff: the button offers the way back
    expect(await within(drawer).findByRole('button', { name: u.detail.makeRole.customer })).toBeVisible();
    expect(role.last?.body).toEqual({ role: 'admin' });
  });

  it('reactivates a suspended account once confirmed', async () => {
    const reactivated = answer.post(`${USER}/reactivate`, adminUserDetailSchema, adminUserDetail());
    const { user, drawer } = await openDrawer(adminUserDetail({ user: adminUser({ banned: true, banReason: null }) }));
    expect(within(drawer).getByRole('alert')).toHaveTextContent(u.detail.noReason);
    await user.click(within(drawer).getByRole('button', { name: u.detail.reactivate }));
    const confirm = await screen.findByRole('dialog', { name: u.detail.reactivateTitle });
    await user.click(within(confirm).getByRole('button', { name: u.detail.reactivate }));
    expect(await within(drawer).findByRole('button', { name: u.detail.suspend })).toBeVisible();
    expect(within(drawer).queryByRole('alert')).toBeNull();
    expect(reactivated).toHaveLength(1);
  });

  it('never lets staff demote or suspend their own account', async () => {
    const self = adminUserDetail({ user: adminUser({ ...adminMe }) });
    const { drawer } = await openDrawer(self, adminMe);
    // known once the signed-in account has loaded
    expect(await within(drawer).findByText(u.detail.selfHint)).toBeVisible();
    expect(within(drawer).getByRole('button', { name: u.detail.makeRole.customer })).toBeDisabled();
    expect(within(drawer).getByRole('button', { name: u.detail.suspend })).toBeDisabled();
  });

  it('says why the server refused a change, and leaves the account as it was', async () => {
    refuse('post', `${USER}/role`, 409, 'LAST_ADMIN');
    const { user, drawer } = await openDrawer(
      adminUserDetail({ user: adminUser({ ...customerMe, id: 'u-other', role: 'admin' }) }),
    );
    await user.click(within(drawer).getByRole('button', { name: u.detail.makeRole.customer }));
    const confirm = await screen.findByRole('dialog', { name: u.detail.roleTitle.customer });
    await user.click(within(confirm).getByRole('button', { name: u.detail.makeRole.customer }));
    expect(await screen.findByText(en.apiErrors.LAST_ADMIN)).toBeVisible();
    expect(within(drawer).getByRole('button', { name: u.detail.makeRole.customer })).toBeEnabled();
  });

  it('tells what staff did to the account, in words', async () => {
    signedInAs(adminMe);
    answer.get(USER, adminUserDetailSchema, adminUserDetail());
    answer.get(
      '/api/admin/audit',
      auditPageSchema,
      auditPage([auditEntry({ id: 902, action: 'user.role', after: { role: 'admin' } }), auditEntry({ actorEmail: '' })]),
    );
    renderUi(<UserDrawer id={customerMe.id} onClose={vi.fn()} />);
    const drawer = await screen.findByRole('dialog', { name: u.detail.title });
    expect(await within(drawer).findByText(u.audit.role.replace('{{role}}', u.roles.admin))).toBeVisible();
    expect(within(drawer).getByText(u.audit.reactivate)).toBeVisible();
    expect(within(drawer).getByText(new RegExp(u.audit.system))).toBeVisible();
  });
});
