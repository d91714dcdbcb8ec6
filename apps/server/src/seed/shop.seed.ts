/**
 * The demo shop, once, for a demo install (the demo accounts exist and there is no product yet): a
 * dozen products with bilingual names, descriptions, 1–3 options and pack shots (pack-shot.ts: an SVG
 * rendered by sharp, stored through the upload path like any staff upload), and the demo
 * customer's purchase history over the last ~90 days — delivered, shipped, preparing, paid, one
 * refunded, one cancelled — each with its timeline and its test-gateway payment, so the admin sales
 * charts show something on first start. Every step is checked against the purchase machine.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { findTransition, type Actor } from '@formulab/shared/workflow/machine';
import type { ProductCategory } from '@formulab/shared/shop/products.schema';
import type { PaymentEventFacts } from '@formulab/shared/shop/payments.schema';
import { purchaseAmounts, purchaseRef } from '@formulab/shared/shop/purchases.schema';
import { purchaseMachine, type PurchaseAction, type PurchaseState } from '@formulab/shared/shop/purchases.states';
import type { Db } from '../db/client.ts';
import { packShot, type Pack } from './pack-shot.ts';
import { storeUpload } from '../modules/files/files.service.ts';
import { storageOf } from '../modules/files/storage.ts';
import { createProduct } from '../modules/products/products.service.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { DEMO_ADDRESSES, ensureDemoAddresses } from './addresses.seed.ts';

const DAY = 86_400_000;

type DemoProduct = {
  nameKo: string;
  nameEn: string;
  summaryKo: string;
  summaryEn: string;
  descriptionKo: string;
  descriptionEn: string;
  category: ProductCategory;
  /** what its pictures show it in */
  pack: Pack;
  /** label colours of the picture */
  colors: [string, string];
  options: { nameKo: string; nameEn: string; price: number; stock: number }[];
  status?: 'active' | 'sold_out' | 'hidden';
};

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    nameKo: '시카 진정 토너',
    nameEn: 'Cica Calming Toner',
    pack: 'bottle',
    summaryKo: '병풀 추출물 40%로 붉어진 피부를 진정시키는 데일리 토너',
    summaryEn: 'A daily toner with 40% centella extract for skin that flushes easily',
    descriptionKo: '병풀 추출물과 판테놀이 세안 후 당기는 피부를 빠르게 진정시킵니다. 무향, 무색소, 약산성(pH 5.5).',
    descriptionEn: 'Centella extract and panthenol calm tight skin right after cleansing. Fragrance-free, colour-free, pH 5.5.',
    category: 'skincare',
    colors: ['#dff3e4', '#4f8f6a'],
    options: [
      { nameKo: '200 ml', nameEn: '200 ml', price: 18_000, stock: 120 },
      { nameKo: '500 ml 대용량', nameEn: '500 ml refill size', price: 32_000, stock: 40 },
    ],
  },
  {
    nameKo: '나이아신아마이드 10% 세럼',
    nameEn: 'Niacinamide 10% Serum',
    pack: 'dropper',
    summaryKo: '모공과 피지 균형을 위한 고함량 나이아신아마이드',
    summaryEn: 'High-strength niacinamide for pores and oil balance',
    descriptionKo: '나이아신아마이드 10%와 아연 PCA 1%를 담았습니다. 저녁 세안 후 2~3방울을 펴 발라 주세요.',
    descriptionEn: '10% niacinamide with 1% zinc PCA. Smooth 2–3 drops over clean skin in the evening.',
    category: 'skincare',
    colors: ['#fff4d6', '#c28a16'],
    options: [{ nameKo: '30 ml', nameEn: '30 ml', price: 24_000, stock: 80 }],
  },
  {
    nameKo: '세라마이드 장벽 크림',
    nameEn: 'Ceramide Barrier Cream',
    pack: 'jar',
    summaryKo: '세라마이드 NP와 스쿠알란으로 채우는 보습 크림',
    summaryEn: 'Ceramide NP and squalane for a stronger moisture barrier',
    descriptionKo: '건조한 계절에도 하루 종일 촉촉하게. 피부 장벽 성분 3종을 피부 지질과 비슷한 비율로 배합했습니다.',
    descriptionEn: 'All-day moisture through dry seasons: three barrier lipids in a skin-like ratio.',
    category: 'skincare',
    colors: ['#e8eefc', '#3b5fb5'],
    options: [
      { nameKo: '50 ml', nameEn: '50 ml', price: 28_000, stock: 60 },
      { nameKo: '100 ml', nameEn: '100 ml', price: 45_000, stock: 25 },
    ],
  },
  {
    nameKo: '약산성 젤 클렌저',
    nameEn: 'Low-pH Gel Cleanser',
    pack: 'tube',
    summaryKo: '아침 저녁 순하게 쓰는 약산성 젤 클렌저',
    summaryEn: 'A gentle low-pH gel for morning and evening',
    descriptionKo: '코코일글루타메이트 기반의 순한 세정제로 세안 후에도 당기지 않습니다.',
    descriptionEn: 'Mild cocoyl glutamate surfactants leave skin comfortable, never tight.',
    category: 'cleansing',
    colors: ['#e3f6f8', '#1f8a99'],
    options: [{ nameKo: '150 ml', nameEn: '150 ml', price: 14_000, stock: 150 }],
  },
  {
    nameKo: '딥 클렌징 오일',
    nameEn: 'Deep Cleansing Oil',
    pack: 'pump',
    summaryKo: '워터프루프 메이크업까지 한 번에 녹이는 클렌징 오일',
    summaryEn: 'Melts waterproof make-up in one step',
    descriptionKo: '해바라기씨 오일과 호호바 오일이 메이크업과 피지를 부드럽게 녹이고 물에 깨끗이 씻겨 나갑니다.',
    descriptionEn: 'Sunflower and jojoba oils dissolve make-up and sebum, then rinse off clean.',
    category: 'cleansing',
    colors: ['#fdf0e1', '#c0692b'],
    options: [
      { nameKo: '200 ml', nameEn: '200 ml', price: 22_000, stock: 70 },
      { nameKo: '200 ml + 리필 2개', nameEn: '200 ml + 2 refills', price: 52_000, stock: 15 },
    ],
  },
  {
    nameKo: '데일리 선크림 SPF50+',
    nameEn: 'Daily Sunscreen SPF50+',
    pack: 'tube',
    summaryKo: '백탁 없이 가볍게 발리는 무기자차 선크림',
    summaryEn: 'A light mineral sunscreen with no white cast',
    descriptionKo: 'SPF50+ PA++++. 징크옥사이드 기반으로 민감한 피부에도 사용할 수 있습니다.',
    descriptionEn: 'SPF50+ PA++++ with zinc oxide, suitable for sensitive skin.',
    category: 'suncare',
    colors: ['#fff9d9', '#d19b00'],
    options: [{ nameKo: '50 ml', nameEn: '50 ml', price: 19_000, stock: 200 }],
  },
  {
    nameKo: '톤업 선 에센스',
    nameEn: 'Tone-up Sun Essence',
    pack: 'pump',
    summaryKo: '화사한 톤업 효과의 에센스 타입 자외선 차단제',
    summaryEn: 'An essence-type sunscreen with a soft tone-up',
    descriptionKo: 'SPF50+ PA+++. 메이크업 베이스 대신 쓰기 좋은 촉촉한 제형입니다.',
    descriptionEn: 'SPF50+ PA+++. A dewy texture that works as a make-up base.',
    category: 'suncare',
    colors: ['#fde7ef', '#c2457a'],
    options: [{ nameKo: '50 ml', nameEn: '50 ml', price: 21_000, stock: 0 }],
    status: 'sold_out',
  },
  {
    nameKo: '벨벳 틴트 립밤',
    nameEn: 'Velvet Tint Lip Balm',
    pack: 'stick',
    summaryKo: '보습과 컬러를 한 번에, 세 가지 색상',
    summaryEn: 'Moisture and colour in one, three shades',
    descriptionKo: '시어버터와 비타민 E가 입술을 촉촉하게 지켜 주고 은은한 색을 더합니다.',
    descriptionEn: 'Shea butter and vitamin E keep lips soft under a sheer wash of colour.',
    category: 'makeup',
    colors: ['#fbe3e1', '#b8433a'],
    options: [
      { nameKo: '01 로즈', nameEn: '01 Rose', price: 12_000, stock: 90 },
      { nameKo: '02 코랄', nameEn: '02 Coral', price: 12_000, stock: 75 },
      { nameKo: '03 베리', nameEn: '03 Berry', price: 12_000, stock: 3 },
    ],
  },
  {
    nameKo: '쿠션 파운데이션',
    nameEn: 'Cushion Foundation',
    pack: 'compact',
    summaryKo: '얇고 가볍게 밀착되는 세미매트 쿠션',
    summaryEn: 'A thin, light semi-matte cushion',
    descriptionKo: 'SPF40 PA++. 리필 1개가 포함되어 있습니다. 두 가지 색상.',
    descriptionEn: 'SPF40 PA++. One refill included. Two shades.',
    category: 'makeup',
    colors: ['#f6e9dc', '#9a6a43'],
    options: [
      { nameKo: '21호 라이트', nameEn: '21 Light', price: 34_000, stock: 40 },
      { nameKo: '23호 미디엄', nameEn: '23 Medium', price: 34_000, stock: 35 },
    ],
  },
  {
    nameKo: '시어버터 바디로션',
    nameEn: 'Shea Butter Body Lotion',
    pack: 'pump',
    summaryKo: '샤워 후 온몸을 촉촉하게 감싸는 바디로션',
    summaryEn: 'All-over moisture after the shower',
    descriptionKo: '시어버터 5%와 글리세린으로 건조한 팔다리를 부드럽게 가꿉니다. 은은한 코튼 향.',
    descriptionEn: '5% shea butter and glycerin soften dry arms and legs. A soft cotton scent.',
    category: 'body',
    colors: ['#f3efe6', '#7a6a4f'],
    options: [
      { nameKo: '300 ml', nameEn: '300 ml', price: 16_000, stock: 110 },
      { nameKo: '500 ml', nameEn: '500 ml', price: 23_000, stock: 60 },
    ],
  },
  {
    nameKo: '두피 쿨링 샴푸',
    nameEn: 'Scalp Cooling Shampoo',
    pack: 'bottle',
    summaryKo: '멘톨과 티트리로 상쾌한 두피 케어 샴푸',
    summaryEn: 'Menthol and tea tree for a fresh scalp',
    descriptionKo: '약산성 세정 성분으로 두피 각질과 피지를 부드럽게 씻어 냅니다.',
    descriptionEn: 'Low-pH surfactants lift flakes and excess oil gently.',
    category: 'hair',
    colors: ['#e1f4f1', '#2f7f73'],
    options: [{ nameKo: '500 ml', nameEn: '500 ml', price: 17_000, stock: 95 }],
  },
  {
    nameKo: '베스트셀러 스킨케어 세트',
    nameEn: 'Bestseller Skincare Set',
    pack: 'box',
    summaryKo: '토너 · 세럼 · 크림 3종 세트, 선물 포장',
    summaryEn: 'Toner, serum and cream in a gift box',
    descriptionKo: '시카 토너 200 ml, 나이아신아마이드 세럼 30 ml, 세라마이드 크림 50 ml를 한 상자에 담았습니다.',
    descriptionEn: 'Cica toner 200 ml, niacinamide serum 30 ml and ceramide cream 50 ml in one box.',
    category: 'set',
    colors: ['#ece6f7', '#6a4fa3'],
    options: [{ nameKo: '3종 세트', nameEn: 'Set of three', price: 62_000, stock: 30 }],
  },
];

type History = { product: number; option: number; quantity: number; ago: number; steps: PurchaseAction[]; reason?: string };

/** The demo customer's purchases, oldest first: mostly delivered, then the recent ones on their way. */
const HISTORY: History[] = [
  { product: 0, option: 0, quantity: 2, ago: 88, steps: ['pay', 'prepare', 'ship', 'deliver'] },
  { product: 2, option: 1, quantity: 1, ago: 81, steps: ['pay', 'prepare', 'ship', 'deliver'] },
  { product: 11, option: 0, quantity: 1, ago: 74, steps: ['pay', 'prepare', 'ship', 'deliver'] },
  {
    product: 5,
    option: 0,
    quantity: 3,
    ago: 66,
    steps: ['pay', 'prepare', 'ship', 'deliver', 'request_refund', 'refund'],
    reason: '제품 용기가 파손되어 도착했습니다.',
  },
  { product: 1, option: 0, quantity: 2, ago: 58, steps: ['pay', 'prepare', 'ship', 'deliver'] },
  { product: 7, option: 1, quantity: 4, ago: 49, steps: ['pay', 'prepare', 'ship', 'deliver'] },
  { product: 3, option: 0, quantity: 2, ago: 41, steps: ['cancel'], reason: '다른 옵션으로 다시 주문하겠습니다.' },
  { product: 9, option: 1, quantity: 2, ago: 33, steps: ['pay', 'prepare', 'ship', 'deliver'] },
  { product: 8, option: 0, quantity: 1, ago: 25, steps: ['pay', 'prepare', 'ship', 'deliver'] },
  { product: 11, option: 0, quantity: 2, ago: 17, steps: ['pay', 'prepare', 'ship', 'deliver'] },
  { product: 4, option: 1, quantity: 1, ago: 9, steps: ['pay', 'prepare', 'ship', 'deliver'] },
  { product: 10, option: 0, quantity: 3, ago: 5, steps: ['pay', 'prepare', 'ship'] },
  { product: 6, option: 0, quantity: 1, ago: 3, steps: ['pay', 'prepare'] },
  { product: 0, option: 1, quantity: 1, ago: 1, steps: ['pay'] },
];

const ACTOR: Record<PurchaseAction, Actor> = {
  pay: 'system',
  prepare: 'staff',
  ship: 'staff',
  deliver: 'customer',
  cancel: 'customer',
  request_refund: 'customer',
  refund: 'staff',
  decline_refund: 'staff',
};

/**
 * `paymentKey` signs a demo payment's key the way the running gateway would (the test gateway's
 * `issueKey`), so staff can refund a demo purchase; without it the keys are placeholders.
 */
export async function seedDemoShop(
  db: Db,
  log: FastifyBaseLogger,
  paymentKey: (orderId: string, amount: number) => string = () => `tgk_demo_${crypto.randomBytes(8).toString('hex')}`,
): Promise<void> {
  const storage = storageOf(db);
  const [state] = (
    await db.execute<{ products: number; admin: string | null; customer: string | null }>(sql`
      select (select count(*)::int from products) as products,
        (select id from users where email = ${DEMO_ACCOUNTS.admin.email}) as admin,
        (select id from users where email = ${DEMO_ACCOUNTS.customer.email}) as customer`)
  ).rows;
  if (!state || state.products > 0 || !state.admin || !state.customer || !storage) return;
  const { admin, customer } = state;

  const made: {
    id: string;
    nameKo: string;
    nameEn: string;
    options: { id: string; nameKo: string; nameEn: string; price: number }[];
  }[] = [];
  for (const [i, p] of DEMO_PRODUCTS.entries()) {
    const images = [];
    for (const variant of [0, 1]) {
      const data = await packShot({ pack: p.pack, name: p.nameEn, size: p.options[0]!.nameEn, colors: p.colors }, variant);
      images.push(
        (await storeUpload(db, storage, { data, name: `${p.nameEn}-${variant + 1}.png`, kind: 'image', userId: admin })).id,
      );
    }
    const { colors: _colors, pack: _pack, ...input } = p;
    const d = await createProduct(db, {
      ...input,
      status: p.status ?? 'active',
      imageIds: images,
      options: p.options,
    });
    // listed newest first as if added over the last months
    await db.execute(sql`update products set created_at = now() - make_interval(days => ${120 - i * 3}) where id = ${d.id}`);
    made.push(d);
  }

  await ensureDemoAddresses(db, customer);
  const { label: _label, country: _country, ...shipping } = DEMO_ADDRESSES.office;

  for (const h of HISTORY) {
    const product = made[h.product]!;
    const option = product.options[h.option] ?? product.options[0]!;
    const amounts = purchaseAmounts(option.price, h.quantity);
    const created = new Date(Date.now() - h.ago * DAY - 3 * 3_600_000);
    await db.transaction(async (tx) => {
      let state: PurchaseState = purchaseMachine.initial;
      const events: { action: string; from: string | null; to: string; actor: Actor; at: Date; note: string }[] = [
        { action: 'created', from: null, to: state, actor: 'customer', at: created, note: '' },
      ];
      let at = created;
      let paidAt: Date | null = null;
      for (const action of h.steps) {
        const t = findTransition(purchaseMachine, state, action, ACTOR[action]);
        if (!t) throw new Error(`demo purchase: ${action} from ${state}`);
        at = new Date(at.getTime() + (action === 'pay' ? 10 * 60_000 : action === 'deliver' ? 2 * DAY : DAY / 2));
        if (action === 'pay') paidAt = at;
        const note =
          action === 'ship'
            ? 'CJ대한통운 6891-2043-' + String(7000 + h.ago)
            : ['cancel', 'request_refund'].includes(action)
              ? (h.reason ?? '')
              : '';
        events.push({ action, from: state, to: t.to, actor: ACTOR[action], at, note });
        state = t.to;
      }
      const refunded = state === 'refunded' ? amounts.total : 0;
      const { rows } = await tx.execute<{ id: string; number: number }>(sql`
        insert into purchases (owner_id, product_id, option_id, product_name_ko, product_name_en, option_name_ko, option_name_en,
          quantity, unit_price, subtotal, shipping_fee, total, refunded_amount, shipping, state, version, restocked, paid_at,
          carrier, tracking_number, cancel_reason, created_at, updated_at)
        values (${customer}, ${product.id}, ${option.id}, ${product.nameKo}, ${product.nameEn}, ${option.nameKo}, ${option.nameEn},
          ${h.quantity}, ${option.price}, ${amounts.subtotal}, ${amounts.shippingFee}, ${amounts.total}, ${refunded},
          ${JSON.stringify(shipping)}::jsonb, ${state}, ${h.steps.length}, ${state === 'cancelled' || state === 'refunded'}, ${paidAt},
          ${h.steps.includes('ship') ? 'CJ대한통운' : null}, ${h.steps.includes('ship') ? '6891-2043-' + String(7000 + h.ago) : null},
          ${state === 'cancelled' ? (h.reason ?? null) : null}, ${created}, ${at})
        returning id, number`);
      const purchase = rows[0]!;
      for (const e of events) {
        await tx.execute(sql`insert into workflow_events (subject, subject_id, action, from_state, to_state, actor, actor_id, note, at)
          values ('purchase', ${purchase.id}, ${e.action}, ${e.from}, ${e.to}, ${e.actor},
            ${e.actor === 'customer' ? customer : e.actor === 'staff' ? admin : null}, ${e.note}, ${e.at})`);
      }
      const ref = purchaseRef(purchase.number);
      const orderName = `${product.nameKo} (${option.nameKo}) × ${h.quantity}`.slice(0, 100);
      const orderNameEn = `${product.nameEn} (${option.nameEn}) × ${h.quantity}`.slice(0, 100);
      const orderId = `${ref.replace('-', '')}-${crypto.randomBytes(6).toString('base64url')}`;
      const status = paidAt ? (refunded ? 'refunded' : 'paid') : 'abandoned';
      const pay = await tx.execute<{ id: string }>(sql`
        insert into payments (order_id, kind, target_id, target_ref, order_name, order_name_en, owner_id, status, gateway, method,
          amount, refunded_amount, payment_key, approved_at, created_at, updated_at)
        values (${orderId}, 'purchase', ${purchase.id}, ${ref}, ${orderName}, ${orderNameEn}, ${customer}, ${status}, 'test',
          ${paidAt ? '카드' : null},
          ${amounts.total}, ${refunded}, ${paidAt ? paymentKey(orderId, amounts.total) : null}, ${paidAt},
          ${created}, ${at})
        returning id`);
      const paymentId = pay.rows[0]!.id;
      const event = (type: string, facts: PaymentEventFacts, at: Date) =>
        tx.execute(sql`insert into payment_events (payment_id, type, facts, at)
          values (${paymentId}, ${type}, ${JSON.stringify(facts)}::jsonb, ${at})`);
      await event('created', { say: 'started', amount: amounts.total, gateway: 'test' }, created);
      if (paidAt) {
        await event('confirmed', { say: 'captured', amount: amounts.total, method: '카드', via: 'confirm' }, paidAt);
        await tx.execute(
          sql`update products set sold_count = sold_count + ${refunded ? 0 : h.quantity} where id = ${product.id}`,
        );
      } else {
        await event('abandoned', { say: 'purchase_cancelled' }, at);
      }
      if (refunded) {
        await tx.execute(sql`insert into payment_refunds (payment_id, amount, reason, by_id, created_at)
          values (${paymentId}, ${refunded}, ${h.reason ?? 'Refund approved'}, ${admin}, ${at})`);
        await event('refunded', { say: 'refunded', amount: refunded, reason: h.reason ?? 'Refund approved' }, at);
      }
    });
  }
  // the demo pipeline's sample fees and orders paid before online payment existed: offline payments,
  // as staff's record_payment now writes them, so the sales report shows every kind
  await db.execute(sql`
    insert into payments (order_id, kind, target_id, target_ref, order_name, order_name_en, owner_id, status, gateway, method,
      amount, approved_at, created_at, updated_at)
    select 'S' || lpad(s.number::text, 6, '0') || '-offline-demo', 'sample', s.id, 'S-' || lpad(s.number::text, 6, '0'),
      '샘플 S-' || lpad(s.number::text, 6, '0') || ' ' || s.recipe_name,
      'Sample S-' || lpad(s.number::text, 6, '0') || ' ' || s.recipe_name, s.owner_id, 'paid', 'offline', '계좌이체', s.fee,
      s.paid_at, s.paid_at, s.paid_at
    from sample_requests s
    where s.paid_at is not null and s.fee > 0
      and not exists (select 1 from payments p where p.kind = 'sample' and p.target_id = s.id)`);
  await db.execute(sql`
    insert into payments (order_id, kind, target_id, target_ref, order_name, order_name_en, owner_id, status, gateway, method,
      amount, approved_at, created_at, updated_at)
    select 'O' || lpad(o.number::text, 6, '0') || '-offline-demo', 'order', o.id, 'O-' || lpad(o.number::text, 6, '0'),
      '생산 주문 O-' || lpad(o.number::text, 6, '0') || ' ' || o.recipe_name,
      'Production order O-' || lpad(o.number::text, 6, '0') || ' ' || o.recipe_name, o.owner_id, 'paid', 'offline', '계좌이체', o.total,
      o.paid_at, o.paid_at, o.paid_at
    from production_orders o
    where o.paid_at is not null and o.total > 0
      and not exists (select 1 from payments p where p.kind = 'order' and p.target_id = o.id)`);
  log.info('demo shop created');
}
