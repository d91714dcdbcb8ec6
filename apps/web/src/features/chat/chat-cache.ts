import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onStreamEvent } from '../../lib/realtime-stream.ts';
import type { AdminChatDetail, ChatMessage, MyChat } from '@formulab/shared/chat/chat.schema';
import type { StreamEvent } from '@formulab/shared/realtime/events';
import { ADMIN_CHAT_KEY, ADMIN_CHATS_KEY, ADMIN_CHATS_UNREAD_KEY, MY_CHAT_KEY, myChatQuery } from './api.ts';

/** Messages of both lists once each, in id order (a message seen twice — replayed, refetched — counts once). */
export function mergeMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

type Conversationful = MyChat | AdminChatDetail;

/** Adds messages to a cached conversation (nothing when it is not cached). */
function addTo<T extends Conversationful>(
  qc: QueryClient,
  key: readonly unknown[],
  messages: ChatMessage[],
  reader: 'customer' | 'staff',
) {
  qc.setQueryData<T>(key, (old) => {
    if (!old?.conversation) return old;
    const known = new Set(old.messages.map((m) => m.id));
    const fresh = messages.filter((m) => !known.has(m.id));
    if (fresh.length === 0) return old;
    const fromOther = fresh.filter((m) => m.senderRole !== reader && m.senderRole !== 'system').length;
    const last = fresh.at(-1)!;
    return {
      ...old,
      messages: mergeMessages(old.messages, fresh),
      conversation: {
        ...old.conversation,
        // a message from the other side is unread until this page says it was read
        unread: old.conversation.unread + fromOther,
        state: 'open',
        lastMessageAt: last.createdAt,
        ...(reader === 'customer' && fromOther < fresh.length ? { customerReadId: last.id } : {}),
      },
    };
  });
}

/** The customer's conversation after a (re)connection: the newest page merged in, the older pages kept. */
async function refreshMine(qc: QueryClient): Promise<void> {
  const old = qc.getQueryData<MyChat>(MY_CHAT_KEY);
  if (!old?.conversation) return void qc.invalidateQueries({ queryKey: MY_CHAT_KEY });
  const fresh = await qc.fetchQuery({ ...myChatQuery, staleTime: 0 }).catch(() => null);
  if (fresh?.conversation) {
    qc.setQueryData<MyChat>(MY_CHAT_KEY, {
      ...fresh,
      messages: mergeMessages(old.messages, fresh.messages),
      hasMore: old.hasMore,
    });
  }
}

let listTimer: ReturnType<typeof setTimeout> | null = null;
/** Staff's conversation lists and unread count, re-read at most every half second (a burst of messages: one re-read). */
function refreshStaffLists(qc: QueryClient): void {
  if (listTimer) return;
  listTimer = setTimeout(() => {
    listTimer = null;
    void qc.invalidateQueries({ queryKey: [ADMIN_CHATS_KEY] });
    void qc.invalidateQueries({ queryKey: ADMIN_CHATS_UNREAD_KEY });
    // the admin dashboard counts unread conversations too
    void qc.invalidateQueries({ queryKey: ['pipeline', 'admin-dashboard'] });
  }, 500);
}

/** Brings the chat caches up to date with an event of the stream. */
export function applyChatEvent(qc: QueryClient, e: StreamEvent | { type: 'hello' }, viewer: 'customer' | 'staff'): void {
  const detailKey = (id: string) => [ADMIN_CHAT_KEY, id] as const;
  switch (e.type) {
    case 'hello':
      if (viewer === 'customer') void refreshMine(qc);
      else {
        refreshStaffLists(qc);
        void qc.invalidateQueries({ queryKey: [ADMIN_CHAT_KEY] });
      }
      return;
    case 'chatMessage':
      if (viewer === 'customer') {
        const mine = qc.getQueryData<MyChat>(MY_CHAT_KEY);
        if (mine && !mine.conversation) void qc.invalidateQueries({ queryKey: MY_CHAT_KEY });
        else addTo<MyChat>(qc, MY_CHAT_KEY, [e.message], 'customer');
      } else {
        addTo<AdminChatDetail>(qc, detailKey(e.message.conversationId), [e.message], 'staff');
        refreshStaffLists(qc);
      }
      return;
    case 'chatRead': {
      const patch = (c: MyChat['conversation'] & {}) => ({
        ...c,
        ...(e.side === 'customer'
          ? { customerReadId: Math.max(c.customerReadId, e.upTo) }
          : { staffReadId: Math.max(c.staffReadId, e.upTo) }),
        // this side read everything up to there, on this page or another
        ...(e.side === viewer ? { unread: 0 } : {}),
      });
      if (viewer === 'customer')
        qc.setQueryData<MyChat>(MY_CHAT_KEY, (o) => (o?.conversation ? { ...o, conversation: patch(o.conversation) } : o));
      else {
        qc.setQueryData<AdminChatDetail>(detailKey(e.conversationId), (o) =>
          o ? { ...o, conversation: patch(o.conversation) } : o,
        );
        refreshStaffLists(qc);
      }
      return;
    }
    case 'chatState':
      if (viewer === 'customer')
        qc.setQueryData<MyChat>(MY_CHAT_KEY, (o) =>
          o?.conversation ? { ...o, conversation: { ...o.conversation, state: e.state } } : o,
        );
      else {
        qc.setQueryData<AdminChatDetail>(detailKey(e.conversationId), (o) =>
          o ? { ...o, conversation: { ...o.conversation, state: e.state } } : o,
        );
        refreshStaffLists(qc);
      }
      return;
    default:
      return;
  }
}

/** A message the server answered for a send: into the cache at once (the stream brings it too, once). */
export function addSentMessage(qc: QueryClient, message: ChatMessage, viewer: 'customer' | 'staff'): void {
  if (viewer === 'customer') {
    const mine = qc.getQueryData<MyChat>(MY_CHAT_KEY);
    if (!mine?.conversation) void qc.invalidateQueries({ queryKey: MY_CHAT_KEY });
    else addTo<MyChat>(qc, MY_CHAT_KEY, [message], 'customer');
  } else {
    addTo<AdminChatDetail>(qc, [ADMIN_CHAT_KEY, message.conversationId], [message], 'staff');
    refreshStaffLists(qc);
  }
}

/** Older messages loaded on demand, prepended. */
export function addOlderMessages(qc: QueryClient, key: readonly unknown[], messages: ChatMessage[], hasMore: boolean): void {
  qc.setQueryData<Conversationful>(key, (o) => (o ? { ...o, messages: mergeMessages(messages, o.messages), hasMore } : o));
}

/** Keeps the chat caches in step with the page's event stream (mounted beside LiveUpdates). Renders nothing. */
export function ChatLiveCache({ viewer }: { viewer: 'customer' | 'staff' }) {
  const qc = useQueryClient();
  useEffect(() => onStreamEvent((e) => applyChatEvent(qc, e, viewer)), [qc, viewer]);
  return null;
}
