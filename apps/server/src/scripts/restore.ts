/**
 * npm run db:restore -- <formulab-backup-….ndjson.gz> [--force]
 * Restores the admin console's "Download backup" (modules/console/backup.ts) into a database: the
 * migrations are applied first, then every table of the backup is filled with its rows in ONE
 * transaction (all or nothing), foreign keys checked once at the end, sequences moved past the
 * restored ids. A database that already has users is refused unless --force (its rows are replaced).
 * Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (stop the running server first).
 *
 * What a backup leaves out, and so a restore cannot bring back: sessions (everyone signs in again),
 * password hashes (everyone sets a new password with "Forgot password?"; `npm run admin:create` with a
 * new address gives staff a way in first), pending e-mail links and rate limits, the VAPID private key
 * (a new key pair is made at the next start unless VAPID_* is set; devices turn push on again), the
 * analytics salt (made anew), and pg-boss's schedule (made at the next start). Uploaded files are not
 * in the backup either: copy DATA_DIR/uploads alongside.
 */
import fs from 'node:fs';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { loadConfig } from '../config.ts';
import { openScriptDatabase } from './script-database.ts';

const USAGE = 'Usage: npm run db:restore -- <backup.ndjson.gz> [--force]';
const BATCH_ROWS = 500;

type Head = { backup: string; version: number; at: string; tables: string[] };
type Row = Record<string, unknown>;

const ident = (name: string) => '"' + name.replaceAll('"', '""') + '"';

/** Restores `file` into the database behind `pool` (migrated already). Returns the rows restored per table. */
export async function restoreBackup(
  pool: pg.Pool,
  file: string,
  opts: { force?: boolean; log?: (m: string) => void } = {},
): Promise<Record<string, number>> {
  const log = opts.log ?? (() => {});
  const client = await pool.connect();
  let lines: readline.Interface | undefined;
  let open = false;
  try {
    const users = await client.query<{ n: string }>('select count(*) as n from public.users');
    if (Number(users.rows[0]!.n) > 0 && !opts.force) {
      throw new Error(
        `the database already has ${users.rows[0]!.n} users: restore into an empty database, or pass --force to replace its data`,
      );
    }
    let head: Head | null = null;
    let foreignKeys: ForeignKey[] = [];
    let end: Record<string, number> | null = null;
    const columns = new Map<string, string[]>();
    const counts: Record<string, number> = {};
    // mutated by flush(): declared so that TypeScript does not narrow it to null in the loop
    let batch = null as { table: string; rows: Row[] } | null;

    const flush = async () => {
      if (!batch || !batch.rows.length) return;
      const { table, rows } = batch;
      const cols = columns.get(table)!.map(ident).join(', ');
      // json_populate_recordset casts each value to its column's type, as PostgreSQL would read its text
      await client.query(
        `insert into public.${ident(table)} (${cols}) overriding system value
         select ${cols} from json_populate_recordset(null::public.${ident(table)}, $1::json)`,
        [JSON.stringify(rows)],
      );
      counts[table] = (counts[table] ?? 0) + rows.length;
      batch = { table, rows: [] };
    };

    // read from here on: lines a readline emits before its iteration starts are lost
    lines = readline.createInterface({ input: fs.createReadStream(file).pipe(zlib.createGunzip()), crlfDelay: Infinity });
    for await (const line of lines) {
      if (!line.trim()) continue;
      const entry = JSON.parse(line) as Partial<Head> & {
        table?: string;
        row?: Row;
        end?: boolean;
        rows?: Record<string, number>;
      };
      if (!head) {
        if (entry.backup !== 'formulab' || (entry.version !== 1 && entry.version !== 2) || !Array.isArray(entry.tables)) {
          throw new Error(`not a Formulab backup of version 1 or 2 (its first line begins ${JSON.stringify(line.slice(0, 60))})`);
        }
        head = entry as Head;
        log(`Backup of ${head.at}: ${head.tables.length} tables`);
        await client.query('begin');
        open = true;
        foreignKeys = await prepare(client, head.tables, columns);
        continue;
      }
      if (entry.end) {
        await flush();
        end = entry.rows ?? {};
        break;
      }
      if (!entry.table || !entry.row) throw new Error(`an unexpected line in the backup: ${line.slice(0, 80)}`);
      if (!columns.has(entry.table)) throw new Error(`the backup has rows of ${entry.table}, which its header did not list`);
      if (batch?.table !== entry.table) {
        await flush();
        batch = { table: entry.table, rows: [] };
      }
      batch.rows.push(entry.row);
      if (batch.rows.length >= BATCH_ROWS) await flush();
    }
    if (!head) throw new Error('the backup is empty');
    if (!end) throw new Error('the backup is incomplete (it has no end line): nothing was restored');
    for (const table of head.tables) {
      if ((counts[table] ?? 0) !== (end[table] ?? 0)) {
        throw new Error(`${table}: ${counts[table] ?? 0} rows read, the backup's end line says ${end[table] ?? 0}`);
      }
    }
    await finish(client, head.tables, foreignKeys);
    await client.query('commit');
    open = false;
    return counts;
  } finally {
    lines?.close();
    if (open) await client.query('rollback').catch(() => {});
    client.release();
  }
}

type ForeignKey = { table: string; name: string; definition: string };

/**
 * Inside the transaction: the tables emptied, their foreign keys dropped (re-added, and so checked, in
 * finish()) and their own triggers off, so rows go in table by table in any order and the counters the
 * triggers keep are restored as they were, not counted again.
 */
async function prepare(client: pg.PoolClient, tables: string[], columns: Map<string, string[]>): Promise<ForeignKey[]> {
  const known = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c join pg_attribute a on a.attrelid = c.oid
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      group by c.relname`,
  );
  const byName = new Map(known.rows.map((r) => [r.name, r.columns]));
  const missing = tables.filter((t) => !byName.has(t));
  if (missing.length) throw new Error(`the backup has tables this version does not know: ${missing.join(', ')}`);
  for (const t of tables) columns.set(t, byName.get(t)!);

  const fks = await client.query<ForeignKey>(
    `select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.contype = 'f' and c.relnamespace = 'public'::regnamespace`,
  );
  for (const fk of fks.rows) await client.query(`alter table public.${ident(fk.table)} drop constraint ${ident(fk.name)}`);
  await client.query(`truncate table ${tables.map((t) => `public.${ident(t)}`).join(', ')} restart identity`);
  for (const t of tables) await client.query(`alter table public.${ident(t)} disable trigger user`);
  return fks.rows;
}

/** Triggers on, foreign keys back (each checked against the restored rows), sequences past the restored ids. */
async function finish(client: pg.PoolClient, tables: string[], foreignKeys: ForeignKey[]): Promise<void> {
  for (const t of tables) await client.query(`alter table public.${ident(t)} enable trigger user`);
  for (const fk of foreignKeys) {
    await client.query(`alter table public.${ident(fk.table)} add constraint ${ident(fk.name)} ${fk.definition}`);
  }
  const sequences = await client.query<{ table: string; column: string; seq: string }>(
    `select c.relname as table, a.attname as column, pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as seq
       from pg_class c join pg_attribute a on a.attrelid = c.oid
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null`,
  );
  for (const s of sequences.rows) {
    if (!tables.includes(s.table)) continue;
    await client.query(
      `select setval($1, coalesce((select max(${ident(s.column)}) from public.${ident(s.table)}), 0) + 1, false)`,
      [s.seq],
    );
  }
  // the backup blanks the VAPID private key: without the pair, the next start makes a new one
  await client.query(`delete from public.server_settings where key = 'vapid' and value->>'privateKey' is null`);
}

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseArgs<{ options: { force: { type: 'boolean' } }; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
  } catch (err) {
    console.error(`${USAGE}\n  ${(err as Error).message}`);
    process.exit(2);
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length) {
    console.error(USAGE);
    process.exit(2);
  }
  if (!fs.existsSync(file)) {
    console.error(`${file}: no such file`);
    process.exit(2);
  }
  const config = loadConfig();
  const { database, close } = await openScriptDatabase(config);
  try {
    const counts = await restoreBackup(database.pool, file, { force: parsed.values.force, log: (m) => console.log(m) });
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`Restored ${rows} rows in ${Object.keys(counts).length} tables.`);
    console.log(
      'Sessions and passwords are not in a backup: everyone sets a new password with "Forgot password?" ' +
        '(npm run admin:create -- --email <new address> … lets staff in first). Copy DATA_DIR/uploads as well.',
    );
  } catch (err) {
    console.error(`Restore failed, nothing was changed: ${(err as Error).message}`);
    process.exitCode = 1;
  } finally {
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
