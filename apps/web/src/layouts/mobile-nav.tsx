import { Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from '../i18n/react.ts';
import { NavLink as RouterNavLink } from 'react-router';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { Wordmark } from '../components/wordmark.tsx';
import { AccountArea } from './account-area.tsx';
import { MAIN_NAV } from './nav.ts';

/** The phone menu behind the header's burger; a chunk of its own, loaded when first opened. */
export function MobileNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={<Wordmark size={22} />} size="xs" hiddenFrom="md">
      <Stack gap="md">
        <nav aria-label={t('nav.main')}>
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} component={RouterNavLink} to={item.to} label={t(item.key)} onClick={onClose} />
          ))}
        </nav>
        <LanguageSwitch size="sm" />
        <AccountArea stacked onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
