import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, detectLanguage } from './index.ts';

describe('detectLanguage', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });

  it("a link's ?lang= wins over the language chosen before (the server's hreflang addresses)", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ko');
    window.history.replaceState(null, '', '/ingredients?id=1&lang=en');
    expect(detectLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    window.history.replaceState(null, '', '/intro?lang=ko');
    expect(detectLanguage()).toBe('ko');
  });

  it('anything else in ?lang= is no language: the one chosen before', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    window.history.replaceState(null, '', '/intro?lang=fr');
    expect(detectLanguage()).toBe('en');
  });
});
