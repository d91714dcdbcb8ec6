import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The heading of a content screen: its title and one line on what it is for, actions on the right. */
export function ScreenHeader({ screen, actions, title }: { screen: string; actions?: ReactNode; title?: string }) {
  const { t } = useTranslation();
  const heading = t(`screens.${screen}.title`);
  useDocumentTitle(title ?? heading);
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {heading}
        </Title>
        <Text c="gray.7" fz="sm" maw={640}>
          {t(`screens.${screen}.desc`)}
        </Text>
      </Stack>
      {actions}
    </Group>
  );
}
