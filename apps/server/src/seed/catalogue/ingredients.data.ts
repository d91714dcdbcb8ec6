/**
 * The demo ingredient catalogue, kept as data: `ingredients.csv`, in the columns of staff's ingredient
 * import (admin ingredients → Import), and seeded through that import's analyser (catalogue.ts), so the
 * seed is validated like every import. What the columns mean and where the values come from:
 * `README.md` beside it. This module reads the same file for the code that needs the list itself (the
 * recipe seeds, the compliance golden cases, the bench).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseCsv } from '../../lib/csv.ts';

export const INGREDIENTS_CSV = fs.readFileSync(path.join(import.meta.dirname, 'ingredients.csv'), 'utf8');

const ORIGINS = ['plant', 'synthetic', 'mineral', 'biotech', 'animal', 'marine'] as const;
const cell = z.string();
const optional = cell.transform((v) => v || null);
const number = cell.regex(/^\d+(\.\d+)?$/, 'a plain number').transform(Number);
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A row as this module reads it; the import's own analyser checks it again, with the database, when it is seeded. */
const rowSchema = z
  .object({
    inci_name: cell.min(1),
    name_ko: cell.min(1),
    name_en: cell.min(1),
    name_zh: optional,
    cas_number: optional,
    ec_number: optional,
    category: cell.min(1),
    functions: cell.transform((v) => v.split('|').filter(Boolean)),
    origin: z.enum(ORIGINS),
    use_min: z.union([z.literal('').transform(() => null), number]),
    use_max: z.union([z.literal('').transform(() => null), number]),
    limit_note: optional,
    allergen: flag,
    nano: flag,
    price_per_kg: number,
    moq_kg: number,
    visible: flag,
    description_ko: cell,
    description_en: cell,
  })
  .strict();

export type IngredientSeed = {
  inci: string;
  ko: string;
  en: string;
  /** the IECIC 2021 standard name (ingredient-names-zh.csv), or null where the list has none */
  zh: string | null;
  cas: string | null;
  ec: string | null;
  /** a CATEGORIES slug */
  category: string;
  /** FUNCTIONS slugs, 1–4 */
  functions: string[];
  origin: (typeof ORIGINS)[number];
  /** recommended use level, % w/w */
  useMin: number | null;
  useMax: number | null;
  /** a note on regulation (text only): the limits themselves are the compliance rules' (issue 22 item 8) */
  limitNote: string | null;
  /** one of the EU-declarable fragrance allergens (Annex III as amended by Regulation (EU) 2023/1545) */
  allergen: boolean;
  /** KRW per kg */
  pricePerKg: number;
  moqKg: number;
  descKo: string;
  descEn: string;
};

export const INGREDIENTS: IngredientSeed[] = parseCsv(INGREDIENTS_CSV).map((raw, i) => {
  const parsed = rowSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`ingredients.csv row ${i + 2}: ${z.prettifyError(parsed.error)}`);
  const r = parsed.data;
  return {
    inci: r.inci_name,
    ko: r.name_ko,
    en: r.name_en,
    zh: r.name_zh,
    cas: r.cas_number,
    ec: r.ec_number,
    category: r.category,
    functions: r.functions,
    origin: r.origin,
    useMin: r.use_min,
    useMax: r.use_max,
    limitNote: r.limit_note,
    allergen: r.allergen,
    pricePerKg: r.price_per_kg,
    moqKg: r.moq_kg,
    descKo: r.description_ko,
    descEn: r.description_en,
  };
});
