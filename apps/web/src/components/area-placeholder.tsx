import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/**
 * A screen whose area is not built yet says so plainly: its title, what it will be for, and that
 * it is coming. Nothing on it pretends to work.
 */
export function AreaPlaceholder({ screen, ns = 'screens' }: { screen: string; ns?: 'screens' | 'adminScreens' }) {
  const { t } = useTranslation();
  const title = t(`${ns}.${screen}.title`);
  useDocumentTitle(title);
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{title}</Title>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" py="lg" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="brand">
            <IconTools size={28} aria-hidden="true" />
          </ThemeIcon>
          <Text fw={600} fz="lg">
            {t('placeholder.heading')}
          </Text>
          <Text c="dimmed" maw={520}>
            {t(`${ns}.${screen}.desc`)}
          </Text>
          <Text c="dimmed" fz="sm">
            {t('placeholder.body')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
