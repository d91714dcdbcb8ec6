import { Accordion, Anchor, Box, Button, Grid, Group, Paper, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import {
  IconFileInvoice,
  IconFlask,
  IconMessageCircle,
  IconPackages,
  IconSearch,
  IconTestPipe,
  IconTruckDelivery,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { ArrowLink } from '../../components/arrow-link.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { ScreenModule } from '../../route-table.tsx';

type StepLink = { to: string; key: string };

const FAQ = [
  'moq',
  'leadTime',
  'ownership',
  'sampleFee',
  'payment',
  'export',
  'revise',
  'beginner',
  'packaging',
  'cancel',
] as const;

/**
 * What the server rendering reads before it draws the page (decision 0027): nothing of its own (the
 * first step's link follows the session, an anonymous visitor's on the server).
 */
export const ssrQueries: NonNullable<ScreenModule['ssrQueries']> = () => [];

/** How to use the portal, from sign-up to delivery, and the questions customers ask most. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.guide.title'));
  const signedIn = !!useSession().data;
  const steps: { key: string; icon: ReactNode; links: StepLink[] }[] = [
    {
      key: 'account',
      icon: <IconUserPlus size={20} stroke={1.6} />,
      links: [signedIn ? { to: '/account-settings', key: 'accountSettings' } : { to: '/signup', key: 'signUp' }],
    },
    {
      key: 'browse',
      icon: <IconSearch size={20} stroke={1.6} />,
      links: [
        { to: '/ingredients', key: 'ingredients' },
        { to: '/submaterials', key: 'packaging' },
      ],
    },
    { key: 'recipe', icon: <IconFlask size={20} stroke={1.6} />, links: [{ to: '/new-recipes', key: 'newRecipe' }] },
    { key: 'sample', icon: <IconTestPipe size={20} stroke={1.6} />, links: [{ to: '/sample-requests', key: 'samples' }] },
    { key: 'quote', icon: <IconFileInvoice size={20} stroke={1.6} />, links: [{ to: '/quotes', key: 'quotes' }] },
    { key: 'order', icon: <IconPackages size={20} stroke={1.6} />, links: [{ to: '/orders', key: 'orders' }] },
    { key: 'delivery', icon: <IconTruckDelivery size={20} stroke={1.6} />, links: [] },
  ];
  return (
    <Stack gap={56} py={{ base: 'sm', sm: 'lg' }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <SectionHeading order={1} eyebrow={t('guide.eyebrow')} title={t('guide.title')} lead={t('guide.lead')} />

      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap={64}>
            <Box component="section" aria-labelledby="guide-steps">
              <Stack gap="xl">
                <Title id="guide-steps" order={2} fz={{ base: 22, sm: 26 }} c="gray.9">
                  {t('guide.stepsTitle')}
                </Title>
                <Timeline active={steps.length - 1} bulletSize={36} lineWidth={2} color="brand.8">
                  {steps.map((step, i) => (
                    <Timeline.Item
                      key={step.key}
                      bullet={
                        <Text component="span" fz="sm" fw={700} c="white" className="tabular" aria-hidden="true">
                          {i + 1}
                        </Text>
                      }
                    >
                      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white" ml={{ base: 0, sm: 'xs' }} mb="md">
                        <Stack gap="sm">
                          <Group gap="sm" wrap="nowrap">
                            <ThemeIcon size={36} radius="md" color="brand.0" c="brand.8" aria-hidden="true">
                              {step.icon}
                            </ThemeIcon>
                            <div>
                              <Text fz="xs" fw={700} c="brand.8" className="tabular">
                                {t('guide.stepLabel', { n: i + 1 })}
                              </Text>
                              <Title order={3} fz="lg" c="gray.9" lh={1.3}>
                                {t(`guide.steps.${step.key}.title`)}
                              </Title>
                            </div>
                          </Group>
                          <Text c="gray.8" fz="sm" lh={1.8}>
                            {t(`guide.steps.${step.key}.body`)}
                          </Text>
                          {step.links.length > 0 && (
                            <Group gap="lg">
                              {step.links.map((link) => (
                                <ArrowLink key={link.to} to={link.to}>
                                  {t(`guide.links.${link.key}`)}
                                </ArrowLink>
                              ))}
                            </Group>
                          )}
                        </Stack>
                      </Paper>
                    </Timeline.Item>
                  ))}
                </Timeline>
              </Stack>
            </Box>

            <Box component="section" aria-labelledby="guide-faq">
              <Stack gap="xl">
                <Title id="guide-faq" order={2} fz={{ base: 22, sm: 26 }} c="gray.9">
                  {t('guide.faqTitle')}
                </Title>
                <Accordion
                  multiple
                  order={3}
                  variant="separated"
                  radius="md"
                  styles={{
                    item: { backgroundColor: 'white', border: '1px solid var(--mantine-color-gray-3)' },
                    label: { fontWeight: 600, color: 'var(--mantine-color-gray-9)' },
                  }}
                >
                  {FAQ.map((key) => (
                    <Accordion.Item key={key} value={key}>
                      <Accordion.Control>{t(`guide.faq.${key}.q`)}</Accordion.Control>
                      <Accordion.Panel>
                        <Text c="gray.8" fz="sm" lh={1.8}>
                          {t(`guide.faq.${key}.a`)}
                        </Text>
                        {key === 'cancel' && (
                          <Anchor
                            component={Link}
                            to="/policies/refund"
                            fz="sm"
                            fw={600}
                            c="brand.8"
                            mt="xs"
                            display="inline-block"
                          >
                            {t('guide.refundPolicy')} →
                          </Anchor>
                        )}
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </Stack>
            </Box>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper
            component="aside"
            aria-labelledby="guide-more"
            withBorder
            radius="lg"
            p="lg"
            bg="white"
            style={{ position: 'sticky', top: 88 }}
          >
            <Stack gap="sm">
              <ThemeIcon size={44} radius="md" color="brand.0" c="brand.8" aria-hidden="true">
                <IconMessageCircle size={22} stroke={1.6} />
              </ThemeIcon>
              <Title id="guide-more" order={2} fz="lg" c="gray.9">
                {t('guide.moreTitle')}
              </Title>
              <Text c="gray.7" fz="sm" lh={1.7}>
                {t('guide.moreBody')}
              </Text>
              <Button component={Link} to="/support" mt="xs" fullWidth>
                {t('guide.moreCta')}
              </Button>
              <Text c="gray.7" fz="sm" lh={1.6} mt="xs">
                {t('footer.contact')}
              </Text>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
