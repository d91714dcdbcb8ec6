import fs from 'node:fs/promises';
import { createReadStream, type Dirent } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';

/** How many files and bytes a storage holds; the count stops at `max` files (a huge store must not make the console slow). */
export type StorageUsage = {
  files: number;
  bytes: number;
  truncated: boolean;
  /** the disk's free and total bytes; null for a bucket (no such thing) or where the platform cannot tell */
  diskFreeBytes: number | null;
  diskTotalBytes: number | null;
};

/**
 * Where file bytes live: a folder on local disk (the default) or an S3-compatible bucket
 * (`s3-storage.ts`, chosen by S3_BUCKET; decision 0022). Downloads always go through the server,
 * which checks who may read the file, whichever holds the bytes.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** the folder, or `s3://bucket/prefix` (for the console) */
  readonly location: string;
  put(key: string, data: Buffer): Promise<void>;
  /** the bytes, or null when the store has no such key (any other failure throws) */
  get(key: string): Promise<Readable | null>;
  /** removing a key that is not there is not an error */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  usage(max: number): Promise<StorageUsage>;
}

/** Keys are generated (files.service.ts), never what a user uploaded: anything else is a bug, refused. */
export function checkKey(key: string): string {
  if (!/^[a-z0-9/-]+(\.[a-z0-9]+)?$/.test(key) || key.includes('..') || key.startsWith('/')) {
    throw new Error(`bad storage key ${key}`);
  }
  return key;
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Files under `<dataDir>/uploads`. */
export function localDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, checkKey(key));
  return {
    kind: 'disk',
    location: root,
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { mode: 0o640 });
    },
    async get(key) {
      const file = resolve(key);
      try {
        await fs.access(file);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      return createReadStream(file);
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async exists(key) {
      try {
        await fs.access(resolve(key));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    usage: (max) => diskUsage(root, max),
  };
}

/** Every file under `dir` (relative paths with `/`), for the migration into a bucket. */
export async function* filesUnder(dir: string, prefix = ''): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch (err) {
    if (isMissing(err)) return;
    throw err;
  }
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) yield* filesUnder(dir, rel);
    else if (e.isFile()) yield rel;
  }
}

async function diskUsage(dir: string, max: number): Promise<StorageUsage> {
  let files = 0;
  let bytes = 0;
  let truncated = false;
  for await (const rel of filesUnder(dir)) {
    if (files >= max) {
      truncated = true;
      break;
    }
    files++;
    bytes += (await fs.stat(path.join(dir, rel)).catch(() => ({ size: 0 }))).size;
  }
  let diskFreeBytes: number | null = null;
  let diskTotalBytes: number | null = null;
  try {
    const s = await fs.statfs(
      await fs.access(dir).then(
        () => dir,
        () => path.dirname(dir),
      ),
    );
    diskFreeBytes = s.bavail * s.bsize;
    diskTotalBytes = s.blocks * s.bsize;
  } catch {
    /* not on this platform */
  }
  return { files, bytes, truncated, diskFreeBytes, diskTotalBytes };
}

/**
 * The storage the configuration names. The S3 client (the AWS SDK) is loaded only when a bucket is
 * configured: a server on local disk never reads it.
 */
export async function openStorage(config: Config['storage']): Promise<FileStorage> {
  if (config.kind === 'disk') return localDiskStorage(config.dir);
  const { s3Storage } = await import('./s3-storage.ts');
  return s3Storage(config);
}

const storageOfDb = new WeakMap<object, FileStorage>();

/** Remembers the file storage an app uses beside its database (app.ts), for code given only the database (demo seed). */
export function bindStorage(db: object, storage: FileStorage): void {
  storageOfDb.set(db, storage);
}

/** The file storage bound to this database, if any. */
export function storageOf(db: object): FileStorage | undefined {
  return storageOfDb.get(db);
}
