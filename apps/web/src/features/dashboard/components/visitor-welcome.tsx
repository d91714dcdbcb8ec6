import { Box, Button, Flex, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconArrowRight,
  IconBook2,
  IconBottle,
  IconCircleCheck,
  IconFlask,
  IconLeaf,
  IconShoppingBag,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import { LabIllustration } from '../../../components/illustrations.tsx';
import { VisitorHighlights } from './visitor-highlights.tsx';
import { ArrowButton } from '../../../components/arrow-link.tsx';

const PITCH = ['formulate', 'sample', 'produce'] as const;

const EXPLORE: { key: string; title: string; to: string; icon: ReactNode }[] = [
  { key: 'ingredients', title: 'nav.ingredients', to: '/ingredients', icon: <IconLeaf size={20} stroke={1.6} /> },
  { key: 'packaging', title: 'nav.packaging', to: '/submaterials', icon: <IconBottle size={20} stroke={1.6} /> },
  {
    key: 'publicRecipes',
    title: 'screens.publicRecipes.title',
    to: '/publicRecipes',
    icon: <IconFlask size={20} stroke={1.6} />,
  },
  { key: 'shop', title: 'nav.shop', to: '/product', icon: <IconShoppingBag size={20} stroke={1.6} /> },
  { key: 'guide', title: 'dashboard.visitor.guideTitle', to: '/guide', icon: <IconBook2 size={20} stroke={1.6} /> },
];

/** The dashboard for a visitor: what signing in gives them, and what they can look at already. */
export function VisitorWelcome() {
  const { t } = useTranslation();
  return (
    <Stack gap={56} py={{ base: 'sm', sm: 'lg' }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <Paper component="section" aria-labelledby="welcome-title" withBorder radius="xl" p={{ base: 'lg', sm: 48 }} bg="white">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Title
              id="welcome-title"
              order={1}
              fz={{ base: 30, sm: 40 }}
              lh={1.2}
              c="gray.9"
              style={{ letterSpacing: '-0.02em', textWrap: 'balance' }}
            >
              {t('dashboard.visitor.title')}
            </Title>
            <Text c="gray.7" fz={{ base: 'md', sm: 'lg' }} lh={1.7}>
              {t('dashboard.visitor.lead')}
            </Text>
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {PITCH.map((key) => (
                <Group key={key} component="li" gap="sm" wrap="nowrap" align="flex-start">
                  <IconCircleCheck
                    size={20}
                    color="var(--mantine-color-brand-8)"
                    style={{ flexShrink: 0, marginTop: 2 }}
                    aria-hidden="true"
                  />
                  <Text c="gray.8" fz="sm" lh={1.7}>
                    {t(`dashboard.visitor.pitch.${key}`)}
                  </Text>
                </Group>
              ))}
            </Stack>
            <Group gap="sm" mt="xs">
              <ArrowButton to="/signup" size="md" color="coral.9">
                {t('dashboard.visitor.signUp')}
              </ArrowButton>
              <Button component={Link} to="/login?redirect=%2Fdashboard" size="md" variant="default">
                {t('dashboard.visitor.signIn')}
              </Button>
            </Group>
          </Stack>
          <Box maw={420} mx="auto" w="100%" visibleFrom="md">
            <LabIllustration />
          </Box>
        </SimpleGrid>
      </Paper>

      <Box component="section" aria-labelledby="welcome-explore">
        <Title id="welcome-explore" order={2} fz={{ base: 22, sm: 26 }} c="gray.9" mb="lg">
          {t('dashboard.visitor.exploreTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md">
          {EXPLORE.map((item) => (
            <UnstyledButton
              key={item.key}
              component={Link}
              to={item.to}
              p={{ base: 'md', lg: 'lg' }}
              bg="white"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-lg)' }}
            >
              <Flex gap="sm" direction={{ base: 'row', lg: 'column' }} align={{ base: 'flex-start', lg: 'stretch' }}>
                <ThemeIcon size={40} radius="md" color="brand.0" c="brand.8" aria-hidden="true" style={{ flexShrink: 0 }}>
                  {item.icon}
                </ThemeIcon>
                <Stack gap={6}>
                  <Group gap={4} wrap="nowrap">
                    <Text fw={700} c="gray.9">
                      {t(item.title)}
                    </Text>
                    <IconArrowRight size={16} color="var(--mantine-color-brand-8)" aria-hidden="true" />
                  </Group>
                  <Text c="gray.7" fz="sm" lh={1.6}>
                    {t(`dashboard.visitor.explore.${item.key}`)}
                  </Text>
                </Stack>
              </Flex>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Box>

      <VisitorHighlights />
    </Stack>
  );
}
