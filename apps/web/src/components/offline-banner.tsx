import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react.ts';

/** A clear notice while the browser is offline; the app shell keeps working from the cache. */
export function OfflineBanner() {
  const { online } = useNetwork();
  const { t } = useTranslation();
  if (online) return null;
  return (
    <Alert
      color="orange"
      radius={0}
      icon={<IconWifiOff size={18} aria-hidden="true" />}
      role="status"
      data-testid="offline-banner"
      py={6}
    >
      {t('offline.banner')}
    </Alert>
  );
}
