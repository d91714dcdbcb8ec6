import { describe, expect, it } from 'vitest';
import {
  EXPLICIT_LANGUAGE_KEY,
  explicitLanguage,
  forgetExplicitLanguage,
  languageAtSignIn,
  rememberExplicitLanguage,
} from './explicit-language.ts';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    map: m,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('the explicit language choice', () => {
  it('is remembered apart from the language the translator caches, and can be forgotten', () => {
    const store = memoryStorage();
    store.setItem('formulab.lang', 'en'); // the detector's cache alone is no explicit choice
    expect(explicitLanguage(store)).toBeNull();
    rememberExplicitLanguage('en', store);
    expect(store.map.get(EXPLICIT_LANGUAGE_KEY)).toBe('en');
    expect(explicitLanguage(store)).toBe('en');
    forgetExplicitLanguage(store);
    expect(explicitLanguage(store)).toBeNull();
    expect(store.getItem('formulab.lang')).toBe('en');
  });

  it('ignores anything but a supported language, and blocked storage', () => {
    const store = memoryStorage();
    store.setItem(EXPLICIT_LANGUAGE_KEY, 'fr');
    expect(explicitLanguage(store)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(explicitLanguage(blocked)).toBeNull();
    expect(() => rememberExplicitLanguage('ko', blocked)).not.toThrow();
    expect(() => forgetExplicitLanguage(blocked)).not.toThrow();
  });
});

describe('languageAtSignIn', () => {
  it('keeps a language picked before sign-in and saves it on the account', () => {
    expect(languageAtSignIn('ko', 'en')).toEqual({ show: 'en', saveOnAccount: true });
  });
  it('has nothing to save when the pick is already the account’s', () => {
    expect(languageAtSignIn('en', 'en')).toEqual({ show: 'en', saveOnAccount: false });
  });
  it('applies the account’s language when none was picked', () => {
    expect(languageAtSignIn('en', null)).toEqual({ show: 'en', saveOnAccount: false });
    expect(languageAtSignIn('ko', null)).toEqual({ show: 'ko', saveOnAccount: false });
  });
});
