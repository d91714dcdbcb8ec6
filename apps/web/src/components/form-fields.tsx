import { Alert, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react.ts';
import { PasswordField } from './accessible-fields.tsx';

// The fields the account forms share, and a form's error line: one module, so one chunk (each chunk is a
// name in the entry's preload lists, which every first visit downloads). Its labels are account strings:
// a screen of another string group gives its own.

/** What went wrong with a form's sending that has no field to point at (`useFormSend`'s `error`). */
export function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
      {error}
    </Alert>
  );
}

/** The account's e-mail, as sign-in, sign-up and "forgot password" ask for it. */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation();
  return <TextInput label={t('auth.email')} type="email" autoComplete="email" required {...props} />;
}

/** The account's phone number (a Korean one shown as the example), as sign-up and settings ask for it. */
export function PhoneField(props: TextInputProps) {
  const { t } = useTranslation();
  return <TextInput label={t('auth.phone')} type="tel" autoComplete="tel" required placeholder="010-1234-5678" {...props} />;
}

/**
 * A password being chosen (sign-up, reset, settings): the rule under it, and `new-password` so a
 * password manager offers to generate and save one. `label` defaults to "New password".
 */
export function NewPasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={t('auth.newPassword')}
      description={t('auth.passwordRule')}
      autoComplete="new-password"
      required
      {...props}
    />
  );
}
