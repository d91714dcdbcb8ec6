/**
 * Admin `admin-firebse`, the backend console: what the server is running on, read live. Nothing here
 * changes anything; the one secret-bearing thing (the VAPID private key) is never read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ConsoleStatus, MailListQuery, MailMessage, MailPage, MailSummary } from '@formulab/shared/console/console.schema';
import { mailListQuerySchema } from '@formulab/shared/console/console.schema';
import type { Config } from '../../config.ts';
import { MIGRATIONS_DIR, type Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { decodePageCursor, keysetAfter, keysetOrder, keysetPage, keysetSelect, type Keyset } from '../../lib/keyset.ts';
import { containsPattern, containsText } from '../../lib/like.ts';
import { preparedOnce } from '../../lib/prepared.ts';
import type { FileStorage } from '../files/storage.ts';
import { mailOutbox } from '../mail/mail.table.ts';

/** The storage count stops here (a huge upload folder must not make the status slow). */
export const STORAGE_SCAN_MAX = 50_000;

export type ConsoleDeps = {
  db: Db;
  config: Pick<Config, 'databaseUrl' | 'smtpUrl' | 'push'>;
  storage: FileStorage;
  pushPublicKey: () => Promise<string>;
  hub: { size: number; listening: boolean };
  schedulerRunning: () => boolean;
};

const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

export async function consoleStatus(deps: ConsoleDeps): Promise<ConsoleStatus> {
  const { db, config } = deps;
  const [database, storage, migrations, jobs, mail, push] = await Promise.all([
    databaseStatus(db),
    storageStatus(deps.storage),
    migrationStatus(db),
    jobStatus(db),
    db.execute<{ status: string; n: number }>(sql`select status, count(*)::int as n from mail_outbox group by status`),
    deps.pushPublicKey().then(async (publicKey) => ({
      publicKey,
      subscriptions: (await db.execute<{ n: number }>(sql`select count(*)::int as n from push_subscriptions`)).rows[0]!.n,
    })),
  ]);
  return {
    database: { ...database, mode: config.databaseUrl ? 'external' : 'embedded' },
    storage,
    migrations,
    jobs: { ...jobs, runningHere: deps.schedulerRunning() },
    mail: { smtp: !!config.smtpUrl, byStatus: Object.fromEntries(mail.rows.map((r) => [r.status, r.n])) },
    push: { ...push, subject: config.push.subject, extraHosts: [...config.push.extraHosts] },
    realtime: { streams: deps.hub.size, listening: deps.hub.listening },
  };
}

async function databaseStatus(db: Db) {
  const { rows } = await db.execute<{
    version: string;
    name: string;
    size: string;
    connections: number;
    max: string;
    now: Date | string;
  }>(sql`
    select current_setting('server_version') as version, current_database() as name,
      pg_database_size(current_database())::text as size,
      (select count(*)::int from pg_stat_activity where datname = current_database()) as connections,
      current_setting('max_connections') as max, now() as now`);
  const r = rows[0]!;
  return {
    version: r.version,
    name: r.name,
    sizeBytes: Number(r.size),
    connections: r.connections,
    maxConnections: Number(r.max),
    serverTime: iso(r.now)!,
  };
}

/** Where uploads live, their files and bytes (up to STORAGE_SCAN_MAX files) and, on disk, its free space. */
export async function storageStatus(storage: FileStorage): Promise<ConsoleStatus['storage']> {
  return { kind: storage.kind, location: storage.location, ...(await storage.usage(STORAGE_SCAN_MAX)) };
}

/**
 * The migration files (drizzle's journal) against `drizzle.__drizzle_migrations`: drizzle applies a
 * file when its `when` is later than the last applied one's `created_at`, and so does this count.
 */
export async function migrationStatus(db: Db): Promise<ConsoleStatus['migrations']> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const exists = (await db.execute<{ ok: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`))
    .rows[0]!.ok;
  const last = exists
    ? Number(
        (await db.execute<{ last: string | null }>(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`))
          .rows[0]!.last ?? -1,
      )
    : -1;
  const items = journal.entries.map((e) => ({ tag: e.tag, applied: e.when <= last }));
  const done = items.filter((i) => i.applied);
  return { applied: done.length, pending: items.length - done.length, latest: done.at(-1)?.tag ?? null, items };
}

/** pg-boss's queues with their schedules and job counts (nothing when pg-boss never started here). */
export async function jobStatus(db: Db): Promise<Omit<ConsoleStatus['jobs'], 'runningHere'>> {
  const installed = (await db.execute<{ ok: boolean }>(sql`select to_regclass('pgboss.job') is not null as ok`)).rows[0]!.ok;
  if (!installed) return { installed: false, queues: [] };
  const { rows } = await db.execute<{
    name: string;
    cron: string | null;
    timezone: string | null;
    queued: number;
    active: number;
    failed: number;
    completed: number;
    last_completed: Date | null;
    last_failed: Date | null;
  }>(sql`
    select q.name, s.cron, s.timezone,
      count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
      count(j.id) filter (where j.state = 'active')::int as active,
      count(j.id) filter (where j.state = 'failed')::int as failed,
      count(j.id) filter (where j.state = 'completed')::int as completed,
      max(j.completed_on) filter (where j.state = 'completed') as last_completed,
      max(j.completed_on) filter (where j.state = 'failed') as last_failed
    from pgboss.queue q
    left join pgboss.schedule s on s.name = q.name
    left join pgboss.job j on j.name = q.name
    group by q.name, s.cron, s.timezone order by q.name`);
  return {
    installed: true,
    queues: rows.map((r) => ({
      name: r.name,
      cron: r.cron,
      timezone: r.timezone,
      queued: r.queued,
      active: r.active,
      failed: r.failed,
      completed: r.completed,
      lastCompletedAt: iso(r.last_completed),
      lastFailedAt: iso(r.last_failed),
    })),
  };
}

const MAIL_KEYSET: Keyset = {
  sort: 'newest',
  columns: [
    { expr: sql`${mailOutbox.createdAt}`, type: 'micros', desc: true },
    { expr: sql`${mailOutbox.id}`, type: 'int', desc: true },
  ],
};

const summaryColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  kind: mailOutbox.kind,
  status: mailOutbox.status,
  error: mailOutbox.error,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};
type MailSummaryRow = { [K in keyof typeof summaryColumns]: (typeof mailOutbox.$inferSelect)[K] };
const presentMail = (r: MailSummaryRow): MailSummary => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  kind: r.kind,
  status: r.status,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  sentAt: iso(r.sentAt),
});

const countMatching = (db: Db, where: SQL | undefined) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(where)
    .then((r) => r[0]!.n);

/** The outbox's total, or one status's, from `mail_outbox_counts` (kept by triggers, migration 0041). */
async function countByStatus(db: Db, status: string | undefined): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    status
      ? sql`select coalesce(sum(n), 0)::int as n from mail_outbox_counts where status = ${status}`
      : sql`select coalesce(sum(n), 0)::int as n from mail_outbox_counts`,
  );
  return rows[0]!.n;
}

/**
 * A page of the outbox: one select for both paths. Without a search it is prepared once per shape
 * (lib/prepared.ts) with placeholders for the status, cursor and limit; a search's text depends on its
 * term (trigrams or grams, lib/like.ts), so it is written for each request with the values in place.
 */
function mailPageSelect(
  db: Db,
  by: { status?: string | Placeholder; search?: SQL; after?: readonly (string | Placeholder)[] },
  limit: number | Placeholder,
) {
  return db
    .select({ ...summaryColumns, page_key: sql<string[]>`${keysetSelect(MAIL_KEYSET)}` })
    .from(mailOutbox)
    .where(
      and(
        by.status === undefined ? undefined : eq(mailOutbox.status, by.status),
        by.search,
        by.after ? keysetAfter(MAIL_KEYSET, by.after) : undefined,
      ),
    )
    .orderBy(keysetOrder(MAIL_KEYSET))
    .limit(limit);
}

const mailPageStatement = (db: Db, byStatus: boolean, after: boolean) =>
  preparedOnce(db, `mail:${Number(byStatus)}${Number(after)}`, () => {
    const p = sql.placeholder;
    return mailPageSelect(
      db,
      { status: byStatus ? p('status') : undefined, after: after ? [p('afterAt'), p('afterId')] : undefined },
      p('limit'),
    ).prepare('');
  });

/** The outbox, newest first, by status and a search of address or subject. */
export async function listMail(db: Db, input: MailListQuery): Promise<MailPage> {
  const q = mailListQuerySchema.parse(input);
  const cursor = decodePageCursor(q.cursor, MAIL_KEYSET);
  // through the indexes of both fields joined (mail_outbox_search_trgm_idx, or _grams_idx for a term
  // without trigrams), then each field's own test, so a term spanning the two ("kim subject") matches neither
  const term = q.q?.toLowerCase();
  const like = term && containsPattern(term);
  const search = term
    ? sql`(${containsText(sql`lower(${mailOutbox.to} || ' ' || ${mailOutbox.subject})`, term)}
        and (lower(${mailOutbox.to}) like ${like} or lower(${mailOutbox.subject}) like ${like}))`
    : undefined;
  const [rows, total] = await Promise.all([
    search
      ? mailPageSelect(db, { status: q.status, search, after: cursor?.key }, q.limit + 1)
      : mailPageStatement(db, !!q.status, !!cursor).execute({
          status: q.status,
          afterAt: cursor?.key[0],
          afterId: cursor?.key[1],
          limit: q.limit + 1,
        }),
    cursor
      ? Promise.resolve(cursor.total)
      : search
        ? countMatching(db, and(q.status ? eq(mailOutbox.status, q.status) : undefined, search))
        : countByStatus(db, q.status),
  ]);
  return keysetPage(MAIL_KEYSET, rows, q.limit, total, presentMail);
}

export async function getMail(db: Db, id: number): Promise<MailMessage> {
  const [r] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!r) throw new AppError(404, 'NOT_FOUND', 'No such e-mail');
  return { ...presentMail(r), text: r.text, html: r.html };
}
