import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatConversation, ChatMessage, SendChatMessage } from '@formulab/shared/chat/chat.schema';
import { ApiError, errorKey } from '../../lib/api.ts';
import { uploadUserFile } from '../../lib/upload.ts';
import { uuid } from '../../lib/uuid.ts';
import { onStreamEvent } from '../../lib/realtime-stream.ts';
import { addSentMessage } from './chat-cache.ts';

/** A message on its way: shown at once, replaced by the stored one, or offered again if sending failed. */
export type PendingMessage = {
  clientId: string;
  body: string;
  file: File | null;
  fileName: string | null;
  /** the upload already made for it (a retry does not upload twice) */
  fileId?: string;
  status: 'sending' | 'failed';
  error?: string;
};

/** How long "… is typing" stays without another sign, and how often this page tells the other side. */
const TYPING_SHOWN_MS = 5000;
const TYPING_SENT_EVERY_MS = 3000;

type Options = {
  viewer: 'customer' | 'staff';
  /** staff: the conversation on screen; a customer has one */
  conversationId: string | null;
  conversation: ChatConversation | null;
  messages: ChatMessage[];
  send: (body: SendChatMessage) => Promise<ChatMessage>;
  typing: () => Promise<void>;
  read: (upTo: number) => Promise<void>;
  /** the conversation is in front of the reader (panel open, tab visible) */
  active: boolean;
};

/**
 * What a chat screen does besides showing messages: sending with an optimistic copy (the same
 * clientId on a retry, so a message whose answer was lost is stored once), telling the other side
 * this one is typing, showing when they are, and marking messages read while the reader looks.
 */
export function useChat(o: Options) {
  const qc = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [typing, setTyping] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTypingSent = useRef(0);
  const readSent = useRef(0);
  const other = o.viewer === 'customer' ? 'staff' : 'customer';

  useEffect(
    () =>
      onStreamEvent((e) => {
        if (e.type === 'chatTyping' && e.side === other && (o.viewer === 'customer' || e.conversationId === o.conversationId)) {
          setTyping(e.name);
          if (typingTimer.current) clearTimeout(typingTimer.current);
          typingTimer.current = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
        }
        if (e.type === 'chatMessage' && e.message.senderRole === other) setTyping(null);
      }),
    [o.viewer, o.conversationId, other],
  );
  useEffect(() => () => void (typingTimer.current && clearTimeout(typingTimer.current)), []);

  // read while looking: everything up to the newest message
  const newest = o.messages.at(-1)?.id ?? 0;
  const readId = o.conversation ? (o.viewer === 'customer' ? o.conversation.customerReadId : o.conversation.staffReadId) : 0;
  const unread = o.conversation?.unread ?? 0;
  useEffect(() => {
    if (!o.active || !o.conversation || newest === 0) return;
    if ((newest <= readId && unread === 0) || newest <= readSent.current) return;
    readSent.current = newest;
    void o.read(newest).catch(() => {
      readSent.current = 0;
    });
  }, [o.active, o.conversation, newest, readId, unread, o]);

  const deliver = useCallback(
    async (m: PendingMessage) => {
      setPending((p) => p.map((x) => (x.clientId === m.clientId ? { ...x, status: 'sending', error: undefined } : x)));
      try {
        let fileId = m.fileId;
        if (m.file && !fileId) {
          fileId = (await uploadUserFile(m.file)).id;
          const id = fileId;
          setPending((p) => p.map((x) => (x.clientId === m.clientId ? { ...x, fileId: id } : x)));
        }
        const stored = await o.send({ clientId: m.clientId, body: m.body, ...(fileId ? { fileId } : {}) });
        addSentMessage(qc, stored, o.viewer);
        setPending((p) => p.filter((x) => x.clientId !== m.clientId));
      } catch (err) {
        const fields = err instanceof ApiError ? err.fields : {};
        const error = fields.file ?? fields.fileId ?? fields.body ?? errorKey(err);
        setPending((p) => p.map((x) => (x.clientId === m.clientId ? { ...x, status: 'failed', error } : x)));
      }
    },
    [o, qc],
  );

  const submit = useCallback(
    (body: string, file: File | null) => {
      const m: PendingMessage = {
        clientId: uuid(),
        body: body.trim(),
        file,
        fileName: file?.name ?? null,
        status: 'sending',
      };
      setPending((p) => [...p, m]);
      lastTypingSent.current = 0;
      void deliver(m);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const m = pending.find((x) => x.clientId === clientId);
      if (m) void deliver(m);
    },
    [pending, deliver],
  );

  const keystroke = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
    lastTypingSent.current = now;
    void o.typing().catch(() => {});
  }, [o]);

  // once the stored copy is here (by the answer or the stream), the pending one is not shown
  const stored = new Set(o.messages.map((m) => m.clientId));
  return { pending: pending.filter((m) => !stored.has(m.clientId)), typing, submit, retry, keystroke };
}
