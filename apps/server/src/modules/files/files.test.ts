import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/harness.ts';
import { thumbOf, thumbSizeOf } from '@formulab/shared/catalogue/files.schema';
import { backfillImageVariants, filesByIds } from './files.service.ts';
import { createProduct } from '../purchases/shop.test-utils.ts';
import {
  count,
  createIngredient,
  createSubMaterial,
  download,
  filesOnDisk,
  imageBytes,
  ingredientBody,
  ingredientInput,
  pdfBytes,
  startCatalogueApp,
  storedKeys,
  upload,
  uploadImage,
  uploadPdf,
  uploaded,
  type CatalogueApp,
  type UploadOptions,
} from '../../test/catalogue-fixtures.ts';
import { withStaffAndCustomer } from '../../test/signed-in.ts';

// Uploads are checked by content (not by name or claimed type), stored under generated keys, served
// only while their record is visible, and removed with the record or when the record drops them.
let t: CatalogueApp;
let admin: Caller;
let customer: Caller;
beforeAll(async () => ({ t, admin, customer } = await withStaffAndCustomer(startCatalogueApp())));
afterAll(() => t?.close());

const MB = 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG whose header claims these dimensions, followed by a few bytes of pixels. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Expects the upload to be refused with 400 on `field` and to leave no row and no bytes behind. */
async function expectRefused(caller: Caller, opts: UploadOptions, field: string, key?: string) {
  const rowsBefore = await count(t, 'files');
  const diskBefore = filesOnDisk(t.uploadsDir);
  const res = await upload(t, caller, opts);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe('VALIDATION');
  expect(res.body.fields?.[field]).toBe(key ?? expect.any(String));
  expect(await count(t, 'files')).toBe(rowsBefore);
  expect(filesOnDisk(t.uploadsDir)).toEqual(diskBefore);
}

describe('upload', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('stores a real %s image with a webp thumbnail and one for pages', async (format) => {
    const data = await imageBytes(format, 640, 480);
    const ref = await uploaded(t, admin, { kind: 'image', data, name: `bottle.${format}`, type: 'application/octet-stream' });
    expect(ref).toMatchObject({
      kind: 'image',
      docKind: null,
      name: `bottle.${format}`,
      mime: `image/${format}`,
      size: data.length,
    });
    expect(ref.url).toBe(`/api/files/${ref.id}`);
    expect(ref.thumbUrl).toBe(`/api/files/${ref.id}/thumb`);
    expect(ref).toMatchObject({
      width: 640,
      height: 480,
      display: { url: `/api/files/${ref.id}/display`, width: 640, height: 480 },
    });
    const keys = (await storedKeys(t, ref.id))!;
    expect(keys).toHaveLength(3);
    for (const k of keys) expect(fs.existsSync(path.join(t.uploadsDir, k))).toBe(true);
    expect(fs.readFileSync(path.join(t.uploadsDir, keys[0]!)).equals(data)).toBe(true);
    // the thumbnail is a webp no larger than 320 px
    const thumb = await download(t, admin, ref.thumbUrl);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(thumb.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const display = await download(t, admin, ref.display!.url);
    expect(display.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(display.bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });

  it('makes the page WebP of a large photo at most 1200 px a side, never larger than the photo', async () => {
    const big = await uploaded(t, admin, { kind: 'image', data: await imageBytes('jpeg', 3000, 2000), name: 'big.jpg' });
    expect(big).toMatchObject({ width: 3000, height: 2000, display: { width: 1200, height: 800 } });
    const display = await download(t, admin, big.display!.url);
    expect(await sharp(display.bytes).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    const small = await uploaded(t, admin, { kind: 'image', data: await imageBytes('png', 300, 500), name: 'small.png' });
    expect(small).toMatchObject({ width: 300, height: 500, display: { width: 300, height: 500 } });
  });

  it('gives the size of a photo turned by its EXIF orientation as it is shown', async () => {
    // stored 400 × 200, marked "rotate 90°": shown 200 × 400
    const data = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c08040' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const ref = await uploaded(t, admin, { kind: 'image', data, name: 'turned.jpg' });
    expect(ref).toMatchObject({ width: 200, height: 400, display: { width: 200, height: 400 } });
  });

  it('stores a PDF as a document of the given kind (an unknown kind becomes other)', async () => {
    const ref = await uploadPdf(t, admin, 'msds');
    expect(ref).toMatchObject({
      kind: 'document',
      docKind: 'msds',
      mime: 'application/pdf',
      thumbUrl: null,
      size: pdfBytes().length,
    });
    const other = await uploaded(t, admin, { kind: 'document', data: pdfBytes(), name: 'x.pdf', docKind: 'secret' });
    expect(other.docKind).toBe('other');
  });

  it('refuses content that is not what the kind requires', async () => {
    const png = await imageBytes('png');
    await expectRefused(
      admin,
      { kind: 'image', data: Buffer.from('just some text, not an image'), name: 'photo.png', type: 'image/png' },
      'file',
      'errors.imageType',
    );
    await expectRefused(
      admin,
      { kind: 'document', data: png, name: 'spec.pdf', type: 'application/pdf' },
      'file',
      'errors.documentType',
    );
    await expectRefused(
      admin,
      { kind: 'image', data: pdfBytes(), name: 'photo.png', type: 'image/png' },
      'file',
      'errors.imageType',
    );
    // a GIF is a real image, but not one of the accepted types
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    await expectRefused(admin, { kind: 'image', data: gif, name: 'a.gif', type: 'image/gif' }, 'file', 'errors.imageType');
  });

  it('refuses a PNG whose header is right but whose pixels are cut off', async () => {
    const png = await imageBytes('png', 400, 400);
    const noisy = await sharp(
      Buffer.alloc(400 * 400 * 3).map((_, i) => (i * 7919) % 251),
      { raw: { width: 400, height: 400, channels: 3 } },
    )
      .png()
      .toBuffer();
    for (const whole of [png, noisy]) {
      await expectRefused(
        admin,
        { kind: 'image', data: whole.subarray(0, Math.floor(whole.length / 2)), name: 'cut.png', type: 'image/png' },
        'file',
        'errors.imageType',
      );
    }
    // a tiny file claiming 100 000 × 100 000 pixels (a decompression bomb)
    await expectRefused(
      admin,
      { kind: 'image', data: pngClaiming(100_000, 100_000), name: 'bomb.png' },
      'file',
      'errors.imageType',
    );
  });

  it('refuses an image over 10 MB and a document over 20 MB', async () => {
    const bigImage = Buffer.alloc(10 * MB + 1);
    PNG_SIGNATURE.copy(bigImage);
    await expectRefused(
      admin,
      { kind: 'image', data: bigImage, name: 'big.png', type: 'image/png' },
      'file',
      'errors.imageTooLarge',
    );
    const bigPdf = Buffer.alloc(20 * MB + 1, 0x20);
    pdfBytes().copy(bigPdf);
    await expectRefused(admin, { kind: 'document', data: bigPdf, name: 'big.pdf' }, 'file', 'errors.documentTooLarge');
    // past the multipart limit itself: the stream is cut off, still a 400
    const hugePdf = Buffer.alloc(22 * MB, 0x20);
    pdfBytes().copy(hugePdf);
    await expectRefused(admin, { kind: 'document', data: hugePdf, name: 'huge.pdf' }, 'file', 'errors.documentTooLarge');
  });

  it('never uses the uploaded name as a path', async () => {
    const before = filesOnDisk(t.uploadsDir);
    const ref = await uploaded(t, admin, { kind: 'document', data: pdfBytes(), name: '../../etc/passwd.pdf' });
    expect(ref.name).toBe('passwd.pdf');
    const win = await uploaded(t, admin, { kind: 'document', data: pdfBytes(), name: '..\\..\\win\\evil<>|.pdf' });
    expect(win.name).toBe('evil.pdf');
    for (const r of [ref, win]) {
      const [key] = (await storedKeys(t, r.id))!;
      expect(key).toBe(`${r.id.slice(0, 2)}/${r.id}.pdf`);
    }
    expect(filesOnDisk(t.uploadsDir)).toEqual(
      [...before, ...[ref, win].map((r) => path.join(r.id.slice(0, 2), `${r.id}.pdf`))].sort(),
    );
    expect(fs.existsSync(path.join(t.uploadsDir, '..', 'etc'))).toBe(false);
    // the download presents the cleaned name only
    const res = await download(t, admin, ref.url);
    expect(res.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''passwd.pdf");
  });

  it('needs a kind (sent before the file) and a file', async () => {
    await expectRefused(admin, { data: pdfBytes(), name: 'a.pdf' }, 'kind', 'errors.invalidValue');
    await expectRefused(admin, { kind: 'video', data: pdfBytes(), name: 'a.pdf' }, 'kind', 'errors.invalidValue');
    await expectRefused(admin, { kind: 'document' }, 'file', 'errors.required');
    const json = await admin.request('POST', '/api/admin/files', { kind: 'document', file: '%PDF-1.4' });
    expect(json.status).toBe(400);
    expect(json.body.fields.file).toBe('errors.required');
  });

  it('is read only by the routes that take a file: any other answers a multipart body 415, storing nothing', async () => {
    const rows = await count(t, 'files');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await imageBytes('png'))], { type: 'image/png' }), 'a.png');
    for (const route of ['/api/admin/materials', '/api/board/posts']) {
      const res = await fetch(`${t.url}${route}`, {
        method: 'POST',
        headers: { origin: t.url, cookie: admin.cookie! },
        body: form,
      });
      expect(res.status, route).toBe(415);
      expect(await res.json(), route).toMatchObject({ code: 'VALIDATION' });
    }
    expect(await count(t, 'files')).toBe(rows);
  });

  it('is for staff only', async () => {
    const rows = await count(t, 'files');
    const data = await imageBytes('png');
    expect((await upload(t, customer, { kind: 'image', data, name: 'a.png' })).status).toBe(403);
    expect((await upload(t, t.visitor, { kind: 'image', data, name: 'a.png' })).status).toBe(401);
    expect(await count(t, 'files')).toBe(rows);
  });
});

describe('download', () => {
  it('an unattached upload is for staff only; unknown ids are 404', async () => {
    const ref = await uploadImage(t, admin);
    expect((await download(t, t.visitor, ref.url)).status).toBe(404);
    expect((await download(t, customer, ref.url)).status).toBe(404);
    expect((await download(t, t.visitor, ref.thumbUrl)).status).toBe(404);
    expect((await download(t, admin, ref.url)).status).toBe(200);
    expect((await download(t, admin, `/api/files/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await download(t, admin, '/api/files/not-a-uuid')).status).toBe(400);
  });

  it('serves files of a visible ingredient to everyone, with safe headers, until it is hidden', async () => {
    const png = await imageBytes('png');
    const image = await uploaded(t, admin, { kind: 'image', data: png, name: 'jar.png', type: 'text/html' });
    const doc = await uploadPdf(t, admin, 'coa');
    const ing = await createIngredient(t, admin, { imageIds: [image.id], documentIds: [doc.id] });
    expect(ing.images.map((f: { id: string }) => f.id)).toEqual([image.id]);
    expect(ing.documents).toMatchObject([{ id: doc.id, docKind: 'coa' }]);
    expect(ing.thumbUrl).toBe(image.thumbUrl);

    const img = await download(t, t.visitor, image.url);
    expect(img.status).toBe(200);
    expect(img.bytes.equals(png)).toBe(true);
    expect(img.headers.get('content-type')).toBe('image/png'); // from the content, not the claimed text/html
    expect(img.headers.get('x-content-type-options')).toBe('nosniff');
    expect(img.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(img.headers.get('content-disposition')).toMatch(/^inline;/);
    expect((await download(t, customer, image.thumbUrl)).status).toBe(200);

    const pdf = await download(t, t.visitor, doc.url);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.equals(pdfBytes())).toBe(true);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''spec-sheet.pdf");
    expect(pdf.headers.get('content-security-policy')).toContain('sandbox');

    expect((await admin.request('POST', `/api/admin/ingredients/${ing.id}/visibility`, { visible: false })).status).toBe(200);
    for (const url of [image.url, image.thumbUrl, image.display.url, doc.url]) {
      expect((await download(t, t.visitor, url)).status).toBe(404);
      expect((await download(t, customer, url)).status).toBe(404);
      expect((await download(t, admin, url)).status).toBe(200);
    }
  });
});

describe('display variants of images stored before they existed', () => {
  it('are made by the backfill, which skips what it cannot read and touches nothing else', async () => {
    const old = await uploaded(t, admin, { kind: 'image', data: await imageBytes('png', 1600, 900), name: 'old.png' });
    const gone = await uploadImage(t, admin, 'jpeg');
    const pdf = await uploadPdf(t, admin);
    // as before migration 0048: no sizes, no variant; one image's bytes have gone missing
    const [, , oldDisplay] = (await storedKeys(t, old.id))!;
    const [goneKey] = (await storedKeys(t, gone.id))!;
    await t.app.storage.remove(oldDisplay!);
    await t.app.storage.remove(goneKey!);
    await t.db.pool.query(
      'update files set width = null, height = null, display_key = null, display_width = null, display_height = null where id = any($1)',
      [[old.id, gone.id]],
    );
    expect((await filesByIds(t.db.db, [old.id]))[0]).toMatchObject({ width: null, height: null, display: null });
    const failed: string[] = [];
    const made = await backfillImageVariants(t.db.db, t.app.storage, { batch: 1, onError: (id) => failed.push(id) });
    expect(made).toBeGreaterThanOrEqual(1);
    expect(failed).toContain(gone.id);
    const [row] = await filesByIds(t.db.db, [old.id]);
    expect(row).toMatchObject({
      width: 1600,
      height: 900,
      display: { url: `/api/files/${old.id}/display`, width: 1200, height: 675 },
    });
    const display = await download(t, admin, row!.display!.url);
    expect(await sharp(display.bytes).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 675 });
    expect((await filesByIds(t.db.db, [gone.id, pdf.id])).map((f) => f.display)).toEqual([null, null]);
    // run again: nothing left that it can make
    expect(await backfillImageVariants(t.db.db, t.app.storage)).toBe(0);
  });
});

describe('attaching', () => {
  it('replacing the images deletes the dropped file, row and bytes', async () => {
    const [a, b, c] = [
      await uploadImage(t, admin, 'png'),
      await uploadImage(t, admin, 'jpeg'),
      await uploadImage(t, admin, 'webp'),
    ];
    const ing = await createIngredient(t, admin, { imageIds: [a.id, b.id] });
    const aKeys = (await storedKeys(t, a.id))!;
    for (const k of aKeys) expect(await t.app.storage.exists(k)).toBe(true);

    const put = await admin.request('PUT', `/api/admin/ingredients/${ing.id}`, {
      ...ingredientInput(ing),
      imageIds: [c.id, b.id],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.images.map((f: { id: string }) => f.id)).toEqual([c.id, b.id]);
    expect(put.body.thumbUrl).toBe(c.thumbUrl);
    expect(await storedKeys(t, a.id)).toBeNull();
    for (const k of aKeys) expect(fs.existsSync(path.join(t.uploadsDir, k))).toBe(false);
    expect((await download(t, admin, a.url)).status).toBe(404);
    expect((await download(t, t.visitor, b.url)).status).toBe(200);
  });

  it("refuses another record's file, an unknown id and a file of the other kind", async () => {
    const img = await uploadImage(t, admin);
    const pdf = await uploadPdf(t, admin);
    const owner = await createIngredient(t, admin, { imageIds: [img.id] });
    const rows = await count(t, 'ingredients');
    for (const [field, ids] of [
      ['imageIds', [img.id]],
      ['imageIds', [crypto.randomUUID()]],
      ['imageIds', [pdf.id]],
      ['documentIds', [(await uploadImage(t, admin)).id]],
    ] as const) {
      const res = await admin.request('POST', '/api/admin/ingredients', await ingredientBody(t, { [field]: ids }));
      expect(res.status, `${field} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.fields[field]).toBe('errors.fileUnknown');
    }
    expect(await count(t, 'ingredients')).toBe(rows);
    // the owner kept its image and the refused create did not take the free PDF
    const kept = await admin.request('GET', `/api/admin/ingredients/${owner.id}`);
    expect(kept.body.images.map((f: { id: string }) => f.id)).toEqual([img.id]);
    expect(await count(t, 'files', 'id = $1 and owner_id is null', [pdf.id])).toBe(1);
  });
});

describe("thumbnails' sizes", () => {
  it('are what thumbSizeOf says, for wide, tall, square and small images', async () => {
    for (const [w, h] of [
      [1600, 1000],
      [600, 900],
      [333, 1000],
      [1000, 1000],
      [50, 40],
      [320, 100],
      [321, 5],
      [1001, 3],
    ] as const) {
      const ref = await uploaded(t, admin, { kind: 'image', data: await imageBytes('png', w, h), name: `${w}x${h}.png` });
      const thumb = await sharp((await download(t, admin, ref.thumbUrl)).bytes).metadata();
      expect(thumbSizeOf(ref.width, ref.height), `${w}×${h}`).toEqual({ width: thumb.width, height: thumb.height });
      expect(thumbOf(ref)).toEqual({ src: ref.thumbUrl, width: thumb.width, height: thumb.height });
    }
    expect(thumbSizeOf(null, 10)).toBeNull();
  });

  it("are in the lists' rows: ingredients, packaging and products", async () => {
    const photo = await uploaded(t, admin, { kind: 'image', data: await imageBytes('jpeg', 900, 600), name: 'row.jpg' });
    const expected = { width: 320, height: 213 };
    const inci = `Thumb Sized ${crypto.randomUUID().slice(0, 8)}`;
    await createIngredient(t, admin, { inciName: inci, imageIds: [photo.id] });
    const bare = await createIngredient(t, admin, { inciName: `${inci} Bare` });
    const ingredients = await t.visitor.request('GET', `/api/ingredients?q=${encodeURIComponent(inci)}&sort=name`);
    expect(ingredients.body.items.map((i: any) => [i.inciName, i.thumbUrl, i.thumbSize])).toEqual([
      [inci, photo.thumbUrl, expected],
      [bare.inciName, null, null],
    ]);

    const bottle = await uploaded(t, admin, { kind: 'image', data: await imageBytes('jpeg', 900, 600), name: 'bottle.jpg' });
    const item = await createSubMaterial(t, admin, { nameEn: `Sized bottle ${inci}`, imageIds: [bottle.id] });
    const packaging = await t.visitor.request('GET', `/api/sub-materials?q=${encodeURIComponent(item.code)}`);
    expect(packaging.body.items).toEqual([
      expect.objectContaining({ id: item.id, thumbUrl: bottle.thumbUrl, thumbSize: expected }),
    ]);

    const cover = await uploaded(t, admin, { kind: 'image', data: await imageBytes('jpeg', 600, 900), name: 'cover.jpg' });
    const product = await createProduct(admin, { nameEn: `Sized cream ${inci}`, imageIds: [cover.id] });
    const shop = await t.visitor.request('GET', `/api/products?q=${encodeURIComponent(`Sized cream ${inci}`)}`);
    expect(shop.body.items).toEqual([
      expect.objectContaining({ id: product.id, thumbUrl: cover.thumbUrl, thumbSize: { width: 213, height: 320 } }),
    ]);
    expect((await t.visitor.request('GET', `/api/products/${product.id}`)).body.thumbSize).toEqual({ width: 213, height: 320 });
  });
});
