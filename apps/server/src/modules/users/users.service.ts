import { and, asc, count, desc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { decodePageCursor, keysetAfter, keysetOrder, keysetPage, keysetSelect, type Keyset } from '../../lib/keyset.ts';
import { preparedOnce } from '../../lib/prepared.ts';
import type { Me, ProfileUpdate } from '@formulab/shared/auth/auth.schema';
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserListQuery,
  AdminUserPage,
  UserRecordGroup,
} from '@formulab/shared/users/users.schema';
import { sampleRef } from '@formulab/shared/samples/samples.schema';
import { quoteRef } from '@formulab/shared/quotes/quotes.schema';
import { orderRef } from '@formulab/shared/orders/orders.schema';
import { purchaseRef } from '@formulab/shared/shop/purchases.schema';
import { inquiryRef } from '@formulab/shared/inquiries/inquiries.schema';
import type { FastifyRequest } from 'fastify';
import { audit } from '../audit/audit.service.ts';
import { recipes } from '../recipes/recipes.table.ts';
import { sampleRequests } from '../samples/samples.table.ts';
import { quotes } from '../quotes/quotes.table.ts';
import { productionOrders } from '../orders/orders.table.ts';
import { purchases } from '../purchases/purchases.table.ts';
import { inquiries } from '../inquiries/inquiries.table.ts';
import { chatConversations } from '../chat/chat.table.ts';
import { chatRef } from '../chat/chat.service.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { sessions, users } from '../auth/auth.table.ts';
import type { SessionUser } from '../auth/session.ts';
import { containsText } from '../../lib/like.ts';
import { ownAccount } from './users.policy.ts';

type UserRow = typeof users.$inferSelect;

function present(u: UserRow): Me {
  return {
    id: u.id,
    email: u.email,
    emailVerified: u.emailVerified,
    name: u.name,
    companyName: u.companyName,
    phone: u.phone,
    businessRegistrationNumber: u.businessRegistrationNumber,
    preferredLanguage: u.preferredLanguage === 'en' ? 'en' : 'ko',
    marketingConsent: u.marketingConsent,
    role: u.role === 'admin' ? 'admin' : 'customer',
    termsVersion: u.termsVersion,
    privacyVersion: u.privacyVersion,
    createdAt: u.createdAt.toISOString(),
  };
}

/**
 * The signed-in user's own record as the session lookup read it (fresh from `users` on every change).
 * Made once per session user: the session cache hands every request of a cached session the same
 * (frozen) user, and this copy with its date written out was 3–4 % of the CPU of `GET /api/me`.
 */
export function meFromSession(u: SessionUser): Me {
  let me = presented.get(u);
  if (!me) presented.set(u, (me = Object.freeze({ ...u, createdAt: u.createdAt.toISOString() })));
  return me;
}
const presented = new WeakMap<SessionUser, Me>();

/** Updates the caller's own profile; only the fields the schema allows ever reach this. */
export async function updateMe(db: Db, userId: string, input: ProfileUpdate): Promise<Me> {
  const [u] = await db
    .update(users)
    .set({ ...(input as Partial<UserRow>), updatedAt: new Date() })
    .where(ownAccount(userId))
    .returning();
  if (!u) throw notFound();
  return present(u);
}

/**
 * The user's last sign-in: kept on the user by the `sessions_sign_in` trigger, so suspending them
 * (which deletes their sessions) or signing out does not erase it; a session older than the column
 * (made before migration 0032 and missed by its backfill) still counts.
 */
// (the outer column spelled out: inside a subquery drizzle would print it unqualified)
const lastSignIn = sql<Date | null>`greatest("users"."last_sign_in_at", (select max(s.created_at) from sessions s where s.user_id = "users"."id"))`;

function presentAdmin(u: UserRow, lastSignInAt: Date | string | null): AdminUser {
  return {
    ...present(u),
    banned: u.banned,
    banReason: u.banReason,
    lastSignInAt: lastSignInAt ? new Date(lastSignInAt).toISOString() : null,
  };
}

const USER_KEYSETS: Record<'newest' | 'name', Keyset> = {
  newest: {
    sort: 'newest',
    columns: [
      { expr: sql`${users.createdAt}`, type: 'micros', desc: true },
      { expr: sql`${users.id}`, type: 'text', desc: true },
    ],
  },
  name: {
    sort: 'name',
    columns: [
      { expr: sql`lower(${users.name})`, type: 'text' },
      { expr: sql`${users.id}`, type: 'text' },
    ],
  },
};

const ACTIVE = sql`not ${users.banned}`;

/**
 * Staff list of users: search (name, e-mail, company), role and status filters, newest or by name,
 * keyset pages (lib/keyset.ts). The counts by role and status (search applied) come with every page.
 */
export async function listUsers(
  db: Db,
  q: Omit<AdminUserListQuery, 'limit' | 'sort'> & { limit: number; sort: 'newest' | 'name' },
): Promise<AdminUserPage> {
  const keyset = USER_KEYSETS[q.sort];
  const search = q.q?.trim().toLowerCase();
  // one expression, the one of the indexes users_search_trgm_idx (migration 0021) and users_search_grams_idx
  const searchFilter = search
    ? containsText(sql`lower(${users.name} || ' ' || ${users.email} || ' ' || ${users.companyName})`, search)
    : undefined;
  const roleFilter = q.role ? eq(users.role, q.role) : undefined;
  const statusFilter = q.status ? (q.status === 'suspended' ? eq(users.banned, true) : eq(users.banned, false)) : undefined;
  const after = decodePageCursor(q.cursor, keyset);
  const where = (c: SQL | undefined) => (c ? sql<number>`count(*) filter (where ${c})::int` : sql<number>`count(*)::int`);
  const [rows, counts] = await Promise.all([
    searchFilter
      ? userPageSelect(db, q.sort, { search: searchFilter, role: q.role, status: q.status, after: after?.key }, q.limit + 1)
      : userPageStatement(db, q.sort, !!q.role, q.status, !!after).execute({
          role: q.role,
          after0: after?.key[0],
          after1: after?.key[1],
          limit: q.limit + 1,
        }),
    // the total and the counts by role and status come with the first page (one pass over the
    // matches, or with no search the counter user_counts: migration 0052); later pages carry the total
    // in the cursor and answer `counts: null`
    after
      ? null
      : !searchFilter
        ? countsFromCounter(db, q.role, q.status)
        : db
            .select({
              total: where(and(roleFilter, statusFilter)),
              all: where(undefined),
              customer: where(sql`${users.role} <> 'admin'`),
              admin: where(sql`${users.role} = 'admin'`),
              active: where(ACTIVE),
              suspended: where(sql`${users.banned}`),
            })
            .from(users)
            .where(searchFilter)
            .then((r) => r[0]!),
  ]);
  const page = keysetPage(
    keyset,
    rows.map((r) => ({ ...r.user, lastSignIn: r.lastSignIn, page_key: r.pageKey })),
    q.limit,
    counts?.total ?? after!.total,
    (u) => presentAdmin(u, u.lastSignIn),
  );
  if (!counts) return { ...page, counts: null };
  const { all, customer, admin, active, suspended } = counts;
  return { ...page, counts: { all, customer, admin, active, suspended } };
}

/**
 * A page of staff's users list: one select for both paths. Without a search it is prepared once per
 * sort, role filter, status and cursor (lib/prepared.ts), with placeholders for the values; a search's
 * text depends on its term (trigrams or grams, lib/like.ts), so it is written for each request.
 */
function userPageSelect(
  db: Db,
  sort: 'newest' | 'name',
  by: {
    search?: SQL;
    role?: string | Placeholder;
    status?: 'active' | 'suspended';
    after?: readonly (string | Placeholder)[];
  },
  limit: number | Placeholder,
) {
  const keyset = USER_KEYSETS[sort];
  return db
    .select({ user: users, lastSignIn, pageKey: sql<string[]>`${keysetSelect(keyset)}` })
    .from(users)
    .where(
      and(
        by.search,
        by.role === undefined ? undefined : eq(users.role, by.role),
        by.status ? eq(users.banned, by.status === 'suspended') : undefined,
        by.after ? keysetAfter(keyset, by.after) : undefined,
      ),
    )
    .orderBy(keysetOrder(keyset))
    .limit(limit);
}

const userPageStatement = (
  db: Db,
  sort: 'newest' | 'name',
  byRole: boolean,
  status: 'active' | 'suspended' | undefined,
  after: boolean,
) =>
  preparedOnce(db, `users:${sort}:${Number(byRole)}:${status ?? ''}:${Number(after)}`, () => {
    const p = sql.placeholder;
    return userPageSelect(
      db,
      sort,
      { role: byRole ? p('role') : undefined, status, after: after ? [p('after0'), p('after1')] : undefined },
      p('limit'),
    ).prepare('');
  });

type UserCounts = { total: number; all: number; customer: number; admin: number; active: number; suspended: number };

/**
 * The users list's counts with no search, from the trigger-kept `user_counts` (one row a role and
 * status): the same numbers as counting every account, without reading them.
 */
async function countsFromCounter(
  db: Db,
  role: string | undefined,
  status: 'active' | 'suspended' | undefined,
): Promise<UserCounts> {
  const { rows } = await db.execute<{ role: string; banned: boolean; n: string }>(sql`select role, banned, n from user_counts`);
  const sum = (keep: (r: { role: string; banned: boolean }) => boolean) =>
    rows.reduce((total, r) => (keep(r) ? total + Number(r.n) : total), 0);
  return {
    total: sum((r) => (!role || r.role === role) && (!status || r.banned === (status === 'suspended'))),
    all: sum(() => true),
    customer: sum((r) => r.role !== 'admin'),
    admin: sum((r) => r.role === 'admin'),
    active: sum((r) => !r.banned),
    suspended: sum((r) => r.banned),
  };
}

const LATEST = 5;

/** One kind of a user's records: how many, and the latest few. */
async function group<T extends { id: string; number?: number; name?: string; state?: string | null; at: Date }>(
  rows: Promise<T[]>,
  total: Promise<{ n: number }[]>,
  label: (r: T) => string,
): Promise<UserRecordGroup> {
  const [latest, [c]] = await Promise.all([rows, total]);
  return {
    count: c?.n ?? 0,
    latest: latest.map((r) => ({ id: r.id, label: label(r), state: r.state ?? null, at: r.at.toISOString() })),
  };
}

/** One user for staff: the profile, how many sessions are open, and counts and latest items of each of their records. */
export async function getUserForStaff(db: Db, id: string): Promise<AdminUserDetail> {
  const [row] = await db.select({ user: users, lastSignIn }).from(users).where(eq(users.id, id));
  if (!row) throw notFound('No such user');
  const n = { n: count() };
  const owned = <T extends typeof sampleRequests | typeof quotes | typeof productionOrders | typeof purchases | typeof inquiries>(
    t: T,
    label: (num: number) => string,
  ) =>
    group(
      db
        .select({ id: t.id, number: t.number, state: t.state, at: t.createdAt })
        .from(t as typeof sampleRequests)
        .where(eq(t.ownerId, id))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(LATEST),
      db
        .select(n)
        .from(t as typeof sampleRequests)
        .where(eq(t.ownerId, id)),
      (r) => label(r.number),
    );
  const live = and(eq(recipes.ownerId, id), isNull(recipes.deletedAt));
  const [recipeGroup, samples, quoteGroup, orders, purchaseGroup, inquiryGroup, [chat], [sessionCount]] = await Promise.all([
    group(
      db
        .select({ id: recipes.id, name: recipes.name, at: recipes.updatedAt })
        .from(recipes)
        .where(live)
        .orderBy(desc(recipes.updatedAt), desc(recipes.id))
        .limit(LATEST),
      db.select(n).from(recipes).where(live),
      (r) => r.name,
    ),
    owned(sampleRequests, sampleRef),
    owned(quotes, quoteRef),
    owned(productionOrders, orderRef),
    owned(purchases, purchaseRef),
    owned(inquiries, inquiryRef),
    db.select().from(chatConversations).where(eq(chatConversations.customerId, id)),
    db
      .select(n)
      .from(sessions)
      .where(and(eq(sessions.userId, id), sql`${sessions.expiresAt} > now()`)),
  ]);
  return {
    user: presentAdmin(row.user, row.lastSignIn),
    sessions: sessionCount?.n ?? 0,
    records: {
      recipes: recipeGroup,
      samples,
      quotes: quoteGroup,
      orders,
      purchases: purchaseGroup,
      inquiries: inquiryGroup,
    },
    chat: chat
      ? {
          id: chat.id,
          ref: chatRef(chat.number),
          state: chat.state,
          staffUnread: chat.staffUnread,
          lastMessageAt: chat.lastMessageAt.toISOString(),
        }
      : null,
  };
}

type StaffActor = { id: string; email: string };
type Change = { role?: 'admin' | 'customer'; banned?: boolean; reason?: string };
const snapshot = (u: UserRow) => ({ role: u.role, banned: u.banned, banReason: u.banReason });

/**
 * Changes a user's role or suspension, in one transaction with its audit entry. The rules:
 * nobody changes their own role or suspends themselves (409 SELF_CHANGE), and the last active admin
 * is never demoted or suspended (409 LAST_ADMIN). Every admin row is locked (`for update`, in id
 * order) before counting, so two admins demoting each other at the same moment are serialised and
 * the second sees the first's change. A suspension also deletes the user's sessions: they are signed
 * out at once (and the session cache forgets them through NOTIFY and the access hook).
 */
async function changeUser(
  db: Db,
  actor: StaffActor,
  id: string,
  action: 'user.role' | 'user.suspend' | 'user.reactivate',
  change: Change,
  request?: FastifyRequest,
): Promise<AdminUserDetail> {
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id, banned: users.banned })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.id))
      .for('update');
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw notFound('No such user');
    const losesAdmin = target.role === 'admin' && !target.banned && (change.role === 'customer' || change.banned === true);
    if (id === actor.id && (change.role === 'customer' || change.banned === true)) {
      throw new AppError(409, 'SELF_CHANGE', 'You cannot demote or suspend yourself');
    }
    if (losesAdmin && admins.filter((a) => !a.banned).length <= 1) {
      throw new AppError(409, 'LAST_ADMIN', 'The last active admin cannot be demoted or suspended');
    }
    const set: Partial<UserRow> = { updatedAt: new Date() };
    if (change.role) set.role = change.role;
    if (change.banned === true) Object.assign(set, { banned: true, banReason: change.reason ?? null, banExpires: null });
    if (change.banned === false) Object.assign(set, { banned: false, banReason: null, banExpires: null });
    const [updated] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
    if (change.banned === true) await tx.delete(sessions).where(eq(sessions.userId, id));
    await audit(tx, {
      actor,
      action,
      subjectType: 'users',
      subjectId: id,
      before: snapshot(target),
      after: snapshot(updated!),
      request,
    });
  });
  return getUserForStaff(db, id);
}

export const changeRole = (db: Db, actor: StaffActor, id: string, role: 'admin' | 'customer', request?: FastifyRequest) =>
  changeUser(db, actor, id, 'user.role', { role }, request);
export const suspendUser = (db: Db, actor: StaffActor, id: string, reason: string, request?: FastifyRequest) =>
  changeUser(db, actor, id, 'user.suspend', { banned: true, reason }, request);
export const reactivateUser = (db: Db, actor: StaffActor, id: string, request?: FastifyRequest) =>
  changeUser(db, actor, id, 'user.reactivate', { banned: false }, request);
