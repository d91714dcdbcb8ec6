import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import { EmptyTrayIllustration } from '../../../components/empty-tray-illustration.tsx';

/** A recipe that does not exist, was deleted or is someone else's: the same answer for all three. */
export function RecipeNotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" bg="white" p="xl" data-testid="recipe-not-found">
      <Stack align="center" ta="center" gap="sm" py="lg">
        <EmptyTrayIllustration size={120} />
        <Title order={1} fz={24} c="gray.9">
          {t('recipes.notFound.title')}
        </Title>
        <Text c="gray.7" maw={440}>
          {t('recipes.notFound.body')}
        </Text>
        <Button component={Link} to="/recipes" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden="true" />}>
          {t('recipes.notFound.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
