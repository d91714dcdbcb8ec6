import { BUYERS_CTE, countByState, OWNER_OF_ROW, seedingForBuyers, type BuyerSeedOptions } from './bench-buyers.ts';

/** `total`: production orders in the table. */
export type OrderSeedOptions = BuyerSeedOptions;

export type OrderSeedResult = {
  customerId: string;
  customerOrders: number;
  totalOrders: number;
  byState: Record<string, number>;
  seconds: number;
};

/**
 * Fills production_orders for the order benchmarks in ONE statement (INSERT … SELECT generate_series):
 * each order needs its accepted quote (quote_id is unique and required), so a data-modifying CTE
 * inserts the quotes (state 'ordered') and the outer INSERT the orders made from them. `total` orders
 * spread over `customers` generated customers plus the demo customer, who owns `forCustomer`; every
 * state, with the mix of a plant that has run for three years (most delivered, a few hundred thousand
 * open) and a payment status that matches the state; `created_at` spread over three years. Every
 * 20,000th recipe is a cushion, not a cream: 50 quotes for the search by a short term (`QUOTE_SEARCH_SHORT`).
 */
export async function seedBenchOrders(databaseUrl: string, opts: OrderSeedOptions): Promise<OrderSeedResult> {
  return seedingForBuyers(databaseUrl, 'order', opts.customers, async (pool, customerId) => {
    // state by g % 100: 55 delivered, 8 cancelled, 7 shipped, 5 quality check, 10 in production, 7 paid, 8 awaiting payment
    await pool.query(
      `with ${BUYERS_CTE},
            gen as (
              select g,
                ${OWNER_OF_ROW},
                1000 * (3 + g % 30) as quantity,
                1200 + (g * 37) % 3800 as unit_price,
                now() - ((g::bigint * 7919) % 157680) * interval '10 minutes' as created_at
              from generate_series(1, $1::int) g, buyers),
            q as (
              insert into quotes (owner_id, recipe_revision, recipe_name, recipe_snapshot, packaging_name, quantity, wished_date,
                                  note, state, version, revision, unit_price, total, lead_time_days, valid_until, created_at, updated_at)
              select owner_id, 1, case when g % 20000 = 0 then '벤치 쿠션 · Bench cushion ' else '벤치 크림 · Bench cream ' end || g,
                     '{"name":"Bench cream","productType":"cream","description":"","functionIds":[],"visibility":"private","lines":[],"costing":{"fillMl":50,"density":1,"packagingIds":[],"quantity":3000}}'::jsonb,
                     'PET 50 ml', quantity, (created_at + interval '60 days')::date, 'bench ' || g, 'ordered', 3, 1, unit_price,
                     unit_price::bigint * quantity, 30, (created_at + interval '30 days')::date,
                     created_at - interval '5 days', created_at
              from gen
              returning id, owner_id, note, quantity, unit_price, total, recipe_name, created_at),
            -- each quote's g read back from its note, and its order's state from g, with no join: the inserted
            -- quotes joined with gen on the note ran over 16 minutes on the embedded PostgreSQL (stopped; 221 s
            -- on the machine's PostgreSQL 15); without it, 271 s (2026-12-02)
            gen2 as (
              select q.*, x.g,
                case when x.g % 100 < 55 then 'delivered' when x.g % 100 < 63 then 'cancelled' when x.g % 100 < 70 then 'shipped'
                     when x.g % 100 < 75 then 'quality_check' when x.g % 100 < 85 then 'in_production' when x.g % 100 < 92 then 'paid'
                     else 'pending_payment' end as state
              from q cross join lateral (select substr(q.note, 7)::int as g) x)
       insert into production_orders (owner_id, quote_id, quote_revision, recipe_revision, recipe_name, packaging_name, quantity,
                                      unit_price, total, state, version, payment_status, paid_at, carrier, tracking_number,
                                      cancel_reason, created_at, updated_at)
       select q.owner_id, q.id, 1, 1, q.recipe_name, 'PET 50 ml', q.quantity, q.unit_price, q.total, q.state,
              case q.state when 'pending_payment' then 0 when 'paid' then 1 when 'in_production' then 2
                when 'quality_check' then 3 when 'shipped' then 4 when 'delivered' then 5 else 1 end,
              case when q.state = 'pending_payment' then 'unpaid'
                   when q.state = 'cancelled' then (array['unpaid', 'refund_due', 'refunded'])[1 + q.g % 3]
                   else 'paid' end,
              case when q.state not in ('pending_payment', 'cancelled') then q.created_at + interval '2 days' end,
              case when q.state in ('shipped', 'delivered') then 'CJ대한통운' end,
              case when q.state in ('shipped', 'delivered') then '6012' || lpad(q.g::text, 8, '0') end,
              case when q.state = 'cancelled' then 'Bench cancel' end,
              q.created_at, q.created_at + interval '3 days'
       from gen2 q`,
      [opts.total, opts.forCustomer, customerId],
    );

    // a table that grew over years is mostly all-visible (autovacuum): vacuum too, so counts can be index-only
    await pool.query('vacuum (analyze) users, quotes, production_orders');

    const { total, mine, byState } = await countByState(pool, 'production_orders', customerId);
    return { customerId, customerOrders: mine, totalOrders: total, byState };
  });
}
