import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.ts';

/**
 * A form's foot: what went wrong sending it (when something did), then Cancel and its submit button
 * (`children` its label, loading while `busy`).
 */
export function FormFoot({
  error,
  onCancel,
  busy,
  gap,
  children,
}: {
  error: string | null;
  onCancel: () => void;
  busy: boolean;
  gap?: 'xs';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap={gap}>
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {children}
        </Button>
      </Group>
    </>
  );
}
