import { Anchor, Button, Group, Stack } from '@mantine/core';
import { PasswordField } from '../../../components/accessible-fields.tsx';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import { signInSchema, type SignInInput } from '@formulab/shared/auth/auth.schema';
import { EmailField, FormError } from '../../../components/form-fields.tsx';
import { zodValidate, useFormSend } from '../../../lib/form.ts';
import { focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { signIn } from '../api.ts';

/** E-mail + password; `afterSignIn` decides where to go (and may refuse, as the admin login does). */
export function LoginForm({ afterSignIn, submitLabel }: { afterSignIn: () => Promise<void>; submitLabel?: string }) {
  const { t } = useTranslation();
  const form = useForm<SignInInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: zodValidate(signInSchema, t),
    validateInputOnBlur: true,
  });
  const { send, busy, error } = useFormSend(form);
  const submit = form.onSubmit(
    (values) =>
      send(async () => {
        await signIn(values);
        await afterSignIn();
      }),
    focusInvalidOnFailure,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={error} />
        <EmailField key={form.key('email')} {...form.getInputProps('email')} />
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
