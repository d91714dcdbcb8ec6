import { AppShell, Box, Burger, Button, Container, Drawer, Group, Menu, NavLink, Stack, UnstyledButton, Text, Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconLogout, IconSettings, IconShieldLock, IconUser } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { Wordmark } from '../components/wordmark.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { useSession } from '../lib/session.ts';
import { signOut } from '../features/auth/api.ts';
import { useSyncLanguage } from '../lib/use-sync-language.ts';

export const MAIN_NAV = [
  { to: '/ingredients', key: 'nav.ingredients' },
  { to: '/submaterials', key: 'nav.packaging' },
  { to: '/publicRecipes', key: 'nav.publicRecipes' },
  { to: '/product', key: 'nav.shop' },
  { to: '/board', key: 'nav.board' },
  { to: '/notice', key: 'nav.notices' },
  { to: '/company', key: 'nav.company' },
] as const;

export const ACCOUNT_NAV = [
  { to: '/dashboard', key: 'nav.dashboard' },
  { to: '/recipes', key: 'nav.myRecipes' },
  { to: '/sample-requests', key: 'nav.samples' },
  { to: '/quotes', key: 'nav.quotes' },
  { to: '/orders', key: 'nav.orders' },
  { to: '/purchase-history', key: 'nav.purchases' },
  { to: '/support', key: 'nav.support' },
] as const;

export function CustomerLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigation = useNavigation();
  useSyncLanguage();
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
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
              <Box visibleFrom="sm">
                <AccountArea />
              </Box>
              <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t('nav.openMenu')} />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <Drawer opened={opened} onClose={close} title={<Wordmark size={22} />} size="xs" hiddenFrom="md">
        <Stack gap="md">
          <nav aria-label={t('nav.main')}>
            {MAIN_NAV.map((item) => (
              <NavLink key={item.to} component={RouterNavLink} to={item.to} label={t(item.key)} onClick={close} />
            ))}
          </nav>
          <LanguageSwitch size="sm" />
          <AccountArea stacked onNavigate={close} />
        </Stack>
      </Drawer>
      <AppShell.Main>
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
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}

function AccountArea({ stacked = false, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  if (session.isPending) return <Skeleton h={32} w={140} radius="md" />;
  const user = session.data;
  if (!user) {
    const redirect = location.pathname.startsWith('/login') || location.pathname.startsWith('/signup') ? '' : `?redirect=${encodeURIComponent(location.pathname + location.search)}`;
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
  const doSignOut = async () => {
    try {
      await signOut();
      onNavigate?.();
      navigate('/intro');
    } catch {
      notifications.show({ color: 'red', message: t('apiErrors.NETWORK') });
    }
  };
  if (stacked) {
    return (
      <Stack gap={0}>
        <Text fz="sm" c="dimmed" px="sm" pb={4}>
          {user.email}
        </Text>
        {ACCOUNT_NAV.map((item) => (
          <NavLink key={item.to} component={Link} to={item.to} label={t(item.key)} onClick={onNavigate} />
        ))}
        <NavLink component={Link} to="/account-settings" label={t('nav.accountSettings')} onClick={onNavigate} />
        {user.role === 'admin' && <NavLink component={Link} to="/admin/admin-dashboard" label={t('nav.admin')} onClick={onNavigate} />}
        <NavLink component="button" label={t('nav.signOut')} onClick={() => void doSignOut()} />
      </Stack>
    );
  }
  return (
    <Menu position="bottom-end" width={230} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.accountMenu')} data-testid="account-menu">
          <Group gap={6} wrap="nowrap">
            <IconUser size={18} aria-hidden="true" />
            <Text fz="sm" fw={500} maw={160} truncate>
              {user.name}
            </Text>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {ACCOUNT_NAV.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {t(item.key)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/account-settings" leftSection={<IconSettings size={16} aria-hidden="true" />}>
          {t('nav.accountSettings')}
        </Menu.Item>
        {user.role === 'admin' && (
          <Menu.Item component={Link} to="/admin/admin-dashboard" leftSection={<IconShieldLock size={16} aria-hidden="true" />}>
            {t('nav.admin')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={() => void doSignOut()}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
