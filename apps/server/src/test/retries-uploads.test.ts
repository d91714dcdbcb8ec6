import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from './harness.ts';
import { count, ingredientBody, pdfBytes, subMaterialBody, upload } from './catalogue-fixtures.ts';
import { productBody } from '../modules/purchases/shop.test-utils.ts';

// Issue 23: a create pressed twice or retried creates once (Idempotency-Key); a malformed or
// truncated upload is a 400 with the file's message, never a 500 or "too large"; a PDF must be one.
let t: TestApp;
let admin: Caller;
let alice: Caller;
let bob: Caller;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.user({ role: 'admin' });
  alice = await t.user();
  bob = await t.user();
});
afterAll(() => t?.close());

const key = () => crypto.randomUUID();
const withKey = (k: string) => ({ 'idempotency-key': k });

describe('Idempotency-Key', () => {
  it('three quick presses of one notice form publish one notice, each answered with it', async () => {
    const before = await count(t, 'notices');
    const k = key();
    const body = { title: `Enter x3 ${k}`, body: '<p>Once</p>' };
    const answers = await Promise.all([1, 2, 3].map(() => admin.request('POST', '/api/admin/notices', body, withKey(k))));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
    expect(await count(t, 'notices')).toBe(before + 1);
    // a retry later (a lost answer) gets the same notice again
    const later = await admin.request('POST', '/api/admin/notices', body, withKey(k));
    expect(later.body.id).toBe(answers[0]!.body.id);
    expect(await count(t, 'notices')).toBe(before + 1);
    // a new submission (a new key) creates again
    expect((await admin.request('POST', '/api/admin/notices', body, withKey(key()))).status).toBe(201);
    expect(await count(t, 'notices')).toBe(before + 2);
  });

  it.each([
    ['an ingredient', 'ingredients', '/api/admin/ingredients', () => ingredientBody(t)],
    ['a packaging item', 'sub_materials', '/api/admin/sub-materials', () => subMaterialBody(t)],
    ['a product', 'products', '/api/admin/products', async () => productBody()],
  ])('retrying the creation of %s creates it once', async (_what, table, url, body) => {
    const before = await count(t, table);
    const k = key();
    const b = await body();
    const first = await admin.request<{ id: string }>('POST', url, b, withKey(k));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await admin.request<{ id: string }>('POST', url, b, withKey(k));
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await count(t, table)).toBe(before + 1);
  });

  // the customer's creates the web app now sends with a key too: an inquiry, a board post, an address
  it.each([
    [
      'an inquiry',
      'inquiries',
      '/api/inquiries',
      async () => ({ category: 'sample', title: `Twice ${key()}`, body: 'How long does a sample of a cream take?' }),
    ],
    [
      'a board post',
      'board_posts',
      '/api/board/posts',
      async () => {
        const c = await admin.request('POST', '/api/admin/board/categories', {
          slug: `twice-${key().slice(0, 8)}`,
          nameKo: `두 번 ${key().slice(0, 8)}`,
          nameEn: `Twice ${key().slice(0, 8)}`,
        });
        return { categoryId: c.body.id, title: 'Pressed twice', body: '<p>Once</p>' };
      },
    ],
    [
      'an address',
      'addresses',
      '/api/me/addresses',
      async () => ({
        label: `Twice ${key().slice(0, 8)}`,
        recipient: 'Kim Minji',
        phone: '010-1234-5678',
        postalCode: '06236',
        address: '123 Teheran-ro, Gangnam-gu, Seoul',
        detail: '4th floor',
      }),
    ],
  ])('%s pressed twice with one key is created once, both answered with it', async (_what, table, url, body) => {
    const b = await body();
    const before = await count(t, table);
    const k = key();
    const [a, again] = await Promise.all([1, 2].map(() => alice.request<{ id: string }>('POST', url, b, withKey(k))));
    expect([a!.status, again!.status], JSON.stringify([a!.body, again!.body])).toEqual([201, 201]);
    expect(again!.body.id).toBe(a!.body.id);
    expect(await count(t, table)).toBe(before + 1);
    // a retry after a lost answer gets the same record
    const later = await alice.request<{ id: string }>('POST', url, b, withKey(k));
    expect(later.body.id).toBe(a!.body.id);
    expect(await count(t, table)).toBe(before + 1);
  });

  it("keys are the caller's own: another user's same key creates their own post", async () => {
    const c = await admin.request('POST', '/api/admin/board/categories', { slug: 'idem', nameKo: '질문', nameEn: 'Questions' });
    const categoryId = c.body.id;
    const k = key();
    const a = await alice.request('POST', '/api/board/posts', { categoryId, title: 'Alice', body: '<p>a</p>' }, withKey(k));
    const b = await bob.request('POST', '/api/board/posts', { categoryId, title: 'Bob', body: '<p>b</p>' }, withKey(k));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).not.toBe(b.body.id);
    expect(b.body.title).toBe('Bob');
  });

  it('a refused request keeps nothing: the corrected retry with the same key creates', async () => {
    const k = key();
    const bad = await admin.request('POST', '/api/admin/notices', { title: '', body: '<p>x</p>' }, withKey(k));
    expect(bad.status).toBe(400);
    const good = await admin.request('POST', '/api/admin/notices', { title: 'Fixed', body: '<p>x</p>' }, withKey(k));
    expect(good.status).toBe(201);
    expect(good.body.title).toBe('Fixed');
  });

  it('a key that is no key, or one reused on another route, is a 400 on the header', async () => {
    const bad = await admin.request('POST', '/api/admin/notices', { title: 'x', body: '<p>x</p>' }, withKey('x'));
    expect(bad.status).toBe(400);
    expect(bad.body.fields['idempotency-key']).toBe('errors.invalidFormat');
    const k = key();
    expect((await admin.request('POST', '/api/admin/notices', { title: 'x', body: '<p>x</p>' }, withKey(k))).status).toBe(201);
    const other = await admin.request('POST', '/api/admin/ingredients', await ingredientBody(t), withKey(k));
    expect(other.status).toBe(400);
    expect(other.body.fields['idempotency-key']).toBe('errors.invalidValue');
  });

  it('a visitor retrying the partnership form sends one proposal', async () => {
    const before = await count(t, 'partnership_inquiries');
    const k = key();
    const body = {
      company: 'Green Leaf Trading',
      contactName: 'Min Park',
      email: `min-${crypto.randomBytes(3).toString('hex')}@greenleaf.example`,
      type: 'distribution',
      proposal: 'We distribute K-beauty in Vietnam and would like to carry your lines.',
    };
    const headers = { ...withKey(k), 'x-forwarded-for': '198.51.100.231' };
    const [a, b] = await Promise.all([1, 2].map(() => t.visitor.request('POST', '/api/partnership-inquiries', body, headers)));
    expect([a!.status, b!.status]).toEqual([201, 201]);
    expect(a!.body.ref).toBe(b!.body.ref);
    expect(await count(t, 'partnership_inquiries')).toBe(before + 1);
  });
});

/** A raw multipart request: the body exactly as given, with this Content-Type. */
async function rawUpload(caller: Caller, path: string, contentType: string, body: Buffer, headers: Record<string, string> = {}) {
  const res = await fetch(t.url + path, {
    method: 'POST',
    headers: { origin: t.url, 'content-type': contentType, ...(caller.cookie ? { cookie: caller.cookie } : {}), ...headers },
    body: new Uint8Array(body),
  });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed };
}

const BOUNDARY = 'formulab-test-boundary';
const head = (name = 'a.pdf') =>
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="kind"\r\n\r\ndocument\r\n--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: application/pdf\r\n\r\n`;

describe('malformed uploads', () => {
  const routes = () =>
    [
      ['/api/admin/files', admin],
      ['/api/files', alice],
      ['/api/board/images', alice],
      ['/api/partnership-inquiries', t.visitor],
    ] as const;

  it.each([
    ['no boundary', 'multipart/form-data', Buffer.from('whatever'), true],
    ['an empty boundary', 'multipart/form-data; boundary=', Buffer.from('--\r\n'), true],
    ['a body cut off after 3 bytes of the file', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.from(head() + '%PD'), true],
    // the part without a header is skipped: the form then lacks its file (or, on the partnership form, its fields)
    [
      'a broken part header',
      `multipart/form-data; boundary=${BOUNDARY}`,
      Buffer.from(`--${BOUNDARY}\r\nno colon here\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
      false,
    ],
  ])('%s → 400 with a field message, never 500 or "too large", on every upload route', async (_what, type, body, onFile) => {
    for (const [path, caller] of routes()) {
      const res = await rawUpload(caller, path, type, body, { 'x-forwarded-for': '198.51.100.232' });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.code, path).toBe('VALIDATION');
      expect(Object.values(res.body.fields ?? {}).length, `${path} ${JSON.stringify(res.body)}`).toBeGreaterThan(0);
      if (onFile) expect(res.body.fields.file, `${path} ${JSON.stringify(res.body)}`).toBe('errors.uploadMalformed');
      expect(res.body.fields?.file, path).not.toBe('errors.documentTooLarge');
    }
  });

  it('a file that only starts like a PDF, or a PDF cut off, is refused; a real one is kept', async () => {
    const real = pdfBytes();
    const cases: [Buffer, number, string?][] = [
      [Buffer.from('%PDF-1.7 this is no document at all'), 400, 'errors.pdfInvalid'],
      [real.subarray(0, real.length - 10), 400, 'errors.pdfInvalid'],
      [Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(2000)]), 400, 'errors.pdfInvalid'],
      [Buffer.from('%PDF-1.4\nstartxref\n999999\n%%EOF\n'), 400, 'errors.pdfInvalid'],
      [real, 201],
    ];
    for (const [data, status, key] of cases) {
      const res = await upload(t, admin, { kind: 'document', data, name: 'spec.pdf' });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (key) expect(res.body.fields.file).toBe(key);
    }
  });
});
