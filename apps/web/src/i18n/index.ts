import type { StringGroup, StringPart } from './groups.ts';
import { createTranslator, mergeStrings, type Language, type Strings } from './translator.ts';

export type { Language, TFunction } from './translator.ts';

export const LANGUAGE_STORAGE_KEY = 'formulab.lang';

type StringsLoader = (lng: Language) => Promise<Strings>;

/**
 * Each language's strings come in parts, each its own lazy chunk (groups.ts): a visitor downloads
 * only the language they read, and of it the core and the groups of the screens they open. The
 * other language is fetched when they switch to it. Written out, so that the bundler sees each one.
 */
const PARTS: Record<Language, Record<StringPart, () => Promise<{ default: Strings }>>> = {
  ko: {
    core: () => import('virtual:strings/ko/core'),
    account: () => import('virtual:strings/ko/account'),
    catalogue: () => import('virtual:strings/ko/catalogue'),
    company: () => import('virtual:strings/ko/company'),
    dashboard: () => import('virtual:strings/ko/dashboard'),
    guide: () => import('virtual:strings/ko/guide'),
    intro: () => import('virtual:strings/ko/intro'),
    recipes: () => import('virtual:strings/ko/recipes'),
    compliance: () => import('virtual:strings/ko/compliance'),
    pipeline: () => import('virtual:strings/ko/pipeline'),
    content: () => import('virtual:strings/ko/content'),
    shop: () => import('virtual:strings/ko/shop'),
    support: () => import('virtual:strings/ko/support'),
    chat: () => import('virtual:strings/ko/chat'),
  },
  en: {
    core: () => import('virtual:strings/en/core'),
    account: () => import('virtual:strings/en/account'),
    catalogue: () => import('virtual:strings/en/catalogue'),
    company: () => import('virtual:strings/en/company'),
    dashboard: () => import('virtual:strings/en/dashboard'),
    guide: () => import('virtual:strings/en/guide'),
    intro: () => import('virtual:strings/en/intro'),
    recipes: () => import('virtual:strings/en/recipes'),
    compliance: () => import('virtual:strings/en/compliance'),
    pipeline: () => import('virtual:strings/en/pipeline'),
    content: () => import('virtual:strings/en/content'),
    shop: () => import('virtual:strings/en/shop'),
    support: () => import('virtual:strings/en/support'),
    chat: () => import('virtual:strings/en/chat'),
  },
};

const part =
  (name: StringPart): StringsLoader =>
  (lng) =>
    PARTS[lng][name]().then((m) => m.default);

/** What a language needs: core, the groups opened so far, the staff area's strings once opened. */
const loaders: StringsLoader[] = [part('core')];

/** Every set of strings a language needs, and how many of `loaders` that is (more may come meanwhile). */
async function loadLanguage(lng: Language): Promise<{ strings: Strings; count: number }> {
  const strings: Strings = {};
  let count = 0;
  while (count < loaders.length) {
    const batch = loaders.slice(count);
    count = loaders.length;
    for (const got of await Promise.all(batch.map((load) => load(lng)))) mergeStrings(strings, got);
  }
  return { strings, count };
}

/** How many of `loaders` each language's strings hold; filling up one at a time, in order. */
const filled: Partial<Record<Language, number>> = {};
const filling: Partial<Record<Language, Promise<void>>> = {};

/** Adds to a language loaded before the sets registered since (after those being added already). */
function fillUp(lng: Language): Promise<void> {
  const run = (filling[lng] ?? Promise.resolve()).then(async () => {
    const from = filled[lng] ?? 0;
    const to = loaders.length;
    if (from >= to) return;
    const parts = await Promise.all(loaders.slice(from, to).map((load) => load(lng)));
    for (const got of parts) i18n.addStrings(lng, got);
    filled[lng] = to;
  });
  filling[lng] = run.catch(() => undefined);
  return run;
}

/**
 * The language: a link's `?lang=ko|en` (the server's hreflang addresses, a shared link), else the one
 * chosen in this browser before (localStorage), else the first of the browser's languages that the
 * app speaks, else Korean.
 */
export function detectLanguage(): Language {
  const codes = [new URLSearchParams(globalThis.location?.search).get('lang')];
  try {
    codes.push(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // storage blocked: the browser's language
  }
  // Node has a navigator too (its locale), for the unit tests that load this module
  codes.push(...navigator.languages, navigator.language);
  for (const code of codes) {
    const base = code?.toLowerCase().split(/[-_]/)[0];
    if (base === 'en' || base === 'ko') return base;
  }
  return 'ko';
}

/** The app's translator; `i18n.t`, `i18n.changeLanguage(…)` as with i18next before (ADR 0013). */
const i18n = createTranslator({
  // every set of strings registered so far; sets registered while this load ran are added right after
  load: async (language) => {
    const { strings, count } = await loadLanguage(language);
    filled[language] = count;
    void fillUp(language);
    return strings;
  },
  remember: (lng) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // storage blocked: remembered for this page only
    }
  },
});

/** Resolves once the active language's core strings are loaded; main.tsx renders after it. */
export const i18nReady: Promise<unknown> = i18n.changeLanguage(detectLanguage()).then(
  () => setPageLanguage(currentLanguage()),
  (err: unknown) => console.error('could not load the strings', err),
);

/** <html lang>, for screen readers, hyphenation and `:lang(ko)` (none in the server rendering). */
function setPageLanguage(lng: string): void {
  if (globalThis.document) document.documentElement.lang = lng;
}

i18n.on('languageChanged', setPageLanguage);

/**
 * Adds a set of strings to every language (a group, the staff area's): loaded now for the languages
 * in use, and with each further language's own strings when it is needed. Resolves once the
 * language shown has them.
 */
export async function addStrings(load: StringsLoader): Promise<void> {
  loaders.push(load);
  await i18nReady;
  await Promise.all((['ko', 'en'] as const).filter((lng) => i18n.hasStrings(lng)).map(fillUp));
}

const groupsAdded = new Map<StringGroup, Promise<void>>();

/**
 * Makes sure the strings of `groups` are there (in every language in use): a screen is loaded with
 * it, side by side with its code (route-table.tsx).
 */
export function loadStringGroups(groups: readonly StringGroup[]): Promise<void> {
  return Promise.all(
    groups.map((group) => {
      let added = groupsAdded.get(group);
      if (!added) {
        // fetched now, in parallel with the core strings on a first visit (import() remembers it)
        void PARTS[i18n.language][group]().catch(() => undefined);
        added = addStrings(part(group));
        groupsAdded.set(group, added);
      }
      return added;
    }),
  ).then(() => undefined);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'ko';
}

export default i18n;
