import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { appContext, DEMO, expect as baseExpect, test, tr } from './fixtures.ts';
import { call, setOrigin } from './content-helpers.ts';

/**
 * A new version of the terms, published by staff in the admin screen, must be accepted by a
 * signed-in customer on their next visit: a dialog nothing but "accept" or "sign out" closes.
 *
 * Publishing new terms changes every signed-in user's next page, so this story runs on a server of
 * its own (its own database and port), started here: the other stories keep their terms.
 */
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ actionTimeout: 45_000, navigationTimeout: 90_000 });

// never the main server's port (E2E_PORT): a story that reached that server instead of its own would
// publish terms to every other story's users
const PORT = Number(process.env.E2E_POLICY_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 80);
const URL_ = `http://localhost:${PORT}`;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = spawn(process.execPath, ['e2e/start-server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(PORT) },
    stdio: 'ignore',
  });
  const started = server;
  await baseExpect
    .poll(
      async () => {
        // a server that could not start (its port taken) must fail the story, not lend it another's
        if (started.exitCode !== null)
          throw new Error(`the policy story's server on port ${PORT} exited with ${started.exitCode}`);
        return fetch(`${URL_}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
      },
      { message: `the policy story's server on port ${PORT} answers`, timeout: 220_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  setOrigin(URL_);
});

test.afterAll(async () => {
  setOrigin(undefined);
  if (server && server.exitCode === null) {
    // start-server.ts stops the server, drops its database and exits on SIGTERM; a shutdown that
    // hangs fails this hook by its budget
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
});

test('staff publish new terms; a signed-in customer must accept them before going on', async ({ browser }) => {
  const newContext = () => appContext(browser, { baseURL: URL_, locale: 'ko-KR' });
  const signIn = async (ctx: Awaited<ReturnType<typeof newContext>>, who: { email: string; password: string }) =>
    call(ctx.request, 'POST', '/api/auth/sign-in/email', { ...who, rememberMe: true }, 200);

  // the customer, up to date: no dialog
  const customer = await newContext();
  await signIn(customer, DEMO.customer);
  const page = await customer.newPage();
  await page.goto('/board');
  await expect(page.getByRole('heading', { level: 1, name: tr('screens.board.title') })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('footer').getByRole('link', { name: /이용약관 \(v1\)/ })).toBeVisible();

  // staff publish version 2 of the terms, in force now
  const staff = await newContext();
  await signIn(staff, DEMO.admin);
  const admin = await staff.newPage();
  await admin.goto('/admin/policy');
  await admin.getByRole('button', { name: tr('adminContent.policies.add') }).click();
  const drawer = admin.getByRole('dialog');
  await expect(drawer.getByRole('textbox', { name: tr('adminContent.policies.bodyKo') })).toHaveValue(/제1조/);
  const now = new Date(Date.now() - 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
  await drawer.getByLabel(tr('adminContent.policies.effectiveAt')).fill(local);
  const bodyKo = drawer.getByRole('textbox', { name: tr('adminContent.policies.bodyKo') });
  await bodyKo.fill(`${await bodyKo.inputValue()}\n\n제8조 (샘플 보관) 회사는 제작한 샘플의 처방 기록을 3년간 보관합니다.`);
  await drawer.getByRole('button', { name: tr('common.save') }).click();
  await expect(drawer).toBeHidden();
  await expect(admin.getByRole('row', { name: /v2/ })).toContainText(tr('policy.states.current'));
  await staff.close();

  // the customer's next visit: a dialog that Escape does not close
  await page.goto('/board');
  const dialog = page.getByRole('dialog', { name: tr('policy.accept.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('제8조 (샘플 보관)')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: tr('policy.accept.submit') }).click();
  await expect(dialog.getByText(tr('errors.consentRequired'))).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: tr('policy.accept.submit') }).click();
  await expect(dialog).toBeHidden();

  // accepted once: recorded, not asked again; the footer links the version in force
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: tr('screens.board.title') })).toBeVisible();
  await expect(page.locator('footer').getByRole('link', { name: /이용약관 \(v2\)/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const me = await call<{ termsVersion: number }>(customer.request, 'GET', '/api/me');
  expect(me.termsVersion).toBe(2);
  // the policy page lists both versions
  await page.goto('/policies/terms');
  await expect(page.getByRole('navigation', { name: tr('policy.history') })).toContainText('제1판');
  await customer.close();
});
