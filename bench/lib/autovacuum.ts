import pg from 'pg';

/**
 * Starts watching PostgreSQL's own maintenance and returns the function that stops: what autovacuum did
 * in the bench's database between the two calls. The PostgreSQL CPU column counts every process of the
 * embedded cluster, autovacuum workers included, so a vacuum of a freshly grown table in a row's window
 * is charged to that row (and to its minimal equivalent, measured next); the report names the row.
 */
export type AutovacuumWatch = () => Promise<() => Promise<string[]>>;

type Snapshot = { counts: Map<string, { vacuums: number; analyzes: number }>; running: string[] };

/** A watch over the database at `databaseUrl`, on a connection of its own (`close` ends it). */
export function watchAutovacuum(databaseUrl: string): { watch: AutovacuumWatch; close: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const snapshot = async (): Promise<Snapshot | undefined> => {
    try {
      // the counts move when a worker ends; a worker still at work shows in pg_stat_activity
      const counts = await pool.query<{ relname: string; vacuums: string; analyzes: string }>(
        'select relname, autovacuum_count as vacuums, autoanalyze_count as analyzes from pg_stat_user_tables',
      );
      const running = await pool.query<{ query: string }>(
        `select query from pg_stat_activity where backend_type = 'autovacuum worker' and datname = current_database()`,
      );
      return {
        counts: new Map(counts.rows.map((r) => [r.relname, { vacuums: Number(r.vacuums), analyzes: Number(r.analyzes) }])),
        running: running.rows.map((r) => r.query.replace(/^autovacuum:\s*/, '').trim()),
      };
    } catch {
      return undefined; // statistics out of reach (a role without them): the report says nothing
    }
  };
  return {
    watch: async () => {
      const before = await snapshot();
      return async () => {
        const after = await snapshot();
        return before && after ? autovacuumBetween(before, after) : [];
      };
    },
    close: () => pool.end(),
  };
}

/** What autovacuum did between two snapshots, one phrase each: ended runs by table, then the ones at work. */
export function autovacuumBetween(before: Snapshot, after: Snapshot): string[] {
  const done: string[] = [];
  for (const [table, n] of after.counts) {
    const was = before.counts.get(table) ?? { vacuums: 0, analyzes: 0 };
    const times = (k: number) => (k > 1 ? ` ×${k}` : '');
    if (n.vacuums > was.vacuums) done.push(`vacuum ${table}${times(n.vacuums - was.vacuums)}`);
    if (n.analyzes > was.analyzes) done.push(`analyze ${table}${times(n.analyzes - was.analyzes)}`);
  }
  const running = [...new Set([...before.running, ...after.running])].map(
    (q) => `${q} (${before.running.includes(q) ? (after.running.includes(q) ? 'all along' : 'at the start') : 'at the end'})`,
  );
  return [...done.sort(), ...running];
}
