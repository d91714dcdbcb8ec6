import { Box, Burger, Button, Container, Group, Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { Link, NavLink as RouterNavLink, Outlet, useNavigation } from 'react-router';
import { Wordmark } from '../components/wordmark.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { PolicyGate } from '../features/policies/policy-gate.tsx';
import { useSession } from '../lib/session.ts';
import { useSyncLanguage } from '../lib/use-sync-language.ts';
import { AccountArea } from './account-area.tsx';
import { MAIN_NAV } from './nav.ts';
import classes from './customer-layout.module.css';

// react-remove-scroll's class for fixed elements: while a drawer or modal locks the page's scroll,
// the header keeps clear of the scrollbar gap as the page does (what AppShell's header does)
const SCROLL_LOCK_FIXED = 'right-scroll-bar-position';

// The phone menu (a Drawer: focus trap, scroll lock, portal) is loaded when the burger is first
// pressed, not with every page.
const MobileNav = lazy(() => import('./mobile-nav.tsx').then((m) => ({ default: m.MobileNav })));

// The notification bell is loaded once someone is signed in: a visitor's first load does not carry it.
const HeaderBell = lazy(() => import('./header-bell.tsx').then((m) => ({ default: m.HeaderBell })));

// Live updates and the chat button: loaded once someone is signed in.
const SignedInExtras = lazy(() => import('./signed-in-extras.tsx').then((m) => ({ default: m.SignedInExtras })));

function SignedInLive() {
  const session = useSession();
  if (!session.data) return null;
  return (
    <Suspense fallback={null}>
      <SignedInExtras />
    </Suspense>
  );
}

function SignedInBell() {
  const session = useSession();
  if (!session.data) return null;
  return (
    <Suspense fallback={<Box w={34} h={34} aria-hidden="true" />}>
      <HeaderBell />
    </Suspense>
  );
}

export function CustomerLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // mounted from the first press on, so that closing still animates
  const [menuLoaded, setMenuLoaded] = useState(false);
  const navigation = useNavigation();
  useSyncLanguage();
  return (
    <>
      <header className={`${classes.header} ${SCROLL_LOCK_FIXED}`} data-print-hide>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="xl" wrap="nowrap">
              <Link to="/" aria-label={t('nav.home')} style={{ textDecoration: 'none' }}>
                <Wordmark size={26} />
              </Link>
              <Group gap={4} visibleFrom="md" component="nav" aria-label={t('nav.main')}>
                {MAIN_NAV.map((item) => (
                  <Button key={item.to} component={RouterNavLink} to={item.to} variant="subtle" color="dark" size="sm" fw={500}>
                    {t(item.key)}
                  </Button>
                ))}
              </Group>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Box visibleFrom="sm">
                <LanguageSwitch />
              </Box>
              <SignedInBell />
              <Box visibleFrom="sm">
                <AccountArea />
              </Box>
              <Burger
                opened={opened}
                onClick={() => {
                  setMenuLoaded(true);
                  toggle();
                }}
                hiddenFrom="md"
                aria-label={t('nav.openMenu')}
              />
            </Group>
          </Group>
        </Container>
      </header>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileNav opened={opened} onClose={close} />
        </Suspense>
      )}
      <main className={classes.main} data-app-main>
        <OfflineBanner />
        <Box
          component="div"
          style={{ opacity: navigation.state === 'loading' ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={navigation.state === 'loading'}
        >
          <Container size="xl" py="lg" mih="calc(100vh - 64px - 220px)">
            <Suspense fallback={<Skeleton h={320} radius="lg" />}>
              <Outlet />
            </Suspense>
          </Container>
        </Box>
      </main>
      {/* a landmark of its own (contentinfo), not part of the page's main content */}
      <SiteFooter />
      <PolicyGate />
      <SignedInLive />
    </>
  );
}
