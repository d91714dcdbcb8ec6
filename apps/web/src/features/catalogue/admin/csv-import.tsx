import { Alert, Anchor, Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReport } from '@formulab/shared/catalogue/ingredients.schema';
import { ImportWizard, decodeText, type ChosenFile, type FileProblem } from '../../../components/admin/index.ts';
import { formatNumber } from '../../../lib/format.ts';
import { previewImport } from '../api.ts';
import { commitImportWithReport } from './hooks.ts';
import { ImportReportView } from './import-report.tsx';

const MAX_CSV_BYTES = 5 * 1024 * 1024;
const CSV_ACCEPT = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv'] };

/** A chosen CSV (UTF-8, or EUC-KR as Excel on Korean Windows writes it) as the import's text. */
async function readCsv(file: File): Promise<ChosenFile<string>> {
  if (!/\.csv$/i.test(file.name)) throw { key: 'errors.csvType' } satisfies FileProblem;
  if (file.size > MAX_CSV_BYTES) throw { key: 'errors.csvTooLarge', params: { max: '5 MB' } } satisfies FileProblem;
  const { text, encoding } = decodeText(await file.arrayBuffer());
  return { request: text, name: file.name, size: file.size, encoding };
}

/** The ingredient import in a dialog: choose a CSV → preview what each row would do → import all rows or none. */
export function CsvImport({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mobile = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  const [committing, setCommitting] = useState(false);
  const close = () => {
    if (!committing) onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('adminCatalogue.import.title')}
      size={920}
      fullScreen={mobile}
      closeOnClickOutside={false}
    >
      <ImportWizard<string, ImportReport>
        read={readCsv}
        preview={previewImport}
        commit={commitImportWithReport}
        onCommitted={(result) => {
          void queryClient.invalidateQueries({ queryKey: ['ingredients'] });
          void queryClient.invalidateQueries({ queryKey: ['ingredient'] });
          notifications.show({
            color: 'teal',
            message: t('adminCatalogue.import.done', { creates: result.creates, updates: result.updates }),
          });
        }}
        onBusyChange={setCommitting}
        accept={CSV_ACCEPT}
        maxBytes={MAX_CSV_BYTES}
        footerBg="white"
        steps={[
          t('adminCatalogue.import.stepChoose'),
          t('adminCatalogue.import.stepPreview'),
          t('adminCatalogue.import.stepDone'),
        ]}
        copy={{
          drop: t('adminCatalogue.import.drop'),
          dropHint: t('adminCatalogue.import.dropHint'),
          busy: (step, name) => t(`adminCatalogue.import.busy.${step}`, { name }),
          fileProblem: t('adminCatalogue.import.fileProblem'),
          readAsEucKr: t('adminCatalogue.import.readAsEucKr'),
          wrongType: t('errors.csvType'),
          tooLarge: t('errors.csvTooLarge', { max: '5 MB' }),
          chooseOther: t('adminCatalogue.import.chooseOther'),
          chooseFixed: t('adminCatalogue.import.chooseFixed'),
          back: t('adminCatalogue.import.back'),
          refused: () => ({ title: t('adminCatalogue.import.refusedTitle'), body: t('adminCatalogue.import.refusedBody') }),
          invalid: (r) => ({ body: t('adminCatalogue.import.hasErrors', { count: r.errorCount }) }),
          commit: (r) => t('adminCatalogue.import.commit', { count: r.creates + r.updates }),
          commitBlocked: t('adminCatalogue.import.commitBlocked'),
        }}
        chooseExtra={
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
            <List size="sm" spacing={2}>
              <List.Item>{t('adminCatalogue.import.rules.match')}</List.Item>
              <List.Item>{t('adminCatalogue.import.rules.slugs')}</List.Item>
              <List.Item>{t('adminCatalogue.import.rules.empty')}</List.Item>
              <List.Item>{t('adminCatalogue.import.rules.allOrNothing')}</List.Item>
            </List>
            <Anchor
              href="/api/admin/ingredients/template.csv"
              download
              fz="sm"
              fw={600}
              mt="xs"
              display="inline-flex"
              style={{ alignItems: 'center', gap: 4 }}
            >
              <IconDownload size={16} aria-hidden="true" /> {t('adminCatalogue.import.template')}
            </Anchor>
          </Alert>
        }
        renderPreview={(report) => <ImportReportView report={report} />}
        renderDone={(report, _file, again) => (
          <Stack align="center" gap="sm" py="lg" ta="center">
            <ThemeIcon size={56} radius="xl" color="teal" variant="light">
              <IconCheck size={30} aria-hidden="true" />
            </ThemeIcon>
            <Text fw={700} fz="lg" role="status">
              {t('adminCatalogue.import.doneTitle')}
            </Text>
            <Text c="dimmed">
              {t('adminCatalogue.import.done', { creates: formatNumber(report.creates), updates: formatNumber(report.updates) })}
            </Text>
            <Group gap="xs" mt="sm">
              <Button variant="default" onClick={again}>
                {t('adminCatalogue.import.another')}
              </Button>
              <Button onClick={onClose}>{t('adminCatalogue.common.close')}</Button>
            </Group>
          </Stack>
        )}
      />
    </Modal>
  );
}
