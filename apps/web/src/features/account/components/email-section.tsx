import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { Me } from '@formulab/shared/auth/auth.schema';
import { EmailStatusBadge } from '../../../components/email-status-badge.tsx';
import { ResendVerificationButton } from '../../../components/resend-verification-button.tsx';
import { SettingsSection } from './settings-section.tsx';

/** The sign-in address (read-only here), whether it is confirmed, and a new link if it is not. */
export function EmailSection({ me, resend }: { me: Me; resend: (email: string) => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <SettingsSection id="email" title={t('settings.email.title')} description={t('settings.email.desc')}>
      <Stack gap="md">
        <div>
          <Text fz="sm" fw={500} c="gray.9" mb={4}>
            {t('auth.email')}
          </Text>
          <Group gap="sm" wrap="wrap">
            <Text c="gray.9" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="account-email">
              {me.email}
            </Text>
            <EmailStatusBadge verified={me.emailVerified} />
          </Group>
        </div>
        {!me.emailVerified && (
          <Stack gap="sm" align="flex-start">
            <Text c="gray.8" fz="sm" lh={1.6}>
              {t('settings.email.unverifiedHint')}
            </Text>
            <ResendVerificationButton send={() => resend(me.email)} />
          </Stack>
        )}
        <Text c="gray.7" fz="sm">
          {t('settings.email.changeNote')}
        </Text>
      </Stack>
    </SettingsSection>
  );
}
