/**
 * Customer 1:1 inquiries (PRODUCT.md §3.8): a customer writes (category, title, message, files);
 * staff answer; a customer's reply reopens it; either side closes it. Every message moves the shared
 * state machine (inquiries.states.ts) through `applyTransition`, and notifies the other side.
 */
import { sql, type SQL } from 'drizzle-orm';
import { actionsFor } from '@formulab/shared/workflow/machine';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import {
  inquiryRef,
  parseInquiryRef,
  type AdminInquiryListQuery,
  type InquiryCategory,
  type InquiryCounts,
  type InquiryCreate,
  type InquiryDetail,
  type InquiryListQuery,
  type InquiryPage,
  type InquirySort,
  type InquirySummary,
} from '@formulab/shared/inquiries/inquiries.schema';
import { INQUIRY_STATES, inquiryMachine, type InquiryState } from '@formulab/shared/inquiries/inquiries.states';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { newestFirst, byColumn, keysetOrder, keysetSelect, type Keyset } from '../../lib/keyset.ts';
import { contains, type SearchCondition } from '../../lib/like.ts';
import { queueSearch } from '../users/customer-search.ts';
import { claimFiles, filesByIds } from '../files/files.service.ts';
import { notifyingTransaction, openRecord, type Notifier } from '../notifications/notifications.service.ts';
import {
  applyTransition,
  lockRecord,
  notifyOtherSide,
  readTimeline,
  recordCreation,
  transitionAndNotify,
} from '../workflow/workflow.ts';
import { isStaff, mayReadInquiry, ownInquiryFilter, type InquiryViewer } from './inquiries.policy.ts';
import { inquiries, inquiryMessages } from './inquiries.table.ts';
import { iso } from '../../lib/dates.ts';
import { actorOf, cappedSearch, emptyCounts as emptyCountsOf, queuePage, userIdOf } from '../../lib/workflow-viewer.ts';
import { CUSTOMER_COLUMNS, presentCustomer, type CustomerRow } from '../users/customer-columns.ts';
import { stateCounts } from '../../lib/state-counts.ts';

const ATTACHMENT_KINDS: ('image' | 'document')[] = ['image', 'document'];

/* ------------------------------------------------ reading ------------------------------------------------ */

const SUMMARY_COLUMNS = sql`i.id, i.number, i.category, i.title, i.state, i.version, i.message_count, i.last_message_at,
  i.last_message_by, i.created_at, i.owner_id, ${CUSTOMER_COLUMNS}`;
const FROM = sql`inquiries i join users u on u.id = i.owner_id`;

type SummaryRow = CustomerRow & {
  id: string;
  number: number;
  category: string;
  title: string;
  state: string;
  version: number;
  message_count: number;
  last_message_at: Date | string;
  last_message_by: string;
  created_at: Date | string;
};

function presentSummary(r: SummaryRow, withCustomer: boolean): InquirySummary {
  return {
    id: r.id,
    ref: inquiryRef(r.number),
    number: r.number,
    category: r.category as InquiryCategory,
    title: r.title,
    state: r.state as InquiryState,
    messageCount: r.message_count,
    lastMessageAt: iso(r.last_message_at),
    lastMessageBy: r.last_message_by === 'staff' ? 'staff' : 'customer',
    createdAt: iso(r.created_at),
    customer: withCustomer ? presentCustomer(r) : null,
  };
}

/** Each sort's key columns: `inquiries_created_idx` / `…_state_idx` (either direction), `…_activity_idx`. */
const KEYSETS: Record<InquirySort, Keyset> = {
  newest: newestFirst('i'),
  oldest: byColumn('oldest', 'i', 'created_at', 'micros'),
  activity: byColumn('activity', 'i', 'last_message_at', 'micros', true),
};

/**
 * How the tabs are counted: the matching inquiries themselves (a customer's own, a category, a search),
 * or — staff's whole queue — from `inquiry_counts`, the per-state counter kept by triggers (migration
 * 0018), instead of counting every inquiry on every page.
 */
type Counting = 'rows' | 'counter';

/**
 * One page in the chosen order, and how many inquiries each state holds under the same filters (the
 * tabs), counted side by side; the total is the chosen tab's count. Later pages skip the counts.
 *
 * A search (`search`, beside the `where` filters) is a staff search over 100,000 inquiries (decision
 * 0032): its matches are counted up to SEARCH_COUNT_CAP. A term under the cap has its few matches found
 * first (bitmap scans of the title's trigrams and the owners' index), then ordered — walking the sort's
 * index and filtering would read nearly every row before finding a page of rare matches. A term past the
 * cap (a word in every company's name) has its page from the newest rows of the chosen order, which it
 * fills at once, instead of ordering all its matches.
 */
async function queryPage(
  db: Db,
  where: SQL[],
  q: { state?: InquiryState; limit: number; cursor?: string; sort?: InquirySort },
  withCustomer: boolean,
  counting: Counting,
  search?: SearchCondition,
): Promise<InquiryPage> {
  const keyset = KEYSETS[q.sort ?? 'newest'];
  const filters = where.length ? sql.join(where, sql` and `) : sql`true`;
  const filter = search ? sql`${filters} and ${search.where}` : filters;
  const stateFilter = q.state ? sql`and i.state = ${q.state}` : sql``;
  const select = sql`${SUMMARY_COLUMNS}, ${keysetSelect(keyset)} as page_key`;
  return queuePage(db, {
    keyset,
    states: INQUIRY_STATES,
    q,
    page: (after) =>
      search
        ? sql`
      with i as materialized (select i.* from inquiries i where ${filter} ${stateFilter})
      select ${select}
      from i join users u on u.id = i.owner_id
      where true ${after}
      order by ${keysetOrder(keyset)}
      limit ${q.limit + 1}`
        : sql`
      select ${select}
      from ${FROM}
      where ${filter} ${stateFilter} ${after}
      order by ${keysetOrder(keyset)}
      limit ${q.limit + 1}`,
    ...(search
      ? cappedSearch<InquiryState>({
          table: sql`inquiries`,
          alias: sql`i`,
          select,
          from: FROM,
          filters,
          stateFilter,
          search,
          keyset,
          limit: q.limit,
        })
      : {
          counts:
            counting === 'counter'
              ? stateCounts('inquiry_counts')
              : sql`select i.state, count(*)::int as n from inquiries i where ${filter} group by i.state`,
        }),
    present: (r: SummaryRow & { page_key: string[] }) => presentSummary(r, withCustomer),
  });
}

/** A customer's own inquiries, newest first. */
export async function listOwnInquiries(db: Db, ownerId: string, q: InquiryListQuery): Promise<InquiryPage> {
  return queryPage(db, [ownInquiryFilter(ownerId)], q, false, 'rows');
}

/** Every inquiry (staff): by state and category, by reference, title or customer (name, company, e-mail). */
export async function listAllInquiries(db: Db, q: AdminInquiryListQuery): Promise<InquiryPage> {
  const where: SQL[] = [];
  if (q.category) where.push(sql`i.category = ${q.category}`);
  const term = q.q?.trim().toLowerCase();
  // the customers matching are found first (through users' trigram index, customer-search.ts) and their
  // inquiries read through the owner index; the title through its trigram index: one bitmap scan, not
  // the whole table
  const search = term
    ? await queueSearch(db, 'i', term, parseInquiryRef(term), [contains(sql`lower(i.title)`, term)])
    : undefined;
  return queryPage(db, where, q, true, q.category ? 'rows' : 'counter', search);
}

/** One inquiry with its conversation as `viewer` sees it: 404 unless theirs (or staff). */
export async function getInquiry(db: Db, id: string, viewer: InquiryViewer): Promise<InquiryDetail> {
  const { rows } = await db.execute<SummaryRow>(sql`select ${SUMMARY_COLUMNS} from ${FROM} where i.id = ${id}`);
  const r = rows[0];
  if (!r || !mayReadInquiry({ ownerId: r.owner_id }, viewer)) throw notFound('No such inquiry');
  const staff = isStaff(viewer);
  const messages = await db.execute<{
    id: string | number;
    author: string;
    author_name: string | null;
    body: string;
    attachment_ids: string[];
    created_at: Date | string;
  }>(sql`
    select m.id, m.author, a.name as author_name, m.body, m.attachment_ids, m.created_at
    from inquiry_messages m left join users a on a.id = m.author_id
    where m.inquiry_id = ${id} order by m.id`);
  const files = new Map<string, FileRef>(
    (await filesByIds(db, [...new Set(messages.rows.flatMap((m) => m.attachment_ids))])).map((f) => [f.id, f]),
  );
  const timeline = await readTimeline(db, 'inquiry', id, staff ? 'staff' : 'customer');
  return {
    ...presentSummary(r, staff),
    version: r.version,
    messages: messages.rows.map((m) => ({
      id: Number(m.id),
      author: m.author === 'staff' ? 'staff' : 'customer',
      // customers see staff as "Formulab staff", never by name
      authorName: m.author === 'staff' && !staff ? null : m.author_name,
      body: m.body,
      attachments: m.attachment_ids.flatMap((f) => (files.has(f) ? [files.get(f)!] : [])),
      at: iso(m.created_at),
    })),
    // the state changes only: a reply to an open inquiry leaves it open and says nothing new
    timeline: timeline.filter((e) => e.from !== e.to),
    actions: actionsFor(inquiryMachine, r.state as InquiryState, actorOf(viewer)).map((t) => t.action),
  };
}

/** Opening an inquiry reads the viewer's notifications about it. */
export function openInquiry(db: Db, id: string, viewer: InquiryViewer): Promise<InquiryDetail> {
  return openRecord(db, 'inquiry', id, viewer, getInquiry);
}

/** How many of a customer's inquiries are open and how many answered (the dashboard's messages card). */
export async function inquiryCountsOf(db: Db, ownerId: string): Promise<InquiryCounts> {
  const { rows } = await db.execute<{ state: string; n: number }>(
    sql`select state, count(*)::int as n from inquiries where owner_id = ${ownerId} group by state`,
  );
  const counts = emptyCountsOf(INQUIRY_STATES);
  for (const r of rows) if (r.state in counts) counts[r.state as InquiryState] = r.n;
  return counts;
}

/* ------------------------------------------------ writing ------------------------------------------------ */

/** Writes one message and attaches its files (the author's own unattached uploads only). */
async function writeMessage(
  tx: Db,
  inquiryId: string,
  author: { id: string; role: 'customer' | 'staff' },
  input: { body: string; attachmentIds: string[] },
): Promise<void> {
  const attachmentIds = [...new Set(input.attachmentIds)];
  await claimFiles(tx, { type: 'inquiry', id: inquiryId }, attachmentIds, {
    kinds: ATTACHMENT_KINDS,
    field: 'attachmentIds',
    uploadedBy: author.id,
  });
  await tx.insert(inquiryMessages).values({
    inquiryId,
    authorId: author.id,
    author: author.role,
    body: input.body,
    attachmentIds,
  });
}

/** A new inquiry with its first message and files; staff are notified. */
export async function createInquiry(db: Db, notifier: Notifier, userId: string, input: InquiryCreate): Promise<InquiryDetail> {
  const id = await notifyingTransaction(db, notifier, async (tx, notified) => {
    const [row] = await tx
      .insert(inquiries)
      .values({ ownerId: userId, category: input.category, title: input.title, messageCount: 1, lastMessageBy: 'customer' })
      .returning({ id: inquiries.id, number: inquiries.number, state: inquiries.state });
    await writeMessage(tx, row!.id, { id: userId, role: 'customer' }, input);
    const made = {
      subject: 'inquiry',
      id: row!.id,
      state: row!.state,
      ref: inquiryRef(row!.number),
      customerId: userId,
    } as const;
    notified(await recordCreation(tx, made, notifier));
    return row!.id;
  });
  return getInquiry(db, id, { customerId: userId });
}

/** The inquiry locked for a change, after the policy check (404 for anybody else's). */
async function lockInquiry(tx: Db, id: string, viewer: InquiryViewer) {
  return lockRecord(tx, { table: 'inquiries', id, mayRead: (row) => mayReadInquiry(row, viewer), missing: 'No such inquiry' });
}

/**
 * A message: staff's answer (open/answered → answered; the customer is notified and e-mailed) or the
 * customer's reply (→ open, reopening an answered or closed inquiry; staff are notified). Messages
 * never conflict with each other: the row is locked and the machine moved from what it holds.
 */
export async function addMessage(
  db: Db,
  notifier: Notifier,
  id: string,
  viewer: InquiryViewer,
  input: { body: string; attachmentIds: string[] },
): Promise<InquiryDetail> {
  await notifyingTransaction(db, notifier, async (tx, notified) => {
    const r = await lockInquiry(tx, id, viewer);
    const actor = actorOf(viewer);
    notified(
      await transitionAndNotify(
        tx,
        notifier,
        {
          machine: inquiryMachine,
          table: inquiries,
          subject: 'inquiry',
          record: { id, state: r.state as InquiryState, version: r.version },
          ref: inquiryRef(r.number),
          ownerId: r.owner_id,
          actor,
          actorId: userIdOf(viewer),
          body: { action: actor === 'staff' ? 'answer' : 'reply', version: r.version },
          set: { messageCount: sql`${inquiries.messageCount} + 1`, lastMessageAt: new Date(), lastMessageBy: actor },
          note: '',
        },
        () => writeMessage(tx, id, { id: userIdOf(viewer), role: actor === 'staff' ? 'staff' : 'customer' }, input),
      ),
    );
  });
  return getInquiry(db, id, viewer);
}

/**
 * Closing, by the customer or staff; staff's close tells the customer. It closes the inquiry as the
 * screen saw it (`version`; every message and state change raises it): a message or a close from
 * elsewhere meanwhile answers 409 CHANGED_MEANWHILE, so nobody closes a thread over a question they
 * have not read. 409 TRANSITION_NOT_ALLOWED when it is already closed.
 */
export async function closeInquiry(
  db: Db,
  notifier: Notifier,
  id: string,
  viewer: InquiryViewer,
  version: number,
): Promise<InquiryDetail> {
  await notifyingTransaction(db, notifier, async (tx, notified) => {
    const r = await lockInquiry(tx, id, viewer);
    const t = await applyTransition(tx, {
      machine: inquiryMachine,
      table: inquiries,
      subject: 'inquiry',
      record: { id, state: r.state as InquiryState, version: r.version },
      actor: actorOf(viewer),
      actorId: userIdOf(viewer),
      body: { action: 'close', version },
    });
    if (isStaff(viewer)) {
      notified(
        await notifyOtherSide(
          tx,
          notifier,
          'staff',
          { subject: 'inquiry', id, ref: inquiryRef(r.number), ownerId: r.owner_id },
          t,
        ),
      );
    }
  });
  return getInquiry(db, id, viewer);
}
