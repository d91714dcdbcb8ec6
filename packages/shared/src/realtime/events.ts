/**
 * What the event stream (`GET /api/events`, Server-Sent Events) carries to an open page. Chat
 * messages carry their id as the SSE event id, so a reconnecting browser (EventSource sends
 * Last-Event-ID) is sent exactly the messages it missed; every other event is a nudge to re-read
 * (a record's state changed, a notification arrived), which a reconnect answers with `resync`.
 * Plain types, no zod: the stream client is in every signed-in page.
 */
import type { ChatMessage } from '../chat/chat.schema.ts';

export type StreamEvent =
  /** a new chat message in a conversation the reader may see */
  | { type: 'chatMessage'; message: ChatMessage; customerId: string }
  /** one side read up to a message (read receipts; the unread counts change) */
  | { type: 'chatRead'; conversationId: string; customerId: string; side: 'customer' | 'staff'; upTo: number }
  /** someone is typing (lasts a few seconds unless repeated) */
  | { type: 'chatTyping'; conversationId: string; customerId: string; side: 'customer' | 'staff'; name: string }
  /** a conversation was closed or reopened */
  | { type: 'chatState'; conversationId: string; customerId: string; state: 'open' | 'closed' }
  /**
   * a record the reader follows changed state (a notification was written for them); `replayed` when
   * it happened in the seconds before this page's stream opened (re-read, no toast: hub.ts RECENT_MS)
   */
  | { type: 'status'; subject: string; subjectId: string; state: string; action: string; ref: string; replayed?: true }
  /** the stream may have missed nudges (reconnected): re-read what is on screen */
  | { type: 'resync' };

export type StreamEventType = StreamEvent['type'];

/** The SSE `event:` name of every event: one listener on the page handles all. */
export const STREAM_EVENT_NAME = 'formulab';
