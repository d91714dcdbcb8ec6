import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

// The built web app is served from files compressed at build time (scripts/precompress.mjs).
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-dist-'));
const script = `export const greeting = ${JSON.stringify('안녕하세요 '.repeat(400))};\n`;
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>Formulab</title>${'<!-- padding -->'.repeat(100)}`);
fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(fs.readFileSync(path.join(dist, 'index.html'))));
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(script));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function get(p: string, acceptEncoding?: string) {
  // fetch would decode the body; node:http shows the bytes as sent
  const http = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = http.get(`${t.url}${p}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
    },
  );
}

describe('the web app', () => {
  it('sends the brotli or gzip file made at build time, or the plain one, with a long cache for hashed assets', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('a page path gets index.html (compressed, not cached); a missing asset is a 404', async () => {
    // a signed-in screen: public pages get their metadata written in (modules/seo, tested there)
    const page = await get('/recipes', 'br');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.body).toString()).toContain('<title>Formulab</title>');
    expect((await get('/assets/missing-123.js', 'br')).status).toBe(404);
  });
});

describe('API answers', () => {
  it('over 1 KB are compressed with what the client accepts; small ones, and refused encodings, are not', async () => {
    const big = await get('/api/docs/json', 'gzip, deflate, br');
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers['vary']).toMatch(/accept-encoding/i);
    const spec = JSON.parse(zlib.brotliDecompressSync(big.body).toString());
    expect(spec.openapi).toBeTruthy();
    const gz = await get('/api/docs/json', 'gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).toEqual(spec);
    const plain = await get('/api/docs/json', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(spec);

    const small = await get('/api/health', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok', database: 'ok' });
  });
});
