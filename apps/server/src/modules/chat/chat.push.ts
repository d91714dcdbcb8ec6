import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Push } from '../push/push.service.ts';
import { recipientsOf, type SentMessage } from './chat.service.ts';

const TITLE = { ko: '새 메시지', en: 'New message' } as const;
const FILE = { ko: '파일을 보냈습니다', en: 'sent a file' } as const;

/**
 * Tells the other side's devices of a new message by web push, in each recipient's language: the
 * customer when staff wrote, every active staff member when the customer did. The service worker
 * shows it only when no page of the app is in front (an open page has it from the event stream).
 */
export async function pushChatMessage(db: Db, push: Push, sent: SentMessage, log?: FastifyBaseLogger): Promise<void> {
  try {
    const from = sent.message.senderRole === 'staff' ? 'staff' : 'customer';
    const to = await recipientsOf(db, sent.conversation, from);
    const byLanguage = new Map<'ko' | 'en', string[]>();
    for (const r of to) {
      const l = r.language === 'en' ? 'en' : 'ko';
      byLanguage.set(l, [...(byLanguage.get(l) ?? []), r.id]);
    }
    const url = from === 'staff' ? '/dashboard?chat=open' : `/admin/chats?id=${sent.conversation.id}`;
    await Promise.all(
      [...byLanguage].map(([l, ids]) =>
        push.sendToUsers(ids, {
          title: `${TITLE[l]} · ${sent.message.senderName}`,
          body: sent.message.body.slice(0, 160) || FILE[l],
          url,
          tag: `chat-${sent.conversation.id}`,
          kind: 'chat',
        }),
      ),
    );
  } catch (err) {
    log?.error({ err }, 'chat push failed');
  }
}
