import { Box, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import { NewRecipeButton } from '../../../components/new-recipe-button.tsx';
import { useMe, type SessionUser } from '../../../lib/session.ts';
import { ActivityCard } from './activity-card.tsx';
import { AccountCard, HelpCard } from './aside-cards.tsx';
import { MessagesCard } from './messages-card.tsx';
import { OpenWorkCards } from './open-work-cards.tsx';
import { RecipesCard } from './recipes-card.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { ArrowButton } from '../../../components/arrow-link.tsx';

/** The signed-in customer's home: greeting, what needs doing, and each area of their work. */
export function CustomerDashboard({
  user,
  resendVerification,
}: {
  user: SessionUser;
  resendVerification: (email: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const name = me.data?.name ?? user.name;
  const isAdmin = (me.data?.role ?? user.role) === 'admin';
  return (
    <Stack gap="xl" py={{ base: 'sm', sm: 'md' }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }} c="gray.9" style={{ letterSpacing: '-0.02em' }}>
            {t('dashboard.greeting', { name })}
          </Title>
          {me.isPending ? (
            <Skeleton h={20} w={220} mt={4} />
          ) : (
            <Text c="gray.7">
              {me.data?.companyName ? (
                <>
                  <Text component="span" fw={600} c="gray.8">
                    {me.data.companyName}
                  </Text>
                  {' · '}
                </>
              ) : null}
              {t('dashboard.subtitle')}
            </Text>
          )}
        </Stack>
        <NewRecipeButton>{t('dashboard.startRecipe')}</NewRecipeButton>
      </Group>

      {me.isError && <LoadErrorAlert title={t('dashboard.loadError')} query={me} retryLabel={t('settings.retry')} withIcon />}

      {me.data && !me.data.emailVerified && <VerifyEmailBanner email={me.data.email} resend={resendVerification} />}

      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="xl">
            <Box component="section" aria-labelledby="dash-overview">
              <Title id="dash-overview" order={2} fz="xl" c="gray.9" mb="md">
                {t('dashboard.overviewTitle')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <RecipesCard />
                <OpenWorkCards />
              </SimpleGrid>
            </Box>
            <Box component="section" aria-labelledby="dash-activity">
              <Title id="dash-activity" order={2} fz="xl" c="gray.9" mb="md">
                {t('dashboard.activity.title')}
              </Title>
              <ActivityCard viewer={isAdmin ? 'staff' : 'customer'} />
            </Box>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md" pt={{ base: 0, lg: 44 }}>
            {isAdmin && (
              <Paper withBorder radius="lg" p="lg" bg="white" component="section" aria-labelledby="dash-admin">
                <Stack gap="sm">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon size={40} radius="md" color="gray.1" c="gray.8" aria-hidden="true">
                      <IconShieldLock size={20} stroke={1.6} />
                    </ThemeIcon>
                    <Title id="dash-admin" order={2} fz="md" c="gray.9">
                      {t('dashboard.admin.title')}
                    </Title>
                  </Group>
                  <Text c="gray.7" fz="sm" lh={1.6}>
                    {t('dashboard.admin.body')}
                  </Text>
                  <ArrowButton to="/admin/admin-dashboard" variant="default">
                    {t('dashboard.admin.link')}
                  </ArrowButton>
                </Stack>
              </Paper>
            )}
            <MessagesCard />
            {me.data && <AccountCard me={me.data} />}
            <HelpCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The dashboard's shape while we find out who is here. */
export function DashboardSkeleton() {
  return (
    <Stack gap="xl" py="md" aria-busy="true">
      <Skeleton h={36} w={280} />
      <Skeleton h={20} w={200} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} h={170} radius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
