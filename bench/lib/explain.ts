import pg from 'pg';
import type { CapturedStatement } from './pg-probe.ts';

export type QueryPlan = {
  /** the scans on `table` the plan makes, e.g. "Index Scan using recipes_owner_updated_idx" */
  scans: string[];
  seqScan: boolean;
  executionMs: number;
  plan: string;
  sql: string;
};

/**
 * Takes the SQL a server sent for one request (caught in its process, pg-probe.ts), keeps the
 * statements that read `table`, and runs each again under EXPLAIN (ANALYZE, BUFFERS) with the same
 * parameters — so a benchmark can say which index a list uses, and flag a sequential scan, without
 * knowing the service's SQL.
 */
export async function explainStatements(opts: {
  statements: Pick<CapturedStatement, 'text' | 'values'>[];
  databaseUrl: string;
  table: string;
}): Promise<QueryPlan[]> {
  const reads = new RegExp(`\\b(from|join)\\s+"?${opts.table}"?(\\s|$)`, 'i');
  const statements = opts.statements.filter((q) => reads.test(q.text) && /^\s*(with|select)\b/i.test(q.text));
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 1 });
  try {
    const plans: QueryPlan[] = [];
    for (const s of statements) {
      const result = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.text}`, s.values);
      const plan = result.rows.map((r) => r['QUERY PLAN']).join('\n');
      const scanRe = new RegExp(
        `((?:Parallel )?(?:Seq Scan|Index Only Scan(?: Backward)?|Index Scan(?: Backward)?|Bitmap Heap Scan)(?: using \\S+)?) on ${opts.table}\\b`,
        'g',
      );
      const scans = [...plan.matchAll(scanRe)].map((m) => m[1]!);
      // a bitmap heap scan names its index on the Bitmap Index Scan line below it
      const bitmapIndexes = [...plan.matchAll(/Bitmap Index Scan on (\S+)/g)].map((m) => `Bitmap Index Scan on ${m[1]}`);
      plans.push({
        scans: [...scans, ...bitmapIndexes.filter((b) => b.includes(opts.table))],
        seqScan: scans.some((x) => x.includes('Seq Scan')),
        executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN),
        plan,
        sql: s.text,
      });
    }
    return plans;
  } finally {
    await pool.end();
  }
}
