import { describe, expect, it } from 'vitest';
import { excerpt, hasContent, imageIds, plainText, sanitizeRichText } from './rich-text.ts';
import { XSS_CORPUS } from './xss-corpus.ts';
import { activeContent } from './content.test-utils.ts';

const FILE = '/api/files/0b7c1c8e-7f1a-4a52-9a55-0c8f3c1d2e3f';

describe('sanitizeRichText', () => {
  it('has a corpus of at least 50 vectors', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(XSS_CORPUS).size).toBe(XSS_CORPUS.length);
  });

  it.each(XSS_CORPUS.map((v, i) => [i, v]))('leaves nothing active of vector %i', (_i, vector) => {
    for (const html of [vector, `<p>${vector}</p>`, `<p>before</p>${vector}<p>after</p>`]) {
      const clean = sanitizeRichText(html);
      expect(activeContent(clean), clean).toEqual([]);
      // sanitising is stable: cleaning the clean output changes nothing
      expect(sanitizeRichText(clean)).toBe(clean);
    }
  });

  it('keeps the formatting the editor makes', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em>, <u>under</u> and <s>struck</s> text.</p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li>three</li></ol><blockquote><p>quote</p></blockquote>' +
      `<pre><code>x &lt; y</code></pre><hr><p><a href="https://example.com/a?b=1&amp;c=2">link</a></p><img src="${FILE}" alt="pic">`;
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<strong>bold</strong>');
    expect(clean).toContain('<ol start="3">');
    expect(clean).toContain(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">link</a>',
    );
    expect(clean).toContain(`<img src="${FILE}" alt="pic" />`);
    expect(clean).toContain('x &lt; y');
  });

  it('drops images from elsewhere, foreign iframes and bad links but keeps their text', () => {
    const clean = sanitizeRichText(
      '<p><img src="https://evil.example/x.png"><iframe src="https://www.youtube.com/embed/x"></iframe>' +
        '<a href="javascript:alert(1)">text stays</a></p>',
    );
    expect(clean).toBe('<p><a>text stays</a></p>');
  });

  it('turns h1 into h2 and removes style and class attributes', () => {
    expect(sanitizeRichText('<h1 class="x" style="color:red">Big</h1>')).toBe('<h2>Big</h2>');
  });
});

describe('plain text, excerpts and images', () => {
  it('reads the text of blocks apart, entities decoded', () => {
    expect(plainText('<p>a &amp; b</p><p>c&lt;d</p><ul><li>e</li></ul>')).toBe('a & b c<d e');
  });
  it('cuts long text at a word', () => {
    const text = 'word '.repeat(100).trim();
    const e = excerpt(text, 50);
    expect(e.length).toBeLessThanOrEqual(51);
    expect(e.endsWith('word…')).toBe(true);
  });
  it('finds our images and tells empty bodies', () => {
    expect(imageIds(sanitizeRichText(`<p><img src="${FILE}"><img src="${FILE}/thumb"></p>`))).toEqual([
      '0b7c1c8e-7f1a-4a52-9a55-0c8f3c1d2e3f',
    ]);
    expect(hasContent(sanitizeRichText('<p> </p><script>x</script>'))).toBe(false);
    expect(hasContent(sanitizeRichText(`<img src="${FILE}">`))).toBe(true);
  });
});
