import '@mantine/dropzone/styles.css';
import { Accordion, Alert, Anchor, Button, FileButton, Grid, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCheck,
  IconFileSpreadsheet,
  IconInfoCircle,
  IconUpload,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeImportReport } from '@formulab/shared/recipes/recipes.schema';
import { ApiError, errorKey } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { commitRecipeImport, previewRecipeImport, templateUrl } from './admin-api.ts';
import { ImportPreview } from './import-preview.tsx';
import { ImportResult } from './import-result.tsx';
import { ACCEPT, MAX_BYTES, formatBytes, isFileProblem, readRecipeFile, type ChosenFile } from './read-file.ts';

type Busy = 'reading' | 'preview' | 'commit' | null;
// a light alert's title in its own colour (shade 6) is under 4.5:1 on its tinted background
const TITLE_RED = { title: { color: 'var(--mantine-color-red-9)' } };
const TITLE_DARK = { title: { color: 'var(--mantine-color-gray-9)' } };

/**
 * The bulk import: choose a CSV or XLSX → see every recipe and every row's problems → import all
 * recipes at once, or none. Choosing the corrected file again starts a fresh preview.
 */
export function RecipeImport({ help, helpInline }: { help: ReactNode; helpInline: ReactNode }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [report, setReport] = useState<RecipeImportReport | null>(null);
  const [refused, setRefused] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  const reset = () => {
    setFile(null);
    setReport(null);
    setRefused(false);
    setProblem(null);
  };
  const fail = (err: unknown) => {
    if (isFileProblem(err)) return setProblem(t(err.key, err.params));
    // a file the server cannot read at all names the reason as its one field
    const field = err instanceof ApiError ? Object.values(err.fields)[0] : undefined;
    setProblem(t(field ?? errorKey(err), { max: '8 MB' }));
  };

  const choose = async (f: File | null) => {
    if (!f) return;
    reset();
    setBusy('reading');
    try {
      const chosen = await readRecipeFile(f);
      setFile(chosen);
      setBusy('preview');
      setReport(await previewRecipeImport(chosen.request));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };
  const rejected = (r: FileRejection[]) =>
    setProblem(
      r[0]?.errors[0]?.code === 'file-too-large'
        ? t('adminRecipes.import.tooLarge', { max: '8 MB' })
        : t('adminRecipes.import.wrongType'),
    );

  const commit = async () => {
    if (!file) return;
    setBusy('commit');
    setProblem(null);
    try {
      const result = await commitRecipeImport(file.request);
      setReport(result);
      setRefused(!result.committed);
      if (result.committed) {
        void queryClient.invalidateQueries({ queryKey: ['admin-recipes'] });
        void queryClient.invalidateQueries({ queryKey: ['admin-recipe-owners'] });
      }
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  const running = busy && (
    <Stack gap={4} aria-live="polite">
      <Text fz="sm">{t(`adminRecipes.import.busy.${busy}`, { name: file?.name ?? '' })}</Text>
      <Progress value={100} animated striped aria-label={t(`adminRecipes.import.busy.${busy}`, { name: file?.name ?? '' })} />
    </Stack>
  );
  const problemAlert = problem && (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title={t('adminRecipes.import.fileProblem')}
      styles={TITLE_RED}
      role="alert"
    >
      {problem}
    </Alert>
  );

  if (report?.committed && file) return <ImportResult report={report} fileName={file.name} onAnother={reset} />;

  if (!report || !file) {
    return (
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="sm">
            <Dropzone
              onDrop={(f) => void choose(f[0] ?? null)}
              onReject={rejected}
              accept={ACCEPT}
              maxSize={MAX_BYTES.csv}
              multiple={false}
              loading={busy !== null}
              aria-label={t('adminRecipes.import.drop')}
            >
              <Group justify="center" gap="md" mih={140} style={{ pointerEvents: 'none' }} wrap="nowrap">
                <IconFileSpreadsheet size={44} color="var(--mantine-color-gray-6)" aria-hidden="true" />
                <div>
                  <Text fw={600}>{t('adminRecipes.import.drop')}</Text>
                  <Text fz="sm" c="gray.7">
                    {t('adminRecipes.import.dropHint')}
                  </Text>
                </div>
              </Group>
            </Dropzone>
            {running}
            {problemAlert}
            <Text fz="sm" c="gray.7">
              {t('adminRecipes.import.templateHint')}{' '}
              <Anchor href={templateUrl('xlsx')} download fz="sm">
                {t('adminRecipes.import.templateXlsx')}
              </Anchor>
              {' · '}
              <Anchor href={templateUrl('csv')} download fz="sm">
                {t('adminRecipes.import.templateCsv')}
              </Anchor>
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>{help}</Grid.Col>
      </Grid>
    );
  }

  const recipes = report.recipes.length;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fz="sm" truncate="end">
          <IconFileSpreadsheet size={16} aria-hidden="true" style={{ verticalAlign: -3 }} /> <b>{file.name}</b>{' '}
          <Text span c="gray.7" fz="xs">
            {formatBytes(file.size, i18n.language)}
            {file.encoding === 'euc-kr' ? ` · ${t('adminRecipes.import.readAsEucKr')}` : ''}
          </Text>
        </Text>
        <FileButton
          onChange={(f) => void choose(f)}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        >
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              leftSection={<IconUpload size={14} aria-hidden="true" />}
              disabled={busy !== null}
            >
              {t(report.valid ? 'adminRecipes.import.chooseOther' : 'adminRecipes.import.chooseFixed')}
            </Button>
          )}
        </FileButton>
      </Group>
      {refused ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={t('adminRecipes.import.refusedTitle')}
          styles={TITLE_RED}
          role="alert"
        >
          {t('adminRecipes.import.refusedBody', { count: report.errorCount })}
        </Alert>
      ) : report.valid ? (
        <Alert color="teal" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          {t('adminRecipes.import.allReady', { count: recipes })}
        </Alert>
      ) : (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={t('adminRecipes.import.hasErrorsTitle', { count: report.errorCount })}
          styles={TITLE_DARK}
        >
          {t('adminRecipes.import.hasErrors')}
        </Alert>
      )}
      {problemAlert}
      <ImportPreview key={`${file.name}-${report.errorCount}-${report.rows.length}-${refused}`} report={report} />
      {running}
      <Accordion variant="contained" radius="md">
        <Accordion.Item value="help">
          <Accordion.Control>{t('adminRecipes.import.columns.title')}</Accordion.Control>
          <Accordion.Panel>{helpInline}</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Group justify="space-between" gap="xs" pos="sticky" bottom={0} py="xs" bg="gray.0" style={{ zIndex: 2 }}>
        <Button
          variant="subtle"
          color="dark"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          onClick={reset}
          disabled={busy !== null}
        >
          {t('adminRecipes.import.back')}
        </Button>
        <Button
          onClick={() => void commit()}
          disabled={!report.valid || busy !== null}
          loading={busy === 'commit'}
          leftSection={<IconCheck size={16} aria-hidden="true" />}
        >
          {report.valid
            ? t('adminRecipes.import.commit', { count: recipes, n: formatNumber(recipes) })
            : t('adminRecipes.import.commitBlocked')}
        </Button>
      </Group>
    </Stack>
  );
}
