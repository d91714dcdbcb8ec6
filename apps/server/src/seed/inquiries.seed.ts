import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { findTransition } from '@formulab/shared/workflow/machine';
import {
  inquiryRef,
  partnershipRef,
  type InquiryCategory,
  type PartnershipType,
} from '@formulab/shared/inquiries/inquiries.schema';
import {
  inquiryMachine,
  partnershipMachine,
  type InquiryState,
  type PartnershipAction,
  type PartnershipState,
} from '@formulab/shared/inquiries/inquiries.states';
import type { Db } from '../db/client.ts';
import { inquiries, inquiryMessages, partnershipInquiries } from '../modules/inquiries/inquiries.table.ts';
import { notifications } from '../modules/notifications/notifications.table.ts';
import { workflowEvents } from '../modules/workflow/workflow.table.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Msg = { by: 'customer' | 'staff'; after: number; body: string };
type DemoInquiry = {
  category: InquiryCategory;
  title: string;
  ago: number;
  messages: Msg[];
  /** closed by the customer after the last message (hours later) */
  closedAfter?: number;
  /** staff's latest answer is not read yet */
  unread?: boolean;
};

/** The demo customer's inquiries: waiting, answered (one unread), closed, and one reopened by a follow-up. */
export const DEMO_INQUIRIES: DemoInquiry[] = [
  {
    category: 'sample',
    title: '앰플 샘플 용기를 바꿀 수 있나요?',
    ago: 15 * DAY,
    messages: [
      {
        by: 'customer',
        after: 0,
        body: '지난번 의뢰한 앰플 샘플을 30 ml 스포이드 용기 대신 에어리스 용기로 받아 볼 수 있을까요?',
      },
      {
        by: 'staff',
        after: 5,
        body: '네, 가능합니다. 샘플 의뢰 시 포장 항목에서 에어리스 용기를 선택해 주시면 됩니다. 용기 재고가 있어 일정 변동은 없습니다.',
      },
      { by: 'customer', after: 8, body: '확인했습니다. 감사합니다!' },
    ],
    closedAfter: 1,
  },
  {
    category: 'quote',
    title: '견적 유효기간 연장 문의',
    ago: 6 * DAY,
    messages: [
      {
        by: 'customer',
        after: 0,
        body: '받은 견적의 유효기간이 이번 주에 끝나는데, 내부 결재 때문에 2주 정도 연장이 가능할까요?',
      },
      {
        by: 'staff',
        after: 4,
        body: '원료 단가 변동이 없어 2주 연장해 드릴 수 있습니다. 견적을 새 유효기간으로 다시 보내 드리겠습니다.',
      },
      { by: 'customer', after: 30, body: '한 가지 더요. 5,000개로 수량을 늘리면 단가가 얼마나 달라지나요?' },
    ],
  },
  {
    category: 'payment',
    title: '세금계산서 발행 요청',
    ago: 3 * DAY,
    messages: [
      {
        by: 'customer',
        after: 0,
        body: '지난달 샘플 비용 결제 건의 세금계산서를 회사 메일로 받을 수 있을까요? 사업자등록번호는 계정에 등록해 두었습니다.',
      },
      {
        by: 'staff',
        after: 20,
        body: '등록하신 사업자 정보로 세금계산서를 발행해 customer@formulab.local 로 보내 드렸습니다. 확인 부탁드립니다.',
      },
    ],
    unread: true,
  },
  {
    category: 'product',
    title: '비건 인증 원료만으로 처방할 수 있나요?',
    ago: 5 * HOUR,
    messages: [
      {
        by: 'customer',
        after: 0,
        body: '비건 인증을 받으려는 토너를 준비하고 있습니다. 원료 목록에서 비건 인증 원료만 골라 볼 수 있는 방법이 있을까요?',
      },
    ],
  },
];

type DemoPartnership = {
  company: string;
  contactName: string;
  email: string;
  phone: string;
  type: PartnershipType;
  proposal: string;
  ago: number;
  steps: { action: PartnershipAction; after: number; note?: string; reason?: string }[];
  notes?: { after: number; note: string }[];
};

/** Partnership proposals in every state. */
export const DEMO_PARTNERSHIPS: DemoPartnership[] = [
  {
    company: 'Saigon Beauty Trading',
    contactName: 'Nguyen Thi Lan',
    email: 'lan@saigonbeauty.example',
    phone: '+84 28 3822 1100',
    type: 'distribution',
    proposal:
      'We run 40 cosmetics stores in Ho Chi Minh City and Hanoi and would like to carry your ready-made skincare line. Could we discuss exclusive distribution for Vietnam?',
    ago: 20 * DAY,
    steps: [
      { action: 'review', after: 6 },
      { action: 'accept', after: 9 * 24, note: '화상 미팅 완료, 6월 첫 발주 예정' },
    ],
    notes: [{ after: 30, note: '매장 목록과 매출 자료 받음. 유통 조건 검토 중.' }],
  },
  {
    company: '그린바이오 소재',
    contactName: '박서준',
    email: 'sj.park@greenbio.example',
    phone: '031-555-0192',
    type: 'raw_material',
    proposal: '제주 유기농 병풀 추출물(CICA) 원료를 공급하고자 합니다. COA와 MSDS를 갖추고 있으며 월 500 kg까지 공급 가능합니다.',
    ago: 8 * DAY,
    steps: [{ action: 'review', after: 20 }],
    notes: [{ after: 26, note: '샘플 1 kg 요청함. 연구소 안정성 테스트 후 결정.' }],
  },
  {
    company: '루미에르 랩',
    contactName: '최유나',
    email: 'yuna@lumiere-lab.example',
    phone: '',
    type: 'odm',
    proposal:
      '신규 비건 스킨케어 브랜드를 준비하고 있습니다. 토너·세럼·크림 3종을 ODM으로 개발하고 싶습니다. 초도 물량은 품목당 3,000개입니다.',
    ago: 2 * DAY,
    steps: [],
  },
  {
    company: 'Quick Trade Ltd.',
    contactName: 'Alex Morgan',
    email: 'alex@quicktrade.example',
    phone: '',
    type: 'other',
    proposal: 'We offer SEO and marketing services for cosmetics brands.',
    ago: 10 * DAY,
    steps: [{ action: 'decline', after: 2, reason: '제조·유통 제휴 범위가 아니어서 정중히 거절함' }],
  },
];

/**
 * The demo customer's 1:1 inquiries and a few partnership proposals, with backdated conversations and
 * timelines that walk the machines (a history the app would refuse cannot be seeded). Runs once: only
 * while the demo customer has no inquiry. Returns how many inquiries were created.
 */
export async function seedDemoInquiries(db: Db, log: FastifyBaseLogger): Promise<number> {
  const users = await db.execute<{ id: string; email: string }>(
    sql`select id, email from users where email in (${DEMO_ACCOUNTS.customer.email}, ${DEMO_ACCOUNTS.admin.email})`,
  );
  const customerId = users.rows.find((u) => u.email === DEMO_ACCOUNTS.customer.email)?.id;
  const staffId = users.rows.find((u) => u.email === DEMO_ACCOUNTS.admin.email)?.id ?? null;
  if (!customerId) return 0;
  const existing = await db.execute<{ n: number }>(sql`select count(*)::int as n from inquiries where owner_id = ${customerId}`);
  if (existing.rows[0]!.n > 0) return 0;
  const now = Date.now();
  const when = (at: number, hours: number) => new Date(Math.min(at + hours * HOUR, now - 60_000));

  await db.transaction(async (tx) => {
    for (const d of DEMO_INQUIRIES) {
      const at = now - d.ago;
      let state: InquiryState = inquiryMachine.initial;
      const events: Omit<typeof workflowEvents.$inferInsert, 'subjectId'>[] = [
        {
          subject: 'inquiry',
          action: 'created',
          fromState: null,
          toState: state,
          actor: 'customer',
          actorId: customerId,
          at: new Date(at),
        },
      ];
      for (const m of d.messages.slice(1)) {
        const action = m.by === 'staff' ? 'answer' : 'reply';
        const t = findTransition(inquiryMachine, state, action, m.by);
        if (!t) throw new Error(`demo inquiry: ${action} is not allowed from ${state}`);
        events.push({
          subject: 'inquiry',
          action,
          fromState: state,
          toState: t.to,
          actor: m.by,
          actorId: m.by === 'staff' ? staffId : customerId,
          at: when(at, m.after),
        });
        state = t.to;
      }
      const last = d.messages.at(-1)!;
      if (d.closedAfter !== undefined) {
        const t = findTransition(inquiryMachine, state, 'close', 'customer');
        if (!t) throw new Error(`demo inquiry: close is not allowed from ${state}`);
        events.push({
          subject: 'inquiry',
          action: 'close',
          fromState: state,
          toState: t.to,
          actor: 'customer',
          actorId: customerId,
          at: when(at, last.after + d.closedAfter),
        });
        state = t.to;
      }
      const [row] = await tx
        .insert(inquiries)
        .values({
          ownerId: customerId,
          category: d.category,
          title: d.title,
          state,
          version: events.length - 1,
          messageCount: d.messages.length,
          lastMessageAt: when(at, last.after),
          lastMessageBy: last.by,
          createdAt: new Date(at),
          updatedAt: events.at(-1)!.at as Date,
        })
        .returning({ id: inquiries.id, number: inquiries.number });
      await tx.insert(inquiryMessages).values(
        d.messages.map((m) => ({
          inquiryId: row!.id,
          authorId: m.by === 'staff' ? staffId : customerId,
          author: m.by,
          body: m.body,
          createdAt: when(at, m.after),
        })),
      );
      await tx.insert(workflowEvents).values(events.map((e) => ({ ...e, subjectId: row!.id })));
      // what each side was told: staff of the customer's messages, the customer of staff's answers
      const news = d.messages.flatMap((m, i) => {
        const to = m.by === 'staff' ? customerId : staffId;
        if (!to) return [];
        const isLast = i === d.messages.length - 1;
        return [
          {
            userId: to,
            subject: 'inquiry',
            subjectId: row!.id,
            action: i === 0 ? 'created' : m.by === 'staff' ? 'answer' : 'reply',
            ref: inquiryRef(row!.number),
            state: m.by === 'staff' ? 'answered' : 'open',
            readAt: isLast && (d.unread || m.by === 'customer') ? null : when(at, m.after + 1),
            createdAt: when(at, m.after),
          },
        ];
      });
      if (news.length) await tx.insert(notifications).values(news);
    }

    for (const p of DEMO_PARTNERSHIPS) {
      const at = now - p.ago;
      let state: PartnershipState = partnershipMachine.initial;
      const events: Omit<typeof workflowEvents.$inferInsert, 'subjectId'>[] = [
        {
          subject: 'partnership',
          action: 'created',
          fromState: null,
          toState: state,
          actor: 'customer',
          actorId: null,
          at: new Date(at),
        },
      ];
      for (const s of p.steps) {
        const t = findTransition(partnershipMachine, state, s.action, 'staff');
        if (!t) throw new Error(`demo partnership: ${s.action} is not allowed from ${state}`);
        events.push({
          subject: 'partnership',
          action: s.action,
          fromState: state,
          toState: t.to,
          actor: 'staff',
          actorId: staffId,
          note: s.reason ?? s.note ?? '',
          at: when(at, s.after),
        });
        state = t.to;
      }
      for (const n of p.notes ?? []) {
        events.push({
          subject: 'partnership',
          action: 'note',
          fromState: state,
          toState: state,
          actor: 'staff',
          actorId: staffId,
          note: n.note,
          internal: true,
          at: when(at, n.after),
        });
      }
      events.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
      const [row] = await tx
        .insert(partnershipInquiries)
        .values({
          company: p.company,
          contactName: p.contactName,
          email: p.email,
          phone: p.phone,
          type: p.type,
          proposal: p.proposal,
          state,
          version: p.steps.length,
          createdAt: new Date(at),
          updatedAt: events.at(-1)!.at as Date,
        })
        .returning({ id: partnershipInquiries.id, number: partnershipInquiries.number });
      await tx.insert(workflowEvents).values(events.map((e) => ({ ...e, subjectId: row!.id })));
      if (staffId) {
        await tx.insert(notifications).values({
          userId: staffId,
          subject: 'partnership',
          subjectId: row!.id,
          action: 'created',
          ref: partnershipRef(row!.number),
          state: 'new',
          readAt: state === 'new' ? null : when(at, 1),
          createdAt: new Date(at),
        });
      }
    }
  });
  log.info({ inquiries: DEMO_INQUIRIES.length, partnerships: DEMO_PARTNERSHIPS.length }, 'demo inquiries created');
  return DEMO_INQUIRIES.length;
}
