/**
 * Staff's rule tables (issue 15): the list (search by INCI / CAS / reference, filters, keyset pages),
 * one rule with its history, and every change — create, edit, retire, restore — as a new version: the
 * rule row moves to `version + 1`, its snapshot goes to `compliance_rule_versions`, the rule-change job's
 * queue gets a row (`compliance_rechecks`) and the audit log an entry, all in one transaction. The job
 * (compliance.recheck.ts) then finds the recipes the change affects.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Market } from '@formulab/shared/compliance/compliance';
import type { ComplianceRuleData } from '@formulab/shared/compliance/compliance.schema';
import {
  type AdminRule,
  type AdminRulePage,
  type RuleChange,
  type RuleDetail,
  type FailingReport,
  type RuleSort,
  type RuleState,
} from '@formulab/shared/compliance/compliance.admin.schema';
import type { Db } from '../../db/client.ts';
import { changedMeanwhile, notFound } from '../../errors.ts';
import { byColumn, decodePageCursor, keysetAfter, keysetOrder, keysetPage, keysetSelect, type Keyset } from '../../lib/keyset.ts';
import { containsPattern } from '../../lib/like.ts';
import { audit } from '../audit/audit.service.ts';
import { complianceRules, complianceRuleVersions } from './compliance.table.ts';
import { ruleFromRow, type RuleRow as RuleSetRow } from './compliance.service.ts';
import { complianceRechecks } from './compliance.admin.table.ts';

type RuleRow = typeof complianceRules.$inferSelect;
export type Actor = { id: string; email: string };

const num = (v: string | number | null) => (v === null ? null : Number(v));
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The rule's writable fields as the shared schema has them (the snapshot kept with each version). */
export function ruleData(r: RuleRow): ComplianceRuleData {
  return {
    market: r.market as Market,
    inciName: r.inciName,
    casNumbers: r.casNumbers,
    kind: r.kind as ComplianceRuleData['kind'],
    maxPercent: num(r.maxPercent),
    productTypes: r.productTypes as ComplianceRuleData['productTypes'],
    exceptProductTypes: r.exceptProductTypes as ComplianceRuleData['exceptProductTypes'],
    exposures: r.exposures as ComplianceRuleData['exposures'],
    conditions: r.conditions,
    conditionsKo: r.conditionsKo,
    warning: r.warning,
    warningEn: r.warningEn,
    labelAbove: num(r.labelAbove),
    reference: r.reference,
    sourceUrl: r.sourceUrl,
    effectiveFrom: r.effectiveFrom,
    positiveScope: r.positiveScope,
    expressedAs: r.expressedAs,
    notWith: r.notWith,
    childrenUnder: r.childrenUnder,
    sellOffUntil: r.sellOffUntil,
    verifiedOn: r.verifiedOn,
    consolidatedVersion: r.consolidatedVersion,
    form: r.form as ComplianceRuleData['form'],
  };
}

/** A rule's data as one string, its lists sorted: equal strings say the same thing. */
export function canonicalRuleData(d: ComplianceRuleData): string {
  return JSON.stringify({
    ...d,
    casNumbers: [...d.casNumbers].sort(),
    productTypes: [...d.productTypes].sort(),
    exceptProductTypes: [...d.exceptProductTypes].sort(),
    exposures: [...d.exposures].sort(),
    notWith: [...d.notWith].sort(),
  });
}

/** Whether two rule states say the same thing (an edit that changes nothing makes no version). */
export function sameData(a: ComplianceRuleData, b: ComplianceRuleData): boolean {
  return canonicalRuleData(a) === canonicalRuleData(b);
}

function present(r: RuleRow, updatedBy: string | null): AdminRule {
  return {
    id: r.id,
    version: r.version,
    ...ruleData(r),
    maxPercent: num(r.maxPercent),
    labelAbove: num(r.labelAbove),
    retiredAt: iso(r.retiredAt),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
    updatedBy,
  };
}

/** The columns of `compliance_rules` for a rule's data (numerics as text, as drizzle's numeric wants them). */
function columns(d: ComplianceRuleData) {
  return { ...d, maxPercent: d.maxPercent, labelAbove: d.labelAbove };
}

/* ----------------------------------------------- list ----------------------------------------------- */

const KEYSETS: Record<RuleSort, Keyset> = {
  // the index compliance_rules_market_inci_idx (market, lower(inci_name), id)
  substance: {
    sort: 'substance',
    columns: [
      { expr: sql`r.market`, type: 'text' },
      { expr: sql`lower(r.inci_name)`, type: 'text' },
      { expr: sql`r.id`, type: 'uuid' },
    ],
  },
  updated: byColumn('updated', 'r', 'updated_at', 'micros', true),
};

type ListQuery = {
  q?: string;
  market?: Market;
  kind?: string;
  state: RuleState;
  sort: RuleSort;
  unverified?: 'true' | 'false';
  limit: number;
  cursor?: string;
};

/** A rule is due for review when nobody verified it against its source in the last 12 months (issue 22). */
export const UNVERIFIED_DAYS = 365;
const unverifiedSql = (alias: string) =>
  sql.raw(`(${alias}.verified_on is null or ${alias}.verified_on < current_date - ${UNVERIFIED_DAYS})`);

type ListRow = RuleSetRow & {
  retired_at: Date | null;
  updated_by: string | null;
  created_at: Date;
  updated_at: Date;
  updated_by_name: string | null;
  page_key: string[];
};

function fromListRow(r: ListRow): AdminRule {
  const row = {
    ...ruleFromRow(r),
    retiredAt: r.retired_at,
    updatedBy: r.updated_by,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
  return present(row, r.updated_by_name);
}

/**
 * Staff's rule list: search by INCI name (contains), CAS number (exact or prefix) or legal reference
 * (contains); by market, kind and state (active / retired / all); by substance (per market) or latest
 * change. The first page counts its total and the active rules per market side by side.
 */
export async function listRules(db: Db, q: ListQuery): Promise<AdminRulePage> {
  const keyset = KEYSETS[q.sort];
  const after = decodePageCursor(q.cursor, keyset);
  const search = q.q?.trim();
  const conds: SQL[] = [];
  if (search) {
    const like = containsPattern(search.toLowerCase());
    conds.push(
      sql`(lower(r.inci_name) like ${like} or lower(r.reference) like ${like} or exists (select 1 from unnest(r.cas_numbers) c where c like ${`${search.replace(/[\\%_]/g, '\\$&')}%`}))`,
    );
  }
  if (q.market) conds.push(sql`r.market = ${q.market}`);
  if (q.kind) conds.push(sql`r.kind = ${q.kind}`);
  if (q.state === 'active') conds.push(sql`r.retired_at is null`);
  if (q.state === 'retired') conds.push(sql`r.retired_at is not null`);
  if (q.unverified === 'true') conds.push(unverifiedSql('r'));
  const where = conds.length ? sql.join(conds, sql` and `) : sql`true`;
  const [rows, counts] = await Promise.all([
    db.execute<ListRow>(sql`
      select r.id, r.market, r.inci_name, r.cas_numbers, r.kind, r.max_percent, r.product_types, r.except_product_types,
        r.exposures, r.conditions, r.conditions_ko, r.warning, r.warning_en, r.label_above, r.reference, r.source_url,
        r.effective_from::text as effective_from, r.positive_scope, r.expressed_as, r.not_with, r.children_under,
        r.sell_off_until::text as sell_off_until, r.verified_on::text as verified_on, r.consolidated_version, r.form,
        r.version, r.retired_at, r.updated_by, r.created_at, r.updated_at,
        u.name as updated_by_name, ${keysetSelect(keyset)} as page_key
      from compliance_rules r left join users u on u.id = r.updated_by
      where ${where} ${after ? sql`and ${keysetAfter(keyset, after.key)}` : sql``}
      order by ${keysetOrder(keyset)}
      limit ${q.limit + 1}`),
    after
      ? null
      : db.execute<{ total: number; by_market: Record<string, number>; unverified: number }>(sql`
          select (select count(*)::int from compliance_rules r where ${where}) as total,
            (select coalesce(jsonb_object_agg(market, n), '{}') from
              (select market, count(*)::int as n from compliance_rules where retired_at is null group by market) m) as by_market,
            (select count(*)::int from compliance_rules u where u.retired_at is null and ${unverifiedSql('u')}) as unverified`),
  ]);
  const total = counts?.rows[0]?.total ?? after!.total;
  const page = keysetPage(keyset, rows.rows, q.limit, total, fromListRow);
  return { ...page, counts: counts?.rows[0]?.by_market ?? null, unverified: counts?.rows[0]?.unverified ?? null };
}

/* ------------------------------------------- one rule and history ------------------------------------------- */

async function nameOf(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const { rows } = await db.execute<{ name: string }>(sql`select name from users where id = ${userId}`);
  return rows[0]?.name ?? null;
}

/** One rule with every version (newest first, who and when) and the rule-change job's runs for it. */
export async function getRule(db: Db, id: string): Promise<RuleDetail> {
  const [row] = await db.select().from(complianceRules).where(eq(complianceRules.id, id));
  if (!row) throw notFound('No such rule');
  const [versions, rechecks, updatedBy] = await Promise.all([
    db.execute<{
      version: number;
      change: string;
      note: string;
      changed_at: Date;
      name: string | null;
      snapshot: ComplianceRuleData;
    }>(sql`
      select v.version, v.change, v.note, v.changed_at, u.name, v.snapshot
      from compliance_rule_versions v left join users u on u.id = v.changed_by
      where v.rule_id = ${id} order by v.version desc`),
    db.execute<{
      version: number;
      requested_at: Date;
      done_at: Date | null;
      recipes_checked: number | null;
      recipes_changed: number | null;
    }>(sql`
      select version, requested_at, done_at, recipes_checked, recipes_changed
      from compliance_rechecks where rule_id = ${id} order by id desc limit 50`),
    nameOf(db, row.updatedBy),
  ]);
  return {
    rule: present(row, updatedBy),
    versions: versions.rows.map((v) => ({
      version: v.version,
      change: v.change,
      note: v.note,
      changedAt: iso(v.changed_at)!,
      changedBy: v.name,
      snapshot: {
        ...v.snapshot,
        maxPercent: v.snapshot.maxPercent ?? null,
        labelAbove: v.snapshot.labelAbove ?? null,
        casNumbers: v.snapshot.casNumbers ?? [],
        productTypes: v.snapshot.productTypes ?? [],
        exceptProductTypes: v.snapshot.exceptProductTypes ?? [],
        exposures: v.snapshot.exposures ?? [],
        conditions: v.snapshot.conditions ?? '',
        conditionsKo: v.snapshot.conditionsKo ?? '',
        warning: v.snapshot.warning ?? '',
        warningEn: v.snapshot.warningEn ?? '',
        sourceUrl: v.snapshot.sourceUrl ?? '',
        // versions written before issue 22 have none of these
        positiveScope: v.snapshot.positiveScope ?? false,
        expressedAs: v.snapshot.expressedAs ?? null,
        notWith: v.snapshot.notWith ?? [],
        childrenUnder: v.snapshot.childrenUnder ?? null,
        sellOffUntil: v.snapshot.sellOffUntil ?? null,
        verifiedOn: v.snapshot.verifiedOn ?? null,
        consolidatedVersion: v.snapshot.consolidatedVersion ?? '',
        form: v.snapshot.form ?? 'any',
      },
    })),
    rechecks: rechecks.rows.map((r) => ({
      version: r.version,
      requestedAt: iso(r.requested_at)!,
      doneAt: iso(r.done_at),
      recipesChecked: r.recipes_checked,
      recipesChanged: r.recipes_changed,
    })),
  };
}

/* ------------------------------------------------ changes ------------------------------------------------ */

/**
 * Writes one version of a rule inside the caller's transaction: the history row, the rule-change job's
 * queue row (with the rule as it was before) and — when `request` is given — the audit entry.
 */
export async function recordVersion(
  tx: Db,
  v: {
    rule: RuleRow;
    before: ComplianceRuleData | null;
    change: RuleChange;
    note: string;
    actor: Actor | null;
    request?: FastifyRequest;
  },
): Promise<void> {
  const after = ruleData(v.rule);
  await tx.insert(complianceRuleVersions).values({
    ruleId: v.rule.id,
    version: v.rule.version,
    snapshot: after,
    change: v.change,
    note: v.note,
    changedBy: v.actor?.id ?? null,
  });
  await tx.insert(complianceRechecks).values({
    ruleId: v.rule.id,
    version: v.rule.version,
    before: v.before,
    requestedBy: v.actor?.id ?? null,
  });
  if (v.request) {
    await audit(tx, {
      actor: v.actor,
      action: `compliance.rule.${v.change}`,
      subjectType: 'compliance',
      subjectId: v.rule.id,
      before: v.before === null ? undefined : v.before,
      after: { ...after, version: v.rule.version, retiredAt: iso(v.rule.retiredAt) },
      status: v.change === 'created' ? 201 : 200,
      request: v.request,
    });
  }
}

/** A new rule, version 1. */
export async function createRule(
  db: Db,
  input: ComplianceRuleData & { note: string },
  actor: Actor,
  request?: FastifyRequest,
): Promise<RuleDetail> {
  const { note, ...data } = input;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(complianceRules)
      .values({ ...columns(data), version: 1, updatedBy: actor.id } as typeof complianceRules.$inferInsert)
      .returning();
    await recordVersion(tx, { rule: row!, before: null, change: 'created', note, actor, request });
    return row!.id;
  });
  return getRule(db, id);
}

// issue 23 item 4: a stale save names the rule (409 CHANGED_MEANWHILE, "Someone changed this rule in
// the meantime"), not REVISION_CONFLICT, whose words are the recipe editor's
const conflict = () => changedMeanwhile('rule');

async function lockRule(tx: Db, id: string, version: number): Promise<RuleRow> {
  const [row] = await tx.select().from(complianceRules).where(eq(complianceRules.id, id)).for('update');
  if (!row) throw notFound('No such rule');
  if (row.version !== version) throw conflict();
  return row;
}

/** An edit: version + 1 (nothing at all when the data did not change). */
export async function updateRule(
  db: Db,
  id: string,
  input: ComplianceRuleData & { note: string; version: number },
  actor: Actor,
  request?: FastifyRequest,
): Promise<RuleDetail> {
  const { note, version, ...data } = input;
  await db.transaction(async (tx) => {
    const current = await lockRule(tx, id, version);
    const before = ruleData(current);
    if (sameData(before, data)) return;
    const [row] = await tx
      .update(complianceRules)
      .set({ ...columns(data), version: current.version + 1, updatedBy: actor.id, updatedAt: new Date() })
      .where(and(eq(complianceRules.id, id), eq(complianceRules.version, version)))
      .returning();
    await recordVersion(tx, { rule: row!, before, change: 'updated', note, actor, request });
  });
  return getRule(db, id);
}

/** Retire (no longer law: recipes stop being judged by it) or restore a rule; version + 1. */
export async function setRuleRetired(
  db: Db,
  id: string,
  retire: boolean,
  input: { note: string; version: number },
  actor: Actor,
  request?: FastifyRequest,
): Promise<RuleDetail> {
  await db.transaction(async (tx) => {
    const current = await lockRule(tx, id, input.version);
    if ((current.retiredAt !== null) === retire) return;
    const [row] = await tx
      .update(complianceRules)
      .set({
        retiredAt: retire ? new Date() : null,
        version: current.version + 1,
        updatedBy: actor.id,
        updatedAt: new Date(),
      })
      .where(eq(complianceRules.id, id))
      .returning();
    await recordVersion(tx, {
      rule: row!,
      before: ruleData(current),
      change: retire ? 'retired' : 'restored',
      note: input.note,
      actor,
      request,
    });
  });
  return getRule(db, id);
}

/* ------------------------------------------ failing recipes report ------------------------------------------ */

const FAILING_KEYSET: Keyset = {
  sort: 'updated',
  columns: [
    { expr: sql`r.updated_at`, type: 'micros', desc: true },
    { expr: sql`r.id`, type: 'uuid', desc: true },
  ],
};

/**
 * Recipes failing each market: the counts per market (and how many recipes target it), and one market's
 * failing recipes newest first — both read through the partial GIN index recipes_failing_markets_idx
 * (`failing_markets @> {M}` under its predicate).
 */
export async function failingReport(db: Db, q: { market?: Market; limit: number; cursor?: string }): Promise<FailingReport> {
  const after = decodePageCursor(q.cursor, FAILING_KEYSET);
  const market = q.market ?? null;
  const inIndex = sql`r.deleted_at is null and r.failing_markets <> '{}'`;
  const [counts, rows] = await Promise.all([
    db.execute<{ market: Market; failing: number; targeting: number }>(sql`
      select m.code as market,
        (select count(*)::int from recipes r where ${inIndex} and r.failing_markets @> array[m.code]) as failing,
        (select count(*)::int from recipes r where r.deleted_at is null and r.target_markets @> array[m.code]) as targeting
      from compliance_markets m order by m.position`),
    market
      ? db.execute<{
          id: string;
          name: string;
          product_type: string;
          owner_name: string;
          owner_company: string;
          failing_markets: string[];
          target_markets: string[];
          updated_at: Date;
          page_key: string[];
        }>(sql`
          select r.id, r.name, r.product_type, u.name as owner_name, u.company_name as owner_company,
            r.failing_markets, r.target_markets, r.updated_at, ${keysetSelect(FAILING_KEYSET)} as page_key
          from recipes r join users u on u.id = r.owner_id
          where ${inIndex} and r.failing_markets @> array[${market}::text]
            ${after ? sql`and ${keysetAfter(FAILING_KEYSET, after.key)}` : sql``}
          order by ${keysetOrder(FAILING_KEYSET)} limit ${q.limit + 1}`)
      : null,
  ]);
  const byMarket = counts.rows;
  const total = after ? after.total : (byMarket.find((c) => c.market === market)?.failing ?? 0);
  const page = rows
    ? keysetPage(FAILING_KEYSET, rows.rows, q.limit, total, (r) => ({
        id: r.id,
        name: r.name,
        productType: r.product_type,
        ownerName: r.owner_name,
        ownerCompany: r.owner_company,
        failingMarkets: r.failing_markets,
        targetMarkets: r.target_markets,
        updatedAt: iso(r.updated_at)!,
      }))
    : { items: [], nextCursor: null, total: 0 };
  return { counts: byMarket, market, ...page };
}
