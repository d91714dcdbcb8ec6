import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import {
  isKnownPushService,
  type PushPayload,
  type PushStatus,
  type PushSubscriptionInput,
} from '@formulab/shared/push/push.schema';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { ownSubscriptions } from './push.policy.ts';
import { pushSubscriptions, serverSettings } from './push.table.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

/** After this many failed sends in a row (other than 404/410, which remove it at once) a subscription is dropped. */
export const MAX_FAILURES = 5;
/** Sends at once, across every caller. */
const CONCURRENCY = 8;
/** One push service request, connection included. */
const TIMEOUT_MS = 10_000;

const isKeys = (v: unknown): v is VapidKeys =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as VapidKeys).publicKey === 'string' &&
  typeof (v as VapidKeys).privateKey === 'string';

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else the pair in
 * `server_settings` ('vapid'), made by whichever instance starts first — two instances starting
 * together both insert, one wins (`on conflict do nothing`), and both read the winner's.
 */
export async function loadVapidKeys(db: Db, config: Config['push']): Promise<VapidKeys> {
  if (config.vapidPublicKey && config.vapidPrivateKey)
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey };
  const read = async () =>
    (await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, 'vapid')))[0]?.value;
  let stored = await read();
  if (stored === undefined) {
    const made = webpush.generateVAPIDKeys();
    await db
      .insert(serverSettings)
      .values({ key: 'vapid', value: { publicKey: made.publicKey, privateKey: made.privateKey } })
      .onConflictDoNothing();
    stored = await read();
  }
  if (!isKeys(stored)) throw new Error("server_settings 'vapid' is not a { publicKey, privateKey } pair");
  return stored;
}

/**
 * Refuses an endpoint the server must not send requests to (decision 0008): https on the default
 * port to a known push service, or a host of PUSH_EXTRA_HOSTS (http allowed there).
 */
export function checkEndpoint(endpoint: string, extraHosts: readonly string[]): void {
  const refuse = () => new AppError(400, 'VALIDATION', 'Not a push service endpoint', { endpoint: 'errors.pushEndpoint' });
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw refuse();
  }
  if (url.username || url.password) throw refuse();
  if (extraHosts.includes(url.host.toLowerCase()) && (url.protocol === 'https:' || url.protocol === 'http:')) return;
  if (url.protocol !== 'https:' || url.port !== '' || !isKnownPushService(url.hostname)) throw refuse();
}

/**
 * Stores the caller's subscription. The same endpoint sent by another user moves to them: the
 * browser belongs to whoever signed in and turned push on last.
 */
export async function saveSubscription(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string,
  extraHosts: readonly string[],
): Promise<void> {
  checkEndpoint(input.endpoint, extraHosts);
  // a key that is no point of P-256 could never be encrypted for: refused now, not at every send
  try {
    const key = Buffer.from(input.keys.p256dh, 'base64url');
    if (key.length !== 65) throw new Error('not an uncompressed point');
    crypto.ECDH.convertKey(key, 'prime256v1');
  } catch {
    throw new AppError(400, 'VALIDATION', 'Not a P-256 public key', { 'keys.p256dh': 'errors.invalidFormat' });
  }
  const values = {
    userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent.slice(0, 300),
    failures: 0,
  };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Removes the caller's subscription of this endpoint; someone else's stays (and nothing tells them apart). */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(ownSubscriptions(userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function pushStatus(db: Db, userId: string, endpoint: string | undefined): Promise<PushStatus> {
  const [r] = await db
    .select({
      devices: sql<number>`count(*)::int`,
      thisDevice: sql<boolean>`coalesce(bool_or(${pushSubscriptions.endpoint} = ${endpoint ?? ''}), false)`,
    })
    .from(pushSubscriptions)
    .where(ownSubscriptions(userId));
  return { devices: r?.devices ?? 0, thisDevice: r?.thisDevice ?? false };
}

/** A small semaphore: at most `n` sends in flight, whoever asks. */
function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/**
 * The push sender (decision 0008). `sendToUsers` encrypts the payload for each of the users'
 * subscriptions (aes128gcm, VAPID-signed) and posts it to their push services: at most 8 at a time,
 * 10 s each; a 404/410 removes the subscription, other failures are counted (dropped after 5 in a
 * row), everything is logged and nothing is thrown. `close()` waits for sends under way.
 */
export function createPush({ db, log, config }: { db: Db; log: FastifyBaseLogger; config: Config['push'] }) {
  let keys: Promise<VapidKeys> | null = null;
  const vapid = (): Promise<VapidKeys> => {
    keys ??= loadVapidKeys(db, config).catch((err: unknown) => {
      keys = null; // the next call tries again
      throw err;
    });
    return keys;
  };
  const limit = limiter(CONCURRENCY);
  const inFlight = new Set<Promise<unknown>>();

  type Row = typeof pushSubscriptions.$inferSelect;
  async function sendOne(sub: Row, body: string, k: VapidKeys, ttl: number, urgency: 'normal' | 'high'): Promise<void> {
    try {
      const req = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, body, {
        vapidDetails: { subject: config.subject, publicKey: k.publicKey, privateKey: k.privateKey },
        contentEncoding: 'aes128gcm',
        TTL: ttl,
        urgency,
      });
      const res = await fetch(req.endpoint, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.body ? new Uint8Array(req.body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (res.ok) {
        await db.update(pushSubscriptions).set({ failures: 0, lastSentAt: new Date() }).where(eq(pushSubscriptions.id, sub.id));
      } else if (res.status === 404 || res.status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
        log.info({ status: res.status, user: sub.userId }, 'push subscription expired: removed');
      } else {
        await countFailure(sub, `push service answered ${res.status}`);
      }
    } catch (err) {
      await countFailure(sub, err).catch((e: unknown) => log.error({ err: e }, 'push failure not recorded'));
    }
  }

  async function countFailure(sub: Row, err: unknown): Promise<void> {
    log.warn({ err, user: sub.userId, host: new URL(sub.endpoint).host }, 'push failed');
    const [r] = await db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(eq(pushSubscriptions.id, sub.id))
      .returning({ failures: pushSubscriptions.failures });
    if (r && r.failures >= MAX_FAILURES) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      log.warn({ user: sub.userId }, `push subscription removed after ${MAX_FAILURES} failures in a row`);
    }
  }

  async function send(userIds: string[], payload: PushPayload): Promise<void> {
    try {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return;
      const subs = await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, ids));
      if (subs.length === 0) return;
      const k = await vapid();
      const body = JSON.stringify(payload);
      // a chat message matters now and soon not at all; a status change still matters tomorrow
      const [ttl, urgency] = payload.kind === 'chat' ? ([60 * 60, 'high'] as const) : ([24 * 60 * 60, 'normal'] as const);
      await Promise.all(subs.map((s) => limit(() => sendOne(s, body, k, ttl, urgency))));
    } catch (err) {
      log.error({ err }, 'push failed');
    }
  }

  return {
    /** the VAPID public key browsers subscribe with (applicationServerKey) */
    publicKey: async (): Promise<string> => (await vapid()).publicKey,
    /** makes or reads the key pair; called when the app starts */
    start: async (): Promise<void> => {
      await vapid();
    },
    /**
     * Pushes `payload` to every subscribed device of these users; resolves when all were tried.
     * Never throws. Callers after a commit need not wait: `void app.push.sendToUsers(…)`.
     */
    sendToUsers(userIds: string[], payload: PushPayload): Promise<void> {
      const p = send(userIds, payload);
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
      return p;
    },
    /** waits for the sends under way (app close) */
    close: async (): Promise<void> => {
      await Promise.allSettled([...inFlight]);
    },
  };
}
export type Push = ReturnType<typeof createPush>;
