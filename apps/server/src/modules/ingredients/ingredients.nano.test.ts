import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGREDIENT_CSV_COLUMNS } from '@formulab/shared/catalogue/ingredients.schema';
import { invalid, startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { createIngredient, ingredientBody } from '../../test/catalogue-fixtures.ts';

// Issue 22 item 5: an ingredient can be a nanomaterial — through the API, the CSV import/export, the
// public detail and the recipe lines the editor reads.
let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.user({ role: 'admin' });
});
afterAll(() => t?.close());

const csvOf = (rows: Record<string, string>[], columns: readonly string[] = INGREDIENT_CSV_COLUMNS) =>
  stringify(
    rows.map((r) => columns.map((c) => r[c] ?? '')),
    { header: true, columns: [...columns] },
  );
const row = (over: Record<string, string>) => ({
  name_ko: '원료',
  name_en: 'Ingredient',
  category: 'humectant',
  functions: 'moisturising',
  origin: 'mineral',
  price_per_kg: '10000',
  moq_kg: '1',
  ...over,
});

describe('the nano flag', () => {
  it('is false unless set, saved and shown by the admin and the public detail, refused when not a boolean', async () => {
    const plain = await createIngredient(t, admin, { inciName: 'Zinc Oxide', casNumber: '1314-13-2' });
    expect(plain.nano).toBe(false);
    const nano = await createIngredient(t, admin, { inciName: 'Titanium Dioxide', casNumber: '13463-67-7', nano: true });
    expect(nano.nano).toBe(true);
    expect((await t.visitor.request('GET', `/api/ingredients/${nano.id}`)).body.nano).toBe(true);
    const list = (await admin.request('GET', '/api/admin/ingredients?q=titanium')).body;
    expect(list.items.find((i: { id: string }) => i.id === nano.id)!.nano).toBe(true);

    const body = await ingredientBody(t, invalid({ inciName: 'Silica', nano: 'yes' }));
    const bad = await admin.request('POST', '/api/admin/ingredients', body);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ nano: 'errors.invalidValue' });

    // an update keeps it unless it says otherwise
    const { version, ...rest } = await ingredientBody(t, { inciName: 'Titanium Dioxide', casNumber: '13463-67-7' });
    void version;
    const kept = await admin.request('PUT', `/api/admin/ingredients/${nano.id}`, { ...rest, version: nano.version });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.nano).toBe(true);
  });

  it("CSV: true / false / empty; anything else is the row's error on the nano column; export writes it", async () => {
    const preview = await admin.request('POST', '/api/admin/ingredients/import/preview', {
      csv: csvOf([
        row({ inci_name: 'Nano A', nano: 'true' }),
        row({ inci_name: 'Nano B', nano: 'FALSE' }),
        row({ inci_name: 'Nano C', nano: '' }),
        row({ inci_name: 'Nano D', nano: 'yes' }),
        row({ inci_name: 'Nano E', nano: '1' }),
      ]),
    });
    expect(preview.status).toBe(200);
    expect(preview.body.rows.map((r: { errors: Record<string, string> }) => r.errors)).toEqual([
      {},
      {},
      {},
      { nano: 'errors.invalidValue' },
      { nano: 'errors.invalidValue' },
    ]);

    const commit = await admin.request('POST', '/api/admin/ingredients/import/commit', {
      csv: csvOf([row({ inci_name: 'Nano A', nano: 'true' }), row({ inci_name: 'Nano B', nano: 'false' })]),
    });
    expect(commit.body).toMatchObject({ committed: true, creates: 2 });
    // a file without the column leaves the flag as it is
    const without = INGREDIENT_CSV_COLUMNS.filter((c) => c !== 'nano');
    const again = await admin.request('POST', '/api/admin/ingredients/import/commit', {
      csv: csvOf([row({ inci_name: 'Nano A', name_en: 'Renamed' })], without),
    });
    expect(again.body).toMatchObject({ committed: true, updates: 1 });

    const csv = (await admin.request('GET', '/api/admin/ingredients/export.csv')).body as string;
    const header = csv
      .replace(/^\ufeff/, '')
      .split('\r\n')[0]!
      .split(',');
    const at = header.indexOf('nano');
    expect(at).toBeGreaterThan(-1);
    const cells = (name: string) =>
      csv
        .split('\r\n')
        .find((l) => l.startsWith(`${name},`))!
        .split(',');
    expect(cells('Nano A')[at]).toBe('true');
    expect(cells('Nano B')[at]).toBe('false');
  });

  it('recipe lines carry it to the editor', async () => {
    const nano = await createIngredient(t, admin, { inciName: 'Zinc Oxide (nano grade)', nano: true });
    const user = await t.user();
    const res = await user.request('POST', '/api/recipes', {
      name: 'Nano cream',
      productType: 'cream',
      lines: [{ ingredientId: nano.id, percent: 100 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.lines[0]!.ingredient.nano).toBe(true);
  });
});
