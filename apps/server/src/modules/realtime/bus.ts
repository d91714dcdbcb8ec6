import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';

/**
 * What instances tell each other through PostgreSQL NOTIFY (channel `formulab_events`). Small on
 * purpose (a NOTIFY payload holds at most 8000 bytes): a chat message travels as its id and every
 * instance reads it once, however many of its streams show it.
 */
export type BusMessage =
  | { k: 'chat'; id: number; conv: string; cust: string }
  | { k: 'read'; conv: string; cust: string; side: 'customer' | 'staff'; upTo: number }
  | { k: 'typing'; conv: string; cust: string; side: 'customer' | 'staff'; name: string }
  | { k: 'state'; conv: string; cust: string; state: 'open' | 'closed' }
  | { k: 'status'; users: string[]; subject: string; subjectId: string; state: string; action: string; ref: string }
  | PagesChanged;

/**
 * Public records whose pages each instance's page cache must forget (seo.routes.ts): hidden, deleted,
 * unpublished or edited. `ids` empty: every record of the kind (a change too large to name them all).
 */
export type PagesChanged = { k: 'pages'; kind: PageRecordKind; ids: string[] };
/**
 * The kinds of public records. A product, a packaging item and a board post have a page of their own
 * (`/product/:id`, `/submaterial/:id`, `/board/:id`); the others are shown only by pages of no single
 * record (`/ingredients?id=`, `/publicRecipes?id=`, `/notice?id=`, `/IR` open theirs in their lists),
 * which any change of any kind drops.
 */
export type PageRecordKind = 'product' | 'packaging' | 'notice' | 'board-post' | 'ingredient' | 'recipe' | 'ir';

/** Ids a NOTIFY names at most (a uuid is 39 bytes in JSON; the payload holds 8000). */
const MAX_NAMED_IDS = 100;

/**
 * Tells every instance that these records' public pages changed (`'all'`: every record of the kind, for
 * a change that touches more than it names: a board category's new name is on each of its posts). Given
 * the transaction that changes them, it is heard when (and only if) that commits, so no instance drops a
 * page and makes it again from the state before. No ids (a bulk change that changed nothing): nothing.
 */
export function pagesChanged(db: Db, kind: PageRecordKind, ids: string[] | 'all'): Promise<void> {
  if (ids === 'all') return publish(db, { k: 'pages', kind, ids: [] });
  const unique = [...new Set(ids)];
  if (!unique.length) return Promise.resolve();
  return publish(db, { k: 'pages', kind, ids: unique.length > MAX_NAMED_IDS ? [] : unique });
}

export const BUS_CHANNEL = 'formulab_events';

/**
 * Publishes on the bus. Given a transaction, the message is delivered when (and only if) it commits,
 * in commit order; given the pool, at once.
 */
export async function publish(db: Db, message: BusMessage): Promise<void> {
  await db.execute(sql`select pg_notify(${BUS_CHANNEL}, ${JSON.stringify(message)})`);
}

export type BusListener = {
  /** the listening connection is up (messages published while it was down were not heard) */
  readonly listening: boolean;
  close(): Promise<void>;
};

/**
 * LISTENs on its own connection and hands every message to `onMessage`, in the order PostgreSQL
 * delivered them. A lost connection is re-made with back-off; `onListening` runs each time it
 * listens (again), so the caller can catch up on what it may have missed meanwhile.
 */
export function listenToBus(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  onMessage: (m: BusMessage) => void,
  onListening: () => void,
): BusListener {
  let listener: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;

  async function listen(delayMs = 500): Promise<void> {
    if (closed) return;
    const client = new pg.Client(pool.options);
    client.on('notification', (n) => {
      if (n.channel !== BUS_CHANNEL || !n.payload) return;
      try {
        onMessage(JSON.parse(n.payload) as BusMessage);
      } catch (err) {
        log.error({ err }, 'realtime: a bus message could not be handled');
      }
    });
    const lost = (err?: unknown) => {
      if (listener !== client) return;
      if (err) log.warn({ err }, 'realtime: the listening connection was lost');
      listening = false;
      listener = null;
      client.end().catch(() => {});
      if (!closed) retryTimer = setTimeout(() => void listen(Math.min(delayMs * 2, 10_000)), delayMs);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${BUS_CHANNEL}`);
      if (closed || listener !== client) return void client.end().catch(() => {});
      listening = true;
      onListening();
    } catch (err) {
      lost(err);
    }
  }
  void listen();

  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const c = listener;
      listener = null;
      listening = false;
      await c?.end().catch(() => {});
    },
  };
}
