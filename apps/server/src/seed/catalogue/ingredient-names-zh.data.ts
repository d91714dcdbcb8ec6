/**
 * Chinese standard names of the demo catalogue's ingredients with their IECIC 2021 serial numbers
 * (`ingredient-names-zh.csv`; where they come from: `README.md` beside it). The names themselves are
 * seeded from ingredients.csv's `name_zh` column; this list is their provenance, and a test holds the
 * two together. Migration 0036 wrote the same names into existing installs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../../lib/csv.ts';

export const NAMES_ZH: Readonly<Record<string, { zh: string; iecic: string }>> = Object.fromEntries(
  parseCsv(fs.readFileSync(path.join(import.meta.dirname, 'ingredient-names-zh.csv'), 'utf8')).map((r, i) => {
    if (!r.inci_name || !r.name_zh || !/^\d{5}$/.test(r.iecic_serial ?? '')) {
      throw new Error(`ingredient-names-zh.csv row ${i + 2}: inci_name, name_zh and a 5-digit iecic_serial are required`);
    }
    return [r.inci_name, { zh: r.name_zh, iecic: r.iecic_serial! }];
  }),
);
