import { bench, describe } from 'vitest';
import { editorReducer, newLineKey, type Draft, type EditorLine } from './editor-state.ts';
import { computeLive } from './live.ts';

/**
 * The editor's recalculation for an 80-line recipe (issue 4: "the editor's recalculation time for
 * 80 lines"): everything the live panel shows, after one keystroke changed one line.
 * Run: npx vitest bench --run --project web apps/web/src/features/recipes/live.bench.ts
 */
const lines: EditorLine[] = Array.from({ length: 80 }, (_, i) => ({
  key: newLineKey(),
  ingredient: {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    inciName: `Ingredient ${i}`,
    casNumber: null,
    nameKo: `성분 ${i}`,
    nameEn: `Ingredient ${i}`,
    allergen: i % 11 === 0,
    pricePerKg: 1000 + i * 137,
    visible: true,
  },
  percentText: '1.25',
  percent: 1.25,
  phase: 'ABCDEF'[i % 6] as EditorLine['phase'],
  note: '',
}));
let draft: Draft = {
  name: 'x',
  productType: 'cream',
  description: '',
  functionIds: [],
  visibility: 'private',
  lines,
  costing: { fillMl: 50, density: 1.02, packagingIds: [], quantity: 3000 },
  targetMarkets: [],
  forChildren: false,
  childrenAge: '',
};
let n = 0;

describe('recipe editor, 80 lines', () => {
  bench('keystroke: update one line + recalculate the live panel', () => {
    draft = editorReducer(draft, { type: 'percent', key: lines[40]!.key, text: (1 + (n++ % 100) / 10_000).toFixed(4) });
    computeLive(draft.lines, 'cream', draft.costing, [420, 180]);
  });
});
