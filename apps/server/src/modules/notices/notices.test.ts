import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestApp,
  type Caller,
  type ResponseBody,
  type TestApp,
  type TestResponse,
  invalid,
  type RequestBody,
} from '../../test/harness.ts';
import { download } from '../../test/catalogue-fixtures.ts';
import { adminImage, adminPdf, datedCsvLines, expectStatus, inDays, rows, uid } from '../content/content.test-utils.ts';
import { withStaffAndCustomer } from '../../test/signed-in.ts';

// Notices: staff write them (rich text, sanitised), pin, schedule and attach files; the public reads
// published ones, pinned first, searches them and opens one by its link.
let t: TestApp;
let admin: Caller;
let customer: Caller;
beforeAll(async () => ({ t, admin, customer } = await withStaffAndCustomer(startTestApp())));
afterAll(() => t?.close());

const create = async (body: Partial<RequestBody<'POST', '/api/admin/notices'>> & { title: string }) => {
  const res = await admin.request('POST', '/api/admin/notices', { body: '<p>text</p>', ...body });
  expectStatus(res, 201);
  return res.body;
};

describe('notices', () => {
  it('publishes, pins first, hides scheduled ones until their time, and opens by link', async () => {
    const tag = uid();
    const old = await create({ title: `${tag} old`, publishAt: inDays(-3) });
    const pinned = await create({ title: `${tag} pinned`, pinned: true, publishAt: inDays(-10) });
    const fresh = await create({ title: `${tag} fresh` });
    const scheduled = await create({ title: `${tag} scheduled`, publishAt: inDays(2) });
    expect(scheduled.status).toBe('scheduled');
    expect(fresh.status).toBe('published');

    const list = await t.visitor.request('GET', `/api/notices?q=${tag}`);
    expectStatus(list, 200);
    expect(list.body.items.map((n: { id: string }) => n.id)).toEqual([pinned.id, fresh.id, old.id]);
    expect(list.body.total).toBe(3);

    expectStatus(await t.visitor.request('GET', `/api/notices/${fresh.id}`), 200);
    // a scheduled notice is like one that does not exist, for the public; staff see it
    expectStatus(await t.visitor.request('GET', `/api/notices/${scheduled.id}`), 404);
    expectStatus(await customer.request('GET', `/api/notices/${scheduled.id}`), 404);
    expectStatus(await admin.request('GET', `/api/admin/notices/${scheduled.id}`), 200);
    const staff = await admin.request('GET', `/api/admin/notices?q=${tag}&status=scheduled`);
    expect(staff.body.items.map((n: { id: string }) => n.id)).toEqual([scheduled.id]);

    // once its time has come it is public
    await t.db.pool.query(`update notices set publish_at = now() - interval '1 minute' where id = $1`, [scheduled.id]);
    expectStatus(await t.visitor.request('GET', `/api/notices/${scheduled.id}`), 200);
  });

  it('searches title and text, pages with a cursor', async () => {
    const tag = uid();
    for (let i = 0; i < 5; i++) await create({ title: `Page ${i}`, body: `<p>needle-${tag} ${i}</p>` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: TestResponse<ResponseBody<'GET', '/api/notices'>> = await t.visitor.request(
        'GET',
        `/api/notices?q=needle-${tag}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expectStatus(res, 200);
      expect(res.body.total).toBe(5);
      seen.push(...res.body.items.map((n: { id: string }) => n.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(5);
    expectStatus(await t.visitor.request('GET', '/api/notices?cursor=nonsense'), 400);
  });

  it('sanitises the body and keeps the title as text', async () => {
    const n = await create({
      title: '<b>Title</b> & "quotes"',
      body: '<p onclick="alert(1)">Hello <script>alert(2)</script><a href="javascript:alert(3)">x</a></p>',
    });
    expect(n.title).toBe('<b>Title</b> & "quotes"');
    expect(n.body).toBe('<p>Hello <a>x</a></p>');
    expect(n.excerpt).toBe('Hello x');
  });

  it('attaches PDFs and images, serves them while the notice is public, removes them with it', async () => {
    const pdf = await adminPdf(t, admin);
    const img = await adminImage(t, admin);
    const inline = await adminImage(t, admin);
    const n = await create({
      title: 'With files',
      body: `<p>see</p><img src="${inline.url}">`,
      attachmentIds: [pdf.id, img.id],
      publishAt: inDays(1),
    });
    expect(n.attachments.map((f: { id: string }) => f.id)).toEqual([pdf.id, img.id]);
    expect(n.attachmentCount).toBe(2);
    // not public yet: neither are its files
    expect((await download(t, t.visitor, pdf.url)).status).toBe(404);
    expect((await download(t, t.visitor, inline.url)).status).toBe(404);
    await t.db.pool.query(`update notices set publish_at = now() where id = $1`, [n.id]);
    expect((await download(t, t.visitor, pdf.url)).status).toBe(200);
    expect((await download(t, t.visitor, inline.url)).status).toBe(200);
    // dropping an attachment deletes it
    const edited = await admin.request('PUT', `/api/admin/notices/${n.id}`, {
      title: 'With files',
      body: '<p>see</p>',
      attachmentIds: [pdf.id],
    });
    expectStatus(edited, 200);
    expect(await rows(t, 'files', 'id = $1', [img.id])).toBe(0);
    expect(await rows(t, 'files', 'id = $1', [inline.id])).toBe(0);
    expectStatus(await admin.request('DELETE', `/api/admin/notices/${n.id}`), 204);
    expect(await rows(t, 'files', 'id = $1', [pdf.id])).toBe(0);
    expectStatus(await t.visitor.request('GET', `/api/notices/${n.id}`), 404);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await rows(t, 'notices');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '', body: '<p>x</p>' }, 'title', 'errors.required'],
      [{ title: 'x'.repeat(201), body: '<p>x</p>' }, 'title', 'errors.tooLong'],
      [{ title: 'ok', body: '<script>alert(1)</script>' }, 'body', 'errors.required'],
      [{ title: 'ok', body: 'x'.repeat(100_001) }, 'body', 'errors.tooLong'],
      [{ title: 'ok', body: '<p>x</p>', publishAt: 'tomorrow' }, 'publishAt', 'errors.invalidDateTime'],
      [
        { title: 'ok', body: '<p>x</p>', attachmentIds: ['00000000-0000-4000-8000-000000000000'] },
        'attachmentIds',
        'errors.fileUnknown',
      ],
      [{ title: 'ok', body: '<p>x</p>', pinned: 'yes' }, 'pinned', 'errors.invalidType'],
    ];
    for (const [body, field, key] of cases) {
      const res = await admin.request('POST', '/api/admin/notices', invalid(body));
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.fields?.[field]).toBe(key);
    }
    expect(await rows(t, 'notices')).toBe(before);
  });

  it('is staff-only to write: 401 for visitors, 403 for customers; unknown ids 404', async () => {
    expectStatus(await t.visitor.request('POST', '/api/admin/notices', { title: 'x', body: '<p>x</p>' }), 401);
    expectStatus(await customer.request('POST', '/api/admin/notices', { title: 'x', body: '<p>x</p>' }), 403);
    expectStatus(await customer.request('GET', '/api/admin/notices'), 403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expectStatus(await admin.request('PUT', `/api/admin/notices/${missing}`, { title: 'x', body: '<p>x</p>' }), 404);
    expectStatus(await admin.request('DELETE', `/api/admin/notices/${missing}`), 404);
  });
});

describe('staff CSV', () => {
  it('exports the list with its filters, in its order; staff only', async () => {
    const tag = uid();
    const older = await create({ title: `${tag} older, "quoted"`, publishAt: inDays(-5), pinned: true });
    const newer = await create({ title: `=${tag} newer`, publishAt: inDays(-1) });
    const scheduled = await create({ title: `${tag} scheduled`, publishAt: inDays(3) });
    const csv = await admin.request('GET', `/api/admin/notices.csv?q=${tag}`);
    const lines = datedCsvLines(csv, 'notices');
    expect(lines[0]).toBe('id,title,status,pinned,publishAt,attachments,createdAt,updatedAt');
    // newest publish date first, as the staff list; quotes doubled, a formula neutralised
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([scheduled.id, newer.id, older.id]);
    expect(lines[1]).toContain(`,${tag} scheduled,scheduled,no,${scheduled.publishAt},0,`);
    expect(lines[2]).toContain(`,'=${tag} newer,published,no,`);
    expect(lines[3]).toContain(`,"${tag} older, ""quoted""",published,yes,`);

    const published = await admin.request('GET', `/api/admin/notices.csv?q=${tag}&status=published`);
    expect(
      String(published.body)
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual([newer.id, older.id]);
    const bad = await admin.request('GET', `/api/admin/notices.csv?status=draft`);
    expectStatus(bad, 400);
    expect(bad.body.fields.status).toBeTruthy();
    expectStatus(await customer.request('GET', '/api/admin/notices.csv'), 403);
    expectStatus(await t.visitor.request('GET', '/api/admin/notices.csv'), 401);
  });
});
