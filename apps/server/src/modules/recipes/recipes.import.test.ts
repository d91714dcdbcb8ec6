import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_CSV_COLUMNS } from '@formulab/shared/recipes/recipes.schema';
import { seedCatalogue } from '../../seed/catalogue.ts';
import { seedComplianceRules } from '../../seed/compliance.seed.ts';
import { startTestApp, type Caller, type TestApp, invalid } from '../../test/harness.ts';
import { deflatedZip } from '../../test/zip.ts';
import { count, download } from '../../test/catalogue-fixtures.ts';

// Staff import recipes from CSV/XLSX: a report per row, all or nothing, the same revisions as the editor.
let t: TestApp;
let admin: Caller & { id: string; email: string };
let customer: Caller & { id: string; email: string };
beforeAll(async () => {
  t = await startTestApp();
  await seedCatalogue(t.db.db);
  // the limits are the rules' (issue 22 item 8): an imported recipe is judged in Korea, the home market
  await seedComplianceRules(t.db.db);
  admin = await t.user({ role: 'admin' });
  customer = await t.user({ role: 'customer' });
});
afterAll(() => t?.close());

type Row = Partial<Record<(typeof RECIPE_CSV_COLUMNS)[number], string | number>>;
const csvOf = (rows: Row[], columns: readonly string[] = RECIPE_CSV_COLUMNS) =>
  stringify(
    rows.map((r) => columns.map((c) => r[c as keyof Row] ?? '')),
    { header: true, columns: [...columns] },
  );
const preview = (data: string, format: 'csv' | 'xlsx' = 'csv', fileName?: string) =>
  admin.request('POST', '/api/admin/recipes/import/preview', { format, data, fileName });
const commit = (data: string, format: 'csv' | 'xlsx' = 'csv', fileName?: string) =>
  admin.request('POST', '/api/admin/recipes/import/commit', { format, data, fileName });
const written = async () => ({
  recipes: await count(t, 'recipes'),
  lines: await count(t, 'recipe_lines'),
  revisions: await count(t, 'recipe_revisions'),
});

/** A cream at 100 % for the customer, and a toner at 100 % for the importing admin (empty e-mail). */
const cream = (over: Row = {}): Row[] => [
  {
    owner_email: customer.email,
    recipe_name: 'Barrier cream',
    product_type: 'cream',
    visibility: 'public',
    description: 'Rich cream',
    inci_name: 'Water',
    percent: 78.5,
    phase: 'A',
    ...over,
  },
  { owner_email: customer.email, recipe_name: 'Barrier cream', inci_name: '  glycerin ', percent: '5', phase: 'a' },
  { owner_email: customer.email, recipe_name: 'Barrier cream', inci_name: 'BUTYLENE   GLYCOL', percent: '3 %', phase: 'A' },
  {
    owner_email: customer.email,
    recipe_name: 'Barrier cream',
    inci_name: 'Cetearyl Alcohol',
    percent: 4,
    phase: 'B',
    note: 'melt at 75 °C',
  },
  {
    owner_email: customer.email,
    recipe_name: 'Barrier cream',
    inci_name: 'Butyrospermum Parkii (Shea) Butter',
    percent: 8.6,
    phase: 'B',
  },
  { owner_email: customer.email, recipe_name: 'Barrier cream', inci_name: 'Phenoxyethanol', percent: 0.9, phase: 'C' },
];
const toner = (name = 'Daily toner'): Row[] => [
  { recipe_name: name, product_type: 'toner', inci_name: 'Water', percent: 94.5 },
  { recipe_name: name, inci_name: 'Glycerin', percent: 5.5 },
];

describe('template', () => {
  it('CSV: the columns, a BOM, and an example that is refused until it is replaced', async () => {
    const res = await download(t, admin, '/api/admin/recipes/template.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('recipes-template.csv');
    expect(res.bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const untouched = res.bytes.toString('utf8');
    expect(untouched.slice(1).split(/\r?\n/)[0]).toBe(RECIPE_CSV_COLUMNS.join(','));

    // imported unchanged: each example row is a problem, and nothing is created
    const refused = (await preview(untouched)).body;
    expect(refused).toMatchObject({ valid: false, errorCount: 2, recipes: [{ name: 'Example glycerin toner', valid: false }] });
    for (const row of refused.rows) expect(row.errors).toEqual([{ column: 'recipe_name', code: 'errors.templateExample' }]);
    const unchanged = await written();
    const rejected = await commit(untouched, 'csv', 'recipes-template.csv');
    expect(rejected.status).toBe(400);
    expect(rejected.body.report).toMatchObject({ valid: false, errorCount: 2, committed: false });
    expect(await written()).toEqual(unchanged);

    // the example made the user's own (here: renamed), the same rows import cleanly
    const text = untouched.replaceAll('Example glycerin toner', 'My glycerin toner');
    const report = (await preview(text)).body;
    expect(report).toMatchObject({
      valid: true,
      errorCount: 0,
      recipes: [{ lineCount: 2, totalPercent: 100, valid: true, productType: 'toner', ownerEmail: admin.email }],
    });

    const before = await written();
    const done = await commit(text, 'csv', 'recipes-template.csv');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ committed: true, valid: true });
    expect(done.body.createdIds).toHaveLength(1);
    expect(await written()).toEqual({ recipes: before.recipes + 1, lines: before.lines + 2, revisions: before.revisions + 1 });
    const detail = (await admin.request('GET', `/api/admin/recipes/${done.body.createdIds[0]}`)).body;
    expect(detail).toMatchObject({ revision: 1, valid: true, totalPercent: 100, owner: { id: admin.id } });
    const revisions = (await admin.request('GET', `/api/admin/recipes/${detail.id}/revisions`)).body.items;
    expect(revisions).toMatchObject([{ number: 1, note: 'Imported from recipes-template.csv', valid: true }]);
  });

  it('XLSX: a workbook with a bold header whose unchanged example is refused', async () => {
    const res = await download(t, admin, '/api/admin/recipes/template.xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.bytes as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...RECIPE_CSV_COLUMNS]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getCell('G2').value).toBe(95);
    const refused = (await preview(res.bytes.toString('base64'), 'xlsx')).body;
    expect(refused).toMatchObject({ valid: false, errorCount: 2, recipes: [{ lineCount: 2, totalPercent: 100, valid: false }] });
    expect(refused.rows.map((r: { errors: { code: string }[] }) => r.errors.map((e) => e.code))).toEqual([
      ['errors.templateExample'],
      ['errors.templateExample'],
    ]);

    sheet.getCell('B2').value = 'My glycerin toner';
    sheet.getCell('B3').value = 'My glycerin toner';
    const edited = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    const report = (await preview(edited, 'xlsx')).body;
    expect(report).toMatchObject({
      valid: true,
      errorCount: 0,
      recipes: [{ name: 'My glycerin toner', lineCount: 2, totalPercent: 100 }],
    });
  });
});

describe('preview and commit (CSV)', () => {
  it('groups consecutive rows into recipes, matches INCI names loosely, and writes nothing on preview', async () => {
    const before = await written();
    const res = await preview(csvOf([...cream(), ...toner()]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.valid).toBe(true);
    expect(res.body.errorCount).toBe(0);
    expect(res.body.committed).toBe(false);
    expect(res.body.recipes).toEqual([
      {
        name: 'Barrier cream',
        ownerEmail: customer.email,
        productType: 'cream',
        visibility: 'public',
        firstRow: 2,
        lineCount: 6,
        totalPercent: 100,
        valid: true,
        duplicateName: false,
      },
      {
        name: 'Daily toner',
        ownerEmail: admin.email,
        productType: 'toner',
        visibility: 'private',
        firstRow: 8,
        lineCount: 2,
        totalPercent: 100,
        valid: true,
        duplicateName: false,
      },
    ]);
    expect(res.body.rows.map((r) => [r.row, r.percent])).toEqual([
      [2, 78.5],
      [3, 5],
      [4, 3],
      [5, 4],
      [6, 8.6],
      [7, 0.9],
      [8, 94.5],
      [9, 5.5],
    ]);
    expect(await written()).toEqual(before);
  });

  it('commit creates each recipe for its owner at revision 1, exactly as the editor would', async () => {
    const res = await commit(
      csvOf(cream({ recipe_name: 'Imported cream' }).map((r) => ({ ...r, recipe_name: 'Imported cream' }))),
      'csv',
      'lab.csv',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [id] = res.body.createdIds;
    // the owner sees it as their own
    const own = await customer.request('GET', `/api/recipes/${id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      name: 'Imported cream',
      productType: 'cream',
      visibility: 'public',
      revision: 1,
      valid: true,
      description: 'Rich cream',
      lineCount: 6,
    });
    expect(own.body.lines.map((l: any) => [l.ingredient.inciName, l.percent, l.phase, l.note])).toEqual([
      ['Water', 78.5, 'A', ''],
      ['Glycerin', 5, 'A', ''],
      ['Butylene Glycol', 3, 'A', ''],
      ['Cetearyl Alcohol', 4, 'B', 'melt at 75 °C'],
      ['Butyrospermum Parkii (Shea) Butter', 8.6, 'B', ''],
      ['Phenoxyethanol', 0.9, 'C', ''],
    ]);
    const revisions = (await customer.request('GET', `/api/recipes/${id}/revisions`)).body.items;
    expect(revisions).toMatchObject([{ number: 1, note: 'Imported from lab.csv', valid: true, lineCount: 6 }]);
    // a second import of the same name is allowed, and flagged
    const again = await preview(
      csvOf(cream({ recipe_name: 'Imported cream' }).map((r) => ({ ...r, recipe_name: 'Imported cream' }))),
    );
    expect(again.body.recipes[0]).toMatchObject({ valid: true, duplicateName: true });
  });
});

describe('errors', () => {
  it('a file with one bad row: preview reports it, commit refuses with the report and writes nothing; the fixed file imports', async () => {
    const bad = [...toner('Toner A'), ...cream(), ...toner('Toner B')];
    bad[3] = { ...bad[3]!, inci_name: 'Unobtainium Extract' };
    const before = await written();
    const p = await preview(csvOf(bad));
    expect(p.status).toBe(200);
    expect(p.body).toMatchObject({ valid: false, errorCount: 1, committed: false });
    expect(p.body.rows[3]).toEqual({
      row: 5,
      recipeName: 'Barrier cream',
      inciName: 'Unobtainium Extract',
      percent: 5,
      errors: [{ column: 'inci_name', code: 'errors.unknownIngredient', params: { inci: 'Unobtainium Extract' } }],
    });
    expect(p.body.recipes.map((r: { valid: boolean }) => r.valid)).toEqual([true, false, true]);

    const c = await commit(csvOf(bad));
    expect(c.status).toBe(400);
    expect(c.body.code).toBe('VALIDATION');
    expect(c.body.report).toMatchObject({ valid: false, committed: false, errorCount: 1, createdIds: [] });
    expect(await written()).toEqual(before);

    bad[3] = { ...bad[3], inci_name: 'Glycerin' };
    const fixed = await commit(csvOf(bad));
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.createdIds).toHaveLength(3);
    expect(await written()).toEqual({ recipes: before.recipes + 3, lines: before.lines + 10, revisions: before.revisions + 3 });
  });

  it('reports every kind of problem on the row and column where it is, with parameters', async () => {
    const rows: Row[] = [
      { owner_email: 'nobody@example.com', recipe_name: 'Ghost', product_type: 'cream', inci_name: 'Water', percent: 100 },
      { recipe_name: 'Bad type', product_type: 'potion', visibility: 'secret', inci_name: 'Water', percent: 100 },
      { recipe_name: 'Numbers', product_type: 'serum', inci_name: 'Water', percent: 'lots' },
      { recipe_name: 'Numbers', inci_name: 'Glycerin', percent: -1 },
      { recipe_name: 'Numbers', inci_name: 'Glycerin', percent: 101 },
      { recipe_name: 'Numbers', inci_name: 'Glycerin', percent: '0.12345' },
      { recipe_name: 'Numbers', inci_name: 'Glycerin', percent: '', phase: 'Z' },
      { recipe_name: 'Short', product_type: 'toner', inci_name: 'Water', percent: 90 },
      { recipe_name: 'Acid toner', product_type: 'toner', inci_name: 'Water', percent: 97.5 },
      { recipe_name: 'Acid toner', inci_name: 'Salicylic Acid', percent: 2.5 },
      { recipe_name: 'Acid wash', product_type: 'shampoo', inci_name: 'Water', percent: 97.5 },
      { recipe_name: 'Acid wash', inci_name: 'Salicylic Acid', percent: 2.5 },
      { recipe_name: '', product_type: 'toner', inci_name: '', percent: 100 },
    ];
    const res = await preview(csvOf(rows));
    expect(res.status).toBe(200);
    const errorsOf = (row: number) => res.body.rows.find((r: { row: number }) => r.row === row)!.errors;
    expect(errorsOf(2)).toEqual([{ column: 'owner_email', code: 'errors.unknownOwner' }]);
    expect(errorsOf(3)).toEqual([
      { column: 'product_type', code: 'errors.unknownProductType' },
      { column: 'visibility', code: 'errors.invalidValue' },
    ]);
    expect(errorsOf(4)).toEqual([{ column: 'percent', code: 'errors.number' }]);
    expect(errorsOf(5)).toEqual([{ column: 'percent', code: 'errors.tooSmall' }]);
    expect(errorsOf(6)).toEqual([{ column: 'percent', code: 'errors.tooBig' }]);
    expect(errorsOf(7)).toEqual([{ column: 'percent', code: 'errors.fourDecimals' }]);
    expect(errorsOf(8)).toEqual([
      { column: 'percent', code: 'errors.required' },
      { column: 'phase', code: 'errors.invalidValue' },
    ]);
    // a total is judged only when every percent of the recipe could be read
    expect(errorsOf(9)).toEqual([{ column: 'percent', code: 'errors.totalNot100', params: { total: 90 } }]);
    // 2.5 % salicylic acid in Korea (화장품 안전기준 별표 2): over 0.5 % in a toner, within 3 % in a rinse-off hair product
    expect(errorsOf(10)).toEqual([]);
    expect(errorsOf(11)).toEqual([
      {
        column: 'percent',
        code: 'errors.limitExceeded',
        params: { inci: 'Salicylic Acid', total: 2.5, limit: 0.5, market: 'KR' },
      },
    ]);
    expect(errorsOf(13)).toEqual([]);
    expect(errorsOf(14)).toEqual([
      { column: 'recipe_name', code: 'errors.required' },
      { column: 'inci_name', code: 'errors.required' },
    ]);
    expect(res.body.errorCount).toBe(10);
    expect(res.body.recipes.map((r: { name: string; valid: boolean }) => [r.name, r.valid])).toEqual([
      ['Ghost', false],
      ['Bad type', false],
      ['Numbers', false],
      ['Short', false],
      ['Acid toner', false],
      ['Acid wash', true],
      ['', false],
    ]);
  });

  it('a recipe with more lines than allowed is refused on its first row', async () => {
    const rows: Row[] = Array.from({ length: 151 }, (_, i) => ({
      recipe_name: 'Long',
      product_type: 'serum',
      inci_name: i ? 'Glycerin' : 'Water',
      percent: i ? 0.1 : 85,
    }));
    const res = await preview(csvOf(rows));
    expect(res.body.rows[0]!.errors).toContainEqual({
      column: 'recipe_name',
      code: 'errors.recipeTooManyLines',
      params: { max: 150 },
    });
  });

  it('refuses a file it cannot read with one clear error', async () => {
    const header = await preview(csvOf(toner(), ['recipe_name', 'inci', 'percent']));
    expect(header.status).toBe(400);
    expect(header.body).toMatchObject({
      code: 'VALIDATION',
      fields: { data: 'errors.csvColumns' },
      missing: ['product_type', 'inci_name'],
    });
    expect((await preview(RECIPE_CSV_COLUMNS.join(',') + '\n')).body.fields).toEqual({ data: 'errors.csvEmpty' });
    expect((await preview('a,"b\n')).body.fields).toEqual({ data: 'errors.csvInvalid' });
    expect((await preview(Buffer.from('not a zip').toString('base64'), 'xlsx')).body.fields).toEqual({
      data: 'errors.xlsxInvalid',
    });
    const many = csvOf(Array.from({ length: 5001 }, () => toner()[0]!));
    expect((await preview(many)).body.fields).toEqual({ data: 'errors.csvTooManyRows' });
    expect((await preview('x'.repeat(8_000_001))).status).toBe(400);
    expect(
      (await admin.request('POST', '/api/admin/recipes/import/preview', invalid({ format: 'ods', data: 'x' }))).body.fields,
    ).toEqual({
      format: 'errors.invalidValue',
    });
  });

  it('refuses a small XLSX that would unpack to hundreds of megabytes, before loading it', async () => {
    const bomb = deflatedZip({
      '[Content_Types].xml': '<Types/>',
      'xl/worksheets/sheet1.xml': Buffer.alloc(120 * 1024 * 1024, ' '),
    });
    expect(bomb.length).toBeLessThan(1_000_000);
    const res = await preview(bomb.toString('base64'), 'xlsx');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ data: 'errors.xlsxTooLarge' });
  });
});

describe('XLSX', () => {
  it('reads numbers, rich text, links, formulas and percentage cells from the first worksheet', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('recipes');
    wb.addWorksheet('notes').addRow(['ignored']);
    sheet.addRow([...RECIPE_CSV_COLUMNS]);
    sheet.addRow([
      { text: customer.email, hyperlink: `mailto:${customer.email}` },
      'Gel cream',
      'cream',
      'private',
      '',
      'Water',
      90,
      'A',
      '',
    ]);
    sheet.addRow([
      customer.email,
      'Gel cream',
      '',
      '',
      '',
      { richText: [{ text: 'Glyc', font: { bold: true } }, { text: 'erin' }] },
      { formula: '2+3', result: 5 },
      'A',
      '',
    ]);
    sheet.addRow([]); // an empty row is skipped
    const last = sheet.addRow([customer.email, 'Gel cream', '', '', '', 'Squalane', 0.05, 'B', '-']);
    last.getCell(7).numFmt = '0.00%'; // 5 %
    const data = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    const res = await preview(data, 'xlsx');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      valid: true,
      recipes: [{ name: 'Gel cream', ownerEmail: customer.email, lineCount: 3, totalPercent: 100 }],
    });
    expect(res.body.rows.map((r: any) => [r.row, r.inciName, r.percent])).toEqual([
      [2, 'Water', 90],
      [3, 'Glycerin', 5],
      [5, 'Squalane', 5],
    ]);
    const done = await commit(data, 'xlsx', 'gel.xlsx');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const detail = (await customer.request('GET', `/api/recipes/${done.body.createdIds[0]}`)).body;
    expect(detail.lines.map((l: any) => [l.ingredient.inciName, l.percent, l.note])).toEqual([
      ['Water', 90, ''],
      ['Glycerin', 5, ''],
      ['Squalane', 5, '-'],
    ]);
  });
});
