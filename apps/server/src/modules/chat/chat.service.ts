import { and, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  CHAT_PAGE,
  CHAT_PREVIEW_MAX,
  type AdminChatDetail,
  type AdminChatListQuery,
  type AdminChatPage,
  type ChatConversation,
  type ChatMessage,
  type ChatSenderRole,
  type MyChat,
} from '@formulab/shared/chat/chat.schema';
import { chatMachine, type ChatState } from '@formulab/shared/chat/chat.states';
import { findTransition } from '@formulab/shared/workflow/machine';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import {
  decodePageCursor,
  keysetAfter,
  keysetOrder,
  keysetPage,
  keysetSelect,
  windowPageQuery,
  type Keyset,
} from '../../lib/keyset.ts';
import { users } from '../auth/auth.table.ts';
import { customerOf } from '../users/customer-search.ts';
import { cappedCount, SEARCH_WINDOW } from '../../lib/search-page.ts';
import { SEARCH_COUNT_CAP } from '@formulab/shared/pagination';
import { files } from '../files/files.table.ts';
import { claimFiles } from '../files/files.service.ts';
import { publish } from '../realtime/bus.ts';
import { conversationFilter, replayFilter, type ChatTarget } from './chat.policy.ts';
import { chatConversations, chatMessages } from './chat.table.ts';

/**
 * Every message is inserted under this transaction-level advisory lock, so message ids become
 * visible in increasing order: a stream that has shown message N has seen every message before it,
 * and "resume after N" (Last-Event-ID) can never skip one that committed late. Chat writes are
 * short; the lock costs nothing else (bench: "chat").
 */
const MESSAGE_ORDER_LOCK = 7_263_001;

type Conversation = typeof chatConversations.$inferSelect;
export type Sender = { id: string; role: 'customer' | 'staff'; name: string };

export function chatRef(number: number): string {
  return `C-${String(number).padStart(6, '0')}`;
}

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  senderRole: chatMessages.senderRole,
  senderName: chatMessages.senderName,
  body: chatMessages.body,
  clientId: chatMessages.clientId,
  createdAt: chatMessages.createdAt,
  fileId: files.id,
  fileName: files.originalName,
  fileMime: files.mime,
  fileSize: files.size,
  fileKind: files.kind,
};
type MessageRow = {
  id: number;
  conversationId: string;
  senderRole: string;
  senderName: string;
  body: string;
  clientId: string | null;
  createdAt: Date;
  fileId: string | null;
  fileName: string | null;
  fileMime: string | null;
  fileSize: number | null;
  fileKind: string | null;
};

function presentMessage(r: MessageRow): ChatMessage {
  return {
    id: r.id,
    conversationId: r.conversationId,
    senderRole: r.senderRole as ChatSenderRole,
    senderName: r.senderName,
    body: r.body,
    file: r.fileId ? { id: r.fileId, name: r.fileName!, mime: r.fileMime!, size: r.fileSize!, kind: r.fileKind! } : null,
    clientId: r.clientId,
    createdAt: r.createdAt.toISOString(),
  };
}

function selectMessages(db: Db, where: SQL | undefined) {
  return db.select(messageColumns).from(chatMessages).leftJoin(files, eq(files.id, chatMessages.fileId)).where(where);
}

function presentConversation(c: Conversation, reader: 'customer' | 'staff'): ChatConversation {
  return {
    id: c.id,
    ref: chatRef(c.number),
    state: c.state as ChatState,
    customerReadId: c.customerReadId,
    staffReadId: c.staffReadId,
    unread: reader === 'customer' ? c.customerUnread : c.staffUnread,
    lastMessageAt: c.lastMessageAt.toISOString(),
  };
}

/** The newest page of a conversation's messages (or the page before `before`), oldest first. */
async function messagePage(db: Db, conversationId: string, before?: number) {
  const rows = await selectMessages(
    db,
    and(eq(chatMessages.conversationId, conversationId), before ? lt(chatMessages.id, before) : undefined),
  )
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_PAGE + 1);
  const hasMore = rows.length > CHAT_PAGE;
  return { messages: rows.slice(0, CHAT_PAGE).reverse().map(presentMessage), hasMore };
}

/** Messages by id, oldest first, with their customer (what the event stream shows of the ids the bus announced). */
export async function messagesByIds(db: Db, ids: number[]): Promise<{ message: ChatMessage; customerId: string }[]> {
  if (ids.length === 0) return [];
  return messagesWithCustomer(db, inArray(chatMessages.id, ids), ids.length);
}

async function messagesWithCustomer(db: Db, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({ ...messageColumns, customerId: chatConversations.customerId })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .leftJoin(files, eq(files.id, chatMessages.fileId))
    .where(where)
    .orderBy(chatMessages.id)
    .limit(limit);
  return rows.map((r) => ({ message: presentMessage(r), customerId: r.customerId }));
}

/**
 * Messages after `afterId`, oldest first, with their customer — all of them for staff, one
 * customer's otherwise: what a reconnecting stream missed. At most `limit`.
 */
export async function messagesAfter(
  db: Db,
  afterId: number,
  customerId: string | null,
  limit: number,
): Promise<{ message: ChatMessage; customerId: string }[]> {
  return messagesWithCustomer(db, and(gt(chatMessages.id, afterId), replayFilter(customerId)), limit);
}

/** The newest message id (0 when there is none): where a fresh stream starts. */
export async function lastMessageId(db: Db): Promise<number> {
  const [r] = await db.select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)::bigint` }).from(chatMessages);
  return Number(r?.id ?? 0);
}

/** The customer's conversation and its latest messages (no conversation before the first message). */
export async function getMyChat(db: Db, customerId: string, before?: number): Promise<MyChat> {
  const [c] = await db.select().from(chatConversations).where(conversationFilter({ customerId }));
  if (!c) return { conversation: null, messages: [], hasMore: false };
  return { conversation: presentConversation(c, 'customer'), ...(await messagePage(db, c.id, before)) };
}

async function conversationById(db: Db, id: string): Promise<Conversation> {
  const [c] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!c) throw notFound('No such conversation');
  return c;
}

export type SentMessage = { message: ChatMessage; conversation: Conversation; created: boolean };

/**
 * Sends a message: a customer's goes to their conversation (made by the first message), staff's to
 * the conversation named. A closed conversation opens again. The same `clientId` twice (a resend
 * after a lost answer) returns the first message and announces nothing. An attached file must be the
 * sender's own upload, not yet attached to anything.
 */
export async function sendMessage(
  db: Db,
  sender: Sender,
  target: ChatTarget,
  input: { clientId: string; body: string; fileId?: string },
): Promise<SentMessage> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MESSAGE_ORDER_LOCK})`);
    let conv: Conversation;
    if ('customerId' in target) {
      const mine = () => tx.select().from(chatConversations).where(conversationFilter(target)).for('update');
      let [c] = await mine();
      if (!c) {
        // the first message opens the conversation (only then: an insert would use up a reference number)
        await tx.insert(chatConversations).values({ customerId: target.customerId }).onConflictDoNothing();
        [c] = await mine();
      }
      conv = c!;
    } else {
      const [c] = await tx.select().from(chatConversations).where(conversationFilter(target)).for('update');
      if (!c) throw notFound('No such conversation');
      conv = c;
    }
    const [existing] = await selectMessages(
      tx,
      and(eq(chatMessages.conversationId, conv.id), eq(chatMessages.clientId, input.clientId)),
    );
    if (existing) return { message: presentMessage(existing), conversation: conv, created: false };

    if (input.fileId) {
      await claimFiles(tx, { type: 'chat', id: conv.id }, [input.fileId], {
        kinds: ['image', 'document'],
        field: 'fileId',
        uploadedBy: sender.id,
      });
    }

    const [m] = await tx
      .insert(chatMessages)
      .values({
        conversationId: conv.id,
        senderId: sender.id,
        senderRole: sender.role,
        senderName: sender.name,
        body: input.body,
        fileId: input.fileId ?? null,
        clientId: input.clientId,
      })
      .returning();
    const id = m!.id;
    const reopened = conv.state === 'closed';
    const preview = (input.body || '📎').replace(/\s+/g, ' ').slice(0, CHAT_PREVIEW_MAX);
    const fromCustomer = sender.role === 'customer';
    const [updated] = await tx
      .update(chatConversations)
      .set({
        state: 'open',
        closedAt: reopened ? null : conv.closedAt,
        closedBy: reopened ? null : conv.closedBy,
        lastMessageId: id,
        lastMessageAt: sql`now()`,
        lastMessagePreview: preview,
        lastSenderRole: sender.role,
        // the sender has read everything up to their own message
        ...(fromCustomer
          ? { staffUnread: sql`${chatConversations.staffUnread} + 1`, customerReadId: id, customerUnread: 0 }
          : { customerUnread: sql`${chatConversations.customerUnread} + 1`, staffReadId: id, staffUnread: 0 }),
      })
      .where(eq(chatConversations.id, conv.id))
      .returning();
    await publish(tx, { k: 'chat', id, conv: conv.id, cust: conv.customerId });
    if (reopened) await publish(tx, { k: 'state', conv: conv.id, cust: conv.customerId, state: 'open' });
    const [file] = input.fileId
      ? await tx
          .select({ id: files.id, name: files.originalName, mime: files.mime, size: files.size, kind: files.kind })
          .from(files)
          .where(eq(files.id, input.fileId))
      : [];
    const message = presentMessage({
      ...m!,
      fileId: file?.id ?? null,
      fileName: file?.name ?? null,
      fileMime: file?.mime ?? null,
      fileSize: file?.size ?? null,
      fileKind: file?.kind ?? null,
    });
    return { message, conversation: updated!, created: true };
  });
}

/** One side has read up to `upTo` (a later position only; the other side sees the receipt). */
export async function markChatRead(db: Db, side: 'customer' | 'staff', target: ChatTarget, upTo: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [c] = await tx.select().from(chatConversations).where(conversationFilter(target)).for('update');
    if (!c) throw notFound('No such conversation');
    const upToNow = Math.min(upTo, c.lastMessageId);
    const current = side === 'customer' ? c.customerReadId : c.staffReadId;
    if (upToNow <= current) return;
    // what the reader still has not read: the other side's messages after the new position
    const otherRole = side === 'customer' ? 'staff' : 'customer';
    const unread = sql`(select count(*) from ${chatMessages} where ${chatMessages.conversationId} = ${c.id}
      and ${chatMessages.senderRole} = ${otherRole} and ${chatMessages.id} > ${upToNow})`;
    await tx
      .update(chatConversations)
      .set(
        side === 'customer' ? { customerReadId: upToNow, customerUnread: unread } : { staffReadId: upToNow, staffUnread: unread },
      )
      .where(eq(chatConversations.id, c.id));
    await publish(tx, { k: 'read', conv: c.id, cust: c.customerId, side, upTo: upToNow });
  });
}

/** Someone is typing: told to the other side's open pages, nothing stored. */
export async function announceTyping(db: Db, side: 'customer' | 'staff', target: ChatTarget, name: string): Promise<void> {
  const [c] = await db
    .select({ id: chatConversations.id, customerId: chatConversations.customerId })
    .from(chatConversations)
    .where(conversationFilter(target));
  // a customer typing their very first message has no conversation yet: nobody to tell
  if (!c) {
    if ('conversationId' in target) throw notFound('No such conversation');
    return;
  }
  await publish(db, { k: 'typing', conv: c.id, cust: c.customerId, side, name });
}

/** Staff close or reopen a conversation (the chat machine decides which applies). */
export async function changeChatState(
  db: Db,
  staffId: string,
  conversationId: string,
  action: 'close' | 'reopen',
): Promise<ChatConversation> {
  return db.transaction(async (tx) => {
    const [c] = await tx.select().from(chatConversations).where(eq(chatConversations.id, conversationId)).for('update');
    if (!c) throw notFound('No such conversation');
    const t = findTransition(chatMachine, c.state as ChatState, action, 'staff');
    if (!t) throw new AppError(409, 'TRANSITION_NOT_ALLOWED', `Cannot ${action} a conversation that is ${c.state}`);
    const [u] = await tx
      .update(chatConversations)
      .set(
        t.to === 'closed'
          ? { state: 'closed', closedAt: sql`now()`, closedBy: staffId }
          : { state: 'open', closedAt: null, closedBy: null },
      )
      .where(eq(chatConversations.id, c.id))
      .returning();
    await publish(tx, { k: 'state', conv: c.id, cust: c.customerId, state: t.to });
    return presentConversation(u!, 'staff');
  });
}

const ORDER: Keyset = {
  sort: 'recent',
  columns: [
    { expr: sql`${chatConversations.lastMessageAt}`, type: 'micros', desc: true },
    { expr: sql`${chatConversations.id}`, type: 'uuid', desc: true },
  ],
};

/**
 * The list's filters. A search finds its customers first, through users' trigram index
 * (customer-search.ts): up to CUSTOMER_IDS_AS_PARAMETER of them, their conversations are read through
 * the customer index (`where`). Past it (`common`: "코스메틱" in 22,001 customers' company names), the
 * newest conversations are walked and each is tested by its own customer's key (`test`): hashing every
 * matching customer first cost more than the page (decision 0032).
 */
async function listFilter(
  db: Db,
  q: { filter: string; q?: string },
): Promise<{ byFilter: SQL | undefined; where: SQL | undefined; test: SQL | null }> {
  const byFilter =
    q.filter === 'open'
      ? eq(chatConversations.state, 'open')
      : q.filter === 'closed'
        ? eq(chatConversations.state, 'closed')
        : q.filter === 'unread'
          ? sql`${chatConversations.staffUnread} > 0`
          : undefined;
  if (!q.q) return { byFilter, where: byFilter, test: null };
  const customer = await customerOf(db, sql`${chatConversations.customerId}`, q.q.toLowerCase());
  return customer.common
    ? { byFilter, where: and(byFilter, customer.test), test: customer.test }
    : { byFilter, where: and(byFilter, customer.index), test: null };
}

/** A page of staff's conversation list under `where`, most recent first, with each one's customer. */
function conversationRows(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select({
      c: chatConversations,
      name: users.name,
      email: users.email,
      companyName: users.companyName,
      pageKey: sql<string[]>`${keysetSelect(ORDER)}`,
    })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.customerId))
    .where(where)
    .orderBy(keysetOrder(ORDER))
    .limit(limit + 1);
}

/**
 * The page of a search of many customers (`listFilter`'s `test`): the newest SEARCH_WINDOW conversations
 * under the other filters are walked, each tested by its customer's key (`windowPageQuery`); PostgreSQL,
 * left to itself, tested all 20,000 and sorted them (0.1–0.2 s). When the walk holds less than a page and
 * is not all the matches, the page comes from all of them.
 */
async function commonSearchRows(
  db: Db,
  o: {
    byFilter: SQL | undefined;
    where: SQL | undefined;
    test: SQL;
    after: SQL | undefined;
    limit: number;
    total: number | null;
  },
) {
  const walk = await db.execute<{ id: string }>(
    windowPageQuery({
      select: sql`chat_conversations.id`,
      from: sql`chat_conversations`,
      table: sql`chat_conversations`,
      alias: sql`chat_conversations`,
      where: and(o.byFilter, o.after) ?? sql`true`,
      search: o.test,
      keyset: ORDER,
      limit: o.limit,
      window: SEARCH_WINDOW,
    }),
  );
  const ids = walk.rows.map((r) => r.id);
  // (on the first page, a walk that found every match counted)
  if (ids.length > o.limit || ids.length === o.total)
    return ids.length ? conversationRows(db, inArray(chatConversations.id, ids), o.limit) : [];
  return conversationRows(db, and(o.where, o.after), o.limit);
}

/**
 * Staff's conversation list: the most recent conversation first. A search of many customers counts its
 * matches up to SEARCH_COUNT_CAP (`totalCapped` past it) and walks the newest conversations for its page.
 */
export async function listConversations(
  db: Db,
  q: AdminChatListQuery & { limit: number; filter: string },
): Promise<AdminChatPage> {
  const after = decodePageCursor(q.cursor, ORDER);
  const afterSql = after ? keysetAfter(ORDER, after.key) : undefined;
  const { byFilter, where, test } = await listFilter(db, q);
  const [rows, total] = test
    ? await (async () => {
        const n =
          after?.total ?? (await db.execute<{ n: number }>(cappedCount(sql`chat_conversations`, sql``, where!))).rows[0]!.n;
        const page = await commonSearchRows(db, {
          byFilter,
          where,
          test,
          after: afterSql,
          limit: q.limit,
          total: after ? null : n,
        });
        return [page, n] as const;
      })()
    : await Promise.all([
        conversationRows(db, and(where, afterSql), q.limit),
        after
          ? after.total
          : // the filter names chat_conversations alone (a search's customers as ids): no join to count
            db
              .execute<{ n: number }>(sql`select count(*)::int as n from chat_conversations where ${where ?? sql`true`}`)
              .then((r) => r.rows[0]!.n),
      ]);
  const page = keysetPage(
    ORDER,
    rows.map((r) => ({ ...r, page_key: r.pageKey })),
    q.limit,
    total,
    (r) => ({
      id: r.c.id,
      ref: chatRef(r.c.number),
      state: r.c.state as ChatState,
      customer: { id: r.c.customerId, name: r.name, email: r.email, companyName: r.companyName },
      lastMessageAt: r.c.lastMessageAt.toISOString(),
      lastMessagePreview: r.c.lastMessagePreview,
      lastSenderRole: r.c.lastSenderRole as ChatSenderRole,
      unread: r.c.staffUnread,
    }),
  );
  return { ...page, totalCapped: !!test && total > SEARCH_COUNT_CAP };
}

/** One conversation for staff: the customer, and the newest messages. */
export async function getConversation(db: Db, id: string, before?: number): Promise<AdminChatDetail> {
  const [r] = await db
    .select({ c: chatConversations, name: users.name, email: users.email, companyName: users.companyName, phone: users.phone })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.customerId))
    .where(eq(chatConversations.id, id));
  if (!r) throw notFound('No such conversation');
  return {
    conversation: presentConversation(r.c, 'staff'),
    customer: { id: r.c.customerId, name: r.name, email: r.email, companyName: r.companyName, phone: r.phone },
    ...(await messagePage(db, id, before)),
  };
}

export async function conversationHistory(db: Db, id: string, before?: number) {
  await conversationById(db, id);
  return messagePage(db, id, before);
}

/** Conversations with customer messages staff have not read (the admin menu's badge). */
export async function staffUnreadConversations(db: Db): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatConversations)
    .where(sql`${chatConversations.staffUnread} > 0`);
  return r!.n;
}

/** Who a new message should reach by push: the customer, or every active staff member. */
export async function recipientsOf(db: Db, conv: Conversation, senderRole: 'customer' | 'staff') {
  if (senderRole === 'staff') {
    return db.select({ id: users.id, language: users.preferredLanguage }).from(users).where(eq(users.id, conv.customerId));
  }
  return db
    .select({ id: users.id, language: users.preferredLanguage })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false)));
}
