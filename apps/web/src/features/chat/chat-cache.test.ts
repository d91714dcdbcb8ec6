import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminChatDetail, ChatMessage, MyChat } from '@formulab/shared/chat/chat.schema';
import { ADMIN_CHAT_KEY, ADMIN_CHATS_UNREAD_KEY, MY_CHAT_KEY } from './api.ts';
import { addOlderMessages, addSentMessage, applyChatEvent, mergeMessages } from './chat-cache.ts';

const CHAT = '8f1a2b3c-4d5e-4f60-a718-293a4b5c6d7e';
const CUSTOMER = 'u-customer';

/** The stream's event for a new message. */
const arrived = (m: ChatMessage) => ({ type: 'chatMessage' as const, message: m, customerId: CUSTOMER });

function message(id: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversationId: CHAT,
    senderRole: 'staff',
    senderName: 'Jisoo',
    body: `message ${id}`,
    file: null,
    clientId: null,
    createdAt: `2026-06-10T05:${String(id % 60).padStart(2, '0')}:00.000Z`,
    ...over,
  };
}

/** The customer's conversation: messages 1–2 read, nothing unread. */
function mine(over: Partial<MyChat['conversation'] & object> = {}): MyChat {
  return {
    conversation: {
      id: CHAT,
      ref: 'C-000003',
      state: 'open',
      customerReadId: 2,
      staffReadId: 2,
      unread: 0,
      lastMessageAt: '2026-06-10T05:02:00.000Z',
      ...over,
    },
    messages: [message(1, { senderRole: 'customer', senderName: 'Mina Kim' }), message(2)],
    hasMore: false,
  };
}

let qc: QueryClient;
beforeEach(() => {
  qc = new QueryClient();
});
afterEach(() => {
  qc.clear();
  vi.useRealTimers();
});

const my = () => qc.getQueryData<MyChat>(MY_CHAT_KEY)!;

describe('mergeMessages', () => {
  it('keeps each message once, in id order', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3, { body: 'again' })]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
    // the later copy wins
    expect(merged[2]!.body).toBe('again');
  });
});

describe('applyChatEvent — the customer’s conversation kept live', () => {
  it('adds a staff message and counts it unread; the same message replayed counts once', () => {
    qc.setQueryData(MY_CHAT_KEY, mine());
    const incoming = message(3, { body: 'Your sample ships today.' });
    applyChatEvent(qc, arrived(incoming), 'customer');
    applyChatEvent(qc, arrived(incoming), 'customer');
    expect(my().messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(my().conversation).toMatchObject({ unread: 1, lastMessageAt: incoming.createdAt, state: 'open' });
  });

  it('takes my own message from another tab as read, not unread', () => {
    qc.setQueryData(MY_CHAT_KEY, mine());
    applyChatEvent(qc, arrived(message(3, { senderRole: 'customer' })), 'customer');
    expect(my().conversation).toMatchObject({ unread: 0, customerReadId: 3 });
  });

  it('reopens a closed conversation when a message arrives', () => {
    qc.setQueryData(MY_CHAT_KEY, mine({ state: 'closed' }));
    applyChatEvent(qc, arrived(message(3)), 'customer');
    expect(my().conversation?.state).toBe('open');
  });

  it('loads the conversation afresh when the first one is started elsewhere', () => {
    qc.setQueryData<MyChat>(MY_CHAT_KEY, { conversation: null, messages: [], hasMore: false });
    applyChatEvent(qc, arrived(message(1)), 'customer');
    expect(qc.getQueryState(MY_CHAT_KEY)?.isInvalidated).toBe(true);
  });

  it('marks what staff read (never backwards), and clears my unread count when I read elsewhere', () => {
    qc.setQueryData(MY_CHAT_KEY, mine({ unread: 2, staffReadId: 5 }));
    applyChatEvent(qc, { type: 'chatRead', conversationId: CHAT, customerId: CUSTOMER, side: 'staff', upTo: 3 }, 'customer');
    expect(my().conversation).toMatchObject({ staffReadId: 5, unread: 2 });
    applyChatEvent(qc, { type: 'chatRead', conversationId: CHAT, customerId: CUSTOMER, side: 'customer', upTo: 7 }, 'customer');
    expect(my().conversation).toMatchObject({ customerReadId: 7, unread: 0 });
  });

  it('closes the conversation when staff close it', () => {
    qc.setQueryData(MY_CHAT_KEY, mine());
    applyChatEvent(qc, { type: 'chatState', conversationId: CHAT, customerId: CUSTOMER, state: 'closed' }, 'customer');
    expect(my().conversation?.state).toBe('closed');
  });

  it('keeps the older pages after a reconnection and merges in the newest', async () => {
    qc.setQueryData(MY_CHAT_KEY, { ...mine(), hasMore: true });
    const fresh: MyChat = { ...mine({ unread: 1 }), messages: [message(2), message(3)], hasMore: true };
    const fetch = vi.spyOn(qc, 'fetchQuery').mockResolvedValue(fresh);
    applyChatEvent(qc, { type: 'hello' }, 'customer');
    await vi.waitFor(() => expect(my().messages.map((m) => m.id)).toEqual([1, 2, 3]));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(my().conversation?.unread).toBe(1);
  });
});

describe('applyChatEvent — staff', () => {
  it('adds a customer message to the open conversation and reads the lists again once for a burst', async () => {
    vi.useFakeTimers();
    const detail = { ...mine(), customer: null } as unknown as AdminChatDetail;
    qc.setQueryData([ADMIN_CHAT_KEY, CHAT], detail);
    qc.setQueryData(ADMIN_CHATS_UNREAD_KEY, { unread: 0 });
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    for (const id of [3, 4, 5]) applyChatEvent(qc, arrived(message(id, { senderRole: 'customer' })), 'staff');
    const cached = qc.getQueryData<AdminChatDetail>([ADMIN_CHAT_KEY, CHAT])!;
    expect(cached.messages.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(cached.conversation.unread).toBe(3);
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(
      invalidate.mock.calls.filter(([f]) => JSON.stringify(f?.queryKey) === JSON.stringify(ADMIN_CHATS_UNREAD_KEY)),
    ).toHaveLength(1);
  });
});

describe('addSentMessage / addOlderMessages', () => {
  it('puts my sent message in the conversation at once, read by me', () => {
    qc.setQueryData(MY_CHAT_KEY, mine());
    addSentMessage(qc, message(3, { senderRole: 'customer', clientId: 'c-1' }), 'customer');
    expect(my().messages.at(-1)).toMatchObject({ id: 3, clientId: 'c-1' });
    expect(my().conversation).toMatchObject({ unread: 0, customerReadId: 3 });
  });

  it('puts older messages before the ones shown and says whether there are more', () => {
    qc.setQueryData(MY_CHAT_KEY, { ...mine(), hasMore: true });
    addOlderMessages(qc, MY_CHAT_KEY, [message(0)], false);
    expect(my().messages.map((m) => m.id)).toEqual([0, 1, 2]);
    expect(my().hasMore).toBe(false);
  });
});
