import { Alert, Anchor, Button, FileButton, Group, List, Modal, Progress, Stack, Stepper, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconDownload, IconFileSpreadsheet, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReport } from '@formulab/shared/catalogue/ingredients.schema';
import { ApiError, errorKey } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { previewImport } from '../api.ts';
import { commitImportWithReport, formatBytes, readCsvFile } from './hooks.ts';
import { ImportReportView } from './import-report.tsx';

const MAX_CSV_BYTES = 5 * 1024 * 1024;
const CSV_ACCEPT = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv'] };

type Chosen = { name: string; size: number; text: string; encoding: 'utf-8' | 'euc-kr' };
type Busy = 'reading' | 'preview' | 'commit' | null;

/** Import wizard: choose a CSV → preview what each row would do → import all rows or none. */
export function CsvImport({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const mobile = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<Chosen | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [refused, setRefused] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const step = report?.committed ? 2 : report ? 1 : 0;

  const reset = () => {
    setFile(null);
    setReport(null);
    setRefused(false);
    setProblem(null);
  };
  const close = () => {
    if (busy === 'commit') return;
    reset();
    onClose();
  };
  const fail = (err: unknown) => {
    const field = err instanceof ApiError ? Object.values(err.fields)[0] : undefined;
    setProblem(t(field ?? errorKey(err)));
  };

  const choose = async (f: File | null) => {
    if (!f) return;
    reset();
    if (!/\.csv$/i.test(f.name)) return setProblem(t('errors.csvType'));
    if (f.size > MAX_CSV_BYTES) return setProblem(t('errors.csvTooLarge', { max: '5 MB' }));
    setBusy('reading');
    try {
      const read = await readCsvFile(f);
      const chosen = { name: f.name, size: f.size, ...read };
      setFile(chosen);
      setBusy('preview');
      setReport(await previewImport(chosen.text));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };
  const rejected = (r: FileRejection[]) =>
    setProblem(r[0]?.errors[0]?.code === 'file-too-large' ? t('errors.csvTooLarge', { max: '5 MB' }) : t('errors.csvType'));

  const commit = async () => {
    if (!file) return;
    setBusy('commit');
    setProblem(null);
    try {
      const result = await commitImportWithReport(file.text);
      setReport(result);
      if (result.committed) {
        setRefused(false);
        void queryClient.invalidateQueries({ queryKey: ['ingredients'] });
        void queryClient.invalidateQueries({ queryKey: ['ingredient'] });
        notifications.show({
          color: 'teal',
          message: t('adminCatalogue.import.done', { creates: result.creates, updates: result.updates }),
        });
      } else setRefused(true);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  const running = busy && (
    <Stack gap={4} aria-live="polite">
      <Text fz="sm">{t(`adminCatalogue.import.busy.${busy}`, { name: file?.name ?? '' })}</Text>
      <Progress value={100} animated striped aria-label={t(`adminCatalogue.import.busy.${busy}`, { name: file?.name ?? '' })} />
    </Stack>
  );
  const problemAlert = problem && (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />} title={t('adminCatalogue.import.fileProblem')}>
      {problem}
    </Alert>
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('adminCatalogue.import.title')}
      size={920}
      fullScreen={mobile}
      closeOnClickOutside={false}
    >
      <Stepper
        active={report?.committed ? 3 : step}
        size={mobile ? 'xs' : 'sm'}
        wrap={false}
        mb="md"
        allowNextStepsSelect={false}
      >
        <Stepper.Step label={t('adminCatalogue.import.stepChoose')} />
        <Stepper.Step label={t('adminCatalogue.import.stepPreview')} />
        <Stepper.Step label={t('adminCatalogue.import.stepDone')} />
      </Stepper>

      {step === 0 && (
        <Stack gap="sm">
          <Dropzone
            onDrop={(f) => void choose(f[0] ?? null)}
            onReject={rejected}
            accept={CSV_ACCEPT}
            maxSize={MAX_CSV_BYTES}
            multiple={false}
            loading={busy !== null}
          >
            <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }} wrap="nowrap">
              <IconFileSpreadsheet size={40} color="var(--mantine-color-gray-6)" aria-hidden="true" />
              <div>
                <Text fw={600}>{t('adminCatalogue.import.drop')}</Text>
                <Text fz="sm" c="dimmed">
                  {t('adminCatalogue.import.dropHint')}
                </Text>
              </div>
            </Group>
          </Dropzone>
          {running}
          {problemAlert}
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
        </Stack>
      )}

      {step === 1 && report && file && (
        <Stack gap="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fz="sm" truncate="end">
              <IconFileSpreadsheet size={16} aria-hidden="true" style={{ verticalAlign: -3 }} /> <b>{file.name}</b>{' '}
              <Text span c="dimmed" fz="xs">
                {formatBytes(file.size, i18n.language)}
                {file.encoding === 'euc-kr' ? ` · ${t('adminCatalogue.import.readAsEucKr')}` : ''}
              </Text>
            </Text>
            <FileButton onChange={(f) => void choose(f)} accept=".csv,text/csv">
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="default"
                  leftSection={<IconUpload size={14} aria-hidden="true" />}
                  disabled={busy !== null}
                >
                  {t(report.valid ? 'adminCatalogue.import.chooseOther' : 'adminCatalogue.import.chooseFixed')}
                </Button>
              )}
            </FileButton>
          </Group>
          {refused && (
            <Alert
              color="red"
              icon={<IconAlertTriangle size={18} aria-hidden="true" />}
              title={t('adminCatalogue.import.refusedTitle')}
            >
              {t('adminCatalogue.import.refusedBody')}
            </Alert>
          )}
          {!refused && !report.valid && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
              {t('adminCatalogue.import.hasErrors', { count: report.errorCount })}
            </Alert>
          )}
          {problemAlert}
          <ImportReportView key={`${file.name}-${report.errorCount}-${report.rows.length}`} report={report} />
          {running}
          <Group justify="space-between" gap="xs">
            <Button variant="subtle" color="gray" onClick={reset} disabled={busy !== null}>
              {t('adminCatalogue.import.back')}
            </Button>
            <Button
              onClick={() => void commit()}
              disabled={!report.valid || busy !== null}
              loading={busy === 'commit'}
              leftSection={<IconCheck size={16} aria-hidden="true" />}
            >
              {report.valid
                ? t('adminCatalogue.import.commit', { count: report.creates + report.updates })
                : t('adminCatalogue.import.commitBlocked')}
            </Button>
          </Group>
        </Stack>
      )}

      {step === 2 && report && (
        <Stack align="center" gap="sm" py="lg" ta="center">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <IconCheck size={30} aria-hidden="true" />
          </ThemeIcon>
          <Text fw={700} fz="lg">
            {t('adminCatalogue.import.doneTitle')}
          </Text>
          <Text c="dimmed">
            {t('adminCatalogue.import.done', { creates: formatNumber(report.creates), updates: formatNumber(report.updates) })}
          </Text>
          <Group gap="xs" mt="sm">
            <Button variant="default" onClick={reset}>
              {t('adminCatalogue.import.another')}
            </Button>
            <Button onClick={close}>{t('adminCatalogue.common.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
