import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every string exists in both languages, with the same {{placeholders}}: a key added in one file only
// shows as a raw key (or the other language) to half the users.
const dir = import.meta.dirname;
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;

function flatten(obj: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v as Record<string, unknown>, key)) out.set(kk, vv);
    else out.set(key, String(v));
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!).sort();
/** Plural forms (translator.ts): Korean has only `_other`, English adds `_one` — compare the base keys. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe.each([
  ['ko.json', 'en.json'],
  ['admin.ko.json', 'admin.en.json'],
])('%s and %s', (koFile, enFile) => {
  const ko = flatten(read(koFile));
  const en = flatten(read(enFile));

  it('have the same keys', () => {
    const koKeys = new Set([...ko.keys()].map(base));
    const enKeys = new Set([...en.keys()].map(base));
    expect(
      [...koKeys].filter((k) => !enKeys.has(k)),
      `in ${koFile} only`,
    ).toEqual([]);
    expect(
      [...enKeys].filter((k) => !koKeys.has(k)),
      `in ${enFile} only`,
    ).toEqual([]);
  });

  it('use the same placeholders and leave no string empty', () => {
    const mismatched: string[] = [];
    for (const [key, enText] of en) {
      const koText = ko.get(key) ?? ko.get(`${base(key)}_other`);
      if (koText === undefined) continue;
      // an English singular may say "one" instead of {{count}}
      const drop = (list: string[]) => (key.endsWith('_one') ? list.filter((p) => p !== 'count') : list);
      const a = drop(placeholders(koText));
      const b = drop(placeholders(enText));
      if (a.join() !== b.join()) mismatched.push(`${key}: ko ${a} / en ${b}`);
    }
    expect(mismatched).toEqual([]);
    const empty = [...ko, ...en].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });
});
