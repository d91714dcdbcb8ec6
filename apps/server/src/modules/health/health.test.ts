import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('reports the database as reachable', async () => {
    const res = await t.visitor.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const other = await startTestApp();
    await other.db.close();
    const res = await other.visitor.request('GET', '/api/health');
    expect(res.status).toBe(503);
    expect(res.body.database).toBe('error');
    await other.app.close();
  });

  it('a signed-in user reads their own record', async () => {
    const u = await t.user();
    const res = await u.request('GET', '/api/me');
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(u.email);
    expect(res.body.role).toBe('customer');
    expect(res.body).not.toHaveProperty('password');
  });
});
