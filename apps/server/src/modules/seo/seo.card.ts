import crypto from 'node:crypto';
import sharp from 'sharp';
import { HAN_FONT_FILE, PRETENDARD_FILES } from '../../lib/pdf-fonts.ts';
import { escapeHtml } from './seo.html.ts';

/**
 * The picture a link preview shows for a public page that has none of its own (decision 0031): a
 * 1200 × 630 PNG card with the brand, the page's section, its title and its description, drawn on the
 * server with sharp (libvips; Pango sets the text in Pretendard, which the PDFs use too, so Hangul and
 * Latin come out alike on every machine, and Chinese, which Pretendard lacks, in the PDFs' Noto Sans SC
 * subset rather than whatever CJK font the machine has). A record's own picture (a product's photo) is used instead
 * where it has one (seo.pages.ts).
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What a card says: all of it public, taken from the page's own metadata. */
export type CardText = {
  /** the section a record belongs to ("Ingredient catalogue"), or null for a page that is a section */
  kicker: string | null;
  title: string;
  description: string;
  /** the site's host name, in the band at the foot */
  host: string;
};

const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const BAND = 64;
// the web app's theme (apps/web/src/theme.ts): brand teal 7 and 8, coral 4, gray 7, the page background
const TEAL_7 = '#147565';
const TEAL_8 = '#0b5f55';
const CORAL = '#f67a55';
const GRAY_7 = '#495057';
const INK = '#1b1f1e';
const BACKGROUND = '#faf8f5';
// the favicon's flask (apps/web/public/favicon.svg), drawn 64 px high
const LOGO = `<g transform="translate(${MARGIN - 6} 52) scale(2)"><path d="M12 3h8v2h-1.5v7.2l7.6 12.4A3.5 3.5 0 0 1 23.1 30H8.9a3.5 3.5 0 0 1-3-5.4l7.6-12.4V5H12z" fill="${TEAL_8}"/><path d="M16 15.5c2.2 3 3.4 5 3.4 6.6a3.4 3.4 0 0 1-6.8 0c0-1.6 1.2-3.6 3.4-6.6z" fill="${CORAL}"/></g>`;
const BACKDROP = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${BACKGROUND}"/>${LOGO}` +
    `<rect y="${CARD_HEIGHT - BAND}" width="${CARD_WIDTH}" height="${BAND}" fill="${TEAL_8}"/></svg>`,
);

type Drawn = { png: Buffer; width: number; height: number };

/**
 * Korean words kept whole on a line, as the pages do (`word-break: keep-all`): Unicode's line breaking lets
 * a line end between any two Hangul syllables ("연휴 전|에"); a word joiner between them forbids it, and
 * Pango still breaks inside a word too long for a line ('word-char').
 */
const keepKoreanWords = (text: string) =>
  text.replace(/(?<=[\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3])(?=[\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3])/g, '\u2060');

/**
 * The Chinese subset made known to Pango once per process: libvips adds a text's `fontfile` to
 * fontconfig's fonts for the process, and a font description naming both families ("Pretendard, Noto
 * Sans SC") then takes a glyph Pretendard lacks from the subset, not from a system font.
 */
const HAN_FAMILY = 'Noto Sans SC';
let hanKnown: Promise<unknown> | undefined;
function knowHanFont(): Promise<unknown> {
  hanKnown ??= sharp({ text: { text: '中', font: `${HAN_FAMILY} 10`, fontfile: HAN_FONT_FILE } })
    .png()
    .toBuffer();
  return hanKnown;
}

/** The font description a card's text is set in (the families in order, the weight, the size). */
function cardFont(o: { bold?: boolean; size: number }): string {
  return `Pretendard, ${HAN_FAMILY} ${o.bold ? 'Bold ' : ''}${o.size}`;
}

/**
 * `text` set in Pretendard (Chinese in Noto Sans SC) at `size` px (72 dpi: a point is a pixel), wrapped at `width` between words
 * (inside a word too long for a line). The text is escaped: Pango reads markup, and a record's name
 * (`<b>` in a notice title) must be drawn as typed. Null when it draws nothing: a name of invisible
 * characters (a zero-width space) leaves its place empty instead of failing the card.
 */
export async function drawText(text: string, o: Style): Promise<Drawn | null> {
  if (!text) return null;
  await knowHanFont();
  let drawn;
  try {
    drawn = await sharp({
      text: {
        text: `<span foreground="${o.color}">${escapeHtml(keepKoreanWords(text))}</span>`,
        font: cardFont(o),
        fontfile: o.bold ? PRETENDARD_FILES.bold : PRETENDARD_FILES.regular,
        dpi: 72,
        rgba: true,
        wrap: 'word-char',
        ...(o.width ? { width: o.width } : {}),
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof Error && /no text to render/.test(err.message)) return null;
    throw err;
  }
  return { png: drawn.data, width: drawn.info.width, height: drawn.info.height };
}

/** A text of the card's own (the brand, the host, a measuring sample), which always draws. */
async function drawOwn(text: string, o: Style): Promise<Drawn> {
  const d = await drawText(text, o);
  if (!d) throw new Error(`card: "${text}" drew nothing`);
  return d;
}

type Style = { size: number; bold?: boolean; color: string; width?: number };

/**
 * A drawn text is as high as its ink (sharp trims the rest): one line of ascenders, descenders and Hangul
 * is `first` high, each further line adds `step`. A line without descenders is shorter by less than half
 * a step, so the number of lines is read back from a height by rounding.
 */
type LineMetrics = { first: number; step: number };
const metrics = new Map<string, Promise<LineMetrics>>();
function lineMetrics(o: Style): Promise<LineMetrics> {
  const key = `${o.size}/${o.bold}`;
  let m = metrics.get(key);
  if (!m) {
    const sample = 'Hgy한글';
    m = Promise.all([drawOwn(sample, o), drawOwn(`${sample}\n${sample}`, o)]).then(([one, two]) => ({
      first: one.height,
      step: two.height - one.height,
    }));
    metrics.set(key, m);
  }
  return m;
}
const linesOf = (height: number, m: LineMetrics) => 1 + Math.max(0, Math.round((height - m.first) / m.step));

/** The first `n` characters of a text and "…", cut at the last space when one is near the end. */
function shortened(chars: string[], n: number): string {
  let s = chars.slice(0, n).join('');
  const space = s.lastIndexOf(' ');
  if (space > n * 0.7) s = s.slice(0, space);
  return `${s.trimEnd()}…`;
}

/**
 * `text` in at most `lines` lines: whole when it fits, else the longest beginning that fits with "…"
 * (found by halving: a few drawings of a text already cut to a card's length), or null when not even
 * one character does.
 */
async function drawFitted(text: string, o: Style, lines: number): Promise<Drawn | null> {
  const m = await lineMetrics(o);
  const whole = await drawText(text, o);
  if (!whole) return null;
  if (linesOf(whole.height, m) <= lines) return whole;
  const chars = Array.from(text);
  let best: Drawn | null = null;
  for (let lo = 1, hi = chars.length - 1; lo <= hi;) {
    const mid = (lo + hi) >> 1;
    const d = await drawText(shortened(chars, mid), o);
    if (d && linesOf(d.height, m) <= lines) {
      best = d;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}

/** The title in the largest size at which it takes three lines or fewer; at the smallest, cut to three. */
async function drawTitle(title: string): Promise<Drawn | null> {
  for (const size of [72, 60]) {
    const o = { size, bold: true, color: INK, width: TEXT_WIDTH };
    const d = await drawText(title, o);
    if (!d) return null;
    if (linesOf(d.height, await lineMetrics(o)) <= 3) return d;
  }
  return drawFitted(title, { size: 50, bold: true, color: INK, width: TEXT_WIDTH }, 3);
}

/** Long texts are cut (with "…") before they are set: a card has room for a few lines. */
function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

async function drawCard(c: CardText): Promise<Buffer> {
  const layers: sharp.OverlayOptions[] = [];
  const brand = await drawOwn('Formulab', { size: 44, bold: true, color: TEAL_8 });
  layers.push({ input: brand.png, left: MARGIN + 68, top: Math.round(84 - brand.height / 2) });
  let top = 176;
  const kicker = c.kicker && (await drawFitted(cut(c.kicker, 80), { size: 30, bold: true, color: TEAL_7, width: TEXT_WIDTH }, 1));
  if (kicker) {
    layers.push({ input: kicker.png, left: MARGIN, top });
    top += kicker.height + 18;
  }
  // a title that draws nothing (invisible characters only) gives its place to the site's name
  const title = (await drawTitle(cut(c.title, 120))) ?? (await drawTitle('Formulab'));
  if (title) {
    layers.push({ input: title.png, left: MARGIN, top });
    top += title.height + 26;
  }
  const style = { size: 32, color: GRAY_7, width: TEXT_WIDTH };
  const m = await lineMetrics(style);
  const room = CARD_HEIGHT - BAND - 36 - top;
  const description = cut(c.description, 220);
  const lines = room >= m.first ? 1 + Math.floor((room - m.first) / m.step) : 0;
  const drawn = description && lines > 0 ? await drawFitted(description, style, lines) : null;
  if (drawn) layers.push({ input: drawn.png, left: MARGIN, top });
  const host = await drawOwn(c.host, { size: 26, color: '#ffffff' });
  layers.push({ input: host.png, left: MARGIN, top: Math.round(CARD_HEIGHT - BAND / 2 - host.height / 2) });
  return sharp(BACKDROP).composite(layers).png({ compressionLevel: 9 }).toBuffer();
}

/** A card's identity: the same text is the same picture. Its first characters version the card's address. */
export function cardKey(c: CardText): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([c.kicker, c.title, c.description, c.host]))
    .digest('base64url');
}

/** Cards made lately, newest last (a Map keeps insertion order): a preview service asks for one again and again. */
const made = new Map<string, Promise<Buffer>>();
const KEEP = 256;
/** At most this many cards drawn at once (each ~50 ms of CPU): a crawler walking every record cannot take every core. */
const AT_ONCE = 2;
let drawing = 0;
const queue: (() => void)[] = [];

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (drawing < AT_ONCE) drawing++;
  else await new Promise<void>((go) => queue.push(go));
  try {
    return await work();
  } finally {
    // the slot passes to the next in line, or is given back
    const next = queue.shift();
    if (next) next();
    else drawing--;
  }
}

/** The card's PNG (from the cache when it was made lately) and its ETag. */
export async function cardPng(c: CardText): Promise<{ png: Buffer; etag: string }> {
  const key = cardKey(c);
  let png = made.get(key);
  if (png) made.delete(key);
  else {
    png = oneAtATime(() => drawCard(c));
    // a failed drawing is not kept: the next request tries again
    png.catch(() => made.delete(key));
  }
  made.set(key, png);
  if (made.size > KEEP) made.delete(made.keys().next().value!);
  return { png: await png, etag: `"${key.slice(0, 27)}"` };
}
