import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { criticalCss, pageFacts, paintFirst, requirements, unicodeRanges } from './seo.critical.ts';

describe('what a selector requires of the page', () => {
  it('its classes and its attributes given a value', () => {
    expect(requirements('.a .b:hover')).toEqual(['.a', '.b']);
    expect(requirements('.m_1[data-variant=filled]')).toEqual(['.m_1', 'data-variant="filled"']);
    expect(requirements(':root[data-mantine-color-scheme="dark"]')).toEqual(['data-mantine-color-scheme="dark"']);
    // an attribute that is only present, or matched by a prefix, asks nothing (kept: more, never less)
    expect(requirements('.x[data-disabled]')).toEqual(['.x']);
    expect(requirements('a[href$=".pdf"]')).toEqual([]);
  });

  it('not what stands inside :not(), :is(), :where() or :has()', () => {
    expect(requirements('.btn:not(.loading)')).toEqual(['.btn']);
    expect(requirements('.m_2:where(:disabled:not([data-loading]),[data-disabled])')).toEqual(['.m_2']);
    expect(requirements(':is(.a,.b) .c')).toEqual(['.c']);
    expect(requirements('body')).toEqual([]);
  });
});

describe('a font’s characters', () => {
  it('reads ranges, single code points and wildcards', () => {
    expect(unicodeRanges('U+0000-00FF, U+0131,U+4??')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x400, 0x4ff],
    ]);
    expect(unicodeRanges(undefined)).toBeNull();
  });
});

describe('a page’s facts', () => {
  it('its classes, attributes and the characters of its text (not of its scripts or styles)', () => {
    const facts = pageFacts(
      '<html lang="ko" data-x="1"><head><style>.q{}</style></head><body><div class="a  b" data-size="sm">가<b>z</b></div>' +
        '<script type="application/json">{"w":1}</script></body></html>',
    );
    expect([...facts.classes].sort()).toEqual(['a', 'b']);
    expect(facts.attributes.has('data-size="sm"')).toBe(true);
    expect(facts.attributes.has('lang="ko"')).toBe(true);
    expect(facts.chars.has('가'.codePointAt(0)!)).toBe(true);
    expect(facts.chars.has('z'.codePointAt(0)!)).toBe(true);
    expect(facts.chars.has('w'.codePointAt(0)!)).toBe(false);
  });
});

describe('the critical CSS of a page', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'assets', 'app.css'),
    ':root{--c:red}.used{color:var(--c)}.unused{color:blue}.used[data-variant=filled]{color:green}' +
      '.used[data-variant=light]{color:gray}@media (min-width:40em){.used{margin:0}.unused{margin:1px}}' +
      '@media print{.unused{display:none}}@keyframes spin{to{transform:rotate(1turn)}}' +
      '@font-face{font-family:P;src:url(/assets/p.0.woff2);unicode-range:U+AC00-D7A3}' +
      '@font-face{font-family:P;src:url(/assets/p.1.woff2);unicode-range:U+0041-005A}' +
      '@font-face{font-family:Q;src:url(/assets/q.woff2)}',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'screen.css'), '.card{padding:4px}.other{padding:8px}');
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const critical = criticalCss(dist);
  const page = (body: string) =>
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/shell-2.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/app.css">' +
    '<link rel="stylesheet" href="/assets/screen.css" />' +
    `</head><body><div id="root" data-ssr="en">${body}</div></body></html>`;

  it('keeps the rules, groups and fonts the page uses, in the sheets’ order', () => {
    const css = critical(
      ['/assets/app.css', '/assets/screen.css'],
      pageFacts(page('<p class="used card" data-variant="filled">HI</p>')),
    );
    expect(css).toBe(
      ':root{--c:red}.used{color:var(--c)}.used[data-variant=filled]{color:green}@media (min-width:40em){.used{margin:0}}' +
        '@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:P;src:url(/assets/p.1.woff2);unicode-range:U+0041-005A}' +
        '@font-face{font-family:Q;src:url(/assets/q.woff2)}.card{padding:4px}',
    );
    // a Korean page gets the Hangul subset, not the Latin one
    const ko = critical(['/assets/app.css'], pageFacts(page('<p class="used">한글</p>')))!;
    expect(ko).toContain('p.0.woff2');
    expect(ko).not.toContain('p.1.woff2');
  });

  it('no sheet outside the build, none that is missing', () => {
    expect(critical(['/assets/../../etc/passwd'], pageFacts(page('')))).toBeNull();
    expect(critical(['/assets/gone.css'], pageFacts(page('')))).toBeNull();
  });

  it('paints from the HTML alone: the CSS inline, links and preloads inert, the entry started by boot.js', () => {
    const html = paintFirst(page('<p class="used">Hello</p>'), critical);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-critical>:root\{--c:red\}\.used\{/);
    // nothing in the head holds the first paint: no stylesheet, preload or module script with an address
    expect(head).not.toMatch(/<link[^>]*\shref=/);
    expect(head).not.toContain('type="module"');
    expect(head).toContain('<link rel="stylesheet" crossorigin data-href="/assets/app.css">');
    expect(head).toContain('<link rel="stylesheet" data-href="/assets/screen.css" />');
    expect(head).toContain('<link crossorigin data-href="/assets/shell-2.js" data-rel="modulepreload">');
    expect(head).toContain('<script src="/boot.js" defer data-entry="/assets/index-1.js"></script>');
    // the style comes where the first stylesheet stood: before the screen's sheet, after the metadata
    expect(head.indexOf('data-critical')).toBeLessThan(head.indexOf('screen.css'));
    // its font subsets wait for the first paint in a style of their own, for print until boot.js says
    // otherwise (decision 0034); none is left in the critical style
    expect(head).toContain(
      '<style data-fonts media="print">@font-face{font-family:P;src:url(/assets/p.1.woff2);unicode-range:U+0041-005A}' +
        '@font-face{font-family:Q;src:url(/assets/q.woff2)}</style>',
    );
    expect(/<style data-critical>[^<]*<\/style>/.exec(head)![0]).not.toContain('@font-face');
    expect(html.slice(html.indexOf('</head>'))).toBe(
      page('<p class="used">Hello</p>').slice(page('<p class="used">Hello</p>').indexOf('</head>')),
    );
  });

  it('leaves a page it cannot make whole as it was', () => {
    const missing = page('<p class="used">x</p>').replace('/assets/screen.css', '/assets/gone.css');
    expect(paintFirst(missing, critical)).toBe(missing);
    const noEntry = page('x').replace(/<script[^>]*><\/script>/, '');
    expect(paintFirst(noEntry, critical)).toBe(noEntry);
  });
});
