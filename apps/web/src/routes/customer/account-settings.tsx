import { Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react.ts';
import { EmailSection } from '../../features/account/components/email-section.tsx';
import { PasswordSection } from '../../features/account/components/password-section.tsx';
import { NotificationEmailsSection } from '../../features/account/components/notification-emails-section.tsx';
import { PushSection } from '../../features/account/components/push-section.tsx';
import { LanguageSection, MarketingSection } from '../../features/account/components/preference-sections.tsx';
import { CompanySection, ProfileSection } from '../../features/account/components/profile-sections.tsx';
import { changePassword, resendVerification } from '../../features/auth/api.ts';
import { AddressBookSection } from '../../features/account/components/address-book-section.tsx';
import { useMe } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LoadErrorAlert } from '../../components/load-error-alert.tsx';

/** /account-settings: profile, company, language, marketing consent, status e-mails, push on this device, e-mail and password. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.account-settings.title'));
  const me = useMe();
  return (
    <Stack gap="xl" py={{ base: 'sm', sm: 'md' }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 32 }} c="gray.9" style={{ letterSpacing: '-0.02em' }}>
          {t('screens.account-settings.title')}
        </Title>
        <Text c="gray.7">{t('settings.lead')}</Text>
      </Stack>
      {me.isPending ? (
        <Stack gap="xl" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Group key={i} align="flex-start" gap="xl" wrap="nowrap">
              <Skeleton h={24} w={160} visibleFrom="md" />
              <Skeleton h={180} radius="lg" style={{ flex: 1 }} />
            </Group>
          ))}
        </Stack>
      ) : me.isError ? (
        <LoadErrorAlert title={t('settings.loadError')} query={me} retryLabel={t('settings.retry')} withIcon />
      ) : (
        <Stack gap="xl">
          <ProfileSection me={me.data} />
          <Divider color="gray.2" />
          <CompanySection me={me.data} />
          <Divider color="gray.2" />
          <AddressBookSection />
          <Divider color="gray.2" />
          <LanguageSection me={me.data} />
          <Divider color="gray.2" />
          <MarketingSection me={me.data} />
          <Divider color="gray.2" />
          <NotificationEmailsSection />
          <Divider color="gray.2" />
          <PushSection />
          <Divider color="gray.2" />
          <EmailSection me={me.data} resend={resendVerification} />
          <Divider color="gray.2" />
          <PasswordSection email={me.data.email} change={changePassword} />
        </Stack>
      )}
    </Stack>
  );
}
