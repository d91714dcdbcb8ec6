import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_CSV_COLUMNS } from '@formulab/shared/recipes/recipes.schema';
import { seedCatalogue } from '../../seed/catalogue.ts';
import { seedComplianceRules } from '../../seed/compliance.seed.ts';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { count, walkPages } from '../../test/catalogue-fixtures.ts';
import { CONTAINS_TERMS, expectSameAsContains } from '../../test/search-terms.ts';

// Staff see every recipe with its owner, filter it, publish in bulk and export a selection that imports back.
let t: TestApp;
let admin: Caller & { id: string; email: string };
let alice: Caller & { id: string; email: string };
let bob: Caller & { id: string; email: string };
const ids: Record<string, string> = {};
const ingredient: Record<string, string> = {};

const line = (inci: string, percent: number, phase: string | null = 'A', note = '') => ({
  ingredientId: ingredient[inci]!,
  percent,
  phase,
  note,
});
async function create(owner: Caller, name: string, body: Record<string, unknown>): Promise<string> {
  const res = await owner.request('POST', '/api/recipes', { name, productType: 'cream', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (ids[name] = res.body.id);
}

beforeAll(async () => {
  t = await startTestApp();
  await seedCatalogue(t.db.db);
  // the limits are the rules' (issue 22 item 8): a recipe with no market ticked is judged in Korea
  await seedComplianceRules(t.db.db);
  admin = await t.user({ role: 'admin' });
  alice = await t.user({ email: `alice-${Date.now()}@example.com` });
  bob = await t.user({ email: `bob-${Date.now()}@example.com` });
  await t.db.pool.query(`update users set name = 'Alice Kim', company_name = 'Glow Lab' where id = $1`, [alice.id]);
  await t.db.pool.query(`update users set name = 'Bob Lee', company_name = 'Pure Skin Co' where id = $1`, [bob.id]);
  const r = await t.db.pool.query<{ id: string; inci_name: string }>(
    `select id, inci_name from ingredients where inci_name = any($1)`,
    [
      [
        'Water',
        'Glycerin',
        'Niacinamide',
        'Salicylic Acid',
        'Phenoxyethanol',
        'Sodium Laureth Sulfate',
        'Cocamidopropyl Betaine',
      ],
    ],
  );
  for (const row of r.rows) ingredient[row.inci_name] = row.id;

  await create(alice, 'Niacinamide serum', {
    productType: 'serum',
    visibility: 'public',
    description: 'Brightening serum with niacinamide',
    lines: [line('Water', 89.1, 'A', 'q.s.'), line('Glycerin', 5), line('Niacinamide', 5, 'B'), line('Phenoxyethanol', 0.9, 'C')],
  });
  await create(alice, 'Draft cream', { lines: [line('Water', 60), line('Glycerin', 3)] });
  await create(bob, 'Acid toner', {
    productType: 'toner',
    lines: [line('Water', 97.5), line('Salicylic Acid', 2.5, null, '-- check pH')],
  });
  await create(bob, 'Mild shampoo', {
    productType: 'shampoo',
    visibility: 'public',
    lines: [line('Water', 80), line('Sodium Laureth Sulfate', 12), line('Cocamidopropyl Betaine', 7), line('Phenoxyethanol', 1)],
  });
  await create(bob, 'Old cream', { lines: [line('Water', 100)] });
  expect((await bob.request('DELETE', `/api/recipes/${ids['Old cream']}`)).status).toBe(204);
});
afterAll(() => t?.close());

const list = async (query = '') => {
  const res = await admin.request('GET', `/api/admin/recipes${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { items: any[]; total: number; nextCursor: string | null };
};
const names = (page: { items: { name: string }[] }) => page.items.map((i) => i.name).sort();

describe('list', () => {
  it("shows every customer's recipes with their owner, newest first, deleted ones only on request", async () => {
    const all = await list();
    expect(all.total).toBe(4);
    expect(all.items.map((i) => i.name)).toEqual(['Mild shampoo', 'Acid toner', 'Draft cream', 'Niacinamide serum']);
    expect(all.items[0]).toMatchObject({
      owner: { id: bob.id, name: 'Bob Lee', email: bob.email, companyName: 'Pure Skin Co' },
      lineCount: 4,
      totalPercent: 100,
      valid: true,
      revision: 1,
    });
    const withDeleted = await list('?deleted=true');
    expect(withDeleted.total).toBe(5);
    expect(withDeleted.items.find((i) => i.name === 'Old cream').deletedAt).not.toBeNull();
  });

  it('filters by owner, product type, validity, visibility and text', async () => {
    expect(names(await list(`?owner=${alice.id}`))).toEqual(['Draft cream', 'Niacinamide serum']);
    expect(names(await list('?productType=toner'))).toEqual(['Acid toner']);
    expect(names(await list('?valid=false'))).toEqual(['Acid toner', 'Draft cream']);
    expect(names(await list('?valid=true&visibility=public'))).toEqual(['Mild shampoo', 'Niacinamide serum']);
    expect(names(await list('?q=BRIGHTEN'))).toEqual(['Niacinamide serum']);
    expect(names(await list('?q=cream&deleted=true'))).toEqual(['Draft cream', 'Old cream']);
    expect(names(await list('?q=100%25'))).toEqual([]);
    expect((await list(`?owner=${bob.id}&visibility=private`)).total).toBe(1);
  });

  it('pages by keyset in every sort without repeating or skipping a recipe', async () => {
    for (const sort of ['updated', 'name', 'created']) {
      const { ids: seen, pages } = await walkPages(admin, `/api/admin/recipes?sort=${sort}&deleted=true`, 2);
      expect(seen).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
      // later pages carry the first page's count
      expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    }
    const byName = await walkPages(admin, '/api/admin/recipes?sort=name', 3);
    const detailNames = await Promise.all(
      byName.ids.map(async (id) => (await admin.request('GET', `/api/admin/recipes/${id}`)).body.name),
    );
    expect(detailNames).toEqual(['Acid toner', 'Draft cream', 'Mild shampoo', 'Niacinamide serum']);
    // a cursor that does not read back is a field error, as on every list (lib/keyset.ts)
    const bad = await admin.request('GET', '/api/admin/recipes?cursor=garbage&limit=2');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ cursor: 'errors.invalidCursor' });
  });

  it('finds owners for the filter by name, e-mail, company or id', async () => {
    const find = async (q: string) =>
      (await admin.request('GET', `/api/admin/recipes/owners?q=${encodeURIComponent(q)}`)).body.items;
    expect(await find('glow')).toEqual([{ id: alice.id, name: 'Alice Kim', email: alice.email, companyName: 'Glow Lab' }]);
    expect((await find('BOB-')).map((o: { id: string }) => o.id)).toEqual([bob.id]);
    expect((await find(alice.id)).map((o: { id: string }) => o.id)).toEqual([alice.id]);
    const everyone = await find('');
    expect(
      everyone
        .slice(0, 2)
        .map((o: { id: string }) => o.id)
        .sort(),
    ).toEqual([alice.id, bob.id].sort());
  });

  it('finds owners by one or two characters, Korean words and LIKE wildcards as "contains" does (issue 27)', async () => {
    // through the users' trigram or gram index (customerIdsMatching, lib/like.ts): the LIKE alone on each field
    const dana = await t.user({ email: `dana-${Date.now().toString(36)}@dalbit.kr` });
    await t.db.pool.query(`update users set name = '한다나 100%', company_name = '수분세럼_랩' where id = $1`, [dana.id]);
    await expectSameAsContains(
      [...CONTAINS_TERMS, '한다'],
      async (q) =>
        (await admin.request('GET', `/api/admin/recipes/owners?q=${encodeURIComponent(q)}`)).body.items.map(
          (o: { id: string }) => o.id,
        ),
      async (like) =>
        (
          await t.db.pool.query(
            `select u.id from users u where lower(u.name) like $1 or lower(u.email) like $1 or lower(u.company_name) like $1
             order by exists (select 1 from recipes r where r.owner_id = u.id and r.deleted_at is null) desc, lower(u.name), u.id
             limit 20`,
            [like],
          )
        ).rows.map((r) => r.id),
    );
  });
});

describe('one recipe', () => {
  it('staff read private and deleted recipes with their owner and revisions', async () => {
    const res = await admin.request('GET', `/api/admin/recipes/${ids['Old cream']}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Old cream', owner: { id: bob.id } });
    expect(res.body.deletedAt).not.toBeNull();
    const revisions = await admin.request('GET', `/api/admin/recipes/${ids['Acid toner']}/revisions`);
    expect(revisions.body.items).toMatchObject([{ number: 1, valid: false, lineCount: 2 }]);
    const rev = await admin.request('GET', `/api/admin/recipes/${ids['Acid toner']}/revisions/1`);
    expect(rev.body.lines.map((l: any) => l.ingredient.inciName)).toEqual(['Water', 'Salicylic Acid']);
    expect((await admin.request('GET', `/api/admin/recipes/${ids['Acid toner']}/revisions/2`)).status).toBe(404);
    expect((await admin.request('GET', `/api/admin/recipes/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe('bulk visibility', () => {
  it('changes the selected recipes in one go, counts only real changes, writes no revision, leaves deleted ones alone', async () => {
    const revisions = await count(t, 'recipe_revisions');
    const selection = [ids['Draft cream']!, ids['Acid toner']!, ids['Mild shampoo']!, ids['Old cream']!];
    const res = await admin.request('POST', '/api/admin/recipes/visibility', { ids: selection, visibility: 'public' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 2 }); // the shampoo was public already, the old cream is deleted
    expect(await count(t, 'recipe_revisions')).toBe(revisions);
    expect(names(await list('?visibility=public'))).toEqual(['Acid toner', 'Draft cream', 'Mild shampoo', 'Niacinamide serum']);
    expect((await admin.request('GET', `/api/admin/recipes/${ids['Old cream']}`)).body.visibility).toBe('private');
    expect((await admin.request('GET', `/api/admin/recipes/${ids['Draft cream']}`)).body.revision).toBe(1);
    // the public gallery sees it now
    expect((await t.visitor.request('GET', `/api/public-recipes/${ids['Draft cream']}`)).status).toBe(200);
    const back = await admin.request('POST', '/api/admin/recipes/visibility', {
      ids: [ids['Draft cream']!, ids['Acid toner']!],
      visibility: 'private',
    });
    expect(back.body).toEqual({ updated: 2 });
    expect((await t.visitor.request('GET', `/api/public-recipes/${ids['Draft cream']}`)).status).toBe(404);
    expect((await admin.request('POST', '/api/admin/recipes/visibility', { ids: [], visibility: 'public' })).status).toBe(400);
  });
});

describe('export', () => {
  const exportFile = async (format: 'csv' | 'xlsx', selection: string[]) => {
    const res = await fetch(`${t.url}/api/admin/recipes/export?format=${format}`, {
      method: 'POST',
      headers: { origin: t.url, cookie: admin.cookie!, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: selection }),
    });
    expect(res.status).toBe(200);
    return { headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const linesOf = async (id: string) =>
    (await admin.request('GET', `/api/admin/recipes/${id}`)).body.lines.map((l: any) => [
      l.ingredient.inciName,
      l.percent,
      l.phase,
      l.note,
    ]);

  it('CSV: the selection in the import columns, in the order chosen, that imports back to the same lines', async () => {
    const selection = [ids['Mild shampoo']!, ids['Niacinamide serum']!];
    const { headers, bytes } = await exportFile('csv', selection);
    expect(headers.get('content-type')).toMatch(/^text\/csv/);
    expect(headers.get('content-disposition')).toMatch(/attachment; filename="recipes-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const rows = parse<Record<string, string>>(bytes.toString('utf8'), { bom: true, columns: true });
    expect(Object.keys(rows[0]!)).toEqual([...RECIPE_CSV_COLUMNS]);
    expect(rows.map((r) => [r.owner_email, r.recipe_name, r.inci_name, r.percent])).toEqual([
      [bob.email, 'Mild shampoo', 'Water', '80'],
      [bob.email, 'Mild shampoo', 'Sodium Laureth Sulfate', '12'],
      [bob.email, 'Mild shampoo', 'Cocamidopropyl Betaine', '7'],
      [bob.email, 'Mild shampoo', 'Phenoxyethanol', '1'],
      [alice.email, 'Niacinamide serum', 'Water', '89.1'],
      [alice.email, 'Niacinamide serum', 'Glycerin', '5'],
      [alice.email, 'Niacinamide serum', 'Niacinamide', '5'],
      [alice.email, 'Niacinamide serum', 'Phenoxyethanol', '0.9'],
    ]);
    const commit = await admin.request('POST', '/api/admin/recipes/import/commit', {
      format: 'csv',
      data: bytes.toString('utf8'),
      fileName: 'export.csv',
    });
    expect(commit.status, JSON.stringify(commit.body)).toBe(200);
    expect(commit.body.recipes.map((r: any) => [r.name, r.ownerEmail, r.duplicateName])).toEqual([
      ['Mild shampoo', bob.email, true],
      ['Niacinamide serum', alice.email, true],
    ]);
    const [shampoo, serum] = commit.body.createdIds as [string, string];
    expect(await linesOf(shampoo)).toEqual(await linesOf(ids['Mild shampoo']!));
    expect(await linesOf(serum)).toEqual(await linesOf(ids['Niacinamide serum']!));
    const copy = (await admin.request('GET', `/api/admin/recipes/${serum}`)).body;
    expect(copy).toMatchObject({
      owner: { id: alice.id },
      productType: 'serum',
      visibility: 'public',
      description: 'Brightening serum with niacinamide',
      valid: true,
    });
  });

  it('XLSX: bold header, numbers as numbers, a formula-looking note kept as text, and it imports back', async () => {
    const { headers, bytes } = await exportFile('xlsx', [ids['Acid toner']!]);
    expect(headers.get('content-disposition')).toMatch(/\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBeGreaterThan(20);
    expect(sheet.getCell('G3').value).toBe(2.5);
    expect(sheet.getCell('I3').value).toBe('-- check pH');
    const preview = await admin.request('POST', '/api/admin/recipes/import/preview', {
      format: 'xlsx',
      data: bytes.toString('base64'),
    });
    // the toner is over Korea's salicylic acid limit: the import says so, as the editor would
    expect(preview.body.rows[1]!.errors).toEqual([
      {
        column: 'percent',
        code: 'errors.limitExceeded',
        params: { inci: 'Salicylic Acid', total: 2.5, limit: 0.5, market: 'KR' },
      },
    ]);
    const csv = (await exportFile('csv', [ids['Acid toner']!])).bytes.toString('utf8');
    expect(csv).toContain("'-- check pH"); // escaped for spreadsheets …
    const again = await admin.request('POST', '/api/admin/recipes/import/preview', { format: 'csv', data: csv });
    expect(again.body.rows[1]).toMatchObject({ inciName: 'Salicylic Acid', percent: 2.5 }); // … and read back without the quote
  });

  it('refuses an empty selection', async () => {
    const res = await admin.request('POST', '/api/admin/recipes/export?format=csv', { ids: [] });
    expect(res.status).toBe(400);
  });
});
