import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { statusAnswer, statusAnswerSchema } from '../../test/fixtures/account.ts';
import { answer, refuse } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { Component } from './forgot-password.tsx';

const open = () => renderUi(<Component />, { url: '/forgot-password', path: '/forgot-password' });

const emailField = () => screen.getByRole('textbox', { name: en.auth.email });
const sendButton = () => screen.getByRole('button', { name: en.auth.sendResetLink });

describe('/forgot-password — ask for a reset link', () => {
  it('sends the link for the address typed and says it is on its way, whoever it belongs to', async () => {
    const sent = answer.post('/api/auth/request-password-reset', statusAnswerSchema, statusAnswer());
    const { user } = open();
    expect(screen.getByRole('heading', { level: 1, name: en.auth.forgotTitle })).toBeVisible();
    expect(screen.getByText(en.auth.forgotSubtitle)).toBeVisible();
    await user.type(emailField(), 'mina@glowlab.kr');
    await user.click(sendButton());
    expect(await screen.findByRole('status')).toHaveTextContent(en.auth.resetSent);
    // the form is gone: nothing more to send
    expect(screen.queryByRole('button', { name: en.auth.sendResetLink })).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent.last?.body).toEqual({ email: 'mina@glowlab.kr', redirectTo: '/reset-password' });
  });

  it('checks the address before sending anything', async () => {
    const sent = answer.post('/api/auth/request-password-reset', statusAnswerSchema, statusAnswer());
    const { user } = open();
    await user.click(sendButton());
    expect(await screen.findByText(en.errors.required)).toBeVisible();
    await user.type(emailField(), 'mina@glowlab');
    await user.click(sendButton());
    expect(await screen.findByText(en.errors.email)).toBeVisible();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it("puts the server's VALIDATION field error, translated, on the address", async () => {
    refuse('post', '/api/auth/request-password-reset', 400, 'VALIDATION', { email: 'errors.email' });
    const { user } = open();
    await user.type(emailField(), 'mina@glowlab.kr');
    await user.click(sendButton());
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription(en.errors.email));
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when asked too often, and keeps the form to try again', async () => {
    refuse('post', '/api/auth/request-password-reset', 429, 'RATE_LIMITED');
    const { user } = open();
    await user.type(emailField(), 'mina@glowlab.kr');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.RATE_LIMITED);
    expect(sendButton()).toBeEnabled();
    expect(emailField()).toHaveValue('mina@glowlab.kr');
  });

  it('leads back to sign-in', () => {
    open();
    expect(screen.getByRole('link', { name: en.auth.backToSignIn })).toHaveAttribute('href', '/login');
    expect(document.title).toContain(en.auth.forgotTitle);
  });
});
