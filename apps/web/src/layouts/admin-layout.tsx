import { ActionIcon, AppShell, Burger, Button, Group, NavLink, ScrollArea, Skeleton, Text, Badge } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBox,
  IconBuildingStore,
  IconChartBar,
  IconClipboardList,
  IconFlask,
  IconHeadset,
  IconLayoutDashboard,
  IconLogout,
  IconNews,
  IconSettings,
} from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { Link, NavLink as RouterNavLink, Outlet, useNavigate } from 'react-router';
import { ADMIN_EXTRA_SCREENS, ADMIN_GROUPS } from '@formulab/shared/routes';
import '../i18n/admin.ts';
import { Wordmark } from '../components/wordmark.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { signOut } from '../features/auth/api.ts';
import { useSession } from '../lib/session.ts';
import { useSyncLanguage } from '../lib/use-sync-language.ts';
import { PendingCount } from '../features/pipeline/pending-count.tsx';
import { HeaderBell } from './header-bell.tsx';
import { LiveUpdates } from '../features/realtime/live-updates.tsx';
import { ChatPendingCount } from '../features/chat/admin/chat-pending-count.tsx';
import { ChatLiveCache } from '../features/chat/chat-cache.ts';

const GROUP_ICONS = {
  overview: IconLayoutDashboard,
  catalogue: IconFlask,
  recipes: IconClipboardList,
  pipeline: IconChartBar,
  shop: IconBuildingStore,
  content: IconNews,
  support: IconHeadset,
  system: IconSettings,
} as const;

/** The staff area: a dense sidebar of every admin screen, grouped by area. */
export function AdminLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const session = useSession();
  const navigate = useNavigate();
  useSyncLanguage();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
      styles={{ main: { background: 'var(--mantine-color-gray-0)' } }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.openMenu')} />
            <Link to="/admin/admin-dashboard" style={{ textDecoration: 'none' }} aria-label={t('admin.home')}>
              <Wordmark size={22} />
            </Link>
            <Badge color="gray.8" variant="filled" radius="sm" visibleFrom="xs">
              {t('admin.badge')}
            </Badge>
          </Group>
          <Group gap={6} wrap="nowrap">
            <HeaderBell />
            <LanguageSwitch />
            <Text fz="sm" visibleFrom="md" c="gray.8">
              {session.data?.email}
            </Text>
            <Button component={Link} to="/dashboard" variant="default" size="xs" visibleFrom="sm">
              {t('admin.toSite')}
            </Button>
            <Button
              variant="subtle"
              // not "gray.8": a subtle button caps its text at shade 6 (3.3:1 on white)
              color="dark"
              size="xs"
              visibleFrom="sm"
              onClick={() => void signOut().then(() => navigate('/admin/login'))}
            >
              {t('nav.signOut')}
            </Button>
            {/* a phone's header also holds the bell and the language switch: the icon alone */}
            <ActionIcon
              variant="subtle"
              color="dark"
              size="lg"
              hiddenFrom="sm"
              aria-label={t('nav.signOut')}
              onClick={() => void signOut().then(() => navigate('/admin/login'))}
            >
              <IconLogout size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <ScrollArea p="xs" component="nav" aria-label={t('admin.nav')}>
          {ADMIN_GROUPS.map(({ group, screens }) => {
            const Icon = GROUP_ICONS[group] ?? IconBox;
            return (
              <div key={group}>
                <Group gap={6} px="sm" pt="md" pb={4}>
                  <Icon size={14} aria-hidden="true" color="var(--mantine-color-gray-7)" />
                  <Text fz="xs" fw={700} tt="uppercase" c="gray.7">
                    {t(`admin.groups.${group}`)}
                  </Text>
                </Group>
                {[...screens, ...ADMIN_EXTRA_SCREENS.filter((x) => x.group === group).map((x) => x.screen)].map((screen) => (
                  <NavLink
                    key={screen}
                    component={RouterNavLink}
                    to={`/admin/${screen}`}
                    label={t(`adminScreens.${screen}.title`)}
                    rightSection={screen === 'chats' ? <ChatPendingCount /> : <PendingCount screen={screen} />}
                    onClick={close}
                    styles={{ label: { fontSize: 14 } }}
                  />
                ))}
              </div>
            );
          })}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        {session.data && (
          <>
            <LiveUpdates viewer="staff" />
            <ChatLiveCache viewer="staff" />
          </>
        )}
        <OfflineBanner />
        <Suspense fallback={<Skeleton h={320} />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
