import '@mantine/dropzone/styles.css';
import { Alert, Button, FileButton, Grid, Group, Progress, Stack, Stepper, Text, type MantineColor } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCheck,
  IconFileSpreadsheet,
  IconInfoCircle,
  IconUpload,
} from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ApiError, errorKey } from '../../lib/api.ts';
import { formatBytes, isFileProblem } from './files.ts';

/** What every import report says: whether it can be (or was) committed, and how many rows stop it. */
export type ImportReportBase = { valid: boolean; committed: boolean; errorCount: number };

/** A file read for import: the request to send, and what the wizard shows about the file. */
export type ChosenFile<Req> = { request: Req; name: string; size: number; encoding: 'utf-8' | 'euc-kr' | null };

export type ImportBusy = 'reading' | 'preview' | 'commit';

/** The wizard's words, translated by the screen (each import has its own). */
export type ImportWizardCopy<R> = {
  drop: string;
  dropHint: string;
  busy: (step: ImportBusy, fileName: string) => string;
  fileProblem: string;
  readAsEucKr: string;
  wrongType: string;
  tooLarge: string;
  chooseOther: string;
  chooseFixed: string;
  back: string;
  /** the server refused the commit (something changed since the preview) */
  refused: (report: R) => { title: string; body: string };
  /** the preview found rows with problems */
  invalid: (report: R) => { title?: string; body: string };
  /** the preview found none (no alert when absent) */
  ready?: (report: R) => string;
  commit: (report: R) => string;
  commitBlocked: string;
};

type Props<Req, R extends ImportReportBase> = {
  /** reads a chosen file into a request; throws a FileProblem for a wrong type or size */
  read: (file: File) => Promise<ChosenFile<Req>>;
  preview: (request: Req) => Promise<R>;
  /** all rows or none; a refused import resolves with its report (postForReport) */
  commit: (request: Req) => Promise<R>;
  onCommitted?: (report: R) => void;
  copy: ImportWizardCopy<R>;
  /** what the drop zone takes: MIME type → extensions */
  accept: Record<string, string[]>;
  maxBytes: number;
  /** parameters of a server message about the whole file (e.g. its size limit) */
  problemParams?: Record<string, string>;
  /** a stepper over the wizard: choose, preview, done */
  steps?: [string, string, string];
  /** under the drop zone: the template to start from, the rules */
  chooseExtra?: ReactNode;
  /** beside the drop zone on wide screens: what each column means */
  aside?: ReactNode;
  /** under the per-row preview */
  previewExtra?: ReactNode;
  /** the per-row preview of a report */
  renderPreview: (report: R) => ReactNode;
  /** after the commit: what was written; `again` starts over */
  renderDone: (report: R, file: ChosenFile<Req>, again: () => void) => ReactNode;
  /** a commit is under way: the frame around the wizard should not close */
  onBusyChange?: (committing: boolean) => void;
  /** the background of the sticky commit bar (the page's or the dialog's) */
  footerBg?: MantineColor;
};

// a light alert's title in its own colour (shade 6) is under 4.5:1 on its tinted background
const TITLE_RED = { title: { color: 'var(--mantine-color-red-9)' } };
const TITLE_DARK = { title: { color: 'var(--mantine-color-gray-9)' } };

/**
 * The import wizard of every admin area: template → drop a file → per-row preview (nothing written)
 * → commit all rows or none → result. Choosing the corrected file again starts a fresh preview; a
 * commit the server refuses (the data changed since) shows its report the same way.
 */
export function ImportWizard<Req, R extends ImportReportBase>(p: Props<Req, R>) {
  const { t, i18n } = useTranslation();
  const mobile = useMediaQuery('(max-width: 48em)');
  const [file, setFile] = useState<ChosenFile<Req> | null>(null);
  const [report, setReport] = useState<R | null>(null);
  const [reports, setReports] = useState(0);
  const [refused, setRefused] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusyState] = useState<ImportBusy | null>(null);
  const setBusy = (b: ImportBusy | null) => {
    setBusyState(b);
    p.onBusyChange?.(b === 'commit');
  };
  const show = (r: R) => {
    setReport(r);
    setReports((n) => n + 1);
  };

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
    setProblem(t(field ?? errorKey(err), p.problemParams));
  };

  const choose = async (f: File | null) => {
    if (!f) return;
    reset();
    setBusy('reading');
    try {
      const chosen = await p.read(f);
      setFile(chosen);
      setBusy('preview');
      show(await p.preview(chosen.request));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };
  const rejected = (r: FileRejection[]) =>
    setProblem(r[0]?.errors[0]?.code === 'file-too-large' ? p.copy.tooLarge : p.copy.wrongType);

  const commit = async () => {
    if (!file) return;
    setBusy('commit');
    setProblem(null);
    try {
      const result = await p.commit(file.request);
      show(result);
      setRefused(!result.committed);
      if (result.committed) p.onCommitted?.(result);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  const running = busy && (
    <Stack gap={4} aria-live="polite">
      <Text fz="sm">{p.copy.busy(busy, file?.name ?? '')}</Text>
      <Progress value={100} animated striped aria-label={p.copy.busy(busy, file?.name ?? '')} />
    </Stack>
  );
  const problemAlert = problem && (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title={p.copy.fileProblem}
      styles={TITLE_RED}
      role="alert"
    >
      {problem}
    </Alert>
  );
  const stepper = p.steps && (
    <Stepper
      active={report?.committed ? 3 : report && file ? 1 : 0}
      size={mobile ? 'xs' : 'sm'}
      wrap={false}
      mb="md"
      allowNextStepsSelect={false}
    >
      {p.steps.map((label) => (
        <Stepper.Step key={label} label={label} />
      ))}
    </Stepper>
  );

  if (report?.committed && file)
    return (
      <>
        {stepper}
        {p.renderDone(report, file, reset)}
      </>
    );

  if (!report || !file) {
    const drop = (
      <Stack gap="sm">
        <Dropzone
          onDrop={(f) => void choose(f[0] ?? null)}
          onReject={rejected}
          accept={p.accept}
          maxSize={p.maxBytes}
          multiple={false}
          loading={busy !== null}
          aria-label={p.copy.drop}
          // the dropzone (named) is the control; its file input, unnamed, is only its mechanism
          inputProps={{ 'aria-hidden': true }}
        >
          <Group justify="center" gap="md" mih={140} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <IconFileSpreadsheet size={44} color="var(--mantine-color-gray-6)" aria-hidden="true" />
            <div>
              <Text fw={600}>{p.copy.drop}</Text>
              <Text fz="sm" c="gray.7">
                {p.copy.dropHint}
              </Text>
            </div>
          </Group>
        </Dropzone>
        {running}
        {problemAlert}
        {p.chooseExtra}
      </Stack>
    );
    return (
      <>
        {stepper}
        {p.aside ? (
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, lg: 7 }}>{drop}</Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>{p.aside}</Grid.Col>
          </Grid>
        ) : (
          drop
        )}
      </>
    );
  }

  const invalid = !refused && !report.valid ? p.copy.invalid(report) : null;
  const ready = !refused && report.valid ? p.copy.ready?.(report) : undefined;
  return (
    <>
      {stepper}
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fz="sm" truncate="end">
            <IconFileSpreadsheet size={16} aria-hidden="true" style={{ verticalAlign: -3 }} /> <b>{file.name}</b>{' '}
            <Text span c="gray.7" fz="xs">
              {formatBytes(file.size, i18n.language)}
              {file.encoding === 'euc-kr' ? ` · ${p.copy.readAsEucKr}` : ''}
            </Text>
          </Text>
          <FileButton onChange={(f) => void choose(f)} accept={[...new Set(Object.values(p.accept).flat())].join(',')}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                leftSection={<IconUpload size={14} aria-hidden="true" />}
                disabled={busy !== null}
              >
                {report.valid ? p.copy.chooseOther : p.copy.chooseFixed}
              </Button>
            )}
          </FileButton>
        </Group>
        {refused && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            title={p.copy.refused(report).title}
            styles={TITLE_RED}
            role="alert"
          >
            {p.copy.refused(report).body}
          </Alert>
        )}
        {ready && (
          <Alert color="teal" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
            {ready}
          </Alert>
        )}
        {invalid && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            title={invalid.title}
            styles={TITLE_DARK}
          >
            {invalid.body}
          </Alert>
        )}
        {problemAlert}
        <Fragment key={reports}>{p.renderPreview(report)}</Fragment>
        {running}
        {p.previewExtra}
        <Group justify="space-between" gap="xs" pos="sticky" bottom={0} py="xs" bg={p.footerBg ?? 'gray.0'} style={{ zIndex: 2 }}>
          <Button
            variant="subtle"
            color="dark"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            onClick={reset}
            disabled={busy !== null}
          >
            {p.copy.back}
          </Button>
          <Button
            onClick={() => void commit()}
            disabled={!report.valid || busy !== null}
            loading={busy === 'commit'}
            leftSection={<IconCheck size={16} aria-hidden="true" />}
          >
            {report.valid ? p.copy.commit(report) : p.copy.commitBlocked}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
