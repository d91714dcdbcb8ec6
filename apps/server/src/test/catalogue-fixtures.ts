/** Helpers for the catalogue API tests (ingredients, files, taxonomies, packaging, materials). */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { TAXONOMY_KINDS, type TaxonomyKind } from '@formulab/shared/catalogue/taxonomy.schema';
import {
  startTestApp,
  type Caller,
  type InvalidBody,
  type TestApp,
  type RequestBody,
  type ResponseBody,
  type TestResponse,
} from './harness.ts';

export type CatalogueApp = TestApp & { uploadsDir: string };

/** A test app whose data folder is known, so that tests can see which bytes are on disk. */
export async function startCatalogueApp(): Promise<CatalogueApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-catalogue-'));
  const t = await startTestApp({ dataDir });
  return {
    ...t,
    uploadsDir: path.join(dataDir, 'uploads'),
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every file under a folder, as paths relative to it. */
export function filesOnDisk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(dir, p)).isFile()).sort();
}

export const hex = (n = 3) => crypto.randomBytes(n).toString('hex');

/** Rows in a table of the app's database. */
export async function count(t: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const r = await t.db.pool.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
  return r.rows[0]!.n;
}

type Terms = Record<TaxonomyKind, Map<string, number>>;
const termCache = new WeakMap<TestApp, Promise<Terms>>();

/** slug → id of every taxonomy term (read over the public API, once per app until a slug is missing). */
export function terms(t: TestApp): Promise<Terms> {
  let p = termCache.get(t);
  if (!p) {
    p = (async () => {
      const out = {} as Terms;
      for (const kind of TAXONOMY_KINDS) {
        const res = await t.visitor.request('GET', `/api/taxonomy/${kind}`);
        out[kind] = new Map((res.body.items as { slug: string; id: number }[]).map((i) => [i.slug, i.id]));
      }
      return out;
    })();
    termCache.set(t, p);
  }
  return p;
}

export async function termId(t: TestApp, kind: TaxonomyKind, slug: string): Promise<number> {
  let id = (await terms(t))[kind].get(slug);
  if (id === undefined) {
    termCache.delete(t); // a term made since the lists were read
    id = (await terms(t))[kind].get(slug);
  }
  if (id === undefined) throw new Error(`no ${kind} term ${slug}`);
  return id;
}

type IngredientInput = RequestBody<'POST', '/api/admin/ingredients'>;
/** Fields of the body to replace; the category and functions may be named by slug. */
export type IngredientOverrides = Partial<IngredientInput> & { category?: string; functions?: string[] };

/**
 * A complete, valid ingredient body (a unique INCI name unless given), with the overrides as given: a body the
 * route refuses on purpose has its overrides (and so its result) marked `invalid(…)`.
 */
export async function ingredientBody(t: TestApp, over?: IngredientOverrides): Promise<IngredientInput>;
export async function ingredientBody(t: TestApp, over: InvalidBody): Promise<InvalidBody>;
export async function ingredientBody(
  t: TestApp,
  over: IngredientOverrides | InvalidBody = {},
): Promise<IngredientInput | InvalidBody> {
  const { category = 'humectant', functions = ['moisturising'], ...rest } = over as IngredientOverrides;
  return {
    inciName: `Test Ingredient ${hex()}`,
    nameKo: '시험 원료',
    nameEn: 'Test ingredient',
    categoryId: await termId(t, 'categories', category),
    functionIds: await Promise.all(functions.map((f) => termId(t, 'functions', f))),
    origin: 'synthetic',
    pricePerKg: 10_000,
    moqKg: 1,
    ...rest,
  };
}

/** Creates an ingredient over the admin API and returns its detail. */
export async function createIngredient(t: TestApp, admin: Caller, over: IngredientOverrides = {}): Promise<any> {
  const res = await admin.request('POST', '/api/admin/ingredients', await ingredientBody(t, over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

type SubMaterialInput = RequestBody<'POST', '/api/admin/sub-materials'>;
/** Fields of the body to replace; the type, material and finishes may be named by slug. */
export type SubMaterialOverrides = Partial<SubMaterialInput> & { type?: string; material?: string; finishes?: string[] };

/**
 * A complete, valid packaging body (a unique code unless given), with the overrides as given: a body the route
 * refuses on purpose has its overrides (and so its result) marked `invalid(…)`.
 */
export async function subMaterialBody(t: TestApp, over?: SubMaterialOverrides): Promise<SubMaterialInput>;
export async function subMaterialBody(t: TestApp, over: InvalidBody): Promise<InvalidBody>;
export async function subMaterialBody(
  t: TestApp,
  over: SubMaterialOverrides | InvalidBody = {},
): Promise<SubMaterialInput | InvalidBody> {
  const { type = 'bottle', material = 'pet', finishes = ['transparent'], ...rest } = over as SubMaterialOverrides;
  return {
    code: `T-${hex().toUpperCase()}`,
    nameKo: '시험 용기',
    nameEn: 'Test bottle',
    typeId: await termId(t, 'sub-types', type),
    materialId: await termId(t, 'sub-materials', material),
    capacityMl: 100,
    finishIds: await Promise.all(finishes.map((f) => termId(t, 'sub-finishes', f))),
    moq: 1000,
    priceTiers: [
      { minQty: 1000, unitPrice: 500 },
      { minQty: 5000, unitPrice: 420 },
    ],
    leadTimeDays: 21,
    ...rest,
  };
}

export async function createSubMaterial(t: TestApp, admin: Caller, over: SubMaterialOverrides = {}): Promise<any> {
  const res = await admin.request('POST', '/api/admin/sub-materials', await subMaterialBody(t, over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export const materialBody = (
  ingredientId: string,
  over: Record<string, unknown> = {},
): RequestBody<'POST', '/api/admin/materials'> => ({
  ingredientId,
  tradeName: `Trade ${hex()}`,
  supplier: 'Daejung Chemicals',
  unitCostPerKg: 12_000,
  stockKg: 100,
  reorderLevelKg: 20,
  lots: [{ lot: 'L-2401', qtyKg: 100, expiresOn: '2027-01-31' }],
  ...over,
});

export async function createMaterial(admin: Caller, ingredientId: string, over: Record<string, unknown> = {}): Promise<any> {
  const res = await admin.request('POST', '/api/admin/materials', materialBody(ingredientId, over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A real image of the given format, made by sharp. */
export function imageBytes(format: 'png' | 'jpeg' | 'webp' = 'png', width = 50, height = 40): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#3a8' } });
  return image[format]().toBuffer();
}

/** A minimal well-formed PDF: header, two objects, a cross-reference table and its trailer. */
export const pdfBytes = () => pdfAround(Buffer.alloc(0));

/**
 * A PDF's structure (header, catalogue, xref, `startxref` … `%%EOF`) around `filler` bytes (a stream
 * of arbitrary content, as large as a test needs): what the upload check reads as a PDF.
 */
export function pdfAround(filler: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets: number[] = [];
  const add = (b: Buffer) => parts.push(b);
  const size = () => parts.reduce((n, b) => n + b.length, 0);
  offsets.push(size());
  add(Buffer.from('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n', 'latin1'));
  offsets.push(size());
  add(Buffer.from(`2 0 obj << /Type /Pages /Kids [] /Count 0 /Length ${filler.length} >>\nstream\n`, 'latin1'));
  add(filler);
  add(Buffer.from('\nendstream endobj\n', 'latin1'));
  const xref = size();
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  add(
    Buffer.from(
      `xref\n0 3\n0000000000 65535 f \n${entries}trailer << /Size 3 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

export type UploadOptions = { kind?: string; data?: Uint8Array; name?: string; type?: string; docKind?: string };

/** POST /api/admin/files as multipart, `kind` before `file` (the server reads fields that precede the file). */
export async function upload(
  t: TestApp,
  caller: Caller,
  opts: UploadOptions,
): Promise<TestResponse<ResponseBody<'POST', '/api/admin/files'>>> {
  const form = new FormData();
  if (opts.kind !== undefined) form.append('kind', opts.kind);
  if (opts.docKind !== undefined) form.append('docKind', opts.docKind);
  if (opts.data)
    form.append(
      'file',
      new Blob([new Uint8Array(opts.data)], { type: opts.type ?? 'application/octet-stream' }),
      opts.name ?? 'upload.bin',
    );
  return postForm(t, caller, '/api/admin/files', form);
}

/** POSTs `form` (multipart) to `path` as `caller`; the body is parsed when it is JSON. */
export async function postForm<P extends string>(
  t: TestApp,
  caller: Caller,
  path: P,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<TestResponse<ResponseBody<'POST', P>>> {
  const res = await fetch(t.url + path, {
    method: 'POST',
    headers: { origin: t.url, ...(caller.cookie ? { cookie: caller.cookie } : {}), ...headers },
    body: form,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as never, headers: res.headers, cookies: res.headers.getSetCookie() };
}

/** Uploads and expects success; returns the file reference. */
export async function uploaded(t: TestApp, admin: Caller, opts: UploadOptions): Promise<any> {
  const res = await upload(t, admin, opts);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export const uploadImage = async (t: TestApp, admin: Caller, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  uploaded(t, admin, { kind: 'image', data: await imageBytes(format), name: `photo.${format}`, type: `image/${format}` });
export const uploadPdf = (t: TestApp, admin: Caller, docKind = 'spec') =>
  uploaded(t, admin, { kind: 'document', data: pdfBytes(), name: 'spec-sheet.pdf', type: 'application/pdf', docKind });

/** The storage keys of a file's row (null when the row is gone). */
export async function storedKeys(t: TestApp, fileId: string): Promise<string[] | null> {
  const r = await t.db.pool.query<{ storage_key: string; thumb_key: string | null; display_key: string | null }>(
    'select storage_key, thumb_key, display_key from files where id = $1',
    [fileId],
  );
  const row = r.rows[0];
  return row ? [row.storage_key, row.thumb_key, row.display_key].filter((k): k is string => !!k) : null;
}

/** GET a URL and read the raw bytes (file downloads are not JSON). */
export async function download(
  t: TestApp,
  caller: Caller,
  url: string,
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const res = await fetch(t.url + url, { headers: caller.cookie ? { cookie: caller.cookie } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Every item of a paginated list, following nextCursor; checks that no page repeats an item. */
export async function walkPages<P extends string>(
  caller: Caller,
  base: P,
  limit: number,
): Promise<{ ids: string[]; pages: ResponseBody<'GET', P>[] }> {
  const ids: string[] = [];
  const pages: ResponseBody<'GET', P>[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
    const sep = base.includes('?') ? '&' : '?';
    // the path is built here: the page is typed by `base`'s route (the caller's), its cursor read as any list's
    type Page = ResponseBody<'GET', P> & { items: { id: string }[]; nextCursor: string | null };
    const res: TestResponse<Page> = await caller.request<Page>(
      'GET',
      `${base}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.status).toBe(200);
    pages.push(res.body);
    ids.push(...res.body.items.map((x: { id: string }) => x.id));
    cursor = res.body.nextCursor;
    if (!cursor) break;
  }
  return { ids, pages };
}

/** The writable fields of an ingredient detail, as the admin form sends them back. */
export function ingredientInput(d: any): RequestBody<'PUT', `/api/admin/ingredients/${string}`> {
  return {
    inciName: d.inciName,
    nameKo: d.nameKo,
    nameEn: d.nameEn,
    casNumber: d.casNumber,
    ecNumber: d.ecNumber,
    categoryId: d.category.id,
    functionIds: d.functions.map((f: { id: number }) => f.id),
    descriptionKo: d.descriptionKo,
    descriptionEn: d.descriptionEn,
    origin: d.origin,
    useMin: d.useMin,
    useMax: d.useMax,
    limitNote: d.limitNote,
    allergen: d.allergen,
    pricePerKg: d.pricePerKg,
    moqKg: d.moqKg,
    visible: d.visible,
    imageIds: d.images.map((f: { id: string }) => f.id),
    documentIds: d.documents.map((f: { id: string }) => f.id),
  };
}
