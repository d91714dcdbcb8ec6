/**
 * Admin `admin-firebse`, the backend console (PRODUCT.md §3.9): the state of the database, storage,
 * migrations, scheduled jobs, mail outbox, web push and realtime; the backup download.
 */
import { z } from 'zod';
import { cursorSchema, pageLimit } from '../pagination.ts';

const n = z.number();
const at = z.string().nullable();

export const consoleStatusSchema = z.object({
  database: z.object({
    /** `embedded`: the PostgreSQL the server started itself; `external`: DATABASE_URL */
    mode: z.enum(['embedded', 'external']),
    version: z.string(),
    name: z.string(),
    sizeBytes: n,
    connections: n,
    maxConnections: n,
    serverTime: z.string(),
  }),
  storage: z.object({
    /** `disk`: a folder on the server (DATA_DIR/uploads); `s3`: an S3-compatible bucket */
    kind: z.enum(['disk', 's3']),
    /** the folder, or s3://bucket/prefix */
    location: z.string(),
    files: n,
    bytes: n,
    /** the count stopped at this many files */
    truncated: z.boolean(),
    diskFreeBytes: n.nullable(),
    diskTotalBytes: n.nullable(),
  }),
  migrations: z.object({
    applied: n,
    pending: n,
    latest: z.string().nullable(),
    items: z.array(z.object({ tag: z.string(), applied: z.boolean() })),
  }),
  jobs: z.object({
    /** pg-boss has made its schema in this database */
    installed: z.boolean(),
    /** the scheduler runs on this instance */
    runningHere: z.boolean(),
    queues: z.array(
      z.object({
        name: z.string(),
        cron: z.string().nullable(),
        timezone: z.string().nullable(),
        queued: n,
        active: n,
        failed: n,
        completed: n,
        lastCompletedAt: at,
        lastFailedAt: at,
      }),
    ),
  }),
  mail: z.object({ smtp: z.boolean(), byStatus: z.record(z.string(), n) }),
  push: z.object({
    publicKey: z.string(),
    subject: z.string(),
    subscriptions: n,
    extraHosts: z.array(z.string()),
  }),
  realtime: z.object({ streams: n, listening: z.boolean() }),
});
export type ConsoleStatus = z.infer<typeof consoleStatusSchema>;

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;

/** GET /api/admin/console/mail — the outbox, newest first. */
export const mailListQuerySchema = z
  .object({
    status: z.enum(MAIL_STATUSES, 'errors.invalid').optional(),
    q: z.string().trim().max(200, 'errors.tooLong').optional(),
    limit: pageLimit(100, 20),
    cursor: cursorSchema,
  })
  .strict();
export type MailListQuery = Omit<z.input<typeof mailListQuerySchema>, 'limit'> & { limit?: number };

export const mailSummarySchema = z.object({
  id: n,
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: at,
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailPageSchema = z.object({ items: z.array(mailSummarySchema), nextCursor: z.string().nullable(), total: n });
export type MailPage = z.infer<typeof mailPageSchema>;

export const mailMessageSchema = mailSummarySchema.extend({ text: z.string(), html: z.string().nullable() });
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** Tables the backup leaves out entirely (sign-in state that must not leave the server). */
export const BACKUP_EXCLUDED_TABLES = ['sessions', 'verifications', 'rate_limits'] as const;
