/**
 * The API's error answers against the shared `apiErrorSchema` (packages/shared/src/api-error.ts), which the web
 * client's ApiError and the test client's ErrorFields are typed by. Every error reply a test receives is checked
 * by the test client (harness.ts `checkErrorBody`, unknown keys refused); here a real reply of each kind of
 * extra is provoked and parsed, and the check itself is shown to refuse a drifting body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@formulab/shared/api-error';
import { checkErrorBody, startTestApp, type Caller, type TestApp } from './harness.ts';
import { createIngredient, createMaterial } from './catalogue-fixtures.ts';

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.user({ role: 'admin' });
});
afterAll(() => t.close());

/** The body parsed by the shared schema, unknown keys refused. */
const parsed = (body: unknown) => apiErrorSchema.strict().parse(body);

describe('error answers parse with the shared apiErrorSchema', () => {
  it('a validation refusal (fields), an unknown route and a visitor’s refusal', async () => {
    const invalid = await admin.request('POST', '/api/admin/board/categories', { slug: '', nameKo: '', nameEn: 'x' });
    expect(invalid.status).toBe(400);
    expect(parsed(invalid.body)).toMatchObject({ code: 'VALIDATION', fields: { slug: expect.any(String) } });
    expect(parsed((await admin.request('GET', '/api/no-such-route')).body)).toMatchObject({ code: 'NOT_FOUND' });
    expect(parsed((await t.visitor.request('GET', '/api/admin/ingredients')).body)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('a path the router cannot read: a bad %-escape is a malformed request, an over-long parameter too long', async () => {
    const bad = await admin.request('GET', '/api/admin/users/%ED%A0%80');
    expect(bad.status).toBe(400);
    expect(parsed(bad.body)).toEqual({ code: 'VALIDATION', message: 'Malformed request' });
    // (a GET falls through to the web app's catch-all, and answers 404)
    const long = await admin.request('POST', `/api/admin/users/${'a'.repeat(500)}/suspend`, { reason: 'A test' });
    expect(long.status).toBe(414);
    expect(parsed(long.body)).toMatchObject({ code: 'REQUEST_TOO_LONG' });
  });

  it('409 IN_USE names what uses it (usedBy)', async () => {
    const ing = await createIngredient(t, admin);
    await createMaterial(admin, ing.id);
    const res = await admin.request('DELETE', `/api/admin/ingredients/${ing.id}`);
    expect(res.status).toBe(409);
    expect(parsed(res.body)).toMatchObject({ code: 'IN_USE', usedBy: { materials: 1 } });
  });

  it('409 CHANGED_MEANWHILE names the record', async () => {
    const slug = `err-${crypto.randomUUID().slice(0, 8)}`;
    const c = await admin.request('POST', '/api/admin/board/categories', { slug, nameKo: '오류', nameEn: 'Errors' });
    expect(c.status).toBe(201);
    const url = `/api/admin/board/categories/${c.body.id}` as const;
    expect((await admin.request('PUT', url, { slug, nameKo: '오류 A', nameEn: 'Errors A', version: 0 })).status).toBe(200);
    const stale = await admin.request('PUT', url, { slug, nameKo: '오류 B', nameEn: 'Errors B', version: 0 });
    expect(stale.status).toBe(409);
    expect(parsed(stale.body)).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'boardCategory' });
  });

  it('an import: the columns a header lacks (missing), and a refused commit’s report', async () => {
    const header = await admin.request('POST', '/api/admin/recipes/import/preview', {
      format: 'csv',
      data: 'recipe_name,inci,percent\nCream,Water,100\n',
    });
    expect(header.status).toBe(400);
    expect(parsed(header.body)).toMatchObject({ code: 'VALIDATION', missing: expect.arrayContaining(['inci_name']) });
    // the template's example row is refused: nothing is imported, and the answer holds the report
    const template = await admin.request('GET', '/api/admin/ingredients/template.csv');
    const refused = await admin.request('POST', '/api/admin/ingredients/import/commit', { csv: template.body });
    expect(refused.status).toBe(400);
    expect(parsed(refused.body)).toMatchObject({ code: 'VALIDATION', report: { valid: false, errorCount: 1 } });
  });

  it('the test client refuses an error body that drifts from the schema, and leaves other answers alone', () => {
    expect(() => checkErrorBody('GET', '/api/x', 409, { code: 'CONFLICT', message: 'm', extra: 1 })).toThrow(/extra/);
    expect(() => checkErrorBody('GET', '/api/x', 400, { code: 'NOT_A_CODE', message: 'm' })).toThrow(/apiErrorSchema/);
    expect(() => checkErrorBody('GET', '/api/x', 409, { code: 'IN_USE', message: 'm', usedBy: { quotes: '2' } })).toThrow(
      /usedBy/,
    );
    expect(() => checkErrorBody('GET', '/api/x', 404, 'Not found')).not.toThrow();
    expect(() => checkErrorBody('GET', '/api/health', 503, { status: 'error', database: 'error' })).not.toThrow();
  });
});
