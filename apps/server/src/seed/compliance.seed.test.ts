/**
 * The seeded compliance rules: each one valid, with a reference and a date; every regulated substance
 * of the demo catalogue covered; and the demo story (a preservative that passes in one market and fails
 * in another) true of the real data. Seeding writes version 1 of each rule once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceRuleInputSchema } from '@formulab/shared/compliance/compliance.schema';
import { MARKETS, casNumbersOf, complianceVerdict, inciKey } from '@formulab/shared/compliance/compliance';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { INGREDIENTS } from './catalogue/ingredients.data.ts';
import { RULE_CSV_COLUMNS } from '@formulab/shared/compliance/compliance.admin.schema';
import { previewRuleImport } from '../modules/compliance/compliance.csv.ts';
import { COMPLIANCE_READINGS, COMPLIANCE_RULES, COMPLIANCE_RULES_CSV } from './compliance.data.ts';
import { RULES_RELEASE_KEY, seedComplianceRules, seedRules } from './compliance.seed.ts';
import { SEED_INDEX, SEED_RULES } from '../test/seed-rules.ts';

const parsed = COMPLIANCE_RULES.map((r) => complianceRuleInputSchema.safeParse(r));
// the rules as the shared verdict reads them, indexed once (test/seed-rules.ts: the same data, ids rule-<n>)
const rules = SEED_RULES;
const index = SEED_INDEX;
const seed = (inci: string) => INGREDIENTS.find((i) => i.inci === inci)!;
const asLine = (inci: string, percent: number) => {
  const s = seed(inci);
  return { ingredientId: inci, inciName: s.inci, casNumber: s.cas, percent };
};
/** Markets with at least one rule matching an ingredient of the catalogue. */
function marketsOf(inci: string): Set<string> {
  const s = seed(inci);
  const out = new Set<string>();
  for (const key of [...casNumbersOf(s.cas).map((c) => `cas:${c}`), `inci:${inciKey(s.inci)}`])
    for (const r of index.byKey.get(key) ?? []) out.add(r.market);
  return out;
}

describe('the seeded rules', () => {
  it('each is a valid rule with a legal reference, a date and a source', () => {
    const bad = parsed.flatMap((p, i) => (p.success ? [] : [`${COMPLIANCE_RULES[i]!.market} ${COMPLIANCE_RULES[i]!.inciName}`]));
    expect(bad).toEqual([]);
    for (const r of rules) {
      expect(r.reference.length, r.inciName).toBeGreaterThan(5);
      expect(r.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (r.kind === 'restricted' && r.maxPercent === null) expect(r.warning || r.conditions, r.inciName).not.toBe('');
    }
    for (const m of MARKETS) expect(rules.filter((r) => r.market === m).length, m).toBeGreaterThan(10);
  });

  it('cover every regulated substance of the demo catalogue: limits, preservatives, UV filters, allergens', () => {
    // the catalogue's restricted actives other than preservatives and UV filters (it carried their limits
    // itself until issue 22 item 8; the rules are now the only limits)
    const LIMITED = new Set([
      'Behentrimonium Chloride',
      'Cetrimonium Chloride',
      'BHT',
      'Retinol',
      'Retinyl Palmitate',
      'Arbutin',
      'Alpha-Arbutin',
      'Kojic Acid',
      'Salicylic Acid',
      'Piroctone Olamine',
      'Triethanolamine',
      'Isoeugenol',
      'Hydroxycitronellal',
    ]);
    // not regulated anywhere as such: multifunctional glycols and phenethyl alcohol (no annex entry)
    const unregulated = new Set(['Ethylhexylglycerin', 'Caprylyl Glycol', 'Phenethyl Alcohol']);
    const regulated = INGREDIENTS.filter(
      (i) =>
        !unregulated.has(i.inci) && (LIMITED.has(i.inci) || i.allergen || ['preservative', 'uv-filter'].includes(i.category)),
    );
    expect(regulated.length).toBeGreaterThan(60);
    expect(regulated.filter((i) => marketsOf(i.inci).size === 0).map((i) => i.inci)).toEqual([]);
    // every capped preservative and UV filter of the catalogue is ruled on in Korea and the EU (ethyl lauroyl
    // arginate: the EU only, its Korean status is not transcribed)
    const both = regulated.filter(
      (x) =>
        x.category === 'uv-filter' ||
        (x.category === 'preservative' && x.limitNote !== null && x.inci !== 'Ethyl Lauroyl Arginate HCl'),
    );
    for (const i of both) for (const m of ['KR', 'EU'] as const) expect(marketsOf(i.inci).has(m), `${i.inci} in ${m}`).toBe(true);
    // the EU declares every allergen of the catalogue
    for (const i of INGREDIENTS.filter((x) => x.allergen))
      expect(
        rules.some((r) => r.market === 'EU' && r.kind === 'allergen' && r.casNumbers.some((c) => i.cas?.includes(c))),
        i.inci,
      ).toBe(true);
  });

  it('the demo story holds on the real data: methylisothiazolinone in a shampoo fails the EU; China passes it today and warns of its 2028 revision', () => {
    const lines = (mi: number) => [asLine('Water', 90 - mi), asLine('Glycerin', 10), asLine('Methylisothiazolinone', mi)];
    // China's only finding is the NMPA announcement of 2026-01-12: a revised MI standard from 2028-01-01
    const onlyTheRevision = (m: { findings: { severity: string; effectiveFrom: string }[] }) =>
      m.findings.map((f) => [f.severity, f.effectiveFrom]);
    const over = complianceVerdict({ lines: lines(0.005), productType: 'shampoo', markets: ['EU', 'CN'] }, index);
    expect(over.markets.map((m) => [m.market, m.status])).toEqual([
      ['EU', 'fail'],
      ['CN', 'warning'],
    ]);
    expect(onlyTheRevision(over.markets[1]!)).toEqual([['warning', '2028-01-01']]);
    expect(over.markets[0]!.findings[0]).toMatchObject({ code: 'OVER_LIMIT', limit: 0.0015 });
    expect(over.markets[0]!.findings[0]!.reference).toContain('Annex V/57');
    const fixed = complianceVerdict({ lines: lines(0.0015), productType: 'shampoo', markets: ['EU', 'CN'] }, index);
    expect(fixed.markets.map((m) => [m.market, m.status])).toEqual([
      ['EU', 'pass'],
      ['CN', 'warning'],
    ]);
    expect(onlyTheRevision(fixed.markets[1]!)).toEqual([['warning', '2028-01-01']]);
    // Korea and ASEAN follow the EU; the US has no preservative list
    const all = complianceVerdict({ lines: lines(0.005), productType: 'shampoo', markets: [...MARKETS] }, index);
    expect(Object.fromEntries(all.markets.map((m) => [m.market, m.status]))).toEqual({
      KR: 'fail',
      EU: 'fail',
      CN: 'warning',
      US: 'pass',
      ASEAN: 'fail',
    });
  });

  it('allergens to declare differ by market: the EU names essential oils that Korea does not', () => {
    const lines = [asLine('Water', 99), asLine('Lavandula Angustifolia (Lavender) Oil', 0.5), asLine('Linalool', 0.01)];
    const v = complianceVerdict({ lines, productType: 'cream', markets: ['KR', 'EU', 'CN'] }, index);
    const names = (m: number) => v.markets[m]!.allergens.map((a) => a.inciName);
    expect(names(0)).toEqual(['Linalool']);
    expect(names(1)).toEqual(['Lavandula Angustifolia (Lavender) Oil', 'Linalool']);
    expect(names(2)).toEqual([]);
  });
});

describe('seeding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('writes every rule once with its version-1 history; the markets come from the migration', async () => {
    expect(await seedComplianceRules(t.db.db)).toBe(true);
    expect(await seedComplianceRules(t.db.db)).toBe(false);
    const { rows } = await t.db.pool.query<{ rules: number; versions: number; markets: string[] }>(`
      select (select count(*)::int from compliance_rules) as rules,
        (select count(*)::int from compliance_rule_versions) as versions,
        (select array_agg(code order by position) from compliance_markets) as markets`);
    expect(rows[0]).toEqual({ rules: COMPLIANCE_RULES.length, versions: COMPLIANCE_RULES.length, markets: [...MARKETS] });
    const release = await t.db.pool.query(`select value from server_settings where key = $1`, [RULES_RELEASE_KEY]);
    expect(release.rows[0].value).toMatchObject({ release: seedRules().release, created: COMPLIANCE_RULES.length, retired: 0 });
  });

  it("is a file staff's rule import takes as it is: its columns, every row a new rule, none refused", async () => {
    const header = COMPLIANCE_RULES_CSV.split('\n', 1)[0]!.split(',');
    expect(header).toEqual([...RULE_CSV_COLUMNS, 'reading']);
    const report = await previewRuleImport(t.db.db, COMPLIANCE_RULES_CSV);
    expect(report).toMatchObject({ valid: true, creates: COMPLIANCE_RULES.length, errorCount: 0, committed: false });
    // the legal readings travel with their rows (95 rules, from 34 passages)
    expect(COMPLIANCE_READINGS.filter(Boolean).length).toBeGreaterThan(90);
    const mi = COMPLIANCE_RULES.findIndex((r) => r.market === 'EU' && r.inciName === 'Methylisothiazolinone');
    expect(COMPLIANCE_READINGS[mi]).toMatch(/incompatible with the use of Methylisothiazolinone alone/);
  });

  it("a corrected rule reaches an install seeded by an older release; a person's rule is never touched", async () => {
    const { data, release } = seedRules();
    const idOf = async (i: number) =>
      (
        await t.db.pool.query<{ id: string }>(
          `select r.id from compliance_rules r join compliance_rule_versions v on v.rule_id = r.id and v.version = 1
           where v.snapshot = $1::jsonb and r.retired_at is null`,
          [JSON.stringify(data[i])],
        )
      ).rows[0]!.id;
    // make this install look seeded by an older release: rule 0 was seeded with another limit, rule 1
    // too but staff have since edited it, and rule 2 is one the data no longer has
    const [wrong, staffs, gone] = [await idOf(0), await idOf(1), await idOf(2)];
    const older = (i: number) => ({ ...data[i]!, conditions: `${data[i]!.conditions} (older release)` });
    for (const [id, i] of [
      [wrong, 0],
      [staffs, 1],
      [gone, 2],
    ] as const) {
      await t.db.pool.query(`update compliance_rules set conditions = $2 where id = $1`, [id, older(i).conditions]);
      await t.db.pool.query(`update compliance_rule_versions set snapshot = $2::jsonb where rule_id = $1 and version = 1`, [
        id,
        JSON.stringify(older(i)),
      ]);
    }
    const staff = await t.user({ role: 'admin' });
    await t.db.pool.query(`update compliance_rules set updated_by = $2, version = 2 where id = $1`, [staffs, staff.id]);
    await t.db.pool.query(
      `insert into compliance_rule_versions (rule_id, version, snapshot, change, note, changed_by)
       select rule_id, 2, snapshot, 'updated', 'checked by staff', $2 from compliance_rule_versions where rule_id = $1 and version = 1`,
      [staffs, staff.id],
    );
    // rule 2's entry is gone from this release: the data has it no more
    await t.db.pool.query(`delete from server_settings where key = $1`, [RULES_RELEASE_KEY]);
    const queued = async () =>
      (await t.db.pool.query<{ n: number }>('select count(*)::int as n from compliance_rechecks')).rows[0]!.n;
    const queuedBefore = await queued();

    expect(await seedComplianceRules(t.db.db)).toBe(false);
    const row = async (id: string) =>
      (await t.db.pool.query(`select version, retired_at, conditions from compliance_rules where id = $1`, [id])).rows[0];
    // the seeded rule with the old text is retired (version 2, the release named) and today's is active
    expect(await row(wrong)).toMatchObject({ version: 2, retired_at: expect.any(Date) });
    const note = await t.db.pool.query(
      `select change, note, changed_by from compliance_rule_versions where rule_id = $1 and version = 2`,
      [wrong],
    );
    expect(note.rows[0]).toEqual({ change: 'retired', note: `data release ${release}`, changed_by: null });
    expect(await idOf(0)).not.toBe(wrong);
    // the rule staff edited stays theirs, word for word; today's rule is added beside it
    expect(await row(staffs)).toMatchObject({ version: 2, retired_at: null, conditions: older(1).conditions });
    expect(await idOf(1)).not.toBe(staffs);
    expect(await row(gone)).toMatchObject({ retired_at: expect.any(Date) });
    // three rules created, two retired, each queued for the recheck of stored verdicts
    const applied = await t.db.pool.query(`select value from server_settings where key = $1`, [RULES_RELEASE_KEY]);
    expect(applied.rows[0].value).toMatchObject({ release, created: 3, retired: 2 });
    expect((await queued()) - queuedBefore).toBe(5);
    const active = await t.db.pool.query<{ n: number }>(
      'select count(*)::int as n from compliance_rules where retired_at is null',
    );
    expect(active.rows[0]!.n).toBe(COMPLIANCE_RULES.length + 1);

    // the same release again: nothing
    const versions = async () =>
      (await t.db.pool.query<{ n: number }>('select count(*)::int as n from compliance_rule_versions')).rows[0]!.n;
    const before = await versions();
    expect(await seedComplianceRules(t.db.db)).toBe(false);
    expect(await versions()).toBe(before);
  });
});
