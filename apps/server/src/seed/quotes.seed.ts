import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, businessToday, type QuoteAnswer } from '@formulab/shared/quotes/quotes.schema';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import type { Incoterm } from '@formulab/shared/orders/delivery';
import type { Db } from '../db/client.ts';
import { createNotifier } from '../modules/notifications/notifications.service.ts';
import { transitionOrder } from '../modules/orders/orders.service.ts';
import { issueTaxInvoice } from '../modules/orders/tax-invoices.service.ts';
import { answerQuote, createQuote, expireQuote, quoteMinimum, transitionQuote } from '../modules/quotes/quotes.service.ts';
import { copyRecipe } from '../modules/recipes/recipes.service.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { ensureDemoAddresses, type DemoAddress } from './addresses.seed.ts';

/**
 * The demo customer's quotes and production orders (PRODUCT.md §3.5–3.6), made through the same
 * services as the API — so every quantity meets its MOQ, every price is computed, every step is an
 * event of the machines — then moved back in time so the timelines read like the last two months:
 *
 * - quotes: requested · quoted with two revisions · declined · expired · five accepted → ordered;
 * - orders: awaiting payment · paid · in production · shipped in two parts to a distributor abroad (CIF) ·
 *   delivered; each ships to an address of the customer's book (addresses.seed.ts).
 *
 * The customer's own recipes from the gallery (copied, as a customer would) make the quotes. Runs once,
 * into a demo install whose customer has no quote yet. Returns how many quotes it made.
 */

/** Gallery recipes the demo customer copied, with the name they gave each. */
export const DEMO_QUOTE_RECIPES = [
  { source: '딥 클렌징 오일', name: '온담 딥 클렌징 오일' },
  { source: '두피 케어 샴푸', name: '온담 두피 케어 샴푸' },
  { source: '순한 약산성 바디워시', name: '온담 약산성 바디워시' },
  { source: '아미노산 약산성 클렌징 폼', name: '온담 아미노 클렌징 폼' },
] as const;

type Step = { action: string; by: 'customer' | 'staff'; body?: Partial<TransitionBody> };

type Plan = {
  recipe: number;
  /** days ago the request was made; each later step a few days after */
  daysAgo: number;
  note: string;
  /** staff's answers (none: still requested) */
  answers: number;
  /** what happens to the quote after the answers */
  then?: 'accept' | 'decline' | 'expire';
  orderSteps?: Step[];
  /** where it ships (the warehouse unless said), and on which terms */
  shipTo?: DemoAddress;
  incoterm?: Incoterm;
  /** staff made out its tax invoice once it was paid */
  taxInvoice?: boolean;
};

const SHIP: Step = {
  action: 'ship',
  by: 'staff',
  body: { carrier: 'CJ대한통운', trackingNumber: '6012-4418-2207', note: '팔레트 2개 · 2 pallets' },
};
/** an export shipped in two: half by sea freight first, the rest a week later */
const SHIP_HALF: Step = {
  action: 'ship_part',
  by: 'staff',
  body: { carrier: 'HMM', trackingNumber: 'HMMU4410275', note: '1차 선적 · first container' },
};
const SHIP_REST: Step = {
  action: 'ship',
  by: 'staff',
  body: { carrier: 'HMM', trackingNumber: 'HMMU4418830', note: '2차 선적 · second container' },
};
const PAID: Step = { action: 'record_payment', by: 'staff', body: { note: '계좌이체 입금 확인 · bank transfer received' } };
const START: Step = { action: 'start_production', by: 'staff' };
const QC: Step = { action: 'check_quality', by: 'staff' };

const PLANS: Plan[] = [
  {
    recipe: 0,
    daysAgo: 62,
    note: '첫 생산 물량입니다. 단상자는 저희 디자인으로 부탁드립니다.',
    answers: 1,
    then: 'accept',
    orderSteps: [PAID, START, QC, SHIP, { action: 'deliver', by: 'customer' }],
    taxInvoice: true,
  },
  {
    recipe: 1,
    daysAgo: 44,
    note: '살롱 납품용 대용량입니다.',
    answers: 1,
    then: 'accept',
    orderSteps: [PAID, START, QC, SHIP_HALF, SHIP_REST],
    shipTo: 'export',
    incoterm: 'CIF',
  },
  { recipe: 2, daysAgo: 52, note: '봄 시즌 출시용 견적 부탁드립니다.', answers: 1, then: 'expire' },
  { recipe: 3, daysAgo: 30, note: '', answers: 1, then: 'accept', orderSteps: [PAID, START] },
  { recipe: 2, daysAgo: 24, note: '리뉴얼 제품입니다.', answers: 0, then: 'decline' },
  { recipe: 0, daysAgo: 18, note: '재주문입니다. 지난번과 같은 사양입니다.', answers: 1, then: 'accept', orderSteps: [PAID] },
  { recipe: 3, daysAgo: 9, note: '', answers: 1, then: 'accept', orderSteps: [] },
  { recipe: 1, daysAgo: 12, note: '펌프 색상은 화이트로 부탁드립니다.', answers: 2, shipTo: 'export', incoterm: 'FOB' },
  { recipe: 2, daysAgo: 1, note: '샘플 확인 후 본생산 견적 요청드립니다.', answers: 0 },
];

/** A plausible answer: bulk, filling, packaging and one extra line, priced from the quantity. */
function answer(version: number, quantity: number, fillMl: number, packPrice: number, revision: number): QuoteAnswer {
  const kg = Math.ceil((quantity * fillMl) / 1000);
  const discount = revision > 1 ? 0.94 : 1;
  return {
    version,
    lines: [
      {
        kind: 'formulation',
        label: `내용물 제조 · Bulk ${kg.toLocaleString('en-US')} kg`,
        amount: Math.round(kg * 6800 * discount),
      },
      { kind: 'filling', label: '충전 · 캡핑 · 라벨 부착 · Filling and labelling', amount: quantity * 140 },
      { kind: 'packaging', label: '용기 · 단상자 · Container and carton', amount: quantity * (packPrice + 90) },
      { kind: 'other', label: '안정성 · 호환성 시험 · Stability and compatibility tests', amount: 850_000 },
    ],
    leadTimeDays: revision > 1 ? 28 : 35,
    validUntil: addDays(businessToday(), 30),
    note: revision > 1 ? '2차 견적: 내용물 단가를 6 % 조정했습니다.' : '',
  };
}

export async function seedDemoQuotes(db: Db, log: FastifyBaseLogger): Promise<number> {
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from quotes`)).rows as [{ n: number }];
  if (n > 0) return 0;
  const ids = await db.execute<{ email: string; id: string }>(
    sql`select email, id from users where email in (${DEMO_ACCOUNTS.customer.email}, ${DEMO_ACCOUNTS.admin.email})`,
  );
  const customerId = ids.rows.find((r) => r.email === DEMO_ACCOUNTS.customer.email)?.id;
  const staffId = ids.rows.find((r) => r.email === DEMO_ACCOUNTS.admin.email)?.id;
  if (!customerId || !staffId) return 0;

  // the in-app notifications are written as for real; no e-mail goes out for demo history
  const notifier = createNotifier(db, { send: async () => {} }, '', log);
  const recipes: { id: string; packagingId: string; fillMl: number; packPrice: number }[] = [];
  for (const c of DEMO_QUOTE_RECIPES) {
    const src = await db.execute<{ id: string }>(
      sql`select id from recipes where name like ${c.source + '%'} and visibility = 'public' and valid and deleted_at is null limit 1`,
    );
    if (!src.rows[0]) continue;
    const copy = await copyRecipe(db, src.rows[0].id, customerId, c.name, 'public');
    const packagingId = copy.costing.packagingIds[0];
    const pack = packagingId
      ? (
          await db.execute<{ from_price: number }>(
            sql`select from_price from sub_materials where id = ${packagingId} and visible`,
          )
        ).rows[0]
      : undefined;
    if (!packagingId || !pack || !copy.costing.fillMl) continue;
    await db.execute(sql`update recipes set created_at = now() - interval '75 days', updated_at = now() - interval '70 days'
      where id = ${copy.id}`);
    await db.execute(sql`update recipe_revisions set created_at = now() - interval '75 days' where recipe_id = ${copy.id}`);
    recipes.push({ id: copy.id, packagingId, fillMl: copy.costing.fillMl, packPrice: pack.from_price });
  }
  if (recipes.length < DEMO_QUOTE_RECIPES.length) {
    log.warn('demo quotes skipped: the gallery recipes they copy are missing');
    return 0;
  }

  const addresses = await ensureDemoAddresses(db, customerId);
  let made = 0;
  for (const plan of PLANS) {
    const r = recipes[plan.recipe]!;
    const min = await quoteMinimum(db, customerId, r.id, r.packagingId);
    const quantity = Math.ceil((min.minQuantity * 1.1) / 1000) * 1000;
    let q = await createQuote(db, notifier, customerId, {
      recipeId: r.id,
      packagingId: r.packagingId,
      quantity,
      wishedDate: addDays(businessToday(), 60),
      shipToAddressId: addresses[plan.shipTo ?? 'warehouse'],
      incoterm: plan.incoterm ?? null,
      note: plan.note,
    });
    for (let rev = 1; rev <= plan.answers; rev++) {
      q = await answerQuote(db, notifier, q.id, staffId, answer(q.version, quantity, r.fillMl, r.packPrice, rev));
    }
    let orderId: string | null = null;
    if (plan.then === 'accept') {
      q = await transitionQuote(db, notifier, q.id, { customerId }, { action: 'accept', version: q.version });
      orderId = q.order!.id;
      let version = 0;
      for (const step of plan.orderSteps ?? []) {
        const viewer = step.by === 'staff' ? { staffId } : { customerId };
        // a part shipment sends half the order
        const part = step.action === 'ship_part' ? { quantity: Math.floor(quantity / 2) } : {};
        const o = await transitionOrder(db, notifier, orderId, viewer, { action: step.action, version, ...step.body, ...part });
        version = o.version;
        // made out on the day the payment came in
        if (plan.taxInvoice && step.action === 'record_payment') await issueTaxInvoice(db, orderId, staffId);
      }
    } else if (plan.then === 'decline') {
      await transitionQuote(
        db,
        notifier,
        q.id,
        { staffId },
        {
          action: 'decline',
          version: q.version,
          reason: '현재 생산 일정상 희망 납기를 맞출 수 없습니다. 다음 분기에 다시 요청해 주세요.',
        },
      );
    } else if (plan.then === 'expire') {
      await db.execute(sql`update quotes set valid_until = current_date - 1 where id = ${q.id}`);
      await expireQuote(db, notifier, q.id);
    }
    await backdate(db, q.id, orderId, plan.daysAgo);
    made++;
  }
  // old news is read; what still waits for someone stays unread
  await db.execute(sql`update notifications set read_at = now()
    where subject in ('quote', 'order') and created_at < now() - interval '5 days'`);
  log.info({ quotes: made }, 'demo quotes and orders created');
  return made;
}

/**
 * Moves a quote's (and its order's) history back in time: the request `daysAgo` days ago and each
 * later event 2–3 days after the one before; dates on the records follow their events.
 */
async function backdate(db: Db, quoteId: string, orderId: string | null, daysAgo: number): Promise<void> {
  // every event of the quote and its order, in the order they happened, one step each
  await db.execute(sql`
    with e as (
      select id, row_number() over (order by id) - 1 as k, count(*) over () as n from workflow_events
      where (subject = 'quote' and subject_id = ${quoteId}) ${orderId ? sql`or (subject = 'order' and subject_id = ${orderId})` : sql``}
    )
    update workflow_events w set at = now() - make_interval(days => ${daysAgo})
      + make_interval(mins => (e.k * least(58 * 60, (${daysAgo} * 24 - 6) * 60 / greatest(e.n - 1, 1)))::int)
    from e where w.id = e.id`);
  // an expired quote was valid for two weeks: it expires the day after
  await db.execute(sql`
    update workflow_events w set at = q.at + interval '15 days'
    from workflow_events q
    where w.subject = 'quote' and w.subject_id = ${quoteId} and w.action = 'expire'
      and q.subject = 'quote' and q.subject_id = ${quoteId} and q.action = 'quote'`);
  // the 'order' step and the order's 'created' happen with the accept
  await db.execute(sql`
    update workflow_events w set at = a.at + interval '2 seconds'
    from workflow_events a
    where a.subject = 'quote' and a.subject_id = ${quoteId} and a.action = 'accept'
      and ((w.subject = 'quote' and w.subject_id = ${quoteId} and w.action = 'order')
        ${orderId ? sql`or (w.subject = 'order' and w.subject_id = ${orderId} and w.action = 'created')` : sql``})`);
  await db.execute(sql`
    update quotes q set
      created_at = (select min(at) from workflow_events where subject = 'quote' and subject_id = q.id),
      updated_at = (select max(at) from workflow_events where subject = 'quote' and subject_id = q.id),
      wished_date = ((select min(at) from workflow_events where subject = 'quote' and subject_id = q.id) + interval '75 days')::date
    where q.id = ${quoteId}`);
  await db.execute(sql`
    with qe as (
      select at, row_number() over (order by id) as n from workflow_events
      where subject = 'quote' and subject_id = ${quoteId} and action = 'quote'
    )
    update quote_revisions v set created_at = qe.at,
      valid_until = case (select state from quotes where id = ${quoteId})
        -- it expired the day after its validity date
        when 'expired' then (select (at - interval '1 day')::date from workflow_events
          where subject = 'quote' and subject_id = ${quoteId} and action = 'expire')
        -- an open quote stays acceptable
        when 'quoted' then greatest(v.valid_until, (qe.at + interval '30 days')::date)
        else (qe.at + interval '30 days')::date end
    from qe where v.quote_id = ${quoteId} and v.number = qe.n`);
  await db.execute(sql`
    update quotes q set valid_until = v.valid_until from quote_revisions v
    where q.id = ${quoteId} and v.quote_id = q.id and v.number = q.revision`);
  if (orderId) {
    await db.execute(sql`
      update production_orders o set
        created_at = (select min(at) from workflow_events where subject = 'order' and subject_id = o.id),
        updated_at = (select max(at) from workflow_events where subject = 'order' and subject_id = o.id),
        paid_at = (select at from workflow_events where subject = 'order' and subject_id = o.id and action = 'record_payment')
      where o.id = ${orderId}`);
    // a tax invoice is dated the day the payment came in
    await db.execute(sql`
      update tax_invoices t set issue_date = (o.paid_at at time zone 'Asia/Seoul')::date, created_at = o.paid_at
      from production_orders o where o.id = t.order_id and o.id = ${orderId} and o.paid_at is not null`);
    await db.execute(sql`
      update workflow_events w set note = 'T-' || lpad(t.number::text, 6, '0') || ' · ' || t.issue_date::text
      from tax_invoices t where t.order_id = ${orderId} and w.subject = 'order' and w.subject_id = ${orderId}
        and w.action = 'tax_invoice_issued'`);
    await db.execute(sql`
      with se as (
        select at, row_number() over (order by id) as n from workflow_events
        where subject = 'order' and subject_id = ${orderId} and action in ('ship_part', 'ship')
      )
      update order_shipments s set shipped_at = se.at from se where s.order_id = ${orderId} and s.number = se.n`);
    // its offline payment (written by record_payment as it happened, i.e. now) on the day it was recorded,
    // so the sales report and the dashboard do not count the whole demo history as today's revenue
    await db.execute(sql`
      update payments p set approved_at = o.paid_at, created_at = o.paid_at, updated_at = o.paid_at
      from production_orders o
      where p.kind = 'order' and p.target_id = o.id and o.id = ${orderId} and o.paid_at is not null`);
  }
  await db.execute(sql`
    update notifications n set created_at = coalesce(
      (select max(at) from workflow_events w where w.subject = n.subject and w.subject_id = n.subject_id and w.action = n.action
         and w.to_state = n.state), n.created_at)
    where n.subject_id in (${quoteId}${orderId ? sql`, ${orderId}` : sql``})`);
}
