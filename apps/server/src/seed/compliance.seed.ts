import { sql } from 'drizzle-orm';
import { complianceRuleInputSchema } from '@formulab/shared/compliance/compliance.schema';
import type { Db } from '../db/client.ts';
import { complianceRules, complianceRuleVersions } from '../modules/compliance/compliance.table.ts';
import { COMPLIANCE_RULES } from './compliance.data.ts';

/**
 * The compliance rules of the five markets (compliance.data.ts), each as version 1 with its history row —
 * only into an empty rule table, so staff's later changes are never overwritten. Every install gets them
 * (like the taxonomies): a market check with no rules would pass everything. Returns whether it wrote.
 */
export async function seedComplianceRules(db: Db): Promise<boolean> {
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from compliance_rules`)).rows as [{ n: number }];
  if (n > 0) return false;
  const data = COMPLIANCE_RULES.map((r) => complianceRuleInputSchema.parse(r));
  await db.transaction(async (tx) => {
    // a concurrent start seeds once: the second waits here, then finds the rules
    await tx.execute(sql`lock table compliance_rules in share row exclusive mode`);
    const again = await tx.execute<{ n: number }>(sql`select count(*)::int as n from compliance_rules`);
    if (again.rows[0]!.n > 0) return;
    const rows = await tx
      .insert(complianceRules)
      .values(data.map((d) => ({ ...d, version: 1 })))
      .returning({ id: complianceRules.id });
    await tx
      .insert(complianceRuleVersions)
      .values(rows.map((r, i) => ({ ruleId: r.id, version: 1, snapshot: data[i]!, change: 'created', note: 'seed' })));
  });
  return true;
}
