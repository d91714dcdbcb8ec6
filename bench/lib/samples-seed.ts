import { BUYERS_CTE, countByState, OWNER_OF_ROW, seedingForBuyers, type BuyerSeedOptions } from './bench-buyers.ts';

/** `total`: sample requests in the table. */
export type SampleSeedOptions = BuyerSeedOptions;

export type SampleSeedResult = {
  customerId: string;
  customerSamples: number;
  totalSamples: number;
  byState: Record<string, number>;
  seconds: number;
};

const RECIPES_KO = ['진정 크림', '수분 세럼', '미백 앰플', '탄력 로션', '시카 토너', '선크림', '클렌징 폼', '립 밤'];
const RECIPES_EN = [
  'Calming cream',
  'Hydrating serum',
  'Brightening ampoule',
  'Firming lotion',
  'Cica toner',
  'Sunscreen',
  'Cleansing foam',
  'Lip balm',
];

/**
 * Fills sample_requests for the sample benchmarks in one `INSERT … SELECT generate_series`: `total`
 * requests spread over `customers` generated customers (the same `bench-buyer-N` accounts the order
 * seed makes) plus the demo customer, who owns `forCustomer`; every state, with the mix of a service
 * that has run for three years (half delivered, a few thousand open in each step), fee, payment,
 * shipment and rejection filled in as the state implies, a third with a packaging item of the demo
 * catalogue, `created_at` spread over three years. Then `VACUUM (ANALYZE)`.
 */
export async function seedBenchSamples(databaseUrl: string, opts: SampleSeedOptions): Promise<SampleSeedResult> {
  return seedingForBuyers(databaseUrl, 'sample', opts.customers, async (pool, customerId) => {
    // state by g % 100: 50 delivered, 8 cancelled, 7 rejected, 5 shipped, 8 in production,
    // 6 awaiting payment, 8 reviewing, 8 submitted
    await pool.query(
      `with ${BUYERS_CTE},
            packs as (select coalesce(array_agg(id order by code), '{}') as ids from sub_materials),
            gen as (
              select g,
                ${OWNER_OF_ROW},
                case when g % 100 < 50 then 'delivered' when g % 100 < 58 then 'cancelled' when g % 100 < 65 then 'rejected'
                     when g % 100 < 70 then 'shipped' when g % 100 < 78 then 'in_production'
                     when g % 100 < 84 then 'awaiting_payment' when g % 100 < 92 then 'reviewing'
                     else 'submitted' end as state,
                case when g % 3 = 0 and array_length(packs.ids, 1) > 0 then packs.ids[1 + (g / 3) % array_length(packs.ids, 1)] end
                  as packaging_id,
                now() - ((g::bigint * 7919) % 157680) * interval '10 minutes' as created_at
              from generate_series(1, $1::int) g, buyers, packs)
       insert into sample_requests (owner_id, recipe_revision, recipe_name, recipe_snapshot, quantity, packaging_id,
                                    packaging_name, shipping, note, state, version, fee, paid_at, carrier, tracking_number,
                                    reject_reason, created_at, updated_at)
       select gen.owner_id, 1 + g % 4, ($4::text[])[1 + g % 8] || ' · ' || ($5::text[])[1 + g % 8] || ' ' || g,
              '{"name":"Bench sample","productType":"cream","description":"","functionIds":[],"visibility":"private","lines":[],"costing":{"fillMl":50,"density":1,"packagingIds":[],"quantity":3000}}'::jsonb,
              1 + g % 20, gen.packaging_id, case when gen.packaging_id is not null then 'PET 50 ml' end,
              jsonb_build_object('recipient', 'Bench ' || g, 'phone', '010-1234-5678', 'postalCode', '06236',
                                 'address', '123 Teheran-ro, Gangnam-gu, Seoul', 'detail', ''),
              case when g % 5 = 0 then 'Please send by courier' else '' end, gen.state,
              case gen.state when 'submitted' then 0 when 'reviewing' then 1 when 'awaiting_payment' then 2
                when 'in_production' then 3 when 'shipped' then 4 when 'delivered' then 5 else 2 end,
              case when gen.state in ('awaiting_payment', 'in_production', 'shipped', 'delivered')
                   then case when g % 4 = 0 then 0 else 30000 + (g % 5) * 10000 end end,
              case when gen.state in ('in_production', 'shipped', 'delivered') and g % 4 <> 0
                   then gen.created_at + interval '2 days' end,
              case when gen.state in ('shipped', 'delivered') then 'CJ대한통운' end,
              case when gen.state in ('shipped', 'delivered') then '6013' || lpad(g::text, 8, '0') end,
              case when gen.state = 'rejected' then 'Bench reject' end,
              gen.created_at, gen.created_at + interval '3 days'
       from gen`,
      [opts.total, opts.forCustomer, customerId, RECIPES_KO, RECIPES_EN],
    );

    // a table that grew over years is mostly all-visible (autovacuum): vacuum too, so counts can be index-only
    await pool.query('vacuum (analyze) users, sample_requests');

    const { total, mine, byState } = await countByState(pool, 'sample_requests', customerId);
    return { customerId, customerSamples: mine, totalSamples: total, byState };
  });
}
