import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { changedMeanwhile, notFound, type VersionedRecord } from '../errors.ts';

/**
 * Optimistic locking for records staff and customers edit (issue 23: two tabs must not silently
 * revert each other). A save names the `version` it started from; the update only matches that
 * version and raises it by one; when nothing matched, `missingOrStale` tells a deleted record (404)
 * from one changed meanwhile (409 CHANGED_MEANWHILE naming the record). A save without a version
 * (an older client) still saves, as products always have.
 */
export type Versioned = { id: PgColumn; version: PgColumn };

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
