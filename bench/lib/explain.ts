import pg from 'pg';

type Captured = { text: string; values: unknown[] };

let capture: Captured[] | null = null;
let installed = false;

/** Records the SQL node-postgres sends in this process while `capture` is set (the servers run here). */
function install(): void {
  if (installed) return;
  installed = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (capture) {
      const [first, second] = args;
      if (typeof first === 'string') capture.push({ text: first, values: Array.isArray(second) ? second : [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const cfg = first as { text: string; values?: unknown[] };
        capture.push({ text: cfg.text, values: cfg.values ?? (Array.isArray(second) ? second : []) });
      }
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

export type QueryPlan = {
  /** the scans on `table` the plan makes, e.g. "Index Scan using recipes_owner_updated_idx" */
  scans: string[];
  seqScan: boolean;
  executionMs: number;
  plan: string;
  sql: string;
};

/**
 * Makes one request, catches the SQL the server sent for it that reads `table`, and runs each of
 * those statements again under EXPLAIN (ANALYZE, BUFFERS) with the same parameters — so a benchmark
 * can say which index a list uses, and flag a sequential scan, without knowing the service's SQL.
 */
export async function explainRequest(opts: {
  url: string;
  headers?: Record<string, string>;
  databaseUrl: string;
  table: string;
}): Promise<QueryPlan[]> {
  install();
  const seen: Captured[] = [];
  capture = seen;
  try {
    const res = await fetch(opts.url, { headers: opts.headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${opts.url} answered ${res.status}`);
  } finally {
    capture = null;
  }
  const reads = new RegExp(`\\b(from|join)\\s+"?${opts.table}"?(\\s|$)`, 'i');
  const statements = seen.filter((q) => reads.test(q.text) && /^\s*(with|select)\b/i.test(q.text));
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
