import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGREDIENT_CSV_COLUMNS } from '@formulab/shared/catalogue/ingredients.schema';
import { startTestApp, type Caller, type TestApp, invalid } from '../../test/harness.ts';
import { count, createIngredient, download, imageBytes } from '../../test/catalogue-fixtures.ts';

// CSV import is previewed row by row and committed all-or-nothing; export round-trips through it.
let t: TestApp;
let admin: Caller;
let glycerinId: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.user({ role: 'admin' });
  glycerinId = (
    await createIngredient(t, admin, {
      inciName: 'Glycerin',
      nameKo: '글리세린',
      nameEn: 'Glycerin',
      casNumber: '56-81-5',
      pricePerKg: 3_000,
    })
  ).id;
});
afterAll(() => t?.close());

type Row = Partial<Record<(typeof INGREDIENT_CSV_COLUMNS)[number], string>>;
const row = (over: Row): Row => ({
  name_ko: '원료',
  name_en: 'Ingredient',
  category: 'humectant',
  functions: 'moisturising',
  origin: 'synthetic',
  price_per_kg: '10000',
  moq_kg: '1',
  ...over,
});
const csvOf = (rows: Row[], columns: readonly string[] = INGREDIENT_CSV_COLUMNS) =>
  stringify(
    rows.map((r) => columns.map((c) => r[c as keyof Row] ?? '')),
    { header: true, columns: [...columns] },
  );
const preview = (csv: string) => admin.request('POST', '/api/admin/ingredients/import/preview', { csv });
const commit = (csv: string) => admin.request('POST', '/api/admin/ingredients/import/commit', { csv });
const getGlycerin = async () => (await admin.request('GET', `/api/admin/ingredients/${glycerinId}`)).body;

const GOOD: Row[] = [
  row({
    inci_name: 'Squalane',
    name_ko: '스쿠알란',
    name_en: 'Squalane',
    cas_number: '111-01-3',
    category: 'emollient',
    functions: 'emollient|moisturising',
    origin: 'plant',
    price_per_kg: '28000',
    moq_kg: '2.5',
  }),
  row({
    inci_name: 'GLYCERIN',
    name_ko: '글리세린',
    name_en: 'Glycerin (vegetable)',
    cas_number: '56-81-5',
    price_per_kg: '3500',
    use_min: '2',
    use_max: '10',
  }),
  row({
    inci_name: 'Tocopherol',
    name_ko: '토코페롤',
    name_en: 'Vitamin E',
    category: 'antioxidant',
    functions: 'antioxidant|skin-conditioning',
    allergen: 'no',
    visible: 'false',
  }),
];
const BAD = row({ inci_name: 'Broken Row', cas_number: '98-92-1', category: 'no-such-category', price_per_kg: 'cheap' });
const WITH_BAD = [GOOD[0]!, GOOD[1]!, BAD, GOOD[2]!];

describe('template', () => {
  it('is a CSV with the import columns and a valid example row', async () => {
    const res = await admin.request('GET', '/api/admin/ingredients/template.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="ingredients-template\.csv"/);
    expect((await download(t, admin, '/api/admin/ingredients/template.csv')).bytes.subarray(0, 3).toString('hex')).toBe('efbbbf'); // BOM, for Excel
    const lines = (res.body as string).trim().split('\n');
    expect(lines[0]).toBe(INGREDIENT_CSV_COLUMNS.join(','));
    // the example row is no real ingredient: imported unchanged it is refused, and overwrites nothing
    expect(lines[1]).not.toMatch(/Niacinamide|Glycerin/i);
    const rows = await count(t, 'ingredients');
    const report = (await preview(res.body)).body;
    expect(report).toMatchObject({ valid: false, errorCount: 1 });
    expect(report.rows[0]!.errors).toEqual({ inci_name: 'errors.templateExampleRow' });
    expect((await commit(res.body)).status).toBe(400);
    expect(await count(t, 'ingredients')).toBe(rows);
    // with a name of its own, the example row is a valid row
    const own = await preview((res.body as string).replace('EXAMPLE INGREDIENT (TEMPLATE)', 'Panthenol'));
    expect(own.body).toMatchObject({ valid: true, creates: 1, errorCount: 0 });
  });
});

describe('numbers', () => {
  it.each([['1,5'], ['1.000,5'], ['1,000'], ['1e3'], ['Infinity'], ['0x10'], ['1.2.3'], ['--1'], ['1 000']])(
    '%s is refused with the row and column, never re-read as another number',
    async (cell) => {
      const res = await preview(csvOf([row({ inci_name: 'Number Check', use_min: cell, moq_kg: cell, price_per_kg: cell })]));
      expect(res.status).toBe(200);
      expect(res.body.rows[0]).toMatchObject({
        row: 2,
        action: 'error',
        errors: { use_min: 'errors.number', moq_kg: 'errors.number', price_per_kg: 'errors.number' },
      });
    },
  );

  it('plain decimals (and a % on percentages) are read as written; finer than the column is refused', async () => {
    const res = await preview(
      csvOf([
        row({ inci_name: 'N1', use_min: '1.5', use_max: '2.5 %', moq_kg: '.25' }),
        row({ inci_name: 'N2', use_min: '0.000001', moq_kg: '0.00001' }),
      ]),
    );
    expect(res.body.rows.map((r: { errors: Record<string, string> }) => r.errors)).toEqual([
      {},
      { use_min: 'errors.fourDecimals', moq_kg: 'errors.fourDecimals' },
    ]);
  });
});

describe('preview and commit', () => {
  it('preview reports an action per row, errors by column name, and writes nothing', async () => {
    const rows = await count(t, 'ingredients');
    const res = await preview(csvOf(WITH_BAD));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rows: [
        { row: 2, inciName: 'Squalane', action: 'create', errors: {} },
        { row: 3, inciName: 'GLYCERIN', action: 'update', errors: {} },
        {
          row: 4,
          inciName: 'Broken Row',
          action: 'error',
          errors: { category: 'errors.unknownCategory', cas_number: 'errors.cas', price_per_kg: 'errors.number' },
        },
        { row: 5, inciName: 'Tocopherol', action: 'create', errors: {} },
      ],
      valid: false,
      creates: 2,
      updates: 1,
      errorCount: 1,
      committed: false,
    });
    expect(await count(t, 'ingredients')).toBe(rows);
    expect((await getGlycerin()).pricePerKg).toBe(3_000);
  });

  it('commit with an invalid row is refused with the report and writes nothing', async () => {
    const rows = await count(t, 'ingredients');
    const res = await commit(csvOf(WITH_BAD));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.report).toMatchObject({ valid: false, committed: false, errorCount: 1, creates: 2, updates: 1 });
    expect(res.body.report.rows[2]!.errors).toHaveProperty('cas_number', 'errors.cas');
    expect(await count(t, 'ingredients')).toBe(rows);
    expect(await getGlycerin()).toMatchObject({ pricePerKg: 3_000, nameEn: 'Glycerin', inciName: 'Glycerin' });
  });

  it('commit of the corrected file creates and updates (matching INCI names in any case)', async () => {
    const rows = await count(t, 'ingredients');
    const fixed = [...GOOD.slice(0, 2), { ...BAD, cas_number: '', category: 'active', price_per_kg: '77000' }, GOOD[2]!];
    const res = await commit(csvOf(fixed));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ committed: true, valid: true, creates: 3, updates: 1, errorCount: 0 });
    expect(await count(t, 'ingredients')).toBe(rows + 3);
    expect(await getGlycerin()).toMatchObject({
      id: glycerinId,
      pricePerKg: 3_500,
      nameEn: 'Glycerin (vegetable)',
      useMin: 2,
      useMax: 10,
    });

    const all = (await admin.request('GET', '/api/admin/ingredients?limit=100')).body.items as any[];
    const by = (inci: string) => all.find((i) => i.inciName === inci);
    expect(by('Squalane')).toMatchObject({
      casNumber: '111-01-3',
      category: { slug: 'emollient' },
      origin: 'plant',
      pricePerKg: 28_000,
      moqKg: 2.5,
      visible: true,
    });
    expect(
      by('Squalane')
        .functions.map((f: { slug: string }) => f.slug)
        .sort(),
    ).toEqual(['emollient', 'moisturising']);
    expect(by('Tocopherol')).toMatchObject({ visible: false, allergen: false, category: { slug: 'antioxidant' } });
    expect(by('Broken Row')).toMatchObject({ casNumber: null, pricePerKg: 77_000, category: { slug: 'active' } });
    // the hidden import stays hidden from the public
    expect((await t.visitor.request('GET', '/api/ingredients?q=tocopherol')).body.items).toEqual([]);
  });

  it('names the column of each kind of row error', async () => {
    const res = await preview(
      csvOf([
        row({ inci_name: 'A1', functions: 'moisturising|telepathy' }),
        row({ inci_name: 'A2', origin: 'meteorite', use_min: '-1' }),
        row({ inci_name: 'A2b', use_min: '5', use_max: '1' }),
        row({ inci_name: 'A3', ec_number: '12-34', use_max: '120', allergen: 'maybe' }),
        row({ inci_name: '', name_ko: '' }),
        row({ inci_name: 'A5', price_per_kg: '12.5', moq_kg: '-1' }),
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: { errors: Record<string, string> }) => r.errors)).toEqual([
      { functions: 'errors.unknownFunction' },
      { origin: 'errors.invalidValue', use_min: 'errors.tooSmall' },
      { use_max: 'errors.rangeOrder' },
      { ec_number: 'errors.ec', use_max: 'errors.tooBig', allergen: expect.any(String) },
      { inci_name: 'errors.required', name_ko: 'errors.required' },
      { price_per_kg: 'errors.integer', moq_kg: 'errors.tooSmall' },
    ]);
    expect(res.body.errorCount).toBe(6);
  });

  it('a duplicate INCI name inside one file is an error', async () => {
    const rows = await count(t, 'ingredients');
    const csv = csvOf([row({ inci_name: 'Allantoin' }), row({ inci_name: 'Panthenol' }), row({ inci_name: ' ALLANTOIN ' })]);
    const res = await preview(csv);
    expect(res.body.rows.map((r: { action: string }) => r.action)).toEqual(['create', 'create', 'error']);
    expect(res.body.rows[2]!.errors).toEqual({ inci_name: 'errors.duplicateInFile' });
    expect((await commit(csv)).status).toBe(400);
    expect(await count(t, 'ingredients')).toBe(rows);
  });
});

describe('malformed files', () => {
  it.each([
    [
      'missing required columns',
      csvOf([row({ inci_name: 'X' })], ['inci_name', 'name_ko', 'name_en', 'category']),
      'errors.csvColumns',
    ],
    ['a header and no rows', INGREDIENT_CSV_COLUMNS.join(',') + '\n', 'errors.csvEmpty'],
    ['an unterminated quote', `${INGREDIENT_CSV_COLUMNS.join(',')}\n"Squalane,스쿠알란\n`, 'errors.csvInvalid'],
  ])('%s → 400 fields.csv on preview and on commit', async (_what, csv, key) => {
    const rows = await count(t, 'ingredients');
    for (const call of [preview, commit]) {
      const res = await call(csv);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', fields: { csv: key } });
    }
    expect(await count(t, 'ingredients')).toBe(rows);
  });

  it('binary garbage, an empty file or a non-string body → 400', async () => {
    const rows = await count(t, 'ingredients');
    const png = (await imageBytes('png')).toString('latin1');
    for (const body of [{ csv: png }, { csv: '\u0000\u0001\u0002\n\u00ff\u00fe' }, { csv: '' }, { csv: 42 }, {}]) {
      for (const url of ['/api/admin/ingredients/import/preview', '/api/admin/ingredients/import/commit'] as const) {
        const res = await admin.request('POST', url, invalid(body));
        expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.code).toBe('VALIDATION');
      }
    }
    expect(await count(t, 'ingredients')).toBe(rows);
  });
});

describe('export', () => {
  it('a name starting with = + - @ is guarded in the file and comes back without the guard', async () => {
    const names = ['=SUM(A1)', '+Plus', '-Minus', '@At'];
    for (const [i, n] of names.entries())
      await createIngredient(t, admin, { inciName: `Formula Name ${i}`, nameEn: n, nameKo: n });
    const csv = (await download(t, admin, '/api/admin/ingredients/export.csv')).bytes.toString('utf8');
    const parsed = parse<Record<string, string>>(csv, { columns: true, bom: true });
    expect(parsed.find((r) => r.inci_name === 'Formula Name 0')!.name_en).toBe("'=SUM(A1)");
    expect((await commit(csv)).status).toBe(200);
    const all = (await admin.request('GET', '/api/admin/ingredients?limit=100&q=formula')).body.items as any[];
    expect(all.map((i) => i.nameEn).sort()).toEqual([...names].sort());
  });

  it('lists every ingredient with functions joined by | and round-trips through import unchanged', async () => {
    await createIngredient(t, admin, {
      inciName: 'Centella Asiatica Extract',
      category: 'botanical-extract',
      functions: ['soothing', 'barrier-repair'],
      useMin: 0.5,
      useMax: 10,
      descriptionEn: 'Calming, "cica" extract;\nsecond line',
      descriptionKo: '진정, 병풀',
      limitNote: 'none',
      ecNumber: '283-640-5',
      visible: false,
    });
    const res = await download(t, admin, '/api/admin/ingredients/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="ingredients-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = res.bytes.toString('utf8'); // kept raw: fetch's text() would drop the BOM
    expect(csv.startsWith('\ufeff')).toBe(true);
    const parsed = parse<Record<string, string>>(csv, { columns: true, bom: true });
    expect(Object.keys(parsed[0]!)).toEqual([...INGREDIENT_CSV_COLUMNS]);
    expect(parsed).toHaveLength(await count(t, 'ingredients'));
    const centella = parsed.find((r) => r.inci_name === 'Centella Asiatica Extract')!;
    expect(centella).toMatchObject({
      functions: 'soothing|barrier-repair',
      use_min: '0.5',
      use_max: '10',
      visible: 'false',
      description_en: 'Calming, "cica" extract;\nsecond line',
    });
    expect(parsed.find((r) => r.inci_name === 'Squalane')!.functions).toBe('moisturising|emollient');

    const report = (await preview(csv)).body;
    expect(report.errorCount).toBe(0);
    expect(report.rows.every((r: { action: string }) => r.action === 'update')).toBe(true);
    expect(report.updates).toBe(parsed.length);
    // committing the export changes nothing: the next export is the same file
    expect((await commit(csv)).status).toBe(200);
    expect((await download(t, admin, '/api/admin/ingredients/export.csv')).bytes.toString('utf8')).toBe(csv);
  });
});
