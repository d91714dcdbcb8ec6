import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/react.ts';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a screen fails to load (e.g. offline before its chunk was cached) or throws. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error('screen error', error);
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1}>
          {isRouteErrorResponse(error) && error.status === 404 ? t('notFound.title') : t('routeError.title')}
        </Title>
        <Text c="dimmed">{offline ? t('offline.screen') : t('routeError.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
