import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { trustedOrigins } from './auth.ts';

// Signing in from the address the app was opened at: any local one in development, only PUBLIC_URL
// and TRUSTED_ORIGINS in production.
describe('trusted origins', () => {
  it('outside production the machine’s own addresses are trusted; in production only the configured ones', () => {
    const dev = { env: 'development', trustedOrigins: ['http://localhost:3000'] };
    for (const o of ['http://127.0.0.1:3000', 'http://localhost:5173', 'http://[::1]:3000', 'http://127.0.0.2:3000']) {
      expect(trustedOrigins(dev, o), o).toContain(o);
    }
    for (const o of ['http://evil.example', 'http://10.9.8.7:3000', 'null', 'file:///x', 'javascript:alert(1)']) {
      expect(trustedOrigins(dev, o), o).toEqual(['http://localhost:3000']);
    }
    const prod = { env: 'production', trustedOrigins: ['https://portal.example.com', 'https://www.example.com'] };
    expect(trustedOrigins(prod, 'http://127.0.0.1:3000')).toEqual(prod.trustedOrigins);
  });
});

describe('signing in over HTTP', () => {
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    dev = await startTestApp();
    prod = await startTestApp({ env: 'production', trustedOrigins: ['https://portal.example.com'] });
  });
  afterAll(async () => {
    await dev?.close();
    await prod?.close();
  });

  const signIn = (t: TestApp, email: string, password: string, origin: string) =>
    t.visitor.request('POST', '/api/auth/sign-in/email', { email, password }, { origin });

  it('in development, from localhost as well as 127.0.0.1; never from another site', async () => {
    const u = await dev.user();
    const port = new URL(dev.url).port;
    expect((await signIn(dev, u.email, u.password, `http://localhost:${port}`)).status).toBe(200);
    expect((await signIn(dev, u.email, u.password, `http://127.0.0.1:${port}`)).status).toBe(200);
    const evil = await signIn(dev, u.email, u.password, 'http://evil.example');
    expect(evil.status).toBe(403);
    expect(evil.body.code).toBe('CSRF');
  });

  it('in production, only from PUBLIC_URL and TRUSTED_ORIGINS, with a translated code otherwise', async () => {
    const u = await prod.user();
    const local = await signIn(prod, u.email, u.password, 'http://localhost:1234');
    expect(local.status).toBe(403);
    expect(local.body.code).toBe('CSRF');
    expect((await signIn(prod, u.email, u.password, 'https://portal.example.com')).status).toBe(200);
  });
});
