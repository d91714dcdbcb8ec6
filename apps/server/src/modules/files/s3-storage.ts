/**
 * File bytes in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO; decision 0022). Only the
 * server reads and writes it: downloads still go through `/api/files/:id`, which checks who asks, so
 * the bucket stays private and needs no public policy or signed links.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { checkKey, type FileStorage, type StorageUsage } from './storage.ts';

export type S3StorageConfig = Extract<Config['storage'], { kind: 's3' }>;

/** A 404 from the bucket: the SDK names it NoSuchKey (GET) or NotFound (HEAD, which has no body to name it). */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

export function s3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // unset: the SDK's own chain (AWS_* variables, the instance's or task's role)
    credentials: config.credentials,
    // a checksum only where the API requires one: MinIO, R2 and older S3-compatible servers refuse or
    // ignore the CRC32 headers the SDK adds by default since 2025, and a Buffer's length is known anyway
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

export function s3Storage(config: S3StorageConfig, client: S3Client = s3Client(config)): FileStorage {
  const Bucket = config.bucket;
  const objectKey = (key: string) => config.prefix + checkKey(key);
  return {
    kind: 's3',
    location: `s3://${Bucket}/${config.prefix}`,
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data, ContentLength: data.length }));
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return (res.Body as Readable | undefined) ?? null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      // S3 answers 204 for a key that is not there too
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async usage(max): Promise<StorageUsage> {
      let files = 0;
      let bytes = 0;
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: config.prefix,
            ContinuationToken: token,
            MaxKeys: Math.min(1000, max - files + 1),
          }),
        );
        for (const o of page.Contents ?? []) {
          if (files >= max) return { files, bytes, truncated: true, diskFreeBytes: null, diskTotalBytes: null };
          files++;
          bytes += o.Size ?? 0;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return { files, bytes, truncated: false, diskFreeBytes: null, diskTotalBytes: null };
    },
  };
}
