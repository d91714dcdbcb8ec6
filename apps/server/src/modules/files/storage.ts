import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bytes live. Local disk by default; an S3-compatible store implements the same four calls. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Files under `<dataDir>/uploads`, named by generated keys only (never by what the user uploaded). */
export function localDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!/^[a-z0-9/-]+(\.[a-z0-9]+)?$/.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { mode: 0o640 });
    },
    async get(key) {
      const file = resolve(key);
      await fs.access(file);
      return createReadStream(file);
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async exists(key) {
      try {
        await fs.access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
  };
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
