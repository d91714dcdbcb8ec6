import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTAINS_TERMS, expectSameAsContains } from '../../test/search-terms.ts';
import { startTestApp, type Caller, type TestApp, invalid } from '../../test/harness.ts';
import { download } from '../../test/catalogue-fixtures.ts';
import { adminImage, adminPdf, datedCsvLines, expectStatus, inDays, rows } from '../content/content.test-utils.ts';
import { withStaffAndCustomer } from '../../test/signed-in.ts';

// IR: disclosures with PDF attachments, grouped by the year of their date; scheduled ones hidden.
let t: TestApp;
let admin: Caller;
let customer: Caller;
beforeAll(async () => ({ t, admin, customer } = await withStaffAndCustomer(startTestApp())));
afterAll(() => t?.close());

async function create(title: string, publishAt: string, attachmentIds?: string[]) {
  const ids = attachmentIds ?? [(await adminPdf(t, admin)).id];
  const res = await admin.request('POST', '/api/admin/ir', { title, body: '<p>Summary</p>', publishAt, attachmentIds: ids });
  expectStatus(res, 201);
  return res.body;
}

describe('IR', () => {
  it('groups disclosures by year, newest first, with their PDFs; scheduled ones stay hidden', async () => {
    const a = await create('2024 annual report', '2025-03-20T09:00:00+09:00');
    const b = await create('2025 Q1 earnings', '2025-05-10T09:00:00+09:00');
    // 1 January 00:30 in Korea is still the old year in UTC: the Korean year counts
    const c = await create('2023 annual report', '2024-01-01T00:30:00+09:00');
    const later = await create('Next report', inDays(30));

    const years = await t.visitor.request('GET', '/api/ir/years');
    expectStatus(years, 200);
    expect(years.body.items).toEqual([
      { year: 2025, count: 2 },
      { year: 2024, count: 1 },
    ]);
    const y2025 = await t.visitor.request('GET', '/api/ir?year=2025');
    expect(y2025.body.items.map((x: { id: string }) => x.id)).toEqual([b.id, a.id]);
    expect(y2025.body.items[0]!.attachments[0]).toMatchObject({ kind: 'document', mime: 'application/pdf' });
    expect((await t.visitor.request('GET', '/api/ir?year=2024')).body.items.map((x: { id: string }) => x.id)).toEqual([c.id]);

    expectStatus(await t.visitor.request('GET', `/api/ir/${later.id}`), 404);
    expect((await download(t, t.visitor, later.attachments[0]!.url)).status).toBe(404);
    expect((await download(t, t.visitor, a.attachments[0]!.url)).status).toBe(200);
    const staffYears = await admin.request('GET', '/api/admin/ir/years');
    expect(staffYears.body.items.length).toBe(3);
    expectStatus(await customer.request('GET', '/api/admin/ir'), 403);
  });

  it('needs at least one PDF, and only PDFs', async () => {
    const before = await rows(t, 'ir_posts');
    const none = await admin.request('POST', '/api/admin/ir', { title: 'x', publishAt: inDays(-1), attachmentIds: [] });
    expectStatus(none, 400);
    expect(none.body.fields.attachmentIds).toBe('errors.pdfRequired');
    const img = await adminImage(t, admin);
    const notPdf = await admin.request('POST', '/api/admin/ir', { title: 'x', publishAt: inDays(-1), attachmentIds: [img.id] });
    expectStatus(notPdf, 400);
    expect(notPdf.body.fields.attachmentIds).toBe('errors.fileUnknown');
    const noDate = await admin.request('POST', '/api/admin/ir', invalid({ title: 'x', attachmentIds: [img.id] }));
    expect(noDate.body.fields.publishAt).toBe('errors.invalidDateTime');
    expect(await rows(t, 'ir_posts')).toBe(before);
  });

  it('edits and deletes with the files', async () => {
    const p = await create('To change', inDays(-1));
    const pdf2 = await adminPdf(t, admin, 'second.pdf');
    const res = await admin.request('PUT', `/api/admin/ir/${p.id}`, {
      title: 'Changed',
      publishAt: p.publishAt,
      attachmentIds: [pdf2.id],
    });
    expectStatus(res, 200);
    expect(res.body.attachments.map((f: { id: string }) => f.id)).toEqual([pdf2.id]);
    expect(await rows(t, 'files', 'id = $1', [p.attachments[0]!.id])).toBe(0);
    expectStatus(await admin.request('DELETE', `/api/admin/ir/${p.id}`), 204);
    expect(await rows(t, 'files', 'id = $1', [pdf2.id])).toBe(0);
    expectStatus(await admin.request('DELETE', `/api/admin/ir/${p.id}`), 404);
  });
});

describe('staff CSV', () => {
  it('exports the list with its year and search, scheduled ones too, with the documents by name', async () => {
    const tag = `csv${Date.now().toString(36)}`;
    const pdf = await adminPdf(t, admin, 'annual; 2019.pdf');
    const a = await create(`${tag} 2019 report`, '2020-03-20T09:00:00+09:00', [pdf.id, (await adminPdf(t, admin)).id]);
    const b = await create(`${tag} 2020 report`, '2021-03-20T09:00:00+09:00');
    const later = await create(`${tag} next`, inDays(30));
    const csv = await admin.request('GET', `/api/admin/ir.csv?q=${tag}`);
    const lines = datedCsvLines(csv, 'ir');
    expect(lines[0]).toBe('id,title,year,status,publishAt,documents,createdAt,updatedAt');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([later.id, b.id, a.id]);
    expect(lines[1]).toContain(`,${tag} next,`);
    expect(lines[1]).toContain(',scheduled,');
    expect(lines[3]).toContain(`,${tag} 2019 report,2020,published,${a.publishAt},annual; 2019.pdf; report.pdf,`);

    const y2021 = await admin.request('GET', `/api/admin/ir.csv?q=${tag}&year=2021`);
    expect(
      String(y2021.body)
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual([b.id]);
    const bad = await admin.request('GET', '/api/admin/ir.csv?year=twenty');
    expectStatus(bad, 400);
    expect(bad.body.fields.year).toBeTruthy();
    expectStatus(await customer.request('GET', '/api/admin/ir.csv'), 403);
    expectStatus(await t.visitor.request('GET', '/api/admin/ir.csv'), 401);
  });
});

describe('search by short terms (issue 27)', () => {
  it('finds by one or two characters, Korean words and LIKE wildcards exactly what "contains" finds', async () => {
    // title and text through their trigram or gram index (lib/like.ts): the matches of the LIKE alone
    const serum = await create('수분세럼 사업 보고', '2025-03-20T09:00:00+09:00');
    const res = await admin.request('POST', '/api/admin/ir', {
      title: '100% 달빛_공시',
      body: '<p>kr \\ dalbit serum</p>',
      publishAt: inDays(10),
      attachmentIds: [(await adminPdf(t, admin)).id],
    });
    expectStatus(res, 201);
    await expectSameAsContains(
      CONTAINS_TERMS,
      async (term) => {
        const list = await admin.request('GET', `/api/admin/ir?limit=50&q=${encodeURIComponent(term)}`);
        expectStatus(list, 200);
        return list.body.items.map((x: { id: string }) => x.id);
      },
      async (like) =>
        (await t.db.pool.query(`select id from ir_posts where lower(title || ' ' || body_text) like $1`, [like])).rows.map(
          (r) => r.id,
        ),
    );
    const found = await t.visitor.request('GET', `/api/ir?q=${encodeURIComponent('세럼')}`);
    expect(found.body.items.map((x: { id: string }) => x.id)).toEqual([serum.id]);
  });
});
