import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fileRefSchema } from '@formulab/shared/catalogue/files.schema';
import { irPageSchema, irPostSchema, irYearsSchema } from '@formulab/shared/content/content.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { IR_ID, fileRef, irPost, pageOf } from '../../test/fixtures/admin-content.ts';
import { adminMe, answer, hang, network, refuse, signedInAs } from '../../test/network.ts';
import { atWindowWidth, renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './admin-IR.tsx';

const c = admin.adminContent;
const open = (url: string) => renderUi(<Component />, { url, path: '/admin/admin-IR' });
const years = {
  items: [
    { year: 2026, count: 1 },
    { year: 2025, count: 4 },
  ],
};
const scheduled = irPost({
  id: '6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e',
  title: 'Q1 2026 results',
  publishAt: '2026-05-15T01:00:00.000Z',
  scheduled: true,
  attachments: [],
});

/**
 * The staff upload answers `file` (checked with its schema). A multipart body cannot be read by the
 * kit's `answer` (it reads every body as text, and the test DOM's FormData stream then closes early), so this
 * handler counts the uploads without reading them.
 */
function upload(file: ReturnType<typeof fileRef>) {
  const ref = fileRefSchema.parse(file);
  const calls: string[] = [];
  network.use(
    http.post('/api/admin/files', ({ request }) => {
      calls.push(request.headers.get('content-type') ?? '');
      return HttpResponse.json(ref);
    }),
  );
  return calls;
}

describe('/admin/admin-IR — disclosures', () => {
  it('on a phone says under the title when a disclosure is published, and that it is still to come', async () => {
    atWindowWidth(390);
    signedInAs(adminMe);
    answer.get('/api/admin/ir', irPageSchema, pageOf([irPost(), scheduled]));
    answer.get('/api/admin/ir/years', irYearsSchema, years);
    open('/admin/admin-IR');
    const later = (await screen.findByRole('button', { name: 'Q1 2026 results' })).closest('tr')!;
    // the publication column is gone; its time and the badge stand in the title's cell
    expect(screen.queryByRole('columnheader', { name: c.ir.publishAt })).toBeNull();
    expect(within(later).getByText(c.notices.statuses.scheduled)).toBeInTheDocument();
    expect(later.querySelector('td')).toHaveTextContent(c.notices.statuses.scheduled);
  });

  it('lists the disclosures with their PDFs and date, each opening its form', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/ir', irPageSchema, pageOf([irPost(), scheduled]));
    // '/api/admin/ir/:id' matches '/api/admin/ir/years' too: the later handler wins, so years come after it
    hang('get', '/api/admin/ir/:id');
    answer.get('/api/admin/ir/years', irYearsSchema, years);
    const { user, router } = open('/admin/admin-IR');
    const title = await screen.findByRole('button', { name: 'FY2025 earnings release' });
    expect(title.closest('tr')).toHaveTextContent('1');
    const later = screen.getByRole('button', { name: 'Q1 2026 results' }).closest('tr')!;
    // its publication time's column and, for a phone, the line under the title (CSS shows one of them)
    expect(within(later).getAllByText(c.notices.statuses.scheduled)).toHaveLength(2);
    await user.click(title);
    expect(urlOf(router)).toBe(`/admin/admin-IR?edit=${IR_ID}`);
    expect(await screen.findByRole('dialog', { name: c.ir.editTitle })).toBeInTheDocument();
  });

  it("asks the server for one year's disclosures when a year is picked", async () => {
    signedInAs(adminMe);
    const calls = answer.get('/api/admin/ir', irPageSchema, ({ query }) =>
      pageOf(query.get('year') === '2026' ? [irPost()] : [irPost(), scheduled]),
    );
    answer.get('/api/admin/ir/years', irYearsSchema, years);
    const { user, router } = open('/admin/admin-IR');
    await screen.findByText('Q1 2026 results');
    await user.click(screen.getByRole('textbox', { name: c.ir.year }));
    await user.click(await screen.findByRole('option', { name: '2026 (1)' }));
    await waitFor(() => expect(screen.queryByText('Q1 2026 results')).toBeNull());
    expect(calls.last?.query.get('year')).toBe('2026');
    expect(urlOf(router)).toBe('/admin/admin-IR?year=2026');
  });

  it('publishes a new disclosure with its uploaded PDF', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/ir', irPageSchema, pageOf([]));
    answer.get('/api/admin/ir/years', irYearsSchema, { items: [] });
    const pdf = fileRef({ id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e', name: 'q2-2026-results.pdf' });
    const uploads = upload(pdf);
    const created = answer.post('/api/admin/ir', irPostSchema, () => irPost({ title: 'Q2 2026 results' }), { status: 201 });
    const { user, router } = open('/admin/admin-IR?edit=new');
    const dialog = await screen.findByRole('dialog', { name: c.ir.addTitle });
    await user.click(within(dialog).getByRole('textbox', { name: new RegExp(c.title) }));
    await user.paste('Q2 2026 results');
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['%PDF-1.7'], 'q2-2026-results.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('q2-2026-results.pdf')).toBeVisible();
    expect(uploads).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created.last?.body).toMatchObject({
      title: 'Q2 2026 results',
      body: '',
      attachmentIds: ['b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e'],
    });
    expect(Date.parse((created.last?.body as { publishAt: string }).publishAt)).not.toBeNaN();
    await waitFor(() => expect(urlOf(router)).toBe('/admin/admin-IR'));
  });

  it('asks for a PDF before a disclosure is sent', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/ir', irPageSchema, pageOf([]));
    answer.get('/api/admin/ir/years', irYearsSchema, { items: [] });
    const created = answer.post('/api/admin/ir', irPostSchema, irPost());
    const { user } = open('/admin/admin-IR?edit=new');
    const dialog = await screen.findByRole('dialog', { name: c.ir.addTitle });
    await user.click(within(dialog).getByRole('textbox', { name: new RegExp(c.title) }));
    await user.paste('Q2 2026 results');
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    expect(await within(dialog).findByText(en.errors.pdfRequired)).toBeVisible();
    expect(created).toHaveLength(0);
  });

  it('says so when someone changed the disclosure meanwhile', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/ir', irPageSchema, pageOf([irPost()]));
    answer.get('/api/admin/ir/:id', irPostSchema, irPost());
    answer.get('/api/admin/ir/years', irYearsSchema, years);
    const saves = refuse('put', '/api/admin/ir/:id', 409, 'CHANGED_MEANWHILE', {}, { record: 'irPost' });
    const { user, router } = open(`/admin/admin-IR?edit=${IR_ID}`);
    const dialog = await screen.findByRole('dialog', { name: c.ir.editTitle });
    const title = await within(dialog).findByRole('textbox', { name: new RegExp(c.title) });
    expect(title).toHaveValue('FY2025 earnings release');
    await user.click(title);
    await user.paste(' (corrected)');
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.changedMeanwhile.irPost);
    expect(saves.last?.body).toMatchObject({ title: 'FY2025 earnings release (corrected)', version: 2 });
    expect(urlOf(router)).toBe(`/admin/admin-IR?edit=${IR_ID}`);
  });

  it('invites the first disclosure when there is none', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/ir', irPageSchema, pageOf([]));
    answer.get('/api/admin/ir/years', irYearsSchema, { items: [] });
    open('/admin/admin-IR');
    expect(await screen.findByText(c.ir.empty)).toBeVisible();
    expect(screen.getByText(c.ir.emptyHint)).toBeVisible();
  });

  it('says the list could not be loaded and loads it again on request', async () => {
    signedInAs(adminMe);
    refuse('get', '/api/admin/ir', 500, 'INTERNAL');
    answer.get('/api/admin/ir/years', irYearsSchema, years);
    const { user } = open('/admin/admin-IR');
    expect(await screen.findByText(en.apiErrors.INTERNAL)).toBeVisible();
    answer.get('/api/admin/ir', irPageSchema, pageOf([irPost()]));
    await user.click(screen.getByRole('button', { name: c.retry }));
    expect(await screen.findByText('FY2025 earnings release')).toBeVisible();
  });
});
