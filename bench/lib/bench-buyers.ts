import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo.ts';

/**
 * Runs a seed's `fill` on a pool of one connection to `databaseUrl`, closed after it, and adds to its
 * answer how many seconds it took.
 */
export async function seeding<R extends object>(
  databaseUrl: string,
  fill: (pool: pg.Pool) => Promise<R>,
): Promise<R & { seconds: number }> {
  const started = performance.now();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    return { ...(await fill(pool)), seconds: (performance.now() - started) / 1000 };
  } finally {
    await pool.end();
  }
}

/** How many rows a seeder writes to a table of customers' records, and whose they are (`OWNER_OF_ROW`). */
export type BuyerSeedOptions = {
  /** rows in the table (everyone's) */
  total: number;
  /** of those, how many the demo customer (the measured one) owns */
  forCustomer: number;
  /** other customers the rest is spread over (the shared `bench-buyer-N` accounts) */
  customers: number;
};

/** The CTE `buyers`: the bench buyers' ids as one array, for an INSERT … SELECT generate_series to spread rows over. */
export const BUYERS_CTE = `buyers as (select array_agg(id order by id) as ids from users where id like 'bench-buyer-%')`;
/** Row g's owner in such an INSERT: the demo customer ($3) for the first $2 rows, the bench buyers in turn after. */
export const OWNER_OF_ROW = `case when g <= $2 then $3 else buyers.ids[1 + (g % array_length(buyers.ids, 1))] end as owner_id`;

/** The demo customer's id: the measured customer of the list benchmarks (`bench` says which, if it is missing). */
export async function demoCustomerId(pool: pg.Pool, bench: string): Promise<string> {
  const customer = await pool.query<{ id: string }>('select id from users where email = $1', [DEMO_ACCOUNTS.customer.email]);
  const id = customer.rows[0]?.id;
  if (!id) throw new Error(`the demo customer is missing: the ${bench} benchmark needs the demo data`);
  return id;
}

/**
 * `seeding` for a table of customers' records: finds the demo customer, the one the benchmark `bench`
 * measures, and makes the `customers` bench buyers the rows spread over, before `fill` writes the rows.
 */
export function seedingForBuyers<R extends object>(
  databaseUrl: string,
  bench: string,
  customers: number,
  fill: (pool: pg.Pool, customerId: string) => Promise<R>,
): Promise<R & { seconds: number }> {
  return seeding(databaseUrl, async (pool) => {
    const customerId = await demoCustomerId(pool, bench);
    await seedBenchBuyers(pool, customers);
    return fill(pool, customerId);
  });
}

/**
 * The generated customers `bench-buyer-1` … `bench-buyer-<count>` the list seeds spread their rows over
 * (one set for all: the seed that runs first makes them). Each has a phone number, as a real customer's
 * account does, so the rows do not depend on which seed ran first.
 */
export async function seedBenchBuyers(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(
    `insert into users (id, name, email, email_verified, role, company_name, phone)
     select 'bench-buyer-' || g, 'Bench buyer ' || g, 'bench-buyer-' || g || '@bench.invalid', true, 'customer',
            '벤치 코스메틱 ' || g, '010-' || lpad((g % 10000)::text, 4, '0') || '-0000'
     from generate_series(1, $1::int) g
     on conflict do nothing`,
    [count],
  );
}

/** The rows of a table of customers' records (`table`: a name of ours, never input) by state: everyone's, and the demo customer's. */
export async function countByState(
  pool: pg.Pool,
  table: string,
  customerId: string,
): Promise<{ total: number; mine: number; byState: Record<string, number> }> {
  const counts = await pool.query<{ state: string; n: number; mine: number }>(
    `select state, count(*)::int as n, (count(*) filter (where owner_id = $1))::int as mine from ${table} group by state`,
    [customerId],
  );
  return {
    total: counts.rows.reduce((s, r) => s + r.n, 0),
    mine: counts.rows.reduce((s, r) => s + r.mine, 0),
    byState: Object.fromEntries(counts.rows.map((r) => [r.state, r.n])),
  };
}
