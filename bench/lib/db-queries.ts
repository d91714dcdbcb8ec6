import pg from 'pg';

let count = 0;
let installed = false;

/**
 * Counts every query sent by node-postgres in this process (the servers' pools, better-auth's and
 * Drizzle's queries alike), so each run can report database round trips per request. Wall-clock
 * numbers on a shared machine are noisy; this one is exact and explains most of them.
 * `pg` is the server's own driver (apps/server's dependency), patched here for the benchmark only.
 */
export function countDatabaseQueries(): () => number {
  if (!installed) {
    installed = true;
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      count++;
      return query.apply(this, args);
    } as typeof pg.Client.prototype.query;
  }
  return () => count;
}
