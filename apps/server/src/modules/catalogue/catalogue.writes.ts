/**
 * The writes staff make to the catalogue's own tables (ingredients, packaging) alike: a new record, a
 * versioned save, showing or hiding one — each with the public pages that show the record told
 * (realtime/bus.ts) in the same transaction, so no write of the catalogue forgets them.
 */
import { eq, getTableName } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { notFound, type AppError, type VersionedRecord } from '../../errors.ts';
import { atVersion, missingOrStale, nextVersion, type Versioned } from '../../lib/versions.ts';
import { pagesChanged, type PageRecordKind } from '../realtime/bus.ts';

/** A catalogue table staff edit: versioned, stamped on every change, shown or hidden. */
type Catalogued = PgTable & Versioned & { updatedAt: PgColumn; visible: PgColumn };

/** What a catalogue record is called, in a stale save's 409 and in the public pages' change feed. */
type CatalogueRecord = VersionedRecord & PageRecordKind;

/**
 * A new catalogue record of `values`, and the catalogue's pages that list it told; `taken()` when its
 * unique name or code is another record's (the insert then does nothing). Answers its id.
 */
export async function insertCatalogued<T extends Catalogued>(
  db: Db,
  table: T,
  values: PgInsertValue<T>,
  record: CatalogueRecord,
  taken: () => AppError,
): Promise<string> {
  const [row] = await db.insert(table).values(values).onConflictDoNothing().returning({ id: table.id });
  if (!row) throw taken();
  const id = row.id as string;
  await pagesChanged(db, record, [id]);
  return id;
}

/**
 * A staff save of catalogue record `id` at `version`: `set`, the version raised and `updatedAt`
 * stamped, and the public pages that show the record told; 404 (`missing`) when the record is gone,
 * 409 naming `record` when it changed meanwhile.
 */
export async function saveCatalogued<T extends Catalogued>(
  db: Db,
  table: T,
  id: string,
  version: number | undefined,
  set: PgUpdateSetSource<T>,
  record: CatalogueRecord,
  missing: string,
): Promise<void> {
  const [row] = await db
    .update(table)
    .set({ ...set, ...nextVersion(table), updatedAt: new Date() })
    .where(atVersion(table, id, version))
    .returning({ id: table.id });
  if (!row) await missingOrStale(db, getTableName(table), id, record, missing);
  await pagesChanged(db, record, [id]);
}

/**
 * Shows or hides catalogue record `id` (whatever its version, which it raises) and tells the public
 * pages that show it, in one transaction; 404 (`missing`) when it is gone.
 */
export async function setCataloguedVisible<T extends Catalogued>(
  db: Db,
  table: T,
  id: string,
  visible: boolean,
  record: CatalogueRecord,
  missing: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ visible, ...nextVersion(table), updatedAt: new Date() } as PgUpdateSetSource<T>)
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (!row) throw notFound(missing);
    await pagesChanged(tx, record, [id]);
  });
}
