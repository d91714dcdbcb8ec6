import { BUYERS_CTE, countByState, OWNER_OF_ROW, seedingForBuyers, type BuyerSeedOptions } from './bench-buyers.ts';

/** `total`: customer inquiries in the table; `partnerships`: partnership inquiries beside them. */
export type InquirySeedOptions = BuyerSeedOptions & { partnerships: number };

export type InquirySeedResult = {
  totalInquiries: number;
  customerInquiries: number;
  byState: Record<string, number>;
  partnerships: number;
  seconds: number;
};

const TITLES = [
  '샘플 제작 기간 문의',
  '견적 유효기간 연장',
  '세금계산서 발행 요청',
  '용기 변경 가능 여부',
  'Shipping to Japan',
  'Vegan certificate',
];

/**
 * Fills `inquiries` (one opening message each in `inquiry_messages`) and `partnership_inquiries` for the
 * inquiry benchmarks in `INSERT … SELECT generate_series`: a support desk that has run for three years —
 * most inquiries closed, a few thousand answered and open — spread over the bench customers and the demo
 * customer, who owns `forCustomer`. Then `VACUUM (ANALYZE)`.
 */
export async function seedBenchInquiries(databaseUrl: string, opts: InquirySeedOptions): Promise<InquirySeedResult> {
  return seedingForBuyers(databaseUrl, 'inquiry', opts.customers, async (pool, customerId) => {
    // state by g % 100: 80 closed, 12 answered, 8 open; category by g % 7
    await pool.query(
      `with ${BUYERS_CTE},
            gen as (
              select g,
                ${OWNER_OF_ROW},
                case when g % 100 < 80 then 'closed' when g % 100 < 92 then 'answered' else 'open' end as state,
                now() - ((g::bigint * 7919) % 157680) * interval '10 minutes' as created_at
              from generate_series(1, $1::int) g, buyers),
            ins as (
              insert into inquiries (owner_id, category, title, state, version, message_count, last_message_at,
                                     last_message_by, created_at, updated_at)
              select owner_id, (array['product','sample','quote','order','payment','account','other'])[1 + g % 7],
                     ($4::text[])[1 + g % 6] || ' ' || g, state, case state when 'open' then 0 else 2 end,
                     case state when 'open' then 1 else 2 + g % 3 end,
                     created_at + case state when 'open' then interval '0' else interval '5 hours' end,
                     case state when 'open' then 'customer' else 'staff' end, created_at, created_at + interval '1 day'
              from gen
              returning id, owner_id, created_at)
       insert into inquiry_messages (inquiry_id, author_id, author, body, created_at)
       select id, owner_id, 'customer', 'Bench inquiry body: how long does a sample take, and can the container change?', created_at
       from ins`,
      [opts.total, opts.forCustomer, customerId, TITLES],
    );
    await pool.query(
      `insert into partnership_inquiries (company, contact_name, email, phone, type, proposal, state, version, created_at, updated_at)
       select case when g % 2000 = 0 then '달빛화장품 ' else 'Bench Partner ' end || g, 'Contact ' || g, 'partner-' || g || '@bench.invalid', '',
              (array['oem','odm','distribution','raw_material','other'])[1 + g % 5],
              'We would like to work with you on ' || g,
              case when g % 10 < 5 then 'declined' when g % 10 < 7 then 'accepted' when g % 10 < 9 then 'reviewing' else 'new' end,
              1, now() - ((g::bigint * 7919) % 157680) * interval '10 minutes', now()
       from generate_series(1, $1::int) g`,
      [opts.partnerships],
    );
    await pool.query('vacuum (analyze) users, inquiries, inquiry_messages, partnership_inquiries');
    const { total, mine, byState } = await countByState(pool, 'inquiries', customerId);
    return { totalInquiries: total, customerInquiries: mine, byState, partnerships: opts.partnerships };
  });
}
