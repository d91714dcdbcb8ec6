import { sql } from 'drizzle-orm';
import { parseCsv, toCsv } from '../../lib/csv.ts';
import { fieldErrors } from '@formulab/shared/errors';
import { parseNumberCell } from '@formulab/shared/numbers';
import { INGREDIENT_CSV_COLUMNS, ingredientInputSchema, type ImportReport } from '@formulab/shared/catalogue/ingredients.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { termIdsBySlug } from '../taxonomy/taxonomy.service.ts';
import { ingredients } from './ingredients.table.ts';
import { nextVersion } from '../../lib/versions.ts';
import { pagesChanged } from '../realtime/bus.ts';

const MAX_ROWS = 5000;
/** The INCI name of the template's example row: no real ingredient, refused when imported unchanged. */
export const INGREDIENT_TEMPLATE_EXAMPLE_INCI = 'EXAMPLE INGREDIENT (TEMPLATE)';
/** Schema field → CSV column, so a row's errors name the column the user sees. */
const FIELD_TO_COLUMN: Record<string, string> = {
  inciName: 'inci_name',
  nameKo: 'name_ko',
  nameEn: 'name_en',
  nameZh: 'name_zh',
  casNumber: 'cas_number',
  ecNumber: 'ec_number',
  categoryId: 'category',
  functionIds: 'functions',
  origin: 'origin',
  useMin: 'use_min',
  useMax: 'use_max',
  limitNote: 'limit_note',
  allergen: 'allergen',
  nano: 'nano',
  pricePerKg: 'price_per_kg',
  moqKg: 'moq_kg',
  visible: 'visible',
  descriptionKo: 'description_ko',
  descriptionEn: 'description_en',
};

type Parsed = {
  row: number;
  inci: string;
  data: ReturnType<typeof ingredientInputSchema.parse> | null;
  errors: Record<string, string>;
};

const bool = (v: string | undefined, dflt: boolean) => {
  if (v === undefined || v === '') return dflt;
  const s = v.toLowerCase();
  if (['true', 'yes', 'y', '1', 'o'].includes(s)) return true;
  if (['false', 'no', 'n', '0', 'x'].includes(s)) return false;
  return v as unknown as boolean; // let the schema report it
};

/** Reads and validates every row; nothing is written. */
async function analyse(db: Db, csv: string): Promise<{ parsed: Parsed[]; existing: Map<string, string> }> {
  const rows = parseCsv(csv);
  if (!rows.length) throw new AppError(400, 'VALIDATION', 'The file has no rows', { csv: 'errors.csvEmpty' });
  if (rows.length > MAX_ROWS)
    throw new AppError(400, 'VALIDATION', `At most ${MAX_ROWS} rows per import`, { csv: 'errors.csvTooManyRows' });
  const missing = ['inci_name', 'name_ko', 'name_en', 'category', 'origin', 'price_per_kg', 'moq_kg'].filter(
    (c) => !(c in rows[0]!),
  );
  if (missing.length)
    throw new AppError(400, 'VALIDATION', `Missing columns: ${missing.join(', ')}`, { csv: 'errors.csvColumns' });
  const [categories, functions] = await Promise.all([termIdsBySlug(db, 'categories'), termIdsBySlug(db, 'functions')]);
  const existingRows = await db.execute<{ id: string; inci: string }>(sql`select id, lower(inci_name) as inci from ingredients`);
  const existing = new Map(existingRows.rows.map((r) => [r.inci, r.id]));
  const seen = new Set<string>();
  const parsed = rows.map((r, i): Parsed => {
    const errors: Record<string, string> = {};
    const fnSlugs = (r.functions ?? '')
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknownFn = fnSlugs.filter((s) => !functions.has(s));
    if (unknownFn.length) errors.functions = 'errors.unknownFunction';
    // numbers are read one way for every import: a decimal comma, thousands separator or exponent is
    // this row's error, never another value (`1,5` was once read as 15)
    const numbers: Record<string, number | null> = {};
    for (const col of ['use_min', 'use_max', 'price_per_kg', 'moq_kg']) {
      const n = parseNumberCell(r[col] ?? '', { percent: col !== 'price_per_kg' && col !== 'moq_kg' });
      if (n === 'errors.number') errors[col] = n;
      numbers[col] = n === 'errors.number' ? null : n;
    }
    // nano: true / false only (a file without the column leaves the flag as it is; empty = false)
    let nano: boolean | undefined;
    if ('nano' in r) {
      const cell = (r.nano ?? '').trim().toLowerCase();
      if (cell === '' || cell === 'false') nano = false;
      else if (cell === 'true') nano = true;
      else errors.nano = 'errors.invalidValue';
    }
    const categoryId = categories.get(r.category ?? '');
    if (!categoryId) errors.category = 'errors.unknownCategory';
    const result = ingredientInputSchema.safeParse({
      inciName: r.inci_name ?? '',
      nameKo: r.name_ko ?? '',
      nameEn: r.name_en ?? '',
      // a file without the column leaves the Chinese names as they are
      nameZh: 'name_zh' in r ? r.name_zh || null : undefined,
      casNumber: r.cas_number || null,
      ecNumber: r.ec_number || null,
      categoryId: categoryId ?? 0,
      functionIds: fnSlugs.flatMap((s) => (functions.has(s) ? [functions.get(s)!] : [])),
      origin: r.origin ?? '',
      useMin: numbers.use_min,
      useMax: numbers.use_max,
      limitNote: r.limit_note || null,
      allergen: bool(r.allergen, false),
      nano,
      pricePerKg: numbers.price_per_kg,
      moqKg: numbers.moq_kg,
      visible: bool(r.visible, true),
      descriptionKo: r.description_ko ?? '',
      descriptionEn: r.description_en ?? '',
    });
    if (!result.success) {
      for (const [field, key] of Object.entries(fieldErrors(result.error))) {
        const col = FIELD_TO_COLUMN[field.split('.')[0]!] ?? field;
        if (!(col in errors)) errors[col] = key;
      }
    }
    const inci = (r.inci_name ?? '').trim();
    if (inci.toUpperCase() === INGREDIENT_TEMPLATE_EXAMPLE_INCI) errors.inci_name = 'errors.templateExampleRow';
    else if (inci && seen.has(inci.toLowerCase())) errors.inci_name = 'errors.duplicateInFile';
    seen.add(inci.toLowerCase());
    return { row: i + 2, inci, data: result.success && !Object.keys(errors).length ? result.data : null, errors };
  });
  return { parsed, existing };
}

function report(parsed: Parsed[], existing: Map<string, string>, committed: boolean): ImportReport {
  const rows = parsed.map((p) => ({
    row: p.row,
    inciName: p.inci,
    action: Object.keys(p.errors).length
      ? ('error' as const)
      : existing.has(p.inci.toLowerCase())
        ? ('update' as const)
        : ('create' as const),
    errors: p.errors,
  }));
  const errorCount = rows.filter((r) => r.action === 'error').length;
  return {
    rows,
    valid: errorCount === 0,
    creates: rows.filter((r) => r.action === 'create').length,
    updates: rows.filter((r) => r.action === 'update').length,
    errorCount,
    committed,
  };
}

/** Per-row report of what an import would do; writes nothing. */
export async function previewIngredientImport(db: Db, csv: string): Promise<ImportReport> {
  const { parsed, existing } = await analyse(db, csv);
  return report(parsed, existing, false);
}

/**
 * All or nothing: any invalid row and nothing is written (the report says why); otherwise every
 * row is created or updated (matched by INCI name) in one transaction. Files are left as they are.
 */
export async function commitIngredientImport(db: Db, csv: string): Promise<ImportReport> {
  const { parsed, existing } = await analyse(db, csv);
  const r = report(parsed, existing, false);
  if (!r.valid) return r;
  await db.transaction(async (tx) => {
    for (const p of parsed) {
      const { imageIds: _i, documentIds: _d, ...fields } = p.data!;
      const id = existing.get(p.inci.toLowerCase());
      if (id)
        await tx
          .update(ingredients)
          .set({ ...fields, ...nextVersion(ingredients), updatedAt: new Date() })
          .where(sql`${ingredients.id} = ${id}`);
      else await tx.insert(ingredients).values(fields);
    }
    await pagesChanged(tx, 'ingredient', 'all');
  });
  return { ...r, committed: true };
}

/** Every ingredient (or a filtered set) as CSV in the import's columns, UTF-8 with BOM for Excel. */
export async function exportIngredientsCsv(db: Db): Promise<string> {
  const rows = await db.execute<Record<string, unknown>>(sql`
    select i.inci_name, i.name_ko, i.name_en, i.name_zh, i.cas_number, i.ec_number, c.slug as category,
      (select string_agg(f.slug, '|' order by f.sort_order) from terms f where f.id = any(i.function_ids)) as functions,
      i.origin, i.use_min, i.use_max, i.limit_note, i.allergen, i.nano, i.price_per_kg, i.moq_kg,
      i.visible, i.description_ko, i.description_en
    from ingredients i join terms c on c.id = i.category_id order by i.inci_name`);
  // numeric columns come back as text ('12.50'): written as numbers, like every other export
  const cells = (r: Record<string, unknown>) =>
    INGREDIENT_CSV_COLUMNS.map((c) => {
      const v = r[c];
      return typeof v === 'string' && /^-?\d+\.\d+$/.test(v) ? Number(v) : v;
    });
  return toCsv(INGREDIENT_CSV_COLUMNS, rows.rows.map(cells));
}
