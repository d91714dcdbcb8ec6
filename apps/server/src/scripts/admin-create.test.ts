import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** `npm run admin:create -- …`, as a child process on this file's database. */
function adminCreate(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['apps/server/src/scripts/admin-create.ts', ...args],
      {
        cwd: repoRoot,
        timeout: 60_000,
        env: {
          ...process.env,
          DATABASE_URL: t.databaseUrl,
          NODE_ENV: 'test',
          SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
          DATA_DIR: path.join(os.tmpdir(), 'formulab-admin-create-test'),
          LOG_LEVEL: 'silent',
        },
      },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const userRow = async (email: string) => (await t.db.pool.query('select * from users where email = $1', [email])).rows[0];
const userCount = async () => (await t.db.pool.query('select id from users')).rowCount;

describe('npm run admin:create', () => {
  const email = `staff-${crypto.randomBytes(3).toString('hex')}@example.com`;
  let customer: Awaited<ReturnType<TestApp['user']>>;
  let usersBefore: number;
  let runs: Record<'created' | 'promoted' | 'invalid' | 'unknownOption', Awaited<ReturnType<typeof adminCreate>>>;
  // each run loads the whole server code first: start them all at once
  beforeAll(async () => {
    customer = await t.user();
    usersBefore = (await userCount())!;
    const [created, promoted, invalid, unknownOption] = await Promise.all([
      adminCreate('--email', email.toUpperCase(), '--password', 'Staff-passw0rd', '--name', '관리자'),
      adminCreate('--email', customer.email, '--password', 'Ignored-passw0rd'),
      adminCreate('--email', 'not-an-email', '--password', 'short'),
      adminCreate('--email', 'x@example.com', '--password', 'Staff-passw0rd', '--role', 'customer'),
    ]);
    runs = { created: created, promoted: promoted, invalid: invalid, unknownOption: unknownOption };
  }, 120_000);

  it('creates an admin who can sign in and reach the staff API', async () => {
    const run = runs.created;
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Admin ${email} created`);
    expect(await userRow(email)).toMatchObject({
      role: 'admin',
      name: '관리자',
      email_verified: true,
      banned: false,
      terms_version: 1,
    });
    const admin = await t.signIn(email, 'Staff-passw0rd');
    expect((await admin.request('GET', '/api/admin/users')).status).toBe(200);
    expect((await admin.request('GET', '/api/me')).body.role).toBe('admin');
  });

  it('promotes an existing customer and leaves their password alone', async () => {
    const run = runs.promoted;
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${customer.email} already existed and is now an admin (password unchanged)`);
    expect((await userRow(customer.email)).role).toBe('admin');
    // the customer's open session is an admin's now: the role is read from the database
    expect((await customer.request('GET', '/api/admin/users')).status).toBe(200);
    await expect(t.signIn(customer.email, customer.password)).resolves.toBeDefined();
    await expect(t.signIn(customer.email, 'Ignored-passw0rd')).rejects.toThrow(/401/);
  });

  it('refuses bad arguments with exit code 2 and a usage line, writing nothing', async () => {
    for (const run of [runs.invalid, runs.unknownOption]) {
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('Usage: npm run admin:create -- --email <email> --password <password>');
      expect(run.stdout).toBe('');
    }
    expect(runs.invalid.stderr).toMatch(/--email: /);
    expect(runs.invalid.stderr).toMatch(/--password: passwordTooShort/);
    expect(runs.unknownOption.stderr).toContain("Unknown option '--role'");
    // only the admin created above is new
    expect(await userCount()).toBe(usersBefore + 1);
    expect(await userRow('x@example.com')).toBeUndefined();
  });
});
