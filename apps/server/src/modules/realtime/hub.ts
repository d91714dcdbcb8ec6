import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { StreamEvent } from '@formulab/shared/realtime/events';
import { STREAM_EVENT_NAME } from '@formulab/shared/realtime/events';
import type { ChatMessage } from '@formulab/shared/chat/chat.schema';
import type { Db } from '../../db/client.ts';
import { lastMessageId, messagesAfter, messagesByIds } from '../chat/chat.service.ts';
import { maySeeConversation } from '../chat/chat.policy.ts';
import { listenToBus, type BusMessage, type PagesChanged } from './bus.ts';

/** A reconnect that missed more messages than this is told to re-read instead of being sent them all. */
export const REPLAY_LIMIT = 500;
/**
 * How long a status nudge is kept to be sent again to a page whose stream opens after it: a page reads
 * its records, then opens its stream once loaded, and a change in between would stay unseen until a
 * reload. A new stream is sent the nudges of its viewer from this window (marked `replayed`: re-read,
 * no toast). The stream opens within a second or two of the reads; the window leaves room for a slow page.
 */
export const RECENT_MS = 30_000;
/** The most nudges kept for that (a burst of changes keeps its newest). */
const RECENT_MAX = 2_000;
/** A stream whose unsent output grows past this (a client not reading) is closed; it reconnects and resumes. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export type StreamViewer = { userId: string; staff: boolean };

type Stream = {
  viewer: StreamViewer;
  res: ServerResponse;
  /** the last chat message id this stream has been sent (or chose to skip) */
  cursor: number;
  /** events that arrived while the stream was catching up, sent once it has */
  pending: { event: StreamEvent; id?: number }[] | null;
};

/** Whether a viewer may see an event about a customer's conversation. */
const seesCustomer = (v: StreamViewer, customerId: string) => maySeeConversation({ customerId }, v);

/**
 * The event streams of this instance (Server-Sent Events, `GET /api/events`). Every change is
 * published on the PostgreSQL bus (bus.ts) by whichever instance made it; each instance hears it
 * once and writes it to the streams of its viewers who may see it. A chat message is read from the
 * database once per instance, in batches; its id is the SSE event id, so a stream that reconnects
 * with Last-Event-ID is sent exactly the messages after it (ids become visible in order,
 * chat.service.ts), never one twice.
 */
export function createHub(db: Db, pool: pg.Pool, log: FastifyBaseLogger) {
  const streams = new Set<Stream>();
  /** the newest chat message this instance has dispatched: where a reconnected listener catches up from */
  let heard = 0;
  // chat ids waiting to be read and sent, and whether a read is under way: messages go out in bus order
  type QueueItem = { kind: 'chat'; id: number } | { kind: 'event'; m: BusMessage } | { kind: 'catch-up' };
  let queue: QueueItem[] = [];
  let draining: Promise<void> | null = null;
  /** the status nudges of the last RECENT_MS, oldest first, with whom they were for */
  const recent: { at: number; users: Set<string>; event: Extract<StreamEvent, { type: 'status' }> }[] = [];
  /** who forgets public pages when their records change (null: anything may have, the bus was not heard) */
  const pageListeners = new Set<(change: PagesChanged | null) => void>();

  /** Writes an event to one stream; `text` is its frame, made once for all the streams it goes to. */
  function write(s: Stream, event: StreamEvent, id?: number, text = frame(event, id)): void {
    if (s.pending) {
      s.pending.push({ event, id });
      return;
    }
    if (id !== undefined) {
      if (id <= s.cursor) return;
      s.cursor = id;
    }
    s.res.write(text);
    if (s.res.writableLength > MAX_BUFFERED_BYTES) {
      log.warn({ userId: s.viewer.userId }, 'realtime: a stream is not reading; closed');
      s.res.end();
    }
  }

  /** Sends one event to every stream `to` accepts, serialised once. */
  function broadcast(to: (v: StreamViewer) => boolean, event: StreamEvent, id?: number): void {
    let text: string | undefined;
    for (const s of streams) if (to(s.viewer)) write(s, event, id, (text ??= frame(event, id)));
  }

  function dispatchChat(message: ChatMessage, customerId: string): void {
    broadcast((v) => seesCustomer(v, customerId), { type: 'chatMessage', message, customerId }, message.id);
  }

  function dispatch(m: BusMessage): void {
    switch (m.k) {
      case 'read':
        return broadcast((v) => seesCustomer(v, m.cust), {
          type: 'chatRead',
          conversationId: m.conv,
          customerId: m.cust,
          side: m.side,
          upTo: m.upTo,
        });
      case 'typing':
        return broadcast((v) => seesCustomer(v, m.cust), {
          type: 'chatTyping',
          conversationId: m.conv,
          customerId: m.cust,
          side: m.side,
          name: m.name,
        });
      case 'state':
        return broadcast((v) => seesCustomer(v, m.cust), {
          type: 'chatState',
          conversationId: m.conv,
          customerId: m.cust,
          state: m.state,
        });
      case 'status': {
        const to = new Set(m.users);
        const event = {
          type: 'status' as const,
          subject: m.subject,
          subjectId: m.subjectId,
          state: m.state,
          action: m.action,
          ref: m.ref,
        };
        const now = Date.now();
        while (recent.length && (recent[0]!.at < now - RECENT_MS || recent.length >= RECENT_MAX)) recent.shift();
        recent.push({ at: now, users: to, event });
        return broadcast((v) => to.has(v.userId), event);
      }
      case 'pages':
        for (const listener of pageListeners) listener(m);
        return;
      case 'chat':
        return; // read and sent by drain()
    }
  }

  /** Sends what the bus announced, in order; consecutive chat ids are read in one query. */
  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      let i = 0;
      while (i < batch.length) {
        const item = batch[i]!;
        if (item.kind === 'event') {
          dispatch(item.m);
          i++;
          continue;
        }
        if (item.kind === 'catch-up') {
          await catchUp();
          i++;
          continue;
        }
        let j = i;
        while (j < batch.length && batch[j]!.kind === 'chat') j++;
        const ids = batch.slice(i, j).map((x) => (x as { id: number }).id);
        i = j;
        try {
          for (const r of await messagesByIds(db, ids)) {
            dispatchChat(r.message, r.customerId);
            heard = Math.max(heard, r.message.id);
          }
        } catch (err) {
          log.error({ err }, 'realtime: chat messages could not be read; streams told to re-read');
          broadcastResync();
        }
      }
    }
  }

  function enqueue(item: QueueItem): void {
    queue.push(item);
    draining ??= drain().finally(() => {
      draining = null;
    });
  }

  function broadcastResync(): void {
    broadcast(() => true, { type: 'resync' });
  }

  /**
   * Runs (in the queue, so in order with live messages) each time the bus listens again: sends the
   * messages committed while nobody listened, and asks every page to re-read (nudges are not kept).
   */
  async function catchUp(): Promise<void> {
    try {
      heard = Math.max(heard, await startingPoint);
      const missed = await messagesAfter(db, heard, null, REPLAY_LIMIT);
      for (const r of missed) {
        dispatchChat(r.message, r.customerId);
        heard = Math.max(heard, r.message.id);
      }
    } catch (err) {
      log.error({ err }, 'realtime: catching up failed');
    }
    broadcastResync();
  }

  // the newest message when this instance started: messages after it are dispatched from the bus
  const startingPoint = lastMessageId(db).catch(() => 0);
  const bus = listenToBus(
    pool,
    log,
    (m) => enqueue(m.k === 'chat' ? { kind: 'chat', id: m.id } : { kind: 'event', m }),
    () => {
      // what changed while nobody listened is not known: every page is made again
      for (const listener of pageListeners) listener(null);
      enqueue({ kind: 'catch-up' });
    },
  );

  return {
    /**
     * Opens a stream on `res` (headers already written): sends what the viewer missed after
     * `lastEventId` (or nothing, for a new page), then a `hello` carrying the position, then live events.
     */
    async open(viewer: StreamViewer, res: ServerResponse, lastEventId: number | null): Promise<() => void> {
      const s: Stream = { viewer, res, cursor: 0, pending: [] };
      streams.add(s);
      const close = () => {
        streams.delete(s);
      };
      try {
        // The instance's starting point is read before this stream's own: the catch-up after the bus
        // first listens sends what came after it, so it must not be newer than where any stream stands.
        // (Read on another connection, it could land after this stream's replay and a message sent
        // in between, which would then reach neither by the bus nor by the catch-up.)
        await startingPoint;
        const start = lastEventId ?? (await lastMessageId(db));
        s.cursor = start;
        const frames: string[] = [];
        if (lastEventId !== null) {
          const missed = await messagesAfter(db, lastEventId, viewer.staff ? null : viewer.userId, REPLAY_LIMIT + 1);
          if (missed.length > REPLAY_LIMIT) {
            // too far behind to send one by one: skip to now and let the page re-read
            s.cursor = await lastMessageId(db);
            frames.push(frame({ type: 'resync' }));
          } else {
            for (const r of missed) {
              frames.push(frame({ type: 'chatMessage', message: r.message, customerId: r.customerId }, r.message.id));
              s.cursor = r.message.id;
            }
            // nudges (status changes) are not replayed: the page re-reads what it shows
            frames.push(frame({ type: 'resync' }));
          }
        } else {
          // a new page: the changes of its records made while it was loading, to re-read
          const since = Date.now() - RECENT_MS;
          for (const r of recent)
            if (r.at >= since && r.users.has(viewer.userId)) frames.push(frame({ ...r.event, replayed: true }));
        }
        frames.push(`id: ${s.cursor}\nevent: hello\ndata: {}\n\n`);
        res.write(frames.join(''));
        const pending = s.pending!;
        s.pending = null;
        for (const p of pending) write(s, p.event, p.id);
      } catch (err) {
        close();
        throw err;
      }
      return close;
    },
    /** Calls `listener` with every change of public records announced on the bus (the page cache). */
    onPagesChanged(listener: (change: PagesChanged | null) => void): void {
      pageListeners.add(listener);
    },
    /** Streams open on this instance (tests, bench, health). */
    get size() {
      return streams.size;
    },
    get listening() {
      return bus.listening;
    },
    /** Ends every stream (the server is stopping: browsers reconnect to another instance and resume). */
    endAll(): void {
      for (const s of streams) s.res.end();
      streams.clear();
    },
    async close(): Promise<void> {
      this.endAll();
      await bus.close();
      await draining;
    },
  };
}
export type Hub = ReturnType<typeof createHub>;

function frame(event: StreamEvent, id?: number): string {
  return `${id !== undefined ? `id: ${id}\n` : ''}event: ${STREAM_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`;
}
