import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/react.ts';
import { Link } from 'react-router';
import { currentPoliciesQuery } from '../lib/policies.ts';
import { Wordmark } from './wordmark.tsx';

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
          <Stack gap={4}>
            <Text fz="sm" fw={600}>
              {t('footer.company')}
            </Text>
            <Text fz="sm" c="gray.7">
              {t('footer.companyName')}
            </Text>
            <Text fz="sm" c="gray.7">
              {t('footer.brn')}
            </Text>
            <Text fz="sm" c="gray.7">
              {t('footer.address')}
            </Text>
            <Text fz="sm" c="gray.7">
              {t('footer.contact')}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text fz="sm" fw={600}>
              {t('footer.links')}
            </Text>
            <Anchor component={Link} to="/policies/terms" fz="sm" c="gray.8">
              {t('footer.terms')}
              {version('terms')}
            </Anchor>
            <Anchor component={Link} to="/policies/privacy" fz="sm" c="gray.8" fw={700}>
              {t('footer.privacy')}
              {version('privacy')}
            </Anchor>
            <Anchor component={Link} to="/policies/refund" fz="sm" c="gray.8">
              {t('footer.refund')}
              {version('refund')}
            </Anchor>
            <Anchor component={Link} to="/IR" fz="sm" c="gray.8">
              {t('footer.ir')}
            </Anchor>
            <Anchor component={Link} to="/partners" fz="sm" c="gray.8">
              {t('footer.partnership')}
            </Anchor>
          </Stack>
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
