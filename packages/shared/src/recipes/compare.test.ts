import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareRecipes, type ComparableLine, type ComparableRecipe } from './compare.ts';

const line = (ingredientId: string, percent: number, phase: string | null = 'A', note = ''): ComparableLine => ({
  ingredientId,
  inciName: ingredientId.toUpperCase(),
  percent,
  phase,
  note,
});
const recipe = (lines: ComparableLine[], over: Partial<ComparableRecipe> = {}): ComparableRecipe => ({
  name: 'Cream',
  productType: 'cream',
  visibility: 'private',
  description: '',
  functionIds: [],
  lines,
  ...over,
});

describe('compareRecipes', () => {
  it('finds nothing between a revision and itself', () => {
    const r = recipe([line('aqua', 80), line('gly', 5), line('bha', 15)], { functionIds: [3, 1] });
    const c = compareRecipes(r, r);
    expect(c.different).toBe(false);
    expect(c.fields).toEqual([]);
    expect(c.counts).toEqual({ added: 0, removed: 0, changed: 0, unchanged: 3 });
    expect(c.lines.map((l) => l.kind)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(c.total).toEqual({ before: 100, after: 100 });
  });

  it('reports added, removed and changed lines with before → after and the exact delta', () => {
    const before = recipe([line('aqua', 79.9), line('gly', 5), line('bha', 0.1), line('lim', 15)]);
    const after = recipe([line('aqua', 79.7), line('gly', 5, 'B'), line('bha', 0.3, 'A', 'dissolve first'), line('nia', 15)]);
    const c = compareRecipes(before, after);
    expect(c.lines).toEqual([
      {
        kind: 'changed',
        ingredientId: 'aqua',
        inciName: 'AQUA',
        before: { percent: 79.9, phase: 'A', note: '' },
        after: { percent: 79.7, phase: 'A', note: '' },
        changes: ['percent'],
        delta: -0.2,
      },
      {
        kind: 'changed',
        ingredientId: 'gly',
        inciName: 'GLY',
        before: { percent: 5, phase: 'A', note: '' },
        after: { percent: 5, phase: 'B', note: '' },
        changes: ['phase'],
        delta: 0,
      },
      {
        kind: 'changed',
        ingredientId: 'bha',
        inciName: 'BHA',
        before: { percent: 0.1, phase: 'A', note: '' },
        after: { percent: 0.3, phase: 'A', note: 'dissolve first' },
        changes: ['percent', 'note'],
        delta: 0.2,
      },
      // lim was after bha before: it stays there, the new line follows in the newer order
      { kind: 'removed', ingredientId: 'lim', inciName: 'LIM', before: { percent: 15, phase: 'A', note: '' } },
      { kind: 'added', ingredientId: 'nia', inciName: 'NIA', after: { percent: 15, phase: 'A', note: '' } },
    ]);
    expect(c.counts).toEqual({ added: 1, removed: 1, changed: 3, unchanged: 0 });
    expect(c.reordered).toBe(false);
    expect(c.different).toBe(true);
  });

  it('compares percents exactly (no floating drift)', () => {
    const c = compareRecipes(recipe([line('a', 0.1 + 0.2)]), recipe([line('a', 0.3)]));
    expect(c.counts.unchanged).toBe(1);
    expect(c.different).toBe(false);
  });

  it('puts a removed first line first', () => {
    const c = compareRecipes(recipe([line('x', 1), line('a', 99)]), recipe([line('a', 99)]));
    expect(c.lines.map((l) => `${l.kind}:${l.ingredientId}`)).toEqual(['removed:x', 'unchanged:a']);
  });

  it('matches an ingredient on several lines by occurrence', () => {
    const before = recipe([line('gly', 2, 'A'), line('aqua', 90), line('gly', 3, 'C')]);
    const after = recipe([line('gly', 2, 'A'), line('aqua', 90)]);
    const c = compareRecipes(before, after);
    expect(c.lines.map((l) => `${l.kind}:${l.ingredientId}`)).toEqual(['unchanged:gly', 'unchanged:aqua', 'removed:gly']);
    const added = compareRecipes(after, before);
    expect(added.lines.map((l) => `${l.kind}:${l.ingredientId}`)).toEqual(['unchanged:gly', 'unchanged:aqua', 'added:gly']);
  });

  it('notices a new order of the same lines', () => {
    const c = compareRecipes(recipe([line('a', 50), line('b', 50)]), recipe([line('b', 50), line('a', 50)]));
    expect(c.reordered).toBe(true);
    expect(c.counts.unchanged).toBe(2);
    expect(c.different).toBe(true);
  });

  it('reports changed fields; functions as sorted sets', () => {
    const before = recipe([], { functionIds: [2, 1] });
    const after = recipe([], {
      name: 'Rich cream',
      productType: 'balm',
      visibility: 'public',
      description: 'New',
      functionIds: [1, 2],
    });
    expect(compareRecipes(before, after).fields).toEqual([
      { field: 'name', before: 'Cream', after: 'Rich cream' },
      { field: 'productType', before: 'cream', after: 'balm' },
      { field: 'visibility', before: 'private', after: 'public' },
      { field: 'description', before: '', after: 'New' },
    ]);
    expect(compareRecipes(before, recipe([], { functionIds: [1, 3] })).fields).toEqual([
      { field: 'functions', before: [1, 2], after: [1, 3] },
    ]);
  });

  const arbLines = fc.array(
    fc.record({
      ingredientId: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      inciName: fc.constant('X'),
      percent: fc.integer({ min: 0, max: 1_000_000 }).map((u) => u / 10_000),
      phase: fc.constantFrom('A', 'B', null),
      note: fc.constantFrom('', 'n'),
    }),
    { maxLength: 12 },
  );

  it('accounts for every line of both revisions exactly once', () => {
    fc.assert(
      fc.property(arbLines, arbLines, (b, a) => {
        const c = compareRecipes(recipe(b), recipe(a));
        // lines present after: every kind except removed, in the newer order
        const afterSide = c.lines.filter((l) => l.kind !== 'removed');
        expect(afterSide.map((l) => l.ingredientId)).toEqual(a.map((l) => l.ingredientId));
        expect(c.counts.removed + c.counts.changed + c.counts.unchanged).toBe(b.length);
        expect(c.counts.added + c.counts.changed + c.counts.unchanged).toBe(a.length);
        // per ingredient, matched lines are min(count before, count after)
        for (const id of ['a', 'b', 'c', 'd', 'e']) {
          const nb = b.filter((l) => l.ingredientId === id).length;
          const na = a.filter((l) => l.ingredientId === id).length;
          const kinds = c.lines.filter((l) => l.ingredientId === id);
          expect(kinds.filter((l) => l.kind === 'added').length).toBe(Math.max(0, na - nb));
          expect(kinds.filter((l) => l.kind === 'removed').length).toBe(Math.max(0, nb - na));
        }
      }),
    );
  });

  it('is symmetric: swapping the revisions swaps added and removed and negates deltas', () => {
    fc.assert(
      fc.property(arbLines, arbLines, (b, a) => {
        const ab = compareRecipes(recipe(b), recipe(a));
        const ba = compareRecipes(recipe(a), recipe(b));
        expect(ba.counts).toEqual({
          added: ab.counts.removed,
          removed: ab.counts.added,
          changed: ab.counts.changed,
          unchanged: ab.counts.unchanged,
        });
        const deltas = (c: typeof ab) => c.lines.flatMap((l) => (l.kind === 'changed' ? [l.delta] : [])).sort((x, y) => x - y);
        expect(deltas(ba)).toEqual(
          deltas(ab)
            .map((d) => (d === 0 ? 0 : -d))
            .sort((x, y) => x - y),
        );
        expect(compareRecipes(recipe(a), recipe(a)).different).toBe(false);
      }),
    );
  });
});
