import { SimpleGrid } from '@mantine/core';
import { PasswordField } from '../../../components/accessible-fields.tsx';
import { NewPasswordField } from '../../../components/form-fields.tsx';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n/react.ts';
import { changePasswordSchema } from '@formulab/shared/auth/auth.schema';
import { ApiError } from '../../../lib/api.ts';
import { zodValidate, useFormSend } from '../../../lib/form.ts';
import { focusFirstInvalid, focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { notifySuccess } from '../../../components/notify.ts';
import { SettingsForm, SettingsSection } from './settings-section.tsx';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/** Change the password; the server signs every other device out when it changes. */
export function PasswordSection({
  email,
  change,
}: {
  email: string;
  change: (currentPassword: string, newPassword: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const schemaErrors = zodValidate<PasswordValues>(changePasswordSchema, t);
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => ({
      ...schemaErrors(values),
      ...(values.confirmPassword !== values.newPassword ? { confirmPassword: t('errors.passwordMismatch') } : {}),
    }),
    validateInputOnBlur: true,
  });
  const { send, busy, error } = useFormSend(form);
  // a wrong current password is the current-password field's error, not the form's
  const wrongPassword = (err: unknown) => {
    if (!(err instanceof ApiError && err.code === 'WRONG_PASSWORD')) return false;
    form.setFieldError('currentPassword', t('apiErrors.WRONG_PASSWORD'));
    focusFirstInvalid();
    return true;
  };
  const submit = form.onSubmit(
    (values) =>
      send(
        async () => {
          await change(values.currentPassword, values.newPassword);
          form.reset();
          notifySuccess(t('settings.password.changedTitle'), t('settings.password.changedBody'));
        },
        { handle: wrongPassword },
      ),
    focusInvalidOnFailure,
  );
  return (
    <SettingsSection id="password" title={t('settings.password.title')} description={t('settings.password.desc')}>
      <SettingsForm onSubmit={submit} error={error} busy={busy} dirty={form.isDirty()} saveLabel={t('auth.setPassword')}>
        {/* lets password managers tie the new password to the account */}
        <input type="email" name="username" autoComplete="username" value={email} hidden readOnly />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordField
            label={t('settings.password.current')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NewPasswordField {...form.getInputProps('newPassword')} />
          <PasswordField
            label={t('auth.confirmPassword')}
            description={t('settings.password.confirmHint')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
      </SettingsForm>
    </SettingsSection>
  );
}
