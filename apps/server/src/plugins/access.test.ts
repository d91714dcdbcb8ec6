import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { createSessionReader } from '../modules/auth/session.ts';
import { registerErrorHandling } from './errors.ts';
import { registerAccessControl } from './access.ts';

// `config.verified`: what sends something to staff needs a confirmed e-mail address; the rest of a
// signed-in user's routes do not.
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp();
  app = Fastify();
  registerErrorHandling(app);
  registerAccessControl(app, createSessionReader(t.db.pool, t.app.auth.options.secret));
  app.post('/api/to-staff', { config: { access: 'user', verified: true } }, async () => ({ sent: true }));
  app.post('/api/compose', { config: { access: 'user' } }, async () => ({ saved: true }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const call = (url: string, cookie?: string) => app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });

describe('routes that send something to staff', () => {
  it('refuse an unconfirmed e-mail with EMAIL_NOT_VERIFIED, and accept it once confirmed', async () => {
    const u = await t.user();
    await t.db.pool.query('update users set email_verified = false where id = $1', [u.id]);
    const refused = await call('/api/to-staff', u.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    // composing (a recipe, say) stays open
    expect((await call('/api/compose', u.cookie)).statusCode).toBe(200);
    await t.db.pool.query('update users set email_verified = true where id = $1', [u.id]);
    expect((await call('/api/to-staff', u.cookie)).json()).toEqual({ sent: true });
    expect((await call('/api/to-staff')).statusCode).toBe(401);
  });
});
