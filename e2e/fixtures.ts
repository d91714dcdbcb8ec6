import { test as base, expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: { email: 'admin@formulab.local', password: 'Formulab-admin-2026' },
  customer: { email: 'customer@formulab.local', password: 'Formulab-demo-2026' },
};

/** Signs in through the real login form. */
export async function signIn(page: Page, who: { email: string; password: string }, path = '/login') {
  await page.goto(path);
  await page.getByLabel(/이메일|E-mail/).fill(who.email);
  await page.getByLabel(/^(비밀번호|Password)/).fill(who.password);
  await page.getByRole('button', { name: /^(로그인|Sign in|관리자로 로그인|Sign in as staff)$/ }).click();
}

export const test = base;
export { expect };
