import { Group, Menu, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react.ts';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../features/auth/api.ts';
import type { SessionUser } from '../lib/session.ts';
import { ACCOUNT_NAV } from './nav.ts';
import { notifyError } from '../components/notify.ts';

/** Signs out and goes to /intro; a failure is told in a toast. */
function useSignOut(onNavigate?: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      onNavigate?.();
      navigate('/intro');
    } catch {
      notifyError(t('apiErrors.NETWORK'));
    }
  };
}

/** The header's account menu of a signed-in customer. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const doSignOut = useSignOut();
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

/** The same links, listed in the phone menu. */
export function AccountLinks({ user, onNavigate }: { user: SessionUser; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const doSignOut = useSignOut(onNavigate);
  return (
    <Stack gap={0}>
      <Text fz="sm" c="dimmed" px="sm" pb={4}>
        {user.email}
      </Text>
      {ACCOUNT_NAV.map((item) => (
        <NavLink key={item.to} component={Link} to={item.to} label={t(item.key)} onClick={onNavigate} />
      ))}
      <NavLink component={Link} to="/account-settings" label={t('nav.accountSettings')} onClick={onNavigate} />
      {user.role === 'admin' && (
        <NavLink component={Link} to="/admin/admin-dashboard" label={t('nav.admin')} onClick={onNavigate} />
      )}
      <NavLink component="button" label={t('nav.signOut')} onClick={() => void doSignOut()} />
    </Stack>
  );
}
