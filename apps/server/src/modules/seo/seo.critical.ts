/**
 * The first paint of a server-rendered page (issue 26 item 4, decision 0028): the page carries the
 * CSS its own markup uses in a `<style>` and waits on nothing but its HTML. Its stylesheets and the
 * web app's code are linked inert (`data-href`, `data-entry`): `/boot.js` fetches the code once the
 * page has been painted, and starts it at the visitor's first touch (decision 0034).
 *
 * Which rules a page uses is read from its classes, not from a browser's layout: a rule is kept when
 * one of its selectors names only classes the page's markup has (a selector that names no class — the
 * reset, `:root`'s variables, `body` — is always kept; what stands inside `:not()`, `:is()`,
 * `:where()` or `:has()` is not required). That keeps a little more than a layout would (a `:hover`
 * rule, a rule for a state the page is not in), never less, and costs a set lookup per rule: each
 * stylesheet is parsed once per process, not per page.
 */
import fs from 'node:fs';
import path from 'node:path';
import postcss, { type ChildNode } from 'postcss';

/**
 * A stylesheet read once: its rules with what each of their selectors needs of the page (classes, and
 * attributes given an exact value, as `name="value"`), its fonts with the characters they draw.
 */
type Piece =
  | { kind: 'always'; css: string }
  | { kind: 'rule'; css: string; needs: string[][] }
  | { kind: 'font'; css: string; ranges: [number, number][] | null }
  | { kind: 'group'; open: string; children: Piece[] };

/** What a page has: its classes, its attributes with their values (`name="value"`), the characters of its text. */
export type PageFacts = { classes: Set<string>; attributes: Set<string>; chars: Set<number> };

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const ATTRIBUTE = /\[([\w-]+)=(?:"([^"]*)"|'([^']*)'|([^\]\s]*))\]/g;
const FUNCTIONAL_PSEUDO = /:(?:not|is|where|has|-webkit-any|-moz-any)\(/g;

/**
 * What a selector requires of the page: its classes as `.name`, its exact attributes as `name="value"`
 * (what stands inside a functional pseudo-class is not required).
 */
export function requirements(selector: string): string[] {
  let plain = '';
  let i = 0;
  FUNCTIONAL_PSEUDO.lastIndex = 0;
  for (let m = FUNCTIONAL_PSEUDO.exec(selector); m; m = FUNCTIONAL_PSEUDO.exec(selector)) {
    plain += selector.slice(i, m.index);
    // skip to the parenthesis that closes this one
    let depth = 1;
    let j = m.index + m[0].length;
    for (; j < selector.length && depth > 0; j++) {
      if (selector[j] === '(') depth++;
      else if (selector[j] === ')') depth--;
    }
    i = j;
    FUNCTIONAL_PSEUDO.lastIndex = j;
  }
  plain += selector.slice(i);
  const attributes = [...plain.matchAll(ATTRIBUTE)].map((m) => `${m[1]}="${m[2] ?? m[3] ?? m[4]}"`);
  // the attributes' values are not classes (`[data-size=sm]` has none, `[href$=".pdf"]` would)
  const classes = [
    ...plain
      .replace(ATTRIBUTE, '')
      .replace(/\[[^\]]*\]/g, '')
      .matchAll(CLASS),
  ].map((m) => `.${m[1]}`);
  return [...classes, ...attributes];
}

/** A font's `unicode-range` as code point ranges; null when it has none (it draws everything). */
export function unicodeRanges(value: string | undefined): [number, number][] | null {
  if (!value) return null;
  return value.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    // U+4?? is the range U+400-4FF
    const lo = parseInt(from!.replaceAll('?', '0'), 16);
    const hi = to ? parseInt(to, 16) : parseInt(from!.replaceAll('?', 'F'), 16);
    return [lo, hi] as [number, number];
  });
}

function pieces(nodes: ChildNode[]): Piece[] {
  const out: Piece[] = [];
  for (const node of nodes) {
    if (node.type === 'rule') {
      out.push({ kind: 'rule', css: node.toString(), needs: node.selectors.map(requirements) });
    } else if (node.type === 'atrule' && node.name === 'font-face') {
      let range: string | undefined;
      node.walkDecls('unicode-range', (d) => void (range = d.value));
      out.push({ kind: 'font', css: node.toString(), ranges: unicodeRanges(range) });
    } else if (node.type === 'atrule') {
      // @media, @supports, @container, @layer blocks: kept with whatever of their rules is kept;
      // @keyframes, @property, @layer statements, @import: always
      if (node.nodes && /^(media|supports|container|layer|scope|starting-style)$/.test(node.name)) {
        out.push({
          kind: 'group',
          open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}{`,
          children: pieces(node.nodes),
        });
      } else {
        out.push({ kind: 'always', css: node.toString() });
      }
    }
  }
  return out;
}

function emit(list: Piece[], page: PageFacts): string {
  const has = (need: string) => (need.startsWith('.') ? page.classes.has(need.slice(1)) : page.attributes.has(need));
  let css = '';
  for (const p of list) {
    if (p.kind === 'always') css += p.css;
    else if (p.kind === 'rule') {
      if (p.needs.some((needs) => needs.every(has))) css += p.css;
    } else if (p.kind === 'font') {
      // a subset of a font is fetched only for the characters it draws: the page's own
      if (!p.ranges || [...page.chars].some((c) => p.ranges!.some(([lo, hi]) => c >= lo && c <= hi))) css += p.css;
    } else {
      const inner = emit(p.children, page);
      if (inner) css += `${p.open}${inner}}`;
    }
  }
  return css;
}

/** What a page's markup has (`html` from its `<html>` tag on: the tags' attributes, the body's text). */
export function pageFacts(html: string): PageFacts {
  const classes = new Set<string>();
  const attributes = new Set<string>();
  for (const m of html.matchAll(/\s([\w-]+)="([^"]*)"/g)) {
    if (m[1] !== 'class') attributes.add(`${m[1]}="${m[2]}"`);
    else for (const c of m[2]!.split(/\s+/)) if (c) classes.add(c);
  }
  const chars = new Set<number>();
  const body = html.slice(Math.max(0, html.indexOf('<body')));
  for (const text of body.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '').split(/<[^>]*>/)) {
    for (const ch of text) chars.add(ch.codePointAt(0)!);
  }
  return { classes, attributes, chars };
}

/**
 * The critical-CSS maker for a built web app (`dist`): stylesheets are read and parsed on first use and
 * kept for the process (their names carry their content's hash).
 */
export function criticalCss(dist: string) {
  const sheets = new Map<string, Piece[] | null>();
  const sheet = (href: string): Piece[] | null => {
    let parsed = sheets.get(href);
    if (parsed === undefined) {
      const file = path.join(dist, href);
      // only the app's own files, never a path that climbs out of it
      parsed =
        file.startsWith(dist + path.sep) && fs.existsSync(file)
          ? pieces(postcss.parse(fs.readFileSync(file, 'utf8')).nodes)
          : null;
      sheets.set(href, parsed);
    }
    return parsed;
  };
  /** The CSS of these stylesheets (in their order) that a page uses; null when one cannot be read. */
  return (hrefs: string[], page: PageFacts): string | null => {
    let css = '';
    for (const href of hrefs) {
      const parsed = sheet(href);
      if (!parsed) return null;
      css += emit(parsed, page);
    }
    return css;
  };
}

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const MODULE_PRELOAD = /<link\b([^>]*)\brel="modulepreload"([^>]*)\bhref=("[^"]*")([^>]*)>/g;
const ENTRY = /<script type="module" crossorigin src=("[^"]*")><\/script>/;
/** an `@font-face` rule as `emit` writes it (postcss's text of it: no brace inside) */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/**
 * A rendered page that paints from its HTML alone: its stylesheet links give way to one `<style>` with
 * the rules its markup uses (where the first of them stood) and stay as inert links (`data-href`) that
 * boot.js starts; its module preloads wait the same way; its entry script becomes boot.js, which
 * fetches the code after the first paint and runs it at the visitor's first touch (decision 0034). The
 * page as it was when a stylesheet cannot be read (nothing is made inert then: the page loads as before).
 */
export function paintFirst(html: string, critical: ReturnType<typeof criticalCss>): string {
  const head = html.indexOf('</head>');
  const entry = ENTRY.exec(html);
  if (head < 0 || !entry || entry.index > head) return html;
  const links = [...html.slice(0, head).matchAll(STYLESHEET)].map((m) => m[0]);
  const hrefs = links.map((l) => /\bhref="([^"]*)"/.exec(l)?.[1] ?? '');
  if (hrefs.some((h) => !h.startsWith('/assets/'))) return html;
  const css = critical(hrefs, pageFacts(html.slice(html.indexOf('<html'))));
  if (css === null) return html;
  let first = true;
  const headPart = html
    .slice(0, head)
    .replace(STYLESHEET, (link) => {
      const inert = link.replace(/\bhref=/, 'data-href=');
      if (!first) return inert;
      first = false;
      // `</` cannot occur in the parsed rules' text but for a string: closed off like the JSON blocks.
      // The page's font subsets wait for the first paint (boot.js gives their style `media="all"`): fetched
      // before it, they stood on the first paint's path in Lighthouse's model (FCP 0.8 → 1.8 s)
      const fonts = css.match(FONT_FACE)?.join('') ?? '';
      const inline = (text: string) => text.replaceAll('</', '<\\/');
      return (
        `<style data-critical>${inline(css.replace(FONT_FACE, ''))}</style>` +
        (fonts ? `<style data-fonts media="print">${inline(fonts)}</style>` : '') +
        inert
      );
    })
    .replace(
      MODULE_PRELOAD,
      // its rel waits too (Chromium warns in the console about each modulepreload link without an href).
      // boot.js copies a link's data-* onto it in their order, so `data-rel` stands after `data-href`: the
      // address comes first, then the rel that fetches it
      (_m, a: string, b: string, href: string, c: string) =>
        `<link${a}${b.trimStart()}data-href=${href}${c} data-rel="modulepreload">`,
    )
    .replace(ENTRY, (_m, src: string) => `<script src="/boot.js" defer data-entry=${src}></script>`);
  return headPart + html.slice(head);
}
