/**
 * Quotes (PRODUCT.md §3.5): a customer asks a price for one of their usable recipes in a packaging item
 * and a quantity (at least the MOQs involved); staff answer with line items, lead time and validity
 * (each answer a kept revision); the customer accepts — which makes the production order in the same
 * transaction — or rejects; staff may decline a request, the customer cancel it; a quote whose validity
 * passed expires (quotes.expiry.ts). Every step goes through the shared machine (quotes.states.ts) with
 * `applyTransition`, writes the timeline and notifies the other side.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { actionsFor, findTransition, type Actor } from '@formulab/shared/workflow/machine';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import type { RecipeData } from '@formulab/shared/recipes/recipes.schema';
import type { StoredVerdict } from '@formulab/shared/compliance/compliance.schema';
import {
  parseQuoteRef,
  quoteRef,
  quoteTotal,
  unitPriceOf,
  type AdminQuoteListQuery,
  type QuoteAnswer,
  type QuoteDetail,
  type QuoteListQuery,
  type QuoteMinimum,
  type QuotePage,
  type QuoteRequest,
  type QuoteRevision,
  type QuoteSummary,
} from '@formulab/shared/quotes/quotes.schema';
import { QUOTE_STATES, quoteMachine, type QuoteState } from '@formulab/shared/quotes/quotes.states';
import { orderRef } from '@formulab/shared/orders/orders.schema';
import type { Incoterm } from '@formulab/shared/orders/delivery';
import { taxTreatmentOf, vatOf, type TaxTreatment } from '@formulab/shared/orders/tax';
import { HOME_COUNTRY, type ShipTo } from '@formulab/shared/shop/addresses.schema';
import { addressForShipTo } from '../purchases/addresses.service.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { newestFirst } from '../../lib/keyset.ts';
import { notifyingTransaction, openRecord, type Notifier } from '../notifications/notifications.service.ts';
import { productionOrders } from '../orders/orders.table.ts';
import { presentPinnedRecipe } from '../recipes/recipes.lines.ts';
import { verdictOfSnapshot } from '../compliance/compliance.service.ts';
import { contains } from '../../lib/like.ts';
import {
  addInternalNote,
  applyTransition,
  lockRecord,
  readTimeline,
  recordCreation,
  transitionAndNotify,
  type LockedRecord,
} from '../workflow/workflow.ts';
import { queueSearch } from '../users/customer-search.ts';
import type { SearchCondition } from '../../lib/like.ts';
import { loadIngredientMoqs, minimumQuantity } from './quotes.moq.ts';
import { TODAY, isStaff, mayRead, mayUseRecipe, ownQuoteFilter, stillValid, type Viewer } from './quotes.policy.ts';
import { quoteRevisions, quotes, type QuoteLine } from './quotes.table.ts';
import { iso } from '../../lib/dates.ts';
import { actorOf, recordListPage, userIdOf, type RecordRow } from '../../lib/workflow-viewer.ts';
import { CUSTOMER_COLUMNS, presentCustomer, type CustomerRow } from '../users/customer-columns.ts';
import { packagingNames } from '../sub-materials/packaging-names.ts';
import { stateCounts } from '../../lib/state-counts.ts';

const numOrNull = (v: string | number | null) => (v === null ? null : Number(v));
const field = (name: string, key: string, message: string) => new AppError(400, 'VALIDATION', message, { [name]: key });
export const quoteExpired = () =>
  new AppError(409, 'QUOTE_EXPIRED', 'The validity date of this quote has passed; ask for a new quote');

/* ------------------------------------------------ reading ------------------------------------------------ */

/** The columns of a list row (aliases: q quote, u customer, p packaging). */
const SUMMARY_COLUMNS = sql`q.id, q.number, q.state, q.recipe_name, q.recipe_revision, q.quantity, q.wished_date,
  q.packaging_id, q.packaging_name, p.code as packaging_code, p.name_ko as packaging_name_ko, p.name_en as packaging_name_en,
  p.capacity_ml as packaging_capacity, q.revision, q.unit_price, q.total, q.vat, q.tax_treatment, q.lead_time_days, q.valid_until,
  (q.state = 'quoted' and q.valid_until < ${TODAY}) as overdue, q.created_at, q.updated_at,
  q.owner_id, ${CUSTOMER_COLUMNS}`;
const FROM = sql`quotes q join users u on u.id = q.owner_id left join sub_materials p on p.id = q.packaging_id`;

type SummaryRow = CustomerRow &
  RecordRow & {
    recipe_name: string;
    recipe_revision: number;
    quantity: number;
    wished_date: string | null;
    packaging_id: string | null;
    packaging_name: string | null;
    packaging_code: string | null;
    packaging_name_ko: string | null;
    packaging_name_en: string | null;
    packaging_capacity: string | number | null;
    revision: number;
    unit_price: string | number | null;
    total: string | number | null;
    vat: string | number | null;
    tax_treatment: string | null;
    lead_time_days: number | null;
    valid_until: string | null;
    overdue: boolean | null;
  };

function presentSummary(r: SummaryRow, withCustomer: boolean): QuoteSummary {
  return {
    id: r.id,
    ref: quoteRef(r.number),
    number: r.number,
    state: r.state as QuoteState,
    overdue: r.overdue === true,
    recipeName: r.recipe_name,
    recipeRevision: r.recipe_revision,
    packaging:
      r.packaging_name === null && r.packaging_id === null
        ? null
        : {
            id: r.packaging_id,
            code: r.packaging_code,
            ...packagingNames(r),
            capacityMl: numOrNull(r.packaging_capacity),
          },
    quantity: r.quantity,
    wishedDate: r.wished_date,
    revision: r.revision,
    unitPrice: numOrNull(r.unit_price),
    total: numOrNull(r.total),
    vat: r.total === null ? null : Number(r.vat ?? 0),
    amountDue: r.total === null ? null : Number(r.total) + Number(r.vat ?? 0),
    taxTreatment: r.tax_treatment as TaxTreatment | null,
    leadTimeDays: r.lead_time_days,
    validUntil: r.valid_until,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    customer: withCustomer ? presentCustomer(r) : null,
  };
}

/** Newest first: `quotes_owner_idx` for a customer, `quotes_created_idx` / `quotes_state_idx` for staff. */
const KEYSET = newestFirst('q');

/**
 * One page, newest first, and how many quotes each state holds under the same filters (the tabs):
 * one grouped statement beside the page, or — for staff's whole queue (`counter`) — `quote_counts`, the
 * per-state counter kept by triggers (migration 0054): a million quotes would otherwise be grouped on
 * every first page. The total is the chosen tab's count.
 */
async function queryPage(
  db: Db,
  where: SQL[],
  q: { state?: QuoteState; limit: number; cursor?: string },
  withCustomer: boolean,
  /** a search's condition (`recordListPage`'s `search`) */
  search?: SearchCondition,
  counter = false,
): Promise<QuotePage> {
  return recordListPage(db, {
    table: 'quotes',
    alias: 'q',
    select: SUMMARY_COLUMNS,
    from: FROM,
    where,
    keyset: KEYSET,
    states: QUOTE_STATES,
    q,
    search,
    counter: counter ? stateCounts('quote_counts') : undefined,
    present: (r: SummaryRow & { page_key: string[] }) => presentSummary(r, withCustomer),
  });
}

/** A customer's own quotes. */
export async function listOwnQuotes(db: Db, ownerId: string, q: QuoteListQuery): Promise<QuotePage> {
  return queryPage(db, [ownQuoteFilter(ownerId)], q, false);
}

/**
 * Every quote (staff): by state, and by reference, customer (name, company, e-mail) or recipe name.
 * A search is one BitmapOr of indexes, never a scan of the table: the number by its unique index, the
 * recipe name by its trigram index (migration 0027), the customers matching found first (a small table,
 * through its own trigram index) and their quotes read by the owner index. The counts use the same
 * predicate.
 */
export async function listAllQuotes(db: Db, q: AdminQuoteListQuery): Promise<QuotePage> {
  const term = q.q?.trim().toLowerCase();
  const search = term
    ? await queueSearch(db, 'q', term, parseQuoteRef(term), [contains(sql`lower(q.recipe_name)`, term)])
    : undefined;
  return queryPage(db, [], q, true, search, !search);
}

type DetailRow = SummaryRow & {
  recipe_id: string | null;
  recipe_snapshot: RecipeData;
  note: string;
  version: number;
  decline_reason: string | null;
  recipe_deleted_at: Date | string | null;
  accept_compliance: StoredVerdict | null;
  ship_to: ShipTo | null;
  incoterm: string | null;
};

async function readRow(db: Db, id: string): Promise<DetailRow | undefined> {
  const { rows } = await db.execute<DetailRow>(sql`
    select ${SUMMARY_COLUMNS}, q.recipe_id, q.recipe_snapshot, q.note, q.version, q.decline_reason,
      q.accept_compliance, q.ship_to, q.incoterm, r.deleted_at as recipe_deleted_at
    from ${FROM} left join recipes r on r.id = q.recipe_id
    where q.id = ${id}`);
  return rows[0];
}

type RevisionRow = {
  number: number;
  lines: QuoteLine[];
  unit_price: string | number;
  total: string | number;
  vat: string | number;
  lead_time_days: number;
  valid_until: string;
  note: string;
  created_at: Date | string;
};

function presentRevision(r: RevisionRow): QuoteRevision {
  return {
    number: r.number,
    lines: r.lines,
    unitPrice: Number(r.unit_price),
    total: Number(r.total),
    vat: Number(r.vat),
    amountDue: Number(r.total) + Number(r.vat),
    leadTimeDays: r.lead_time_days,
    validUntil: r.valid_until,
    note: r.note,
    createdAt: iso(r.created_at),
  };
}

/** The actions `viewer` may take now: the machine's, less accepting a quote whose validity has passed. */
export function quoteActions(state: QuoteState, overdue: boolean, actor: Actor) {
  return actionsFor(quoteMachine, state, actor)
    .map((t) => t.action)
    .filter((a) => !(a === 'accept' && overdue));
}

/** One quote as `viewer` sees it: 404 unless theirs (or staff); internal notes for staff only. */
export async function getQuote(db: Db, id: string, viewer: Viewer): Promise<QuoteDetail> {
  const r = await readRow(db, id);
  if (!r || !mayRead({ ownerId: r.owner_id }, viewer)) throw notFound('No such quote');
  const staff = isStaff(viewer);
  const snapshot = r.recipe_snapshot;
  const [pinned, revisions, order, timeline] = [
    await presentPinnedRecipe(db, snapshot),
    await db.execute<RevisionRow>(sql`
      select number, lines, unit_price, total, vat, lead_time_days, valid_until, note, created_at
      from quote_revisions where quote_id = ${id} order by number desc`),
    await db.execute<{ id: string; number: number; state: string }>(
      sql`select id, number, state from production_orders where quote_id = ${id}`,
    ),
    await readTimeline(db, 'quote', id, staff ? 'staff' : 'customer'),
  ];
  const o = order.rows[0];
  return {
    ...presentSummary(r, staff),
    version: r.version,
    note: r.note,
    declineReason: r.decline_reason,
    shipTo: r.ship_to,
    incoterm: r.incoterm as Incoterm | null,
    recipe: {
      // a link while the recipe exists; a customer's deleted recipe opens nothing
      id: r.recipe_id !== null && (staff || r.recipe_deleted_at === null) ? r.recipe_id : null,
      name: r.recipe_name,
      revision: r.recipe_revision,
      ...pinned,
      fillMl: snapshot.costing?.fillMl ?? null,
    },
    revisions: revisions.rows.map(presentRevision),
    order: o ? { id: o.id, ref: orderRef(o.number), state: o.state } : null,
    acceptCompliance: r.accept_compliance,
    timeline,
    actions: quoteActions(r.state as QuoteState, r.overdue === true, actorOf(viewer)),
  };
}

/** Opening a quote reads the viewer's notifications about it. */
export function openQuote(db: Db, id: string, viewer: Viewer): Promise<QuoteDetail> {
  return openRecord(db, 'quote', id, viewer, getQuote);
}

/** One kept answer of a quote (404 unless the viewer may read the quote and it has that revision). */
export async function getQuoteRevision(db: Db, id: string, number: number, viewer: Viewer): Promise<QuoteRevision> {
  const { rows } = await db.execute<RevisionRow & { owner_id: string }>(sql`
    select q.owner_id, v.number, v.lines, v.unit_price, v.total, v.vat, v.lead_time_days, v.valid_until, v.note, v.created_at
    from quotes q join quote_revisions v on v.quote_id = q.id
    where q.id = ${id} and v.number = ${number}`);
  const r = rows[0];
  if (!r || !mayRead({ ownerId: r.owner_id }, viewer)) throw notFound('No such quote revision');
  return presentRevision(r);
}

/* ---------------------------------------------- requesting ----------------------------------------------- */

type RequestContext = {
  recipe: { name: string; revision: number; snapshot: RecipeData };
  packaging: { name: string };
  minimum: QuoteMinimum;
};

/**
 * What a request is made of, checked: the caller's own undeleted recipe (else 404) that is usable
 * (else a field error), its current revision's snapshot, a visible packaging item, and the MOQ of the
 * pair. `lock` (inside the create's transaction): a save of the recipe cannot slip in between.
 */
async function requestContext(
  db: Db,
  userId: string,
  recipeId: string,
  packagingId: string,
  lock: boolean,
): Promise<RequestContext> {
  const { rows } = await db.execute<{
    owner_id: string;
    deleted_at: Date | null;
    valid: boolean;
    revision: number;
    name: string;
  }>(
    sql`select owner_id, deleted_at, valid, revision, name from recipes where id = ${recipeId} ${lock ? sql`for share` : sql``}`,
  );
  const recipe = rows[0];
  if (!recipe || !mayUseRecipe({ ownerId: recipe.owner_id, deletedAt: recipe.deleted_at }, userId)) {
    throw notFound('No such recipe');
  }
  if (!recipe.valid) throw field('recipeId', 'errors.quoteRecipeNotUsable', 'This recipe is not usable for a quote yet');
  const revision = await db.execute<{ snapshot: RecipeData }>(
    sql`select snapshot from recipe_revisions where recipe_id = ${recipeId} and number = ${recipe.revision}`,
  );
  const snapshot = revision.rows[0]?.snapshot;
  if (!snapshot) throw field('recipeId', 'errors.quoteRecipeNotUsable', 'This recipe has no saved revision');
  const p = await db.execute<{ name_ko: string; visible: boolean; moq: number; capacity_ml: string | number | null }>(
    sql`select name_ko, visible, moq, capacity_ml from sub_materials where id = ${packagingId} ${lock ? sql`for key share` : sql``}`,
  );
  const pack = p.rows[0];
  if (!pack?.visible) throw field('packagingId', 'errors.quotePackagingUnavailable', 'No such packaging');
  const moqs = await loadIngredientMoqs(
    db,
    snapshot.lines.map((l) => l.ingredientId),
  );
  const minimum = minimumQuantity(
    { lines: snapshot.lines, costing: snapshot.costing },
    { moq: pack.moq, capacityMl: numOrNull(pack.capacity_ml) },
    moqs,
  );
  return { recipe: { name: recipe.name, revision: recipe.revision, snapshot }, packaging: { name: pack.name_ko }, minimum };
}

/** The minimum order quantity of one of the caller's recipes in a packaging item (the form shows and checks it). */
export async function quoteMinimum(db: Db, userId: string, recipeId: string, packagingId: string): Promise<QuoteMinimum> {
  return (await requestContext(db, userId, recipeId, packagingId, false)).minimum;
}

/**
 * A sale in Korea is documented by a tax invoice to the buyer's business registration number: a quote
 * delivered in Korea needs it on the customer's profile (checked for its check digit when typed). 400 on
 * the ship-to, which is what makes the sale domestic.
 */
async function requireRegisteredBusiness(tx: Db, userId: string) {
  const { rows } = await tx.execute<{ brn: string | null }>(
    sql`select business_registration_number as brn from users where id = ${userId}`,
  );
  if (!rows[0]?.brn) {
    throw new AppError(400, 'VALIDATION', 'A sale in Korea needs the business registration number', {
      shipToAddressId: 'workflow.errors.brnRequired',
    });
  }
}

/**
 * A new request: the recipe's current revision is pinned (its number and a copy of its snapshot, read
 * under a share lock), the quantity must reach the MOQ (a field error naming the minimum otherwise).
 * Staff are notified.
 */
export async function createQuote(db: Db, notifier: Notifier, userId: string, input: QuoteRequest): Promise<QuoteDetail> {
  const id = await notifyingTransaction(db, notifier, async (tx, notified) => {
    const ctx = await requestContext(tx, userId, input.recipeId, input.packagingId, true);
    if (input.quantity < ctx.minimum.minQuantity) {
      throw new AppError(
        400,
        'VALIDATION',
        `The minimum order quantity is ${ctx.minimum.minQuantity}`,
        { quantity: 'errors.belowMoq' },
        { min: ctx.minimum.minQuantity },
      );
    }
    const shipTo = await addressForShipTo(tx, userId, input.shipToAddressId, 'shipToAddressId');
    if (shipTo.country !== HOME_COUNTRY && input.incoterm === null) {
      throw new AppError(400, 'VALIDATION', 'An export needs an incoterm', { incoterm: 'workflow.errors.incotermRequired' });
    }
    const taxTreatment = taxTreatmentOf(shipTo.country);
    if (taxTreatment === 'standard') await requireRegisteredBusiness(tx, userId);
    const [row] = await tx
      .insert(quotes)
      .values({
        ownerId: userId,
        recipeId: input.recipeId,
        recipeRevision: ctx.recipe.revision,
        recipeName: ctx.recipe.name,
        recipeSnapshot: ctx.recipe.snapshot,
        packagingId: input.packagingId,
        packagingName: ctx.packaging.name,
        quantity: input.quantity,
        shipTo,
        incoterm: input.incoterm,
        taxTreatment,
        wishedDate: input.wishedDate,
        note: input.note,
      })
      .returning({ id: quotes.id, number: quotes.number, state: quotes.state });
    const made = { subject: 'quote', id: row!.id, state: row!.state, ref: quoteRef(row!.number), customerId: userId } as const;
    notified(await recordCreation(tx, { ...made, note: input.note }, notifier));
    return row!.id;
  });
  return getQuote(db, id, { customerId: userId });
}

/* ---------------------------------------------- transitions ---------------------------------------------- */

/** What a step of a quote reads of it besides `LockedRecord`'s columns. */
type QuoteColumns = {
  revision: number;
  quantity: number;
  recipe_id: string | null;
  recipe_revision: number;
  recipe_name: string;
  packaging_name: string | null;
  unit_price: string | number | null;
  total: string | number | null;
  ship_to: ShipTo | null;
  incoterm: string | null;
  tax_treatment: string | null;
  vat: string | number | null;
};
type LockedQuote = LockedRecord & QuoteColumns;

/**
 * The quote row, locked for the transaction (FOR UPDATE): two actions on one quote run one after the
 * other, and the second sees the first's state and version (409 rather than a lost update).
 */
async function lockQuote(tx: Db, id: string, viewer: Viewer | 'system'): Promise<LockedQuote> {
  return lockRecord<QuoteColumns>(tx, {
    table: 'quotes',
    id,
    more: sql`revision, quantity, recipe_id, recipe_revision, recipe_name, packaging_name,
      unit_price, total, ship_to, incoterm, tax_treatment, vat`,
    mayRead: (row) => viewer === 'system' || mayRead(row, viewer),
    missing: 'No such quote',
  });
}

/** Locked quote `id` as a step of the quote machine names it, with what tells its other side. */
function quoteStep(id: string, r: LockedQuote) {
  return {
    machine: quoteMachine,
    table: quotes,
    subject: 'quote' as const,
    record: { id, state: r.state as QuoteState, version: r.version },
    ref: quoteRef(r.number),
    ownerId: r.owner_id,
  };
}

/**
 * Staff answer a quote, or revise their answer (the machine's 'quote', from requested or quoted): a new
 * quote_revisions row (number = revision + 1) and the quote's current figures, in one transaction; the
 * total is the sum of the lines and the unit price the total over the quantity, both computed here.
 */
export async function answerQuote(
  db: Db,
  notifier: Notifier,
  id: string,
  staffId: string,
  body: QuoteAnswer,
): Promise<QuoteDetail> {
  await notifyingTransaction(db, notifier, async (tx, notified) => {
    const r = await lockQuote(tx, id, { staffId });
    const total = quoteTotal(body.lines);
    const unitPrice = unitPriceOf(total, r.quantity);
    // a quote requested before VAT was itemised is priced as a sale in Korea (where it was made)
    const taxTreatment = (r.tax_treatment as TaxTreatment | null) ?? 'standard';
    const vat = vatOf(total, taxTreatment);
    const number = r.revision + 1;
    notified(
      await transitionAndNotify(
        tx,
        notifier,
        {
          ...quoteStep(id, r),
          actor: 'staff',
          actorId: staffId,
          body: { action: 'quote', version: body.version },
          set: {
            revision: number,
            unitPrice,
            total,
            vat,
            taxTreatment,
            leadTimeDays: body.leadTimeDays,
            validUntil: body.validUntil,
          },
          note: body.note,
        },
        async () => {
          await tx.insert(quoteRevisions).values({
            quoteId: id,
            number,
            lines: body.lines,
            unitPrice,
            total,
            vat,
            leadTimeDays: body.leadTimeDays,
            validUntil: body.validUntil,
            note: body.note,
            authorId: staffId,
          });
        },
      ),
    );
  });
  return getQuote(db, id, { staffId });
}

/**
 * Accepting, inside the caller's transaction on a locked quote: the customer's 'accept' only while the
 * validity date has not passed (the UPDATE's own condition, so a quote the expiry job has not reached
 * yet is refused too: 409 QUOTE_EXPIRED), then the system's 'order', then the production order at the
 * accepted revision's figures, pinned to that revision and to the quote's recipe revision.
 */
async function acceptLocked(tx: Db, notifier: Notifier, id: string, r: LockedQuote, customerId: string, body: TransitionBody) {
  await applyTransition(tx, {
    machine: quoteMachine,
    table: quotes,
    subject: 'quote',
    record: { id, state: r.state as QuoteState, version: r.version },
    actor: 'customer',
    actorId: customerId,
    body,
    where: stillValid,
    onRefused: quoteExpired,
  });
  const ordered = await applyTransition(tx, {
    machine: quoteMachine,
    table: quotes,
    subject: 'quote',
    record: { id, state: 'accepted', version: r.version + 1 },
    actor: 'system',
    actorId: null,
    body: { action: 'order', version: r.version + 1 },
  });
  if (r.unit_price === null || r.total === null || r.revision < 1) throw new Error(`quote ${id} was quoted without figures`);
  // the pinned revision's verdict against the rules in force today, kept with the acceptance (recorded, not enforced)
  const pinned = await tx.execute<{ recipe_snapshot: RecipeData }>(sql`select recipe_snapshot from quotes where id = ${id}`);
  const acceptCompliance = await verdictOfSnapshot(tx, pinned.rows[0]!.recipe_snapshot);
  await tx.update(quotes).set({ acceptCompliance }).where(eq(quotes.id, id));
  const [order] = await tx
    .insert(productionOrders)
    .values({
      ownerId: r.owner_id,
      quoteId: id,
      quoteRevision: r.revision,
      recipeId: r.recipe_id,
      recipeRevision: r.recipe_revision,
      recipeName: r.recipe_name,
      packagingName: r.packaging_name,
      quantity: r.quantity,
      shipTo: r.ship_to,
      incoterm: r.incoterm,
      unitPrice: Number(r.unit_price),
      total: Number(r.total),
      vat: Number(r.vat ?? 0),
      taxTreatment: r.tax_treatment,
    })
    .returning({ id: productionOrders.id, number: productionOrders.number, state: productionOrders.state });
  // the order's timeline starts by naming the quote it came from
  await recordCreation(tx, { subject: 'order', id: order!.id, state: order!.state, customerId, note: quoteRef(r.number) });
  // one notification for staff, not two: the accepted quote names the order it made
  return notifier.notify(tx, {
    to: 'staff',
    subject: 'quote',
    subjectId: id,
    action: 'accept',
    ref: quoteRef(r.number),
    state: ordered.to,
  });
}

/**
 * One step of the machine by the customer (accept, reject, cancel) or staff (decline; answering has
 * its own route because it carries line items). 404 for someone else's quote, 409
 * TRANSITION_NOT_ALLOWED for a step the machine refuses (the system's 'order' and 'expire' included),
 * 400 for a missing reason, 409 CHANGED_MEANWHILE for a stale version, 409 QUOTE_EXPIRED for accepting after the
 * validity date. The other side is notified.
 */
export async function transitionQuote(
  db: Db,
  notifier: Notifier,
  id: string,
  viewer: Viewer,
  body: TransitionBody,
): Promise<QuoteDetail> {
  await notifyingTransaction(db, notifier, async (tx, notified) => {
    const r = await lockQuote(tx, id, viewer);
    const actor = actorOf(viewer);
    if (body.action === 'quote' && findTransition(quoteMachine, r.state as QuoteState, 'quote', actor)) {
      throw field('lines', 'errors.required', 'Answer a quote with its line items (POST …/answer)');
    }
    if (body.action === 'accept' && !isStaff(viewer) && findTransition(quoteMachine, r.state as QuoteState, 'accept', actor)) {
      notified(await acceptLocked(tx, notifier, id, r, viewer.customerId, body));
      return;
    }
    notified(
      await transitionAndNotify(tx, notifier, {
        ...quoteStep(id, r),
        actor,
        actorId: userIdOf(viewer),
        body,
        set: body.action === 'decline' ? { declineReason: body.reason } : {},
      }),
    );
  });
  return getQuote(db, id, viewer);
}

/** Staff's internal note on a quote's timeline: never sent to the customer, no notification. */
export async function addQuoteNote(db: Db, id: string, staffId: string, note: string): Promise<QuoteDetail> {
  await addInternalNote(db, { table: quotes, subject: 'quote', id, staffId, note, missing: 'No such quote' });
  return getQuote(db, id, { staffId });
}

/**
 * Moves one overdue quote to 'expired' as the system, in its own transaction, and notifies the customer.
 * Returns false when it no longer qualifies (accepted, revised to a later date meanwhile).
 */
export async function expireQuote(db: Db, notifier: Notifier, id: string): Promise<boolean> {
  const done = await notifyingTransaction(db, notifier, async (tx, notified) => {
    const r = await lockQuote(tx, id, 'system');
    if (r.state !== 'quoted') return false;
    try {
      notified(
        await transitionAndNotify(tx, notifier, {
          ...quoteStep(id, r),
          actor: 'system',
          actorId: null,
          body: { action: 'expire', version: r.version },
          where: sql`valid_until < ${TODAY}`,
          onRefused: () => new AppError(409, 'CONFLICT', 'still valid'),
        }),
      );
      return true;
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 409) return false;
      throw err;
    }
  });
  return done;
}
