/**
 * The backup download: every table of the public schema read in ONE read-only REPEATABLE READ
 * transaction (one snapshot, so rows written while the dump runs never tear it), written as gzip'd
 * NDJSON. Pure SQL, so it works the same on the embedded and an external PostgreSQL, with no
 * pg_dump of a matching version needed. Sign-in state is left out and secrets are blanked (see
 * BACKUP_EXCLUDED_TABLES and REDACT); pg-boss's schema (scheduled work, remade at start) is not part
 * of it.
 *
 * Lines: `{"backup":"formulab",version,at,snapshot,tables:[…]}`, then `{"table":name,"row":{…}}` per
 * row, then `{"end":true,"rows":{table:count}}` — a file without its end line is incomplete.
 */
import { Readable, pipeline } from 'node:stream';
import zlib from 'node:zlib';
import pg from 'pg';
import { BACKUP_EXCLUDED_TABLES } from '@formulab/shared/console/console.schema';
import { SALT_KEY } from '../analytics/analytics.service.ts';

/** 2: `date` columns are written as PostgreSQL prints them (`2026-11-25`), not as a local midnight in UTC */
export const BACKUP_FORMAT_VERSION = 2;
const FETCH_ROWS = 500;
const DATE_OID = 1082;
/**
 * node-postgres turns a `date` into a JS Date at the process's local midnight, which JSON then writes
 * in UTC: a day earlier east of Greenwich. The backup keeps PostgreSQL's own text, as a restore needs.
 */
const backupTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === DATE_OID ? (v: string) => v : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

type Row = Record<string, unknown>;
/** Per table: how a row leaves the server (null: the row is left out). */
const REDACT: Record<string, (row: Row) => Row | null> = {
  accounts: (r) => ({ ...r, password: null, access_token: null, refresh_token: null, id_token: null }),
  server_settings: (r) => {
    if (r.key === SALT_KEY) return null;
    if (r.key === 'vapid' && r.value && typeof r.value === 'object') return { ...r, value: { ...r.value, privateKey: null } };
    return r;
  },
};

export type BackupOptions = {
  /** called after each table is written (tests: write something in between) */
  afterTable?: (table: string) => Promise<void>;
};

/** The NDJSON lines of a backup, read from one client in one transaction. */
export async function* backupLines(pool: pg.Pool, opts: BackupOptions = {}): AsyncGenerator<string> {
  const client = await pool.connect();
  let open = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    open = true;
    await client.query('set local statement_timeout = 0');
    const head = await client.query<{ at: Date; snapshot: string; version: string }>(
      `select now() as at, txid_current_snapshot()::text as snapshot, current_setting('server_version') as version`,
    );
    const tables = (
      await client.query<{ name: string }>(
        `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
      )
    ).rows
      .map((r) => r.name)
      .filter((t) => !(BACKUP_EXCLUDED_TABLES as readonly string[]).includes(t));
    const h = head.rows[0]!;
    yield (
      JSON.stringify({
        backup: 'formulab',
        version: BACKUP_FORMAT_VERSION,
        at: h.at,
        postgres: h.version,
        snapshot: h.snapshot,
        tables,
        excluded: BACKUP_EXCLUDED_TABLES,
      }) + '\n'
    );
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const ident = '"' + table.replaceAll('"', '""') + '"';
      await client.query(`declare backup_rows no scroll cursor for select * from public.${ident}`);
      let count = 0;
      const redact = REDACT[table];
      for (;;) {
        const { rows } = await client.query<Row>({ text: `fetch ${FETCH_ROWS} from backup_rows`, types: backupTypes });
        if (!rows.length) break;
        let chunk = '';
        for (const raw of rows) {
          const row = redact ? redact(raw) : raw;
          if (!row) continue;
          chunk += JSON.stringify({ table, row }) + '\n';
          count++;
        }
        if (chunk) yield chunk;
      }
      await client.query('close backup_rows');
      counts[table] = count;
      await opts.afterTable?.(table);
    }
    yield JSON.stringify({ end: true, rows: counts }) + '\n';
    await client.query('commit');
    open = false;
  } finally {
    // an aborted download (or an error) ends the transaction before the client goes back to the pool
    if (open) await client.query('rollback').catch(() => {});
    client.release();
  }
}

/** The backup as a gzip stream; a client that goes away ends the transaction. */
export function backupStream(pool: pg.Pool, opts: BackupOptions = {}, onError?: (err: Error) => void): zlib.Gzip {
  const gzip = zlib.createGzip();
  pipeline(Readable.from(backupLines(pool, opts)), gzip, (err) => {
    if (err && onError) onError(err);
  });
  return gzip;
}

/** `formulab-backup-2026-11-25.ndjson.gz` (Asia/Seoul date). */
export function backupFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(now);
  return `formulab-backup-${day}.ndjson.gz`;
}
