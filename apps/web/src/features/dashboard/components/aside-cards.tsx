import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconUserCircle } from '@tabler/icons-react';
import type { Me } from '@formulab/shared/auth/auth.schema';
import { formatBrn } from '@formulab/shared/auth/brn';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { ArrowLink } from '../../../components/arrow-link.tsx';
import { EmailStatusBadge } from '../../../components/email-status-badge.tsx';

function AsideCard({
  id,
  icon,
  title,
  children,
  to,
  linkLabel,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  to: string;
  linkLabel: string;
}) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p="lg" bg="white">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" color="brand.0" c="brand.8" aria-hidden="true">
            {icon}
          </ThemeIcon>
          <Title id={id} order={2} fz="md" c="gray.9">
            {title}
          </Title>
        </Group>
        {children}
        <ArrowLink to={to}>{linkLabel}</ArrowLink>
      </Stack>
    </Paper>
  );
}

/** The account at a glance: e-mail status and whether the business number is on file. */
export function AccountCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <AsideCard
      id="dash-account"
      icon={<IconUserCircle size={20} stroke={1.6} />}
      title={t('dashboard.account.title')}
      to="/account-settings"
      linkLabel={t('nav.accountSettings')}
    >
      <Stack gap="sm">
        <div>
          <Text fz="xs" fw={600} c="gray.7">
            {t('auth.email')}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text fz="sm" c="gray.9" style={{ overflowWrap: 'anywhere' }}>
              {me.email}
            </Text>
            <EmailStatusBadge verified={me.emailVerified} />
          </Group>
        </div>
        <div>
          <Text fz="xs" fw={600} c="gray.7">
            {t('dashboard.account.brn')}
          </Text>
          {me.businessRegistrationNumber ? (
            <Text fz="sm" c="gray.9" className="tabular">
              {formatBrn(me.businessRegistrationNumber)}
            </Text>
          ) : (
            <Text fz="sm" c="gray.8" lh={1.6}>
              {t('dashboard.account.brnMissing')}
            </Text>
          )}
        </div>
      </Stack>
    </AsideCard>
  );
}

/** A pointer to the guide for customers finding their way. */
export function HelpCard() {
  const { t } = useTranslation();
  return (
    <AsideCard
      id="dash-help"
      icon={<IconBook2 size={20} stroke={1.6} />}
      title={t('dashboard.help.title')}
      to="/guide"
      linkLabel={t('dashboard.help.link')}
    >
      <Text c="gray.7" fz="sm" lh={1.6}>
        {t('dashboard.help.body')}
      </Text>
    </AsideCard>
  );
}
