import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|javascript|xml|[\w.+-]*\+(json|xml))|text\/|image\/svg\+xml)/i;
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Compression only where it pays (decision 0006): an answer built in memory (JSON, CSV, text) of at
 * least 1 KB is compressed with brotli (quality 4) or gzip on the thread pool when the client accepts
 * it; smaller answers and streams (files, which are precompressed or already compressed formats) pass
 * untouched. Replaces @fastify/compress, whose hooks on every route cost more than the rest of a small
 * request's plumbing together.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (payload.length < COMPRESS_THRESHOLD_BYTES / 3) return done(null, payload);
    if (typeof payload === 'string' && Buffer.byteLength(payload) < COMPRESS_THRESHOLD_BYTES) return done(null, payload);
    if (payload.length < COMPRESS_THRESHOLD_BYTES || reply.hasHeader('content-encoding')) return done(null, payload);
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding|\*/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    compress(encoding, payload).then(
      (out) => {
        reply.header('content-encoding', encoding);
        done(null, out);
      },
      () => done(null, payload), // sent uncompressed rather than not at all
    );
  });
}

export type Encoding = 'br' | 'gzip';

/** An answer in brotli (quality 4) or gzip (level 6), on the thread pool. */
export function compress(encoding: Encoding, payload: string | Buffer): Promise<Buffer> {
  return encoding === 'br' ? brotli(payload, BROTLI) : gzip(payload, { level: 6 });
}
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** br when accepted, else gzip, else nothing; `;q=0` refuses an encoding. */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let br = false;
  let gzip = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : null;
}
