/**
 * Admin `sales` (PRODUCT.md §3.6): money actually collected, net of refunds, in Asia/Seoul calendar
 * buckets (day, ISO week from Monday, month), every bucket of the range present even when empty.
 * A payment counts on the day it was approved; a refund on the day it was made. Offline payments
 * (staff's record_payment) count like online ones.
 */
import { sql } from 'drizzle-orm';
import { PAYMENT_KINDS, type PaymentKind } from '@formulab/shared/shop/payments.states';
import type { SalesQuery, SalesReport } from '@formulab/shared/shop/sales.schema';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';

const TZ = 'Asia/Seoul';
const TAKEN = sql`('paid', 'partially_refunded', 'refunded')`;
type ByKind = Record<PaymentKind, number>;
const zero = (): ByKind => Object.fromEntries(PAYMENT_KINDS.map((k) => [k, 0])) as ByKind;

export async function salesReport(db: Db, q: SalesQuery): Promise<SalesReport> {
  const unit = sql.raw(`'${q.bucket}'`);
  const start = sql`(${q.from}::date)::timestamp at time zone ${TZ}`;
  const end = sql`(${q.to}::date + 1)::timestamp at time zone ${TZ}`;
  const [series, products] = await Promise.all([
    db.execute<{ bucket: string; kind: PaymentKind | null; gross: number; refunded: number; payments: number }>(sql`
      with buckets as (
        select generate_series(date_trunc(${unit}, ${q.from}::date), ${q.to}::date, ('1 ' || ${q.bucket})::interval)::date as bucket
      ), money as (
        select date_trunc(${unit}, (p.approved_at at time zone ${TZ}))::date as bucket, p.kind, p.amount as gross, 0 as refunded, 1 as n
        from payments p where p.status in ${TAKEN} and p.approved_at >= ${start} and p.approved_at < ${end}
        union all
        select date_trunc(${unit}, (f.created_at at time zone ${TZ}))::date, p.kind, 0, f.amount, 0
        from payment_refunds f join payments p on p.id = f.payment_id
        where f.created_at >= ${start} and f.created_at < ${end}
      )
      select to_char(b.bucket, 'YYYY-MM-DD') as bucket, m.kind, coalesce(sum(m.gross), 0)::float8 as gross,
        coalesce(sum(m.refunded), 0)::float8 as refunded, coalesce(sum(m.n), 0)::int as payments
      from buckets b left join money m on m.bucket = b.bucket
      group by b.bucket, m.kind order by b.bucket`),
    db.execute<{ id: string; name_ko: string; name_en: string; units: number; net: number }>(sql`
      select pr.id, pr.name_ko, pr.name_en, sum(b.quantity)::int as units, sum(p.amount - p.refunded_amount)::float8 as net
      from payments p join purchases b on b.id = p.target_id join products pr on pr.id = b.product_id
      where p.kind = 'purchase' and p.status in ${TAKEN} and p.approved_at >= ${start} and p.approved_at < ${end}
      group by pr.id, pr.name_ko, pr.name_en
      order by net desc, units desc, pr.id limit 10`),
  ]);
  const byBucket = new Map<string, { net: number; refunded: number; byKind: ByKind }>();
  const totals = { gross: 0, refunded: 0, net: 0, payments: 0, byKind: zero() };
  for (const r of series.rows) {
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
    topProducts: products.rows.map((p) => ({ id: p.id, nameKo: p.name_ko, nameEn: p.name_en, units: p.units, net: p.net })),
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
