import { sql, type SQL } from 'drizzle-orm';
import {
  AREA_OF,
  AWAITING_CUSTOMER,
  openStates,
  RECIPE_PIPELINE_LIMIT,
  recordRef,
  staffWaitingStates,
  SUMMARY_LATEST,
  type PipelineSummary,
  type RecipePipeline,
  type StaffCounts,
} from '@formulab/shared/pipeline/pipeline.schema';
import { SUBJECTS, type Subject } from '@formulab/shared/workflow/workflow.schema';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { mayRead } from '../recipes/recipes.policy.ts';
import { iso } from '../../lib/dates.ts';
import { ownRecords } from './pipeline.policy.ts';
import { stateCounts } from '../../lib/state-counts.ts';

/**
 * Read-only views across sample requests, quotes and production orders. Each answers with one
 * statement over the three tables (`union all`), the recipe view with one more for the ownership check.
 */

const TABLE: Record<Subject, SQL> = {
  sample: sql.raw('sample_requests'),
  quote: sql.raw('quotes'),
  order: sql.raw('production_orders'),
};
/** The money of each record as the customer pays it: a sample's fee, a quote's or an order's total with its VAT. */
const AMOUNT: Record<Subject, SQL> = {
  sample: sql.raw('fee'),
  quote: sql.raw('total + coalesce(vat, 0)'),
  order: sql.raw('total + vat'),
};

/**
 * A constant list of states as SQL literals: the machines' own names (checked), written into the
 * statement so that the planner sees them (the state indexes) and the statement text stays the same.
 */
function stateList(states: readonly string[]): SQL {
  if (states.length === 0) return sql.raw(`(null)`);
  for (const s of states) if (!/^[a-z_]+$/.test(s)) throw new Error(`unexpected state name ${s}`);
  return sql.raw(`(${states.map((s) => `'${s}'`).join(', ')})`);
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

type RecipeRow = {
  subject: Subject;
  id: string;
  number: number;
  state: string;
  recipe_revision: number;
  created_at: Date | string;
  amount: string | number | null;
  total: number;
};

/** GET /api/recipes/:id/pipeline — the owner's sample requests, quotes and orders of one recipe. */
export async function recipePipeline(db: Db, recipeId: string, ownerId: string): Promise<RecipePipeline> {
  const { rows: found } = await db.execute<{ owner_id: string; visibility: string; deleted_at: Date | null }>(
    sql`select owner_id, visibility, deleted_at from recipes where id = ${recipeId}`,
  );
  const r = found[0];
  if (!r || !mayRead({ ownerId: r.owner_id, visibility: r.visibility, deletedAt: r.deleted_at }, { ownerId })) throw notFound();

  // count(*) over () is taken before the limit: each area's total comes with its rows
  const parts = SUBJECTS.map(
    (s) => sql`(select ${sql.raw(`'${s}'`)} as subject, id, number, state, recipe_revision, created_at, ${AMOUNT[s]} as amount,
      (count(*) over ())::int as total
    from ${TABLE[s]} where recipe_id = ${recipeId} and ${ownRecords(ownerId)}
    order by created_at desc, id desc limit ${RECIPE_PIPELINE_LIMIT})`,
  );
  const { rows } = await db.execute<RecipeRow>(sql.join(parts, sql` union all `));
  const out: RecipePipeline = {
    samples: { items: [], total: 0 },
    quotes: { items: [], total: 0 },
    orders: { items: [], total: 0 },
  };
  for (const row of rows) {
    const area = out[AREA_OF[row.subject]];
    area.total = row.total;
    area.items.push({
      id: row.id,
      ref: recordRef(row.subject, row.number),
      state: row.state,
      recipeRevision: row.recipe_revision,
      createdAt: iso(row.created_at),
      amount: num(row.amount),
    });
  }
  return out;
}

type OpenRow = {
  subject: Subject;
  id: string;
  number: number;
  state: string;
  recipe_name: string;
  updated_at: Date | string;
  open: number;
  needs_action: number;
};

/**
 * GET /api/pipeline/summary — the caller's open records: counts and a few of each area, those
 * awaiting the customer first, then the most recently updated.
 */
export async function pipelineSummary(db: Db, ownerId: string): Promise<PipelineSummary> {
  const parts = SUBJECTS.map(
    (s) => sql`(select ${sql.raw(`'${s}'`)} as subject, id, number, state, recipe_name, updated_at,
      (count(*) over ())::int as open,
      (count(*) filter (where state in ${stateList(AWAITING_CUSTOMER[s])}) over ())::int as needs_action
    from ${TABLE[s]} where ${ownRecords(ownerId)} and state in ${stateList(openStates(s))}
    order by state in ${stateList(AWAITING_CUSTOMER[s])} desc, updated_at desc, id desc limit ${SUMMARY_LATEST})`,
  );
  const { rows } = await db.execute<OpenRow>(sql.join(parts, sql` union all `));
  const out: PipelineSummary = {
    samples: { open: 0, needsAction: 0, latest: [] },
    quotes: { open: 0, needsAction: 0, latest: [] },
    orders: { open: 0, needsAction: 0, latest: [] },
  };
  for (const row of rows) {
    const area = out[AREA_OF[row.subject]];
    area.open = row.open;
    area.needsAction = row.needs_action;
    area.latest.push({
      id: row.id,
      ref: recordRef(row.subject, row.number),
      state: row.state,
      recipeName: row.recipe_name,
      updatedAt: iso(row.updated_at),
      needsAction: AWAITING_CUSTOMER[row.subject].includes(row.state),
    });
  }
  return out;
}

/**
 * How many records each state holds, as the waiting counts read them: from the per-state counters kept
 * by triggers where there is one (migrations 0011, 0014: a million orders are not counted on every
 * staff page and dashboard), else by counting the state's rows through its index (quotes).
 */
const WAITING: Record<Subject, SQL> = {
  sample: stateCounts('sample_request_counts'),
  quote: sql`select state, count(*)::int as n from quotes where state in ${stateList(staffWaitingStates('quote'))} group by state`,
  order: stateCounts('production_order_counts'),
};

/** GET /api/admin/pipeline/counts — records waiting for staff, per area and state. */
export async function staffCounts(db: Db): Promise<StaffCounts> {
  const parts = SUBJECTS.map(
    (s) => sql`(select ${sql.raw(`'${s}'`)} as subject, state, n from (${WAITING[s]}) c
    where state in ${stateList(staffWaitingStates(s))} and n > 0)`,
  );
  const { rows } = await db.execute<{ subject: Subject; state: string; n: number }>(sql.join(parts, sql` union all `));
  const out: StaffCounts = {
    samples: { total: 0, byState: {} },
    quotes: { total: 0, byState: {} },
    orders: { total: 0, byState: {} },
  };
  for (const row of rows) {
    const area = out[AREA_OF[row.subject]];
    area.total += row.n;
    area.byState[row.state] = row.n;
  }
  return out;
}
