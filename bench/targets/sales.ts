import pg from 'pg';
import type { Target } from '../lib/measure.ts';
import type { FormulabServer } from '../lib/formulab.ts';
import { signInDemoAdmin } from '../lib/formulab.ts';
import { listTarget } from '../lib/queue-targets.ts';

export type SalesSeedResult = { payments: number; refunds: number; purchases: number; customers: number; seconds: number };

/**
 * Money at scale for staff's sales report and the admin dashboard (issue 27): `customers` generated
 * customers who signed up over two years, and `payments` payments approved over two years (so the last
 * 30 days hold about 40,000) — 30 % purchases of the shop's products (each with its purchase), 20 %
 * sample fees, 50 % production orders; 3 % failed or abandoned, 5 % partly and 3 % fully refunded, a
 * refund made a few days after its payment. `INSERT … SELECT generate_series`, then `VACUUM (ANALYZE)`.
 * The dashboard's other series (sample requests, quotes, production orders) come from their own seeds.
 */
export async function seedBenchSales(
  databaseUrl: string,
  opts: { payments: number; customers: number },
): Promise<SalesSeedResult> {
  const started = performance.now();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await pool.query(
      `insert into users (id, name, email, email_verified, role, company_name, created_at)
       select 'bench-member-' || g, 'Bench member ' || g, 'bench-member-' || g || '@bench.invalid', true, 'customer',
              '벤치 회원사 ' || g, now() - ((g::bigint * 7919) % 1051200) * interval '1 minute'
       from generate_series(1, $1::int) g
       on conflict do nothing`,
      [opts.customers],
    );
    const products = await pool.query<{ n: number }>(`select count(*)::int as n from products where status <> 'hidden'`);
    if (!products.rows[0]?.n) throw new Error('the sales benchmark needs the demo shop (products)');
    // one row per payment to make; a purchase's id is drawn here so the purchase and its payment agree
    await pool.query(
      `create temporary table bench_sales as
       with owners as (select array_agg(id order by id) as ids from users where id like 'bench-member-%'),
            shop as (select array_agg(id order by id) as ids from products where status <> 'hidden')
       select g, gen_random_uuid() as target_id,
              case when g % 10 < 3 then 'purchase' when g % 10 < 5 then 'sample' else 'order' end as kind,
              case when g % 100 < 2 then 'failed' when g % 100 < 3 then 'abandoned' when g % 100 < 8 then 'partially_refunded'
                   when g % 100 < 11 then 'refunded' else 'paid' end as status,
              owners.ids[1 + g % array_length(owners.ids, 1)] as owner_id,
              shop.ids[1 + (g / 7) % array_length(shop.ids, 1)] as product_id,
              1 + g % 4 as quantity,
              (5 + (g * 37) % 400) * 1000 as amount,
              now() - ((g::bigint * 104729) % 1051200) * interval '1 minute' as at
       from generate_series(1, $1::int) g, owners, shop`,
      [opts.payments],
    );
    const purchases = await pool.query(
      `insert into purchases (id, owner_id, product_id, product_name_ko, product_name_en, option_name_ko, option_name_en, quantity,
                              unit_price, subtotal, shipping_fee, total, shipping, state, paid_at, created_at, updated_at)
       select s.target_id, s.owner_id, s.product_id, case when s.g % 20000 = 0 then '쿠션 ' else '' end || p.name_ko, p.name_en, '기본', 'Default', s.quantity, s.amount / s.quantity,
              s.amount, 0, s.amount, '{"recipient":"벤치","phone":"010-0000-0000","postalCode":"04524","address":"서울"}'::jsonb,
              case when s.status in ('failed', 'abandoned') then 'cancelled' when s.status = 'refunded' then 'refunded' else 'delivered' end,
              case when s.status not in ('failed', 'abandoned') then s.at end, s.at, s.at
       from bench_sales s join products p on p.id = s.product_id
       where s.kind = 'purchase'`,
    );
    const payments = await pool.query(
      `insert into payments (order_id, kind, target_id, target_ref, order_name, order_name_en, owner_id, status, gateway, method,
                             amount, refunded_amount, approved_at, created_at, updated_at)
       select 'bench-sale-' || g, kind, target_id, upper(left(kind, 1)) || '-' || lpad(g::text, 7, '0'),
              case when g % 20000 = 0 then '쿠션 ' else '' end || '벤치 결제 ' || g,
              'Bench payment ' || g, owner_id, status, case when g % 9 = 0 then 'offline' else 'toss' end, '카드', amount,
              case status when 'partially_refunded' then amount / 4 when 'refunded' then amount else 0 end,
              case when status not in ('failed', 'abandoned') then at end, at - interval '5 minutes', at
       from bench_sales`,
    );
    // a refund a few days after its payment (never in the future); a full refund in two parts every other time
    const refunds = await pool.query(
      `insert into payment_refunds (payment_id, amount, reason, created_at)
       select p.id, x.amount, 'bench', least(now(), p.approved_at + x.after)
       from payments p
       cross join lateral (
         select p.refunded_amount as amount, interval '3 days' as after
         where p.status = 'partially_refunded' or (p.status = 'refunded' and p.amount % 2000 = 0)
         union all
         select p.amount / 2, interval '1 day' where p.status = 'refunded' and p.amount % 2000 <> 0
         union all
         select p.amount - p.amount / 2, interval '9 days' where p.status = 'refunded' and p.amount % 2000 <> 0
       ) x
       where p.order_id like 'bench-sale-%' and p.refunded_amount > 0`,
    );
    await pool.query('drop table bench_sales');
    // the rollups too (their triggers filled them): grown over years, autovacuum would have analysed them
    await pool.query(
      'vacuum (analyze) users, purchases, payments, payment_refunds, sales_daily, sales_product_daily, dashboard_daily',
    );
    return {
      payments: payments.rowCount ?? 0,
      refunds: refunds.rowCount ?? 0,
      purchases: purchases.rowCount ?? 0,
      customers: opts.customers,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await pool.end();
  }
}

const seoulDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + days * 86_400_000));

/** Staff's sales report (30 days by day, a year by month) and the admin dashboard, as the demo admin. */
export function salesTargets(server: FormulabServer): Target[] {
  const staff = (
    name: string,
    path: string,
    description: string,
    table: string,
    ok: (body: Record<string, unknown>) => boolean,
  ): Target => ({
    name,
    description,
    url: `${server.url}${path}`,
    server,
    explain: { table },
    async prepare() {
      return { cookie: await signInDemoAdmin(server) };
    },
    async check(response: Response) {
      const body = (await response.json()) as Record<string, unknown>;
      if (response.status !== 200 || !ok(body)) throw new Error(`${name} answered ${response.status}`);
    },
  });
  const collected = (body: Record<string, unknown>) => ((body.totals as { payments?: number } | undefined)?.payments ?? 0) > 0;
  return [
    staff(
      'sales: report 30 days by day',
      `/api/admin/sales?from=${seoulDay(-29)}&to=${seoulDay(0)}&bucket=day`,
      'money collected by day, by kind, top products',
      'sales_daily',
      collected,
    ),
    staff(
      'sales: report 365 days by month',
      `/api/admin/sales?from=${seoulDay(-364)}&to=${seoulDay(0)}&bucket=month`,
      'a year by month',
      'sales_daily',
      collected,
    ),
    // its plan line: the pipeline's waiting counts, the statement that reads the million orders
    staff(
      'sales: admin dashboard',
      '/api/admin/dashboard',
      'money, sign-ups and the pipeline over 30 days',
      'production_orders',
      (body) => {
        const series = body.series as { revenue: number }[] | undefined;
        return !!series && series.length === 30 && series.some((d) => d.revenue > 0);
      },
    ),
  ];
}

/**
 * Staff's payment and purchase lists searched at the sales seed's scale (1,000,000 payments, 300,000
 * purchases, 100,000 customers; issue 27, decision 0029): every 20,000th payment's order name and
 * purchase's product name is about cushions (50 each), for one Korean character and a word of two; and a
 * term with trigrams (an order id, a customer's e-mail). `BENCH_FILTER="sales search"` seeds the sales
 * data alone (not the orders and samples the sales report's rows also need).
 */
export function salesSearchTargets(server: FormulabServer): Target[] {
  const list = (name: string, path: string, description: string, table: string, some = true): Target =>
    listTarget(server, 'staff', {
      name,
      path,
      description,
      table,
      ok: (body) => Array.isArray(body.items) && (!some || body.items.length > 0),
    });
  const q = (term: string) => `?q=${encodeURIComponent(term)}&limit=25`;
  return [
    list(
      'sales search: payments ?q=1 character',
      `/api/admin/payments${q('쿠')}`,
      'one Korean character (50 of 1,000,000)',
      'payments',
    ),
    list('sales search: payments ?q=2 characters', `/api/admin/payments${q('쿠션')}`, 'a Korean word of two (50)', 'payments'),
    list('sales search: payments ?q=order id', `/api/admin/payments${q('bench-sale-424242')}`, 'an order id (1)', 'payments'),
    list(
      'sales search: purchases ?q=1 character',
      `/api/admin/purchases${q('쿠')}`,
      'one Korean character (50 of 300,000)',
      'purchases',
    ),
    list('sales search: purchases ?q=2 characters', `/api/admin/purchases${q('쿠션')}`, 'a Korean word of two (50)', 'purchases'),
    list(
      'sales search: purchases ?q=e-mail',
      `/api/admin/purchases${q('bench-member-4242@')}`,
      "one customer's e-mail (of 100,000; whether they bought in the shop depends on the seed's draw)",
      'purchases',
      false,
    ),
  ];
}
