/**
 * npm run uploads:to-s3 [-- --dry-run] [--from <folder>]
 * Copies the upload folder (DATA_DIR/uploads, or --from) into the bucket that S3_BUCKET and the other
 * S3_* variables name (README "Files in a bucket"). Safe to run again: what the bucket already holds is
 * skipped. The database is not touched: file rows keep their keys, and the bucket holds them as they are.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { copyUploads } from '../modules/files/copy-uploads.ts';
import { openStorage } from '../modules/files/storage.ts';

const USAGE = 'Usage: S3_BUCKET=… npm run uploads:to-s3 -- [--dry-run] [--from <folder>]';
let values: { 'dry-run'?: boolean; from?: string };
try {
  ({ values } = parseArgs({ options: { 'dry-run': { type: 'boolean' }, from: { type: 'string' } } }));
} catch (err) {
  console.error(`${USAGE}\n  ${(err as Error).message}`);
  process.exit(2);
}

const config = loadConfig();
if (config.storage.kind !== 's3') {
  console.error(`${USAGE}\n  S3_BUCKET is not set: there is no bucket to copy into`);
  process.exit(2);
}
const from = path.resolve(values.from ?? path.join(config.dataDir, 'uploads'));
const target = await openStorage(config.storage);
const dryRun = !!values['dry-run'];
console.log(`${dryRun ? 'Would copy' : 'Copying'} ${from} → ${target.location}`);
const report = await copyUploads(from, target, { dryRun });
console.log(`${dryRun ? 'would copy' : 'copied'} ${report.copied}, already in the bucket ${report.alreadyThere}`);
if (report.notOurs.length) {
  console.log(`left alone (not storage keys): ${report.notOurs.length}`);
  for (const f of report.notOurs.slice(0, 20)) console.log(`  ${f}`);
}
