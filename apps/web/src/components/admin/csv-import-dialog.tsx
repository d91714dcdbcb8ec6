import { Alert, Anchor, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatNumber } from '../../lib/format.ts';
import { decodeText, type FileProblem } from './files.ts';
import { ImportWizard, type ChosenFile, type ImportReportBase } from './import-wizard.tsx';

const MAX_CSV_BYTES = 5 * 1024 * 1024;
const CSV_ACCEPT = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv'] };

/** A chosen CSV (UTF-8, or EUC-KR as Excel on Korean Windows writes it) as the import's text. */
async function readCsv(file: File): Promise<ChosenFile<string>> {
  if (!/\.csv$/i.test(file.name)) throw { key: 'errors.csvType' } satisfies FileProblem;
  if (file.size > MAX_CSV_BYTES) throw { key: 'errors.csvTooLarge', params: { max: '5 MB' } } satisfies FileProblem;
  const { text, encoding } = decodeText(await file.arrayBuffer());
  return { request: text, name: file.name, size: file.size, encoding };
}

/** What every CSV import's preview and result count. */
export type CsvImportCounts = ImportReportBase & { creates: number; updates: number };

/**
 * A staff CSV import in a dialog (ingredients, market rules …): choose a CSV → preview what each row
 * would do → import all rows or none, then refresh the lists it changed. Each area gives its own
 * preview and commit calls, the rules shown before choosing, its template and its preview table.
 */
export function CsvImportDialog<R extends CsvImportCounts>({
  title,
  opened,
  onClose,
  preview,
  commit,
  invalidate,
  rules,
  templateHref,
  renderPreview,
}: {
  /** what is imported, in the dialog's title ("Import rules from CSV"): each area names its own */
  title: string;
  opened: boolean;
  onClose: () => void;
  preview: (csv: string) => Promise<R>;
  commit: (csv: string) => Promise<R>;
  /** the queries the import changes */
  invalidate: QueryKey[];
  /** the area's import rules, shown before a file is chosen */
  rules: ReactNode;
  templateHref: string;
  renderPreview: (report: R) => ReactNode;
}) {
  const { t } = useTranslation();
  const mobile = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  const [committing, setCommitting] = useState(false);
  const close = () => {
    if (!committing) onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} size={920} fullScreen={mobile} closeOnClickOutside={false}>
      <ImportWizard<string, R>
        read={readCsv}
        preview={preview}
        commit={commit}
        onCommitted={(result) => {
          for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
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
            {rules}
            <Anchor
              href={templateHref}
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
        renderPreview={renderPreview}
        renderDone={(report, _file, again) => (
          <Stack align="center" gap="sm" py="lg" ta="center">
            <ThemeIcon size={56} radius="xl" color="teal" variant="light">
              <IconCheck size={30} aria-hidden="true" />
            </ThemeIcon>
            <Text fw={700} fz="lg" role="status">
              {t('adminCatalogue.import.doneTitle')}
            </Text>
            <Text c="gray.7">
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
