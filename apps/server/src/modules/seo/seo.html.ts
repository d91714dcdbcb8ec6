/**
 * The SPA's index.html with one page's metadata written into it (decision 0017): title, description,
 * canonical, Open Graph, Twitter card, schema.org JSON-LD and a <noscript> summary. Everything taken
 * from a record is escaped here, once; the React app replaces none of it and needs none of it.
 */

export type Lang = 'ko' | 'en';

export type PageMeta = {
  lang: Lang;
  title: string;
  description: string;
  /**
   * absolute URL of the page (public address + path + the query parameter naming the record or the
   * year), in no language: the page for whatever language the visitor's browser asks for
   */
  canonical: string;
  /** the page was asked for in one language (`?lang=`): its canonical address names that language */
  langInUrl?: boolean;
  /** Atom feeds a reader can subscribe to from this page */
  feeds?: { title: string; href: string }[];
  ogType: 'website' | 'article' | 'product';
  /** the record's picture, when it has one: its absolute URL and, when known, its pixel size and type */
  image?: PageImage | null;
  /** schema.org data, written as application/ld+json (a data block: the CSP's script-src does not apply) */
  jsonLd?: Record<string, unknown> | null;
  /** a short summary for crawlers that run no JavaScript */
  noscript?: { heading: string; text: string } | null;
};

export type PageImage = { url: string; width?: number | null; height?: number | null; type?: string };

/** A page's title: its own name, then the site's. */
export const titled = (name: string) => `${name} · Formulab`;

/** Text for an HTML text node or a double- or single-quoted attribute. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * JSON that stays data inside <script type="application/ld+json">: `<`, `>` and `&` are written as
 * \u escapes (so `</script>` and `<!--` cannot occur), and so are U+2028/2029.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A description of at most `max` characters, cut at a word where possible, whitespace collapsed. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** `url` asked for in one language: `?lang=ko|en` added to its query. */
export function inLanguage(url: string, lang: Lang): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}

/**
 * The page's address in each language and the one that follows the browser's (x-default), for
 * `<link rel="alternate" hreflang>` and the sitemaps' `xhtml:link`.
 */
export function alternates(canonical: string): { hreflang: 'ko' | 'en' | 'x-default'; href: string }[] {
  return [
    { hreflang: 'ko', href: inLanguage(canonical, 'ko') },
    { hreflang: 'en', href: inLanguage(canonical, 'en') },
    { hreflang: 'x-default', href: canonical },
  ];
}

/** The head tags of one page (without title and description, which replace the shell's own). */
function headTags(m: PageMeta): string {
  const e = escapeHtml;
  const url = m.langInUrl ? inLanguage(m.canonical, m.lang) : m.canonical;
  const tags = [
    `<link rel="canonical" href="${e(url)}" />`,
    ...alternates(m.canonical).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${e(a.href)}" />`),
    ...(m.feeds ?? []).map(
      (f) => `<link rel="alternate" type="application/atom+xml" title="${e(f.title)}" href="${e(f.href)}" />`,
    ),
    `<meta property="og:site_name" content="Formulab" />`,
    `<meta property="og:type" content="${m.ogType}" />`,
    `<meta property="og:title" content="${e(m.title)}" />`,
    `<meta property="og:description" content="${e(m.description)}" />`,
    `<meta property="og:url" content="${e(url)}" />`,
    `<meta property="og:locale" content="${m.lang === 'ko' ? 'ko_KR' : 'en_US'}" />`,
    `<meta property="og:locale:alternate" content="${m.lang === 'ko' ? 'en_US' : 'ko_KR'}" />`,
    `<meta name="twitter:card" content="${m.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${e(m.title)}" />`,
    `<meta name="twitter:description" content="${e(m.description)}" />`,
  ];
  if (m.image) {
    const { url: src, width, height, type } = m.image;
    tags.push(`<meta property="og:image" content="${e(src)}" />`);
    if (type) tags.push(`<meta property="og:image:type" content="${e(type)}" />`);
    // the size lets a preview lay the card out before it has the picture
    if (width && height) {
      tags.push(
        `<meta property="og:image:width" content="${width}" />`,
        `<meta property="og:image:height" content="${height}" />`,
      );
    }
    tags.push(`<meta name="twitter:image" content="${e(src)}" />`);
  }
  if (m.jsonLd) tags.push(`<script type="application/ld+json">${jsonLdText(m.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * index.html with the page's metadata: the shell's <title> and description replaced, the rest added
 * before </head>, <html lang> set, and the <noscript> summary added before </body>.
 */
export function pageHtml(shell: string, m: PageMeta): string {
  const e = escapeHtml;
  let html = shell
    .replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${m.lang}"`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => '')
    .replace(/<meta\s+name="description"[^>]*>/i, () => '');
  const head = `<title>${e(m.title)}</title>\n    <meta name="description" content="${e(m.description)}" />\n    ${headTags(m)}\n  `;
  html = html.includes('</head>') ? html.replace('</head>', () => `${head}</head>`) : head + html;
  if (m.noscript) {
    const summary = `<noscript><article><h1>${e(m.noscript.heading)}</h1><p>${e(m.noscript.text)}</p></article></noscript>\n  `;
    html = html.includes('</body>') ? html.replace('</body>', () => `${summary}</body>`) : html + summary;
  }
  return html;
}

/**
 * The shell as it was built, for the page of a record that is not there (status 404): kept out of
 * search results (`noindex`); the browser app draws its own "not found" into it.
 */
export function noIndexHtml(shell: string): string {
  const tag = '<meta name="robots" content="noindex" />';
  return shell.includes('</head>') ? shell.replace('</head>', () => `  ${tag}\n  </head>`) : tag + shell;
}
