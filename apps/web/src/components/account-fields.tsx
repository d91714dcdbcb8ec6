import { TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../i18n/react.ts';
import { PasswordField } from './accessible-fields.tsx';

/** The account's e-mail, as sign-in, sign-up and "forgot password" ask for it. */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation();
  return <TextInput label={t('auth.email')} type="email" autoComplete="email" required {...props} />;
}

/** A Korean phone number, as the account and a sample's recipient give it. `label` defaults to "Phone". */
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
