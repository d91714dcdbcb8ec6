import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '@formulab/shared/auth/auth.schema';
import { AuthCard } from '../../components/auth-card.tsx';
import { requestPasswordReset } from '../../features/auth/api.ts';
import { EmailField, FormError } from '../../components/form-fields.tsx';
import { zodValidate, useFormSend } from '../../lib/form.ts';
import { focusInvalidOnFailure } from '../../lib/focus-invalid.ts';

export function Component() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' }, validate: zodValidate(forgotPasswordSchema, t) });
  const { send, busy, error } = useFormSend(form);
  const submit = form.onSubmit(
    ({ email }) =>
      send(async () => {
        await requestPasswordReset(email);
        setSent(true);
      }),
    focusInvalidOnFailure,
  );
  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      {sent ? (
        <Alert color="brand" role="status">
          {t('auth.resetSent')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormError error={error} />
            <EmailField key={form.key('email')} {...form.getInputProps('email')} />
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
