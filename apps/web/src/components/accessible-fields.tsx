import { useId, type ReactNode } from 'react';
import { Checkbox, PasswordInput, type CheckboxProps, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput names its error (aria-describedby) but does not mark the field invalid, and its
 * Checkbox does neither: a screen reader announced "Password, edit text" with no hint that it was refused.
 * These pass the same props and add what TextInput already does.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput {...props} aria-invalid={props.error ? true : undefined} />;
}

export function CheckboxField({ error, ...props }: CheckboxProps) {
  const errorId = `${useId()}-error`;
  const shown: ReactNode = error && typeof error !== 'boolean' ? <span id={errorId}>{error}</span> : error;
  return (
    <Checkbox
      {...props}
      error={shown}
      aria-invalid={error ? true : undefined}
      aria-describedby={error && typeof error !== 'boolean' ? errorId : undefined}
    />
  );
}
