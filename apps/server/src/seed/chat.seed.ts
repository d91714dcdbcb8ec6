import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Auth } from '../modules/auth/auth.ts';
import { users } from '../modules/auth/auth.table.ts';
import { chatConversations, chatMessages } from '../modules/chat/chat.table.ts';
import { CHAT_PREVIEW_MAX } from '@formulab/shared/chat/chat.schema';
import { DEMO_ACCOUNTS, createUser } from './accounts.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Line = { by: 'customer' | 'staff'; after: number; body: string };
type DemoChat = {
  /** the demo customer, or a chat-only demo account (nobody signs in with it) */
  who: 'demo' | { email: string; name: string; companyName: string };
  ago: number;
  lines: Line[];
  closed?: boolean;
  /** the other side has read everything (otherwise the last messages of the other side are unread) */
  allRead?: boolean;
};

/** Conversations on first start: the demo customer's (one staff answer unread), and three others in staff's list. */
export const DEMO_CHATS: DemoChat[] = [
  {
    who: 'demo',
    ago: 2 * DAY,
    lines: [
      { by: 'customer', after: 0, body: '안녕하세요. 수분 앰플 샘플을 받았는데, 향을 조금 더 약하게 할 수 있을까요?' },
      {
        by: 'staff',
        after: 12 * MINUTE,
        body: '안녕하세요, 정다은입니다. 네, 가능합니다. 향료 비율을 0.1%에서 0.05%로 낮춘 처방으로 다시 샘플을 만들어 드릴 수 있어요.',
      },
      { by: 'customer', after: 20 * MINUTE, body: '좋아요. 그럼 레시피를 수정해서 샘플을 다시 요청할게요.' },
      {
        by: 'staff',
        after: DAY,
        body: '레시피 편집기에서 향료 줄의 비율만 바꾸시면 됩니다. 새 샘플 요청이 들어오면 바로 확인하겠습니다',
      },
    ],
  },
  {
    who: { email: 'chat-hanbit@formulab.local', name: '이서연', companyName: '한빛코스메틱' },
    ago: 3 * HOUR,
    lines: [
      { by: 'customer', after: 0, body: '선크림 OEM 최소 주문 수량이 어떻게 되나요?' },
      { by: 'customer', after: 2 * MINUTE, body: '50 ml 튜브 기준으로 알고 싶습니다.' },
    ],
  },
  {
    who: { email: 'chat-greenleaf@formulab.local', name: 'Emma Clarke', companyName: 'Green Leaf Lab' },
    ago: 26 * HOUR,
    lines: [
      { by: 'customer', after: 0, body: 'Hi! Can your vitamin C serum base be made without ethanol?' },
      {
        by: 'staff',
        after: 40 * MINUTE,
        body: 'Hello Emma, yes — we have an ethanol-free base using propanediol. I can send the INCI list today.',
      },
      { by: 'customer', after: 55 * MINUTE, body: 'Perfect, thank you.' },
    ],
    allRead: true,
  },
  {
    who: { email: 'chat-dalbit@formulab.local', name: '박준호', companyName: '달빛뷰티' },
    ago: 9 * DAY,
    lines: [
      { by: 'customer', after: 0, body: '견적서 PDF를 다시 받을 수 있을까요?' },
      {
        by: 'staff',
        after: 8 * MINUTE,
        body: '견적 화면의 "PDF 내려받기" 버튼으로 언제든 받으실 수 있습니다. 메일로도 보내 드렸어요.',
      },
      { by: 'customer', after: 15 * MINUTE, body: '받았습니다. 감사합니다!' },
    ],
    closed: true,
    allRead: true,
  },
];

async function accountFor(db: Db, auth: Auth, who: DemoChat['who']): Promise<{ id: string; name: string } | null> {
  const email = who === 'demo' ? DEMO_ACCOUNTS.customer.email : who.email;
  const [found] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
  if (found) return found;
  if (who === 'demo') return null;
  const id = await createUser(db, auth, { ...who, password: crypto.randomBytes(24).toString('base64url'), role: 'customer' });
  return { id, name: who.name };
}

/**
 * The demo conversations, once: into a demo install (the demo customer and admin exist) whose chat
 * is empty. Messages are dated in the past; the read positions and unread counts agree with them.
 */
export async function seedDemoChat(db: Db, auth: Auth, log: FastifyBaseLogger): Promise<number> {
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from chat_conversations`)).rows as [
    { n: number },
  ];
  if (n > 0) return 0;
  const [admin] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
  if (!admin) return 0;
  const staffName = '정다은';
  let made = 0;
  // oldest conversation first, so message ids follow time
  for (const chat of [...DEMO_CHATS].sort((a, b) => b.ago - a.ago)) {
    const customer = await accountFor(db, auth, chat.who);
    if (!customer) continue;
    const start = Date.now() - chat.ago;
    await db.transaction(async (tx) => {
      const [conv] = await tx
        .insert(chatConversations)
        .values({ customerId: customer.id, createdAt: new Date(start) })
        .returning({ id: chatConversations.id });
      const ids: { id: number; by: Line['by'] }[] = [];
      for (const line of chat.lines) {
        const [m] = await tx
          .insert(chatMessages)
          .values({
            conversationId: conv!.id,
            senderId: line.by === 'staff' ? admin.id : customer.id,
            senderRole: line.by,
            senderName: line.by === 'staff' ? staffName : customer.name,
            body: line.body,
            createdAt: new Date(start + line.after),
          })
          .returning({ id: chatMessages.id });
        ids.push({ id: m!.id, by: line.by });
      }
      const last = chat.lines.at(-1)!;
      const lastId = ids.at(-1)!.id;
      // unread: the other side's messages after the reader's own last one
      const unreadBy = (reader: Line['by']) => {
        if (chat.allRead) return { readId: lastId, unread: 0 };
        let readId = 0;
        let unread = 0;
        for (const m of ids) {
          if (m.by === reader) {
            readId = m.id;
            unread = 0;
          } else unread++;
        }
        return { readId, unread };
      };
      const c = unreadBy('customer');
      const s = unreadBy('staff');
      await tx
        .update(chatConversations)
        .set({
          state: chat.closed ? 'closed' : 'open',
          closedAt: chat.closed ? new Date(start + last.after + HOUR) : null,
          closedBy: chat.closed ? admin.id : null,
          lastMessageId: lastId,
          lastMessageAt: new Date(start + last.after),
          lastMessagePreview: last.body.replace(/\s+/g, ' ').slice(0, CHAT_PREVIEW_MAX),
          lastSenderRole: last.by,
          customerReadId: c.readId,
          customerUnread: c.unread,
          staffReadId: s.readId,
          staffUnread: s.unread,
        })
        .where(eq(chatConversations.id, conv!.id));
    });
    made++;
  }
  if (made) log.info({ conversations: made }, 'demo chat created');
  return made;
}
