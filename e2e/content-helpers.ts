import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { appContext, DEMO, apiSignIn, apiSignUp, type Credentials } from './fixtures.ts';

/** Helpers of the content stories (notices, board, IR, policies). */

/** The server the story talks to: the run's, unless a story started its own (setOrigin). */
let serverOrigin: string | undefined;
export function setOrigin(origin: string | undefined) {
  serverOrigin = origin;
}
const origin = () => serverOrigin ?? test.info().project.use.baseURL ?? '';

/** A JSON call with the Origin header the CSRF check wants; fails the story unless `status` comes back. */
export async function call<T = any>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
  status = method === 'POST' ? 201 : 200,
): Promise<T> {
  const res = await request.fetch(url, { method, data, headers: { origin: origin() } });
  const text = await res.text();
  expect(res.status(), `${method} ${url}: ${text.slice(0, 300)}`).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

/** A new browser context signed in as `who` (a fresh customer when omitted); its page and credentials. */
export async function signedInPage(browser: Browser, baseURL: string, who?: Credentials, locale = 'ko-KR') {
  const context = await appContext(browser, { baseURL, locale, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const user = who ?? (await apiSignUp(page.request));
  if (who) await apiSignIn(page.request, who);
  return { context, page, user };
}

/** The demo admin's API context (cookies of its own). */
export async function adminRequest(
  browser: Browser,
  baseURL: string,
): Promise<{ request: APIRequestContext; close: () => Promise<void> }> {
  const context = await appContext(browser, { baseURL });
  await apiSignIn(context.request, DEMO.admin);
  return { request: context.request, close: () => context.close() };
}

/** A small valid PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\nxref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n96\n%%EOF\n',
);

/** Uploads a PDF through the staff route; returns its id. */
export async function uploadPdf(request: APIRequestContext, name = 'report.pdf'): Promise<string> {
  const res = await request.post('/api/admin/files', {
    multipart: { kind: 'document', file: { name, mimeType: 'application/pdf', buffer: PDF } },
    headers: { origin: origin() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The id of a board category (the demo's `general` by default). */
export async function categoryId(request: APIRequestContext, slug = 'general'): Promise<number> {
  const { items } = await call<{ items: { id: number; slug: string }[] }>(request, 'GET', '/api/board/categories');
  const found = items.find((c) => c.slug === slug) ?? items[0];
  expect(found, 'a board category').toBeTruthy();
  return found!.id;
}

/** Waits until the page shows its level-1 heading and nothing is loading. */
export async function ready(page: Page) {
  // generous: on a loaded 2-core machine a first visit can take a while
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 45_000 });
}
