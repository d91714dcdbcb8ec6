/**
 * What changed between two revisions of a recipe: the recipe's own fields and its lines, for the
 * editor's "compare revisions" view. Pure: the caller fetches both revisions and renders the result.
 *
 * Lines are matched by ingredient, not by position — moving a line is not "removed + added". When an
 * ingredient is on several lines (e.g. in two phases) its n-th line before is matched with its n-th
 * line after. Percents are compared as integer ten-thousandths of a percent (see formulation.ts), so
 * 0.1 + 0.2 never differs from 0.3.
 */
import { percentToUnits, totalPercent, unitsToPercent } from './formulation.ts';

/** The part of a line a comparison looks at. */
export type ComparableLine = {
  ingredientId: string;
  inciName: string;
  percent: number;
  phase: string | null;
  note: string;
};

/** The part of a revision a comparison looks at. */
export type ComparableRecipe = {
  name: string;
  productType: string;
  visibility: string;
  description: string;
  functionIds?: readonly number[];
  lines: readonly ComparableLine[];
};

export type LineState = { percent: number; phase: string | null; note: string };

export type FieldChange =
  | { field: 'name' | 'productType' | 'visibility' | 'description'; before: string; after: string }
  | { field: 'functions'; before: number[]; after: number[] };

export type LineChange =
  | { kind: 'added'; ingredientId: string; inciName: string; after: LineState }
  | { kind: 'removed'; ingredientId: string; inciName: string; before: LineState }
  | {
      kind: 'changed';
      ingredientId: string;
      inciName: string;
      before: LineState;
      after: LineState;
      /** which parts differ, in this order */
      changes: ('percent' | 'phase' | 'note')[];
      /** after − before in %, exact to 4 decimals (0 when only the phase or note changed) */
      delta: number;
    }
  | { kind: 'unchanged'; ingredientId: string; inciName: string; after: LineState };

export type RecipeComparison = {
  fields: FieldChange[];
  /**
   * Every line of both revisions once, in the newer revision's order; a removed line follows the line
   * that preceded it in the older revision (or comes first when nothing did).
   */
  lines: LineChange[];
  counts: { added: number; removed: number; changed: number; unchanged: number };
  total: { before: number; after: number };
  /** the lines both revisions share are in a different order */
  reordered: boolean;
  /** anything at all differs (fields, lines or their order) */
  different: boolean;
};

const state = (l: ComparableLine): LineState => ({ percent: l.percent, phase: l.phase ?? null, note: l.note });

const sortedIds = (ids: readonly number[] | undefined): number[] => [...new Set(ids ?? [])].sort((a, b) => a - b);

/** Compares revision `before` with revision `after` (usually the older one first). */
export function compareRecipes(before: ComparableRecipe, after: ComparableRecipe): RecipeComparison {
  const fields: FieldChange[] = [];
  for (const field of ['name', 'productType', 'visibility', 'description'] as const) {
    if (before[field] !== after[field]) fields.push({ field, before: before[field], after: after[field] });
  }
  const fb = sortedIds(before.functionIds);
  const fa = sortedIds(after.functionIds);
  if (fb.length !== fa.length || fb.some((id, i) => id !== fa[i])) fields.push({ field: 'functions', before: fb, after: fa });

  // n-th line of an ingredient before ↔ n-th line of it after
  const queues = new Map<string, number[]>();
  before.lines.forEach((l, i) => {
    const q = queues.get(l.ingredientId);
    if (q) q.push(i);
    else queues.set(l.ingredientId, [i]);
  });
  const matchOf: (number | null)[] = after.lines.map((l) => queues.get(l.ingredientId)?.shift() ?? null);
  const matched = new Set<number>();
  for (const m of matchOf) if (m !== null) matched.add(m);

  // removed lines, anchored to the nearest preceding line of `before` that still exists (-1: none)
  const removedByAnchor = new Map<number, LineChange[]>();
  let anchor = -1;
  before.lines.forEach((l, i) => {
    if (matched.has(i)) {
      anchor = i;
      return;
    }
    const list = removedByAnchor.get(anchor) ?? [];
    list.push({ kind: 'removed', ingredientId: l.ingredientId, inciName: l.inciName, before: state(l) });
    removedByAnchor.set(anchor, list);
  });

  const lines: LineChange[] = [...(removedByAnchor.get(-1) ?? [])];
  let reordered = false;
  let lastMatched = -1;
  after.lines.forEach((l, i) => {
    const m = matchOf[i]!;
    if (m === null) {
      lines.push({ kind: 'added', ingredientId: l.ingredientId, inciName: l.inciName, after: state(l) });
      return;
    }
    if (m < lastMatched) reordered = true;
    lastMatched = Math.max(lastMatched, m);
    const b = before.lines[m]!;
    const bu = percentToUnits(b.percent);
    const au = percentToUnits(l.percent);
    const changes: ('percent' | 'phase' | 'note')[] = [];
    if (bu !== au) changes.push('percent');
    if ((b.phase ?? null) !== (l.phase ?? null)) changes.push('phase');
    if (b.note !== l.note) changes.push('note');
    lines.push(
      changes.length
        ? {
            kind: 'changed',
            ingredientId: l.ingredientId,
            inciName: l.inciName,
            before: state(b),
            after: state(l),
            changes,
            delta: unitsToPercent(au - bu),
          }
        : { kind: 'unchanged', ingredientId: l.ingredientId, inciName: l.inciName, after: state(l) },
    );
    lines.push(...(removedByAnchor.get(m) ?? []));
  });

  const counts = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  for (const l of lines) counts[l.kind]++;
  return {
    fields,
    lines,
    counts,
    total: { before: totalPercent(before.lines), after: totalPercent(after.lines) },
    reordered,
    different: fields.length > 0 || counts.added + counts.removed + counts.changed > 0 || reordered,
  };
}
