import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/react.ts';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" ta="center" maw={460}>
        <Text fz={64} fw={800} c="brand.8" aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
