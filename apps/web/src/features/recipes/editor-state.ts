import type { NumberValue } from '../../components/number-field.tsx';
import type {
  PHASES,
  LineIngredient,
  RecipeCosting,
  RecipeDetail,
  RecipeInput,
  RecipeVisibility,
} from '@formulab/shared/recipes/recipes.schema';
import { percentToUnits, qsTo100, unitsToPercent, type ProductType } from '@formulab/shared/recipes/formulation';
import type { Market } from '@formulab/shared/compliance/compliance';
import { moveItem } from '../../lib/move-item.ts';

/**
 * The recipe editor's state as a reducer: one `dispatch` (stable across renders) drives every row,
 * so memoised rows never re-render because a callback changed, and each action replaces only the
 * line it touches (the other line objects keep their identity).
 */

export type Phase = (typeof PHASES)[number];

export type EditorLine = {
  /** stable React key and focus handle; not sent to the server */
  key: string;
  ingredient: LineIngredient;
  /** what the user typed (kept as typed, so "1." or "0.50" are not rewritten while typing) */
  percentText: string;
  /** the parsed value; NaN while the text is not a number, 0 when empty */
  percent: number;
  phase: Phase | null;
  note: string;
};

export type Draft = {
  name: string;
  productType: ProductType | null;
  description: string;
  functionIds: number[];
  visibility: RecipeVisibility;
  lines: EditorLine[];
  costing: RecipeCosting;
  /** export markets the live verdict checks (issue 15) */
  targetMarkets: Market[];
  forChildren: boolean;
  /** the youngest age the children's product is for, as the number field holds it ('' = not stated) */
  childrenAge: NumberValue;
};

export type EditorAction =
  | {
      type: 'field';
      patch: Partial<
        Pick<
          Draft,
          'name' | 'productType' | 'description' | 'functionIds' | 'visibility' | 'targetMarkets' | 'forChildren' | 'childrenAge'
        >
      >;
    }
  | { type: 'add'; ingredient: LineIngredient; key: string }
  | { type: 'percent'; key: string; text: string }
  | { type: 'step'; key: string; delta: number }
  | { type: 'phase'; key: string; phase: Phase | null }
  | { type: 'note'; key: string; note: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; to: number }
  | { type: 'qs'; key: string }
  | { type: 'costing'; patch: Partial<RecipeCosting> }
  | { type: 'reset'; draft: Draft };

export const DEFAULT_COSTING: RecipeCosting = { fillMl: null, density: 1, packagingIds: [], quantity: 3000 };

let seq = 0;
/** A new line key, unique for the page's lifetime. */
export const newLineKey = (): string => `l${++seq}`;

/**
 * A percent as typed → number. The decimal point is "." whatever the language (a "," is read as one
 * too, for keyboards that offer only that); empty means 0; anything else that is not a plain
 * decimal number is NaN. No exponents, no thousands separators.
 */
export function parsePercent(text: string): number {
  const s = text.trim().replace(',', '.');
  if (s === '') return 0;
  if (!/^\d*\.?\d*$/.test(s) || s === '.') return NaN;
  return Number(s);
}

/** A percent for the input box: at most 4 decimals, never an exponent, "." as decimal point. */
export function percentText(percent: number): string {
  if (!Number.isFinite(percent)) return '';
  const units = percentToUnits(percent);
  const int = Math.trunc(units / 10_000);
  const frac = Math.abs(units % 10_000);
  return frac === 0 ? String(int) : `${int}.${String(frac).padStart(4, '0').replace(/0+$/, '')}`;
}

/** More than 4 decimals typed (the server refuses them: 0.0001 % = 1 ppm is the finest step). */
export function hasTooManyDecimals(text: string): boolean {
  const s = text.trim().replace(',', '.');
  const dot = s.indexOf('.');
  return dot >= 0 && s.length - dot - 1 > 4;
}

const clamp = (p: number) => Math.min(100, Math.max(0, p));

function updateLine(state: Draft, key: string, fn: (l: EditorLine) => EditorLine): Draft {
  const i = state.lines.findIndex((l) => l.key === key);
  if (i < 0) return state;
  const lines = state.lines.slice();
  lines[i] = fn(lines[i]!);
  return { ...state, lines };
}

export function editorReducer(state: Draft, action: EditorAction): Draft {
  switch (action.type) {
    case 'field':
      return { ...state, ...action.patch };
    case 'add': {
      // a new line joins the phase of the line before it (ingredients are usually added phase by phase)
      const phase = state.lines.at(-1)?.phase ?? 'A';
      const line: EditorLine = { key: action.key, ingredient: action.ingredient, percentText: '', percent: 0, phase, note: '' };
      return { ...state, lines: [...state.lines, line] };
    }
    case 'percent':
      return updateLine(state, action.key, (l) => ({ ...l, percentText: action.text, percent: parsePercent(action.text) }));
    case 'step':
      return updateLine(state, action.key, (l) => {
        const base = Number.isFinite(l.percent) ? l.percent : 0;
        const next = clamp(unitsToPercent(percentToUnits(base) + percentToUnits(action.delta)));
        return { ...l, percent: next, percentText: percentText(next) };
      });
    case 'phase':
      return updateLine(state, action.key, (l) => ({ ...l, phase: action.phase }));
    case 'note':
      return updateLine(state, action.key, (l) => ({ ...l, note: action.note }));
    case 'remove':
      return { ...state, lines: state.lines.filter((l) => l.key !== action.key) };
    case 'move': {
      const from = state.lines.findIndex((l) => l.key === action.key);
      const to = Math.min(state.lines.length - 1, Math.max(0, action.to));
      if (from < 0 || from === to) return state;
      return { ...state, lines: moveItem(state.lines, from, to) };
    }
    case 'qs': {
      const i = state.lines.findIndex((l) => l.key === action.key);
      if (i < 0) return state;
      // a line that is not a number yet counts as 0 for the others' sum
      const filled = qsTo100(
        state.lines.map((l) => ({ percent: Number.isFinite(l.percent) ? l.percent : 0 })),
        i,
      );
      const percent = filled[i]!.percent;
      return updateLine(state, action.key, (l) => ({ ...l, percent, percentText: percentText(percent) }));
    }
    case 'costing':
      return { ...state, costing: { ...state.costing, ...action.patch } };
    case 'reset':
      return action.draft;
  }
}

/** An empty recipe for /new-recipes. */
export function emptyDraft(): Draft {
  return {
    name: '',
    productType: null,
    description: '',
    functionIds: [],
    visibility: 'private',
    lines: [],
    costing: { ...DEFAULT_COSTING },
    targetMarkets: [],
    forChildren: false,
    childrenAge: '',
  };
}

/** The editor's state for a saved recipe (or a revision). */
export function draftFrom(
  r: Pick<RecipeDetail, 'name' | 'productType' | 'description' | 'visibility' | 'lines' | 'costing'> & {
    functionIds: number[];
    targetMarkets?: Market[];
    forChildren?: boolean;
    childrenAge?: number | null;
  },
): Draft {
  return {
    name: r.name,
    productType: r.productType,
    description: r.description,
    functionIds: r.functionIds,
    visibility: r.visibility,
    costing: { ...DEFAULT_COSTING, ...r.costing },
    targetMarkets: r.targetMarkets ?? [],
    forChildren: r.forChildren ?? false,
    childrenAge: r.childrenAge ?? '',
    lines: r.lines.map((l) => ({
      key: newLineKey(),
      ingredient: l.ingredient,
      percent: l.percent,
      percentText: percentText(l.percent),
      phase: l.phase,
      note: l.note,
    })),
  };
}

/** What the API takes. A line whose text is not a number is sent as NaN → the client check stops it first. */
export function toInput(d: Draft): RecipeInput {
  return {
    name: d.name,
    productType: (d.productType ?? '') as ProductType,
    description: d.description,
    functionIds: d.functionIds,
    visibility: d.visibility,
    lines: d.lines.map((l) => ({ ingredientId: l.ingredient.id, percent: l.percent, phase: l.phase, note: l.note })),
    costing: d.costing,
    targetMarkets: d.targetMarkets,
    forChildren: d.forChildren,
    // '' is "not stated"; a refused text is sent as NaN, which the client check stops with its field message
    childrenAge: typeof d.childrenAge === 'number' ? d.childrenAge : d.childrenAge === '' ? null : Number.NaN,
  };
}

/** A fingerprint of what would be saved: equal fingerprints = nothing to save. */
export function fingerprint(d: Draft): string {
  return JSON.stringify(toInput(d), (_k, v: unknown) => (typeof v === 'number' && Number.isNaN(v) ? 'NaN' : v));
}

/** The line that "q.s. to 100 %" should fill by default: the water line (Aqua / Water), else none. */
export function waterLineKey(lines: readonly { key: string; ingredient: { inciName: string } }[]): string | null {
  const water = lines.find((l) => /^(aqua|water)\b/i.test(l.ingredient.inciName.trim()));
  return water?.key ?? null;
}

export type EditorErrors = { fields: Record<string, string>; lines: Map<string, string>; general: string | null };
export const NO_ERRORS: EditorErrors = { fields: {}, lines: new Map(), general: null };

/** Field errors (`lines.3.percent: errors.x`) → the line they belong to, the recipe's own fields, the rest. */
export function sortErrors(raw: Record<string, string>, lines: readonly EditorLine[]): EditorErrors {
  const out: EditorErrors = { fields: {}, lines: new Map(), general: null };
  for (const [path, key] of Object.entries(raw)) {
    const m = /^lines\.(\d+)(?:\.|$)/.exec(path);
    const line = m ? lines[Number(m[1])] : undefined;
    if (line) {
      if (!out.lines.has(line.key)) out.lines.set(line.key, key);
    } else if (/^(name|productType|description|functionIds|visibility|targetMarkets|forChildren|childrenAge)/.test(path))
      out.fields[path.split('.')[0]!] = key;
    else out.general ??= key;
  }
  return out;
}
