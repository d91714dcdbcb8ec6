import { Alert, Textarea, TextInput, type PasswordInputProps, type TextareaProps, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react.ts';
import { PasswordField } from './accessible-fields.tsx';

// The fields the account forms share, the fields bound to a form's value, and a form's error line: one
// module, so one chunk (each chunk is a name in the entry's preload lists, which every first visit
// downloads). The account fields' labels are account strings, so a screen that imports this module
// declares the account string group (i18n/groups.test.ts): the form-bound fields serve the account and
// staff forms; a screen of another group writes its fields out.

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

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | File;

/** A dotted path to a value in a form's values: a field's name, or its names joined with dots (a list's items by number). */
export type FieldPath<V> = V extends Leaf
  ? never
  : V extends readonly (infer E)[]
    ? `${number}` | `${number}.${FieldPath<NonNullable<E>>}`
    : { [K in keyof V & string]: K | `${K}.${FieldPath<NonNullable<V[K]>>}` }[keyof V & string];

/**
 * What a field bound to a form's value takes: the form, the path of its value (`name`, which is no
 * `name` attribute), and its label and description as translation keys.
 */
type Bound<V> = { form: UseFormReturnType<V, any>; name: FieldPath<V>; label: string; description?: string };

/** A text input bound to `form`'s value at `name`, labelled with the string of the key `label`. */
export function FormTextInput<V>({ form, name, label, description, ...props }: Bound<V> & Omit<TextInputProps, keyof Bound<V>>) {
  const { t } = useTranslation();
  return <TextInput label={t(label)} description={description && t(description)} {...props} {...form.getInputProps(name)} />;
}

/** A text area bound to `form`'s value at `name` (as `FormTextInput`). */
export function FormTextarea<V>({ form, name, label, description, ...props }: Bound<V> & Omit<TextareaProps, keyof Bound<V>>) {
  const { t } = useTranslation();
  return <Textarea label={t(label)} description={description && t(description)} {...props} {...form.getInputProps(name)} />;
}
