import type { SignInInput, SignUpInput } from '@formulab/shared/auth/auth.schema';
import { api } from '../../lib/api.ts';
import { resetSessionCache } from '../../lib/session.ts';
import { forgetPushDevice } from '../../push/push.ts';

/** Sign in with e-mail and password; the session cookie is set by the server. */
export async function signIn(input: SignInInput): Promise<void> {
  await api('/api/auth/sign-in/email', { body: { ...input, rememberMe: true } });
  await resetSessionCache();
}

export async function signUp(input: SignUpInput): Promise<void> {
  await api('/api/auth/sign-up/email', { body: { ...input, callbackURL: '/dashboard' } });
  await resetSessionCache();
}

export async function signOut(): Promise<void> {
  // this browser no longer gets the user's pushes: the next person on it must not see them
  await forgetPushDevice();
  await api('/api/auth/sign-out', { body: {} });
  await resetSessionCache();
}

export async function requestPasswordReset(email: string): Promise<void> {
  await api('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await api('/api/auth/reset-password', { body: { token, newPassword } });
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await api('/api/auth/change-password', { body: { currentPassword, newPassword } });
}

export async function resendVerification(email: string): Promise<void> {
  await api('/api/auth/send-verification-email', { body: { email, callbackURL: '/dashboard' } });
}
