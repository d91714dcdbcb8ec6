import { describe, expect, it, vi } from 'vitest';
import { createTranslator, interpolate, type Language, type Strings } from './translator.ts';

const STRINGS: Record<Language, Strings> = {
  en: {
    nav: { home: 'Home' },
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    greet: 'Hello, {{name}}!',
    twice: '{{name}} and {{ name }}',
    labels: { bold: 'Bold', italic: 'Italic' },
    empty: '',
  },
  ko: {
    nav: { home: '홈' },
    items_one: '항목 {{count}}개 (one)',
    items_other: '항목 {{count}}개',
    greet: '안녕하세요, {{name}}님!',
  },
};

function setup(load = (lng: Language) => Promise.resolve(structuredClone(STRINGS[lng]))) {
  const remember = vi.fn();
  const i18n = createTranslator({ load, remember });
  return { i18n, remember };
}

describe('interpolate', () => {
  it('fills placeholders by name, trimmed, every time they occur', () => {
    expect(interpolate('{{a}}-{{ b }}-{{a}}', { a: 1, b: 'x' })).toBe('1-x-1');
  });
  it('reads null and undefined values as nothing, and leaves a placeholder with no value given as written', () => {
    expect(interpolate('[{{a}}][{{b}}][{{c}}]', { a: null, b: undefined })).toBe('[][][{{c}}]');
  });
  it('does not search filled-in text again, and does not escape (React does)', () => {
    expect(interpolate('{{a}}', { a: '{{b}} <b>', b: 'no' })).toBe('{{b}} <b>');
  });

  it('chooses a Korean particle for a value: {{을/를:name}}', () => {
    const text = '‘{{name}}’{{을/를:name}} 삭제할까요?';
    expect(interpolate(text, { name: '견적서' })).toBe('‘견적서’를 삭제할까요?');
    expect(interpolate(text, { name: '주문' })).toBe('‘주문’을 삭제할까요?');
    expect(interpolate('{{carrier}}{{으로/로:carrier}}', { carrier: '우체국택배' })).toBe('우체국택배로');
    // no value given: stays as written, like any placeholder
    expect(interpolate('{{이/가:other}}', { name: 'x' })).toBe('{{이/가:other}}');
  });
  it('never reads inherited properties as values', () => {
    expect(interpolate('{{toString}}', {})).toBe('{{toString}}');
  });
});

describe('the translator', () => {
  it('says nothing before a language is loaded, then translates in it', async () => {
    const { i18n, remember } = setup();
    expect(i18n.resolvedLanguage).toBeUndefined();
    const ready = i18n.changeLanguage('en');
    expect(i18n.language).toBe('en'); // the one on its way
    const t = await ready;
    expect(i18n.resolvedLanguage).toBe('en');
    expect(t('nav.home')).toBe('Home');
    expect(i18n.t('greet', { name: 'Kim' })).toBe('Hello, Kim!');
    expect(i18n.t('twice', { name: 'A' })).toBe('A and A');
    expect(remember).toHaveBeenCalledWith('en');
  });

  it('picks plural forms by the language’s rules, falling back to the plain key', async () => {
    const { i18n } = setup();
    await i18n.changeLanguage('en');
    expect(i18n.t('items', { count: 1 })).toBe('1 item');
    expect(i18n.t('items', { count: 0 })).toBe('0 items');
    expect(i18n.t('items', { count: 2 })).toBe('2 items');
    expect(i18n.t('greet', { count: 1, name: 'x' })).toBe('Hello, x!');
    await i18n.changeLanguage('ko');
    // Korean has one form: "other", even for one
    expect(i18n.t('items', { count: 1 })).toBe('항목 1개');
  });

  it('answers a missing key with its default value, else the key; an object only when asked for', async () => {
    const { i18n } = setup();
    await i18n.changeLanguage('en');
    expect(i18n.t('nope.here')).toBe('nope.here');
    expect(i18n.t('nope', { defaultValue: 'Fallback {{n}}', n: 3 })).toBe('Fallback 3');
    expect(i18n.t('labels')).toBe('labels');
    expect(i18n.t('labels', { returnObjects: true })).toEqual({ bold: 'Bold', italic: 'Italic' });
    expect(i18n.t('empty')).toBe('');
    expect(i18n.t('__proto__')).toBe('__proto__');
    expect(i18n.t('nav.constructor')).toBe('nav.constructor');
    expect(i18n.exists('nav.home')).toBe(true);
    expect(i18n.exists('nav.away')).toBe(false);
    expect(i18n.exists('items', { count: 3 })).toBe(true);
  });

  it('keeps each language to its own strings', async () => {
    const { i18n } = setup();
    await i18n.changeLanguage('ko');
    expect(i18n.t('labels.bold')).toBe('labels.bold');
  });

  it('switches only once the new strings are in, and the last of overlapping switches wins', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { i18n } = setup(async (lng) => {
      if (lng === 'en') await gate;
      return structuredClone(STRINGS[lng]);
    });
    await i18n.changeLanguage('ko');
    const toEnglish = i18n.changeLanguage('en');
    expect(i18n.t('nav.home')).toBe('홈');
    const backToKorean = i18n.changeLanguage('ko');
    release();
    await Promise.all([toEnglish, backToKorean]);
    expect(i18n.resolvedLanguage).toBe('ko');
    expect(i18n.hasStrings('en')).toBe(true);
  });

  it('keeps the language when its strings fail to load', async () => {
    const { i18n } = setup(async (lng) => {
      if (lng === 'en') throw new Error('offline');
      return structuredClone(STRINGS[lng]);
    });
    await i18n.changeLanguage('ko');
    await expect(i18n.changeLanguage('en')).rejects.toThrow('offline');
    expect(i18n.resolvedLanguage).toBe('ko');
    expect(i18n.hasStrings('en')).toBe(false);
  });

  it('tells subscribers of a switch and of added strings, with a new t each time', async () => {
    const { i18n } = setup();
    await i18n.changeLanguage('en');
    const heard = vi.fn();
    const languages: Language[] = [];
    const stop = i18n.subscribe(heard);
    i18n.on('languageChanged', (l) => languages.push(l));
    const before = i18n.fixedT;
    i18n.addStrings('en', { nav: { away: 'Away' } });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(i18n.fixedT).not.toBe(before);
    expect(i18n.t('nav.away')).toBe('Away');
    expect(i18n.t('nav.home')).toBe('Home'); // merged, not replaced
    // strings for a language not shown: kept, nobody re-renders
    i18n.addStrings('ko', { nav: { away: '밖' } });
    expect(heard).toHaveBeenCalledTimes(1);
    const english = i18n.fixedT;
    await i18n.changeLanguage('ko');
    expect(heard).toHaveBeenCalledTimes(2);
    expect(languages).toEqual(['ko']);
    expect(i18n.t('nav.away')).toBe('밖');
    // a `t` taken earlier keeps its language
    expect(english('nav.home')).toBe('Home');
    stop();
    await i18n.changeLanguage('en');
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
