import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { ApiError } from '../../lib/api.ts';
import { renderUi } from '../../test/render.tsx';
import { decodeText, type FileProblem } from './files.ts';
import { ImportWizard, type ChosenFile, type ImportWizardCopy } from './import-wizard.tsx';

/** A toy import: one line per row, a row "bad" is an error. */
type Report = { valid: boolean; committed: boolean; errorCount: number; rows: { row: number; text: string; ok: boolean }[] };

const reportOf = (text: string, committed = false): Report => {
  const rows = text
    .split('\n')
    .filter(Boolean)
    .map((t, i) => ({ row: i + 1, text: t, ok: t !== 'bad' }));
  const errorCount = rows.filter((r) => !r.ok).length;
  return { rows, errorCount, valid: errorCount === 0, committed: committed && errorCount === 0 };
};

const copy: ImportWizardCopy<Report> = {
  drop: 'Drop a file here',
  dropHint: 'CSV, up to 1 MB',
  busy: (step, name) => `${step} ${name}`,
  fileProblem: 'This file cannot be imported',
  readAsEucKr: 'read as EUC-KR',
  wrongType: 'Only CSV files',
  tooLarge: 'Too large',
  chooseOther: 'Choose another file',
  chooseFixed: 'Choose the fixed file',
  back: 'Start over',
  refused: (r) => ({ title: 'Nothing was imported', body: `${r.errorCount} rows changed meanwhile` }),
  invalid: (r) => ({ title: `${r.errorCount} rows have problems`, body: 'Fix them and choose the file again.' }),
  ready: (r) => `All ${r.rows.length} rows are ready`,
  commit: (r) => `Import ${r.rows.length} rows`,
  commitBlocked: 'Fix the problems to import',
};

async function readText(file: File): Promise<ChosenFile<string>> {
  if (file.size > 100) throw { key: 'errors.csvTooLarge', params: { max: '100 B' } } satisfies FileProblem;
  const { text, encoding } = decodeText(await file.arrayBuffer());
  return { request: text, name: file.name, size: file.size, encoding };
}

/** The wizard over a mocked API; `commit` answers what the server would. */
function setup(commit = vi.fn(async (text: string) => reportOf(text, true))) {
  const preview = vi.fn(async (text: string) => reportOf(text));
  const onCommitted = vi.fn();
  const view = renderUi(
    <ImportWizard<string, Report>
      read={readText}
      preview={preview}
      commit={commit}
      onCommitted={onCommitted}
      copy={copy}
      accept={{ 'text/csv': ['.csv'] }}
      maxBytes={1_000}
      steps={['Choose', 'Check', 'Done']}
      chooseExtra={<a href="/template.csv">Download the template</a>}
      renderPreview={(r) => (
        <ul aria-label="rows">
          {r.rows.map((row) => (
            <li key={row.row}>{`${row.row}: ${row.text}${row.ok ? '' : ' — error'}`}</li>
          ))}
        </ul>
      )}
      renderDone={(r, file, again) => (
        <div>
          <p role="status">{`${r.rows.length} rows imported from ${file.name}`}</p>
          <button type="button" onClick={again}>
            Import another file
          </button>
        </div>
      )}
    />,
  );
  const choose = (name: string, text: string) =>
    view.user.upload(
      view.container.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([text], name, { type: 'text/csv' }),
    );
  return { ...view, preview, commit, onCommitted, choose };
}

describe('ImportWizard', () => {
  it('starts with the drop zone and the template', () => {
    setup();
    expect(screen.getByText('Drop a file here')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download the template' })).toHaveAttribute('href', '/template.csv');
  });

  it('previews a chosen file row by row, with the file named, before anything is written', async () => {
    const { choose, preview, commit } = setup();
    await choose('ingredients.csv', 'water\nglycerin\n');
    expect(await screen.findByRole('list', { name: 'rows' })).toHaveTextContent('1: water2: glycerin');
    expect(screen.getByText('ingredients.csv')).toBeVisible();
    expect(screen.getByText('All 2 rows are ready')).toBeVisible();
    expect(preview).toHaveBeenCalledWith('water\nglycerin\n');
    expect(commit).not.toHaveBeenCalled();
  });

  it('commits all rows and shows the result', async () => {
    const { user, choose, commit, onCommitted } = setup();
    await choose('ingredients.csv', 'water\nglycerin\n');
    await user.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 rows imported from ingredients.csv');
    expect(commit).toHaveBeenCalledOnce();
    expect(onCommitted).toHaveBeenCalledWith(expect.objectContaining({ committed: true }));
  });

  it('blocks the commit while any row has a problem, and says how many', async () => {
    const { choose } = setup();
    await choose('ingredients.csv', 'water\nbad\n');
    expect(await screen.findByText('1 rows have problems')).toBeVisible();
    expect(screen.getByRole('list', { name: 'rows' })).toHaveTextContent('2: bad — error');
    expect(screen.getByRole('button', { name: 'Fix the problems to import' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose the fixed file' })).toBeVisible();
  });

  it('shows a commit the server refused with its report, and writes nothing', async () => {
    const { user, choose, onCommitted } = setup(vi.fn(async () => reportOf('water\nbad\n')));
    await choose('ingredients.csv', 'water\nglycerin\n');
    await user.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    // the "ready" note is an alert too until the refusal re-renders: wait for the refusal itself
    const alert = await screen.findByRole('alert', { name: 'Nothing was imported' });
    expect(alert).toHaveTextContent('1 rows changed meanwhile');
    expect(screen.getByRole('list', { name: 'rows' })).toHaveTextContent('2: bad — error');
    expect(onCommitted).not.toHaveBeenCalled();
  });

  it('says why a file is refused before it is sent, in the reader’s language', async () => {
    const { choose, preview } = setup();
    await choose('ingredients.csv', 'water\n'.repeat(30));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.errors.csvTooLarge.replace('{{max}}', '100 B'));
    expect(preview).not.toHaveBeenCalled();
  });

  it('refuses a file the drop zone does not take', async () => {
    const { choose, preview } = setup();
    await choose('huge.csv', 'x'.repeat(2_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too large');
    expect(preview).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it cannot read the file at all", async () => {
    const { choose, preview } = setup();
    preview.mockRejectedValueOnce(new ApiError(400, 'VALIDATION', 'bad', { csv: 'errors.csvColumns' }));
    await choose('ingredients.csv', 'water\n');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This file cannot be imported');
    expect(alert).toHaveTextContent(en.errors.csvColumns);
  });

  it('starts over from the preview, and again after a commit', async () => {
    const { user, choose } = setup();
    await choose('ingredients.csv', 'water\n');
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(screen.getByText('Drop a file here')).toBeVisible();
    await choose('ingredients.csv', 'water\n');
    await user.click(await screen.findByRole('button', { name: 'Import 1 rows' }));
    await user.click(await screen.findByRole('button', { name: 'Import another file' }));
    await waitFor(() => expect(screen.getByText('Drop a file here')).toBeVisible());
  });
});
