import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import { ResendVerificationButton } from '../../../components/resend-verification-button.tsx';

/** Shown until the e-mail address is confirmed, with a way to get the link again. */
export function VerifyEmailBanner({ email, resend }: { email: string; resend: (email: string) => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="yellow.0"
      withBorder
      style={{ borderColor: 'var(--mantine-color-yellow-5)' }}
      data-testid="verify-email-banner"
    >
      <Group gap="md" wrap="wrap" justify="space-between" align="center">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }}>
          <ThemeIcon size={40} radius="xl" color="yellow.2" c="yellow.9" aria-hidden="true">
            <IconMailExclamation size={20} stroke={1.7} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={700} c="gray.9">
              {t('dashboard.unverified.title')}
            </Text>
            <Text c="gray.8" fz="sm" lh={1.6}>
              {t('dashboard.unverified.body', { email })}
            </Text>
          </Stack>
        </Group>
        <ResendVerificationButton send={() => resend(email)} />
      </Group>
    </Paper>
  );
}
