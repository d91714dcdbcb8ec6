import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react.ts';

/** Whether the account's e-mail address has been confirmed, as a word and a colour. */
export function EmailStatusBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  const StatusIcon = verified ? IconCircleCheck : IconAlertTriangle;
  return (
    <Badge
      // amber is light: its text turns dark
      color={verified ? 'brand.8' : 'yellow.3'}
      autoContrast={!verified}
      tt="none"
      size="md"
      radius="sm"
      leftSection={<StatusIcon size={14} aria-hidden="true" />}
    >
      {t(verified ? 'settings.email.verified' : 'settings.email.unverified')}
    </Badge>
  );
}
