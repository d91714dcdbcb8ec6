import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import {
  IconBuilding,
  IconBuildingFactory2,
  IconBuildingWarehouse,
  IconClipboardCheck,
  IconClock,
  IconEye,
  IconFileDescription,
  IconHeartHandshake,
  IconMapPin,
  IconMessageCircle,
  IconMicroscope,
  IconPhone,
  IconTarget,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { CertificationList, CompanyFacts } from '../../components/company-facts.tsx';
import { FeatureCard } from '../../components/feature-card.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { ScreenModule } from '../../route-table.tsx';

const VALUES: { key: string; icon: ReactNode }[] = [
  { key: 'precision', icon: <IconTarget size={20} stroke={1.6} /> },
  { key: 'transparency', icon: <IconEye size={20} stroke={1.6} /> },
  { key: 'partnership', icon: <IconHeartHandshake size={20} stroke={1.6} /> },
];

// newest first, like every timeline in the portal
const HISTORY = ['y2026', 'y2025', 'y2024', 'y2023', 'y2021', 'y2019', 'y2017', 'y2015'] as const;

const FACILITIES: { key: string; icon: ReactNode }[] = [
  { key: 'lab', icon: <IconMicroscope size={22} stroke={1.6} /> },
  { key: 'plant', icon: <IconBuildingFactory2 size={22} stroke={1.6} /> },
  { key: 'qc', icon: <IconClipboardCheck size={22} stroke={1.6} /> },
  { key: 'logistics', icon: <IconBuildingWarehouse size={22} stroke={1.6} /> },
];

/** What the server rendering reads before it draws the page (decision 0027): nothing, it is all strings. */
export const ssrQueries: NonNullable<ScreenModule['ssrQueries']> = () => [];

/** Company profile: who we are, history, facilities, certifications, where to find us. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.company.title'));
  return (
    <Stack gap={72} py={{ base: 'sm', sm: 'lg' }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <Stack gap="xl">
        <SectionHeading order={1} eyebrow={t('company.eyebrow')} title={t('company.title')} lead={t('company.lead')} maw={760} />
        <CompanyFacts />
      </Stack>

      <Box component="section" aria-labelledby="company-who">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="md">
            <SectionHeading id="company-who" title={t('company.whoTitle')} />
            <Text c="gray.8" lh={1.8}>
              {t('company.whoBody1')}
            </Text>
            <Text c="gray.8" lh={1.8}>
              {t('company.whoBody2')}
            </Text>
          </Stack>
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white">
            <Stack gap="lg" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {VALUES.map((v) => (
                <Group key={v.key} component="li" gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={40} radius="xl" color="brand.0" c="brand.8" aria-hidden="true">
                    {v.icon}
                  </ThemeIcon>
                  <div>
                    <Title order={3} fz="md" c="gray.9" mb={4}>
                      {t(`company.values.${v.key}.title`)}
                    </Title>
                    <Text c="gray.7" fz="sm" lh={1.7}>
                      {t(`company.values.${v.key}.body`)}
                    </Text>
                  </div>
                </Group>
              ))}
            </Stack>
          </Paper>
        </SimpleGrid>
      </Box>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <Box component="section" aria-labelledby="company-history">
          <Stack gap="xl">
            <SectionHeading id="company-history" title={t('company.historyTitle')} />
            <Timeline
              active={HISTORY.length - 1}
              bulletSize={12}
              lineWidth={2}
              color="brand.8"
              component="ol"
              m={0}
              style={{ listStyle: 'none' }}
              styles={{ item: { paddingLeft: 24 } }}
            >
              {HISTORY.map((key) => (
                <Timeline.Item key={key} component="li">
                  <Group gap="md" wrap="nowrap" align="baseline" mt={-4}>
                    <Text component="span" fw={800} c="brand.9" className="tabular" w={48} style={{ flexShrink: 0 }}>
                      {t(`company.history.${key}.year`)}
                    </Text>
                    <Text component="span" c="gray.8" fz="sm" lh={1.6}>
                      {t(`company.history.${key}.body`)}
                    </Text>
                  </Group>
                </Timeline.Item>
              ))}
            </Timeline>
          </Stack>
        </Box>
        <Box component="section" aria-labelledby="company-certs">
          <Stack gap="xl">
            <SectionHeading id="company-certs" title={t('company.certsTitle')} lead={t('company.certsLead')} />
            <Paper withBorder radius="lg" p="md" bg="white">
              <CertificationList />
            </Paper>
          </Stack>
        </Box>
      </SimpleGrid>

      <Box component="section" aria-labelledby="company-facilities">
        <Stack gap="xl">
          <SectionHeading id="company-facilities" title={t('company.facilitiesTitle')} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            {FACILITIES.map((f) => (
              <FeatureCard key={f.key} icon={f.icon} title={t(`company.facilities.${f.key}.title`)}>
                {t(`company.facilities.${f.key}.body`)}
              </FeatureCard>
            ))}
          </SimpleGrid>
        </Stack>
      </Box>

      <Box component="section" aria-labelledby="company-contact">
        <Paper withBorder radius="xl" p={{ base: 'lg', sm: 40 }} bg="white">
          <Stack gap="xl">
            <SectionHeading id="company-contact" title={t('company.contactTitle')} />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="dl" m={0}>
              <ContactItem
                icon={<IconBuilding size={18} />}
                label={t('company.contact.company')}
                value={t('footer.companyName')}
              />
              <ContactItem
                icon={<IconFileDescription size={18} />}
                label={t('company.contact.registration')}
                value={t('footer.brn')}
              />
              <ContactItem icon={<IconPhone size={18} />} label={t('company.contact.phoneMail')} value={t('footer.contact')} />
              <ContactItem icon={<IconMapPin size={18} />} label={t('company.contact.headOffice')} value={t('footer.address')} />
              <ContactItem
                icon={<IconBuildingFactory2 size={18} />}
                label={t('company.contact.plant')}
                value={t('company.contact.plantAddress')}
              />
              <ContactItem
                icon={<IconClock size={18} />}
                label={t('company.contact.hours')}
                value={t('company.contact.hoursValue')}
              />
            </SimpleGrid>
            <Group gap="sm">
              <Button component={Link} to="/support" leftSection={<IconMessageCircle size={16} aria-hidden="true" />}>
                {t('company.contactSupport')}
              </Button>
              <Button component={Link} to="/partners" variant="default">
                {t('company.contactPartnership')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Box>
    </Stack>
  );
}

function ContactItem({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  // a <dl> allows one wrapping <div> around each <dt>/<dd> pair, so the icon sits inside the <dt>
  return (
    <div>
      <Text
        component="dt"
        fz="xs"
        fw={600}
        c="gray.7"
        tt="uppercase"
        style={{ letterSpacing: '0.04em', display: 'flex', alignItems: 'center', gap: 10 }}
      >
        <ThemeIcon size={30} radius="md" color="brand.0" c="brand.8" aria-hidden="true">
          {icon}
        </ThemeIcon>
        {label}
      </Text>
      <Text component="dd" m={0} mt={4} pl={40} fz="sm" c="gray.9" lh={1.6}>
        {value}
      </Text>
    </div>
  );
}
