import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react.ts';

const FACTS = ['founded', 'capacity', 'lines', 'researchers'] as const;
const CERTS = ['cgmp', 'iso22716', 'iso9001', 'iso14001'] as const;

/** The company's key figures (shared by the intro and the company profile, so they always agree). */
export function CompanyFacts({ cols = 4 }: { cols?: 2 | 4 }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, md: cols }} spacing="md" component="dl" m={0}>
      {FACTS.map((key) => (
        // a <dl> may hold <dt>/<dd> inside one wrapping <div> only
        <Paper
          key={key}
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          bg="white"
          style={{ display: 'flex', flexDirection: 'column-reverse', gap: 2 }}
        >
          <Text component="dt" fz="sm" c="gray.7" fw={500}>
            {t(`company.facts.${key}.label`)}
          </Text>
          <Text
            component="dd"
            m={0}
            fz={{ base: 26, sm: 32 }}
            fw={800}
            c="brand.9"
            className="tabular"
            lh={1.2}
            style={{ letterSpacing: '-0.02em' }}
          >
            {t(`company.facts.${key}.value`)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Certifications the company holds, as plain claims with a one-line explanation each. */
export function CertificationList({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {CERTS.map((key) => (
        <Group key={key} component="li" gap="sm" wrap="nowrap" align="flex-start" p={compact ? 0 : 'sm'}>
          <ThemeIcon size={36} radius="xl" color="brand.0" c="brand.8" aria-hidden="true">
            <IconCertificate size={20} stroke={1.6} />
          </ThemeIcon>
          <div>
            <Text fw={700} c="gray.9" fz="sm">
              {t(`company.certs.${key}.name`)}
            </Text>
            <Text c="gray.7" fz="sm" lh={1.5}>
              {t(`company.certs.${key}.body`)}
            </Text>
          </div>
        </Group>
      ))}
    </SimpleGrid>
  );
}
