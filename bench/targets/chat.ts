import type { Target } from '../lib/measure.ts';
import { signInDemoAdmin, signInDemoCustomer, type FormulabServer } from '../lib/formulab.ts';

type Page = { items?: unknown[]; total?: number; messages?: unknown[] };

/**
 * Chat at 20,000 conversations and 100,000 messages: staff's conversation list (open, unread, all, a
 * search) and the customer's conversation (the newest page of 2,000 messages).
 */
export function chatTargets(server: FormulabServer): Target[] {
  const staff = (name: string, query: string, description: string, minTotal = 1): Target => ({
    name,
    description,
    url: `${server.url}/api/admin/chats${query}`,
    server,
    explain: { table: 'chat_conversations' },
    async prepare() {
      return { cookie: await signInDemoAdmin(server) };
    },
    async check(response) {
      const body = (await response.json()) as Page;
      if (response.status !== 200 || !body.items?.length || (body.total ?? 0) < minTotal)
        throw new Error(`${name} answered ${response.status} with ${body.items?.length ?? 'no'} items of ${body.total ?? '?'}`);
    },
  });
  return [
    staff('chat: staff conversations, open (30)', '', 'the open conversations, most recent first (3,000 of 20,000)', 1000),
    staff('chat: staff conversations ?filter=unread', '?filter=unread', 'with customer messages nobody has read (600)', 100),
    staff('chat: staff conversations ?filter=all', '?filter=all', 'every conversation, most recent first', 10_000),
    staff(
      'chat: staff conversations ?q=company',
      `?filter=all&q=${encodeURIComponent('코스메틱 1234')}`,
      "one customer's company",
    ),
    {
      name: 'chat: my conversation (newest 50)',
      description: "the customer's conversation, newest page of 2,000 messages",
      url: `${server.url}/api/chat`,
      server,
      explain: { table: 'chat_messages' },
      async prepare() {
        return { cookie: (await signInDemoCustomer(server)).cookie };
      },
      async check(response) {
        const body = (await response.json()) as Page;
        if (response.status !== 200 || body.messages?.length !== 50)
          throw new Error(`my conversation answered ${response.status}`);
      },
    },
  ];
}
