import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Policy, PolicyKind } from '@formulab/shared/policies/policies.schema';
import type { Db } from '../../db/client.ts';
import { policies } from './policies.table.ts';

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
