import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './text.ts';

describe('storable text', () => {
  it('refuses NUL and lone surrogates, keeps everything else', () => {
    for (const s of ['', 'plain', '한국어', 'emoji 🧴', 'tab\tline\nfeed', '\u0001\u001f\u007f', '\uffff', '\ud83e\uddf4']) {
      expect(isStorableText(s), JSON.stringify(s)).toBe(true);
    }
    for (const s of ['\u0000', 'a\u0000b', '\ud800', 'x\udbffy', '\udc00', 'a\udfff', '\udc00\ud800', '🧴\ud800']) {
      expect(isStorableText(s), JSON.stringify(s)).toBe(false);
    }
  });

  it('finds the first bad string or key with its dotted path', () => {
    expect(findUnstorableText(undefined)).toBeNull();
    expect(findUnstorableText({ a: 'x', b: [1, 'y', { c: true }] })).toBeNull();
    expect(findUnstorableText('a\u0000')).toBe('');
    expect(findUnstorableText({ q: 'a\u0000' })).toBe('q');
    expect(findUnstorableText({ lines: [{ note: 'ok' }, { note: '\ud800' }] })).toBe('lines.1.note');
    expect(findUnstorableText({ colours: [{ 'k\u0000': 'v' }] })).toBe('colours.0');
    expect(findUnstorableText({ 'k\u0000': 'v' })).toBe('');
    expect(findUnstorableText({ function: ['ok', 'b\udc00'] })).toBe('function.1');
  });
});
