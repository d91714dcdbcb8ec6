import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { PasswordField } from '../../components/accessible-fields.tsx';
import { FormError, NewPasswordField } from '../../components/form-fields.tsx';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useSearchParams } from 'react-router';
import { passwordSchema } from '@formulab/shared/auth/auth.schema';
import { z } from 'zod';
import { AuthCard } from '../../components/auth-card.tsx';
import { resetPassword } from '../../features/auth/api.ts';
import { zodValidate, useFormSend } from '../../lib/form.ts';
import { focusInvalidOnFailure } from '../../lib/focus-invalid.ts';

const formSchema = z
  .object({ newPassword: passwordSchema, confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: 'errors.passwordMismatch' });

/** The page the e-mailed reset link lands on (`?token=`; `?error=INVALID_TOKEN` when it expired). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { newPassword: '', confirm: '' },
    validate: zodValidate(formSchema, t),
  });
  const { send, busy, error } = useFormSend(form, params.get('error') ? t('apiErrors.INVALID_TOKEN') : null);
  const submit = form.onSubmit(async ({ newPassword }) => {
    if (!token) return;
    await send(async () => {
      await resetPassword(token, newPassword);
      setDone(true);
    });
  }, focusInvalidOnFailure);
  return (
    <AuthCard title={t('auth.resetTitle')}>
      {done ? (
        <Stack>
          <Alert color="brand" role="status">
            {t('auth.resetDone')}
          </Alert>
          <Button component={Link} to="/login">
            {t('auth.signIn')}
          </Button>
        </Stack>
      ) : !token ? (
        <Stack>
          <Alert color="red" role="alert">
            {error ?? t('auth.resetNoToken')}
          </Alert>
          <Anchor component={Link} to="/forgot-password">
            {t('auth.requestNewLink')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormError error={error} />
            <NewPasswordField key={form.key('newPassword')} {...form.getInputProps('newPassword')} />
            <PasswordField
              label={t('auth.confirmPassword')}
              autoComplete="new-password"
              required
              key={form.key('confirm')}
              {...form.getInputProps('confirm')}
            />
            <Button type="submit" loading={busy}>
              {t('auth.setPassword')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
