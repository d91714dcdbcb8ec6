import { Button, type ButtonProps } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { errorKey } from '../lib/api.ts';
import { notifyError, notifySuccess } from './notify.ts';

/** Sends the verification e-mail again and says so in a toast (or why it failed). */
export function ResendVerificationButton({ send, ...props }: { send: () => Promise<void> } & ButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await send();
      notifySuccess(t('settings.verify.sentTitle'), t('settings.verify.sentBody'));
    } catch (err) {
      notifyError(t(errorKey(err)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconMailForward size={16} aria-hidden="true" />}
      loading={busy}
      onClick={() => void click()}
      {...props}
    >
      {t('settings.verify.resend')}
    </Button>
  );
}
