import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTranslator, type Language, type Strings } from './translator.ts';

// Issue 23 item 9: no "1 recipes". An English string that puts a number before a countable noun is a
// plural pair (`_one` / `_other`, picked by `count`), unless the number is a limit or setting that is
// never one (at most {{max}} lines, MOQ {{qty}} pcs …).
const dir = import.meta.dirname;
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Strings;

function flatten(obj: Strings, prefix = ''): [string, string][] {
  return Object.entries(obj).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? [[key, v] as [string, string]] : flatten(v as Strings, key);
  });
}

const NOUNS =
  'recipes|lines|verdicts|posts|comments|views|items|quotes|orders|ingredients|materials|rows|revisions|requests|problems|files|users|customers|days|units|characters|images|pictures|addresses|minutes';
const NUMBER_BEFORE_NOUN = new RegExp(`\\{\\{\\s*(\\w+)\\s*\\}\\}\\s+(?:${NOUNS})\\b`, 'g');
/** placeholders that hold a limit or a setting (never 1), not a count of things that exist */
const LIMITS = new Set(['max', 'min', 'qty', 'quantity', 'n', 'minutes']);

describe('English plurals', () => {
  it.each(['en.json', 'admin.en.json'])('%s: a count before a noun is a plural pair', (file) => {
    const wrong = flatten(read(file))
      .filter(([key]) => !/_(one|other)$/.test(key))
      .flatMap(([key, text]) => [...text.matchAll(NUMBER_BEFORE_NOUN)].map((m) => [key, m[1]!, m[0]] as const))
      .filter(([, name]) => !LIMITS.has(name))
      .map(([key, , text]) => `${key}: "${text}"`);
    expect(wrong).toEqual([]);
  });

  it('one recipe, one line: the strings that said "1 recipes" and "1 lines"', async () => {
    const strings = { ...read('en.json'), ...read('admin.en.json') };
    const i18n = createTranslator({ load: (_: Language) => Promise.resolve(strings), remember: () => {} });
    await i18n.changeLanguage('en');
    expect(i18n.t('adminCompliance.report.targeting', { count: 1 })).toBe('1 recipe targets it');
    expect(i18n.t('adminCompliance.report.targeting', { count: 3 })).toBe('3 recipes target it');
    expect(i18n.t('adminRecipes.import.lineCount', { count: 1 })).toBe('1 line');
    expect(i18n.t('adminCompliance.history.recheckDone', { checked: 1, changed: 1 })).not.toMatch(/\b1 (recipes|verdicts)\b/);
  });
});
