/**
 * The demo compositions (compositions.data.ts, issue 22) as data: each belongs to a catalogue ingredient,
 * is a valid composition as staff would save it, adds up to at most 100 %, is a mixture (never a single
 * substance composed of itself), and every figure says where it comes from — a cited source, or
 * "typical, unverified".
 */
import { describe, expect, it } from 'vitest';
import { compositionInputSchema } from '@formulab/shared/catalogue/ingredients.schema';
import { COMPOSITIONS } from './compositions.data.ts';
import { INGREDIENTS } from './ingredients.data.ts';

const units = (v: number) => Math.round(v * 10_000);

describe('the demo compositions', () => {
  it('each belongs to one catalogue ingredient, once', () => {
    const names = COMPOSITIONS.map((c) => c.inci);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names)
      expect(
        INGREDIENTS.some((i) => i.inci === n),
        n,
      ).toBe(true);
  });

  it('each is a valid composition whose typical % add up to at most 100', () => {
    for (const c of COMPOSITIONS) {
      const parsed = compositionInputSchema.safeParse({ constituents: c.constituents, documentId: null, version: 0 });
      expect(parsed.success ? [] : parsed.error.issues, c.inci).toEqual([]);
      const total = c.constituents.reduce((n, k) => n + units(k.percent), 0);
      expect(total, `${c.inci} sums to ${total / 10_000} %`).toBeLessThanOrEqual(100 * 10_000);
      for (const k of c.constituents) {
        expect(k.percent, `${c.inci} / ${k.inciName}`).toBeGreaterThan(0);
        if (k.maxPercent !== null) expect(k.maxPercent, `${c.inci} / ${k.inciName}`).toBeGreaterThanOrEqual(k.percent);
      }
    }
  });

  it('each is a mixture: at least two constituents, not the ingredient alone', () => {
    for (const c of COMPOSITIONS) {
      expect(c.constituents.length, c.inci).toBeGreaterThanOrEqual(2);
      const self = c.constituents.find((k) => k.inciName === c.inci);
      if (self) expect(self.percent, `${c.inci} is more than itself`).toBeLessThan(100);
    }
  });

  it('every constituent names its source: a cited document, or "typical, unverified"', () => {
    for (const c of COMPOSITIONS)
      for (const k of c.constituents) {
        const where = `${c.inci} / ${k.inciName}`;
        expect(k.source.length, where).toBeGreaterThan(10);
        expect(k.source.length, where).toBeLessThanOrEqual(500);
        expect(/unverified/.test(k.source) || /https?:\/\/|ISO \d+|Pharmacopoeia/.test(k.source), where).toBe(true);
      }
  });

  it('covers the catalogue’s essential oils, fragrance and liquid botanical extracts', () => {
    const composed = new Set(COMPOSITIONS.map((c) => c.inci));
    const mixtures = INGREDIENTS.filter(
      (i) =>
        i.inci === 'Parfum' ||
        (i.category === 'fragrance' && / Oil$/.test(i.inci)) ||
        // the licorice extract is the dry one (0.05–1 %), not sold in a carrier
        (i.category === 'botanical-extract' && i.inci !== 'Glycyrrhiza Glabra (Licorice) Root Extract'),
    ).map((i) => i.inci);
    expect(mixtures.filter((m) => !composed.has(m))).toEqual([]);
  });
});
