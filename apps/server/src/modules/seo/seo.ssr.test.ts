import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import {
  createIngredient,
  createSubMaterial,
  imageBytes,
  ingredientBody,
  subMaterialBody,
  uploaded,
} from '../../test/catalogue-fixtures.ts';
import { creamBody, createRecipe, inputOf, makeCatalogue } from '../recipes/recipes.test-utils.ts';
import { buy, createProduct } from '../purchases/shop.test-utils.ts';
import { adminPdf, boardPostIn, boardUpload, inDays, uid } from '../content/content.test-utils.ts';
import { pagesChanged } from '../realtime/bus.ts';

/**
 * The server rendering (decision 0027): the web app's build for the server, made here from the
 * sources (a second and a half), beside a shell like the built index.html (the boot shell in the root).
 * Inside the repository, so that the build's imports of react and the rest resolve as in a deployment.
 */
const web = fileURLToPath(new URL('../../../../web/', import.meta.url));
const dir = fs.mkdtempSync(path.join(web, '.ssr-test-'));
const dist = path.join(dir, 'dist');
/** The web app's strings, to find a page's text in what the server drew. */
const strings = (lang: 'ko' | 'en') => JSON.parse(fs.readFileSync(path.join(web, `src/i18n/${lang}.json`), 'utf8'));
const en = strings('en');
const ko = strings('ko');

let t: TestApp;
let admin: Caller & { id: string };
let customer: Caller & { id: string };
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
  seeded.photo = await uploaded(t, admin, { kind: 'image', data: await imageBytes('png', 1600, 1000), name: 'cream.png' });
  seeded.product = await createProduct(admin, {
    imageIds: [seeded.photo.id],
    nameKo: '수분 크림 <b>SSR</b>',
    nameEn: 'Moisture cream <b>SSR</b>',
    summaryKo: '가벼운 수분 크림',
    summaryEn: 'A light moisturiser',
    descriptionKo: '피부에 수분을 채워 주는 크림입니다.',
    descriptionEn: 'A cream that keeps the skin moist.',
  });
  seeded.hidden = await createProduct(admin, { nameKo: '숨김 제품', nameEn: 'Secret product', status: 'hidden' });
  seeded.bottle = await uploaded(t, admin, { kind: 'image', data: await imageBytes('jpeg', 600, 900), name: 'pump.jpg' });
  seeded.packaging = await createSubMaterial(t, admin, {
    nameKo: '펌프 용기 SSR',
    nameEn: 'Pump bottle SSR',
    imageIds: [seeded.bottle.id],
  });
  customer = await t.user();
  seeded.recipe = await createRecipe(customer, creamBody(await makeCatalogue(t, admin), { name: 'Open cream SSR' }));
  expect((await customer.request('POST', `/api/recipes/${seeded.recipe.id}/visibility`, { visibility: 'public' })).status).toBe(
    200,
  );
  seeded.ingredient = await createIngredient(t, admin, { inciName: `Aaa Niacinamide SSR${Date.now()}`, nameEn: 'Niacinamide' });
  // notices: one published at 23:30 UTC, already the next day in Korea (the day the page shows, wherever
  // the server runs), with an attachment; and one scheduled
  const pdf = await adminPdf(t, admin, 'holiday-hours.pdf');
  const notice = await admin.request('POST', '/api/admin/notices', {
    title: 'Holiday hours <i>SSR</i>',
    body: '<p>Closed on <strong>Chuseok</strong>.</p>',
    publishAt: '2026-03-01T23:30:00Z',
    attachmentIds: [pdf.id],
  });
  expect(notice.status).toBe(201);
  seeded.notice = notice.body;
  const future = await admin.request('POST', '/api/admin/notices', {
    title: 'Not yet SSR',
    body: '<p>later</p>',
    publishAt: inDays(1),
  });
  expect(future.status).toBe(201);
  seeded.futureNotice = future.body;
  // the board: a post with a comment, and a post staff hid
  const { category, post } = await boardPostIn(
    admin,
    customer,
    { slug: `ssr-${uid()}`, nameKo: '질문 SSR', nameEn: 'Q&A SSR' },
    { title: 'Which pump SSR?', body: '<p>For a <em>serum</em></p>' },
  );
  seeded.post = post;
  expect((await customer.request('POST', `/api/board/posts/${post.id}/comments`, { body: 'An airless one SSR' })).status).toBe(
    201,
  );
  const hidden = await customer.request('POST', '/api/board/posts', {
    categoryId: category.id,
    title: 'Spam post SSR',
    body: '<p>Buy now</p>',
  });
  expect(hidden.status).toBe(201);
  expect((await admin.request('PATCH', `/api/admin/board/posts/${hidden.body.id}`, { hidden: true })).status).toBe(200);
  seeded.hiddenPost = hidden.body;
  // investor relations: a disclosure of 2025 in Korea (still 2024 in UTC)
  const report = await admin.request('POST', '/api/admin/ir', {
    title: 'Annual report SSR',
    body: '<p>Summary SSR</p>',
    publishAt: '2025-01-01T00:30:00+09:00',
    attachmentIds: [(await adminPdf(t, admin, 'annual-ssr.pdf')).id],
  });
  expect(report.status).toBe(201);
  seeded.ir = report.body;
  // the terms: a new version in force since 20:00 UTC on 1 March (2 March in Korea) and one scheduled;
  // no privacy policy in force yet (its first version moved to tomorrow)
  const terms = (effectiveAt: string, n: number) =>
    admin.request('POST', '/api/admin/policies', {
      kind: 'terms',
      effectiveAt,
      titleKo: `이용약관 SSR ${n}`,
      titleEn: `Terms of service SSR ${n}`,
      bodyKo: `제1조 <목적> SSR ${n}\n\n제2조 정의`,
      bodyEn: `Article 1 <Purpose> SSR ${n}\n\nArticle 2 Definitions`,
    });
  seeded.terms = [];
  for (const [at, n] of [['2026-03-01T20:00:00Z', 1] as const, [inDays(30), 2] as const]) {
    const res = await terms(at, n);
    expect(res.status).toBe(201);
    seeded.terms.push(res.body.version);
  }
  await t.db.pool.query(`update policies set effective_at = now() + interval '1 day' where kind = 'privacy'`);
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
/** How long a test waits for what another instance would hear on the bus (far below the cache's minute). */
const WAIT = { timeout: 5_000, interval: 50 };
/** The <img> tag of `src` in the markup (undefined when there is none). */
const imgTag = (html: string, src: string) => new RegExp(`<img [^>]*src="${src}"[^>]*>`).exec(html)?.[0];
/** The markup React drew into the root, and the language it was drawn in. */
const rootOf = (html: string) =>
  /<div id="root" data-ssr="(ko|en)">([\s\S]*?)<\/div>(?:<div id="ssr-detail">[\s\S]*<\/div>)?<script type="application\/json" id="ssr-state">/.exec(
    html,
  );
/** The record a list page opened in its drawer (`?id=`), drawn beside the root. */
const detailOf = (html: string) =>
  /<div id="ssr-detail">([\s\S]*)<\/div><script type="application\/json" id="ssr-state">/.exec(html)?.[1];
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as [
    unknown[],
    any,
    { updatedAt: number },
  ][];
/** Every script of the page is a module file or a data block: nothing inline runs (CSP `script-src 'self'`). */
const scriptsAreSafe = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].every(
    ([, attrs, body]) => /type="application\/(json|ld\+json)"/.test(attrs!) || (/\bsrc=/.test(attrs!) && body === ''),
  );

describe('server-rendered public pages', () => {
  it('/product/:id: the product drawn in the visitor language, with the answer it was drawn from', async () => {
    const { id } = seeded.product;
    const before = Date.now();
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
    // the photo as its WebP for pages, with its size: the box is kept before the picture (or any script) arrives
    expect(imgTag(body, seeded.photo.display.url)).toMatch(/ width="1200" height="750"/);
    // the same key as the screen's productQuery(id), with the API's answer
    const [key, data] = stateOf(en.html).find(([k]) => k[0] === 'product')!;
    expect(key).toEqual(['product', id]);
    expect(data).toMatchObject({ id, nameEn: 'Moisture cream <b>SSR</b>' });
    // the frame's reads as the browser has them: an anonymous session (never a visitor's own) and the policies
    expect(stateOf(en.html).find(([k]) => k[0] === 'session')?.[1]).toBeNull();
    expect(stateOf(en.html).find(([k]) => k[0] === 'policies')?.[0]).toEqual(['policies', 'current']);
    // each answer dated when it was read (the browser does not ask again while it is fresh), but the
    // session, asked again: a page from the browser's cache may be an anonymous one of a signed-in visitor
    const dates = Object.fromEntries(stateOf(en.html).map(([k, , o]) => [k[0], o.updatedAt]));
    expect(dates.session).toBe(0);
    for (const read of ['product', 'policies']) expect(dates[read], read).toBeGreaterThanOrEqual(before);
    for (const read of ['product', 'policies']) expect(dates[read], read).toBeLessThanOrEqual(Date.now());
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
    // an ingredient opened in the catalogue (`?id=`): the catalogue drawn, with no rendering error
    const opened = rootOf((await page(`/ingredients?id=${seeded.ingredient.id}`, 'en')).html)?.[2];
    expect(opened).toContain(api.items[0].inciName);
    expect(opened).not.toContain('data-msg');
  });

  it('an ingredient or a public formula opened from its list (`?id=`) is drawn in its drawer beside the page', async () => {
    const { id, inciName } = seeded.ingredient;
    const served = await page(`/ingredients?id=${id}&lang=en`);
    const drawer = detailOf(served.html)!;
    // the drawer as the browser opens it: a dialog titled with the INCI name, drawn in place (no portal),
    // and named by that title (Mantine names it only once mounted, which the server's drawing never is)
    const labelledBy = /role="dialog" aria-labelledby="([^"]+)"/.exec(drawer)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(drawer).toMatch(new RegExp(`id="${labelledBy}"[^>]*>${inciName}</h2>`));
    expect(drawer).toContain('Niacinamide');
    expect(drawer).toContain(en.catalogue.detail.basics);
    // its close button is a link to the list (it works before the app takes over, and without it)
    const close = /<a [^>]*mantine-Drawer-close[^>]*>/.exec(drawer)?.[0];
    expect(close).toContain('href="/ingredients?lang=en"');
    expect(close).toContain(`aria-label="${en.catalogue.detail.close}"`);
    // its copy button needs the app, which never brings this drawing to life: drawn disabled
    const copy = new RegExp(`<button [^>]*>(?:(?!</button>).)*${en.catalogue.detail.copyLink}`).exec(drawer)?.[0];
    expect(copy).toMatch(/ disabled=""/);
    // what it read is handed to the app with the page's reads (the live drawer opens without asking)
    expect(stateOf(served.html).find(([k]) => k[0] === 'ingredient')?.[1]).toMatchObject({ id, inciName });
    // the catalogue is still the page
    expect(rootOf(served.html)![2]).not.toContain(`>${inciName}</h2>`);
    expect(scriptsAreSafe(served.html)).toBe(true);
    // in Korean for a Korean visitor
    expect(detailOf((await page(`/ingredients?id=${id}`)).html)).toContain(ko.catalogue.detail.basics);

    const recipe = detailOf((await page(`/publicRecipes?id=${seeded.recipe.id}`, 'en')).html)!;
    expect(recipe).toContain('>Open cream SSR</h2>');
    // copying the formula needs the app: drawn disabled until the live drawer takes over
    expect(new RegExp(`<button [^>]*>(?:(?!</button>).)*${en.publicRecipes.copy.button}`).exec(recipe)?.[0]).toMatch(
      / disabled=""/,
    );
    expect(recipe).toMatch(/href="\/publicRecipes"/);
    // a list without `?id=`, or a malformed one, draws no drawer
    expect(detailOf((await page('/ingredients', 'en')).html)).toBeUndefined();
    expect(detailOf((await page('/publicRecipes?id=nope', 'en')).html)).toBeUndefined();
  });

  it('/submaterials: the first page of the packaging by name, with the filters', async () => {
    const api = await fetch(`${t.url}/api/sub-materials?sort=name&limit=5`).then((r) => r.json());
    const en = await page('/submaterials', 'en');
    expect(rootOf(en.html)?.[1]).toBe('en');
    expect(rootOf(en.html)![2]).toContain(api.items[0].nameEn);
    expect(stateOf(en.html).map(([k]) => k[0])).toEqual(expect.arrayContaining(['sub-materials', 'taxonomy']));
    // a card's picture with its thumbnail's size (600 × 900 in 320 px)
    expect(imgTag(rootOf(en.html)![2]!, seeded.bottle.thumbUrl)).toMatch(/ width="213" height="320"/);
    expect(scriptsAreSafe(en.html)).toBe(true);
    // a filter is drawn by the browser
    expect(rootOf((await page('/submaterials?type=bottle')).html)).toBeNull();
  });

  it('/product, /submaterial/:id and /publicRecipes: the shop, a packaging item and the public formulas', async () => {
    const shop = await page('/product', 'en');
    expect(rootOf(shop.html)?.[1]).toBe('en');
    const newest = await fetch(`${t.url}/api/products?sort=newest&limit=1`).then((r) => r.json());
    expect(rootOf(shop.html)![2]).toContain(newest.items[0].nameEn.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    expect(stateOf(shop.html).map(([k]) => k[0])).toEqual(['session', 'policies', 'products']);
    // the cards' covers with their thumbnails' size (1600 × 1000 in 320 px), before any script runs
    expect(imgTag(rootOf(shop.html)![2]!, seeded.photo.thumbUrl)).toMatch(/ width="320" height="200"/);

    const packaging = await page(`/submaterial/${seeded.packaging.id}`, 'en');
    expect(rootOf(packaging.html)![2]).toContain('Pump bottle SSR');
    expect(imgTag(rootOf(packaging.html)![2]!, seeded.bottle.display.url)).toMatch(/ width="600" height="900"/);
    expect(rootOf((await page(`/submaterial/${seeded.packaging.id}`)).html)![2]).toContain('펌프 용기 SSR');

    const recipes = await page('/publicRecipes', 'en');
    expect(rootOf(recipes.html)![2]).toContain('Open cream SSR');
    expect(scriptsAreSafe(recipes.html)).toBe(true);
    // a recipe opened in the gallery: the gallery drawn by the server (the drawer, a portal, is the
    // browser's), with no rendering error — React's fallback would write its message and a stack into the page
    const opened = rootOf((await page(`/publicRecipes?id=${seeded.recipe.id}`, 'en')).html)![2]!;
    expect(opened).toContain('Open cream SSR');
    expect(opened).not.toContain('data-msg');
  });
  it('/company and /guide: the pages of fixed text, in the visitor language', async () => {
    const company = await page('/company', 'en');
    expect(company.status).toBe(200);
    expect(titleOf(company.html)).toBe('Company · Formulab');
    expect(rootOf(company.html)?.[1]).toBe('en');
    expect(rootOf(company.html)![2]).toMatch(new RegExp(`<h1[^>]*>${en.company.title}</h1>`));
    expect(rootOf(company.html)![2]).toContain(en.company.historyTitle);
    expect(stateOf(company.html).map(([k]) => k[0])).toEqual(['session', 'policies']);
    expect(rootOf((await page('/company')).html)![2]).toContain(ko.company.title);

    const guide = await page('/guide', 'en');
    expect(titleOf(guide.html)).toBe('How it works · Formulab');
    const body = rootOf(guide.html)![2]!;
    expect(body).toMatch(new RegExp(`<h1[^>]*>${en.guide.title}</h1>`));
    expect(body).toContain(en.guide.faq.moq.q);
    // an anonymous visitor's first step: sign up (never a signed-in visitor's account settings)
    expect(body).toContain('href="/signup"');
    expect(body).not.toContain('href="/account-settings"');
    expect(scriptsAreSafe(guide.html)).toBe(true);
  });

  it('/notice and /notice?id=: the list and one notice, dated in Korea, with its text and attachment', async () => {
    const list = await page('/notice', 'en');
    expect(list.status).toBe(200);
    expect(titleOf(list.html)).toBe('Notices · Formulab');
    const rows = rootOf(list.html)![2]!;
    expect(rows).toContain('Holiday hours &lt;i&gt;SSR&lt;/i&gt;');
    expect(rows).toContain(`href="/notice?id=${seeded.notice.id}"`);
    // the scheduled one is nobody's yet
    expect(list.html).not.toContain('Not yet SSR');
    expect(stateOf(list.html).find(([k]) => k[0] === 'notices')?.[0]).toEqual(['notices', 'list', '']);

    const one = await page(`/notice?id=${seeded.notice.id}`, 'en');
    expect(one.status).toBe(200);
    expect(titleOf(one.html)).toBe('Holiday hours &lt;i&gt;SSR&lt;/i&gt; · Formulab');
    const body = rootOf(one.html)![2]!;
    expect(body).toMatch(/<h1[^>]*>Holiday hours &lt;i&gt;SSR&lt;\/i&gt;<\/h1>/);
    // the stored rich text as it was sanitised on write, and the attachment's link
    expect(body).toContain('<p>Closed on <strong>Chuseok</strong>.</p>');
    expect(body).toContain('holiday-hours.pdf');
    // 23:30 UTC on 1 March is 2 March in Korea: the server draws the company's day, whatever its own zone
    expect(body).toContain('Mar 2, 2026');
    expect(rootOf((await page(`/notice?id=${seeded.notice.id}`)).html)![2]).toContain('2026. 3. 2.');
    const [key, data] = stateOf(one.html).find(([k]) => k[0] === 'notices')!;
    expect(key).toEqual(['notices', 'detail', seeded.notice.id]);
    expect(data).toMatchObject({ id: seeded.notice.id, title: 'Holiday hours <i>SSR</i>' });
    expect(scriptsAreSafe(one.html)).toBe(true);
    // a search is drawn by the browser
    expect(rootOf((await page('/notice?q=holiday')).html)).toBeNull();
  });

  it('/IR and /IR?year=: the years and the disclosures of the year shown', async () => {
    const years = await fetch(`${t.url}/api/ir/years`).then((r) => r.json());
    const newest = years.items[0].year;
    const ir = await page('/IR?year=2025', 'en');
    expect(ir.status).toBe(200);
    const body = rootOf(ir.html)![2]!;
    expect(body).toContain(en.ir.yearHeading.replace('{{year}}', '2025'));
    expect(body).toContain('Annual report SSR');
    expect(body).toContain(`id="ir-${seeded.ir.id}"`);
    expect(body).toContain('annual-ssr.pdf');
    expect(stateOf(ir.html).map(([k]) => k.join(' '))).toEqual(['session', 'policies current', 'ir years', 'ir list 2025']);
    // without a year: the newest, as the screen picks it
    const plain = await page('/IR', 'en');
    expect(rootOf(plain.html)![2]).toContain(en.ir.yearHeading.replace('{{year}}', String(newest)));
    expect(stateOf(plain.html).map(([k]) => k.join(' '))).toContain(`ir list ${newest}`);
  });

  it('/board and /board/:id: the list and a post with its comments; a hidden post nowhere', async () => {
    const list = await page('/board', 'en');
    expect(list.status).toBe(200);
    const rows = rootOf(list.html)![2]!;
    expect(rows).toContain('Which pump SSR?');
    expect(rows).toContain(`href="/board/${seeded.post.id}"`);
    expect(list.html).not.toContain('Spam post SSR');
    expect(stateOf(list.html).map(([k]) => k.slice(0, 2).join(' '))).toEqual([
      'session',
      'policies current',
      'board categories',
      'board posts',
    ]);
    // a category or a sort is drawn by the browser
    expect(rootOf((await page('/board?sort=views')).html)).toBeNull();

    const views = async () =>
      (await t.db.pool.query<{ view_count: number }>('select view_count from board_posts where id = $1', [seeded.post.id]))
        .rows[0]!.view_count;
    const before = await views();
    const post = await page(`/board/${seeded.post.id}`, 'en');
    expect(post.status).toBe(200);
    expect(titleOf(post.html)).toBe('Which pump SSR? · Formulab');
    const body = rootOf(post.html)![2]!;
    expect(body).toMatch(/<h1[^>]*>Which pump SSR\?<\/h1>/);
    expect(body).toContain('<p>For a <em>serum</em></p>');
    expect(body).toContain('An airless one SSR');
    expect(body).toContain('Q&amp;A SSR');
    // an anonymous visitor's page: sign in to comment, no edit, no delete, no report
    expect(body).toContain(en.board.signInToComment);
    expect(body).not.toContain(`>${en.board.edit}<`);
    expect(stateOf(post.html).map(([k]) => k.slice(0, 2).join(' '))).toEqual([
      'session',
      'policies current',
      'board post',
      'board comments',
    ]);
    // the server's read is nobody's view (the reader's browser, asking again, is counted)
    expect(await views()).toBe(before);
    expect(scriptsAreSafe(post.html)).toBe(true);

    // hidden by staff: a 404 for everyone, the author and staff too (the page is an anonymous visitor's)
    for (const cookie of [undefined, customer.cookie, admin.cookie]) {
      const res = await fetch(`${t.url}/board/${seeded.hiddenPost.id}`, { headers: cookie ? { cookie } : {} });
      const html = await res.text();
      expect(res.status).toBe(404);
      expect(html).not.toContain('Spam post SSR');
      expect(html).not.toContain('Buy now');
      expect(rootOf(html)).toBeNull();
    }
  });

  it("a post's pictures are drawn with their size, before any script runs", async () => {
    const up = await boardUpload(t, customer, await imageBytes('jpeg', 1000, 750), 'jar.jpg');
    expect(up.status).toBe(201);
    const { post } = await boardPostIn(
      admin,
      customer,
      { slug: `pics-${uid()}`, nameKo: '사진 SSR', nameEn: 'Pictures SSR' },
      { title: 'A jar SSR', body: `<p>this one</p><img src="${up.body.url}" alt="jar">` },
    );
    const drawn = rootOf((await page(`/board/${post.id}`, 'en')).html)![2]!;
    expect(imgTag(drawn, up.body.url)).toMatch(/ width="1000" height="750"/);
  });

  it('what staff hide, unpublish or delete leaves the cached pages at once, not after their minute', async () => {
    const { post } = await boardPostIn(
      admin,
      customer,
      { slug: `cache-${uid()}`, nameKo: '캐시 SSR', nameEn: 'Cache SSR' },
      { title: 'Soon hidden post SSR', body: '<p>for a minute</p>' },
    );
    const product = await createProduct(admin, { nameKo: '곧 숨길 크림', nameEn: 'Soon hidden cream SSR' });
    const other = await createProduct(admin, { nameKo: '남는 크림', nameEn: 'Staying cream SSR' });
    const notice = await admin.request('POST', '/api/admin/notices', { title: 'Soon gone notice SSR', body: '<p>x</p>' });
    expect(notice.status).toBe(201);
    // each page made once, and kept: a change behind the services' back is not seen within the minute.
    // (A new record is announced too: the lists made before it show it as soon as that is heard.)
    expect(await drawn(`/board/${post.id}`)).toContain('Soon hidden post SSR');
    await vi.waitFor(async () => expect(await drawn('/board')).toContain('Soon hidden post SSR'), WAIT);
    expect(await drawn(`/product/${product.id}`)).toContain('Soon hidden cream SSR');
    await vi.waitFor(async () => expect(await drawn('/product')).toContain('Soon hidden cream SSR'), WAIT);
    await heardSoFar();
    expect(await drawn(`/product/${other.id}`)).toContain('Staying cream SSR');
    expect(await drawn(`/notice?id=${notice.body.id}`)).toContain('Soon gone notice SSR');
    await vi.waitFor(async () => expect(await drawn('/notice')).toContain('Soon gone notice SSR'), WAIT);
    await t.db.pool.query(`update products set name_en = 'Renamed behind SSR' where id = $1`, [other.id]);
    expect(await drawn(`/product/${other.id}`)).toContain('Staying cream SSR');

    // staff hide the post: its page and the list that showed it are made anew (as soon as the bus is heard)
    expect((await admin.request('PATCH', `/api/admin/board/posts/${post.id}`, { hidden: true })).status).toBe(200);
    await vi.waitFor(async () => expect((await page(`/board/${post.id}`, 'en')).status).toBe(404), WAIT);
    await vi.waitFor(async () => expect(await drawn('/board')).not.toContain('Soon hidden post SSR'), WAIT);
    // a product hidden
    const hide = await admin.request('POST', '/api/admin/products/bulk', { ids: [product.id], status: 'hidden' });
    expect(hide.body).toEqual({ updated: 1 });
    await vi.waitFor(async () => expect((await page(`/product/${product.id}`, 'en')).status).toBe(404), WAIT);
    await vi.waitFor(async () => expect(await drawn('/product')).not.toContain('Soon hidden cream SSR'), WAIT);
    // another product's page was not dropped: it is still the one made before
    expect(await drawn(`/product/${other.id}`)).toContain('Staying cream SSR');
    // a notice deleted
    expect((await admin.request('DELETE', `/api/admin/notices/${notice.body.id}`)).status).toBe(204);
    await vi.waitFor(async () => expect((await page(`/notice?id=${notice.body.id}`, 'en')).status).toBe(404), WAIT);
    await vi.waitFor(async () => expect(await drawn('/notice')).not.toContain('Soon gone notice SSR'), WAIT);
  });

  /** The markup drawn for `p` in English (empty for a page not drawn). */
  const drawn = async (p: string) => rootOf((await page(p, 'en')).html)?.[2] ?? '';
  /** Waits until the page `p` (made anew or from the cache) is drawn with `text` in it, or without. */
  const shows = (p: string, text: string) => vi.waitFor(async () => expect(await drawn(p)).toContain(text), WAIT);
  const showsNot = (p: string, text: string) => vi.waitFor(async () => expect(await drawn(p)).not.toContain(text), WAIT);
  /** The same for a page's title (a record a list opens in place, which the browser may draw). */
  const titled = (p: string, text: string) =>
    vi.waitFor(async () => expect(titleOf((await page(p, 'en')).html)).toContain(text), WAIT);
  /**
   * Once every change announced so far has been heard here (the bus delivers in order): a page made
   * after it is kept. One made while its record's announcement arrives is not (it may have read the
   * record before the change), so a test that expects a page to be kept makes it after this.
   */
  const heardSoFar = async () => {
    const marker = crypto.randomUUID();
    const heard = new Promise<void>((resolve) => t.app.hub.onPagesChanged((c) => c?.ids.includes(marker) && resolve()));
    await pagesChanged(t.db.db, 'packaging', [marker]);
    await heard;
  };
  // Each test below makes a page, waits until it is the page made after its record's last change (it is
  // then kept for the minute), changes the record through the API and waits for the page to show it:
  // far sooner than the minute, so only the change's announcement can have dropped it.

  it('an ingredient created, edited, hidden or imported leaves the catalogue pages at once', async () => {
    const inci = `Aaa Cache ingredient ${uid()}`;
    const made = await createIngredient(t, admin, { inciName: inci, nameEn: 'Cache ingredient SSR' });
    await shows('/ingredients', inci);
    expect(titleOf((await page(`/ingredients?id=${made.id}`, 'en')).html)).toContain('Cache ingredient SSR');
    // edited
    const edit = await admin.request('PUT', `/api/admin/ingredients/${made.id}`, {
      ...(await ingredientBody(t, { inciName: inci })),
      nameEn: 'Renamed ingredient SSR',
      version: made.version,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    await titled(`/ingredients?id=${made.id}`, 'Renamed ingredient SSR');
    // imported over (one transaction for the whole file: every page of the catalogue goes)
    const csv = ((await admin.request('GET', '/api/admin/ingredients/export.csv')).body as string).split(/\r?\n/);
    const row = csv.find((l) => l.startsWith(inci))!;
    const file = [csv[0], row.replace('Renamed ingredient SSR', 'Imported ingredient SSR')].join('\n');
    expect((await admin.request('POST', '/api/admin/ingredients/import/commit', { csv: file })).status).toBe(200);
    await titled(`/ingredients?id=${made.id}`, 'Imported ingredient SSR');
    await shows('/ingredients', inci);
    // hidden: gone from the list, and its address is a 404
    expect((await admin.request('POST', `/api/admin/ingredients/${made.id}/visibility`, { visible: false })).status).toBe(200);
    await showsNot('/ingredients', inci);
    await vi.waitFor(async () => expect((await page(`/ingredients?id=${made.id}`, 'en')).status).toBe(404), WAIT);
  });

  it('a packaging item edited, hidden or deleted leaves its page and the lists at once', async () => {
    const item = await createSubMaterial(t, admin, { nameKo: '캐시 용기', nameEn: 'Aaa Cache bottle SSR' });
    const other = await createSubMaterial(t, admin, { nameKo: '남는 용기', nameEn: 'Aaa Staying bottle SSR' });
    await heardSoFar();
    expect(await drawn(`/submaterial/${other.id}`)).toContain('Aaa Staying bottle SSR');
    await shows('/submaterials', 'Aaa Cache bottle SSR');
    expect(await drawn(`/submaterial/${item.id}`)).toContain('Aaa Cache bottle SSR');
    const edit = await admin.request('PUT', `/api/admin/sub-materials/${item.id}`, {
      ...(await subMaterialBody(t, { code: item.code })),
      nameKo: '캐시 용기',
      nameEn: 'Aaa Renamed bottle SSR',
      version: item.version,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    await shows(`/submaterial/${item.id}`, 'Aaa Renamed bottle SSR');
    await shows('/submaterials', 'Aaa Renamed bottle SSR');
    // another item's page stays the one made before (a change behind the services' back is not seen)
    await t.db.pool.query(`update sub_materials set name_en = 'Renamed behind SSR' where id = $1`, [other.id]);
    expect(await drawn(`/submaterial/${other.id}`)).toContain('Aaa Staying bottle SSR');
    expect((await admin.request('POST', `/api/admin/sub-materials/${item.id}/visibility`, { visible: false })).status).toBe(200);
    await vi.waitFor(async () => expect((await page(`/submaterial/${item.id}`, 'en')).status).toBe(404), WAIT);
    await showsNot('/submaterials', 'Aaa Renamed bottle SSR');
    // shown again, then deleted
    expect((await admin.request('POST', `/api/admin/sub-materials/${item.id}/visibility`, { visible: true })).status).toBe(200);
    await shows(`/submaterial/${item.id}`, 'Aaa Renamed bottle SSR');
    expect((await admin.request('DELETE', `/api/admin/sub-materials/${item.id}`)).status).toBe(204);
    await vi.waitFor(async () => expect((await page(`/submaterial/${item.id}`, 'en')).status).toBe(404), WAIT);
  });

  it('a taxonomy term renamed leaves the pages that name it at once', async () => {
    const slug = `cache-${uid()}`;
    const term = await admin.request('POST', '/api/admin/taxonomy/sub-types', {
      slug,
      nameKo: `캐시 ${slug}`,
      nameEn: 'Cache type SSR',
    });
    expect(term.status).toBe(201);
    const item = await createSubMaterial(t, admin, { type: slug, nameEn: 'Typed bottle SSR' });
    await shows(`/submaterial/${item.id}`, 'Cache type SSR');
    const rename = await admin.request('PUT', `/api/admin/taxonomy/sub-types/${term.body.id}`, {
      slug,
      nameKo: `캐시 ${slug}`,
      nameEn: 'Renamed type SSR',
      version: term.body.version,
    });
    expect(rename.status).toBe(200);
    await shows(`/submaterial/${item.id}`, 'Renamed type SSR');
  });

  it('a public recipe edited, made private, published again or unpublished by staff leaves the gallery at once', async () => {
    const name = `Aaa Cache formula ${uid()}`;
    const recipe = await createRecipe(customer, creamBody(await makeCatalogue(t, admin), { name, visibility: 'public' }));
    await shows('/publicRecipes', name);
    expect(titleOf((await page(`/publicRecipes?id=${recipe.id}`, 'en')).html)).toContain(name);
    // edited by its owner
    const saved = await customer.request('PUT', `/api/recipes/${recipe.id}`, {
      ...inputOf(recipe, { name: `${name} v2` }),
      baseRevision: recipe.revision,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await titled(`/publicRecipes?id=${recipe.id}`, `${name} v2`);
    await shows('/publicRecipes', `${name} v2`);
    // made private by its owner: the gallery loses it, its address is a 404
    expect((await customer.request('POST', `/api/recipes/${recipe.id}/visibility`, { visibility: 'private' })).status).toBe(200);
    await showsNot('/publicRecipes', `${name} v2`);
    await vi.waitFor(async () => expect((await page(`/publicRecipes?id=${recipe.id}`, 'en')).status).toBe(404), WAIT);
    // public again, then made private by staff
    expect((await customer.request('POST', `/api/recipes/${recipe.id}/visibility`, { visibility: 'public' })).status).toBe(200);
    await shows('/publicRecipes', `${name} v2`);
    const staff = await admin.request('POST', '/api/admin/recipes/visibility', { ids: [recipe.id], visibility: 'private' });
    expect(staff.body).toEqual({ updated: 1 });
    await showsNot('/publicRecipes', `${name} v2`);
    // public again, then deleted by its owner
    expect((await customer.request('POST', `/api/recipes/${recipe.id}/visibility`, { visibility: 'public' })).status).toBe(200);
    await shows('/publicRecipes', `${name} v2`);
    expect((await customer.request('DELETE', `/api/recipes/${recipe.id}`)).status).toBe(204);
    await showsNot('/publicRecipes', `${name} v2`);
  });

  it('an IR disclosure published, edited or deleted leaves the IR page at once', async () => {
    const body = async (title: string) => ({
      title,
      body: '<p>x</p>',
      publishAt: new Date(Date.now() - 60_000).toISOString(),
      attachmentIds: [(await adminPdf(t, admin, `cache-${uid()}.pdf`)).id],
    });
    const made = await admin.request('POST', '/api/admin/ir', await body('Cache disclosure SSR'));
    expect(made.status).toBe(201);
    await shows('/IR', 'Cache disclosure SSR');
    const edit = await admin.request('PUT', `/api/admin/ir/${made.body.id}`, {
      ...(await body('Renamed disclosure SSR')),
      version: made.body.version,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    await shows('/IR', 'Renamed disclosure SSR');
    expect((await admin.request('DELETE', `/api/admin/ir/${made.body.id}`)).status).toBe(204);
    await showsNot('/IR', 'Renamed disclosure SSR');
  });

  it("a board category renamed leaves the board and its posts' pages at once", async () => {
    const { category, post } = await boardPostIn(
      admin,
      customer,
      { slug: `cat-${uid()}`, nameKo: '캐시 분류', nameEn: 'Cache category SSR' },
      { title: 'Filed post SSR', body: '<p>x</p>' },
    );
    await shows(`/board/${post.id}`, 'Cache category SSR');
    await shows('/board', 'Cache category SSR');
    const rename = await admin.request('PUT', `/api/admin/board/categories/${category.id}`, {
      slug: category.slug,
      nameKo: '캐시 분류',
      nameEn: 'Renamed category SSR',
      version: category.version,
    });
    expect(rename.status, JSON.stringify(rename.body)).toBe(200);
    await shows(`/board/${post.id}`, 'Renamed category SSR');
    await shows('/board', 'Renamed category SSR');
  });

  it('a product sold out by a purchase, and back on sale when it is cancelled, leaves its page at once', async () => {
    const product = await createProduct(admin, {
      nameKo: '마지막 하나',
      nameEn: 'Last one SSR',
      options: [{ nameKo: '50 ml', nameEn: '50 ml', price: 20_000, stock: 1 }],
    });
    expect(await drawn(`/product/${product.id}`)).toContain('1 in stock');
    const bought = await buy(customer, product);
    await shows(`/product/${product.id}`, en.shop.detail.soldOutAll);
    const cancel = await customer.request('POST', `/api/purchases/${bought.id}/transition`, {
      action: 'cancel',
      version: bought.version,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await showsNot(`/product/${product.id}`, en.shop.detail.soldOutAll);
    expect(await drawn(`/product/${product.id}`)).toContain('1 in stock');
  });

  it('/policies/:kind: the policy in force with its versions, dated in Korea, and its own metadata', async () => {
    const served = await page('/policies/terms', 'en');
    expect(served.status).toBe(200);
    expect(titleOf(served.html)).toBe('Terms of service SSR 1 · Formulab');
    expect(served.html).toContain('<meta name="description" content="Article 1 &lt;Purpose&gt; SSR 1 Article 2 Definitions" />');
    expect(served.html).toContain(`<link rel="canonical" href="${t.url}/policies/terms" />`);
    expect(served.html).toContain(`<link rel="alternate" hreflang="ko" href="${t.url}/policies/terms?lang=ko" />`);
    expect(served.html).toContain(`<link rel="alternate" hreflang="en" href="${t.url}/policies/terms?lang=en" />`);
    expect(served.html).toContain('<meta property="og:title" content="Terms of service SSR 1 · Formulab" />');
    // no picture of its own: its link-preview card (decision 0031)
    expect(served.html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(served.html).toMatch(/<meta property="og:image" content="[^"]*\/og\/policies\/terms\.png\?lang=en&amp;v=/);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(served.html)![1]!);
    const [inForce, scheduled] = seeded.terms;
    expect(ld).toMatchObject({
      '@type': 'WebPage',
      name: 'Terms of service SSR 1',
      url: `${t.url}/policies/terms`,
      version: String(inForce),
    });
    const body = rootOf(served.html)![2]!;
    expect(rootOf(served.html)![1]).toBe('en');
    expect(body).toMatch(/<h1[^>]*>Terms of service SSR 1<\/h1>/);
    // the text, escaped by React, paragraph by paragraph
    expect(body).toContain('Article 1 &lt;Purpose&gt; SSR 1');
    expect(body).toContain('Article 2 Definitions');
    // in force from 2 March in Korea, whatever the server's own zone; the scheduled version listed
    expect(body).toContain(en.policy.versionLine.replace('{{version}}', inForce).replace('{{date}}', 'Mar 2, 2026'));
    expect(body).toContain(`href="/policies/terms?version=${scheduled}"`);
    expect(stateOf(served.html).map(([k]) => k.join(' '))).toEqual(['session', 'policies current', 'policies versions terms']);
    expect(scriptsAreSafe(served.html)).toBe(true);

    const koPage = await page('/policies/terms');
    expect(titleOf(koPage.html)).toBe('이용약관 SSR 1 · Formulab');
    expect(rootOf(koPage.html)![2]).toContain('제1조 &lt;목적&gt; SSR 1');
    expect(rootOf(koPage.html)![2]).toContain('2026. 3. 2.');

    // a scheduled version, asked for by number: its own page and canonical address
    const next = await page(`/policies/terms?version=${scheduled}`, 'en');
    expect(next.status).toBe(200);
    expect(titleOf(next.html)).toBe(`Terms of service SSR 2 (version ${scheduled}) · Formulab`);
    expect(next.html).toContain(`<link rel="canonical" href="${t.url}/policies/terms?version=${scheduled}" />`);
    expect(rootOf(next.html)![2]).toContain('Article 1 &lt;Purpose&gt; SSR 2');
    expect(stateOf(next.html).map(([k]) => k.join(' '))).toContain(`policies version terms ${scheduled}`);
  });

  it('/policies/:kind of an unknown kind, of none in force or of a version not there is a 404', async () => {
    for (const p of [
      '/policies/cookies',
      '/policies/privacy',
      '/policies/terms?version=999',
      '/policies/terms?version=abc',
      '/policies/terms?version=0',
      '/policies/terms?version=1.5',
      '/policies/terms?version=99999999999',
    ]) {
      const res = await fetch(t.url + p, { headers: { 'accept-language': 'en' } });
      const html = await res.text();
      expect(res.status, p).toBe(404);
      expect(html, p).toContain('<meta name="robots" content="noindex" />');
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      expect(rootOf(html), p).toBeNull();
      expect(html, p).not.toMatch(/og:|canonical|Terms of service/);
    }
  });

  it('the address of a record nobody may see, or of none, is a 404: the shell, kept out of search results', async () => {
    const none = '00000000-0000-4000-8000-000000000000';
    for (const p of [
      `/product/${none}`,
      `/product/${seeded.hidden.id}`,
      '/product/not-an-id',
      `/submaterial/${none}`,
      `/notice?id=${none}`,
      `/notice?id=${seeded.futureNotice.id}`,
      `/board/${none}`,
      `/board/${seeded.hiddenPost.id}`,
      `/ingredients?id=${none}`,
      `/publicRecipes?id=${none}`,
    ]) {
      const res = await fetch(t.url + p, { headers: { 'accept-language': 'en' } });
      const html = await res.text();
      expect(res.status, p).toBe(404);
      expect(html, p).toContain('<meta name="robots" content="noindex" />');
      // the app's shell as built (its boot bar, its script): the browser app shows its "not found"
      expect(html, p).toContain('<div class="boot-bar"');
      expect(html, p).toContain('<script type="module" src="/assets/app.js"></script>');
      expect(titleOf(html), p).toBe('Formulab');
      expect(html, p).not.toMatch(/og:|ld\+json|canonical|ssr-state|Not yet SSR|Secret product/);
      // not kept anywhere: the record published, the page is there at once
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
    }
    // the scheduled notice, published: the page at once (the 404 was kept nowhere)
    await t.db.pool.query(`update notices set publish_at = now() - interval '1 minute' where id = $1`, [seeded.futureNotice.id]);
    const published = await page(`/notice?id=${seeded.futureNotice.id}`, 'en');
    expect(published.status).toBe(200);
    expect(rootOf(published.html)![2]).toContain('Not yet SSR');
  });
});
