import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { createIngredient, createSubMaterial, uploadImage } from '../../test/catalogue-fixtures.ts';
import { createProduct } from '../purchases/shop.test-utils.ts';
import { creamBody, createRecipe, makeCatalogue } from '../recipes/recipes.test-utils.ts';
import { adminPdf, boardPostIn, inDays } from '../content/content.test-utils.ts';
import type { PagesChanged } from '../realtime/bus.ts';
import { createShellRenderer } from './seo.routes.ts';
import { withStaffAndCustomer } from '../../test/signed-in.ts';

// a built shell like apps/web/dist/index.html: the server writes each public page's metadata into it
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-seo-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><meta name="description" content="generic" />' +
    '<title>Formulab</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
);

const EVIL = `Evil "quoted" 'name' </script><script>alert(1)</script>`;

let t: TestApp;
let admin: Caller & { id: string };
let customer: Caller & { id: string };
const seeded: Record<string, any> = {};

beforeAll(async () => {
  ({ t, admin, customer } = await withStaffAndCustomer(startTestApp({ webDist: dist })));
  const img = await uploadImage(t, admin);
  seeded.product = await createProduct(admin, {
    nameKo: '수분 크림',
    nameEn: 'Moisture cream',
    summaryKo: '가벼운 수분 크림',
    summaryEn: 'A light moisturiser',
    imageIds: [img.id],
  });
  seeded.hiddenProduct = await createProduct(admin, { nameKo: '숨김 제품', nameEn: 'Secret product', status: 'hidden' });
  seeded.evilProduct = await createProduct(admin, { nameKo: EVIL, nameEn: EVIL, summaryKo: EVIL, summaryEn: EVIL });
  seeded.ingredient = await createIngredient(t, admin, {
    inciName: `Niacinamide SEO${Date.now()}`,
    nameKo: '나이아신아마이드',
    nameEn: 'Niacinamide',
  });
  seeded.hiddenIngredient = await createIngredient(t, admin, { inciName: `Hidden SEO${Date.now()}`, visible: false });
  seeded.packaging = await createSubMaterial(t, admin, { nameKo: '펌프 용기', nameEn: 'Pump bottle' });
  const notice = await admin.request('POST', '/api/admin/notices', { title: 'Holiday hours', body: '<p>Closed on Chuseok.</p>' });
  expect(notice.status).toBe(201);
  seeded.notice = notice.body;
  const future = await admin.request('POST', '/api/admin/notices', {
    title: 'Not yet',
    body: '<p>later</p>',
    publishAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  expect(future.status).toBe(201);
  seeded.futureNotice = future.body;
  const c = await makeCatalogue(t, admin);
  seeded.publicRecipe = await createRecipe(customer, creamBody(c, { name: 'Open cream', description: 'Shared with everyone' }));
  expect(
    (await customer.request('POST', `/api/recipes/${seeded.publicRecipe.id}/visibility`, { visibility: 'public' })).status,
  ).toBe(200);
  seeded.privateRecipe = await createRecipe(customer, creamBody(c, { name: 'Secret cream', description: 'Private formula' }));
  seeded.post = (
    await boardPostIn(
      admin,
      customer,
      { slug: `seo-${Date.now()}`, nameKo: '질문', nameEn: 'Q&A' },
      { title: 'Which pump?', body: '<p>For a serum</p>' },
    )
  ).post;
  // investor relations: a disclosure of 2025 (Korean time: 1 January 00:30 is still 2024 in UTC) and a scheduled one
  const ir = async (title: string, publishAt: string) => {
    const pdf = await adminPdf(t, admin);
    const res = await admin.request('POST', '/api/admin/ir', {
      title,
      body: '<p>Summary</p>',
      publishAt,
      attachmentIds: [pdf.id],
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  seeded.ir = await ir('2024 annual report', '2025-01-01T00:30:00+09:00');
  seeded.futureIr = await ir('Next quarter', inDays(30));
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function page(p: string, lang = 'ko-KR,ko;q=0.9,en;q=0.5') {
  const res = await fetch(t.url + p, { headers: { 'accept-language': lang } });
  return { status: res.status, headers: res.headers, html: await res.text() };
}
const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The page a shell renderer sends for `url` in `lang`, asked directly (no server around it). */
async function madePage(render: ReturnType<typeof createShellRenderer>, url: string, lang: string): Promise<string> {
  const sent: unknown[] = [];
  const reply = {
    header: () => reply,
    type: () => reply,
    code: () => reply,
    send: (body?: unknown) => (sent.push(body), reply),
  };
  const request = { url, headers: { 'accept-language': lang } } as unknown as FastifyRequest;
  expect(await render(request, reply as unknown as FastifyReply)).toBe(true);
  return String(sent[0]);
}
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const jsonLdOf = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.length ? JSON.parse(blocks[0]![1]!) : null;
};

describe('public pages without JavaScript', () => {
  it('/intro: fixed title in the visitor language, canonical, Open Graph, Organization JSON-LD', async () => {
    const ko = await page('/intro');
    expect(ko.status).toBe(200);
    expect(ko.html).toContain('<html lang="ko"');
    expect(titleOf(ko.html)).toBe('Formulab — 화장품 ODM/OEM');
    expect(ko.html.match(/<title>/g)).toHaveLength(1);
    expect(ko.html.match(/name="description"/g)).toHaveLength(1);
    expect(canonicalOf(ko.html)).toBe(`${t.url}/intro`);
    expect(meta(ko.html, 'property', 'og:url')).toBe(`${t.url}/intro`);
    expect(meta(ko.html, 'property', 'og:type')).toBe('website');
    expect(meta(ko.html, 'name', 'twitter:card')).toBeTruthy();
    expect(jsonLdOf(ko.html)).toMatchObject({ '@type': 'Organization', name: 'Formulab', url: `${t.url}/intro` });
    expect(ko.html).toContain('<noscript><article><h1>');
    expect(ko.headers.get('cache-control')).toBe('public, max-age=60');
    expect(ko.headers.get('vary')).toMatch(/accept-language/i);
    // the page headers (CSP without inline scripts) are the ones every page gets
    expect(ko.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);

    const en = await page('/intro', 'en-US,en;q=0.9');
    expect(en.html).toContain('<html lang="en"');
    expect(titleOf(en.html)).toBe('Formulab — cosmetics ODM/OEM');
    expect(meta(en.html, 'property', 'og:locale')).toBe('en_US');
  });

  it('each page names its Korean and English addresses (hreflang); `?lang=` decides the language over the browser', async () => {
    const alternatesOf = (html: string) =>
      Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const id = seeded.ingredient.id;
    const base = `${t.url}/ingredients?id=${id}`;
    const negotiated = await page(`/ingredients?id=${id}`, 'en-US,en;q=0.9');
    expect(alternatesOf(negotiated.html)).toEqual({
      ko: `${base}&amp;lang=ko`,
      en: `${base}&amp;lang=en`,
      'x-default': base,
    });
    expect(canonicalOf(negotiated.html)).toBe(base);
    expect(negotiated.headers.get('vary')).toMatch(/accept-language/i);

    // an English address is English for a Korean browser too, and is its own canonical
    const english = await page(`/ingredients?id=${id}&lang=en`);
    expect(english.html).toContain('<html lang="en"');
    expect(titleOf(english.html)).toBe(`Niacinamide (${seeded.ingredient.inciName}) · Formulab`);
    expect(canonicalOf(english.html)).toBe(`${base}&amp;lang=en`);
    expect(meta(english.html, 'property', 'og:url')).toBe(`${base}&amp;lang=en`);
    expect(english.headers.get('vary') ?? '').not.toMatch(/accept-language/i);
    expect(alternatesOf(english.html)).toEqual(alternatesOf(negotiated.html));
    const korean = await page('/intro?lang=ko', 'en-US,en;q=0.9');
    expect(titleOf(korean.html)).toBe('Formulab — 화장품 ODM/OEM');
    expect(alternatesOf(korean.html)).toEqual({
      ko: `${t.url}/intro?lang=ko`,
      en: `${t.url}/intro?lang=en`,
      'x-default': `${t.url}/intro`,
    });
    // anything else in `lang` is no language: the browser's
    expect(titleOf((await page('/intro?lang=fr', 'en')).html)).toBe('Formulab — cosmetics ODM/OEM');
  });

  it('a year of investor relations is a page of its own; the notices and IR pages offer their feeds', async () => {
    const year = await page('/IR?year=2025&lang=en');
    expect(canonicalOf(year.html)).toBe(`${t.url}/IR?year=2025&amp;lang=en`);
    expect(year.html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Formulab investor disclosures" href="${t.url}/feeds/ir.xml" />`,
    );
    expect((await page('/notice')).html).toContain(`title="Formulab 공지사항" href="${t.url}/feeds/notices.xml"`);
    // without a year, or with an empty one: the page itself (the newest year)
    for (const p of ['/IR', '/IR?year=']) {
      const plain = await page(p);
      expect(plain.status, p).toBe(200);
      expect(canonicalOf(plain.html), p).toBe(`${t.url}/IR`);
    }
  });

  it('a year of investor relations with no published disclosure, or what is no year, is a 404, never kept', async () => {
    // 2026: only the scheduled disclosure's; 1999: none; the rest are no year at all
    for (const p of ['/IR?year=2026', '/IR?year=1999', '/IR?year=<x>', '/IR?year=junk', '/IR?year=0', '/IR?year=2025.5']) {
      const res = await page(p);
      expect(res.status, p).toBe(404);
      expect(res.html, p).toContain('<meta name="robots" content="noindex" />');
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      expect(res.html, p).not.toMatch(/canonical|og:/);
    }
  });

  it('static catalogue and content pages have their own titles', async () => {
    for (const [p, ko] of [
      ['/ingredients', '원료 카탈로그'],
      ['/submaterials', '부자재 카탈로그'],
      ['/product', '쇼핑'],
      ['/notice', '공지사항'],
      ['/company', '회사 소개'],
      ['/guide', '이용 안내'],
      ['/IR', 'IR 자료'],
      ['/publicRecipes', '공개 처방'],
      ['/board', '게시판'],
    ]) {
      const r = await page(p!);
      expect(titleOf(r.html), p).toBe(`${ko} · Formulab`);
      expect(canonicalOf(r.html), p).toBe(t.url + p);
    }
  });

  it('a product: its name, summary, photo and a Product with an offer in KRW', async () => {
    const p = seeded.product;
    const en = await page(`/product/${p.id}`, 'en');
    expect(titleOf(en.html)).toBe('Moisture cream · Formulab');
    expect(meta(en.html, 'name', 'description')).toBe('A light moisturiser');
    expect(canonicalOf(en.html)).toBe(`${t.url}/product/${p.id}`);
    expect(meta(en.html, 'property', 'og:type')).toBe('product');
    expect(meta(en.html, 'property', 'og:image')).toBe(`${t.url}${p.images[0].url}`);
    // the upload as a previewer reads it (a PNG), with its size so the card is laid out before it arrives
    expect(meta(en.html, 'property', 'og:image:type')).toBe('image/png');
    expect(meta(en.html, 'property', 'og:image:width')).toBe('50');
    expect(meta(en.html, 'property', 'og:image:height')).toBe('40');
    expect(meta(en.html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(jsonLdOf(en.html)).toMatchObject({
      '@type': 'Product',
      name: 'Moisture cream',
      sku: p.code,
      image: [`${t.url}${p.images[0].url}`],
      offers: { '@type': 'Offer', priceCurrency: 'KRW', price: 20_000, availability: 'https://schema.org/InStock' },
    });
    expect(en.html).toContain('<noscript><article><h1>Moisture cream</h1><p>A light moisturiser</p></article></noscript>');
    const ko = await page(`/product/${p.id}`);
    expect(titleOf(ko.html)).toBe('수분 크림 · Formulab');
    // the picture the preview shows is public
    expect((await fetch(`${t.url}${p.images[0].url}`)).status).toBe(200);
  });

  it('an ingredient, a packaging item, a notice, a board post and a public recipe', async () => {
    const i = seeded.ingredient;
    const ing = await page(`/ingredients?id=${i.id}`, 'en');
    expect(titleOf(ing.html)).toBe(`Niacinamide (${i.inciName}) · Formulab`);
    expect(canonicalOf(ing.html)).toBe(`${t.url}/ingredients?id=${i.id}`);
    expect(jsonLdOf(ing.html)).toMatchObject({ '@type': 'Thing', name: i.inciName });

    const s = seeded.packaging;
    const pack = await page(`/submaterial/${s.id}`, 'en');
    expect(titleOf(pack.html)).toBe('Pump bottle · Formulab');
    expect(jsonLdOf(pack.html)).toMatchObject({ '@type': 'Product', name: 'Pump bottle', sku: s.code });

    const n = seeded.notice;
    const notice = await page(`/notice?id=${n.id}`);
    expect(titleOf(notice.html)).toBe('Holiday hours · Formulab');
    expect(meta(notice.html, 'name', 'description')).toBe('Closed on Chuseok.');
    expect(meta(notice.html, 'property', 'og:type')).toBe('article');
    expect(jsonLdOf(notice.html)).toMatchObject({ '@type': 'Article', headline: 'Holiday hours', datePublished: n.publishAt });

    const post = await page(`/board/${seeded.post.id}`);
    expect(titleOf(post.html)).toBe('Which pump? · Formulab');
    expect(jsonLdOf(post.html)).toMatchObject({ '@type': 'DiscussionForumPosting', headline: 'Which pump?' });

    const r = seeded.publicRecipe;
    const recipe = await page(`/publicRecipes?id=${r.id}`);
    expect(titleOf(recipe.html)).toBe('Open cream · Formulab');
    expect(meta(recipe.html, 'name', 'description')).toBe('Shared with everyone');
    expect(jsonLdOf(recipe.html)).toMatchObject({ '@type': 'CreativeWork', name: 'Open cream' });
  });

  it('a hidden product, a hidden ingredient, a scheduled notice, a private recipe and an unknown record are a 404 with the generic shell, even for staff', async () => {
    const paths = [
      `/product/${seeded.hiddenProduct.id}`,
      `/ingredients?id=${seeded.hiddenIngredient.id}`,
      `/notice?id=${seeded.futureNotice.id}`,
      `/publicRecipes?id=${seeded.privateRecipe.id}`,
      `/product/not-a-uuid`,
      `/notice?id=00000000-0000-4000-8000-000000000000`,
      `/board/${'9'.repeat(5000)}`,
    ];
    for (const p of paths) {
      for (const caller of [undefined, admin.cookie, customer.cookie]) {
        const res = await fetch(t.url + p, { headers: caller ? { cookie: caller } : {} });
        const html = await res.text();
        // not a "soft 404": the status says so, and the page stays out of search results
        expect(res.status, p).toBe(404);
        expect(meta(html, 'name', 'robots'), p).toBe('noindex');
        expect(titleOf(html), p).toBe('Formulab');
        expect(html, p).not.toMatch(/Secret|숨김|Not yet|Private formula|Hidden SEO|og:|ld\+json|canonical/);
        // never kept: the record published (the notice's hour come) shows at once
        expect(res.headers.get('cache-control'), p).toBe('no-cache');
        expect(res.headers.get('etag'), p).toBeNull();
      }
    }
  });

  it('bad input in a page address is refused (400) or read as no record, never a 500 and never a record', async () => {
    for (const p of ['/product/%00', '/ingredients?id=%00', '/submaterial/%ED%A0%80']) {
      const res = await fetch(t.url + p);
      expect(res.status, p).toBe(400);
      expect(await res.text(), p).not.toMatch(/og:|ld\+json|canonical/);
    }
    // an id that is no id (a lone surrogate, 5,000 characters, twice): no record (the app shows its
    // "not found" for it), so a 404; an empty one is the list
    for (const p of ['/notice?id=%ED%A0%80', `/publicRecipes?id=${'a'.repeat(5000)}`, '/notice?id=1&id=2']) {
      const res = await fetch(t.url + p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toMatch(/og:|ld\+json|canonical/);
    }
    const list = await fetch(`${t.url}/notice?id=`);
    expect(list.status).toBe(200);
    expect(titleOf(await list.text())).toBe('공지사항 · Formulab');
  });

  it('a record whose name holds markup and quotes is escaped in attributes, text and JSON-LD', async () => {
    const { html } = await page(`/product/${seeded.evilProduct.id}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the JSON-LD block's and the app's own
    expect(titleOf(html)).toBe(
      'Evil &quot;quoted&quot; &#39;name&#39; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Formulab',
    );
    expect(meta(html, 'property', 'og:title')).toContain('&quot;quoted&quot;');
    // the JSON-LD parses back to the exact name
    expect(jsonLdOf(html).name).toBe(EVIL);
    expect(html).toContain('\\u003c/script\\u003e');
  });

  it('the shell renderer sends a public page once and says so; another page it leaves to the caller', async () => {
    // a Fastify reply is a thenable that resolves to nothing: a renderer returning it made the caller
    // think nothing was sent and send index.html a second time ("Reply was already sent", 2026-11-28)
    const render = createShellRenderer({ db: t.db.db, publicUrl: t.url, indexFile: path.join(dist, 'index.html') });
    const fake = () => {
      const sent: unknown[] = [];
      const reply = {
        sent,
        header: () => reply,
        type: () => reply,
        code: () => reply,
        send: (body?: unknown) => (sent.push(body), reply),
        then: (done: () => void) => done(),
      };
      return reply;
    };
    const request = (url: string) => ({ url, headers: {} }) as unknown as FastifyRequest;
    const page = fake();
    expect(await render(request('/intro'), page as unknown as FastifyReply)).toBe(true);
    expect(page.sent).toHaveLength(1);
    const other = fake();
    expect(await render(request('/recipes'), other as unknown as FastifyReply)).toBe(false);
    expect(other.sent).toEqual([]);
  });

  it('a page made in the last minute is sent again without reading its record; after a minute it is made anew', async () => {
    let clock = 1_000_000;
    const render = createShellRenderer({
      db: t.db.db,
      publicUrl: t.url,
      indexFile: path.join(dist, 'index.html'),
      now: () => clock,
    });
    const html = (url: string, lang = 'en') => madePage(render, url, lang);
    const product = await createProduct(admin, { nameKo: '캐시 크림', nameEn: 'Cached cream' });
    const url = `/product/${product.id}`;
    expect(titleOf(await html(url))).toBe('Cached cream · Formulab');
    // renamed behind the page's back: within the minute the page made before is sent (no statement ran)
    await t.db.pool.query(`update products set name_en = 'Renamed cream' where id = $1`, [product.id]);
    clock += 59_000;
    expect(titleOf(await html(url))).toBe('Cached cream · Formulab');
    // each language and address is a page of its own
    expect(titleOf(await html(url, 'ko'))).toBe('캐시 크림 · Formulab');
    expect(titleOf(await html(`${url}?lang=en`))).toBe('Renamed cream · Formulab');
    // a tracking parameter is the same page (a query of junk cannot fill the cache with copies)
    expect(titleOf(await html(`${url}?utm_source=kakao`))).toBe('Cached cream · Formulab');
    clock += 1_000;
    expect(titleOf(await html(url))).toBe('Renamed cream · Formulab');
  });

  it("a page whose record changes while it is made is sent, not kept; another record's change leaves it kept", async () => {
    let announce!: (change: PagesChanged | null) => void;
    const render = createShellRenderer({
      db: t.db.db,
      publicUrl: t.url,
      indexFile: path.join(dist, 'index.html'),
      now: () => 1_000_000, // the clock stands still: a page made is kept until a change drops it
      changes: (forget) => (announce = forget),
    });
    const title = async (url: string) => titleOf(await madePage(render, url, 'en'));
    const [moving, steady] = await Promise.all([
      createProduct(admin, { nameKo: '바뀌는 크림', nameEn: 'Moving cream' }),
      createProduct(admin, { nameKo: '그대로인 크림', nameEn: 'Steady cream' }),
    ]);
    const rename = (id: string, name: string) => t.db.pool.query(`update products set name_en = $2 where id = $1`, [id, name]);
    // the product's change is announced while its page is being made (the page may have read it before)
    let making = title(`/product/${moving.id}`);
    announce({ k: 'pages', kind: 'product', ids: [moving.id] });
    expect(await making).toBe('Moving cream · Formulab');
    // renamed without an announcement: only a page made anew reads the new name, so none was kept
    await rename(moving.id, 'Moved cream');
    expect(await title(`/product/${moving.id}`)).toBe('Moved cream · Formulab');
    // the bus listening again (what changed meanwhile is not known): the same
    making = title(`/product/${steady.id}`);
    announce(null);
    expect(await making).toBe('Steady cream · Formulab');
    await rename(steady.id, 'Stirred cream');
    expect(await title(`/product/${steady.id}`)).toBe('Stirred cream · Formulab');
    // another product's change: the page made meanwhile is kept (sent again without reading its record)
    making = title(`/product/${steady.id}?lang=en`);
    announce({ k: 'pages', kind: 'product', ids: [moving.id] });
    expect(await making).toBe('Stirred cream · Formulab');
    await rename(steady.id, 'Still cream');
    expect(await title(`/product/${steady.id}?lang=en`)).toBe('Stirred cream · Formulab');
  });

  it('with the page cache off (PAGE_CACHE_SECONDS=0) every request makes its page', async () => {
    const render = createShellRenderer({
      db: t.db.db,
      publicUrl: t.url,
      indexFile: path.join(dist, 'index.html'),
      now: () => 1_000_000, // the clock stands still: only the setting makes the page anew
      cacheMs: 0,
    });
    const html = (url: string) => madePage(render, url, 'en');
    const product = await createProduct(admin, { nameKo: '캐시 없는 크림', nameEn: 'Uncached cream' });
    const url = `/product/${product.id}`;
    expect(titleOf(await html(url))).toBe('Uncached cream · Formulab');
    await t.db.pool.query(`update products set name_en = 'Renamed uncached cream' where id = $1`, [product.id]);
    expect(titleOf(await html(url))).toBe('Renamed uncached cream · Formulab');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await fetch(`${t.url}/product/${seeded.product.id}`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${t.url}/product/${seeded.product.id}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sends a made page as it is, in brotli or in gzip as accepted: the same page, compressed once', async () => {
    const url = `${t.url}/product/${seeded.product.id}?lang=en`;
    const get = (encoding?: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
        http
          .get(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject),
      );
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<title>');
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body)).toEqual(plain.body);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body)).toEqual(plain.body);
    // one page, one tag, whatever the encoding; caches keep each encoding apart
    expect(new Set([plain, br, gzip].map((r) => r.headers.etag)).size).toBe(1);
    for (const r of [plain, br, gzip]) expect(r.headers.vary).toContain('accept-encoding');
    // the page's brotli is made once and sent again
    expect((await get('br')).body).toEqual(br.body);
  });
});

describe('link-preview cards (decision 0031)', () => {
  const pngSize = async (res: Response) => {
    const { width, height, format } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    return { width, height, format };
  };

  it('a page with no picture of its own names its card: 1200 × 630, its address versioned by the text', async () => {
    const n = seeded.notice;
    const { html } = await page(`/notice?id=${n.id}`, 'en');
    const image = meta(html, 'property', 'og:image')!.replaceAll('&amp;', '&');
    expect(image).toMatch(new RegExp(`^${t.url}/og/notice\\.png\\?id=${n.id}&lang=en&v=[\\w-]{10}$`));
    expect(meta(html, 'property', 'og:image:width')).toBe('1200');
    expect(meta(html, 'property', 'og:image:height')).toBe('630');
    expect(meta(html, 'property', 'og:image:type')).toBe('image/png');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:image')).toBe(meta(html, 'property', 'og:image'));
    // the landing page and the lists have one too; a product with a photo keeps its photo
    expect(meta((await page('/intro')).html, 'property', 'og:image')).toMatch(
      new RegExp(`^${t.url}/og/intro\\.png\\?lang=ko&amp;v=`),
    );
    expect(meta((await page('/IR?year=2025')).html, 'property', 'og:image')).toMatch(
      /\/og\/IR\.png\?year=2025&amp;lang=ko&amp;v=/,
    );
    expect(meta((await page(`/product/${seeded.product.id}`)).html, 'property', 'og:image')).toBe(
      `${t.url}${seeded.product.images[0].url}`,
    );

    const res = await fetch(image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await pngSize(res)).toEqual({ width: 1200, height: 630, format: 'png' });
    // asked again with its ETag: nothing to send
    const again = await fetch(image, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    // another language is another card
    const ko = await fetch(image.replace('lang=en', 'lang=ko'));
    expect(ko.status).toBe(200);
    expect(ko.headers.get('etag')).not.toBe(res.headers.get('etag'));
  });

  it('every kind of public page has its card, a name with markup included', async () => {
    const cards = [
      `/og/ingredients.png?id=${seeded.ingredient.id}&lang=en`,
      `/og/submaterial/${seeded.packaging.id}.png`,
      `/og/board/${seeded.post.id}.png?lang=en`,
      `/og/publicRecipes.png?id=${seeded.publicRecipe.id}`,
      `/og/product/${seeded.evilProduct.id}.png`,
      '/og/ingredients.png',
      '/og/company.png?lang=en',
    ];
    for (const c of cards) {
      const res = await fetch(t.url + c);
      expect(res.status, c).toBe(200);
      expect(await pngSize(res), c).toEqual({ width: 1200, height: 630, format: 'png' });
    }
  });

  it('there is no card of what a visitor cannot open, whoever asks, nor of a signed-in screen or a bad address', async () => {
    const cards = [
      `/og/product/${seeded.hiddenProduct.id}.png`,
      `/og/ingredients.png?id=${seeded.hiddenIngredient.id}`,
      `/og/notice.png?id=${seeded.futureNotice.id}`,
      `/og/publicRecipes.png?id=${seeded.privateRecipe.id}`,
      `/og/IR.png?year=1999`,
      '/og/recipes.png',
      '/og/admin/users.png',
      '/og/intro',
      '/og/intro.jpg',
      '/og/.png',
      '/og/product/%00.png',
      `/og/board/${'9'.repeat(5000)}.png`,
    ];
    for (const c of cards) {
      for (const caller of [undefined, admin.cookie]) {
        const res = await fetch(t.url + c, { headers: caller ? { cookie: caller } : {} });
        expect([400, 404], c).toContain(res.status);
        expect(res.headers.get('content-type'), c).not.toBe('image/png');
      }
    }
  });
});

describe('addresses the app has no screen for', () => {
  it('a page path that matches no route is a 404: the app shell (its not-found page), noindex, never kept', async () => {
    fs.writeFileSync(path.join(dist, 'service-worker.js'), 'self.x = 1;');
    for (const p of [
      '/no-such-page',
      '/intro/more',
      '/product/a/b',
      '/admin/no-such-screen',
      '/recipes/x/edit',
      '/no-such?lang=en',
    ]) {
      for (const cookie of [undefined, customer.cookie]) {
        const res = await fetch(t.url + p, { headers: cookie ? { cookie } : {} });
        const html = await res.text();
        expect(res.status, p).toBe(404);
        expect(res.headers.get('content-type'), p).toMatch(/^text\/html/);
        expect(res.headers.get('cache-control'), p).toBe('no-cache');
        expect(html, p).toContain('<meta name="robots" content="noindex" />');
        expect(html, p).toContain('<script type="module" src="/assets/app.js"></script>');
        expect(html, p).not.toMatch(/canonical|og:/);
      }
      expect((await fetch(t.url + p, { method: 'HEAD' })).status, p).toBe(404);
    }
  });

  it('every real route keeps its 200 (public, signed-in, staff, redirects), and API paths and files theirs', async () => {
    for (const p of [
      '/',
      '/intro',
      '/Intro/',
      '/login',
      '/dashboard',
      '/orders',
      '/recipes/x/print',
      '/policies/terms',
      '/partners',
      '/payment/test-gateway',
      '/admin',
      '/admin/login',
      '/admin/users',
      '/admin/compliance-rules',
      '/admin/system',
    ]) {
      const res = await fetch(t.url + p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).not.toContain('noindex');
    }
    const api = await fetch(`${t.url}/api/no-such`);
    expect(api.status).toBe(404);
    expect((await api.json()).code).toBe('NOT_FOUND');
    const asset = await fetch(`${t.url}/assets/missing.js`);
    expect([asset.status, asset.headers.get('content-type')]).toEqual([404, 'text/plain']);
    const worker = await fetch(`${t.url}/service-worker.js`);
    expect(worker.status).toBe(200);
    expect(await worker.text()).toBe('self.x = 1;');
    expect((await fetch(`${t.url}/robots.txt`)).status).toBe(200);
  });
});

describe('robots.txt, sitemaps and the notices feed', () => {
  it('robots.txt keeps crawlers out of /admin and /api and names the sitemap', async () => {
    const res = await fetch(`${t.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${t.url}/sitemap.xml`);
  });

  it('the sitemap index lists a page per kind, and the pages list every public record and nothing else', async () => {
    const index = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex');
    const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const kind of ['pages', 'products', 'ingredients', 'packaging', 'notices', 'recipes', 'board'])
      expect(locs, kind).toContain(`${t.url}/sitemaps/${kind}-1.xml`);

    const urls: string[] = [];
    for (const loc of locs) {
      const res = await fetch(loc.replace(t.url, t.url));
      expect(res.status, loc).toBe(200);
      const xml = await res.text();
      expect(xml).toContain('<urlset');
      urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&')));
      if (!loc.endsWith('pages-1.xml')) expect(xml.match(/<lastmod>/g)?.length ?? 0).toBe(xml.match(/<url>/g)?.length ?? 0);
    }
    const expected = [
      `/product/${seeded.product.id}`,
      `/product/${seeded.evilProduct.id}`,
      `/ingredients?id=${seeded.ingredient.id}`,
      `/submaterial/${seeded.packaging.id}`,
      `/notice?id=${seeded.notice.id}`,
      `/board/${seeded.post.id}`,
      `/publicRecipes?id=${seeded.publicRecipe.id}`,
      '/intro',
      '/ingredients',
    ];
    for (const p of expected) expect(urls, p).toContain(t.url + p);
    // the policies in force, each dated by when it took effect
    const pages = await (await fetch(`${t.url}/sitemaps/pages-1.xml`)).text();
    for (const kind of ['terms', 'privacy', 'refund'])
      expect(pages).toMatch(new RegExp(`<url><loc>${t.url}/policies/${kind}</loc><lastmod>\\d{4}-`));
    // the year of investor relations that has a published disclosure (the scheduled one's year has none yet)
    expect(urls).toContain(`${t.url}/IR?year=2025`);
    for (const p of [
      `/product/${seeded.hiddenProduct.id}`,
      `/ingredients?id=${seeded.hiddenIngredient.id}`,
      `/notice?id=${seeded.futureNotice.id}`,
      `/publicRecipes?id=${seeded.privateRecipe.id}`,
    ])
      expect(urls, p).not.toContain(t.url + p);
    // every public record of the database is there, once
    const { rows } = await t.db.pool.query<{ n: number }>(`select
      (select count(*) from products where status <> 'hidden') + (select count(*) from ingredients where visible)
      + (select count(*) from sub_materials where visible) + (select count(*) from notices where publish_at <= now())
      + (select count(*) from recipes where visibility = 'public' and deleted_at is null)
      + (select count(*) from board_posts where not hidden) as n`);
    const records = urls.filter((u) => /\/(product|submaterial|board)\/|\?id=/.test(u));
    expect(new Set(records).size).toBe(records.length);
    expect(records.length).toBe(Number(rows[0]!.n));
  });

  it('every address in the sitemaps names its Korean and English addresses beside itself', async () => {
    const xml = await (await fetch(`${t.url}/sitemaps/ingredients-1.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1]!;
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
        m[1],
        m[2],
      ]);
      expect(links).toEqual([
        ['ko', `${loc}&amp;lang=ko`],
        ['en', `${loc}&amp;lang=en`],
        ['x-default', loc],
      ]);
    }
    const pages = await (await fetch(`${t.url}/sitemaps/pages-1.xml`)).text();
    expect(pages).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${t.url}/intro?lang=en"/>`);
  });

  it('a page past the end or an unknown kind is a 404', async () => {
    expect((await fetch(`${t.url}/sitemaps/products-2.xml`)).status).toBe(404);
    expect((await fetch(`${t.url}/sitemaps/users-1.xml`)).status).toBe(404);
    expect((await fetch(`${t.url}/sitemaps/pages-2.xml`)).status).toBe(404);
    expect((await fetch(`${t.url}/sitemaps/..%2Fx.xml`)).status).toBe(404);
  });

  it('the Atom feed carries published notices only', async () => {
    const res = await fetch(`${t.url}/feeds/notices.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    const xml = await res.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(`<title>Holiday hours</title>`);
    expect(xml).toContain(`${t.url}/notice?id=${seeded.notice.id}`);
    expect(xml).not.toContain('Not yet');
  });

  it('the IR feed carries published disclosures, each linking to its place on its year’s page', async () => {
    const res = await fetch(`${t.url}/feeds/ir.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    const xml = await res.text();
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${t.url}/feeds/ir.xml"/>`);
    expect(xml).toContain('<title>2024 annual report</title>');
    expect(xml).toContain(`<link rel="alternate" type="text/html" href="${t.url}/IR?year=2025#ir-${seeded.ir.id}"/>`);
    expect(xml).not.toContain('Next quarter');
    expect((await fetch(`${t.url}/feeds/ir.xml`, { headers: { 'if-none-match': res.headers.get('etag')! } })).status).toBe(304);
  });
});
