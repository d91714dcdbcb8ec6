import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  /** `app`'s /api/ready answers `status` with `body`. */
  async function expectReady(app: TestApp, status: number, body: { status: string; database: string }) {
    const res = await app.visitor.request('GET', '/api/ready');
    expect(res.status).toBe(status);
    expect(res.body).toEqual(body);
    return res;
  }

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

  it('/api/ready answers 200 once the instance listens, 503 while draining', async () => {
    const res = await expectReady(t, 200, { status: 'ready', database: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');

    const other = await startTestApp();
    try {
      other.app.readiness.draining = true;
      await expectReady(other, 503, { status: 'draining', database: 'ok' });
      // still alive, and still serving while it drains
      expect((await other.visitor.request('GET', '/api/health')).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('/api/ready answers 503 before the instance listens and when its database is gone', async () => {
    const other = await startTestApp();
    try {
      other.app.readiness.started = false;
      await expectReady(other, 503, { status: 'starting', database: 'ok' });
      other.app.readiness.started = true;
      await other.db.close();
      await expectReady(other, 503, { status: 'error', database: 'error' });
    } finally {
      await other.app.close();
    }
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
