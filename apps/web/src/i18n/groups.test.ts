import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { partOf, STRING_GROUPS, type StringGroup, type StringPart } from './groups.ts';
import { ADMIN_LOGIN_SCREEN, CUSTOMER_SCREENS, NOT_FOUND_SCREEN, type Screen } from '../screens.ts';
import ko from './ko.json';
import en from './en.json';

const SRC = path.resolve(import.meta.dirname, '..');
const SHARED = path.resolve(SRC, '../../../packages/shared/src');
const TOP_KEYS = new Set(Object.keys(ko));

/** The source files a module brings along (imports, dynamic imports, re-exports; not `import type`). */
function importsOf(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  const re =
    /^\s*import\s+type\s[^;]*;|(?:import|export)\s[^;'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s*['"]([^'"]+)['"]/gm;
  for (const m of code.matchAll(re)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (!spec) continue;
    let target: string | null = null;
    if (spec.startsWith('.')) target = path.resolve(path.dirname(file), spec);
    else if (spec.startsWith('@formulab/shared/')) target = path.join(SHARED, `${spec.slice('@formulab/shared/'.length)}.ts`);
    if (target && /\.(ts|tsx)$/.test(target) && fs.existsSync(target)) found.push(target);
  }
  return found;
}

/** The source files a module imports lazily (`import('…')`). */
function dynamicImportsOf(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  return [...code.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)]
    .map((m) => path.resolve(path.dirname(file), m[1]!))
    .filter((target) => /\.(ts|tsx)$/.test(target) && fs.existsSync(target));
}

function closure(start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...importsOf(file));
  }
  return seen;
}

/** The parts of the strings the code of `files` names (a literal 'catalogue.…' or `catalogue.${…}`). */
function partsUsed(files: Iterable<string>): Map<StringPart, string[]> {
  const used = new Map<StringPart, string[]>();
  for (const file of files) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z_$]/g)) {
      if (!TOP_KEYS.has(m[1]!)) continue;
      const part = partOf(m[1]!);
      const where = used.get(part) ?? [];
      const rel = path.relative(SRC, file);
      if (!where.includes(rel)) where.push(rel);
      used.set(part, where);
    }
  }
  return used;
}

/** The groups a module loads by itself: the literal names in its `loadStringGroups([...])` calls. */
function groupsLoadedBy(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  return [...code.matchAll(/loadStringGroups\(\[([^\]]*)\]/g)].flatMap((m) =>
    [...m[1]!.matchAll(/['"](\w+)['"]/g)].map((g) => g[1]!),
  );
}

function groupsNeeded(file: string): StringGroup[] {
  return [...partsUsed(closure(path.join(SRC, 'routes', `${file}.tsx`))).keys()]
    .filter((p): p is StringGroup => p !== 'core')
    .sort();
}

describe('string groups', () => {
  it('name top-level keys that both languages have, each in one group', () => {
    const listed = Object.values(STRING_GROUPS).flat();
    expect(new Set(listed).size).toBe(listed.length);
    for (const key of listed) {
      expect(Object.keys(ko), `ko.json key ${key}`).toContain(key);
      expect(Object.keys(en), `en.json key ${key}`).toContain(key);
    }
  });

  it('the customer layout (and what it loads) uses core strings only', () => {
    const files = new Set([...closure(path.join(SRC, 'main.tsx')), ...closure(path.join(SRC, 'layouts/customer-layout.tsx'))]);
    // a module that loads a group itself before showing it (`loadStringGroups(['pipeline'])`) may use that
    // group, and so may what it imports lazily once the group is loaded (the chat button and its panel)
    const loadedFor = new Map<string, string[]>();
    for (const file of files) {
      const loaded = groupsLoadedBy(file);
      if (!loaded.length) continue;
      loadedFor.set(file, [...(loadedFor.get(file) ?? []), ...loaded]);
      for (const lazy of dynamicImportsOf(file))
        for (const reached of closure(lazy)) loadedFor.set(reached, [...(loadedFor.get(reached) ?? []), ...loaded]);
    }
    const groups = [...partsUsed(files).entries()]
      .map(([part, where]) => [part, where.filter((f) => !(loadedFor.get(path.join(SRC, f)) ?? []).includes(part))] as const)
      .filter(([part, where]) => part !== 'core' && where.length > 0);
    expect(groups.map(([part, where]) => `${part}: ${where.join(', ')}`)).toEqual([]);
  });

  const screens: Screen[] = [...CUSTOMER_SCREENS, ADMIN_LOGIN_SCREEN, NOT_FOUND_SCREEN];
  it.each(screens.map((s) => [s.file, s] as const))('screen %s declares the groups its code uses', (_, screen) => {
    expect([...(screen.strings ?? [])].sort()).toEqual(groupsNeeded(screen.file));
  });
});
