import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { compositionInputSchema } from '@formulab/shared/catalogue/ingredients.schema';
import { complianceRuleInputSchema, type ComplianceRuleData } from '@formulab/shared/compliance/compliance.schema';
import type { Db } from '../db/client.ts';
import { canonicalRuleData, recordVersion, ruleData } from '../modules/compliance/compliance.admin.service.ts';
import { complianceRules, complianceRuleVersions } from '../modules/compliance/compliance.table.ts';
import { ingredientConstituents } from '../modules/ingredients/ingredients.table.ts';
import { COMPLIANCE_RULES } from './compliance.data.ts';
import { COMPOSITIONS } from './catalogue/compositions.data.ts';

/** `server_settings` key of the rule data release last applied: `{ release, appliedAt, created, retired }`. */
export const RULES_RELEASE_KEY = 'compliance-rules-release';

/** The seed rules as the shared schema reads them, and their release: a digest of exactly that data. */
export function seedRules(): { data: ComplianceRuleData[]; release: string } {
  const data = COMPLIANCE_RULES.map((r) => complianceRuleInputSchema.parse(r));
  const release = createHash('sha256')
    .update(JSON.stringify(data.map(canonicalRuleData)))
    .digest('hex')
    .slice(0, 16);
  return { data, release };
}

/**
 * The compliance rules of the five markets (compliance-rules.csv, read by compliance.data.ts). Into an empty rule table: each as
 * version 1 with its history row. Every install gets them (like the taxonomies): a market check with no
 * rules would pass everything. Returns whether it wrote into an empty table; on a table that has rules
 * it applies the data's release instead (`applyRulesRelease`), so corrections reach running installs.
 */
export async function seedComplianceRules(db: Db): Promise<boolean> {
  await seedCompositions(db);
  const { data, release } = seedRules();
  return db.transaction(async (tx) => {
    // a concurrent start seeds once: the second waits here, then finds the rules
    await tx.execute(sql`lock table compliance_rules in share row exclusive mode`);
    const again = await tx.execute<{ n: number }>(sql`select count(*)::int as n from compliance_rules`);
    if (again.rows[0]!.n > 0) {
      await applyRulesRelease(tx, data, release);
      return false;
    }
    const rows = await tx
      .insert(complianceRules)
      .values(data.map((d) => ({ ...d, version: 1 })))
      .returning({ id: complianceRules.id });
    await tx
      .insert(complianceRuleVersions)
      .values(rows.map((r, i) => ({ ruleId: r.id, version: 1, snapshot: data[i]!, change: 'created', note: 'seed' })));
    await recordRelease(tx, release, data.length, 0);
    return true;
  });
}

async function recordRelease(tx: Db, release: string, created: number, retired: number): Promise<void> {
  const value = JSON.stringify({ release, appliedAt: new Date().toISOString(), created, retired });
  await tx.execute(sql`
    insert into server_settings (key, value) values (${RULES_RELEASE_KEY}, ${value}::jsonb)
    on conflict (key) do update set value = excluded.value`);
}

/**
 * Brings an install's seeded rules to the data this version ships (issue 22: a corrected limit must not
 * reach new databases only). Runs inside the seed's transaction, which holds the table lock; does
 * nothing when this release is already on record (a read of one row per start).
 *
 * A rule is the data's when no person ever changed it: its version 1 was written with no author (by
 * the seed or a release) and no later version has one. Rules are matched by their whole content:
 * - a rule of the data's that this release no longer has (a corrected value, a rule that is no longer
 *   law) is retired, version + 1, with the note "data release …";
 * - a rule of this release that no rule of the data's ever said is created, version 1, the same note;
 * - a rule a person created, edited, retired or restored is theirs and is never touched. When this
 *   release corrects the same entry, the corrected rule is added beside theirs (the rules screen shows
 *   both; staff retire the one they do not want) — nothing a person wrote is overwritten.
 * Each version queues the rule-change recheck as a staff edit does (`recordVersion`), so stored verdicts
 * follow and owners are told.
 */
export async function applyRulesRelease(
  tx: Db,
  data: ComplianceRuleData[],
  release: string,
): Promise<{ created: number; retired: number } | null> {
  const done = await tx.execute<{ release: string }>(
    sql`select value->>'release' as release from server_settings where key = ${RULES_RELEASE_KEY}`,
  );
  if (done.rows[0]?.release === release) return null;
  const { rows } = await tx.execute<{ id: string; retired: boolean; touched: boolean; first: ComplianceRuleData }>(sql`
    select r.id, r.retired_at is not null as retired,
      (r.updated_by is not null or exists (
        select 1 from compliance_rule_versions p where p.rule_id = r.id and p.changed_by is not null)) as touched,
      v.snapshot as first
    from compliance_rules r
    join compliance_rule_versions v on v.rule_id = r.id and v.version = 1 and v.changed_by is null`);
  const wanted = new Set(data.map(canonicalRuleData));
  // a first version today's schema cannot read (written by an old release) matches nothing
  const firstOf = (r: { id: string; first: unknown }) => {
    const parsed = complianceRuleInputSchema.safeParse(r.first);
    return parsed.success ? canonicalRuleData(parsed.data) : `unreadable ${r.id}`;
  };
  const said = new Set(rows.map(firstOf));
  const note = `data release ${release}`;
  let retired = 0;
  for (const r of rows) {
    if (r.retired || r.touched || wanted.has(firstOf(r))) continue;
    const [before] = await tx.select().from(complianceRules).where(eq(complianceRules.id, r.id));
    const [row] = await tx
      .update(complianceRules)
      .set({ retiredAt: new Date(), version: before!.version + 1, updatedAt: new Date() })
      .where(eq(complianceRules.id, r.id))
      .returning();
    await recordVersion(tx, { rule: row!, before: ruleData(before!), change: 'retired', note, actor: null });
    retired++;
  }
  let created = 0;
  for (const d of data) {
    if (said.has(canonicalRuleData(d))) continue;
    const [row] = await tx
      .insert(complianceRules)
      .values({ ...d, version: 1 } as typeof complianceRules.$inferInsert)
      .returning();
    await recordVersion(tx, { rule: row!, before: null, change: 'created', note, actor: null });
    created++;
  }
  await recordRelease(tx, release, created, retired);
  return { created, retired };
}

/**
 * The compositions of the demo catalogue's mixtures (catalogue/compositions.data.ts, issue 22) — into
 * every catalogue ingredient of that INCI name whose composition was never set (version 0), so staff's
 * compositions are never overwritten and installs seeded before issue 22 get them too (the recipes that
 * already hold one are queued for the compliance recheck). Returns how many ingredients it wrote.
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
      // an install whose recipes already hold the ingredient has verdicts made without its composition:
      // they are rechecked as after a staff edit (a new install seeds this before any recipe: nothing queued)
      await tx.execute(sql`
        insert into compliance_rechecks (ingredient_id, version)
        select ${id}, 1 where exists (select 1 from recipe_lines where ingredient_id = ${id})`);
      written++;
    }
    return written;
  });
}
