import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Policy, PolicyAccept, PolicyInput, PolicyKind, PolicyVersion } from '@formulab/shared/policies/policies.schema';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { users } from '../auth/auth.table.ts';
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
  const [r] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.kind, kind), eq(policies.version, version)));
  if (!r) return null;
  return { ...r, kind: r.kind as PolicyKind, effectiveAt: r.effectiveAt.toISOString() };
}

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
  input: Omit<PolicyInputData, 'kind'>,
): Promise<Policy> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'policies:' + kind}))`);
    const rows = await tx
      .select({ version: policies.version, effectiveAt: policies.effectiveAt })
      .from(policies)
      .where(
        and(eq(policies.kind, kind), sql`${policies.version}::bigint between ${version - 1}::bigint and ${version + 1}::bigint`),
      );
    const self = rows.find((r) => r.version === version);
    if (!self) throw notFound('No such policy version');
    if (self.effectiveAt <= new Date()) throw inForce();
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
      .set({ ...input, effectiveAt })
      .where(and(eq(policies.kind, kind), eq(policies.version, version)));
  });
  return (await getPolicy(db, kind, version))!;
}

const inForce = () => new AppError(409, 'CONFLICT', 'This version is or was in force', { effectiveAt: 'errors.policyInForce' });

/** Withdraws the newest version of a kind while it has not taken effect. */
export async function deletePolicyVersion(db: Db, kind: PolicyKind, version: number): Promise<void> {
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
    .where(eq(users.id, userId));
  return accepted;
}
