import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { changedMeanwhile, notFound, type VersionedRecord } from '../errors.ts';

/**
 * Optimistic locking for records staff and customers edit (issue 23: two tabs must not silently
 * revert each other). A save names the `version` it started from; the update only matches that
 * version and raises it by one; when nothing matched, `missingOrStale` tells a deleted record (404)
 * from one changed meanwhile (409 CHANGED_MEANWHILE naming the record). A save without a version
 * (an older client) still saves, as products always have.
 */
type Versioned = { id: PgColumn; version: PgColumn };

/** The WHERE of a versioned save: this id, and this version when the client sent one. */
export function atVersion(table: Versioned, id: string | number, version: number | undefined): SQL {
  return version === undefined ? eq(table.id, id) : and(eq(table.id, id), eq(table.version, version))!;
}

/** The SET addition of every save of a versioned record. */
export const nextVersion = (table: Versioned) => ({ version: sql`${table.version} + 1` });

/** After a versioned save matched nothing: 404 when the record is gone, 409 when it changed. */
export async function missingOrStale(
  db: Pick<Db, 'execute'>,
  table: string,
  id: string | number,
  record: VersionedRecord,
  missing = 'Not found',
): Promise<never> {
  const { rows } = await db.execute(sql`select 1 from ${sql.identifier(table)} where id = ${id}`);
  throw rows.length ? changedMeanwhile(record) : notFound(missing);
}

/** A catalogue table staff edit: versioned, stamped on every change, shown or hidden. */
type Catalogued = PgTable & Versioned & { updatedAt: PgColumn; visible: PgColumn };

/**
 * A staff save of catalogue record `id` at `version`: `set`, the version raised and `updatedAt`
 * stamped; 404 (`missing`) when the record is gone, 409 naming `record` when it changed meanwhile.
 */
export async function saveCatalogued<T extends Catalogued>(
  db: Db,
  table: T,
  id: string,
  version: number | undefined,
  set: PgUpdateSetSource<T>,
  record: VersionedRecord,
  missing: string,
): Promise<void> {
  const [row] = await db
    .update(table)
    .set({ ...set, ...nextVersion(table), updatedAt: new Date() })
    .where(atVersion(table, id, version))
    .returning({ id: table.id });
  if (!row) await missingOrStale(db, getTableName(table), id, record, missing);
}

/** Shows or hides catalogue record `id` (whatever its version, which it raises); 404 (`missing`) when it is gone. */
export async function setCataloguedVisible<T extends Catalogued>(
  db: Db,
  table: T,
  id: string,
  visible: boolean,
  missing: string,
): Promise<void> {
  const [row] = await db
    .update(table)
    .set({ visible, ...nextVersion(table), updatedAt: new Date() } as PgUpdateSetSource<T>)
    .where(eq(table.id, id))
    .returning({ id: table.id });
  if (!row) throw notFound(missing);
}
