/**
 * The rule-change job (issue 15): when staff add, change, retire or restore a rule, the change's row in
 * `compliance_rechecks` waits here — the request that made it never does this work. The job
 *
 * 1. takes the pending rows (oldest first) and, for each, the substance before and after the change
 *    (CAS numbers and INCI key) and its markets before and after;
 * 2. finds the affected recipes: not deleted, targeting one of those markets (or none, when one of them
 *    is the home market a recipe without markets is checked against), whose current lines
 *    (`recipe_lines`, through recipe_lines_ingredient_idx) hold an ingredient matching that substance
 *    the way the shared verdict matches (any CAS number in the ingredient's CAS field, or the INCI key);
 * 3. rechecks them in batches, each batch in its own transaction with the recipes locked `for update`
 *    (in id order, so a person's save waits or goes first — never interleaves): the verdict comes from
 *    the shared `complianceVerdict` against the rule set as it is now, and is compared with the last
 *    one on record (the previous check of this revision, else the verdict stored with the revision);
 * 4. writes `recipe_rule_checks` for every affected recipe (which rule changed and when), updates
 *    `recipes.compliance_status` / `failing_markets` and `valid` (the rules are the only limits: a
 *    change can make a recipe usable for samples and quotes, or not), and notifies the owner when the verdict changed
 *    (the bell, the live stream, push, and the e-mail their preferences allow) — one notification per
 *    recipe for the first NOTIFY_PER_OWNER of an owner's recipes in a run, then one more that counts
 *    the rest, so a rule on a common substance does not bury a customer with many recipes in mail;
 * 5. marks the rows done with their counts.
 *
 * It is idempotent: run twice, the second run finds the verdicts already on record and notifies nobody.
 */
import { sql } from 'drizzle-orm';
import { MARKETS, casNumbersOf, inciKey, type Market, type VerdictStatus } from '@formulab/shared/compliance/compliance';
import { SUBSTANCE_FAMILIES, isFamilyKey } from '@formulab/shared/compliance/families';
import { HOME_MARKET } from '@formulab/shared/compliance/markets';
import type { ComplianceRuleData, StoredVerdict } from '@formulab/shared/compliance/compliance.schema';
import type { RecipeData } from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../../db/client.ts';
import type { Notifier, Pending } from '../notifications/notifications.service.ts';
import { evaluateRecipe } from '../recipes/recipes.lines.ts';
import { loadRuleSet, verdictFor, verdictSummary } from './compliance.service.ts';
import type { RuleChangeRef } from './compliance.admin.table.ts';

export const COMPLIANCE_RECHECK_JOB = 'compliance-recheck';
/** recipes an owner is told about one by one in a run; the rest in one notification that counts them */
export const NOTIFY_PER_OWNER = 3;

/** Per owner in one run: how many were told one by one, and the recipes left for the summary. */
type OwnerTally = Map<string, { told: number; more: { id: string }[] }>;

/** How many recipes one transaction rechecks. */
const BATCH = 500;
/** How many queued changes one run takes (the rest wait for the next). */
const MAX_CHANGES = 200;

type PendingRow = {
  id: number;
  /** a rule's change, or (issue 22) a composition's: then `ingredient_id` is set and the rule's fields are null */
  rule_id: string | null;
  ingredient_id: string | null;
  version: number;
  before: ComplianceRuleData | null;
  // the rule's fields (null on a composition's row, which the job handles before reading them)
  market: string;
  inci_name: string;
  cas_numbers: string[];
  expressed_as: string | null;
  not_with: string[];
  reference: string;
  retired_at: Date | null;
  changed_at: Date;
  change: string;
};

export type RecheckResult = { changes: number; recipesChecked: number; recipesChanged: number; notified: number };

/** The INCI key as SQL computes it (the same as `inciKey`: spaces collapsed, trimmed, upper-cased). */
const SQL_INCI_KEY = sql`upper(btrim(regexp_replace(i.inci_name, '\\s+', ' ', 'g')))`;

/**
 * Ingredients the substances match, by CAS number (any in the CAS field) or INCI key — themselves, or
 * one of their constituents (issue 22: linalool's rule touches every recipe with lavender oil).
 */
async function matchingIngredients(db: Db, cas: string[], keys: string[]): Promise<string[]> {
  if (!cas.length && !keys.length) return [];
  const { rows } = await db.execute<{ id: string }>(sql`
    select i.id from ingredients i
    where regexp_split_to_array(coalesce(i.cas_number, ''), '[\\s/,;]+') && ${sql.param(cas)}::text[]
       or ${SQL_INCI_KEY} = any(${sql.param(keys)}::text[])
    union
    select c.ingredient_id from ingredient_constituents c
    where c.cas_number = any(${sql.param(cas)}::text[])
       or upper(btrim(regexp_replace(c.inci_name, '\\s+', ' ', 'g'))) = any(${sql.param(keys)}::text[])`);
  return rows.map((r) => r.id);
}

/** Recipes (not deleted) targeting one of `markets` whose current lines hold one of `ingredients`. */
export async function affectedRecipes(db: Db, ingredients: string[], markets: string[]): Promise<string[]> {
  if (!ingredients.length || !markets.length) return [];
  const { rows } = await db.execute<{ id: string }>(sql`
    select r.id from recipes r
    where r.deleted_at is null
      -- a recipe with no market ticked is checked against the home market (decision 0018)
      and (r.target_markets && ${sql.param(markets)}::text[]
        or (r.target_markets = '{}' and ${HOME_MARKET} = any(${sql.param(markets)}::text[])))
      and exists (select 1 from recipe_lines l where l.recipe_id = r.id and l.ingredient_id = any(${sql.param(ingredients)}::uuid[]))`);
  return rows.map((r) => r.id);
}

/** What a verdict says, as text: statuses, findings, label warnings and allergens per market. Equal text = same verdict. */
export function verdictDigest(v: Pick<StoredVerdict, 'verdicts'> | null): string {
  if (!v) return '';
  return v.verdicts
    .map((m) =>
      [
        m.market,
        m.status,
        m.findings.map((f) => `${f.code}:${f.inciName}:${f.limit ?? ''}`).join(','),
        m.labelWarnings.map((w) => w.text).join(','),
        m.allergens.map((a) => a.inciName).join(','),
      ].join('|'),
    )
    .join(';');
}

const statuses = (v: Pick<StoredVerdict, 'verdicts'> | null): Record<string, VerdictStatus> =>
  Object.fromEntries((v?.verdicts ?? []).map((m) => [m.market, m.status]));

/**
 * Runs the job once over everything pending. Each affected recipe is checked once per run even when
 * several changes touch it (its row lists them all).
 */
export async function runComplianceRechecks(db: Db, notifier: Notifier | null): Promise<RecheckResult> {
  const { rows: pending } = await db.execute<PendingRow>(sql`
    select q.id, q.rule_id, q.ingredient_id, q.version, q.before, r.market, coalesce(r.inci_name, i.inci_name) as inci_name,
      r.cas_numbers, r.expressed_as, r.not_with, r.reference, r.retired_at,
      coalesce(v.changed_at, q.requested_at) as changed_at,
      case when q.ingredient_id is not null then 'composition' else coalesce(v.change, 'updated') end as change
    from compliance_rechecks q
    left join compliance_rules r on r.id = q.rule_id
    left join ingredients i on i.id = q.ingredient_id
    left join compliance_rule_versions v on v.rule_id = q.rule_id and v.version = q.version
    where q.done_at is null
    order by q.id limit ${MAX_CHANGES}`);
  if (!pending.length) return { changes: 0, recipesChecked: 0, recipesChanged: 0, notified: 0 };

  // recipe → the changes that touch it; change → its recipes (for its counts)
  const touched = new Map<string, RuleChangeRef[]>();
  const perChange = new Map<number, string[]>();
  for (const p of pending) {
    if (p.ingredient_id) {
      // a composition changed: every recipe holding the ingredient, in every market it targets
      const recipes = await affectedRecipes(db, [p.ingredient_id], [...MARKETS]);
      perChange.set(p.id, recipes);
      const ref: RuleChangeRef = {
        ruleId: p.ingredient_id,
        version: p.version,
        market: '',
        inciName: p.inci_name,
        change: p.change,
        changedAt: new Date(p.changed_at).toISOString(),
        reference: '',
      };
      for (const id of recipes) touched.set(id, [...(touched.get(id) ?? []), ref]);
      continue;
    }
    // the substance before and after, every member of its "expressed as" family, and what it must not be used with
    const family = [p.expressed_as, p.before?.expressedAs ?? null].flatMap((k) =>
      k && isFamilyKey(k) ? SUBSTANCE_FAMILIES[k]!.members : [],
    );
    const notWith = [...p.not_with, ...(p.before?.notWith ?? [])];
    const cas = [
      ...new Set(
        [...p.cas_numbers, ...(p.before?.casNumbers ?? []), ...family.map((f) => f.casNumber), ...notWith].flatMap((c) =>
          casNumbersOf(c),
        ),
      ),
    ];
    const keys = [
      ...new Set(
        [
          p.inci_name,
          p.before?.inciName ?? '',
          ...family.map((f) => f.inciName),
          ...notWith.filter((n) => !casNumbersOf(n).length),
        ]
          .filter((n) => n.trim())
          .map(inciKey),
      ),
    ];
    const markets = [...new Set([p.market, p.before?.market].filter((m): m is string => !!m))];
    const recipes = await affectedRecipes(db, await matchingIngredients(db, cas, keys), markets);
    perChange.set(p.id, recipes);
    const ref: RuleChangeRef = {
      ruleId: p.rule_id!,
      version: p.version,
      market: p.market,
      inciName: p.inci_name,
      change: p.change,
      changedAt: new Date(p.changed_at).toISOString(),
      reference: p.reference,
    };
    for (const id of recipes) {
      const list = touched.get(id);
      if (list) list.push(ref);
      else touched.set(id, [ref]);
    }
  }

  const set = await loadRuleSet(db);
  const ids = [...touched.keys()].sort();
  const changedIds = new Set<string>();
  let checked = 0;
  let notified = 0;
  const tally: OwnerTally = new Map();
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    const outcome = await recheckBatch(db, notifier, set, batch, touched, tally);
    checked += outcome.checked;
    notified += outcome.notified.length;
    for (const id of outcome.changed) changedIds.add(id);
    if (notifier && outcome.pending.length) await notifier.deliver(...outcome.pending);
  }
  // an owner with more changed recipes than told one by one: one notification that counts the rest
  // (it opens the first of them; the recipe list shows every verdict)
  if (notifier) {
    for (const [owner, { more }] of tally) {
      if (!more.length) continue;
      const pending = await db.transaction((tx) =>
        notifier.notify(tx, {
          to: { userId: owner },
          subject: 'recipe',
          subjectId: more[0]!.id,
          action: 'rule_change',
          ref: `+${more.length}`,
          state: 'compliance_more',
        }),
      );
      notified += more.length;
      await notifier.deliver(pending);
    }
  }

  // each change's counts: its recipes, and those whose verdict changed in this run
  const done = pending.map((p) => {
    const list = perChange.get(p.id) ?? [];
    return { id: p.id, checked: list.length, changed: list.filter((r) => changedIds.has(r)).length };
  });
  await db.execute(sql`
    update compliance_rechecks q set done_at = now(), recipes_checked = d.checked, recipes_changed = d.changed
    from jsonb_to_recordset(${JSON.stringify(done)}::jsonb) as d(id bigint, checked int, changed int)
    where q.id = d.id`);
  return { changes: pending.length, recipesChecked: checked, recipesChanged: changedIds.size, notified };
}

/** A stored line as recipe data (the recheck reads no phase or note). */
const lineOf = (l: { ingredient_id: string; percent: string }) => ({
  ingredientId: l.ingredient_id,
  percent: Number(l.percent),
  phase: null,
  note: '',
});

type LockedRecipe = {
  id: string;
  owner_id: string;
  name: string;
  revision: number;
  product_type: string;
  target_markets: Market[];
  for_children: boolean;
  children_age: number | null;
  compliance_status: string | null;
  failing_markets: string[];
  valid: boolean;
  /** the last check of this revision, if any */
  check_digest: string | null;
  check_after: Record<string, VerdictStatus> | null;
  /** the verdict stored with the revision (only read when there is no check of it) */
  stored: StoredVerdict | null;
};

async function recheckBatch(
  db: Db,
  notifier: Notifier | null,
  set: Awaited<ReturnType<typeof loadRuleSet>>,
  batch: string[],
  touched: ReadonlyMap<string, RuleChangeRef[]>,
  tally: OwnerTally,
): Promise<{ checked: number; changed: string[]; notified: string[]; pending: Pending[] }> {
  return db.transaction(async (tx) => {
    // locked in id order; a recipe deleted meanwhile drops out
    const { rows: recipes } = await tx.execute<LockedRecipe>(sql`
      with locked as (
        select id from recipes where id = any(${sql.param(batch)}::uuid[]) and deleted_at is null order by id for update
      )
      select r.id, r.owner_id, r.name, r.revision, r.product_type, r.target_markets, r.for_children, r.children_age, r.compliance_status, r.valid,
        r.failing_markets, c.digest as check_digest, c.after as check_after,
        case when c.recipe_id is null then v.compliance end as stored
      from locked k join recipes r on r.id = k.id
      left join recipe_rule_checks c on c.recipe_id = r.id and c.revision = r.revision
      left join recipe_revisions v on v.recipe_id = r.id and v.number = r.revision`);
    if (!recipes.length) return { checked: 0, changed: [], notified: [], pending: [] };
    const { rows: lines } = await tx.execute<{
      recipe_id: string;
      ingredient_id: string;
      percent: string;
      inci_name: string;
      cas_number: string | null;
      nano: boolean;
    }>(sql`
      select l.recipe_id, l.ingredient_id, l.percent, i.inci_name, i.cas_number, i.nano
      from recipe_lines l join ingredients i on i.id = l.ingredient_id
      where l.recipe_id = any(${sql.param(recipes.map((r) => r.id))}::uuid[])
      order by l.recipe_id, l.position`);
    const byRecipe = new Map<string, typeof lines>();
    for (const l of lines) {
      const list = byRecipe.get(l.recipe_id);
      if (list) list.push(l);
      else byRecipe.set(l.recipe_id, [l]);
    }

    const now = new Date();
    const checks: {
      recipe_id: string;
      revision: number;
      changes: RuleChangeRef[];
      before: Record<string, string>;
      after: Record<string, string>;
      digest: string;
      changed: boolean;
    }[] = [];
    const summaries: { id: string; status: string | null; failing: string[]; valid: boolean }[] = [];
    const changed: string[] = [];
    const notices: { owner: string; id: string; name: string; status: string }[] = [];
    for (const r of recipes) {
      const rl = byRecipe.get(r.id) ?? [];
      const facts = new Map(rl.map((l) => [l.ingredient_id, { inciName: l.inci_name, casNumber: l.cas_number, nano: l.nano }]));
      const verdict = verdictFor(
        set,
        {
          productType: r.product_type as RecipeData['productType'],
          lines: rl.map((l) => lineOf(l)),
          targetMarkets: r.target_markets,
          forChildren: r.for_children,
          childrenAge: r.children_age,
        },
        facts,
        now,
      );
      const digest = verdictDigest(verdict);
      const previousDigest = r.check_digest ?? verdictDigest(r.stored);
      const before = r.check_after ?? statuses(r.stored);
      const after = statuses(verdict);
      const isChanged = digest !== previousDigest;
      checks.push({
        recipe_id: r.id,
        revision: r.revision,
        changes: touched.get(r.id) ?? [],
        before,
        after,
        digest,
        changed: isChanged,
      });
      const summary = verdictSummary(verdict);
      // the rules are the only limits (issue 22 item 8): a change of them can make a recipe (un)usable
      const valid = evaluateRecipe(
        { productType: r.product_type as RecipeData['productType'], lines: rl.map((l) => lineOf(l)) },
        new Map(),
        { markets: verdict.verdicts },
      ).valid;
      const sameSummary =
        summary.complianceStatus === r.compliance_status &&
        summary.failingMarkets.join() === [...r.failing_markets].join() &&
        valid === r.valid;
      if (!sameSummary) summaries.push({ id: r.id, status: summary.complianceStatus, failing: summary.failingMarkets, valid });
      if (isChanged) {
        changed.push(r.id);
        notices.push({ owner: r.owner_id, id: r.id, name: r.name, status: verdict.status });
      }
    }

    await tx.execute(sql`
      insert into recipe_rule_checks (recipe_id, revision, changes, before, after, digest, changed, checked_at)
      select d.recipe_id, d.revision, d.changes, d.before, d.after, d.digest, d.changed, now()
      from jsonb_to_recordset(${JSON.stringify(checks)}::jsonb)
        as d(recipe_id uuid, revision int, changes jsonb, before jsonb, after jsonb, digest text, changed boolean)
      on conflict (recipe_id) do update set revision = excluded.revision,
        -- checks of the same revision add up (the latest ten changes, the statuses before the first);
        -- a new revision starts over
        changes = case when recipe_rule_checks.revision = excluded.revision
          then jsonb_path_query_array(excluded.changes || recipe_rule_checks.changes, '$[0 to 9]') else excluded.changes end,
        before = case when recipe_rule_checks.revision = excluded.revision then recipe_rule_checks.before else excluded.before end,
        after = excluded.after, digest = excluded.digest,
        changed = excluded.changed or (recipe_rule_checks.revision = excluded.revision and recipe_rule_checks.changed),
        checked_at = excluded.checked_at`);
    if (summaries.length) {
      await tx.execute(sql`
        update recipes r set compliance_status = d.status, failing_markets = d.failing, valid = d.valid
        from jsonb_to_recordset(${JSON.stringify(summaries)}::jsonb) as d(id uuid, status text, failing text[], valid boolean)
        where r.id = d.id`);
    }
    const pending: Pending[] = [];
    const told: string[] = [];
    if (notifier) {
      for (const n of notices) {
        const t = tally.get(n.owner) ?? { told: 0, more: [] };
        tally.set(n.owner, t);
        if (t.told >= NOTIFY_PER_OWNER) {
          t.more.push({ id: n.id });
          continue;
        }
        t.told++;
        told.push(n.id);
        pending.push(
          await notifier.notify(tx, {
            to: { userId: n.owner },
            subject: 'recipe',
            subjectId: n.id,
            action: 'rule_change',
            ref: n.name.length > 60 ? `${n.name.slice(0, 59)}…` : n.name,
            state: `compliance_${n.status}`,
          }),
        );
      }
    }
    return { checked: recipes.length, changed, notified: told, pending };
  });
}
