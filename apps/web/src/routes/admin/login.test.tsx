import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { signInResponseSchema, signOutResponseSchema, signedIn } from '../../test/fixtures/admin-content.ts';
import { adminMe, answer, customerMe, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './login.tsx';

const a = en.auth;
const open = (url: string) =>
  renderUi(<Component />, {
    url,
    path: '/admin/login',
    routes: [
      { path: '/admin/admin-dashboard', element: <p>staff dashboard</p> },
      { path: '/admin/quote-list', element: <p>quote list</p> },
    ],
  });

/** Types the staff member's e-mail and password and presses the button. */
async function signIn(user: ReturnType<typeof open>['user'], email: string) {
  await user.click(screen.getByRole('textbox', { name: a.email }));
  await user.paste(email);
  await user.click(screen.getByLabelText(new RegExp(`^${a.password}`)));
  await user.paste('formulab-2026');
  await user.click(screen.getByRole('button', { name: a.adminSignIn }));
}

describe('/admin/login — staff sign-in', () => {
  it('signs a staff member in and opens the staff dashboard', async () => {
    const sent = answer.post('/api/auth/sign-in/email', signInResponseSchema, signedIn(adminMe));
    signedInAs(adminMe);
    const { user, router } = open('/admin/login');
    // the page's main landmark holds the form (it stands outside the staff layout, which has its own)
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: a.adminSignInTitle })).toBeVisible();
    await signIn(user, 'staff@formulab.local');
    expect(await screen.findByText('staff dashboard')).toBeVisible();
    expect(urlOf(router)).toBe('/admin/admin-dashboard');
    expect(sent.last?.body).toEqual({ email: 'staff@formulab.local', password: 'formulab-2026', rememberMe: true });
  });

  it('comes back to the staff page asked for', async () => {
    answer.post('/api/auth/sign-in/email', signInResponseSchema, signedIn(adminMe));
    signedInAs(adminMe);
    const { user, router } = open(`/admin/login?redirect=${encodeURIComponent('/admin/quote-list')}`);
    await signIn(user, 'staff@formulab.local');
    expect(await screen.findByText('quote list')).toBeVisible();
    expect(urlOf(router)).toBe('/admin/quote-list');
  });

  it('never goes on to a page outside the staff area', async () => {
    answer.post('/api/auth/sign-in/email', signInResponseSchema, signedIn(adminMe));
    signedInAs(adminMe);
    const { user, router } = open(`/admin/login?redirect=${encodeURIComponent('/recipes')}`);
    await signIn(user, 'staff@formulab.local');
    expect(await screen.findByText('staff dashboard')).toBeVisible();
    expect(urlOf(router)).toBe('/admin/admin-dashboard');
  });

  it('signs a customer straight out and says the staff area is not for them', async () => {
    answer.post('/api/auth/sign-in/email', signInResponseSchema, signedIn(customerMe));
    const out = answer.post('/api/auth/sign-out', signOutResponseSchema, { success: true });
    signedInAs(customerMe);
    const { user, router } = open('/admin/login');
    await signIn(user, 'customer@example.com');
    expect(await screen.findByText(a.notAdmin)).toBeVisible();
    expect(out).toHaveLength(1);
    expect(urlOf(router)).toBe('/admin/login');
  });

  it('says the e-mail or password is wrong when the server refuses them', async () => {
    const sent = refuse('post', '/api/auth/sign-in/email', 401, 'INVALID_CREDENTIALS');
    const { user, router } = open('/admin/login');
    await signIn(user, 'staff@formulab.local');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.INVALID_CREDENTIALS);
    expect(sent).toHaveLength(1);
    expect(urlOf(router)).toBe('/admin/login');
  });

  it('sends nothing while the e-mail and password are empty', async () => {
    const sent = answer.post('/api/auth/sign-in/email', signInResponseSchema, signedIn(adminMe));
    const { user } = open('/admin/login');
    await user.click(screen.getByRole('button', { name: a.adminSignIn }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: a.email })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(en.errors.required).length).toBeGreaterThan(0);
    expect(sent).toHaveLength(0);
  });

  it('says so when the server fails', async () => {
    refuse('post', '/api/auth/sign-in/email', 500, 'INTERNAL');
    const { user } = open('/admin/login');
    await signIn(user, 'staff@formulab.local');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.INTERNAL);
  });
});
