import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { findTransition, type Actor, type Machine, type Transition } from '@formulab/shared/workflow/machine';
import {
  missingRequirements,
  type RecordSubject,
  type TimelineEvent,
  type TransitionBody,
} from '@formulab/shared/workflow/workflow.schema';
import type { Db } from '../../db/client.ts';
import { AppError, changedMeanwhile, notFound } from '../../errors.ts';
import { users } from '../auth/auth.table.ts';
import { workflowEvents } from './workflow.table.ts';

/** The columns every record with a state machine has. */
export type StatefulTable = PgTable & {
  id: PgColumn;
  state: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
};

export const transitionNotAllowed = (state: string, action: string) =>
  new AppError(409, 'TRANSITION_NOT_ALLOWED', `Cannot ${action} from ${state}`);
/**
 * The record moved on since the version the screen acted from: 409 CHANGED_MEANWHILE naming it (its
 * subject is its noun: "Someone changed this sample request in the meantime …"), as a stale save is.
 */
export const staleVersion = (subject: RecordSubject) => changedMeanwhile(subject);

/** What a step of a workflow record reads of it first (snake_case, as the SQL answers them). */
export type LockedRecord = { owner_id: string; state: string; version: number; number: number };

/**
 * Workflow record `id` of `table`, locked for the transaction (FOR UPDATE: two steps on one record run
 * one after the other, the second seeing the first's state and version): its owner, state, version and
 * number, and the `more` columns; undefined when there is none.
 */
export async function lockRow<R extends Record<string, unknown> = Record<never, never>>(
  tx: Db,
  table: string,
  id: string,
  more?: SQL,
): Promise<(LockedRecord & R) | undefined> {
  const { rows } = await tx.execute<LockedRecord & R>(sql`select owner_id, state, version, number${more ? sql`, ${more}` : sql``}
    from ${sql.identifier(table)} where id = ${id} for update`);
  return rows[0] as (LockedRecord & R) | undefined;
}

/** `lockRow` for a step someone asked for: 404 (`missing`) when there is none or `mayRead` refuses its owner. */
export async function lockRecord<R extends Record<string, unknown> = Record<never, never>>(
  tx: Db,
  o: { table: string; id: string; more?: SQL; mayRead: (row: { ownerId: string }) => boolean; missing: string },
): Promise<LockedRecord & R> {
  const r = await lockRow<R>(tx, o.table, o.id, o.more);
  if (!r || !o.mayRead({ ownerId: r.owner_id })) throw notFound(o.missing);
  return r;
}

export type TransitionRequest<S extends string> = {
  machine: Machine<S>;
  table: StatefulTable;
  subject: RecordSubject;
  /** the record as the service read it (after the policy check) */
  record: { id: string; state: S; version: number };
  actor: Actor;
  actorId: string | null;
  body: Pick<TransitionBody, 'action' | 'version'> & Partial<TransitionBody>;
  /** more columns to set in the same UPDATE (fee, carrier, paid_at …) */
  set?: Record<string, unknown>;
  /** more conditions the UPDATE must meet (e.g. a quote still valid); when they fail, `onRefused` tells why */
  where?: SQL;
  onRefused?: () => AppError;
  /** the note on the timeline (default: the body's reason or note) */
  note?: string;
};

/**
 * Takes one transition of a record's state machine inside `tx`: checks the screen acted from the
 * record's version (409 CHANGED_MEANWHILE), that the machine allows `action` from the record's state
 * for this actor (409 TRANSITION_NOT_ALLOWED), that the body carries what the action needs (400 with
 * field errors), then updates state and version only if nobody changed the record meanwhile (409
 * CHANGED_MEANWHILE otherwise, naming the record: of two staff members acting at once, one wins) and
 * writes the timeline event. Returns the transition taken.
 */
export async function applyTransition<S extends string>(tx: Db, req: TransitionRequest<S>): Promise<Transition<S>> {
  const { machine, table, record, body } = req;
  // a screen that acted from an older version is told first that the record moved on (two tabs: one
  // approves, the other rejects — the second hears "changed meanwhile", not that rejecting is refused)
  if (body.version !== record.version) throw staleVersion(req.subject);
  const transition = findTransition(machine, record.state, body.action, req.actor);
  if (!transition) throw transitionNotAllowed(record.state, body.action);
  const missing = missingRequirements(transition, body);
  if (Object.keys(missing).length) throw new AppError(400, 'VALIDATION', 'Missing fields', missing);

  const updated = await tx
    .update(table)
    .set({ state: transition.to, version: sql`${table.version} + 1`, updatedAt: new Date(), ...req.set })
    .where(and(eq(table.id, record.id), eq(table.version, record.version), eq(table.state, record.state), req.where))
    .returning({ id: table.id });
  if (updated.length === 0) {
    if (req.onRefused && req.where) throw req.onRefused();
    throw staleVersion(req.subject);
  }
  await recordEvent(tx, {
    subject: req.subject,
    subjectId: record.id,
    action: transition.action,
    fromState: record.state,
    toState: transition.to,
    actor: req.actor,
    actorId: req.actorId,
    note: req.note ?? body.reason ?? body.note ?? '',
  });
  return transition;
}

export type EventInput = {
  subject: RecordSubject;
  subjectId: string;
  action: string;
  fromState: string | null;
  toState: string;
  actor: Actor;
  actorId: string | null;
  note?: string;
  internal?: boolean;
};

/** Writes one timeline entry (a creation, a transition, or staff's internal note). */
export async function recordEvent(tx: Db, e: EventInput): Promise<void> {
  await tx.insert(workflowEvents).values({ ...e, note: e.note ?? '', internal: e.internal ?? false });
}

/**
 * A record a customer has just made, in the transaction that made it: the "created" entry of its
 * timeline and, given `tellStaff` (the notifier), the staff's notification, whose pending e-mails the
 * caller delivers after the commit.
 */
/** `customerId`: who made it (null: a visitor, e.g. a partnership inquiry sent without an account) */
type Creation = { subject: RecordSubject; id: string; state: string; customerId: string | null; note?: string };
type StaffNotifier<P> = {
  notify: (
    tx: Db,
    n: { to: 'staff'; subject: RecordSubject; subjectId: string; action: string; ref: string; state: string },
  ) => Promise<P>;
};
export async function recordCreation(tx: Db, made: Creation): Promise<void>;
/** with `tellStaff`, the record's reference ("S-000042") names it in the staff's notification */
export async function recordCreation<P>(tx: Db, made: Creation & { ref: string }, tellStaff: StaffNotifier<P>): Promise<P>;
export async function recordCreation<P>(
  tx: Db,
  made: Creation & { ref?: string },
  tellStaff?: StaffNotifier<P>,
): Promise<P | void> {
  await recordEvent(tx, {
    subject: made.subject,
    subjectId: made.id,
    action: 'created',
    fromState: null,
    toState: made.state,
    actor: 'customer',
    actorId: made.customerId,
    note: made.note,
  });
  if (!tellStaff) return;
  return tellStaff.notify(tx, {
    to: 'staff',
    subject: made.subject,
    subjectId: made.id,
    action: 'created',
    ref: made.ref ?? '',
    state: made.state,
  });
}

type SideNotifier<P> = {
  notify: (
    tx: Db,
    n: {
      to: 'staff' | { userId: string };
      subject: RecordSubject;
      subjectId: string;
      action: string;
      ref: string;
      state: string;
    },
  ) => Promise<P>;
};

/**
 * The other side told of a step on a record (`step`: the action and the state it reached): staff of a
 * customer's step, the record's customer of staff's or the system's. The caller delivers the pending
 * e-mails after the commit.
 */
export function notifyOtherSide<P>(
  tx: Db,
  notifier: SideNotifier<P>,
  actor: Actor,
  record: { subject: RecordSubject; id: string; ref: string; ownerId: string },
  step: { action: string; to: string },
): Promise<P> {
  return notifier.notify(tx, {
    to: actor === 'customer' ? 'staff' : { userId: record.ownerId },
    subject: record.subject,
    subjectId: record.id,
    action: step.action,
    ref: record.ref,
    state: step.to,
  });
}

/**
 * One step of a record (`applyTransition`), then the other side told of it (`notifyOtherSide`);
 * `then` writes what the step brings with it (a shipment, an offline payment, a revision) in between,
 * so it is in place before anyone hears. Returns the pending e-mails, delivered after the commit.
 */
export async function transitionAndNotify<S extends string, P>(
  tx: Db,
  notifier: SideNotifier<P>,
  req: TransitionRequest<S> & { ref: string; ownerId: string },
  then?: (step: Transition<S>) => Promise<void>,
): Promise<P> {
  const step = await applyTransition(tx, req);
  if (then) await then(step);
  const record = { subject: req.subject, id: req.record.id, ref: req.ref, ownerId: req.ownerId };
  return notifyOtherSide(tx, notifier, req.actor, record, step);
}

/**
 * What a 'ship' step sets besides state and version (carrier, tracking number), and the note it leaves
 * on the timeline: the shipment, then staff's note.
 */
export function shipmentEffect(body: Partial<TransitionBody>): { set: Record<string, unknown>; note: string } {
  const shipment = `${body.carrier ?? ''} ${body.trackingNumber ?? ''}`.trim();
  return {
    set: { carrier: body.carrier, trackingNumber: body.trackingNumber },
    note: [shipment, body.note].filter(Boolean).join('\n'),
  };
}

/**
 * Staff's internal note on a record's timeline, in the record's current state: never shown to the
 * customer, and no notification. 404 (`missing`) when there is no such record.
 */
export async function addInternalNote(
  db: Db,
  req: { table: StatefulTable; subject: RecordSubject; id: string; staffId: string; note: string; missing: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [r] = await tx.select({ state: req.table.state }).from(req.table).where(eq(req.table.id, req.id));
    if (!r) throw notFound(req.missing);
    const state = String(r.state);
    await recordEvent(tx, {
      subject: req.subject,
      subjectId: req.id,
      action: 'note',
      fromState: state,
      toState: state,
      actor: 'staff',
      actorId: req.staffId,
      note: req.note,
      internal: true,
    });
  });
}

/**
 * A record's timeline, oldest first. Customers never see internal notes, and see staff members as
 * "staff" (actorName null) rather than by name.
 */
export async function readTimeline(
  db: Db,
  subject: RecordSubject,
  subjectId: string,
  viewer: 'customer' | 'staff',
): Promise<TimelineEvent[]> {
  const rows = await db
    .select({
      id: workflowEvents.id,
      action: workflowEvents.action,
      from: workflowEvents.fromState,
      to: workflowEvents.toState,
      actor: workflowEvents.actor,
      actorName: users.name,
      note: workflowEvents.note,
      internal: workflowEvents.internal,
      at: workflowEvents.at,
    })
    .from(workflowEvents)
    .leftJoin(users, eq(users.id, workflowEvents.actorId))
    .where(and(eq(workflowEvents.subject, subject), eq(workflowEvents.subjectId, subjectId)))
    .orderBy(asc(workflowEvents.id));
  return rows
    .filter((r) => viewer === 'staff' || !r.internal)
    .map((r) => ({
      id: r.id,
      action: r.action,
      from: r.from,
      to: r.to,
      actor: r.actor as Actor,
      actorName: viewer === 'customer' && r.actor === 'staff' ? null : (r.actorName ?? null),
      note: r.note,
      internal: r.internal,
      at: r.at.toISOString(),
    }));
}
