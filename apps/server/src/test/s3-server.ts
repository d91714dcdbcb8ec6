import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Config } from '../config.ts';
import { freePort } from './ports.ts';

export type S3TestServer = {
  endpoint: string;
  /** a storage configuration on this server (a bucket it already holds) */
  storage: (over?: Partial<S3Config>) => S3Config;
  close: () => Promise<void>;
};
type S3Config = Extract<Config['storage'], { kind: 's3' }>;

/**
 * An S3-compatible server for tests (s3rver: the S3 REST API over a folder, from the npm registry),
 * with the buckets named, on a free port. It checks signatures, so the credentials given are the ones
 * it accepts (s3rver's fixed pair).
 */
export async function startS3Server(buckets: string[]): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-s3-'));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    storage: (over = {}) => ({
      kind: 's3',
      bucket: buckets[0]!,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      prefix: '',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      ...over,
    }),
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
