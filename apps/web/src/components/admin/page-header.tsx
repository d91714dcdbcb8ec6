import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CsvDownloadButton } from './csv-download-button.tsx';

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

/**
 * The main actions of a list kept by CSV (ingredients, compliance rules): open the import, download
 * the whole list (`exportHref`, named `exportLabel`), and add one (`newLabel`).
 */
export function ImportExportNewActions({
  onImport,
  exportHref,
  exportLabel,
  newLabel,
  onNew,
}: {
  onImport: () => void;
  exportHref: string;
  exportLabel: string;
  newLabel: string;
  onNew: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden="true" />} onClick={onImport}>
        {t('adminCatalogue.import.open')}
      </Button>
      <CsvDownloadButton href={exportHref}>{exportLabel}</CsvDownloadButton>
      <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onNew}>
        {newLabel}
      </Button>
    </>
  );
}
