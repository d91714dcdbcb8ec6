import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { Caller, ResponseBody, TestApp, TestResponse } from '../../test/harness.ts';
import { imageBytes, pdfBytes, postForm } from '../../test/catalogue-fixtures.ts';

/** Elements and attributes sanitised rich text may hold (what rich-text.ts allows), nothing else. */
const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  code: [],
  pre: [],
  hr: [],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt'],
};
const FILE_URL = /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\/thumb)?$/;

/**
 * What in stored HTML could run in a browser: any element or attribute outside the allow-list, a
 * link that is not http(s)/mailto, an image not from our file store, or a `<` that does not start a
 * well-formed allowed tag. Empty when the HTML is inert.
 */
export function activeContent(html: string): string[] {
  const problems: string[] = [];
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z-]+="[^"<>]*")*)\s*(\/?)>/y;
  for (let i = html.indexOf('<'); i !== -1; i = html.indexOf('<', i + 1)) {
    tag.lastIndex = i;
    const m = tag.exec(html);
    if (!m) {
      problems.push(`stray "<" at ${i}: ${html.slice(i, i + 40)}`);
      continue;
    }
    const name = m[2]!.toLowerCase();
    if (!(name in ALLOWED)) problems.push(`element <${name}>`);
    for (const a of m[3]!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)) {
      const attr = a[1]!.toLowerCase();
      const value = a[2]!.replace(/&amp;/g, '&');
      if (!ALLOWED[name]?.includes(attr)) problems.push(`attribute ${attr} on <${name}>`);
      if (attr === 'href' && !/^(https?:\/\/|mailto:)/i.test(value)) problems.push(`href ${value}`);
      if (attr === 'src' && !FILE_URL.test(value)) problems.push(`src ${value}`);
    }
  }
  if (/javascript:|vbscript:|data:text\/html/i.test(html.replace(/&[a-z]+;|&#\d+;/g, ''))) {
    // text mentioning these is fine; in an attribute it was caught above
  }
  return problems;
}

/** Expects the response to be 2xx with the given status. */
export function expectStatus(res: TestResponse, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
}

/** A staff list's CSV export, downloaded as `<name>-<date>.csv`: its lines, the header first. */
export function datedCsvLines(res: TestResponse, name: string): string[] {
  expectStatus(res, 200);
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(res.headers.get('content-disposition')).toMatch(
    new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  return String(res.body).trim().split('\r\n');
}

/** Uploads through the admin route; returns the file reference. */
async function adminUpload(t: TestApp, caller: Caller, kind: 'image' | 'document', data: Buffer, name: string) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${t.url}/api/admin/files`, {
    method: 'POST',
    headers: { origin: t.url, ...(caller.cookie ? { cookie: caller.cookie } : {}) },
    body: form,
  });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body as { id: string; url: string; kind: string };
}
export const adminPdf = (t: TestApp, admin: Caller, name = 'report.pdf') => adminUpload(t, admin, 'document', pdfBytes(), name);
export const adminImage = async (t: TestApp, admin: Caller) => adminUpload(t, admin, 'image', await imageBytes('png'), 'p.png');

/** POST /api/board/images as `caller` (multipart); the raw response. */
export async function boardUpload(
  t: TestApp,
  caller: Caller,
  data: Uint8Array,
  name = 'photo.png',
): Promise<TestResponse<ResponseBody<'POST', '/api/board/images'>>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  return postForm(t, caller, '/api/board/images', form);
}

/** Counts rows of a table (optionally filtered). */
export async function rows(t: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const r = await t.db.pool.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
  return r.rows[0]!.n;
}

export const uid = () => crypto.randomBytes(4).toString('hex');
/** An ISO date-time `days` from now. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A board category made by staff and a post in it by `author`: both checked created, the post's body answered. */
export async function boardPostIn(
  admin: Caller,
  author: Caller,
  category: { slug: string; nameKo: string; nameEn: string },
  post: { title: string; body: string },
): Promise<{ category: any; post: any }> {
  const cat = await admin.request('POST', '/api/admin/board/categories', category);
  expect(cat.status).toBe(201);
  const res = await author.request('POST', '/api/board/posts', { categoryId: cat.body.id, ...post });
  expect(res.status).toBe(201);
  return { category: cat.body, post: res.body };
}
