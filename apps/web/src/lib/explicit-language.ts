import type { Language } from '../i18n/index.ts';

/**
 * A language the visitor picked themselves (the header switch) while signed out, not yet saved on an
 * account. Kept apart from `formulab.lang`, which the translator also writes whenever the language changes
 * for any reason (the browser's, the account's), so that it cannot tell a choice from a guess.
 */
export const EXPLICIT_LANGUAGE_KEY = 'formulab.lang.explicit';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked
  }
}

/** Remembers that the visitor picked `lng` themselves. */
export function rememberExplicitLanguage(lng: Language, store: Storage | null = storage()): void {
  try {
    store?.setItem(EXPLICIT_LANGUAGE_KEY, lng);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** The language the visitor picked themselves and no account has saved yet, if any. */
export function explicitLanguage(store: Storage | null = storage()): Language | null {
  try {
    const v = store?.getItem(EXPLICIT_LANGUAGE_KEY);
    return v === 'ko' || v === 'en' ? v : null;
  } catch {
    return null;
  }
}

/** Forgets the choice: it is on the account now (or the account's language was chosen later). */
export function forgetExplicitLanguage(store: Storage | null = storage()): void {
  try {
    store?.removeItem(EXPLICIT_LANGUAGE_KEY);
  } catch {
    // storage blocked
  }
}

/**
 * What to do when an account's language becomes known (at sign-in, or arriving signed in): the last
 * explicit choice wins. A language picked in this browser before signing in is kept and saved on
 * the account; with none, the account's stored language applies.
 */
export function languageAtSignIn(account: Language, explicit: Language | null): { show: Language; saveOnAccount: boolean } {
  if (explicit) return { show: explicit, saveOnAccount: explicit !== account };
  return { show: account, saveOnAccount: false };
}
