import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react.ts';
import { errorKey } from '../lib/api.ts';

/**
 * What a section says when its read failed: `title`, the server's reason, and a button (`retryLabel`)
 * that reads it again. `withIcon` marks the alert with the warning icon.
 */
export function LoadErrorAlert({
  title,
  query,
  retryLabel,
  withIcon = false,
}: {
  title: string;
  query: { error: unknown; refetch: () => Promise<unknown> };
  retryLabel: string;
  withIcon?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={withIcon ? <IconAlertCircle size={18} aria-hidden="true" /> : undefined} role="alert" title={title}>
      <Group gap="sm" justify="space-between">
        <Text fz="sm">{t(errorKey(query.error))}</Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {retryLabel}
        </Button>
      </Group>
    </Alert>
  );
}
