import { sql } from 'drizzle-orm';
import { compositionInputSchema } from '@formulab/shared/catalogue/ingredients.schema';
import { complianceRuleInputSchema } from '@formulab/shared/compliance/compliance.schema';
import type { Db } from '../db/client.ts';
import { complianceRules, complianceRuleVersions } from '../modules/compliance/compliance.table.ts';
import { ingredientConstituents } from '../modules/ingredients/ingredients.table.ts';
import { COMPLIANCE_RULES } from './compliance.data.ts';
import { COMPOSITIONS } from './catalogue/compositions.data.ts';

/**
 * The compliance rules of the five markets (compliance.data.ts), each as version 1 with its history row —
 * only into an empty rule table, so staff's later changes are never overwritten. Every install gets them
 * (like the taxonomies): a market check with no rules would pass everything. Returns whether it wrote.
 */
export async function seedComplianceRules(db: Db): Promise<boolean> {
  await seedCompositions(db);
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

/**
 * The compositions of the demo catalogue's mixtures (catalogue/compositions.data.ts, issue 22) — into
 * every catalogue ingredient of that INCI name whose composition was never set (version 0), so staff's
 * compositions are never overwritten and installs seeded before issue 22 get them too. Returns how many
 * ingredients it wrote.
 */
export async function seedCompositions(db: Db): Promise<number> {
  const data = COMPOSITIONS.map((c) => ({
    inci: c.inci,
    input: compositionInputSchema.parse({ constituents: c.constituents, documentId: null, version: 0 }),
  }));
  return db.transaction(async (tx) => {
    let written = 0;
    for (const { inci, input } of data) {
      // version 0 → 1 in the same statement: a concurrent start writes each composition once
      const { rows } = await tx.execute<{ id: string }>(sql`
        update ingredients set composition_version = 1, composition_updated_at = now()
        where lower(inci_name) = lower(${inci}) and composition_version = 0
          and not exists (select 1 from ingredient_constituents c where c.ingredient_id = ingredients.id)
        returning id`);
      const id = rows[0]?.id;
      if (!id) continue;
      await tx.insert(ingredientConstituents).values(
        input.constituents.map((k, position) => ({
          ingredientId: id,
          position,
          inciName: k.inciName,
          casNumber: k.casNumber,
          percent: k.percent,
          maxPercent: k.maxPercent,
          source: k.source,
        })),
      );
      written++;
    }
    return written;
  });
}
