import { Alert, Anchor } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { useMe } from '../../lib/session.ts';

/**
 * Shown on a screen that sends something to staff while the user's e-mail is unconfirmed (the
 * server answers those requests 403 EMAIL_NOT_VERIFIED). Returns whether the user may send.
 */
export function useMaySend(): boolean {
  const me = useMe();
  return me.data?.emailVerified === true;
}

export function UnverifiedNotice() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.data || me.data.emailVerified) return null;
  return (
    <Alert color="yellow" icon={<IconMailExclamation size={18} />} variant="light">
      {t('workflow.unverified')}{' '}
      <Anchor component={Link} to="/account-settings" fw={600}>
        {t('workflow.unverifiedLink')}
      </Anchor>
    </Alert>
  );
}
