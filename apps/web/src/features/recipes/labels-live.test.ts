import { describe, expect, it } from 'vitest';
import type { ComplianceVerdict } from '@formulab/shared/compliance/compliance';
import type { EditorLine } from './editor-state.ts';
import { computeLabels } from './labels-live.ts';

const line = (inciName: string, nameKo: string, percent: number): EditorLine =>
  ({
    key: inciName,
    ingredient: { id: inciName, inciName, nameKo, nameZh: null, casNumber: null },
    percent,
    percentText: String(percent),
    phase: null,
    note: '',
  }) as unknown as EditorLine;

// a toner with lavender oil: the verdict declares the linalool inside it
const lines = [line('Water', '정제수', 99), line('Lavandula Angustifolia (Lavender) Oil', '라벤더오일', 1)];
const verdict = {
  markets: [{ market: 'KR', allergens: [{ inciName: 'Linalool', percent: 0.32 }] }],
} as unknown as ComplianceVerdict;

describe("the editor's label lists", () => {
  it("name an allergen from a composition in Korean when the catalogue knows it (the rule set's names)", () => {
    const [kr] = computeLabels(lines, ['KR'], verdict, { linalool: { nameKo: '리날룰', nameZh: '芳樟醇' } });
    expect(kr!.text).toBe('전성분: 정제수, 라벤더오일, 리날룰');
  });

  it('fall back to its INCI name, and say so, when no Korean name is on file', () => {
    const [kr] = computeLabels(lines, ['KR'], verdict);
    expect(kr!.text).toBe('전성분: 정제수, 라벤더오일, Linalool');
    expect(kr!.entries.find((e) => e.inciName === 'Linalool')?.nameMissing).toBe(true);
  });
});
