import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Title, one line on what the screen is for, and the screen's main actions on the right. */
export function AdminPageHeader({ screen, actions }: { screen: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`adminScreens.${screen}.title`);
  useDocumentTitle(title);
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="md" wrap="wrap">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        <Text c="gray.7" fz="sm">
          {t(`adminScreens.${screen}.desc`)}
        </Text>
      </Stack>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
