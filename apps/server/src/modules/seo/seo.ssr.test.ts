import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { createIngredient, createSubMaterial } from '../../test/catalogue-fixtures.ts';
import { creamBody, createRecipe, makeCatalogue } from '../recipes/recipes.test-utils.ts';
import { createProduct } from '../purchases/shop.test-utils.ts';

/**
 * The server rendering (decision 0027): the web app's build for the server, made here from the
 * sources (a second and a half), beside a shell like the built index.html (the boot shell in the root).
 * Inside the repository, so that the build's imports of react and the rest resolve as in a deployment.
 */
const web = fileURLToPath(new URL('../../../../web/', import.meta.url));
const dir = fs.mkdtempSync(path.join(web, '.ssr-test-'));
const dist = path.join(dir, 'dist');

let t: TestApp;
let admin: Caller & { id: string };
const seeded: Record<string, any> = {};

beforeAll(async () => {
  fs.mkdirSync(dist);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><meta name="description" content="generic" />' +
      '<title>Formulab</title></head><body><div id="root">\n<div class="boot-bar" aria-hidden="true"><span class="boot-mark">Formulab</span></div>\n</div>' +
      '<noscript>needs JavaScript</noscript><script type="module" src="/assets/app.js"></script></body></html>',
  );
  execFileSync(
    path.join(web, 'node_modules/.bin/vite'),
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(dir, 'dist-server'), '--emptyOutDir', '--logLevel', 'error'],
    { cwd: web, stdio: 'inherit' },
  );
  t = await startTestApp({ webDist: dist });
  admin = await t.user({ role: 'admin' });
  seeded.product = await createProduct(admin, {
    nameKo: '수분 크림 <b>SSR</b>',
    nameEn: 'Moisture cream <b>SSR</b>',
    summaryKo: '가벼운 수분 크림',
    summaryEn: 'A light moisturiser',
    descriptionKo: '피부에 수분을 채워 주는 크림입니다.',
    descriptionEn: 'A cream that keeps the skin moist.',
  });
  seeded.hidden = await createProduct(admin, { nameKo: '숨김 제품', nameEn: 'Secret product', status: 'hidden' });
  seeded.packaging = await createSubMaterial(t, admin, { nameKo: '펌프 용기 SSR', nameEn: 'Pump bottle SSR' });
  const customer = await t.user();
  seeded.recipe = await createRecipe(customer, creamBody(await makeCatalogue(t, admin), { name: 'Open cream SSR' }));
  expect((await customer.request('POST', `/api/recipes/${seeded.recipe.id}/visibility`, { visibility: 'public' })).status).toBe(
    200,
  );
  seeded.ingredient = await createIngredient(t, admin, { inciName: `Aaa Niacinamide SSR${Date.now()}`, nameEn: 'Niacinamide' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function page(p: string, lang = 'ko-KR,ko;q=0.9,en;q=0.5') {
  const res = await fetch(t.url + p, { headers: { 'accept-language': lang } });
  return { status: res.status, html: await res.text() };
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** The markup React drew into the root, and the language it was drawn in. */
const rootOf = (html: string) =>
  /<div id="root" data-ssr="(ko|en)">([\s\S]*)<\/div><script type="application\/json" id="ssr-state">/.exec(html);
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as [
    unknown[],
    any,
    number,
  ][];
/** Every script of the page is a module file or a data block: nothing inline runs (CSP `script-src 'self'`). */
const scriptsAreSafe = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].every(
    ([, attrs, body]) => /type="application\/(json|ld\+json)"/.test(attrs!) || (/\bsrc=/.test(attrs!) && body === ''),
  );

describe('server-rendered public pages', () => {
  it('/product/:id: the product drawn in the visitor language, with the answer it was drawn from', async () => {
    const { id } = seeded.product;
    const en = await page(`/product/${id}`, 'en-US,en;q=0.9');
    expect(en.status).toBe(200);
    expect(titleOf(en.html)).toContain('Moisture cream &lt;b&gt;SSR&lt;/b&gt;');
    const root = rootOf(en.html);
    expect(root?.[1]).toBe('en');
    const body = root![2]!;
    // the name as text (escaped by React), the summary, the description, the price and the Buy button
    expect(body).toMatch(/<h1[^>]*>Moisture cream &lt;b&gt;SSR&lt;\/b&gt;<\/h1>/);
    expect(body).toContain('A light moisturiser');
    expect(body).toContain('A cream that keeps the skin moist.');
    expect(body).toContain('data-testid="product-option-price"');
    expect(body).toContain('>Buy now<');
    // the same key as the screen's productQuery(id), with the API's answer
    const [key, data] = stateOf(en.html).find(([k]) => k[0] === 'product')!;
    expect(key).toEqual(['product', id]);
    expect(data).toMatchObject({ id, nameEn: 'Moisture cream <b>SSR</b>' });
    // the frame's reads as the browser has them: an anonymous session (never a visitor's own) and the policies
    expect(stateOf(en.html).find(([k]) => k[0] === 'session')?.[1]).toBeNull();
    expect(stateOf(en.html).find(([k]) => k[0] === 'policies')?.[0]).toEqual(['policies', 'current']);
    expect(scriptsAreSafe(en.html)).toBe(true);

    const ko = await page(`/product/${id}`);
    expect(rootOf(ko.html)?.[1]).toBe('ko');
    expect(rootOf(ko.html)![2]).toContain('피부에 수분을 채워 주는 크림입니다.');
    // `?lang=` over the browser's language
    expect(rootOf((await page(`/product/${id}?lang=en`)).html)![2]).toContain('A cream that keeps the skin moist.');
  });

  it('a hidden product, an unknown one and an address with other parameters get the shell, not a rendering', async () => {
    expect(rootOf((await page(`/product/${seeded.hidden.id}`)).html)).toBeNull();
    expect(rootOf((await page('/product/00000000-0000-4000-8000-000000000000')).html)).toBeNull();
    const withOption = await page(`/product/${seeded.product.id}?option=x`);
    expect(titleOf(withOption.html)).toContain('수분 크림');
    expect(rootOf(withOption.html)).toBeNull();
    // signed-in screens are never rendered
    expect(rootOf((await page('/orders')).html)).toBeNull();
  });

  it('a visitor who brings a session gets the shell with the metadata (the anonymous header would show)', async () => {
    const path = `/product/${seeded.product.id}?lang=en`;
    const res = await fetch(t.url + path, { headers: { cookie: 'theme=x; formulab.session_token=abc.def' } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(titleOf(html)).toContain('Moisture cream');
    expect(rootOf(html)).toBeNull();
    // and the anonymous visitor after them still gets the rendered page (a cache entry of its own)
    expect(rootOf((await page(path)).html)?.[1]).toBe('en');
  });

  it('/intro: the landing page in the visitor language', async () => {
    const ko = await page('/intro');
    const en = await page('/intro', 'en');
    expect(rootOf(ko.html)?.[1]).toBe('ko');
    expect(rootOf(en.html)?.[1]).toBe('en');
    expect(rootOf(en.html)![2]).toMatch(/<h1[^>]*>/);
    expect(rootOf(en.html)![2]).not.toEqual(rootOf(ko.html)![2]);
    expect(titleOf(en.html)).toBe('Formulab — cosmetics ODM/OEM');
    // nothing of its own: only the frame's anonymous session and policies in force
    expect(stateOf(en.html).map(([k]) => k[0])).toEqual(['session', 'policies']);
    expect(scriptsAreSafe(en.html)).toBe(true);
  });

  it('/ingredients: the first page of the catalogue by name, with the filters', async () => {
    const api = await fetch(`${t.url}/api/ingredients?sort=name&limit=5`).then((r) => r.json());
    const en = await page('/ingredients', 'en');
    const body = rootOf(en.html)![2]!;
    expect(body).toContain(api.items[0].inciName);
    const keys = stateOf(en.html).map(([k]) => k[0]);
    expect(keys).toEqual(expect.arrayContaining(['ingredients', 'taxonomy']));
    // a search is drawn by the browser
    expect(rootOf((await page('/ingredients?q=niacin')).html)).toBeNull();
  });

  it('/product, /submaterial/:id and /publicRecipes: the shop, a packaging item and the public formulas', async () => {
    const shop = await page('/product', 'en');
    expect(rootOf(shop.html)?.[1]).toBe('en');
    const newest = await fetch(`${t.url}/api/products?sort=newest&limit=1`).then((r) => r.json());
    expect(rootOf(shop.html)![2]).toContain(newest.items[0].nameEn.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    expect(stateOf(shop.html).map(([k]) => k[0])).toEqual(['session', 'policies', 'products']);

    const packaging = await page(`/submaterial/${seeded.packaging.id}`, 'en');
    expect(rootOf(packaging.html)![2]).toContain('Pump bottle SSR');
    expect(rootOf((await page(`/submaterial/${seeded.packaging.id}`)).html)![2]).toContain('펌프 용기 SSR');

    const recipes = await page('/publicRecipes', 'en');
    expect(rootOf(recipes.html)![2]).toContain('Open cream SSR');
    expect(scriptsAreSafe(recipes.html)).toBe(true);
  });
});
