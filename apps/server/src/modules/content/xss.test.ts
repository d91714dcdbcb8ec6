import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { activeContent, adminPdf, expectStatus, uid } from './content.test-utils.ts';
import { XSS_CORPUS } from './xss-corpus.ts';
import { withStaffAndCustomer } from '../../test/signed-in.ts';

/**
 * The XSS corpus through every field of notices, the board, IR and policies. Rich text (bodies of
 * notices, posts, IR) must be stored and served with nothing active left (an allow-list check of
 * every element, attribute and URL); plain fields (titles, comments, report details, category and
 * policy texts) are stored exactly as typed — text, which the pages render as text (the browser story
 * content-xss.spec.ts opens them and listens for dialogs).
 */
let t: TestApp;
let admin: Caller;
let customer: Caller;
let categoryId: number;
beforeAll(async () => {
  ({ t, admin, customer } = await withStaffAndCustomer(startTestApp()));
  const c = await admin.request('POST', '/api/admin/board/categories', { slug: `xss-${uid()}`, nameKo: '시험', nameEn: 'Test' });
  categoryId = c.body.id;
});
afterAll(() => t?.close());

const stored = async (table: string, id: string, column = 'body') =>
  (await t.db.pool.query(`select ${column} as v from ${table} where id = $1`, [id])).rows[0]!.v as string;

describe.each(XSS_CORPUS.map((v, i) => [i, v] as const))('vector %i', (i, vector) => {
  // plain text is stored as typed (the API trims the ends)
  const asText = vector.trim();
  // an image of our file store that does not exist is refused (400 on body, nothing written) rather
  // than dropped: for that vector the rich fields get the text without it, checked separately
  const missingFile = /\/api\/files\/0{8}/.test(vector);
  const rich = `<p>${i}</p>${missingFile ? vector.replace('/api/files/', '/elsewhere/') : vector}`;

  it.runIf(missingFile)('an image of a file that does not exist is refused, nothing written', async () => {
    const before = (await t.db.pool.query('select count(*)::int as n from notices')).rows[0].n;
    const res = await admin.request('POST', '/api/admin/notices', { title: 'x', body: vector });
    expectStatus(res, 400);
    expect(res.body.fields.body).toBe('errors.fileUnknown');
    expect((await t.db.pool.query('select count(*)::int as n from notices')).rows[0].n).toBe(before);
  });

  it('notice: title kept as text, body inert', async () => {
    const res = await admin.request('POST', '/api/admin/notices', { title: vector, body: `${rich}<p>x</p>` });
    expectStatus(res, 201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.title).toBe(asText);
    expect(activeContent(res.body.body)).toEqual([]);
    expect(activeContent(await stored('notices', res.body.id))).toEqual([]);
    const pub = await t.visitor.request('GET', `/api/notices/${res.body.id}`);
    expect(activeContent(pub.body.body)).toEqual([]);
  });

  it('board: post title and body, comment, reply and report detail', async () => {
    const post = await customer.request('POST', '/api/board/posts', { categoryId, title: vector, body: `${rich}<p>x</p>` });
    expectStatus(post, 201);
    expect(post.body.title).toBe(asText);
    expect(activeContent(await stored('board_posts', post.body.id))).toEqual([]);
    const read = await t.visitor.request('GET', `/api/board/posts/${post.body.id}`);
    expect(activeContent(read.body.body)).toEqual([]);
    const comment = await customer.request('POST', `/api/board/posts/${post.body.id}/comments`, { body: vector });
    expectStatus(comment, 201);
    expect(comment.body.body).toBe(asText);
    const reply = await admin.request('POST', `/api/board/posts/${post.body.id}/comments`, {
      body: vector,
      parentId: comment.body.id,
    });
    expectStatus(reply, 201);
    const report = await admin.request('POST', `/api/board/posts/${post.body.id}/report`, { reason: 'other', detail: vector });
    expectStatus(report, 204);
    const reports = await admin.request('GET', `/api/admin/board/posts/${post.body.id}/reports`);
    expect(reports.body.items[0]!.detail).toBe(asText.slice(0, 500));
  });

  it('IR: title kept as text, summary inert', async () => {
    const pdf = await adminPdf(t, admin, 'x.pdf');
    const res = await admin.request('POST', '/api/admin/ir', {
      title: vector,
      body: rich,
      publishAt: '2025-06-01T09:00:00+09:00',
      attachmentIds: [pdf.id],
    });
    expectStatus(res, 201);
    expect(res.body.title).toBe(asText);
    expect(activeContent(await stored('ir_posts', res.body.id))).toEqual([]);
  });
});

describe('plain fields of staff forms', () => {
  it('category names and policy texts keep every vector as text', async () => {
    for (const [i, vector] of XSS_CORPUS.entries()) {
      const text = vector.trim().slice(0, 60);
      const c = await admin.request('POST', '/api/admin/board/categories', {
        slug: `v-${i}-${uid()}`,
        nameKo: text,
        nameEn: text,
      });
      expectStatus(c, 201);
      expect(c.body.nameKo).toBe(text);
    }
    const longest = XSS_CORPUS.join('\n\n');
    const p = await admin.request('POST', '/api/admin/policies', {
      kind: 'refund',
      effectiveAt: new Date(Date.now() + 86_400_000 * 365).toISOString(),
      titleKo: XSS_CORPUS[0]!,
      titleEn: XSS_CORPUS[7]!,
      bodyKo: longest,
      bodyEn: longest,
    });
    expectStatus(p, 201);
    expect(p.body.bodyKo).toBe(longest);
  });
});
