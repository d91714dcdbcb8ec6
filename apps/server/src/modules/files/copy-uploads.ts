import fs from 'node:fs/promises';
import path from 'node:path';
import { checkKey, filesUnder, type FileStorage } from './storage.ts';

export type CopyReport = { copied: number; alreadyThere: number; notOurs: string[] };

/**
 * Copies an upload folder into another storage (a bucket), for a deployment moving to S3
 * (`npm run uploads:to-s3`). A key already in the target is left alone: keys are generated once and
 * never rewritten, so the copy can run again — first while the server still serves from disk, then
 * once more after it stops — and only what arrived in between is sent. A file whose name is not a
 * storage key is not ours and is reported, not copied.
 */
export async function copyUploads(
  dir: string,
  target: FileStorage,
  opts: { dryRun?: boolean; onFile?: (key: string, action: 'copied' | 'alreadyThere') => void } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, alreadyThere: 0, notOurs: [] };
  for await (const key of filesUnder(dir)) {
    try {
      checkKey(key);
    } catch {
      report.notOurs.push(key);
      continue;
    }
    if (await target.exists(key)) {
      report.alreadyThere++;
      opts.onFile?.(key, 'alreadyThere');
      continue;
    }
    if (!opts.dryRun) await target.put(key, await fs.readFile(path.join(dir, key)));
    report.copied++;
    opts.onFile?.(key, 'copied');
  }
  return report;
}
