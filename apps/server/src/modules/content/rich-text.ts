import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (notices, board posts, IR summaries) is HTML from the editor, cleaned here on every write
 * with sanitize-html's allow-list and stored clean; pages render the stored HTML as it is. What survives:
 * paragraphs, headings, emphasis, lists, quotes, code, rules, links to http(s)/mailto (opened in a new
 * tab without a referrer) and images served by this app (`/api/files/<uuid>`). Everything else goes:
 * scripts, styles and `style` attributes, event handlers, iframes/objects/embeds/forms/SVG/MathML,
 * `javascript:`, `data:` and `vbscript:` URLs, protocol-relative links, and any attribute not listed.
 * Text inside removed elements is kept as text (escaped), except in script/style/textarea-like ones.
 */

const FILE_URL = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/thumb)?$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'code',
    'pre',
    'hr',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'plaintext',
  ],
  // an image only from our own file store
  exclusiveFilter: (frame) => frame.tag === 'img' && !FILE_URL.test(frame.attribs.src ?? ''),
  transformTags: {
    // headings the page's own title does not compete with
    h1: 'h2',
    a: (tagName, given) => {
      const href = (given.href ?? '').trim();
      const attribs: sanitizeHtml.Attributes = /^(https?:|mailto:)/i.test(href)
        ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' }
        : {};
      return { tagName, attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { src: attribs.src ?? '', alt: (attribs.alt ?? '').slice(0, 200) } }),
  },
};

/** The HTML with only the allowed elements, attributes and URLs left. */
export function sanitizeRichText(html: string): string {
  return (
    sanitizeHtml(html, OPTIONS)
      // empty paragraphs at the end (an editor leaves one) say nothing
      .replace(/(<p>\s*<\/p>\s*)+$/, '')
      .trim()
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of (sanitised) HTML, blocks separated by spaces: for search and excerpts. */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h\d|li|blockquote|pre)>|<br\s*\/?>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  })
    .replace(
      /&(#?\w+);/g,
      (m, name: string) => ENTITIES[name] ?? (name.startsWith('#') ? safeChar(Number(name.slice(1).replace(/^x/i, '0x'))) : m),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

function safeChar(code: number): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
    ? String.fromCodePoint(code)
    : '';
}

/** The first `max` characters of the text, cut at a word when it can be. */
export function excerpt(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The ids of our files the HTML shows as images (in order, once each). */
export function imageIds(html: string): string[] {
  const ids: string[] = [];
  for (const m of html.matchAll(/<img [^>]*src="([^"]*)"/g)) {
    const id = FILE_URL.exec(m[1]!)?.[1];
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Whether the sanitised HTML has anything to show (text or an image). */
export function hasContent(html: string): boolean {
  return plainText(html).length > 0 || /<img /.test(html);
}
