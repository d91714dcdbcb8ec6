/**
 * Partnership inquiries (PRODUCT.md §3.8): a company proposes OEM/ODM work, distribution, a raw
 * material … through the public form; staff review it and accept or decline it, with notes. Sent
 * signed in, it is linked to the account, whose owner sees its state.
 */
import crypto from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { actionsFor } from '@formulab/shared/workflow/machine';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import {
  parsePartnershipRef,
  partnershipRef,
  type AdminPartnershipListQuery,
  type PartnershipCreate,
  type PartnershipDetail,
  type PartnershipPage,
  type PartnershipSummary,
  type PartnershipType,
} from '@formulab/shared/inquiries/inquiries.schema';
import { PARTNERSHIP_STATES, partnershipMachine, type PartnershipState } from '@formulab/shared/inquiries/inquiries.states';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { newestFirst, byColumn, type Keyset } from '../../lib/keyset.ts';
import { anyOfSearch, containsAnyField, type SearchCondition } from '../../lib/like.ts';
import { files } from '../files/files.table.ts';
import { filesByIds } from '../files/files.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { markSubjectRead, notifyingTransaction, type Notifier } from '../notifications/notifications.service.ts';
import { applyTransition, readTimeline, recordCreation, recordEvent, staleVersion } from '../workflow/workflow.ts';
import { partnershipInquiries } from './inquiries.table.ts';
import { iso } from '../../lib/dates.ts';
import { recordListPage } from '../../lib/workflow-viewer.ts';
import { stateCounts } from '../../lib/state-counts.ts';

const COLUMNS = sql`p.id, p.number, p.company, p.contact_name, p.email, p.type, p.state, p.created_at`;
type Row = {
  id: string;
  number: number;
  company: string;
  contact_name: string;
  email: string;
  type: string;
  state: string;
  created_at: Date | string;
};

function present(r: Row): PartnershipSummary {
  return {
    id: r.id,
    ref: partnershipRef(r.number),
    number: r.number,
    company: r.company,
    contactName: r.contact_name,
    email: r.email,
    type: r.type as PartnershipType,
    state: r.state as PartnershipState,
    createdAt: iso(r.created_at),
  };
}

const KEYSETS: Record<'newest' | 'oldest', Keyset> = {
  newest: newestFirst('p'),
  oldest: byColumn('oldest', 'p', 'created_at', 'micros'),
};

/**
 * One page of partnership inquiries under `where`, and the tabs' counts (`recordListPage`); staff's
 * whole queue reads `partnership_inquiry_counts` (kept by triggers, migration 0018). A staff search
 * (`search`) counts its matches up to SEARCH_COUNT_CAP (decision 0032), as the other queues do.
 */
function queryPage(
  db: Db,
  where: SQL[],
  q: { state?: PartnershipState; limit: number; cursor?: string; sort?: 'newest' | 'oldest' },
  o: { withCounts: boolean; fromCounter?: boolean; search?: SearchCondition },
): Promise<PartnershipPage> {
  return recordListPage(db, {
    table: 'partnership_inquiries',
    alias: 'p',
    select: COLUMNS,
    from: sql`partnership_inquiries p`,
    where,
    keyset: KEYSETS[q.sort ?? 'newest'],
    states: PARTNERSHIP_STATES,
    q,
    search: o.search,
    counter: o.fromCounter ? stateCounts('partnership_inquiry_counts') : undefined,
    present: (r: Row & { page_key: string[] }) => present(r),
  }).then((page) => ({ ...page, counts: o.withCounts ? page.counts : null }));
}

/** Staff's queue: by state and type, by reference, company, contact name or e-mail. */
export async function listPartnerships(db: Db, q: AdminPartnershipListQuery): Promise<PartnershipPage> {
  const where: SQL[] = [];
  if (q.type) where.push(sql`p.type = ${q.type}`);
  const term = q.q?.trim().toLowerCase();
  const number = term ? parsePartnershipRef(term) : null;
  const search = term
    ? anyOfSearch([
        ...(number !== null ? [sql`p.number = ${number}`] : []),
        containsAnyField(
          sql`lower(p.company || ' ' || p.contact_name || ' ' || p.email)`,
          [sql`lower(p.company)`, sql`lower(p.contact_name)`, sql`lower(p.email)`],
          term,
        ),
      ])
    : undefined;
  return queryPage(db, where, q, { withCounts: true, fromCounter: where.length === 0 && !search, search });
}

/** What a signed-in user sent, newest first (their state only, never staff's notes). */
export async function listOwnPartnerships(db: Db, userId: string, q: { limit: number; cursor?: string }) {
  return queryPage(db, [sql`p.user_id = ${userId}`], q, { withCounts: false });
}

/** One inquiry for staff, with its timeline (internal notes included). */
export async function getPartnership(db: Db, id: string): Promise<PartnershipDetail> {
  const { rows } = await db.execute<
    Row & {
      version: number;
      phone: string;
      proposal: string;
      attachment_id: string | null;
      user_id: string | null;
      user_name: string | null;
      user_company: string | null;
      user_email: string | null;
    }
  >(sql`
    select ${COLUMNS}, p.version, p.phone, p.proposal, p.attachment_id, p.user_id, u.name as user_name,
      u.company_name as user_company, u.email as user_email
    from partnership_inquiries p left join users u on u.id = p.user_id where p.id = ${id}`);
  const r = rows[0];
  if (!r) throw notFound('No such partnership inquiry');
  const [attachment] = r.attachment_id ? await filesByIds(db, [r.attachment_id]) : [];
  return {
    ...present(r),
    version: r.version,
    phone: r.phone,
    proposal: r.proposal,
    attachment: attachment ?? null,
    account:
      r.user_id && r.user_name !== null
        ? { id: r.user_id, name: r.user_name, companyName: r.user_company ?? '', email: r.user_email ?? '' }
        : null,
    // the sender has no account (or had none then): the proposal is theirs, by the name they gave
    timeline: (await readTimeline(db, 'partnership', id, 'staff')).map((e) =>
      e.action === 'created' && e.actorName === null ? { ...e, actorName: r.contact_name } : e,
    ),
    actions: actionsFor(partnershipMachine, r.state as PartnershipState, 'staff').map((t) => t.action),
  };
}

export async function openPartnership(db: Db, id: string, staffId: string): Promise<PartnershipDetail> {
  const detail = await getPartnership(db, id);
  await markSubjectRead(db, staffId, 'partnership', id);
  return detail;
}

/**
 * A new partnership inquiry; `fileId` is an upload made for it just before (stored by the route from
 * the same multipart request), attached here. Staff are notified; the sender gets a receipt by e-mail.
 */
export async function createPartnership(
  db: Db,
  deps: { notifier: Notifier; mailer: Mailer; log: { error: (o: object, m: string) => void } },
  input: PartnershipCreate,
  sender: { userId: string | null; fileId: string | null; language: 'ko' | 'en' },
): Promise<{ ref: string }> {
  const row = await notifyingTransaction(db, deps.notifier, async (tx, notified) => {
    const [row] = await tx
      .insert(partnershipInquiries)
      .values({
        userId: sender.userId,
        company: input.company,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone,
        type: input.type,
        proposal: input.proposal,
        attachmentId: sender.fileId,
      })
      .returning({ id: partnershipInquiries.id, number: partnershipInquiries.number, state: partnershipInquiries.state });
    if (sender.fileId) {
      await tx.update(files).set({ ownerType: 'partnership', ownerId: row!.id }).where(eq(files.id, sender.fileId));
    }
    const ref = partnershipRef(row!.number);
    const made = { subject: 'partnership', id: row!.id, state: row!.state, ref, customerId: sender.userId } as const;
    notified(await recordCreation(tx, made, deps.notifier));
    return row!;
  });
  const ref = partnershipRef(row.number);
  await deps.mailer
    .send({ to: input.email, ...receiptMail(ref, input.contactName, sender.language) })
    .catch((err: unknown) => deps.log.error({ err }, 'partnership receipt e-mail failed'));
  return { ref };
}

/** What a honeypot-caught submission is told: a reference like a real one, for nothing stored. */
export function decoyReceipt(): { ref: string } {
  return { ref: partnershipRef(crypto.randomInt(1, 999_999)) };
}

function receiptMail(ref: string, name: string, lang: 'ko' | 'en') {
  return lang === 'en'
    ? {
        subject: `[Formulab] We received your partnership inquiry ${ref}`,
        text: `Hello ${name},\n\nThank you for your proposal. We received it as ${ref}; our team reviews every proposal and replies by e-mail, usually within five working days.\n\nFormulab`,
        kind: 'partnership.receipt',
      }
    : {
        subject: `[Formulab] 제휴 문의 ${ref}가 접수되었습니다`,
        text: `${name}님, 안녕하세요.\n\n제안해 주셔서 감사합니다. 문의는 ${ref} 번호로 접수되었습니다. 담당자가 모든 제안을 검토한 뒤 보통 영업일 기준 5일 이내에 메일로 답변드립니다.\n\nFormulab 드림`,
        kind: 'partnership.receipt',
      };
}

/** Staff move it (review, accept, decline with a reason); a note goes on the timeline. */
export async function transitionPartnership(db: Db, id: string, staffId: string, body: TransitionBody) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ state: string; version: number }>(
      sql`select state, version from partnership_inquiries where id = ${id}`,
    );
    const r = rows[0];
    if (!r) throw notFound('No such partnership inquiry');
    if (body.version !== r.version) throw staleVersion('partnership');
    await applyTransition(tx, {
      machine: partnershipMachine,
      table: partnershipInquiries,
      subject: 'partnership',
      record: { id, state: r.state as PartnershipState, version: r.version },
      actor: 'staff',
      actorId: staffId,
      body,
    });
  });
  return getPartnership(db, id);
}

/** Staff's internal note. */
export async function addPartnershipNote(db: Db, id: string, staffId: string, note: string) {
  const { rows } = await db.execute<{ state: string }>(sql`select state from partnership_inquiries where id = ${id}`);
  if (!rows[0]) throw notFound('No such partnership inquiry');
  await recordEvent(db, {
    subject: 'partnership',
    subjectId: id,
    action: 'note',
    fromState: rows[0].state,
    toState: rows[0].state,
    actor: 'staff',
    actorId: staffId,
    note,
    internal: true,
  });
  return getPartnership(db, id);
}
