import { Anchor, Box, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingFactory2,
  IconClipboardCheck,
  IconFileInvoice,
  IconFlask,
  IconLock,
  IconSearch,
  IconShieldCheck,
  IconShoppingBag,
  IconTestPipe,
  IconWorld,
  IconLeaf,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { CertificationList, CompanyFacts } from '../../components/company-facts.tsx';
import { FeatureCard } from '../../components/feature-card.tsx';
import { LabIllustration } from '../../components/illustrations.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { ScreenModule } from '../../route-table.tsx';

const STEPS: { key: string; icon: ReactNode }[] = [
  { key: 'browse', icon: <IconSearch size={24} stroke={1.6} /> },
  { key: 'formulate', icon: <IconFlask size={24} stroke={1.6} /> },
  { key: 'sample', icon: <IconTestPipe size={24} stroke={1.6} /> },
  { key: 'produce', icon: <IconBuildingFactory2 size={24} stroke={1.6} /> },
];

const OFFERS: { key: string; icon: ReactNode }[] = [
  { key: 'ingredients', icon: <IconLeaf size={22} stroke={1.6} /> },
  { key: 'editor', icon: <IconShieldCheck size={22} stroke={1.6} /> },
  { key: 'samples', icon: <IconTestPipe size={22} stroke={1.6} /> },
  { key: 'quotes', icon: <IconFileInvoice size={22} stroke={1.6} /> },
  { key: 'production', icon: <IconBuildingFactory2 size={22} stroke={1.6} /> },
  { key: 'products', icon: <IconShoppingBag size={22} stroke={1.6} /> },
];

const WHY: { key: string; icon: ReactNode }[] = [
  { key: 'ownership', icon: <IconLock size={20} stroke={1.6} /> },
  { key: 'quality', icon: <IconClipboardCheck size={20} stroke={1.6} /> },
  { key: 'export', icon: <IconWorld size={20} stroke={1.6} /> },
];

/** The server renders the landing page (decision 0027); it reads no records. */
export const ssrQueries: NonNullable<ScreenModule['ssrQueries']> = () => [];

/** The landing page: the promise, the four steps, what we offer and why customers trust us. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.intro.title'));
  return (
    <Stack gap={80} py={{ base: 'sm', sm: 'lg' }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <Hero />

      <Box component="section" aria-labelledby="intro-steps">
        <Stack gap="xl">
          <SectionHeading id="intro-steps" title={t('intro.stepsTitle')} lead={t('intro.stepsLead')} />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {STEPS.map((step, i) => (
              <Paper key={step.key} component="li" withBorder radius="lg" p="lg" bg="white" pos="relative">
                <Stack gap="sm">
                  <Group justify="space-between" align="center">
                    <ThemeIcon size={48} radius="md" color="brand.8" aria-hidden="true">
                      {step.icon}
                    </ThemeIcon>
                    <Text fz="sm" fw={700} c="brand.8" className="tabular">
                      {t('intro.stepLabel', { n: i + 1 })}
                    </Text>
                  </Group>
                  <Title order={3} fz="xl" c="gray.9">
                    {t(`intro.steps.${step.key}.title`)}
                  </Title>
                  <Text c="gray.7" fz="sm" lh={1.7}>
                    {t(`intro.steps.${step.key}.body`)}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      </Box>

      <Box component="section" aria-labelledby="intro-offer">
        <Stack gap="xl">
          <SectionHeading id="intro-offer" title={t('intro.offerTitle')} lead={t('intro.offerLead')} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {OFFERS.map((offer) => (
              <FeatureCard key={offer.key} icon={offer.icon} title={t(`intro.offer.${offer.key}.title`)}>
                {t(`intro.offer.${offer.key}.body`)}
              </FeatureCard>
            ))}
          </SimpleGrid>
          <Group gap="xs" wrap="wrap">
            <IconSearch size={18} color="var(--mantine-color-brand-8)" aria-hidden="true" />
            <Text c="gray.8" fz="sm">
              {t('intro.catalogueLine')}
            </Text>
            <Anchor component={Link} to="/ingredients" fz="sm" fw={600} c="brand.8">
              {t('intro.catalogueLink')} →
            </Anchor>
          </Group>
        </Stack>
      </Box>

      <Box component="section" aria-labelledby="intro-why">
        <Paper radius="xl" p={{ base: 'lg', sm: 40 }} bg="white" withBorder>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <Stack gap="xl">
              <SectionHeading id="intro-why" title={t('intro.whyTitle')} lead={t('intro.whyLead')} />
              <Stack gap="lg" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {WHY.map((item) => (
                  <Group key={item.key} component="li" gap="md" wrap="nowrap" align="flex-start">
                    <ThemeIcon size={40} radius="xl" color="brand.0" c="brand.8" aria-hidden="true">
                      {item.icon}
                    </ThemeIcon>
                    <div>
                      <Title order={3} fz="md" c="gray.9" mb={4}>
                        {t(`intro.why.${item.key}.title`)}
                      </Title>
                      <Text c="gray.7" fz="sm" lh={1.7}>
                        {t(`intro.why.${item.key}.body`)}
                      </Text>
                    </div>
                  </Group>
                ))}
              </Stack>
            </Stack>
            <Stack gap="xl">
              <CompanyFacts cols={2} />
              <Stack gap="sm">
                <Title order={3} fz="md" c="gray.9">
                  {t('intro.certsTitle')}
                </Title>
                <CertificationList compact />
              </Stack>
            </Stack>
          </SimpleGrid>
        </Paper>
      </Box>

      <Box component="section" aria-labelledby="intro-closing">
        <Paper radius="xl" p={{ base: 'lg', sm: 40 }} bg="brand.9">
          <Group justify="space-between" align="center" gap="xl">
            <Stack gap={8} maw={620}>
              <Title id="intro-closing" order={2} fz={{ base: 22, sm: 26 }} c="white">
                {t('intro.closingTitle')}
              </Title>
              <Text c="brand.0" lh={1.7}>
                {t('intro.closingBody')}
              </Text>
            </Stack>
            <Group gap="sm">
              <Button
                component={Link}
                to="/guide"
                variant="white"
                color="brand.9"
                rightSection={<IconArrowRight size={16} aria-hidden="true" />}
              >
                {t('intro.closingGuide')}
              </Button>
              <Button component={Link} to="/company" variant="outline" color="white">
                {t('intro.closingCompany')}
              </Button>
            </Group>
          </Group>
        </Paper>
      </Box>
    </Stack>
  );
}

function Hero() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = !!session.data;
  return (
    <Paper
      component="section"
      aria-labelledby="intro-title"
      radius="xl"
      p={{ base: 'lg', sm: 48 }}
      style={{ background: 'linear-gradient(135deg, #ffffff 0%, #ffffff 45%, var(--mantine-color-brand-0) 100%)' }}
      withBorder
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} style={{ alignItems: 'center' }}>
        <Stack gap="lg">
          <Text fz="sm" fw={700} c="brand.8" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
            {t('intro.eyebrow')}
          </Text>
          <Title
            id="intro-title"
            order={1}
            fz={{ base: 36, sm: 52 }}
            lh={1.15}
            c="gray.9"
            style={{ letterSpacing: '-0.03em', textWrap: 'balance' }}
          >
            {t('intro.title')}
          </Title>
          <Text c="gray.7" fz={{ base: 'md', sm: 'lg' }} lh={1.7} maw={520} style={{ textWrap: 'pretty' }}>
            {t('intro.lead')}
          </Text>
          <Group gap="sm" mt="xs">
            <Skeleton visible={session.isPending} w="auto" radius="md">
              {signedIn ? (
                <Button
                  component={Link}
                  to="/new-recipes"
                  size="lg"
                  color="coral.9"
                  rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                >
                  {t('intro.ctaStart')}
                </Button>
              ) : (
                <Button
                  component={Link}
                  to="/signup"
                  size="lg"
                  color="coral.9"
                  rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                >
                  {t('intro.ctaSignUp')}
                </Button>
              )}
            </Skeleton>
            <Button component={Link} to="/guide" size="lg" variant="default">
              {t('intro.ctaGuide')}
            </Button>
          </Group>
          {!session.isPending && !signedIn && (
            <Text fz="sm" c="gray.7">
              {t('intro.haveAccount')}{' '}
              <Anchor component={Link} to="/login" fz="sm" fw={600} c="brand.8">
                {t('intro.signInLink')}
              </Anchor>
            </Text>
          )}
        </Stack>
        <Box maw={{ base: 340, md: 480 }} mx="auto" w="100%">
          <LabIllustration />
        </Box>
      </SimpleGrid>
    </Paper>
  );
}
