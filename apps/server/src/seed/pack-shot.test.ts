import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './shop.seed.ts';
import { fitName, packShot, packShotSvg } from './pack-shot.ts';

describe('pack shots of the demo shop', () => {
  it('sets a name on as few lines as fit, at the largest size that fits the label', () => {
    expect(fitName('Cica Calming Toner', 360, 2, 30)).toEqual({ size: 30, lines: ['Cica Calming Toner'] });
    // too wide on one line: two lines, at 26 px so that "Cica Calming" fits 200 px (three would break the limit)
    expect(fitName('Cica Calming Toner', 200, 2, 30)).toEqual({ size: 26, lines: ['Cica Calming', 'Toner'] });
    // a long word makes the size smaller, never a word cut or over the edge
    const long = fitName('Niacinamide 10% Serum', 134, 4, 30);
    expect(long.lines).toEqual(['Niacinamide', '10% Serum']);
    expect(long.size * 0.64 * 'Niacinamide'.length).toBeLessThanOrEqual(134);
  });

  it('every demo product: its whole name on its label, with its size, in both pictures', async () => {
    for (const p of DEMO_PRODUCTS) {
      for (const variant of [0, 1]) {
        const svg = packShotSvg({ pack: p.pack, name: p.nameEn, size: p.options[0]!.nameEn, colors: p.colors }, variant);
        const lines = [...svg.matchAll(/font-weight="700"[^>]*>([^<]*)</g)].map((m) => m[1]);
        expect(lines.join(' ').replace(/&amp;/g, '&')).toBe(p.nameEn);
        const sizes = [...svg.matchAll(/font-size="(\d+)" font-weight="700"/g)].map((m) => Number(m[1]));
        expect(Math.min(...sizes), p.nameEn).toBeGreaterThanOrEqual(16);
        expect(svg).toContain(`>${p.options[0]!.nameEn}<`);
      }
    }
    const png = await packShot({ pack: 'jar', name: 'Ceramide Barrier Cream', size: '50 ml', colors: ['#eef', '#33a'] }, 0);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });
});
