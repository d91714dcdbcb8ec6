import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { statusAnswer, statusAnswerSchema } from '../../test/fixtures/account.ts';
import { answer, refuse } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { Component } from './reset-password.tsx';

const TOKEN = 'rst_4f9a1c2e7b';

const open = (url = `/reset-password?token=${TOKEN}`) => renderUi(<Component />, { url, path: '/reset-password' });

type User = ReturnType<typeof open>['user'];

/** A password input by the start of its label (the required mark is hidden from its name). */
const passwordField = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

async function choose(user: User, password: string, confirm = password) {
  // pasted, as from a password manager: one input, not a keystroke each
  await user.click(passwordField(en.auth.newPassword));
  await user.paste(password);
  await user.click(passwordField(en.auth.confirmPassword));
  await user.paste(confirm);
  await user.click(screen.getByRole('button', { name: en.auth.setPassword }));
}

describe('/reset-password — set a new password from the e-mailed link', () => {
  it("sets the new password with the link's token and offers to sign in with it", async () => {
    const sent = answer.post('/api/auth/reset-password', statusAnswerSchema, { status: true });
    const { user } = open();
    expect(screen.getByRole('heading', { level: 1, name: en.auth.resetTitle })).toBeVisible();
    await choose(user, 'Glowlab2027');
    expect(await screen.findByRole('status')).toHaveTextContent(en.auth.resetDone);
    expect(screen.getByRole('link', { name: en.auth.signIn })).toHaveAttribute('href', '/login');
    expect(sent).toHaveLength(1);
    expect(sent.last?.body).toEqual({ token: TOKEN, newPassword: 'Glowlab2027' });
  });

  it('refuses a weak password and a confirmation that differs, before sending anything', async () => {
    const sent = answer.post('/api/auth/reset-password', statusAnswerSchema, statusAnswer());
    const { user } = open();
    await choose(user, 'onlyletters', 'onlyletterz');
    // Mantine's PasswordInput marks no aria-invalid: each error is its input's description
    await waitFor(() =>
      expect(passwordField(en.auth.newPassword)).toHaveAccessibleDescription(expect.stringContaining(en.errors.passwordWeak)),
    );
    expect(passwordField(en.auth.confirmPassword)).toHaveAccessibleDescription(en.errors.passwordMismatch);
    expect(sent).toHaveLength(0);
  });

  it('says the link has expired when the server refuses its token, and keeps the form', async () => {
    refuse('post', '/api/auth/reset-password', 400, 'INVALID_TOKEN');
    const { user } = open();
    await choose(user, 'Glowlab2027');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.INVALID_TOKEN);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: en.auth.setPassword })).toBeEnabled();
  });

  it("puts the server's VALIDATION field error, translated, on the new password", async () => {
    refuse('post', '/api/auth/reset-password', 400, 'VALIDATION', { newPassword: 'errors.passwordTooShort' });
    const { user } = open();
    await choose(user, 'Glowlab2027');
    await waitFor(() => expect(screen.getByText(en.errors.passwordTooShort)).toBeVisible());
    expect(passwordField(en.auth.newPassword)).toHaveAccessibleDescription(expect.stringContaining(en.errors.passwordTooShort));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a link without a token is not valid and leads to a new one', () => {
    open('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(en.auth.resetNoToken);
    expect(screen.getByRole('link', { name: en.auth.requestNewLink })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: en.auth.setPassword })).toBeNull();
  });

  it('says an expired link has expired when the server sent the visitor back with ?error', () => {
    open('/reset-password?error=INVALID_TOKEN');
    expect(screen.getByRole('alert')).toHaveTextContent(en.apiErrors.INVALID_TOKEN);
    expect(screen.getByRole('link', { name: en.auth.requestNewLink })).toHaveAttribute('href', '/forgot-password');
  });
});
