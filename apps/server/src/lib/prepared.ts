import type { Db } from '../db/client.ts';

/**
 * Statements drizzle writes once per database and shape, then runs with each request's values
 * (`sql.placeholder(name)` where a value goes, `.prepare('')`, then `.execute({ name: value })`).
 *
 * Drizzle writes a statement by walking every fragment of it, testing each against its classes one by
 * one (`is()` climbs the prototype chain for every miss): profiled under load on the audit trail of one
 * user (`GET /api/admin/audit?subjectType=users&subjectId=…`), a third of the server's busy CPU was
 * drizzle's, most of it writing the two statements' text again — the same text for every request of
 * that shape. A prepared query keeps the text, where each value goes and how the row is mapped back;
 * running it only fills the values in.
 *
 * `shape` names everything that changes the text (which filters are present, whether a cursor is): a
 * statement whose text depends on a value must not be kept under a key that leaves the value out. The
 * empty name passed to `.prepare('')` leaves the server-side name to the client (db/client.ts: named by
 * its text, or unnamed behind a transaction pooler), as for every other statement.
 */
const kept = new WeakMap<Db, Map<string, unknown>>();

export function preparedOnce<T>(db: Db, shape: string, write: () => T): T {
  let byShape = kept.get(db);
  if (!byShape) kept.set(db, (byShape = new Map()));
  let statement = byShape.get(shape) as T | undefined;
  if (statement === undefined) byShape.set(shape, (statement = write()));
  return statement;
}
