import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { signInAnswer, signInAnswerSchema } from '../../test/fixtures/account.ts';
import { answer, customerMe, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './login.tsx';

/** /login, with somewhere to land after signing in. */
const open = (url: string) =>
  renderUi(<Component />, {
    url,
    path: '/login',
    routes: [
      { path: '/dashboard', element: <p>dashboard</p> },
      { path: '/quotes', element: <p>quotes</p> },
    ],
  });

/** The password input (its label ends with the required mark, which is hidden from its accessible name). */
const passwordField = () => screen.getByLabelText(new RegExp(`^${en.auth.password}`), { selector: 'input' });

async function fillIn(user: ReturnType<typeof open>['user'], email: string, password: string) {
  await user.type(screen.getByRole('textbox', { name: en.auth.email }), email);
  // pasted, as from a password manager
  await user.click(passwordField());
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: en.auth.signIn }));
}

describe('/login — sign in', () => {
  it('signs in with the e-mail and password typed and goes back to the page that asked', async () => {
    const sent = answer.post('/api/auth/sign-in/email', signInAnswerSchema, signInAnswer());
    signedInAs(customerMe);
    const { user, router } = open('/login?redirect=%2Fquotes%3Fstate%3Dquoted');
    expect(screen.getByRole('heading', { level: 1, name: en.auth.signInTitle })).toBeVisible();
    await fillIn(user, 'customer@example.com', 'Rose-toner-2026');
    expect(await screen.findByText('quotes')).toBeVisible();
    expect(urlOf(router)).toBe('/quotes?state=quoted');
    expect(sent.last?.body).toEqual({ email: 'customer@example.com', password: 'Rose-toner-2026', rememberMe: true });
  });

  it('goes to the dashboard when no page asked, and never to another site', async () => {
    answer.post('/api/auth/sign-in/email', signInAnswerSchema, signInAnswer());
    signedInAs(customerMe);
    const { user, router } = open('/login?redirect=%2F%2Fevil.example%2Fphish');
    await fillIn(user, 'customer@example.com', 'Rose-toner-2026');
    expect(await screen.findByText('dashboard')).toBeVisible();
    expect(urlOf(router)).toBe('/dashboard');
  });

  it('says the e-mail or password is wrong (INVALID_CREDENTIALS) and stays on the form', async () => {
    const sent = refuse('post', '/api/auth/sign-in/email', 401, 'INVALID_CREDENTIALS');
    const { user, router } = open('/login');
    await fillIn(user, 'customer@example.com', 'wrong-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.INVALID_CREDENTIALS);
    expect(sent).toHaveLength(1);
    expect(urlOf(router)).toBe('/login');
    expect(screen.getByRole('button', { name: en.auth.signIn })).toBeEnabled();
  });

  it("puts the server's VALIDATION field errors, translated, on their field", async () => {
    refuse('post', '/api/auth/sign-in/email', 400, 'VALIDATION', { email: 'errors.email' });
    const { user } = open('/login');
    await fillIn(user, 'customer@example.com', 'Rose-toner-2026');
    const email = screen.getByRole('textbox', { name: en.auth.email });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(en.errors.email)).toBeVisible();
    expect(email).toHaveAccessibleDescription(en.errors.email);
    // a field error, not the generic alert
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the fields before sending anything', async () => {
    const sent = answer.post('/api/auth/sign-in/email', signInAnswerSchema, signInAnswer());
    const { user } = open('/login');
    await user.type(screen.getByRole('textbox', { name: en.auth.email }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: en.auth.signIn }));
    expect(await screen.findByText(en.errors.email)).toBeVisible();
    expect(screen.getByText(en.errors.required)).toBeVisible();
    // Mantine's PasswordInput marks no aria-invalid: the error is its description
    expect(passwordField()).toHaveAccessibleDescription(en.errors.required);
    expect(sent).toHaveLength(0);
  });

  it('offers sign-up (keeping where to go back to), a password reset and the staff sign-in', () => {
    open('/login?redirect=%2Fquotes');
    expect(screen.getByRole('link', { name: en.auth.signUpLink })).toHaveAttribute('href', '/signup?redirect=%2Fquotes');
    expect(screen.getByRole('link', { name: en.auth.forgotPassword })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: en.auth.staffLink })).toHaveAttribute('href', '/admin/login');
    expect(document.title).toContain(en.auth.signInTitle);
  });
});
