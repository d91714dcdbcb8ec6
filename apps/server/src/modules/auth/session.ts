import crypto from 'node:crypto';
import pg from 'pg';

/**
 * Reads the session of a request with at most one indexed lookup and no per-request key import
 * (decision 0006).
 *
 * better-auth still signs people in, up and out, verifies e-mails and resets passwords; it writes the
 * `sessions` row and sets the cookie `formulab.session_token=<token>.<HMAC-SHA256(token) base64>`. This
 * module only reads that: the signature is checked with node:crypto (a reused key, ~2 µs), then ONE
 * prepared statement reads the session joined to its user.
 *
 * With `cache: true` (the app) the row is kept in memory, and forgotten the moment it changes: triggers
 * on `sessions` and `users` (migration 0009) send `NOTIFY formulab_auth` for every update or delete,
 * whoever makes it, and each instance LISTENs on its own connection. So a sign-out, a password change
 * (other sessions deleted), a role change or a suspension takes effect on the next request on every
 * instance. In this instance it is immediate even before the notification arrives: `forgetAll()` runs
 * when a request that may change sessions or users has been handled (plugins/access.ts). Without a
 * listening connection (lost, reconnecting) nothing is cached.
 */

export const SESSION_COOKIE = 'formulab.session_token';
const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;

/** better-auth's session lifetime and refresh age (auth.ts passes the same values). */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

/** Everything a request may need to know about its user, read in the same statement as the session. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'customer';
  emailVerified: boolean;
  companyName: string;
  phone: string;
  businessRegistrationNumber: string | null;
  preferredLanguage: 'ko' | 'en';
  marketingConsent: boolean;
  termsVersion: number | null;
  privacyVersion: number | null;
  createdAt: Date;
};

export type ResolvedSession = {
  sessionId: string;
  expiresAt: Date;
  user: SessionUser;
  /** the cookie to send again because the session's expiry was just extended, or null */
  refreshedCookie: { name: string; value: string } | null;
};

type Row = {
  session_id: string;
  expires_at: Date;
  id: string;
  email: string;
  name: string;
  role: string;
  banned: boolean;
  ban_expires: Date | null;
  email_verified: boolean;
  company_name: string;
  phone: string;
  business_registration_number: string | null;
  preferred_language: string;
  marketing_consent: boolean;
  terms_version: number | null;
  privacy_version: number | null;
  created_at: Date;
};

const LOOKUP = {
  name: 'formulab_session_by_token',
  text: `select s.id as session_id, s.expires_at, u.id, u.email, u.name, u.role, u.banned, u.ban_expires,
    u.email_verified, u.company_name, u.phone, u.business_registration_number, u.preferred_language,
    u.marketing_consent, u.terms_version, u.privacy_version, u.created_at
  from sessions s join users u on u.id = s.user_id
  where s.token = $1`,
};

const EXTEND = {
  name: 'formulab_session_extend',
  text: 'update sessions set expires_at = $2, updated_at = now() where id = $1',
};

/** At most this many sessions are kept; the oldest go first. */
const CACHE_MAX = 20_000;
/** A safety net only: entries are forgotten on change; this bounds how long a missed notification could matter. */
const CACHE_TTL_MS = 5 * 60_000;
const CHANNEL = 'formulab_auth';

export function createSessionReader(
  pool: pg.Pool,
  secret: string,
  options: { cache?: boolean; /** where LISTEN connects (default `pool`'s settings) */ listenPool?: pg.Pool } = {},
) {
  // one HMAC key for the process: createHmac with a KeyObject skips the per-call key set-up
  const key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
  // `session`: the row as a request gets it, made once per entry while the row needs no refresh
  const cache = new Map<string, { row: Row; at: number; session?: ResolvedSession }>();
  const tokensOfUser = new Map<string, Set<string>>();
  // bumped by every forget: a lookup that started before a change never stores what it read
  let generation = 0;
  let listening = false;
  let listener: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;

  function forgetToken(token: string) {
    const hit = cache.get(token);
    cache.delete(token);
    if (hit) tokensOfUser.get(hit.row.id)?.delete(token);
  }
  function forgetUser(userId: string) {
    for (const token of tokensOfUser.get(userId) ?? []) cache.delete(token);
    tokensOfUser.delete(userId);
  }
  function forgetAll() {
    generation++;
    cache.clear();
    tokensOfUser.clear();
  }
  function remember(token: string, row: Row) {
    if (cache.size >= CACHE_MAX) forgetToken(cache.keys().next().value!);
    cache.set(token, { row, at: Date.now() });
    let set = tokensOfUser.get(row.id);
    if (!set) tokensOfUser.set(row.id, (set = new Set()));
    set.add(token);
  }

  async function listen(delayMs = 1000): Promise<void> {
    if (closed) return;
    const client = new pg.Client((options.listenPool ?? pool).options);
    client.on('notification', (n) => {
      generation++;
      const p = n.payload ?? '';
      if (p.startsWith('t:')) forgetToken(p.slice(2));
      else if (p.startsWith('u:')) forgetUser(p.slice(2));
      else forgetAll();
    });
    const lost = () => {
      if (listener !== client) return;
      listening = false;
      listener = null;
      forgetAll();
      client.end().catch(() => {});
      if (!closed) retryTimer = setTimeout(() => void listen(Math.min(delayMs * 2, 30_000)), delayMs);
    };
    client.on('error', lost);
    client.on('end', lost);
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (closed || listener !== client) return void client.end().catch(() => {});
      forgetAll();
      listening = true;
    } catch {
      lost();
    }
  }
  if (options.cache) void listen();

  // Signed cookie values whose HMAC already matched, and their token. The answer for one value never
  // changes (the key is the process's), so nothing needs forgetting: a signed-out session is refused by
  // the lookup, not here. Only good signatures are kept, at most CACHE_MAX; the HMAC was a fifth of
  // the server's CPU on a signed-in request whose session was cached.
  const verified = new Map<string, string>();

  /** The token inside a signed cookie value, or null when the signature does not match. */
  function verify(value: string): string | null {
    const known = verified.get(value);
    if (known !== undefined) return known;
    const token = verifySignature(value);
    if (token !== null) {
      if (verified.size >= CACHE_MAX) verified.delete(verified.keys().next().value!);
      verified.set(value, token);
    }
    return token;
  }

  function verifySignature(value: string): string | null {
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    if (signature.length !== 44 || !signature.endsWith('=')) return null;
    const expected = crypto.createHmac('sha256', key).update(token).digest();
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? token : null;
  }

  // Cookie headers already read: the header → its session cookie's name, value and verified token. A
  // browser sends the same header on every request, so the parse and the lookups run once per value
  // (headers over 1 KB, rare, are read each time, which bounds what this keeps to 20 MB).
  const headers = new Map<string, { name: string; raw: string; token: string }>();

  /** The session cookie of a header, its name and its verified token, or null. */
  function sessionCookie(cookieHeader: string): { name: string; raw: string; token: string } | null {
    const known = headers.get(cookieHeader);
    if (known) return known;
    let name = SECURE_SESSION_COOKIE;
    let raw = readCookie(cookieHeader, name);
    if (raw === null) raw = readCookie(cookieHeader, (name = SESSION_COOKIE));
    if (!raw) return null;
    const token = verify(raw);
    if (!token) return null;
    const found = { name, raw, token };
    if (cookieHeader.length <= 1024) {
      if (headers.size >= CACHE_MAX) headers.delete(headers.keys().next().value!);
      headers.set(cookieHeader, found);
    }
    return found;
  }

  async function read(cookieHeader: string | undefined, now = new Date()): Promise<ResolvedSession | null> {
    if (!cookieHeader) return null;
    const cookie = sessionCookie(cookieHeader);
    if (!cookie) return null;
    const { name, raw, token } = cookie;
    let r: Row | undefined;
    const hit = listening ? cache.get(token) : undefined;
    if (hit && now.getTime() - hit.at < CACHE_TTL_MS) r = hit.row;
    else {
      const seen = generation;
      const { rows } = await pool.query<Row>({ ...LOOKUP, values: [token] });
      r = rows[0];
      if (r && listening && seen === generation) remember(token, r);
    }
    if (!r || r.expires_at <= now) return null;
    if (r.banned && (!r.ban_expires || r.ban_expires > now)) return null;
    // like better-auth: a session used a day after it was last extended lives another 30 days
    if (r.expires_at.getTime() - SESSION_EXPIRES_IN_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= now.getTime()) {
      const expiresAt = new Date(now.getTime() + SESSION_EXPIRES_IN_SECONDS * 1000);
      await pool.query({ ...EXTEND, values: [r.session_id, expiresAt] });
      forgetToken(token);
      return present(r, expiresAt, { name, value: raw });
    }
    // the cached row's answer is made once and shared by its requests (frozen: nobody may change it)
    if (hit?.row === r) return (hit.session ??= present(r, r.expires_at, null));
    return present(r, r.expires_at, null);
  }

  /** Stops listening (the app's onClose). */
  async function close(): Promise<void> {
    closed = true;
    if (retryTimer) clearTimeout(retryTimer);
    listening = false;
    const c = listener;
    listener = null;
    forgetAll();
    await c?.end().catch(() => {});
  }

  return {
    read,
    forgetAll,
    close,
    /** whether sessions are being cached now (listening for changes) */
    get caching() {
      return listening;
    },
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;

function present(r: Row, expiresAt: Date, refreshedCookie: ResolvedSession['refreshedCookie']): ResolvedSession {
  return Object.freeze({
    sessionId: r.session_id,
    expiresAt,
    refreshedCookie,
    user: Object.freeze({
      id: r.id,
      email: r.email,
      name: r.name,
      role: r.role === 'admin' ? 'admin' : 'customer',
      emailVerified: r.email_verified,
      companyName: r.company_name,
      phone: r.phone,
      businessRegistrationNumber: r.business_registration_number,
      preferredLanguage: r.preferred_language === 'en' ? 'en' : 'ko',
      marketingConsent: r.marketing_consent,
      termsVersion: r.terms_version,
      privacyVersion: r.privacy_version,
      createdAt: r.created_at,
    }),
  });
}

/** The value of one cookie, URI-decoded, without parsing the whole header into a map. */
export function readCookie(header: string, name: string): string | null {
  let from = 0;
  while (from < header.length) {
    const at = header.indexOf(name, from);
    if (at === -1) return null;
    const before = at === 0 ? ';' : header[at - 1]!;
    const eq = at + name.length;
    if ((before === ';' || before === ' ') && header[eq] === '=') {
      let end = header.indexOf(';', eq);
      if (end === -1) end = header.length;
      let value = header.slice(eq + 1, end).trim();
      if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
      try {
        return decodeURIComponent(value);
      } catch {
        return null;
      }
    }
    from = eq;
  }
  return null;
}

/** The Set-Cookie that gives a refreshed session cookie its new lifetime. */
export function sessionCookieHeader(cookie: { name: string; value: string }, secure: boolean): string {
  const { name, value } = cookie;
  secure ||= name.startsWith('__Secure-');
  return `${name}=${encodeURIComponent(value)}; Max-Age=${SESSION_EXPIRES_IN_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
