import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** What went wrong with a form's sending that has no field to point at (`useFormSend`'s `error`). */
export function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
      {error}
    </Alert>
  );
}
