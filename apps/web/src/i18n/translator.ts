/**
 * The app's translator: the part of i18next the app used, in a few hundred bytes instead of 19 KB of
 * every visitor's first download (i18next with react-i18next; ADR 0013). It looks keys up in the
 * active language's strings, picks plural forms with `Intl.PluralRules` (`key_one`, `key_other`) and
 * fills `{{name}}` placeholders, as i18next did with the options the app set (no escaping: React
 * escapes; a missing key reads as the key). Loading the strings is index.ts's business.
 */

import { particle } from '../lib/josa.ts';

export type Language = 'ko' | 'en';
export type Strings = Record<string, unknown>;

export type TOptions = {
  /** picks the plural form (`key_one`, `key_other`, …) and fills `{{count}}` */
  count?: number;
  /** said when the key is missing (placeholders filled) */
  defaultValue?: string;
  /** any other option fills the placeholder of its name */
  [value: string]: unknown;
};

export interface TFunction {
  (key: string, options?: TOptions & { returnObjects?: false }): string;
  /** the strings under `key` as they are (a nested object or list), or the key when there are none */
  (key: string, options: TOptions & { returnObjects: true }): unknown;
}

type Listener = () => void;

const has = (o: unknown, key: string): o is Record<string, unknown> =>
  !!o && typeof o === 'object' && Object.prototype.hasOwnProperty.call(o, key);

/** The value at a dotted path (`a.b.c`; no key in the strings holds a dot), or undefined. */
function lookup(strings: Strings | undefined, key: string): unknown {
  let node: unknown = strings;
  for (const part of key.split('.')) {
    if (!has(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** `{{을/를:name}}`: the Korean particle for the value of `name` (lib/josa.ts), "‘{{name}}’{{을/를:name}}". */
const PARTICLE = /^([^/:]+\/[^/:]+):\s*([\w.]+)$/;

/**
 * Fills `{{name}}` from `values`: a value given as null or undefined reads as nothing; a placeholder
 * with no value given at all stays as written (i18next's `skipOnVariables`). Filled-in text is not
 * searched again. `{{을/를:name}}` is the particle chosen for `name`'s value (견적서를, 주문을).
 */
export function interpolate(text: string, values: TOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const key = name.trim();
    const josa = PARTICLE.exec(key);
    if (josa) return has(values, josa[2]!) ? particle(String(values[josa[2]!] ?? ''), josa[1]!) : whole;
    if (!has(values, key)) return whole;
    const value = values[key];
    return value == null ? '' : String(value);
  });
}

/** Merges `extra` into `into`, nested objects key by key (`into` is changed and returned). */
export function mergeStrings(into: Strings, extra: Strings): Strings {
  for (const [key, value] of Object.entries(extra)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const current = into[key];
    into[key] =
      current && typeof current === 'object' && value && typeof value === 'object' && !Array.isArray(value)
        ? mergeStrings({ ...(current as Strings) }, value as Strings)
        : value;
  }
  return into;
}

export type Translator = ReturnType<typeof createTranslator>;

/**
 * One translator per app. `load` fetches every string a language needs so far; `changeLanguage`
 * switches only once it has them, so a page never shows raw keys and keeps the old language until
 * then. Components re-render through `subscribe` (react.ts) when the language changes or strings are
 * added; `t` is a new function then, so it can stand in a hook's dependencies.
 */
export function createTranslator(options: {
  load: (lng: Language) => Promise<Strings>;
  /** remembers the language shown (i18next's cacheUserLanguage) */
  remember?: (lng: Language) => void;
}) {
  const resources: Partial<Record<Language, Strings>> = {};
  /** the languages whose strings `load` has brought (the ones `addStrings` adds to) */
  const loaded = new Set<Language>();
  const pluralRules = new Map<Language, Intl.PluralRules>();
  const listeners = new Set<Listener>();
  const languageListeners = new Set<(lng: Language) => void>();
  let language: Language | undefined;
  let changingTo: Language | undefined;

  function resolve(lng: Language | undefined, key: string, opts: TOptions | undefined): unknown {
    if (!lng) return undefined;
    const strings = resources[lng];
    const count = opts?.count;
    if (typeof count === 'number') {
      if (count === 0) {
        const zero = lookup(strings, `${key}_zero`);
        if (zero != null) return zero;
      }
      let rules = pluralRules.get(lng);
      if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
      const form = lookup(strings, `${key}_${rules.select(count)}`);
      if (form != null) return form;
    }
    return lookup(strings, key);
  }

  function fixedT(lng: Language | undefined): TFunction {
    return ((key: string, opts?: TOptions & { returnObjects?: boolean }) => {
      const found = resolve(lng, key, opts);
      if (found != null && typeof found === 'object') return opts?.returnObjects ? found : key;
      const text = found == null ? (opts?.defaultValue ?? key) : String(found);
      return interpolate(text, opts);
    }) as TFunction;
  }

  let t = fixedT(undefined);

  function changed(): void {
    t = fixedT(language);
    for (const l of [...listeners]) l();
  }

  const translator = {
    /** the language shown, or before the first has loaded the one on its way (else Korean) */
    get language(): Language {
      return language ?? changingTo ?? 'ko';
    },
    /** the language shown; undefined until the first one has loaded */
    get resolvedLanguage(): Language | undefined {
      return language;
    },
    /** translates in the language shown */
    t: ((key: string, opts?: TOptions) => t(key, opts as TOptions & { returnObjects?: false })) as TFunction,
    /** the `t` of the moment: a new function whenever the language changes or strings are added */
    get fixedT(): TFunction {
      return t;
    },
    exists(key: string, opts?: TOptions): boolean {
      return resolve(language, key, opts) != null;
    },
    /** whether a language's strings are loaded (it was shown, or is about to be) */
    hasStrings(lng: Language): boolean {
      return loaded.has(lng);
    },
    /** Adds strings to a language (deep merge, later ones win) and re-renders what shows them. */
    addStrings(lng: Language, strings: Strings): void {
      resources[lng] = mergeStrings(resources[lng] ?? {}, strings);
      if (lng === language) changed();
    },
    /**
     * Loads a language's strings (the first time) and shows it; resolves with its `t`. Of calls that
     * overlap, the last one wins. A failed load leaves the language as it was and rejects.
     */
    async changeLanguage(lng: Language): Promise<TFunction> {
      changingTo = lng;
      if (!loaded.has(lng)) {
        const strings = await options.load(lng);
        resources[lng] = mergeStrings(resources[lng] ?? {}, strings);
        loaded.add(lng);
      }
      if (changingTo !== lng) return t;
      changingTo = undefined;
      options.remember?.(lng);
      if (language !== lng) {
        language = lng;
        changed();
        for (const l of [...languageListeners]) l(lng);
      }
      return t;
    },
    on(event: 'languageChanged', listener: (lng: Language) => void): void {
      if (event === 'languageChanged') languageListeners.add(listener);
    },
    /** Calls `listener` whenever the language changes or strings are added; returns the unsubscribe. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return translator;
}
