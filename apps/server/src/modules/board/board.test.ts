import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type ResponseBody, type TestApp, type TestResponse, invalid } from '../../test/harness.ts';
import { download, imageBytes } from '../../test/catalogue-fixtures.ts';
import { boardUpload, expectStatus, rows, uid } from '../content/content.test-utils.ts';
import { containsPattern } from '../../lib/like.ts';
import { withStaffAndTwoCustomers } from '../../test/signed-in.ts';

// The board: visitors read, signed-in users write, comment, reply and report; authors change only
// their own posts and comments (anybody else's answers 404); staff hide, pin, delete and keep the
// categories; a reload does not inflate a view count.
let t: TestApp;
let admin: Caller;
let alice: Caller & { id: string };
let bob: Caller & { id: string };
let categoryId: number;
beforeAll(async () => {
  ({ t, admin, a: alice, b: bob } = await withStaffAndTwoCustomers(startTestApp()));
  const c = await admin.request('POST', '/api/admin/board/categories', { slug: `qna-${uid()}`, nameKo: '질문', nameEn: 'Q&A' });
  expectStatus(c, 201);
  categoryId = c.body.id;
});
afterAll(() => t?.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
async function post(caller: Caller, over: Record<string, unknown> = {}) {
  const res = await caller.request('POST', '/api/board/posts', { categoryId, title: 'A question', body: '<p>Body</p>', ...over });
  expectStatus(res, 201);
  return res.body;
}

describe('posts', () => {
  it('a visitor reads, a signed-in user writes; the author edits and deletes, nobody else', async () => {
    expectStatus(await t.visitor.request('POST', '/api/board/posts', { categoryId, title: 'x', body: '<p>x</p>' }), 401);
    const p = await post(alice, { title: 'Alice asks' });
    expect(p).toMatchObject({ title: 'Alice asks', mine: true, hidden: false, viewCount: 0, commentCount: 0 });
    const read = await t.visitor.request('GET', `/api/board/posts/${p.id}`);
    expectStatus(read, 200);
    expect(read.body.mine).toBe(false);
    expect(read.body.author.name).toBe('Test User');
    expect(JSON.stringify(read.body)).not.toContain('@example.com');

    const edit = { categoryId, title: 'Changed', body: '<p>Changed</p>' };
    expectStatus(await bob.request('PUT', `/api/board/posts/${p.id}`, edit), 404);
    expectStatus(await bob.request('DELETE', `/api/board/posts/${p.id}`), 404);
    expectStatus(await admin.request('PUT', `/api/board/posts/${p.id}`, edit), 404);
    expect((await t.visitor.request('GET', `/api/board/posts/${p.id}`)).body.title).toBe('Alice asks');
    const mine = await alice.request('PUT', `/api/board/posts/${p.id}`, edit);
    expectStatus(mine, 200);
    expect(mine.body.title).toBe('Changed');
    expectStatus(await alice.request('DELETE', `/api/board/posts/${p.id}`), 204);
    expectStatus(await t.visitor.request('GET', `/api/board/posts/${p.id}`), 404);
  });

  it('an edit names the version it was opened at: a stale one is 409 CHANGED_MEANWHILE and writes nothing', async () => {
    const p = await post(alice, { title: 'Two tabs' });
    const first = await alice.request('PUT', `/api/board/posts/${p.id}`, {
      categoryId,
      title: 'From tab one',
      body: '<p>One</p>',
      version: p.version,
    });
    expectStatus(first, 200);
    expect(first.body.version).toBe(p.version + 1);
    const stale = await alice.request('PUT', `/api/board/posts/${p.id}`, {
      categoryId,
      title: 'From tab two',
      body: '<p>Two</p>',
      version: p.version,
    });
    expectStatus(stale, 409);
    expect(stale.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'boardPost' });
    const now = await alice.request('GET', `/api/board/posts/${p.id}`);
    expect(now.body).toMatchObject({ title: 'From tab one', version: p.version + 1 });
  });

  it('lists by category, searches, sorts and pages', async () => {
    const tag = uid();
    const other = await admin.request('POST', '/api/admin/board/categories', {
      slug: `tips-${tag}`,
      nameKo: '팁',
      nameEn: 'Tips',
    });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await post(bob, { title: `${tag} ${i}`, categoryId: other.body.id })).id);
    await post(bob, { title: `${tag} elsewhere` });
    const list = await t.visitor.request('GET', `/api/board/posts?category=${other.body.id}&limit=2`);
    expectStatus(list, 200);
    expect(list.body.total).toBe(3);
    expect(list.body.items.map((x: { id: string }) => x.id)).toEqual([ids[2], ids[1]]);
    const next = await t.visitor.request(
      'GET',
      `/api/board/posts?category=${other.body.id}&limit=2&cursor=${list.body.nextCursor}`,
    );
    expect(next.body.items.map((x: { id: string }) => x.id)).toEqual([ids[0]]);
    const found = await t.visitor.request('GET', `/api/board/posts?q=${tag}`);
    expect(found.body.total).toBe(4);
    // terms without a trigram (one or two characters, Korean, wildcards) through the gram index (lib/like.ts):
    // what the LIKE alone finds in titles and bodies
    await post(bob, { title: `수분세럼 후기 ${tag}`, body: '<p>100%_만족</p>' });
    for (const term of ['세럼', '세', '수분세럼', '만족', '%', '_', '0%', '%%', '럼세', 'ㅋ', 'qu']) {
      const res = await t.visitor.request('GET', `/api/board/posts?q=${encodeURIComponent(term)}&limit=50`);
      expectStatus(res, 200);
      const { rows } = await t.db.pool.query(`select id from board_posts where search_text like $1 and not hidden`, [
        containsPattern(term.toLowerCase()),
      ]);
      expect(res.body.total, term).toBe(rows.length);
      expect(res.body.items.map((x: { id: string }) => x.id).sort(), term).toEqual(rows.map((r) => r.id).sort());
    }
    for (const sort of ['views', 'comments']) expectStatus(await t.visitor.request('GET', `/api/board/posts?sort=${sort}`), 200);
    expectStatus(await t.visitor.request('GET', `/api/board/posts?sort=nope`), 400);
  });

  it('sort=views and sort=comments: most first, ties by id (newest uuid last), pinned not first; pages follow', async () => {
    const c = await admin.request('POST', '/api/admin/board/categories', {
      slug: `sorts-${uid()}`,
      nameKo: '정렬',
      nameEn: 'Sorts',
    });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await post(alice, { title: `sorted ${i}`, categoryId: c.body.id })).id);
    // views 5, 9, 9, 0 (pinned), 2 (hidden); comments 3, 1, 3, 0, 8
    const counts = [
      [5, 3],
      [9, 1],
      [9, 3],
      [0, 0],
      [2, 8],
    ];
    for (const [i, [views, comments]] of counts.entries()) {
      await t.db.pool.query('update board_posts set view_count = $1, comment_count = $2 where id = $3', [
        views,
        comments,
        ids[i],
      ]);
    }
    expectStatus(await admin.request('PATCH', `/api/admin/board/posts/${ids[3]}`, { pinned: true }), 200);
    expectStatus(await admin.request('PATCH', `/api/admin/board/posts/${ids[4]}`, { hidden: true }), 200);
    const byIdDesc = (a: string, b: string) => (a < b ? 1 : -1);
    const tied = (a: string, b: string) => [a, b].sort(byIdDesc);
    const expected = {
      views: [...tied(ids[1]!, ids[2]!), ids[0], ids[3]],
      comments: [...tied(ids[0]!, ids[2]!), ids[1], ids[3]],
    };
    for (const sort of ['views', 'comments'] as const) {
      const base = `/api/board/posts?category=${c.body.id}&sort=${sort}` as const;
      const all = await t.visitor.request('GET', `${base}&limit=50`);
      expectStatus(all, 200);
      expect(
        all.body.items.map((x: { id: string }) => x.id),
        sort,
      ).toEqual(expected[sort]);
      expect(all.body.total).toBe(4);
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const page: TestResponse<ResponseBody<'GET', '/api/board/posts'>> = await t.visitor.request(
          'GET',
          `${base}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        walked.push(...page.body.items.map((x) => x.id));
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(walked, sort).toEqual(expected[sort]);
      // staff see the hidden post too, in its place
      const staff = await admin.request('GET', `/api/admin/board/posts?category=${c.body.id}&sort=${sort}&limit=50`);
      const hiddenAt = sort === 'views' ? 3 : 0;
      expect(
        staff.body.items.map((x: { id: string }) => x.id),
        sort,
      ).toEqual(expected[sort].toSpliced(hiddenAt, 0, ids[4]));
    }
    // a cursor of one sort is refused by another
    const views = await t.visitor.request('GET', `/api/board/posts?category=${c.body.id}&sort=views&limit=1`);
    const wrong = await t.visitor.request('GET', `/api/board/posts?sort=comments&cursor=${views.body.nextCursor}`);
    expectStatus(wrong, 400);
    expect(wrong.body.fields.cursor).toBe('errors.invalidCursor');
  });

  it('the first page total comes from the per-category counter, which follows every write (migration 0015)', async () => {
    const tag = uid();
    const c = await admin.request('POST', '/api/admin/board/categories', {
      slug: `cnt-${tag}`,
      nameKo: '집계',
      nameEn: 'Counts',
    });
    const total = async (query: string) => (await t.visitor.request('GET', `/api/board/posts?limit=1${query}`)).body.total;
    const counted = async () =>
      Number((await t.db.pool.query('select count(*) from board_posts where not hidden')).rows[0].count);
    const a = await post(alice, { categoryId: c.body.id });
    const b = await post(bob, { categoryId: c.body.id });
    expect(await total(`&category=${c.body.id}`)).toBe(2);
    // hidden by staff, moved by SQL, deleted by its author: the counter moves with each
    expectStatus(await admin.request('PATCH', `/api/admin/board/posts/${a.id}`, { hidden: true }), 200);
    expect(await total(`&category=${c.body.id}`)).toBe(1);
    await t.db.pool.query('update board_posts set category_id = $2 where id = $1', [b.id, categoryId]);
    expect(await total(`&category=${c.body.id}`)).toBe(0);
    expectStatus(await admin.request('PATCH', `/api/admin/board/posts/${a.id}`, { hidden: false }), 200);
    expect(await total(`&category=${c.body.id}`)).toBe(1);
    expect(await total('')).toBe(await counted());
    expectStatus(await alice.request('DELETE', `/api/board/posts/${a.id}`), 204);
    expect(await total(`&category=${c.body.id}`)).toBe(0);
    expect(await total('')).toBe(await counted());
    const counter = await t.db.pool.query('select coalesce(sum(n), 0)::int as n from board_post_counts');
    expect(counter.rows[0].n).toBe(await counted());
  });

  it('refuses bad input with translated field errors and writes nothing', async () => {
    const before = await rows(t, 'board_posts');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ categoryId, title: ' ', body: '<p>x</p>' }, 'title', 'errors.required'],
      [{ categoryId, title: 'ok', body: '<p> </p><iframe src="https://evil.example"></iframe>' }, 'body', 'errors.required'],
      [{ categoryId: 999_999, title: 'ok', body: '<p>x</p>' }, 'categoryId', 'errors.invalidValue'],
      [{ title: 'ok', body: '<p>x</p>' }, 'categoryId', 'errors.required'],
      [{ categoryId, title: 'ok', body: `<p><img src="/api/files/${MISSING}"></p>` }, 'body', 'errors.fileUnknown'],
    ];
    for (const [body, field, key] of cases) {
      const res = await alice.request('POST', '/api/board/posts', invalid(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields?.[field]).toBe(key);
    }
    expect(await rows(t, 'board_posts')).toBe(before);
  });
});

describe('images in posts', () => {
  it('accepts pictures by content, shows them in the post, refuses someone else’s upload', async () => {
    const up = await boardUpload(t, alice, await imageBytes('jpeg'), 'photo.jpg');
    expectStatus(up, 201);
    // the uploader sees the picture in their draft; nobody else does yet
    expect((await download(t, alice, up.body.url)).status).toBe(200);
    expect((await download(t, t.visitor, up.body.url)).status).toBe(404);
    // a text file named .png is refused
    const fake = await boardUpload(t, alice, Buffer.from('not an image'), 'x.png');
    expectStatus(fake, 400);
    expect(fake.body.fields.file).toBe('errors.imageType');
    // a PDF is not a picture either
    const pdf = await boardUpload(t, alice, Buffer.from('%PDF-1.4\n%%EOF'), 'x.pdf');
    expectStatus(pdf, 400);
    expectStatus(await boardUpload(t, t.visitor, await imageBytes('png')), 401);

    const body = `<p>look</p><img src="${up.body.url}" alt="mine">`;
    const stolen = await bob.request('POST', '/api/board/posts', { categoryId, title: 'steal', body });
    expectStatus(stolen, 400);
    expect(stolen.body.fields.body).toBe('errors.fileUnknown');
    const p = await post(alice, { body });
    expect(p.hasImage).toBe(true);
    expect((await download(t, t.visitor, up.body.url)).status).toBe(200);
    // hidden by staff: the picture is gone for the public, still there for the author
    expectStatus(await admin.request('PATCH', `/api/admin/board/posts/${p.id}`, { hidden: true }), 200);
    expect((await download(t, t.visitor, up.body.url)).status).toBe(404);
    expect((await download(t, alice, up.body.url)).status).toBe(200);
    expectStatus(await alice.request('DELETE', `/api/board/posts/${p.id}`), 204);
    expect(await rows(t, 'files', 'id = $1', [up.body.id])).toBe(0);
  });
  it('shows each picture with its size, added when read: an edit saves the body as it was written', async () => {
    const up = await boardUpload(t, alice, await imageBytes('png', 900, 600), 'wide.png');
    expectStatus(up, 201);
    const p = await post(alice, { body: `<p>see</p><img src="${up.body.url}" alt="wide">` });
    const read = await t.visitor.request('GET', `/api/board/posts/${p.id}`);
    expect(read.body.body).toContain(`<img src="${up.body.url}" width="900" height="600" alt="wide" />`);
    // saved back as the editor received it: the sizes are not stored (the sanitiser keeps neither)
    const saved = await alice.request('PUT', `/api/board/posts/${p.id}`, {
      categoryId,
      title: p.title,
      body: read.body.body,
      version: read.body.version,
    });
    expectStatus(saved, 200);
    const stored = await t.db.pool.query<{ body: string }>('select body from board_posts where id = $1', [p.id]);
    expect(stored.rows[0]!.body).toBe(`<p>see</p><img src="${up.body.url}" alt="wide" />`);
    // an image stored before sizes were recorded is shown as it was
    await t.db.pool.query('update files set width = null, height = null where id = $1', [up.body.id]);
    expect((await t.visitor.request('GET', `/api/board/posts/${p.id}`)).body.body).toContain(
      `<img src="${up.body.url}" alt="wide" />`,
    );
  });
});

describe('view counts', () => {
  it('count one view per viewer per day: reloads do not add, another visitor does', async () => {
    const p = await post(alice);
    const view = (c: Caller, ua: string) => c.request('GET', `/api/board/posts/${p.id}`, undefined, { 'user-agent': ua });
    expect((await view(t.visitor, 'browser-a')).body.viewCount).toBe(1);
    for (let i = 0; i < 3; i++) expect((await view(t.visitor, 'browser-a')).body.viewCount).toBe(1);
    expect((await view(t.visitor, 'browser-b')).body.viewCount).toBe(2);
    // a signed-in viewer counts once whatever their browser
    expect((await view(bob, 'x')).body.viewCount).toBe(3);
    expect((await view(bob, 'y')).body.viewCount).toBe(3);
    // the header the server's own page rendering sends does not hide a view it did not send
    const forged = await t.visitor.request('GET', `/api/board/posts/${p.id}`, undefined, {
      'user-agent': 'browser-c',
      'x-formulab-rendering': '1',
    });
    expect(forged.body.viewCount).toBe(4);
    // the viewer is stored as a keyed hash only
    const stored = await t.db.pool.query<{ viewer: string }>('select viewer from board_post_views where post_id = $1', [p.id]);
    for (const r of stored.rows) expect(r.viewer).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(stored.rows)).not.toContain(bob.id);
  });
});

describe('comments and replies', () => {
  it('comment, reply one level deep, edit and delete own only', async () => {
    const p = await post(alice);
    expectStatus(await t.visitor.request('POST', `/api/board/posts/${p.id}/comments`, { body: 'hi' }), 401);
    const c1 = await bob.request('POST', `/api/board/posts/${p.id}/comments`, { body: 'First!' });
    expectStatus(c1, 201);
    const r1 = await alice.request('POST', `/api/board/posts/${p.id}/comments`, { body: 'Thanks', parentId: c1.body.id });
    expectStatus(r1, 201);
    // no reply to a reply
    const deep = await bob.request('POST', `/api/board/posts/${p.id}/comments`, { body: 'deeper', parentId: r1.body.id });
    expectStatus(deep, 400);
    expect(deep.body.fields.parentId).toBe('errors.invalidValue');
    expectStatus(await bob.request('POST', `/api/board/posts/${MISSING}/comments`, { body: 'x' }), 404);
    const empty = await bob.request('POST', `/api/board/posts/${p.id}/comments`, { body: '   ' });
    expect(empty.body.fields.body).toBe('errors.required');

    let list = await t.visitor.request('GET', `/api/board/posts/${p.id}/comments`);
    expectStatus(list, 200);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]!.replies.map((r: { body: string }) => r.body)).toEqual(['Thanks']);
    expect((await t.visitor.request('GET', `/api/board/posts/${p.id}`)).body.commentCount).toBe(2);

    expectStatus(await alice.request('PUT', `/api/board/comments/${c1.body.id}`, { body: 'hacked' }), 404);
    expectStatus(await alice.request('DELETE', `/api/board/comments/${c1.body.id}`), 404);
    const edited = await bob.request('PUT', `/api/board/comments/${c1.body.id}`, { body: 'First, edited' });
    expect(edited.body.body).toBe('First, edited');
    // deleting a comment with a reply leaves it as "deleted" above the reply
    expectStatus(await bob.request('DELETE', `/api/board/comments/${c1.body.id}`), 204);
    list = await t.visitor.request('GET', `/api/board/posts/${p.id}/comments`);
    expect(list.body.items[0]).toMatchObject({ deleted: true, body: '', author: { name: '' } });
    expect(list.body.items[0]!.replies).toHaveLength(1);
    expectStatus(await alice.request('DELETE', `/api/board/comments/${r1.body.id}`), 204);
    list = await t.visitor.request('GET', `/api/board/posts/${p.id}/comments`);
    expect(list.body.items).toHaveLength(0);
    expect((await t.visitor.request('GET', `/api/board/posts/${p.id}`)).body.commentCount).toBe(0);
  });

  it('a comment edit names the version it was opened at: a stale one is 409 CHANGED_MEANWHILE and writes nothing', async () => {
    const p = await post(alice);
    const c = await bob.request('POST', `/api/board/posts/${p.id}/comments`, { body: 'Typed once' });
    expectStatus(c, 201);
    expect(c.body.version).toBe(0);
    const first = await bob.request('PUT', `/api/board/comments/${c.body.id}`, { body: 'From tab one', version: 0 });
    expectStatus(first, 200);
    expect(first.body).toMatchObject({ body: 'From tab one', version: 1 });
    const stale = await bob.request('PUT', `/api/board/comments/${c.body.id}`, { body: 'From tab two', version: 0 });
    expectStatus(stale, 409);
    expect(stale.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'comment' });
    const list = await t.visitor.request('GET', `/api/board/posts/${p.id}/comments`);
    expect(list.body.items[0]).toMatchObject({ body: 'From tab one', version: 1 });
    // another's comment stays 404 whatever version is named
    expectStatus(await alice.request('PUT', `/api/board/comments/${c.body.id}`, { body: 'x', version: 1 }), 404);
  });
});

describe('reports and moderation', () => {
  it('a signed-in user reports a post once; staff see the reports, hide, pin and delete', async () => {
    const p = await post(alice, { title: `spam ${uid()}` });
    expectStatus(await t.visitor.request('POST', `/api/board/posts/${p.id}/report`, { reason: 'spam' }), 401);
    const bad = await bob.request('POST', `/api/board/posts/${p.id}/report`, invalid({ reason: 'boring' }));
    expect(bad.body.fields.reason).toBe('errors.required');
    expectStatus(await bob.request('POST', `/api/board/posts/${p.id}/report`, { reason: 'spam', detail: 'ads' }), 204);
    const again = await bob.request('POST', `/api/board/posts/${p.id}/report`, { reason: 'abuse' });
    expectStatus(again, 409);
    expect(again.body.fields.reason).toBe('errors.alreadyReported');
    expect((await bob.request('GET', `/api/board/posts/${p.id}`)).body.reported).toBe(true);
    expect(await rows(t, 'board_reports', 'post_id = $1', [p.id])).toBe(1);

    expectStatus(await bob.request('GET', `/api/admin/board/posts/${p.id}/reports`), 403);
    const reports = await admin.request('GET', `/api/admin/board/posts/${p.id}/reports`);
    expect(reports.body.items).toEqual([expect.objectContaining({ reason: 'spam', detail: 'ads' })]);
    const reported = await admin.request('GET', '/api/admin/board/posts?reported=true');
    expect(reported.body.items.find((x: { id: string }) => x.id === p.id)?.reportCount).toBe(1);

    // hide: gone from the public list and detail, the author still sees it
    expectStatus(await bob.request('PATCH', `/api/admin/board/posts/${p.id}`, { hidden: true }), 403);
    expectStatus(await admin.request('PATCH', `/api/admin/board/posts/${p.id}`, { hidden: true }), 200);
    expectStatus(await t.visitor.request('GET', `/api/board/posts/${p.id}`), 404);
    expectStatus(await bob.request('GET', `/api/board/posts/${p.id}/comments`), 404);
    expect((await alice.request('GET', `/api/board/posts/${p.id}`)).body.hidden).toBe(true);
    const pub = await t.visitor.request('GET', `/api/board/posts?q=${encodeURIComponent(p.title)}`);
    expect(pub.body.total).toBe(0);
    // pin: first in the list
    const q = await post(bob);
    expectStatus(await admin.request('PATCH', `/api/admin/board/posts/${q.id}`, { pinned: true }), 200);
    expect((await t.visitor.request('GET', '/api/board/posts')).body.items[0]!.id).toBe(q.id);
    expectStatus(await admin.request('POST', '/api/admin/board/posts/bulk', { ids: [q.id, p.id], action: 'delete' }), 200);
    expectStatus(await admin.request('GET', `/api/admin/board/posts/${q.id}`), 404);
  });

  it('staff keep categories: unique slugs, no deleting one in use', async () => {
    const slug = `cat-${uid()}`;
    const c = await admin.request('POST', '/api/admin/board/categories', { slug, nameKo: '새', nameEn: 'New', position: 5 });
    expectStatus(c, 201);
    const dup = await admin.request('POST', '/api/admin/board/categories', { slug, nameKo: '둘', nameEn: 'Two' });
    expectStatus(dup, 409);
    expect(dup.body.fields.slug).toBe('errors.slugTaken');
    const badSlug = await admin.request('POST', '/api/admin/board/categories', { slug: 'No Spaces', nameKo: 'x', nameEn: 'x' });
    expect(badSlug.body.fields.slug).toBe('errors.slug');
    const p = await post(alice, { categoryId: c.body.id });
    const hiddenOne = await post(bob, { categoryId: c.body.id });
    expectStatus(await admin.request('PATCH', `/api/admin/board/posts/${hiddenOne.id}`, { hidden: true }), 200);
    const inUse = await admin.request('DELETE', `/api/admin/board/categories/${c.body.id}`);
    expectStatus(inUse, 409);
    // issue 23 item 3: refused like every taxonomy, naming what uses it (hidden posts too)
    expect(inUse.body).toMatchObject({ code: 'IN_USE', usedBy: { posts: 2 } });
    expect((await admin.request('GET', '/api/admin/board/categories')).body.items.map((x: { id: number }) => x.id)).toContain(
      c.body.id,
    );
    await bob.request('DELETE', `/api/board/posts/${hiddenOne.id}`);
    await alice.request('DELETE', `/api/board/posts/${p.id}`);
    expectStatus(await admin.request('DELETE', `/api/admin/board/categories/${c.body.id}`), 204);
    expectStatus(await admin.request('DELETE', `/api/admin/board/categories/${c.body.id}`), 404);
    expectStatus(await alice.request('POST', '/api/admin/board/categories', { slug: 'x', nameKo: 'x', nameEn: 'x' }), 403);
  });

  it('a category carries its version: a stale save is 409 CHANGED_MEANWHILE and writes nothing', async () => {
    const slug = `ver-${uid()}`;
    const c = await admin.request('POST', '/api/admin/board/categories', { slug, nameKo: '버전', nameEn: 'Versioned' });
    expectStatus(c, 201);
    expect(c.body.version).toBe(0);
    const url = `/api/admin/board/categories/${c.body.id}` as const;
    // two tabs opened at version 0: the first saves (version 1), the second's save is refused by name
    const first = await admin.request('PUT', url, { slug, nameKo: '버전 A', nameEn: 'Versioned A', version: 0 });
    expectStatus(first, 200);
    expect(first.body).toMatchObject({ nameEn: 'Versioned A', version: 1 });
    const second = await admin.request('PUT', url, { slug, nameKo: '버전 B', nameEn: 'Versioned B', version: 0 });
    expectStatus(second, 409);
    expect(second.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'boardCategory' });
    const listed = (await admin.request('GET', '/api/admin/board/categories')).body.items.find((x: any) => x.id === c.body.id);
    expect(listed).toMatchObject({ nameKo: '버전 A', nameEn: 'Versioned A', version: 1 });
    // saving from the current version works; a save without one (an older client) still saves
    expect((await admin.request('PUT', url, { slug, nameKo: '버전 B', nameEn: 'Versioned B', version: 1 })).body.version).toBe(2);
    expect((await admin.request('PUT', url, { slug, nameKo: '버전 C', nameEn: 'Versioned C' })).body.version).toBe(3);
    // a stale save of a category that is gone is a 404, not a 409
    expectStatus(await admin.request('DELETE', url), 204);
    expectStatus(await admin.request('PUT', url, { slug, nameKo: '버전 D', nameEn: 'Versioned D', version: 3 }), 404);
  });
});
