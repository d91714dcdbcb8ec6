import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type {
  AcceptedPolicyKind,
  Policy,
  PolicyAccept,
  PolicyAcceptance,
  PolicyAcceptanceCsvQuery,
  PolicyAcceptanceListQuery,
  PolicyAcceptancePage,
  PolicyInput,
  PolicyKind,
  PolicyVersion,
} from '@formulab/shared/policies/policies.schema';
import { PG_INT_MAX } from '@formulab/shared/ids';
import type { Db } from '../../db/client.ts';
import { AppError, changedMeanwhile, notFound } from '../../errors.ts';
import { toCsv, CSV_MAX_ROWS } from '../../lib/csv.ts';
import { keysetOrder, type Keyset } from '../../lib/keyset.ts';
import { users } from '../auth/auth.table.ts';
import { customerIn } from '../users/customer-search.ts';
import { ownAccount } from '../users/users.policy.ts';
import { iso, queryPage } from '../content/content.service.ts';
import { policies } from './policies.table.ts';

type PolicyInputData = PolicyInput;

/** The policy versions in force now (the newest whose effective date has passed), per kind. */
export async function currentPolicies(db: Db): Promise<Policy[]> {
  const rows = await db
    .selectDistinctOn([policies.kind])
    .from(policies)
    .where(lte(policies.effectiveAt, sql`now()`))
    .orderBy(policies.kind, desc(policies.version));
  return rows.map((r) => ({
    kind: r.kind as PolicyKind,
    version: r.version,
    effectiveAt: r.effectiveAt.toISOString(),
    titleKo: r.titleKo,
    titleEn: r.titleEn,
    bodyKo: r.bodyKo,
    bodyEn: r.bodyEn,
    revision: r.revision,
  }));
}

/** Versions a new user must accept; 0 when a kind has never been published. */
export async function currentPolicyVersions(db: Db): Promise<Record<PolicyKind, number>> {
  const list = await currentPolicies(db);
  const out: Record<PolicyKind, number> = { terms: 0, privacy: 0, refund: 0 };
  for (const p of list) out[p.kind] = p.version;
  return out;
}

/** One version of one policy, for the policy pages. */
export async function getPolicy(db: Db, kind: PolicyKind, version: number): Promise<Policy | null> {
  if (noSuchVersion(version)) return null;
  const [r] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.kind, kind), eq(policies.version, version)));
  if (!r) return null;
  return { ...r, kind: r.kind as PolicyKind, effectiveAt: r.effectiveAt.toISOString() };
}

/** A version past the column's range: no policy has it (and asking PostgreSQL would be an out-of-range error). */
const noSuchVersion = (version: number) => version > PG_INT_MAX;

/** Every version of one kind (or of all), newest first, each marked past / current / scheduled. */
export async function listPolicyVersions(db: Db, kind?: PolicyKind): Promise<PolicyVersion[]> {
  const res = await db.execute<{
    kind: PolicyKind;
    version: number;
    effective_at: string | Date;
    title_ko: string;
    title_en: string;
    state: PolicyVersion['state'];
  }>(sql`
    select p.kind, p.version, p.effective_at, p.title_ko, p.title_en,
      case when p.effective_at > now() then 'scheduled'
           when p.version = (select max(q.version) from policies q where q.kind = p.kind and q.effective_at <= now()) then 'current'
           else 'past' end as state
    from policies p ${kind ? sql`where p.kind = ${kind}` : sql``}
    order by p.kind, p.version desc`);
  return res.rows.map((r) => ({
    kind: r.kind,
    version: r.version,
    effectiveAt: new Date(r.effective_at).toISOString(),
    titleKo: r.title_ko,
    titleEn: r.title_en,
    state: r.state,
  }));
}

const effectiveTooEarly = () =>
  new AppError(400, 'VALIDATION', 'A version cannot take effect before the one before it', {
    effectiveAt: 'errors.effectiveTooEarly',
  });

/**
 * A new version of a policy: the next number, effective from `effectiveAt` (not before the newest
 * version's date, so versions take effect in order). Until then the version before stays in force.
 */
export async function createPolicyVersion(db: Db, input: PolicyInputData): Promise<Policy> {
  const version = await db.transaction(async (tx) => {
    // one writer per kind at a time: the next number and the date check see every earlier version
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'policies:' + input.kind}))`);
    const [last] = await tx
      .select({ version: policies.version, effectiveAt: policies.effectiveAt })
      .from(policies)
      .where(eq(policies.kind, input.kind))
      .orderBy(desc(policies.version))
      .limit(1);
    const effectiveAt = new Date(input.effectiveAt);
    if (last && effectiveAt < last.effectiveAt) throw effectiveTooEarly();
    const next = (last?.version ?? 0) + 1;
    await tx.insert(policies).values({ ...input, effectiveAt, version: next });
    return next;
  });
  return (await getPolicy(db, input.kind, version))!;
}

/** Edits a version that has not taken effect yet; one in force (or past) is never rewritten: 409. */
export async function updatePolicyVersion(
  db: Db,
  kind: PolicyKind,
  version: number,
  { revision, ...input }: Omit<PolicyInputData, 'kind'> & { revision?: number },
): Promise<Policy> {
  if (noSuchVersion(version)) throw notFound('No such policy version');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'policies:' + kind}))`);
    const rows = await tx
      .select({ version: policies.version, effectiveAt: policies.effectiveAt, revision: policies.revision })
      .from(policies)
      .where(
        and(eq(policies.kind, kind), sql`${policies.version}::bigint between ${version - 1}::bigint and ${version + 1}::bigint`),
      );
    const self = rows.find((r) => r.version === version);
    if (!self) throw notFound('No such policy version');
    if (self.effectiveAt <= new Date()) throw inForce();
    if (revision !== undefined && revision !== self.revision) throw changedMeanwhile('policy');
    const effectiveAt = new Date(input.effectiveAt);
    const before = rows.find((r) => r.version === version - 1);
    const after = rows.find((r) => r.version === version + 1);
    if (before && effectiveAt < before.effectiveAt) throw effectiveTooEarly();
    if (after && effectiveAt > after.effectiveAt)
      throw new AppError(400, 'VALIDATION', 'A later version takes effect before that', {
        effectiveAt: 'errors.effectiveTooLate',
      });
    await tx
      .update(policies)
      .set({ ...input, effectiveAt, revision: sql`${policies.revision} + 1` })
      .where(and(eq(policies.kind, kind), eq(policies.version, version)));
  });
  return (await getPolicy(db, kind, version))!;
}

const inForce = () => new AppError(409, 'CONFLICT', 'This version is or was in force', { effectiveAt: 'errors.policyInForce' });

/** Withdraws the newest version of a kind while it has not taken effect. */
export async function deletePolicyVersion(db: Db, kind: PolicyKind, version: number): Promise<void> {
  if (noSuchVersion(version)) throw notFound('No such policy version');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'policies:' + kind}))`);
    const [self] = await tx
      .select({ effectiveAt: policies.effectiveAt })
      .from(policies)
      .where(and(eq(policies.kind, kind), eq(policies.version, version)));
    if (!self) throw notFound('No such policy version');
    if (self.effectiveAt <= new Date()) throw inForce();
    const [later] = await tx
      .select({ version: policies.version })
      .from(policies)
      .where(and(eq(policies.kind, kind), sql`${policies.version} > ${version}`))
      .limit(1);
    if (later) throw new AppError(409, 'CONFLICT', 'Withdraw the later version first', { version: 'errors.policyNotNewest' });
    await tx.delete(policies).where(and(eq(policies.kind, kind), eq(policies.version, version)));
  });
}

/**
 * A signed-in user accepts the terms and privacy policy in force: the versions they were shown must be
 * the current ones (409 POLICY_OUTDATED otherwise, as at sign-up); they are recorded on the user, in
 * the columns sign-up fills.
 */
export async function acceptPolicies(db: Db, userId: string, accepted: PolicyAccept): Promise<PolicyAccept> {
  const current = await currentPolicyVersions(db);
  if (accepted.termsVersion !== current.terms || accepted.privacyVersion !== current.privacy) {
    throw new AppError(409, 'POLICY_OUTDATED', 'The terms or privacy policy changed; please review the current versions');
  }
  await db
    .update(users)
    .set({ termsVersion: accepted.termsVersion, privacyVersion: accepted.privacyVersion, updatedAt: new Date() })
    .where(ownAccount(userId));
  return accepted;
}

/* ------------------------------------------- acceptances (staff) ------------------------------------------- */

type AcceptanceRow = {
  id: string | number;
  kind: AcceptedPolicyKind;
  version: number;
  accepted_at: string | Date;
  user_id: string;
  name: string;
  email: string;
  company_name: string;
};
const ACCEPTANCE_COLUMNS = sql`pa.id, pa.kind, pa.version, pa.accepted_at, u.id as user_id, u.name, u.email, u.company_name`;
const ACCEPTANCE_FROM = sql`policy_acceptances pa join users u on u.id = pa.user_id`;
/** newest first, on policy_acceptances_latest_idx or, for one kind and version, policy_acceptances_version_idx */
const ACCEPTANCE_KEYSET: Keyset = {
  sort: 'newest',
  columns: [
    { expr: sql`pa.accepted_at`, type: 'micros', desc: true },
    { expr: sql`pa.id`, type: 'int', desc: true },
  ],
};

/**
 * The filters read the acceptance alone: a search finds its users first, once, ahead of the list's two
 * statements (`customersMatching`, through the users list's trigram index, migration 0021), then their
 * acceptances by
 * policy_acceptances_user_idx; so a search's total counts acceptances without the join. Without a search
 * the first page's total is read from `policy_acceptance_counts` (per kind and version, kept by triggers,
 * migration 0028) instead of counting the log.
 */
async function acceptanceFilters(db: Db, q: PolicyAcceptanceCsvQuery): Promise<SQL[]> {
  const where: SQL[] = [];
  if (q.kind) where.push(sql`pa.kind = ${q.kind}`);
  if (q.version) where.push(sql`pa.version = ${q.version}`);
  const search = q.q?.trim();
  if (search) {
    where.push(await customerIn(db, sql`pa.user_id`, search.toLowerCase()));
  }
  return where;
}

/** The total of a filter by kind and version (or none) from the counter, as a scalar subquery. */
function acceptanceCounter(q: Pick<PolicyAcceptanceListQuery, 'kind' | 'version'>): SQL {
  const where = [...(q.kind ? [sql`kind = ${q.kind}`] : []), ...(q.version ? [sql`version = ${q.version}`] : [])];
  return sql`(select coalesce(sum(n), 0)::int from policy_acceptance_counts ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``})`;
}

const presentAcceptance = (r: AcceptanceRow): PolicyAcceptance => ({
  id: String(r.id),
  kind: r.kind,
  version: r.version,
  acceptedAt: iso(r.accepted_at),
  user: { id: r.user_id, name: r.name, email: r.email, companyName: r.company_name },
});

/** Who accepted which version of the terms or privacy policy when, newest first; by kind, version and user. */
export async function listPolicyAcceptances(db: Db, q: PolicyAcceptanceListQuery): Promise<PolicyAcceptancePage> {
  return queryPage<AcceptanceRow, PolicyAcceptance>(
    db,
    {
      select: ACCEPTANCE_COLUMNS,
      from: ACCEPTANCE_FROM,
      countFrom: sql`policy_acceptances pa`,
      count: q.q?.trim() ? undefined : acceptanceCounter(q),
      where: await acceptanceFilters(db, q),
      keyset: ACCEPTANCE_KEYSET,
      limit: q.limit,
      cursor: q.cursor,
    },
    presentAcceptance,
  );
}

/** The same filter as CSV, newest first (at most 50,000 rows, as the payments CSV). */
export async function policyAcceptancesCsv(db: Db, q: PolicyAcceptanceCsvQuery): Promise<string> {
  const where = await acceptanceFilters(db, q);
  const { rows } = await db.execute<AcceptanceRow>(sql`
    select ${ACCEPTANCE_COLUMNS} from ${ACCEPTANCE_FROM}
    where ${where.length ? sql.join(where, sql` and `) : sql`true`}
    order by ${keysetOrder(ACCEPTANCE_KEYSET)} limit ${CSV_MAX_ROWS}`);
  return toCsv(
    ['acceptedAt', 'policy', 'version', 'name', 'email', 'company', 'userId'],
    rows.map((r) => [iso(r.accepted_at), r.kind, r.version, r.name, r.email, r.company_name, r.user_id]),
  );
}
