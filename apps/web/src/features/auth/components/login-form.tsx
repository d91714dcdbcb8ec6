import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/accessible-fields.tsx';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import { signInSchema, type SignInInput } from '@formulab/shared/auth/auth.schema';
import { errorKey } from '../../../lib/api.ts';
import { applyServerErrors, zodValidate } from '../../../lib/form.ts';
import { focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { signIn } from '../api.ts';

/** E-mail + password; `afterSignIn` decides where to go (and may refuse, as the admin login does). */
export function LoginForm({ afterSignIn, submitLabel }: { afterSignIn: () => Promise<void>; submitLabel?: string }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignInInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: zodValidate(signInSchema, t),
    validateInputOnBlur: true,
  });
  const [busy, setBusy] = useState(false);
  const submit = form.onSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      await signIn(values);
      await afterSignIn();
    } catch (err) {
      if (!applyServerErrors(form, err, t)) setError(t(errorKey(err)));
    } finally {
      setBusy(false);
    }
  }, focusInvalidOnFailure);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
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
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" fz="sm">
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={busy} fullWidth size="md">
          {submitLabel ?? t('auth.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
