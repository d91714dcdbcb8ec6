import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import i18n from '../../../i18n/index.ts';
import en from '../../../i18n/en.json';
import ko from '../../../i18n/ko.json';
import { ApiError } from '../../../lib/api.ts';
import { signInAnswer, signInAnswerSchema } from '../../../test/fixtures/account.ts';
import { answer, customerMe, refuse, signedInAs } from '../../../test/network.ts';
import { renderUi } from '../../../test/render.tsx';
import { exactly } from '../../../test/fields.ts';
import { LoginForm } from './login-form.tsx';
import { signOut } from '../api.ts';

const SIGN_IN = '/api/auth/sign-in/email';

function renderForm(afterSignIn = vi.fn(async () => {}), submitLabel?: string) {
  const view = renderUi(<LoginForm afterSignIn={afterSignIn} submitLabel={submitLabel} />, {
    routes: [{ path: '/forgot-password', element: <p>forgot</p> }],
  });
  const fill = async (email: string, password: string, labels: { email: string; password: string } = en.auth) => {
    await view.user.click(screen.getByRole('textbox', { name: exactly(labels.email) }));
    await view.user.paste(email);
    await view.user.click(screen.getByLabelText(exactly(labels.password)));
    await view.user.paste(password);
  };
  return { ...view, fill, afterSignIn };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('LoginForm — e-mail and password', () => {
  it('signs in with what was typed, remembered, and only then goes on', async () => {
    signedInAs(customerMe);
    const sent = answer.post(SIGN_IN, signInAnswerSchema, signInAnswer());
    const { user, fill, afterSignIn } = renderForm();
    await fill('customer@example.com', 'correct horse');
    await user.click(screen.getByRole('button', { name: en.auth.signIn }));
    await waitFor(() => expect(afterSignIn).toHaveBeenCalledTimes(1));
    expect(sent.last?.body).toEqual({ email: 'customer@example.com', password: 'correct horse', rememberMe: true });
  });

  it('refuses an e-mail that is not one before sending anything', async () => {
    const sent = answer.post(SIGN_IN, signInAnswerSchema, signInAnswer());
    const { user, fill, afterSignIn } = renderForm();
    await fill('not-an-email', 'secret');
    await user.click(screen.getByRole('button', { name: en.auth.signIn }));
    expect(await screen.findByText(en.errors.email)).toBeVisible();
    expect(screen.getByRole('textbox', { name: exactly(en.auth.email) })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
    expect(afterSignIn).not.toHaveBeenCalled();
  });

  it('says the e-mail or password is wrong, in Korean on a Korean screen', async () => {
    await act(() => i18n.changeLanguage('ko'));
    refuse('post', SIGN_IN, 401, 'INVALID_CREDENTIALS');
    const { user, fill, afterSignIn } = renderForm();
    await fill('customer@example.com', 'wrong', ko.auth);
    await user.click(screen.getByRole('button', { name: ko.auth.signIn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ko.apiErrors.INVALID_CREDENTIALS);
    expect(afterSignIn).not.toHaveBeenCalled();
  });

  it('tells the refusal of what comes after the sign-in (the staff area refusing a customer)', async () => {
    signedInAs(customerMe);
    answer.post(SIGN_IN, signInAnswerSchema, signInAnswer());
    const refuseCustomer = vi.fn(async () => {
      throw new ApiError(403, 'NOT_ADMIN', 'NOT_ADMIN');
    });
    const { user, fill } = renderForm(refuseCustomer, 'Staff sign in');
    await fill('customer@example.com', 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Staff sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.NOT_ADMIN);
  });

  it('links to the password reset', () => {
    renderForm();
    expect(screen.getByRole('link', { name: en.auth.forgotPassword })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('signOut', () => {
  it('ends the session on the server and reads the session again (a visitor now)', async () => {
    signedInAs(null);
    const out = answer.post('/api/auth/sign-out', z.object({ success: z.boolean() }), { success: true });
    await signOut();
    expect(out).toHaveLength(1);
    expect(out.last?.body).toEqual({});
  });
});
