import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPdfKit } from './lazy-libs.ts';
import { pdfHanFont } from './pdf-fonts.ts';

/** Every Chinese character in the project's source (rules, the ingredients' Chinese names, labels). */
function chineseInSource(): Set<string> {
  const out = new Set<string>();
  const root = path.resolve(import.meta.dirname, '../../../..');
  for (const dir of ['apps/server/src', 'packages/shared/src']) {
    for (const f of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!f.endsWith('.ts')) continue;
      for (const ch of fs.readFileSync(path.join(root, dir, f), 'utf8')) if (/[\u3400-\u9fff\uf900-\ufaff]/.test(ch)) out.add(ch);
    }
  }
  return out;
}

describe("the PDFs' Chinese font (issue 28: the project's own subset, not a 92 MB package)", () => {
  it('has a glyph for every Chinese character the project itself writes, and for GB 2312', async () => {
    const PDFDocument = await loadPdfKit();
    const doc = new PDFDocument();
    doc.registerFont('H', pdfHanFont());
    doc.font('H');
    // pdfkit's font object answers whether the font maps a character to a glyph (0 = missing, a box)
    const font = (doc as unknown as { _font: { font: { hasGlyphForCodePoint: (c: number) => boolean } } })._font.font;
    const missing = [...chineseInSource()].filter((ch) => !font.hasGlyphForCodePoint(ch.codePointAt(0)!));
    expect(missing).toEqual([]);
    // the first and last hanzi of GB 2312 level 2, and common label words
    for (const ch of '齄啊含水杨酸三岁以下儿童勿用成分其他微量')
      expect(font.hasGlyphForCodePoint(ch.codePointAt(0)!), ch).toBe(true);
    expect(pdfHanFont().length).toBeLessThan(3_000_000);
  });
});
