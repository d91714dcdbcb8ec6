/**
 * The server rendering of the public pages (decision 0027): the web app's own build for the server
 * (`apps/web/dist-server/entry-server.js`, made by `vite build --ssr`) draws a page's content into the
 * shell that seo.html.ts wrote the metadata into; the browser hydrates it. Without that build the
 * pages keep the metadata-only shell (decision 0017).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { criticalCss } from './seo.critical.ts';
import { escapeHtml, jsonLdText, type Lang } from './seo.html.ts';

/** What entry-server.tsx's `render` answers (its own type lives in the web app). */
export type Rendered = { html: string; queries: unknown[]; modules: string[]; detail?: string };

export type RenderPage = (opts: {
  url: string;
  lang: Lang;
  fetch: (path: string, init: RequestInit) => Promise<Response>;
}) => Promise<Rendered | null>;

/** Vite's build manifest: per source module its chunk, its CSS and its static imports. */
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** The web app's renderer, its build manifest and the critical-CSS maker of its stylesheets. */
export type Renderer = { render: RenderPage; manifest: Manifest; critical?: ReturnType<typeof criticalCss> };

/**
 * The renderer next to a built web app (`<dist>/../dist-server/entry-server.js`), loaded once; null
 * when there is none (the app was built without it, or a test's shell).
 */
export function loadRenderer(dist: string): (() => Promise<Renderer | null>) | null {
  const entry = path.join(dist, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  let loaded: Promise<Renderer | null> | null = null;
  return () =>
    (loaded ??= (async () => {
      const { render } = (await import(pathToFileURL(entry).href)) as { render: RenderPage };
      const manifestFile = path.join(dist, '.vite', 'manifest.json');
      const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : {};
      return { render, manifest, critical: criticalCss(dist) };
    })());
}

/**
 * The stylesheets and module preloads of a page's screen and layout that the shell does not link yet:
 * the content is styled from the first paint, and the hydration does not wait on the chunks' download.
 * `page` is the shell: what it links already is left out.
 */
export function pageAssets(manifest: Manifest, modules: string[], page = ''): string {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  for (const m of modules) walk(m);
  // what the shell links already (the entry's own imports and CSS) is not linked twice
  const linked = (f: string) => page.includes(`"/${f}"`);
  return [
    ...[...css].filter((f) => !linked(f)).map((f) => `<link rel="stylesheet" href="/${escapeHtml(f)}" />`),
    ...[...js].filter((f) => !linked(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}" />`),
  ].join('\n    ');
}

/**
 * The page with its rendered content: the markup replaces what `<div id="root">` held (the boot
 * shell), marked with the language it was drawn in; the query answers follow as a JSON data block
 * (never executed: `script-src 'self'` holds), escaped as the JSON-LD is; the screen's CSS and chunks
 * are linked in the head. The page as it was when the shell has no root to fill.
 */
export function withRendered(page: string, rendered: Rendered, lang: Lang, assets: string): string {
  const open = '<div id="root">';
  const start = page.indexOf(open);
  if (start < 0) return page;
  // the end of the root: the </div> that closes it, past the divs of the boot shell inside
  const re = /<div\b|<\/div>/g;
  re.lastIndex = start + open.length;
  let depth = 1;
  let end = -1;
  for (let m = re.exec(page); m; m = re.exec(page)) {
    depth += m[0] === '</div>' ? -1 : 1;
    if (depth === 0) {
      end = m.index + m[0].length;
      break;
    }
  }
  if (end < 0) return page;
  // the record a list page opens in its drawer (`?id=`), beside the root: never hydrated, the app's
  // own drawer replaces it as it opens (components/detail-drawer.tsx)
  const detail = rendered.detail ? `<div id="ssr-detail">${rendered.detail}</div>` : '';
  const root =
    `<div id="root" data-ssr="${lang}">${rendered.html}</div>` +
    detail +
    `<script type="application/json" id="ssr-state">${jsonLdText(rendered.queries)}</script>`;
  const html = page.slice(0, start) + root + page.slice(end);
  return assets && html.includes('</head>') ? html.replace('</head>', () => `  ${assets}\n  </head>`) : html;
}
