import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Pretendard for the server's PDFs (the quote, the product information file): pdfkit embeds the
 * glyphs a document uses as a subset. The font is under the SIL Open Font License 1.1, which allows
 * embedding and redistribution; it comes with the `pretendard` npm package (nothing downloaded at
 * install). It has Hangul and Latin, no Chinese: Chinese text (a label warning for the China market)
 * is set in Noto Sans SC (`pdfHanFont`, SIL OFL 1.1): the project's own 2.4 MB subset of GB 2312 and its
 * own Chinese text (`apps/server/assets/fonts`, issue 28), not a 92 MB package of every weight.
 */
const require = createRequire(import.meta.url);

/** Where the two weights are: the PDFs read them, the link-preview cards (seo.card.ts) name them to Pango. */
export const PRETENDARD_FILES = {
  regular: require.resolve('pretendard/dist/public/static/alternative/Pretendard-Regular.ttf'),
  bold: require.resolve('pretendard/dist/public/static/alternative/Pretendard-Bold.ttf'),
} as const;

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The two weights, read once per process. */
export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: fs.readFileSync(PRETENDARD_FILES.regular),
    bold: fs.readFileSync(PRETENDARD_FILES.bold),
  };
  return fonts;
}

let han: Buffer | undefined;

/** Where the Chinese subset is: the PDFs read it, the link-preview cards name it to Pango. */
export const HAN_FONT_FILE = fileURLToPath(new URL('../../assets/fonts/NotoSansSC-Regular-GB2312.ttf', import.meta.url));

/** Noto Sans SC Regular, subset (2.4 MB), read on the first document that has Chinese text. */
export function pdfHanFont(): Buffer {
  han ??= fs.readFileSync(HAN_FONT_FILE);
  return han;
}
