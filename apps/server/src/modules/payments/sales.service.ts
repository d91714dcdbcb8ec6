/**
 * Admin `sales` (PRODUCT.md §3.6): money actually collected, net of refunds, in Asia/Seoul calendar
 * buckets (day, ISO week from Monday, month), every bucket of the range present even when empty.
 * A payment counts on the day it was approved; a refund on the day it was made. Offline payments
 * (staff's record_payment) count like online ones. The sums come from per-day rollups the database
 * keeps (migration 0046), so the report costs the same at a million payments as at a hundred.
 */
import { sql } from 'drizzle-orm';
import { PAYMENT_KINDS, type PaymentKind } from '@formulab/shared/shop/payments.states';
import type { SalesQuery, SalesReport } from '@formulab/shared/shop/sales.schema';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';

type ByKind = Record<PaymentKind, number>;
const zero = (): ByKind => Object.fromEntries(PAYMENT_KINDS.map((k) => [k, 0])) as ByKind;

export async function salesReport(db: Db, q: SalesQuery): Promise<SalesReport> {
  const unit = sql.raw(`'${q.bucket}'`);
  // sales_daily and sales_product_daily (sales.table.ts) hold every Seoul day's sums, the open one
  // included: the triggers that keep them run in the writer's transaction, so they are as exact as the
  // rows they sum, and a year is a thousand rows whatever the number of payments
  const [series, products] = await Promise.all([
    db.execute<SeriesRow>(sql`
      with buckets as (
        select generate_series(date_trunc(${unit}, ${q.from}::date), ${q.to}::date, ('1 ' || ${q.bucket})::interval)::date as bucket
      ), money as (
        select date_trunc(${unit}, s.day::timestamp)::date as bucket, s.kind, sum(s.gross) as gross, sum(s.refunded) as refunded,
          sum(s.payments) as n
        from sales_daily s where s.day >= ${q.from}::date and s.day <= ${q.to}::date
        group by 1, 2
      )
      select to_char(b.bucket, 'YYYY-MM-DD') as bucket, m.kind, coalesce(m.gross, 0)::float8 as gross,
        coalesce(m.refunded, 0)::float8 as refunded, coalesce(m.n, 0)::int as payments
      from buckets b left join money m on m.bucket = b.bucket
      order by b.bucket`),
    // a product whose payments in the range all went (payments = 0) is not listed, as the rows would not be.
    // Summed by product id and ranked first, the ten then named: joined before, every rollup row of the
    // range (135,000 for a year at 10,000 products, full bench of 2026-12-01) met products and was grouped
    // by its names, 180 ms against 50. A product with purchases is never deleted (products.service.ts
    // `deleteProduct`), so each of the ten has its row.
    db.execute<ProductRow>(sql`
      with top as (
        select s.product_id, sum(s.units)::int as units, sum(s.net)::float8 as net
        from sales_product_daily s
        where s.day >= ${q.from}::date and s.day <= ${q.to}::date
        group by s.product_id
        having sum(s.payments) > 0
        order by net desc, units desc, s.product_id limit 10
      )
      select pr.id, pr.name_ko, pr.name_en, top.units, top.net
      from top join products pr on pr.id = top.product_id
      order by top.net desc, top.units desc, pr.id`),
  ]);
  return reportOf(q, series.rows, products.rows);
}

type SeriesRow = { bucket: string; kind: PaymentKind | null; gross: number; refunded: number; payments: number };
type ProductRow = { id: string; name_ko: string; name_en: string; units: number; net: number };

/**
 * The report from its two reads: a row per bucket and kind (a bucket without money once, kind null),
 * and the top products. Exported for the rollups' test, which reads the same rows from raw payments.
 */
export function reportOf(q: SalesQuery, series: SeriesRow[], products: ProductRow[]): SalesReport {
  const byBucket = new Map<string, { net: number; refunded: number; byKind: ByKind }>();
  const totals = { gross: 0, refunded: 0, net: 0, payments: 0, byKind: zero() };
  for (const r of series) {
    const b = byBucket.get(r.bucket) ?? { net: 0, refunded: 0, byKind: zero() };
    byBucket.set(r.bucket, b);
    if (!r.kind) continue;
    const net = r.gross - r.refunded;
    b.net += net;
    b.refunded += r.refunded;
    b.byKind[r.kind] += net;
    totals.gross += r.gross;
    totals.refunded += r.refunded;
    totals.net += net;
    totals.payments += r.payments;
    totals.byKind[r.kind] += net;
  }
  return {
    from: q.from,
    to: q.to,
    bucket: q.bucket,
    totals,
    series: [...byBucket.entries()].map(([bucket, b]) => ({ bucket, ...b })),
    topProducts: products.map((p) => ({ id: p.id, nameKo: p.name_ko, nameEn: p.name_en, units: p.units, net: p.net })),
  };
}

/** The report's series as CSV: one row per bucket. */
export async function salesCsv(db: Db, q: SalesQuery): Promise<string> {
  const r = await salesReport(db, q);
  return toCsv(
    ['bucket', 'net', 'refunded', ...PAYMENT_KINDS.map((k) => `net_${k}`)],
    r.series.map((s) => [s.bucket, s.net, s.refunded, ...PAYMENT_KINDS.map((k) => s.byKind[k])]),
  );
}
