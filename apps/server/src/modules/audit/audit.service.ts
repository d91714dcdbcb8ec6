import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditEntry, AuditListQuery, AuditPage } from '@formulab/shared/audit/audit.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { decodePageCursor, keysetAfter, keysetOrder, keysetPage, keysetSelect, type Keyset } from '../../lib/keyset.ts';
import { preparedOnce } from '../../lib/prepared.ts';
import { auditLog } from './audit.table.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** set once the route wrote its own (domain) audit entry: the generic entry is then skipped */
    audited: boolean;
    /** the reply body of a staff mutation, kept by the audit hook for its entry (small JSON only) */
    auditBody: string | null;
  }
}

/** A generic entry keeps the answer only up to this size. */
export const AUDIT_BODY_MAX = 16 * 1024;
const REDACTED = '[redacted]';
/** Field names whose values are never stored, at any depth. */
const SECRET_FIELD = /pass(word|wd)?$|token|secret|key$|authorization|cookie|credential|signature/i;

/** A copy of a JSON value with every secret-looking field's value replaced. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_FIELD.test(k) ? REDACTED : redact(v, depth + 1);
  return out;
}

type Actor = { id: string; email: string } | null;

export type AuditInput = {
  actor: Actor;
  /** e.g. `user.suspend` */
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  before?: unknown;
  after?: unknown;
  /** the HTTP status the action answers (200 unless said) */
  status?: number;
  /** where the action came from: its request id and ip are kept, and the generic entry is skipped */
  request?: FastifyRequest;
};

/**
 * Writes one audit entry. Call it inside the staff action's transaction (`tx`) so the action and its
 * entry commit together; it marks the request so the generic hook does not write a second entry.
 */
export async function audit(tx: Db, input: AuditInput): Promise<void> {
  const r = input.request;
  await tx.insert(auditLog).values({
    actorId: input.actor?.id ?? null,
    actorEmail: input.actor?.email ?? '',
    action: input.action,
    subjectType: input.subjectType,
    subjectId: input.subjectId,
    status: input.status ?? 200,
    before: input.before === undefined ? null : redact(input.before),
    after: input.after === undefined ? null : redact(input.after),
    ip: r?.ip ?? null,
    requestId: r ? String(r.id) : null,
  });
  if (r) r.audited = true;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `/api/admin/sample-requests/:id/transitions` → `sample-requests` (the first segment after /api[/admin]). */
export function subjectTypeOf(route: string): string | null {
  const parts = route.split('/').filter(Boolean);
  const i = parts[1] === 'admin' ? 2 : 1;
  const seg = parts[i];
  return seg && !seg.startsWith(':') && !seg.startsWith('*') ? seg : null;
}

/**
 * The generic audit entry: every successful (2xx) mutation on a staff route (`config.access: 'admin'`,
 * which every `/api/admin/*` route is) that did not write its own entry gets one, with the route
 * pattern as its action, its `:id` as the subject and the (redacted) answer when it is small JSON.
 * Written in `onResponse` with one INSERT the reply never waits for; a failure is logged, not thrown.
 * Register before compression, so the answer is still text when `onSend` keeps it.
 */
export function registerAuditHook(app: FastifyInstance, db: Db): void {
  app.decorateRequest('audited', false);
  app.decorateRequest('auditBody', null);
  const staffMutation = (request: FastifyRequest) =>
    MUTATIONS.has(request.method) && request.routeOptions.config?.access === 'admin';

  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!request.audited && staffMutation(request) && typeof payload === 'string' && payload.length <= AUDIT_BODY_MAX) {
      request.auditBody = payload;
    }
    done(null, payload);
  });

  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    if (request.audited || status < 200 || status >= 300 || !staffMutation(request) || !request.user) return done();
    const route = request.routeOptions.url ?? request.url.split('?')[0]!;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const id = params.id ?? Object.values(params)[0];
    let after: unknown = null;
    if (request.auditBody && reply.getHeader('content-type')?.toString().includes('json')) {
      try {
        after = redact(JSON.parse(request.auditBody));
      } catch {
        after = null;
      }
    }
    db.insert(auditLog)
      .values({
        actorId: request.user.id,
        actorEmail: request.user.email,
        action: `${request.method} ${route}`,
        subjectType: subjectTypeOf(route),
        subjectId: id === undefined || id === null ? null : String(id),
        status,
        before: null,
        after,
        ip: request.ip,
        requestId: String(request.id),
      })
      .then(
        () => undefined,
        (err: unknown) => request.log.error({ err }, 'audit entry not written'),
      );
    done();
  });
}

const AUDIT_KEYSET: Keyset = {
  sort: 'newest',
  columns: [
    { expr: sql`${auditLog.at}`, type: 'micros', desc: true },
    { expr: sql`${auditLog.id}`, type: 'int', desc: true },
  ],
};

type AuditRow = typeof auditLog.$inferSelect;

function presentEntry(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    at: r.at.toISOString(),
    actorId: r.actorId,
    actorEmail: r.actorEmail,
    action: r.action,
    subjectType: r.subjectType,
    subjectId: r.subjectId,
    status: r.status,
    before: r.before ?? null,
    after: r.after ?? null,
    ip: r.ip,
    requestId: r.requestId,
  };
}

/** One entry, for a link to it (`?entry=`) whose page is not the one on screen. */
export async function getAuditEntry(db: Db, id: number): Promise<AuditEntry> {
  const [r] = await db.select().from(auditLog).where(eq(auditLog.id, id));
  if (!r) throw new AppError(404, 'NOT_FOUND', 'No such audit entry');
  return presentEntry(r);
}

/** The audit list counts its matches up to this many; past it the total is `AUDIT_COUNT_CAP + 1` and `totalCapped`. */
export const AUDIT_COUNT_CAP = 10_000;

/** The audit log, newest first, filtered by actor, action, subject and time; keyset pages (lib/keyset.ts). */
export async function listAudit(db: Db, q: Omit<AuditListQuery, 'limit'> & { limit: number }): Promise<AuditPage> {
  const after = decodePageCursor(q.cursor, AUDIT_KEYSET);
  const present = [q.actor, q.action, q.subjectType, q.subjectId, q.from, q.to, after].map((v) => (v ? 1 : 0)).join('');
  const statements = auditStatements(db, present);
  const values = {
    actor: q.actor,
    action: q.action,
    subjectType: q.subjectType,
    subjectId: q.subjectId,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
    afterAt: after?.key[0],
    afterId: after?.key[1],
    limit: q.limit + 1,
  };
  const [rows, total] = await Promise.all([
    statements.page.execute(values),
    // the log only grows: the total is counted up to the cap, never over the whole table
    after ? after.total : statements.count.execute(values).then((r) => r[0]!.n),
  ]);
  const page = keysetPage(
    AUDIT_KEYSET,
    rows.map((r) => ({ ...r.entry, page_key: r.pageKey })),
    q.limit,
    total,
    presentEntry,
  );
  return { ...page, totalCapped: total > AUDIT_COUNT_CAP };
}

/**
 * The list's two statements for the filters present (`present`: one digit per filter, then the
 * cursor), written once per database (lib/prepared.ts): the staff screen's drawer asks for one user's
 * trail at every opening, and writing the statements cost the server more than PostgreSQL spent on them.
 */
function auditStatements(db: Db, present: string) {
  return preparedOnce(db, `audit:${present}`, () => {
    const [actor, action, subjectType, subjectId, from, to, after] = [...present].map((d) => d === '1');
    const p = sql.placeholder;
    const filter = and(
      actor ? eq(auditLog.actorId, p('actor')) : undefined,
      action ? eq(auditLog.action, p('action')) : undefined,
      subjectType ? eq(auditLog.subjectType, p('subjectType')) : undefined,
      subjectId ? eq(auditLog.subjectId, p('subjectId')) : undefined,
      from ? gte(auditLog.at, p('from')) : undefined,
      to ? lt(auditLog.at, p('to')) : undefined,
    );
    return {
      page: db
        .select({ entry: auditLog, pageKey: sql<string[]>`${keysetSelect(AUDIT_KEYSET)}` })
        .from(auditLog)
        .where(and(filter, after ? keysetAfter(AUDIT_KEYSET, [p('afterAt'), p('afterId')]) : undefined))
        .orderBy(keysetOrder(AUDIT_KEYSET))
        .limit(p('limit'))
        .prepare(''),
      count: db
        .select({ n: sql<number>`count(*)::int` })
        .from(
          db
            .select({ one: sql`1` })
            .from(auditLog)
            .where(filter)
            .limit(AUDIT_COUNT_CAP + 1)
            .as('capped'),
        )
        .prepare(''),
    };
  });
}
