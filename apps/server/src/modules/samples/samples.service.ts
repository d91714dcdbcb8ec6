/**
 * Sample requests (PRODUCT.md §3.4): a customer asks for units of one of their usable recipes; staff
 * review, set a fee (or approve free of charge), record the payment, ship with a tracking number.
 * Every step goes through the shared state machine (samples.states.ts) with `applyTransition`, writes
 * the timeline, and notifies the other side.
 */
import { sql, type SQL } from 'drizzle-orm';
import { actionsFor } from '@formulab/shared/workflow/machine';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import type { RecipeData } from '@formulab/shared/recipes/recipes.schema';
import type { StoredVerdict } from '@formulab/shared/compliance/compliance.schema';
import {
  parseSampleRef,
  sampleRef,
  type AdminSampleListQuery,
  type SampleCreate,
  type SampleDetail,
  type SampleListQuery,
  type SamplePage,
  type SampleSummary,
} from '@formulab/shared/samples/samples.schema';
import { SAMPLE_STATES, sampleMachine, type SampleState } from '@formulab/shared/samples/samples.states';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { newestFirst } from '../../lib/keyset.ts';
import { notifyingTransaction, openRecord, type Notifier } from '../notifications/notifications.service.ts';
import { presentPinnedRecipe } from '../recipes/recipes.lines.ts';
import { verdictOfSnapshot } from '../compliance/compliance.service.ts';
import { contains } from '../../lib/like.ts';
import { recordPaymentStep, sampleOrderNames } from '../payments/payments.core.ts';
import {
  addInternalNote,
  lockRecord,
  readTimeline,
  recordCreation,
  shipmentEffect,
  staleVersion,
  transitionAndNotify,
} from '../workflow/workflow.ts';
import { queueSearch } from '../users/customer-search.ts';
import type { SearchCondition } from '../../lib/like.ts';
import { isStaff, mayReadSample, mayUseRecipe, ownSampleFilter, type SampleViewer } from './samples.policy.ts';
import { sampleRequests, type ShippingAddress } from './samples.table.ts';
import { iso, isoOrNull } from '../../lib/dates.ts';
import { actorOf, recordListPage, userIdOf, type RecordRow } from '../../lib/workflow-viewer.ts';
import { CUSTOMER_COLUMNS, presentCustomer, type CustomerRow } from '../users/customer-columns.ts';
import { packagingNames } from '../sub-materials/packaging-names.ts';
import { stateCounts } from '../../lib/state-counts.ts';

/* ------------------------------------------------ reading ------------------------------------------------ */

/** The columns of a list row (aliases: s request, u customer, p packaging). */
const SUMMARY_COLUMNS = sql`s.id, s.number, s.state, s.recipe_name, s.recipe_revision, s.quantity, s.packaging_id,
  s.packaging_name, p.name_ko as packaging_name_ko, p.name_en as packaging_name_en, s.fee, s.created_at, s.updated_at,
  s.owner_id, ${CUSTOMER_COLUMNS}`;
const FROM = sql`sample_requests s join users u on u.id = s.owner_id left join sub_materials p on p.id = s.packaging_id`;

type SummaryRow = CustomerRow &
  RecordRow & {
    recipe_name: string;
    recipe_revision: number;
    quantity: number;
    packaging_id: string | null;
    packaging_name: string | null;
    packaging_name_ko: string | null;
    packaging_name_en: string | null;
    fee: string | number | null;
  };

function presentSummary(r: SummaryRow, withCustomer: boolean): SampleSummary {
  return {
    id: r.id,
    ref: sampleRef(r.number),
    number: r.number,
    state: r.state as SampleState,
    recipeName: r.recipe_name,
    recipeRevision: r.recipe_revision,
    quantity: r.quantity,
    packaging: r.packaging_name === null && r.packaging_id === null ? null : { id: r.packaging_id, ...packagingNames(r) },
    fee: r.fee === null ? null : Number(r.fee),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    customer: withCustomer ? presentCustomer(r) : null,
  };
}

/** Newest first: `sample_requests_owner_idx` for a customer, `…_created_idx` / `…_state_idx` for staff. */
const KEYSET = newestFirst('s');

/**
 * How the tabs are counted: by counting the matching requests (a customer's own through the owner
 * index, a search's), or — for staff's whole queue — from `sample_request_counts`, the per-state
 * counter kept by triggers (migration 0014_sample_lists): the whole table would otherwise be counted on every page.
 */
type Counting = 'rows' | 'counter';

/**
 * One page, newest first, and how many requests each state holds under the same filters (the tabs).
 * The counts come from one grouped statement beside the page; the total is the chosen tab's count.
 */
async function queryPage(
  db: Db,
  where: SQL[],
  q: { state?: SampleState; limit: number; cursor?: string },
  withCustomer: boolean,
  counting: Counting,
  /** a search's condition (`recordListPage`'s `search`) */
  search?: SearchCondition,
): Promise<SamplePage> {
  return recordListPage(db, {
    table: 'sample_requests',
    alias: 's',
    select: SUMMARY_COLUMNS,
    from: FROM,
    where,
    keyset: KEYSET,
    states: SAMPLE_STATES,
    q,
    search,
    counter: counting === 'counter' ? stateCounts('sample_request_counts') : undefined,
    present: (r: SummaryRow & { page_key: string[] }) => presentSummary(r, withCustomer),
  });
}

/** A customer's own requests. */
export async function listOwnSamples(db: Db, ownerId: string, q: SampleListQuery): Promise<SamplePage> {
  return queryPage(db, [ownSampleFilter(ownerId)], q, false, 'rows');
}

/**
 * Every request (staff): by state, and by reference, customer (name, company, e-mail) or recipe name.
 * A search is one BitmapOr of indexes, never a scan of the table: the number by its unique index, the
 * recipe name by its trigram index (migration 0027), the customers matching found first (a small table,
 * through its own trigram index) and their requests read by the owner index. The counts use the same
 * predicate.
 */
export async function listAllSamples(db: Db, q: AdminSampleListQuery): Promise<SamplePage> {
  const term = q.q?.trim().toLowerCase();
  const search = term
    ? await queueSearch(db, 's', term, parseSampleRef(term), [contains(sql`lower(s.recipe_name)`, term)])
    : undefined;
  return queryPage(db, [], q, true, search ? 'rows' : 'counter', search);
}

type DetailRow = SummaryRow & {
  owner_id: string;
  recipe_id: string | null;
  recipe_snapshot: RecipeData;
  shipping: ShippingAddress;
  note: string;
  version: number;
  paid_at: Date | string | null;
  carrier: string | null;
  tracking_number: string | null;
  reject_reason: string | null;
  recipe_deleted_at: Date | string | null;
  compliance: StoredVerdict | null;
};

async function readRow(db: Db, id: string): Promise<DetailRow | undefined> {
  const { rows } = await db.execute<DetailRow>(sql`
    select ${SUMMARY_COLUMNS}, s.recipe_id, s.recipe_snapshot, s.shipping, s.note, s.version, s.paid_at, s.carrier,
      s.tracking_number, s.reject_reason, s.compliance, r.deleted_at as recipe_deleted_at
    from ${FROM} left join recipes r on r.id = s.recipe_id
    where s.id = ${id}`);
  return rows[0];
}

/** One request as `viewer` sees it: 404 unless theirs (or staff); internal notes for staff only. */
export async function getSample(db: Db, id: string, viewer: SampleViewer): Promise<SampleDetail> {
  const r = await readRow(db, id);
  if (!r || !mayReadSample({ ownerId: r.owner_id }, viewer)) throw notFound('No such sample request');
  const staff = isStaff(viewer);
  return {
    ...presentSummary(r, staff),
    version: r.version,
    shipping: r.shipping,
    note: r.note,
    paidAt: isoOrNull(r.paid_at),
    carrier: r.carrier,
    trackingNumber: r.tracking_number,
    rejectReason: r.reject_reason,
    recipe: {
      // a link while the recipe exists; a customer's deleted recipe opens nothing
      id: r.recipe_id !== null && (staff || r.recipe_deleted_at === null) ? r.recipe_id : null,
      name: r.recipe_name,
      revision: r.recipe_revision,
      ...(await presentPinnedRecipe(db, r.recipe_snapshot)),
    },
    compliance: r.compliance,
    timeline: await readTimeline(db, 'sample', id, staff ? 'staff' : 'customer'),
    actions: actionsFor(sampleMachine, r.state as SampleState, actorOf(viewer)).map((t) => t.action),
  };
}

/** Opening a request reads the viewer's notifications about it. */
export function openSample(db: Db, id: string, viewer: SampleViewer): Promise<SampleDetail> {
  return openRecord(db, 'sample', id, viewer, getSample);
}

/* ------------------------------------------------ writing ------------------------------------------------ */

const field = (name: string, key: string, message: string) => new AppError(400, 'VALIDATION', message, { [name]: key });

/**
 * A new request from the caller's own usable recipe: the recipe's current revision is pinned (its
 * number and a copy of its snapshot, read in the same transaction under a share lock, so a save
 * cannot slip in between). Someone else's or a deleted recipe is 404; a recipe that is not usable
 * (total not 100 %, a limit exceeded) is a field error; a packaging item must be in the catalogue and
 * visible. Staff are notified.
 */
export async function createSample(db: Db, notifier: Notifier, userId: string, input: SampleCreate): Promise<SampleDetail> {
  const id = await notifyingTransaction(db, notifier, async (tx, notified) => {
    const { rows } = await tx.execute<{
      owner_id: string;
      deleted_at: Date | null;
      valid: boolean;
      revision: number;
      name: string;
    }>(sql`select owner_id, deleted_at, valid, revision, name from recipes where id = ${input.recipeId} for share`);
    const recipe = rows[0];
    if (!recipe || !mayUseRecipe({ ownerId: recipe.owner_id, deletedAt: recipe.deleted_at }, userId)) {
      throw notFound('No such recipe');
    }
    if (!recipe.valid) throw field('recipeId', 'errors.recipeNotUsable', 'This recipe is not usable for a sample yet');
    const revision = await tx.execute<{ snapshot: RecipeData }>(
      sql`select snapshot from recipe_revisions where recipe_id = ${input.recipeId} and number = ${recipe.revision}`,
    );
    const snapshot = revision.rows[0]?.snapshot;
    if (!snapshot) throw field('recipeId', 'errors.recipeNotUsable', 'This recipe has no saved revision');
    // recorded with the request (staff see whether the formula can go where the brand sells), not enforced
    const compliance = await verdictOfSnapshot(tx, snapshot);

    let packagingName: string | null = null;
    if (input.packagingId) {
      const p = await tx.execute<{ name_ko: string; visible: boolean }>(
        sql`select name_ko, visible from sub_materials where id = ${input.packagingId} for key share`,
      );
      if (!p.rows[0]?.visible) throw field('packagingId', 'errors.packagingUnavailable', 'No such packaging');
      packagingName = p.rows[0].name_ko;
    }

    const [row] = await tx
      .insert(sampleRequests)
      .values({
        ownerId: userId,
        recipeId: input.recipeId,
        recipeRevision: recipe.revision,
        recipeName: recipe.name,
        recipeSnapshot: snapshot,
        compliance,
        quantity: input.quantity,
        packagingId: input.packagingId,
        packagingName,
        shipping: { ...input.shipping, detail: input.shipping.detail ?? '' },
        note: input.note,
      })
      .returning({ id: sampleRequests.id, number: sampleRequests.number, state: sampleRequests.state });
    const made = { subject: 'sample', id: row!.id, state: row!.state, ref: sampleRef(row!.number), customerId: userId } as const;
    notified(await recordCreation(tx, { ...made, note: input.note }, notifier));
    return row!.id;
  });
  return getSample(db, id, { customerId: userId });
}

/** The columns a transition sets besides state and version, and the note it leaves on the timeline. */
function effectsOf(action: string, body: TransitionBody): { set: Record<string, unknown>; note?: string } {
  switch (action) {
    case 'request_payment':
      return { set: { fee: body.fee } };
    case 'approve_free':
      return { set: { fee: 0 } };
    case 'record_payment':
      return { set: { paidAt: new Date() } };
    case 'ship':
      return shipmentEffect(body);
    case 'reject':
      return { set: { rejectReason: body.reason } };
    default:
      return { set: {} };
  }
}

/**
 * One step of the machine by the customer (cancel, deliver) or staff (everything else, deliver too).
 * 404 for someone else's request, 409 TRANSITION_NOT_ALLOWED for a step the machine refuses, 400 for
 * a missing fee / shipment / reason, 409 CHANGED_MEANWHILE when the version is stale (two staff members at once:
 * one wins). The other side is notified.
 */
export async function transitionSample(
  db: Db,
  notifier: Notifier,
  id: string,
  viewer: SampleViewer,
  body: TransitionBody,
): Promise<SampleDetail> {
  await notifyingTransaction(db, notifier, async (tx, notified) => {
    // locked as every workflow record's step is: a second step on the request waits for this one
    const r = await lockRecord<{ fee: string | null; recipe_name: string }>(tx, {
      table: 'sample_requests',
      id,
      more: sql`fee, recipe_name`,
      mayRead: (row) => mayReadSample(row, viewer),
      missing: 'No such sample request',
    });
    // a screen that saw an older version acted on what it no longer shows: of two staff members
    // acting at once, the one who comes second always hears "changed meanwhile", whatever they chose
    if (body.version !== r.version) throw staleVersion('sample');
    const effects = effectsOf(body.action, body);
    const actorId = userIdOf(viewer);
    notified(
      await transitionAndNotify(
        tx,
        notifier,
        {
          machine: sampleMachine,
          table: sampleRequests,
          subject: 'sample',
          record: { id, state: r.state as SampleState, version: r.version },
          ref: sampleRef(r.number),
          ownerId: r.owner_id,
          actor: actorOf(viewer),
          actorId,
          body,
          set: effects.set,
          note: effects.note,
        },
        // the offline fallback of online payment: a payment row of gateway 'offline', so sales count it
        (t) =>
          recordPaymentStep(tx, t.action, {
            kind: 'sample',
            targetId: id,
            targetRef: sampleRef(r.number),
            ...sampleOrderNames(r.number, r.recipe_name),
            ownerId: r.owner_id,
            amount: Number(r.fee ?? 0),
            staffId: actorId,
          }),
      ),
    );
  });
  return getSample(db, id, viewer);
}

/** Staff's internal note on a request's timeline: never sent to the customer, no notification. */
export async function addSampleNote(db: Db, id: string, staffId: string, note: string): Promise<SampleDetail> {
  await addInternalNote(db, { table: sampleRequests, subject: 'sample', id, staffId, note, missing: 'No such sample request' });
  return getSample(db, id, { staffId });
}
