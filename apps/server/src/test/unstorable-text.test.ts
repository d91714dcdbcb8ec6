/**
 * Text PostgreSQL cannot store (a NUL character, a lone surrogate) is a 400 field error wherever it
 * comes in — query, path, JSON body at any depth, better-auth's routes, an upload's name, a cell of
 * an imported spreadsheet — never a 500 and never silently altered.
 */
import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_CSV_COLUMNS } from '@formulab/shared/recipes/recipes.schema';
import { signUpBody } from '../modules/auth/auth.test-utils.ts';
import { imageBytes, upload } from './catalogue-fixtures.ts';
import { startTestApp, type Caller, type TestApp, invalid } from './harness.ts';

let t: TestApp;
let customer: Caller;
let admin: Caller;
beforeAll(async () => {
  t = await startTestApp();
  [customer, admin] = await Promise.all([t.user({ role: 'customer' }), t.user({ role: 'admin' })]);
});
afterAll(() => t?.close());

const refused = (field: string) => ({
  code: 'VALIDATION',
  message: expect.any(String),
  fields: { [field]: 'errors.invalidCharacters' },
});

describe('query and path', () => {
  it('a visitor searching for NUL gets a field error on q', async () => {
    for (const url of ['/api/ingredients?q=%00', '/api/sub-materials?q=a%00b', '/api/public-recipes?q=%00']) {
      const res = await t.visitor.request('GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual(refused('q'));
    }
  });

  it('a repeated query value (an array) is checked item by item', async () => {
    const res = await t.visitor.request('GET', '/api/ingredients?function=ok&function=b%00');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused('function.1'));
  });

  it('signed-in lists and path parameters too', async () => {
    expect((await customer.request('GET', '/api/recipes?q=%00')).body).toEqual(refused('q'));
    expect((await admin.request('GET', '/api/admin/users?q=%00')).body).toEqual(refused('q'));
    expect((await admin.request('GET', '/api/admin/recipes?owner=%00')).body).toEqual(refused('owner'));
    const res = await customer.request('GET', '/api/recipes/%00');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused('id'));
  });
});

describe('JSON bodies', () => {
  it('NUL or a lone surrogate anywhere in a body is reported at its path', async () => {
    const line = { ingredientId: crypto.randomUUID(), percent: 1 };
    const cases: [unknown, string][] = [
      [{ name: 'a\u0000', productType: 'cream' }, 'name'],
      [{ name: 'ok', productType: 'cream', description: 'half \ud800 pair' }, 'description'],
      [{ name: 'ok', productType: 'cream', lines: [line, { ...line, note: '\udc00' }] }, 'lines.1.note'],
      [{ name: 'ok', productType: 'cream', ['bad\u0000key']: 1 }, '_'],
    ];
    for (const [body, field] of cases) {
      const res = await customer.request('POST', '/api/recipes', invalid(body));
      expect(res.status, field).toBe(400);
      expect(res.body, field).toEqual(refused(field));
    }
    expect((await customer.request('GET', '/api/recipes')).body.total).toBe(0);
  });

  it('a well-formed pair (emoji) and other control characters are kept', async () => {
    const res = await customer.request('POST', '/api/recipes', {
      name: 'Cream 🧴',
      productType: 'cream',
      description: 'tab\there',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: 'Cream 🧴', description: 'tab\there' });
  });

  it('profile and staff writes', async () => {
    expect((await customer.request('PATCH', '/api/me', { name: 'A\u0000B' })).body).toEqual(refused('name'));
    const res = await admin.request('POST', '/api/admin/taxonomy/categories', {
      slug: 'x',
      nameKo: '이름\ud800',
      nameEn: 'Name',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused('nameKo'));
    expect(
      (await admin.request('POST', '/api/admin/ingredients/import/preview', { csv: 'inci_name\nWater\u0000' })).body,
    ).toEqual(refused('csv'));
  });
});

describe('better-auth routes', () => {
  it('sign-up refuses NUL and a lone surrogate and creates nobody', async () => {
    const before = (await t.db.pool.query('select count(*)::int as n from users')).rows[0].n;
    for (const [over, field] of [
      [{ name: 'x\u0000' }, 'name'],
      [{ companyName: 'Co \ud800' }, 'companyName'],
      [{ password: 'Passw0rd\u0000' }, 'password'],
      [{ email: 'a\u0000@example.com' }, 'email'],
    ] as const) {
      const res = await t.visitor.request('POST', '/api/auth/sign-up/email', signUpBody(over));
      expect(res.status, field).toBe(400);
      expect(res.body, field).toEqual(refused(field));
    }
    expect((await t.db.pool.query('select count(*)::int as n from users')).rows[0].n).toBe(before);
  });

  it('sign-in, password reset and e-mail verification refuse it too', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/auth/sign-in/email', { email: 'a@example.com', password: 'x\u0000' }, 'password'],
      ['POST', '/api/auth/request-password-reset', { email: 'a\u0000@example.com' }, 'email'],
      ['POST', '/api/auth/reset-password', { token: '\u0000', newPassword: 'Passw0rd-new' }, 'token'],
      ['GET', '/api/auth/verify-email?token=%00', undefined, 'token'],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await t.visitor.request(method, url, body);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual(refused(field));
    }
  });
});

describe('files', () => {
  it('an upload named with a NUL is stored under the cleaned name', async () => {
    const res = await upload(t, admin, {
      kind: 'image',
      data: await imageBytes('png'),
      name: 'pho\u0000to.png',
      type: 'image/png',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.name).toBe('photo.png');
  });

  it('a NUL in the kind field is an invalid value', async () => {
    const res = await upload(t, admin, { kind: 'image\u0000', data: await imageBytes('png'), name: 'a.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ kind: 'errors.invalidValue' });
  });
});

describe('spreadsheet import', () => {
  it('an XLSX cell spelling NUL or a lone surrogate (_x0000_, _xD800_) refuses the file', async () => {
    for (const escaped of ['Gel _x0000_ cream', 'Gel _xD800_ cream']) {
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet('recipes');
      sheet.addRow([...RECIPE_CSV_COLUMNS]);
      sheet.addRow(['', escaped, 'cream', 'private', '', 'Water', 100, 'A', '']);
      const data = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
      for (const step of ['preview', 'commit'] as const) {
        const res = await admin.request('POST', `/api/admin/recipes/import/${step}`, { format: 'xlsx', data });
        expect(res.status, `${escaped} ${step}`).toBe(400);
        expect(res.body.fields, `${escaped} ${step}`).toEqual({ data: 'errors.invalidCharacters' });
      }
    }
  });
});
