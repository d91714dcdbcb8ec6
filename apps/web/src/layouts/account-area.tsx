import { Button, Group, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { Link, useLocation } from 'react-router';
import { useSession } from '../lib/session.ts';

// A signed-in customer's menu (Mantine's Menu with its floating-ui positioning) is a chunk of its
// own: a visitor's first load does not carry it.
const AccountMenu = lazy(() => import('./account-menu.tsx').then((m) => ({ default: m.AccountMenu })));
const AccountLinks = lazy(() => import('./account-menu.tsx').then((m) => ({ default: m.AccountLinks })));

/** The header's account corner: sign-in and sign-up for a visitor, the account menu once signed in. */
export function AccountArea({ stacked = false, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const pending = <Skeleton h={32} w={140} radius="md" />;
  if (session.isPending) return pending;
  const user = session.data;
  if (user) {
    return (
      <Suspense fallback={pending}>
        {stacked ? <AccountLinks user={user} onNavigate={onNavigate} /> : <AccountMenu user={user} />}
      </Suspense>
    );
  }
  const redirect =
    location.pathname.startsWith('/login') || location.pathname.startsWith('/signup')
      ? ''
      : `?redirect=${encodeURIComponent(location.pathname + location.search)}`;
  return (
    <Group gap="xs" wrap="nowrap" grow={stacked}>
      <Button component={Link} to={`/login${redirect}`} variant="default" size="sm" onClick={onNavigate}>
        {t('nav.signIn')}
      </Button>
      <Button component={Link} to="/signup" size="sm" onClick={onNavigate}>
        {t('nav.signUp')}
      </Button>
    </Group>
  );
}
