import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '@formulab/shared/auth/auth.schema';
import { AuthCard } from '../../components/auth-card.tsx';
import { requestPasswordReset } from '../../features/auth/api.ts';
import { errorKey } from '../../lib/api.ts';
import { applyServerErrors, zodValidate } from '../../lib/form.ts';
import { focusInvalidOnFailure } from '../../lib/focus-invalid.ts';

export function Component() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' }, validate: zodValidate(forgotPasswordSchema, t) });
  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (err) {
      if (!applyServerErrors(form, err, t)) setError(t(errorKey(err)));
    } finally {
      setBusy(false);
    }
  }, focusInvalidOnFailure);
  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      {sent ? (
        <Alert color="brand" role="status">
          {t('auth.resetSent')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={busy}>
              {t('auth.sendResetLink')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" fz="sm">
        {t('auth.backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
