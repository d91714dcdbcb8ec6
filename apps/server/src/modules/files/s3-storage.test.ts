import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { download, imageBytes, pdfBytes, storedKeys, uploaded } from '../../test/catalogue-fixtures.ts';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { copyUploads } from './copy-uploads.ts';
import { s3Storage } from './s3-storage.ts';
import { localDiskStorage, type FileStorage } from './storage.ts';

// Uploads in an S3-compatible bucket (decision 0022): the same four calls as the folder on disk,
// every upload and download through the server, and a folder copied into a bucket.
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server(['formulab-files', 'formulab-other']);
});
afterAll(() => s3?.close());

const stores: [string, () => FileStorage][] = [
  ['a folder on disk', () => localDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-disk-')))],
  ['an S3 bucket', () => s3Storage(s3.storage())],
  ['a folder inside an S3 bucket', () => s3Storage(s3.storage({ bucket: 'formulab-other', prefix: `tenant-${Date.now()}/` }))],
];

describe.each(stores)('file storage in %s', (_, open) => {
  it('keeps bytes under a key, tells a missing key, and removes quietly', async () => {
    const store = open();
    const bytes = Buffer.from('%PDF-1.4 hello');
    await store.put('ab/cd/one.pdf', bytes);
    expect(await store.exists('ab/cd/one.pdf')).toBe(true);
    expect(await text((await store.get('ab/cd/one.pdf'))!)).toBe('%PDF-1.4 hello');
    expect(await store.get('ab/cd/none.pdf')).toBeNull();
    expect(await store.exists('ab/cd/none.pdf')).toBe(false);
    await store.remove('ab/cd/one.pdf');
    await store.remove('ab/cd/one.pdf');
    expect(await store.exists('ab/cd/one.pdf')).toBe(false);
  });

  it('counts files and bytes, stopping at the limit', async () => {
    const store = open();
    const before = await store.usage(10_000);
    for (const k of ['u1/a.webp', 'u1/b.webp', 'u2/c.pdf']) await store.put(k, Buffer.alloc(100));
    const after = await store.usage(10_000);
    expect(after.files - before.files).toBe(3);
    expect(after.bytes - before.bytes).toBe(300);
    expect(await store.usage(after.files - 1)).toMatchObject({ files: after.files - 1, truncated: true });
  });

  it('refuses a key that is not one of ours before it reaches the store', async () => {
    const store = open();
    for (const bad of ['../etc/passwd', '/abs.pdf', 'Upper.pdf', 'a b.pdf', 'a/../b.pdf']) {
      await expect(store.put(bad, Buffer.from('x'))).rejects.toThrow(/bad storage key/);
    }
  });
});

describe('uploads through the server with S3_BUCKET', () => {
  let t: TestApp;
  let admin: Caller;
  let customer: Caller;
  beforeAll(async () => {
    t = await startTestApp({ storage: s3.storage({ prefix: 'server/' }) });
    [admin, customer] = await Promise.all([t.user({ role: 'admin' }), t.user({ role: 'customer' })]);
  });
  afterAll(() => t?.close());

  it('stores an image, its thumbnail and its page WebP in the bucket and serves them only to who may read them', async () => {
    const bucket = s3Storage(s3.storage({ prefix: 'server/' }));
    const file = await uploaded(t, admin, { kind: 'image', data: await imageBytes('png'), name: 'p.png', type: 'image/png' });
    const keys = (await storedKeys(t, file.id))!;
    expect(keys).toHaveLength(3);
    for (const k of keys) expect(await bucket.exists(k)).toBe(true);
    const got = await download(t, admin, `/api/files/${file.id}`);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(await imageBytes('png'))).toBe(true);
    const thumb = await download(t, admin, file.thumbUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(thumb.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const display = await download(t, admin, file.display!.url);
    expect(display.headers.get('content-type')).toBe('image/webp');
    expect(display.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // not attached to anything: its uploader's (staff) only
    expect((await download(t, customer, `/api/files/${file.id}`)).status).toBe(404);
  });

  it('answers 404 when the bucket lost the bytes, and tells staff where files live', async () => {
    const file = await uploaded(t, admin, {
      kind: 'document',
      data: pdfBytes(),
      name: 's.pdf',
      type: 'application/pdf',
      docKind: 'spec',
    });
    const [key] = (await storedKeys(t, file.id))!;
    await s3Storage(s3.storage({ prefix: 'server/' })).remove(key!);
    expect((await download(t, admin, `/api/files/${file.id}`)).status).toBe(404);
    const status = await admin.request('GET', '/api/admin/console/status');
    expect(status.body.storage).toMatchObject({ kind: 's3', location: 's3://formulab-files/server/', diskFreeBytes: null });
    expect(status.body.storage.files).toBeGreaterThanOrEqual(2);
  });
});

describe('npm run uploads:to-s3', () => {
  it('copies a folder into the bucket once, leaves alone what is not a storage key, and can run again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-uploads-'));
    const disk = localDiskStorage(dir);
    await disk.put('2026/11/one.pdf', Buffer.from('%PDF-one'));
    await disk.put('2026/11/two-thumb.webp', Buffer.from('webp'));
    fs.writeFileSync(path.join(dir, 'README.txt'), 'not ours');
    const bucket = s3Storage(s3.storage({ prefix: `moved-${Date.now()}/` }));

    expect(await copyUploads(dir, bucket, { dryRun: true })).toEqual({ copied: 2, alreadyThere: 0, notOurs: ['README.txt'] });
    expect(await bucket.exists('2026/11/one.pdf')).toBe(false);
    expect(await copyUploads(dir, bucket)).toEqual({ copied: 2, alreadyThere: 0, notOurs: ['README.txt'] });
    expect(await text((await bucket.get('2026/11/one.pdf'))!)).toBe('%PDF-one');
    await disk.put('2026/12/three.pdf', Buffer.from('%PDF-three'));
    expect(await copyUploads(dir, bucket)).toEqual({ copied: 1, alreadyThere: 2, notOurs: ['README.txt'] });
  });
});

describe('S3 configuration', () => {
  const base = { DATA_DIR: '/tmp/formulab-config-test', SESSION_SECRET: 'x'.repeat(32) };
  it('is local disk without S3_BUCKET, and a bucket with it', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'disk', dir: '/tmp/formulab-config-test/uploads' });
    expect(loadConfig({ ...base, S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000' }).storage).toMatchObject({
      kind: 's3',
      bucket: 'files',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: undefined,
    });
    expect(loadConfig({ ...base, S3_BUCKET: 'files' }).storage).toMatchObject({ forcePathStyle: false, endpoint: undefined });
  });

  it('refuses a half-configured bucket rather than quietly keeping files on disk', () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_ENDPOINT set without S3_BUCKET/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'files', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/);
  });
});
