import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const palette = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, readonly string[]>;
// the light scheme's own variables (`--mantine-color-orange-light-color`)
const light: Record<string, string> = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)).light;

/** A `var(--mantine-color-…)` of the light scheme (followed through `var()`s) or a palette shade, as hex. */
function resolve(value: string): string | undefined {
  const v = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (!v) return /^#[0-9a-f]{6}$/i.test(value) ? value : undefined;
  if (light[v]) return resolve(light[v]);
  const m = /^--mantine-color-([a-z]+)-(\d)$/.exec(v);
  return m ? palette[m[1]!]?.[Number(m[2])] : undefined;
}

const ROOT = path.resolve(import.meta.dirname);

/** Every component's source (`.tsx` but tests), by its path under `src/`. */
function componentSources(): { file: string; source: string }[] {
  const found: { file: string; source: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
        found.push({ file: path.relative(ROOT, file), source: fs.readFileSync(file, 'utf8') });
    }
  };
  walk(ROOT);
  return found;
}

/**
 * Every text colour the components name as `c="red.8"` or `c="var(--mantine-color-orange-light-color)"`,
 * or among the choices of a one-line `c={…}` (`c={late ? 'red.8' : 'gray.7'}`), with where it stands.
 */
function textColours(): { colour: string; where: string }[] {
  return componentSources().flatMap(({ file, source }) =>
    source.split('\n').flatMap((line, i) =>
      // a ThemeIcon's `c` colours its icon (3:1 for graphics, on its own tint), not text on white
      line.includes('<ThemeIcon')
        ? []
        : [...line.matchAll(/\bc=("[^"]*"|\{[^}]*\})/g)].flatMap((attr) =>
            [...attr[1]!.matchAll(/["']([a-z]+\.\d|var\(--mantine-color-[\w-]+\))["']/g)].map((m) => ({
              colour: m[1]!,
              where: `${file}:${i + 1}`,
            })),
          ),
    ),
  );
}

/** The text of a JSX element's opening tag from `start` (at its `<`), braces balanced. */
function openingTag(source: string, start: number): string {
  let depth = 0;
  for (let i = start + 1; i < source.length; i++) {
    const ch = source[i];
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (ch === '>' && depth === 0) return source.slice(start, i + 1);
  }
  return source.slice(start);
}

/**
 * Every filled `<Badge>` (Mantine's default variant: white text on the colour's shade 8, or the shade it
 * names) whose colour is a literal, with where it stands; a badge that sets its own text colour (`c`,
 * `autoContrast`) is left out.
 */
function filledBadges(): { colour: string; where: string }[] {
  return componentSources().flatMap(({ file, source }) =>
    [...source.matchAll(/<Badge\b/g)].flatMap((m) => {
      // the tag's own props: nested elements (`leftSection={<Icon color="…" />}`) taken out
      const tag = openingTag(source, m.index).replace(/\{[^{}]*<[^]*?\}(?=\s|>|\/)/g, '{}');
      const variant = /\bvariant=(?:"([^"]*)"|\{'([^']*)'\})/.exec(tag);
      const colour = /\bcolor=(?:"([^"]*)"|\{'([^']*)'\})/.exec(tag);
      if ((variant && (variant[1] ?? variant[2]) !== 'filled') || /\s(c|autoContrast)[=\s>]/.test(tag) || !colour) return [];
      return [{ colour: colour[1] ?? colour[2]!, where: `${file}:${source.slice(0, m.index).split('\n').length}` }];
    }),
  );
}

// text on a dark band (the landing page's closing call to action is white and brand.0 on brand.8)
const ON_DARK = new Set(['brand.0']);

describe('text colours on white (WCAG AA, 4.5:1)', () => {
  it('every colour a component writes text in (c="red.8") reaches it', () => {
    const uses = textColours();
    expect(uses.length, 'the scan finds the components’ text colours').toBeGreaterThan(100);
    // a warning's orange is the light variant's text colour (#bf3f0d): Mantine's orange 9 is 4.3:1
    expect(uses.map((u) => u.colour)).toContain('var(--mantine-color-orange-light-color)');
    const failing = uses
      .filter((u) => !ON_DARK.has(u.colour))
      .map((u) => ({
        ...u,
        hex: resolve(u.colour.startsWith('var(') ? u.colour : `var(--mantine-color-${u.colour.replace('.', '-')})`),
      }))
      .filter((u) => !u.hex || contrast(u.hex, '#ffffff') < 4.5)
      .map((u) => `${u.where}: ${u.colour} ${u.hex ?? '(no such colour)'}`);
    expect(failing).toEqual([]);
  });

  it('so does the white text of every filled badge with a literal colour (color="orange")', () => {
    const badges = filledBadges();
    expect(badges.length, 'the scan finds filled badges').toBeGreaterThan(5);
    const failing = badges
      .map((b) => {
        const [colour, shade] = b.colour.split('.');
        const literal = b.colour.startsWith('var(') || b.colour.startsWith('#');
        const hex = resolve(literal ? b.colour : `var(--mantine-color-${colour}-${shade ?? 8})`);
        return { ...b, hex };
      })
      .filter((b) => !b.hex || contrast(b.hex, '#ffffff') < 4.5)
      .map((b) => `${b.where}: ${b.colour} ${b.hex ?? '(not a colour the test can read)'}`);
    expect(failing).toEqual([]);
  });
});
