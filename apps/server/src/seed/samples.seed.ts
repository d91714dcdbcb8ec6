import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { findTransition } from '@formulab/shared/workflow/machine';
import { sampleRef } from '@formulab/shared/samples/samples.schema';
import { sampleMachine, type SampleAction, type SampleState } from '@formulab/shared/samples/samples.states';
import type { RecipeData } from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../db/client.ts';
import { notifications } from '../modules/notifications/notifications.table.ts';
import { sampleRequests, type ShippingAddress } from '../modules/samples/samples.table.ts';
import { workflowEvents } from '../modules/workflow/workflow.table.ts';
import { verdictOfSnapshot } from '../modules/compliance/compliance.service.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Step = {
  action: SampleAction;
  /** hours after the request was made */
  after: number;
  note?: string;
  fee?: number;
  carrier?: string;
  trackingNumber?: string;
  reason?: string;
};

type DemoSample = {
  /** the recipe it was made from, by product type among the demo customer's recipes */
  productType: 'ampoule' | 'toner';
  /** how long ago it was made */
  ago: number;
  quantity: number;
  withPackaging: boolean;
  note: string;
  steps: Step[];
  /** the last step is still unread by the customer */
  unread?: boolean;
};

/**
 * The demo customer's sample requests, one in each state, oldest first. Each step is checked against
 * the machine when seeding, so the demo can never show a history the app would refuse.
 */
const DEMO_SAMPLES: DemoSample[] = [
  {
    productType: 'toner',
    ago: 12 * DAY,
    quantity: 30,
    withPackaging: true,
    note: '트러블 케어 라인 첫 시제품입니다. 사용감 테스트용으로 30개 부탁드립니다.',
    steps: [
      { action: 'review', after: 3 },
      { action: 'request_payment', after: 20, fee: 60_000, note: '30 ml 용기 포함 견본 30개 기준입니다.' },
      { action: 'record_payment', after: 44, note: '계좌 입금 확인' },
      { action: 'ship', after: 5 * 24, carrier: 'CJ대한통운', trackingNumber: '6891-2043-7715' },
      { action: 'deliver', after: 7 * 24 },
    ],
  },
  {
    productType: 'ampoule',
    ago: 11 * DAY,
    quantity: 500,
    withPackaging: false,
    note: '박람회 배포용으로 넉넉히 받고 싶습니다.',
    steps: [
      { action: 'review', after: 2 },
      {
        action: 'reject',
        after: 6,
        reason: '샘플은 한 번에 최대 100개까지 제작합니다. 배포용 물량은 견적 요청으로 진행해 주세요.',
      },
    ],
  },
  {
    productType: 'ampoule',
    ago: 10 * DAY,
    quantity: 10,
    withPackaging: false,
    note: '',
    steps: [{ action: 'cancel', after: 5, note: '처방을 조금 더 다듬은 뒤 다시 의뢰하겠습니다.' }],
  },
  {
    productType: 'ampoule',
    ago: 8 * DAY,
    quantity: 20,
    withPackaging: true,
    note: '엑토인을 넣은 버전입니다. 지난번 샘플과 비교해 보려고 합니다.',
    steps: [
      { action: 'review', after: 1 },
      { action: 'request_payment', after: 5, fee: 40_000 },
      { action: 'record_payment', after: 26 },
      { action: 'ship', after: 6 * 24, carrier: 'CJ대한통운', trackingNumber: '6891-3310-2548', note: '냉장 보관 권장' },
    ],
    unread: true,
  },
  {
    productType: 'ampoule',
    ago: 6 * DAY,
    quantity: 5,
    withPackaging: false,
    note: '점도 확인용 소량입니다.',
    steps: [
      { action: 'review', after: 4 },
      { action: 'approve_free', after: 8, note: '소량 샘플이라 무상으로 제작해 드립니다.' },
    ],
  },
  {
    productType: 'ampoule',
    ago: 4 * DAY,
    quantity: 50,
    withPackaging: true,
    note: '바이어 미팅용입니다. 가능하면 다음 주 안에 받고 싶습니다.',
    steps: [
      { action: 'review', after: 2 },
      { action: 'request_payment', after: 22, fee: 85_000, note: '50개 + 드로퍼 용기 포함. 입금 확인 후 바로 제작합니다.' },
    ],
    unread: true,
  },
  {
    productType: 'ampoule',
    ago: 2 * DAY,
    quantity: 15,
    withPackaging: false,
    note: '',
    steps: [{ action: 'review', after: 3 }],
  },
  {
    productType: 'ampoule',
    ago: 7 * HOUR,
    quantity: 10,
    withPackaging: true,
    note: '향 없이 제작 부탁드립니다.',
    steps: [],
  },
];

const SHIPPING: ShippingAddress = {
  recipient: DEMO_ACCOUNTS.customer.name,
  phone: '010-1234-5678',
  postalCode: '06236',
  address: '서울특별시 강남구 테헤란로 123',
  detail: `4층 ${DEMO_ACCOUNTS.customer.companyName}`,
};

type Revision = { recipeId: string; name: string; productType: string; number: number; snapshot: RecipeData; at: Date };

/**
 * The demo customer's sample requests (DEMO_SAMPLES), with backdated timelines, a few unread
 * notifications, and each one pinned to the revision its recipe had at the time. Only into a demo
 * install whose demo customer has a usable recipe revision and no sample request yet, so it runs once.
 * Returns how many requests were created.
 */
export async function seedDemoSamples(db: Db, log: FastifyBaseLogger): Promise<number> {
  const users = await db.execute<{ id: string; email: string }>(
    sql`select id, email from users where email in (${DEMO_ACCOUNTS.customer.email}, ${DEMO_ACCOUNTS.admin.email})`,
  );
  const customerId = users.rows.find((u) => u.email === DEMO_ACCOUNTS.customer.email)?.id;
  const staffId = users.rows.find((u) => u.email === DEMO_ACCOUNTS.admin.email)?.id ?? null;
  if (!customerId) return 0;
  const existing = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from sample_requests where owner_id = ${customerId}`,
  );
  if (existing.rows[0]!.n > 0) return 0;

  const { rows } = await db.execute<{
    recipe_id: string;
    name: string;
    product_type: string;
    number: number;
    snapshot: RecipeData;
    created_at: Date | string;
  }>(sql`select r.id as recipe_id, v.snapshot ->> 'name' as name, r.product_type, v.number, v.snapshot, v.created_at
    from recipes r join recipe_revisions v on v.recipe_id = r.id
    where r.owner_id = ${customerId} and r.deleted_at is null and v.valid
    order by v.created_at`);
  const revisions: Revision[] = rows.map((r) => ({
    recipeId: r.recipe_id,
    name: r.name,
    productType: r.product_type,
    number: r.number,
    snapshot: r.snapshot,
    at: new Date(r.created_at),
  }));
  if (!revisions.length) return 0;
  const packaging = (
    await db.execute<{ id: string; name_ko: string }>(
      sql`select id, name_ko from sub_materials where visible order by (code = 'DR-GL-30-01') desc, code limit 1`,
    )
  ).rows[0];

  /** The revision the customer would have requested from at `at`: their chosen kind of recipe, as it was then. */
  const pinned = (productType: string, at: Date): Revision => {
    const kind = revisions.filter((r) => r.productType === productType);
    const pool = kind.length ? kind : revisions;
    return pool.filter((r) => r.at <= at).at(-1) ?? pool[0]!;
  };

  const now = Date.now();
  let created = 0;
  await db.transaction(async (tx) => {
    for (const s of DEMO_SAMPLES) {
      const at = new Date(now - s.ago);
      const rev = pinned(s.productType, at);
      // walk the machine: every step must be one it allows
      let state: SampleState = sampleMachine.initial;
      const events: (typeof workflowEvents.$inferInsert)[] = [];
      const columns: Partial<typeof sampleRequests.$inferInsert> = {};
      for (const step of s.steps) {
        const actor = findTransition(sampleMachine, state, step.action, 'staff') ? 'staff' : 'customer';
        const t = findTransition(sampleMachine, state, step.action, actor);
        if (!t) throw new Error(`demo sample: ${step.action} is not allowed from ${state}`);
        const when = new Date(Math.min(at.getTime() + step.after * HOUR, now - 60_000));
        const shipment = step.carrier ? `${step.carrier} ${step.trackingNumber}` : '';
        events.push({
          subject: 'sample',
          subjectId: '', // set below
          action: step.action,
          fromState: state,
          toState: t.to,
          actor,
          actorId: actor === 'staff' ? staffId : customerId,
          note: step.reason ?? ([shipment, step.note].filter(Boolean).join('\n') || ''),
          at: when,
        });
        if (step.fee !== undefined) columns.fee = step.fee;
        if (step.action === 'approve_free') columns.fee = 0;
        if (step.action === 'record_payment') columns.paidAt = when;
        if (step.carrier) Object.assign(columns, { carrier: step.carrier, trackingNumber: step.trackingNumber });
        if (step.reason) columns.rejectReason = step.reason;
        state = t.to;
      }
      const updatedAt = events.at(-1)?.at ?? at;
      const [row] = await tx
        .insert(sampleRequests)
        .values({
          ownerId: customerId,
          recipeId: rev.recipeId,
          recipeRevision: rev.number,
          recipeName: rev.name,
          recipeSnapshot: rev.snapshot,
          // as createSample records it: the pinned revision's verdict in its target markets, dated with the request
          compliance: await verdictOfSnapshot(tx, rev.snapshot).then((v) => v && { ...v, checkedAt: at.toISOString() }),
          quantity: s.quantity,
          packagingId: s.withPackaging && packaging ? packaging.id : null,
          packagingName: s.withPackaging && packaging ? packaging.name_ko : null,
          shipping: SHIPPING,
          note: s.note,
          state,
          version: s.steps.length,
          ...columns,
          createdAt: at,
          updatedAt,
        })
        .returning({ id: sampleRequests.id, number: sampleRequests.number });
      const id = row!.id;
      await tx.insert(workflowEvents).values([
        {
          subject: 'sample',
          subjectId: id,
          action: 'created',
          fromState: null,
          toState: 'submitted',
          actor: 'customer',
          actorId: customerId,
          note: s.note,
          at,
        },
        ...events.map((e) => ({ ...e, subjectId: id })),
      ]);
      // what each side would have been told; read, except the newest news
      const ref = sampleRef(row!.number);
      const told = [
        { userId: staffId, action: 'created', state: 'submitted', at, read: s.steps.length > 0 },
        ...events.map((e, i) => ({
          userId: e.actor === 'staff' ? customerId : staffId,
          action: e.action,
          state: e.toState,
          at: e.at!,
          read: !(s.unread && i === events.length - 1),
        })),
      ].filter((n): n is typeof n & { userId: string } => n.userId !== null);
      if (told.length) {
        await tx.insert(notifications).values(
          told.map((n) => ({
            userId: n.userId,
            subject: 'sample',
            subjectId: id,
            action: n.action,
            ref,
            state: n.state,
            createdAt: n.at,
            readAt: n.read ? n.at : null,
          })),
        );
      }
      created++;
    }
  });
  log.info({ created }, 'demo sample requests created');
  return created;
}
