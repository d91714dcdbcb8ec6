/**
 * The sales report reads per-day rollups kept by triggers (migration 0046): it must answer exactly what
 * a count over the raw payments and refunds answers, whatever wrote them — many rows in one statement or
 * one at a time, refunds in parts or in full, offline payments, amounts and approval times corrected,
 * payments, purchases and whole accounts deleted — on days either side of Seoul's midnight and of a
 * month's end; and the migration's backfill must give the rollups the triggers kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PAYMENT_KINDS, type PaymentKind } from '@formulab/shared/shop/payments.states';
import type { SalesQuery, SalesReport } from '@formulab/shared/shop/sales.schema';
import type { TestApp } from '../../test/harness.ts';
import { startDemoApp } from '../../test/demo-app.ts';
import type { Db } from '../../db/client.ts';
import { reportOf, salesReport } from './sales.service.ts';

let t: TestApp;

beforeAll(async () => ({ t } = await startDemoApp()));
afterAll(() => t?.close());

const TZ = 'Asia/Seoul';
const TAKEN = sql`('paid', 'partially_refunded', 'refunded')`;

/** The report as it was computed before the rollups: every payment and refund of the range, read raw. */
async function rawReport(db: Db, q: SalesQuery): Promise<SalesReport> {
  const unit = sql.raw(`'${q.bucket}'`);
  const start = sql`(${q.from}::date)::timestamp at time zone ${TZ}`;
  const end = sql`(${q.to}::date + 1)::timestamp at time zone ${TZ}`;
  const series = await db.execute<{
    bucket: string;
    kind: PaymentKind | null;
    gross: number;
    refunded: number;
    payments: number;
  }>(sql`
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
    group by b.bucket, m.kind order by b.bucket`);
  const products = await db.execute<{ id: string; name_ko: string; name_en: string; units: number; net: number }>(sql`
    select pr.id, pr.name_ko, pr.name_en, sum(b.quantity)::int as units, sum(p.amount - p.refunded_amount)::float8 as net
    from payments p join purchases b on b.id = p.target_id join products pr on pr.id = b.product_id
    where p.kind = 'purchase' and p.status in ${TAKEN} and p.approved_at >= ${start} and p.approved_at < ${end}
    group by pr.id, pr.name_ko, pr.name_en
    order by net desc, units desc, pr.id limit 10`);
  return reportOf(q, series.rows, products.rows);
}

/** mulberry32: the same "random" mix on every run, so a failure can be replayed */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Seoul midnights that start a day, a month or a year, and plain ones (UTC 15:00 the day before). */
const MIDNIGHTS = [
  '2025-12-31',
  '2026-01-01',
  '2026-01-31',
  '2026-02-01',
  '2026-02-28',
  '2026-03-01',
  '2026-03-02',
  '2026-03-16',
].map((d) => Date.parse(`${d}T00:00:00+09:00`));

const QUERIES: SalesQuery[] = [
  { from: '2025-12-01', to: '2026-03-31', bucket: 'day' },
  { from: '2025-12-01', to: '2026-03-31', bucket: 'week' },
  { from: '2025-12-01', to: '2026-03-31', bucket: 'month' },
  { from: '2026-01-01', to: '2026-01-31', bucket: 'day' },
  { from: '2026-01-31', to: '2026-02-01', bucket: 'day' },
  { from: '2026-02-01', to: '2026-02-28', bucket: 'week' },
  { from: '2026-01-15', to: '2026-03-01', bucket: 'month' },
  { from: '2026-03-01', to: '2026-03-01', bucket: 'day' },
  { from: '2000-01-01', to: '2009-12-31', bucket: 'month' },
];

async function expectReportsExact(label: string) {
  for (const q of QUERIES) {
    const [rolled, raw] = await Promise.all([salesReport(t.db.db, q), rawReport(t.db.db, q)]);
    expect(rolled, `${label}: ${JSON.stringify(q)}`).toEqual(raw);
  }
}

describe('sales report from rollups', () => {
  const rnd = random(27);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const near = () => new Date(pick(MIDNIGHTS) + Math.round((rnd() - 0.5) * 6 * 3_600_000)).toISOString();

  it('answers what the raw rows answer, through inserts, refunds, corrections and deletions', async () => {
    const db = t.db.db;
    const owners = ['rollup-a', 'rollup-b', 'rollup-c'];
    await db.execute(sql`insert into users (id, name, email, email_verified, role)
      select u, u, u || '@rollup.invalid', true, 'customer' from jsonb_array_elements_text(${JSON.stringify(owners)}::jsonb) u`);
    const products = (await db.execute<{ id: string }>(sql`select id from products order by id limit 6`)).rows.map((r) => r.id);
    expect(products.length).toBeGreaterThan(2);

    // one statement of many payments (the statement trigger sums them), then some one at a time
    type Row = {
      id: string;
      kind: PaymentKind;
      status: string;
      amount: number;
      refunded: number;
      at: string | null;
      owner: string;
    };
    const rows: Row[] = [];
    const statuses = ['ready', 'paid', 'paid', 'failed', 'abandoned', 'partially_refunded', 'refunded'] as const;
    for (let i = 0; i < 240; i++) {
      const status = pick(statuses);
      const amount = 1000 + Math.floor(rnd() * 500) * 100;
      const refunded =
        status === 'refunded' ? amount : status === 'partially_refunded' ? Math.floor(amount / (2 + Math.floor(rnd() * 3))) : 0;
      const taken = !['ready', 'failed', 'abandoned'].includes(status);
      rows.push({
        id: crypto.randomUUID(),
        kind: pick(PAYMENT_KINDS),
        status,
        amount,
        refunded,
        at: taken || rnd() < 0.2 ? near() : null,
        owner: pick(owners),
      });
    }
    const insertPayments = async (batch: Row[]) => {
      const purchases = batch.filter((r) => r.kind === 'purchase');
      if (purchases.length)
        await db.execute(sql`insert into purchases (id, owner_id, product_id, product_name_ko, product_name_en, option_name_ko,
            option_name_en, quantity, unit_price, subtotal, shipping_fee, total, shipping, state)
          select x.id, x.owner, x.product, '제품', 'Product', '기본', 'Default', x.quantity, 100, 100 * x.quantity, 0, 100 * x.quantity,
            '{}'::jsonb, 'delivered'
          from json_to_recordset(${JSON.stringify(
            purchases.map((r) => ({ id: r.id, owner: r.owner, product: pick(products), quantity: 1 + Math.floor(rnd() * 5) })),
          )}::json) as x(id uuid, owner text, product uuid, quantity int)`);
      await db.execute(sql`insert into payments (order_id, kind, target_id, target_ref, order_name, owner_id, status, gateway,
          amount, refunded_amount, approved_at)
        select 'rollup-' || x.id, x.kind, x.id, 'R-1', 'rollup', x.owner, x.status, x.gateway, x.amount, x.refunded, x.at
        from json_to_recordset(${JSON.stringify(
          batch.map((r) => ({ ...r, gateway: rnd() < 0.3 ? 'offline' : 'toss' })),
        )}::json) as x(id uuid, kind text, owner text, status text, gateway text, amount bigint, refunded bigint, at timestamptz)`);
      // refunds of what was refunded: in one part or two, hours later (often the next Seoul day)
      for (const r of batch.filter((x) => x.refunded > 0 && x.at)) {
        const first = rnd() < 0.5 ? r.refunded : Math.floor(r.refunded / 2);
        const later = (h: number) => new Date(Date.parse(r.at!) + h * 3_600_000).toISOString();
        await db.execute(sql`insert into payment_refunds (payment_id, amount, reason, created_at)
          select id, ${first}, 'rollup', ${later(1 + rnd() * 30)} from payments where order_id = ${'rollup-' + r.id}`);
        if (first < r.refunded)
          await db.execute(sql`insert into payment_refunds (payment_id, amount, reason, created_at)
            select id, ${r.refunded - first}, 'rollup', ${later(2 + rnd() * 60)} from payments where order_id = ${'rollup-' + r.id}`);
      }
    };
    await insertPayments(rows.slice(0, 200));
    for (const r of rows.slice(200)) await insertPayments([r]);
    await expectReportsExact('inserted');

    // a paid payment refunded in full later, as payments.core does it: the refund, then the payment
    const paid = rows.filter((r) => r.status === 'paid' && r.at).slice(0, 10);
    for (const r of paid) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into payment_refunds (payment_id, amount, reason, created_at)
          select id, amount, 'rollup', approved_at + interval '20 hours' from payments where order_id = ${'rollup-' + r.id}`);
        await tx.execute(
          sql`update payments set status = 'refunded', refunded_amount = amount where order_id = ${'rollup-' + r.id}`,
        );
      });
    }
    // corrections: approval moved across midnight, an amount, a failed attempt that went through, a kind
    await db.execute(sql`update payments set approved_at = approved_at + interval '7 hours'
      where order_id like 'rollup-%' and approved_at is not null and abs(hashtext(order_id)) % 5 = 0`);
    await db.execute(
      sql`update payments set amount = amount + 500 where order_id like 'rollup-%' and status = 'paid' and abs(hashtext(order_id)) % 5 = 0`,
    );
    await db.execute(sql`update payments set status = 'paid', approved_at = ${near()}
      where id = (select id from payments where order_id like 'rollup-%' and status = 'failed' limit 1)`);
    await db.execute(sql`update payments set kind = 'sample'
      where id = (select p.id from payments p where p.order_id like 'rollup-%' and p.kind = 'order'
                  and exists (select 1 from payment_refunds f where f.payment_id = p.id) limit 1)`);
    await db.execute(sql`update purchases set quantity = quantity + 2 where owner_id = 'rollup-a'`);
    await db.execute(sql`update payments set receipt_url = 'https://example.invalid/r' where order_id like 'rollup-%'`);
    await expectReportsExact('updated');

    // deletions: payments (their refunds go with them), a purchase, then a whole account
    await db.execute(
      sql`delete from payments where order_id like 'rollup-%' and refunded_amount > 0 and abs(hashtext(order_id)) % 3 = 0`,
    );
    await db.execute(sql`delete from purchases where id = (select p.target_id from payments p
      where p.order_id like 'rollup-%' and p.kind = 'purchase' and p.status = 'paid' limit 1)`);
    await db.execute(sql`delete from users where id = 'rollup-b'`);
    await expectReportsExact('deleted');
  });

  it("the migration's backfill gives what the triggers kept", async () => {
    const db = t.db.db;
    const nonZero = async (ex: Pick<Db, 'execute'> = db) => ({
      sales: (
        await ex.execute(sql`select day, kind, gross::float8, refunded::float8, payments from sales_daily
          where gross <> 0 or refunded <> 0 or payments <> 0 order by 1, 2`)
      ).rows,
      products: (
        await ex.execute(sql`select day, product_id, units::float8, net::float8, payments from sales_product_daily
          where units <> 0 or net <> 0 or payments <> 0 order by 1, 2`)
      ).rows,
      dashboard: (await ex.execute(sql`select what, day, n from dashboard_daily where n <> 0 order by 1, 2`)).rows,
    });
    const kept = await nonZero();
    expect(kept.sales.length).toBeGreaterThan(20);
    expect(kept.products.length).toBeGreaterThan(5);
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../../drizzle/0046_sales_dashboard_rollups.sql'),
      'utf8',
    );
    const backfill = migration.slice(migration.indexOf('-- the backfill')).split('--> statement-breakpoint');
    expect(backfill.length).toBeGreaterThan(3);
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from sales_daily`);
      await tx.execute(sql`delete from sales_product_daily`);
      await tx.execute(sql`delete from dashboard_daily`);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
      expect(await nonZero(tx)).toEqual(kept);
    });
    await expectReportsExact('backfilled');
  });
});
