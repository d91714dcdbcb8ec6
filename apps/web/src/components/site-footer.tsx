import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { Link } from 'react-router';
import { currentPoliciesQuery } from '../lib/policies.ts';
import { Wordmark } from './wordmark.tsx';

const COMPANY = ['companyName', 'brn', 'address', 'contact'] as const;

/** The footer's links; a policy's names the version in force. */
const LINKS: { key: string; to: string; policy?: string; bold?: boolean }[] = [
  { key: 'terms', to: '/policies/terms', policy: 'terms' },
  { key: 'privacy', to: '/policies/privacy', policy: 'privacy', bold: true },
  { key: 'refund', to: '/policies/refund', policy: 'refund' },
  { key: 'ir', to: '/IR' },
  { key: 'partnership', to: '/partners' },
];

/** A column of the footer under its small heading. */
function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** Company details, policy links, IR and partnership — on every customer screen. */
export function SiteFooter() {
  const { t } = useTranslation();
  // the versions in force, named in the links (each link opens the version in force)
  const policies = useQuery(currentPoliciesQuery);
  const version = (kind: string) => {
    const v = policies.data?.items.find((p) => p.kind === kind)?.version;
    return v ? ` ${t('footer.version', { version: v })}` : '';
  };
  return (
    <Box component="footer" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} mt="xl">
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap={6}>
            <Wordmark size={22} />
            <Text fz="sm" c="gray.7">
              {t('footer.tagline')}
            </Text>
          </Stack>
          <FooterColumn title={t('footer.company')}>
            {COMPANY.map((key) => (
              <Text key={key} fz="sm" c="gray.7">
                {t(`footer.${key}`)}
              </Text>
            ))}
          </FooterColumn>
          <FooterColumn title={t('footer.links')}>
            {LINKS.map((link) => (
              <Anchor key={link.key} component={Link} to={link.to} fz="sm" c="gray.8" fw={link.bold ? 700 : undefined}>
                {t(`footer.${link.key}`)}
                {link.policy && version(link.policy)}
              </Anchor>
            ))}
          </FooterColumn>
        </SimpleGrid>
        <Divider my="md" />
        <Group justify="space-between">
          <Text fz="xs" c="gray.7">
            © 2026 Formulab Co., Ltd.
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
