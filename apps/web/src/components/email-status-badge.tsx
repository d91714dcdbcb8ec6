import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react.ts';

/** Whether the account's e-mail address has been confirmed, as a word and a colour. */
export function EmailStatusBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return verified ? (
    <Badge color="brand.8" tt="none" size="md" radius="sm" leftSection={<IconCircleCheck size={14} aria-hidden="true" />}>
      {t('settings.email.verified')}
    </Badge>
  ) : (
    <Badge
      color="yellow.3"
      autoContrast
      tt="none"
      size="md"
      radius="sm"
      leftSection={<IconAlertTriangle size={14} aria-hidden="true" />}
    >
      {t('settings.email.unverified')}
    </Badge>
  );
}
