import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Pretendard for the server's PDFs (the quote, the product information file): pdfkit embeds the
 * glyphs a document uses as a subset. The font is under the SIL Open Font License 1.1, which allows
 * embedding and redistribution; it comes with the `pretendard` npm package (nothing downloaded at
 * install). It has Hangul and Latin, no Chinese.
 */
const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The two weights, read once per process. */
export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: fs.readFileSync(require.resolve('pretendard/dist/public/static/alternative/Pretendard-Regular.ttf')),
    bold: fs.readFileSync(require.resolve('pretendard/dist/public/static/alternative/Pretendard-Bold.ttf')),
  };
  return fonts;
}
