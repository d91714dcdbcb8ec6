import { AppError } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import { getProduct } from '../products/products.service.ts';
import { getIngredient } from '../ingredients/ingredients.service.ts';
import { getSubMaterial } from '../sub-materials/sub-materials.service.ts';
import { getNotice } from '../notices/notices.service.ts';
import { getPost } from '../board/board.service.ts';
import { getPublicRecipe } from '../recipes/recipes.public.ts';
import { irYears } from '../ir/ir.service.ts';
import { PUBLIC_VIEWER } from '../catalogue/catalogue.policy.ts';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { clip, titled, type Lang, type PageImage, type PageMeta } from './seo.html.ts';
import { policyMeta } from './seo.policies.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardKey, type CardText } from './seo.card.ts';
import { PUBLIC_READER } from '../content/publication.policy.ts';

/**
 * What a link preview or a crawler learns about a public page (decision 0017). Records are read through
 * the API's own services **as an anonymous visitor**, whoever asks: a hidden product, an unpublished
 * notice, a hidden post or a private recipe answers 404 there, and so does its page (`NO_RECORD`: the
 * generic shell, marked noindex, with status 404; decision 0027).
 */

const SITE = 'Formulab';
type Text = { title: string; description: string };

/** Fixed titles and descriptions of the public pages that show no single record. */
export const STATIC_PAGES: Record<string, Record<Lang, Text>> = {
  '/intro': {
    ko: {
      title: 'Formulab — 화장품 ODM/OEM',
      description: '처방 설계부터 샘플, 견적, 생산까지: 화장품 ODM/OEM 고객 포털 Formulab.',
    },
    en: {
      title: 'Formulab — cosmetics ODM/OEM',
      description: 'From formula to finished product: the customer portal of a cosmetics ODM/OEM manufacturer.',
    },
  },
  '/company': {
    ko: { title: '회사 소개', description: 'Formulab 제조사 소개: 연구소, 생산 설비와 인증.' },
    en: { title: 'Company', description: 'About the manufacturer behind Formulab: laboratory, production and certifications.' },
  },
  '/guide': {
    ko: { title: '이용 안내', description: '처방 작성, 샘플 요청, 견적과 생산 주문까지 Formulab 이용 방법.' },
    en: {
      title: 'How it works',
      description: 'How to write a formula, request samples, get a quote and order production on Formulab.',
    },
  },
  '/notice': {
    ko: { title: '공지사항', description: 'Formulab 공지사항.' },
    en: { title: 'Notices', description: 'Announcements from Formulab.' },
  },
  '/IR': {
    ko: { title: 'IR 자료', description: 'Formulab 투자자 정보와 공시 자료.' },
    en: { title: 'Investor relations', description: 'Investor information and disclosures of Formulab.' },
  },
  '/publicRecipes': {
    ko: { title: '공개 처방', description: '고객이 공개한 화장품 처방 모음.' },
    en: { title: 'Public formulas', description: 'Cosmetic formulas published by Formulab customers.' },
  },
  '/ingredients': {
    ko: { title: '원료 카탈로그', description: 'INCI명, CAS 번호, 기능과 사용 범위로 찾는 화장품 원료 카탈로그.' },
    en: { title: 'Ingredient catalogue', description: 'Cosmetic ingredients by INCI name, CAS number, function and use level.' },
  },
  '/submaterials': {
    ko: { title: '부자재 카탈로그', description: '용기, 캡, 펌프 등 화장품 부자재 카탈로그.' },
    en: { title: 'Packaging catalogue', description: 'Bottles, jars, caps, pumps and other cosmetic packaging.' },
  },
  '/board': {
    ko: { title: '게시판', description: 'Formulab 고객 게시판.' },
    en: { title: 'Board', description: 'The Formulab community board.' },
  },
  '/product': {
    ko: { title: '쇼핑', description: 'Formulab 제품 쇼핑.' },
    en: { title: 'Shop', description: 'Products in the Formulab shop.' },
  },
};

/**
 * The language a page is asked for in: a link's `?lang=ko|en` (the hreflang alternates, a shared
 * link) first, else the browser's Accept-Language.
 */
export function requestLanguage(query: URLSearchParams, acceptLanguage: string | undefined): { lang: Lang; inUrl: boolean } {
  const asked = query.get('lang');
  if (asked === 'ko' || asked === 'en') return { lang: asked, inUrl: true };
  return { lang: languageOf(acceptLanguage), inUrl: false };
}

/** The Atom feed a list page offers (seo.sitemap.ts), titled in the page's language. */
const FEEDS: Record<string, Record<Lang, string> & { href: string }> = {
  '/notice': { href: '/feeds/notices.xml', ko: 'Formulab 공지사항', en: 'Formulab notices' },
  '/IR': { href: '/feeds/ir.xml', ko: 'Formulab IR 공시', en: 'Formulab investor disclosures' },
};

/** ko or en from Accept-Language (highest q first; ties keep the header's order); Korean otherwise. */
export function languageOf(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'ko';
  const ranked = acceptLanguage
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q.slice(2)) || 0, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    if (tag === 'ko' || tag.startsWith('ko-')) return 'ko';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'ko';
}

/**
 * pageMeta's answer for the address of one record that an anonymous visitor cannot see: unknown,
 * malformed, hidden, unpublished or private (the services' 404 never tells which). Not a soft 404:
 * the caller sends the generic shell with status 404.
 */
export const NO_RECORD = 'no record';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path segment decoded, or null when it is not valid percent-encoding (`%E0`): never a 500. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A service's 404 (hidden, unpublished, private, missing) is null; anything else is thrown. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
}

const pick = (lang: Lang, ko: string, en: string) => (lang === 'ko' ? ko || en : en || ko);

type Ctx = { db: Db; publicUrl: string; lang: Lang };

/**
 * The metadata of a public page; `NO_RECORD` for the address of a record that is not public (or not
 * there); null for a path that is not a public page (signed-in and admin screens, unknown paths),
 * which gets the shell as it was built. A page with no picture of its own gets its card's (seo.card.ts).
 */
export async function pageMeta(ctx: Ctx, path: string, query: URLSearchParams): Promise<PageMeta | typeof NO_RECORD | null> {
  const m = await ownMeta(ctx, path, query);
  if (m === null || m === NO_RECORD || m.image) return m;
  return { ...m, image: cardImage(m, cardTextOf(ctx, path, query, m)) };
}

/** The sections whose records have an address of their own, by the list page that names the section. */
const SECTIONS: [RegExp, string][] = [
  [/^\/product\//, '/product'],
  [/^\/submaterial\//, '/submaterials'],
  [/^\/board\//, '/board'],
];

/** What a page's card says: its section (for a record's page), its heading and its description. */
export function cardTextOf(ctx: Ctx, path: string, query: URLSearchParams, m: PageMeta): CardText {
  const section = SECTIONS.find(([re]) => re.test(path))?.[1] ?? (IN_PLACE[path] && query.get('id') ? path : null);
  return {
    kicker: section ? (STATIC_PAGES[section]?.[ctx.lang].title ?? null) : null,
    title: m.noscript?.heading ?? m.title,
    description: m.noscript?.text ?? m.description,
    host: new URL(ctx.publicUrl).host,
  };
}

/**
 * The card's address: `/og` and the page's canonical path with `.png`, its query, the language, and a
 * version from the card's text (`v`), so that a preview service that keeps pictures by address fetches
 * the new one when the record's name changes. The route (seo.routes.ts) reads the page again as a
 * visitor, so a card exists exactly for the pages a visitor can open.
 */
function cardImage(m: PageMeta, text: CardText): PageImage {
  const url = new URL(m.canonical);
  url.pathname = `/og${url.pathname}.png`;
  url.searchParams.set('lang', m.lang);
  url.searchParams.set('v', cardKey(text).slice(0, 10));
  return { url: url.href, width: CARD_WIDTH, height: CARD_HEIGHT, type: 'image/png' };
}

async function ownMeta(ctx: Ctx, path: string, query: URLSearchParams): Promise<PageMeta | typeof NO_RECORD | null> {
  const { publicUrl, lang } = ctx;
  const abs = (p: string) => publicUrl + p;
  const id = query.get('id');
  const detail = /^\/(product|submaterial|board)\/([^/]+)$/.exec(path);
  if (detail) {
    const [, kind, raw] = detail;
    const recordId = decoded(raw!);
    if (!recordId || !UUID.test(recordId)) return NO_RECORD;
    if (kind === 'product') return productMeta(ctx, recordId);
    if (kind === 'submaterial') return subMaterialMeta(ctx, recordId);
    return postMeta(ctx, recordId);
  }
  const policy = /^\/policies\/([^/]+)$/.exec(path);
  if (policy) return (await policyMeta(ctx, decoded(policy[1]!) ?? '', query.get('version'))) ?? NO_RECORD;
  // a list page that opens one of its records in place (`?id=`): the app shows that record, or its
  // "not found" for any id it cannot load (a malformed one too); an empty `?id=` is the list
  const inPlace = IN_PLACE[path];
  if (inPlace && id) return UUID.test(id) ? inPlace(ctx, id) : NO_RECORD;
  const page = STATIC_PAGES[path];
  if (!page) return null;
  const text = page[lang];
  // a year of investor relations is a page of its own (its disclosures); other lists are one page. A
  // year with no published disclosure, or what is no year, is no page: the screen shows its "not found"
  // (before, the newest year under the address: a soft 404). An empty `?year=` is the page itself.
  const asked = path === '/IR' ? query.get('year') : null;
  const year = asked ? Number(asked) : null;
  if (year !== null && !(await irYears(ctx.db, PUBLIC_READER)).items.some((y) => y.year === year)) return NO_RECORD;
  const feed = FEEDS[path];
  return {
    lang,
    title: path === '/intro' ? text.title : titled(text.title),
    description: text.description,
    canonical: abs(year === null ? path : `${path}?year=${year}`),
    feeds: feed ? [{ title: feed[lang], href: abs(feed.href) }] : [],
    ogType: 'website',
    jsonLd:
      path === '/intro'
        ? {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: SITE,
            url: abs('/intro'),
            logo: abs('/icons/icon-512.png'),
            description: text.description,
          }
        : null,
    noscript: { heading: text.title, text: text.description },
  };
}

/**
 * A record's first picture for link previews: the upload itself (a JPEG or PNG every previewer reads;
 * the pages show its WebP), with its pixel size when known.
 */
function pageImage(publicUrl: string, f: FileRef | undefined): PageImage | null {
  return f ? { url: publicUrl + f.url, width: f.width, height: f.height, type: f.mime } : null;
}

/** The list pages that open one of their records in place (`?id=`), with that record's metadata. */
const IN_PLACE: Record<string, (ctx: Ctx, id: string) => Promise<PageMeta | typeof NO_RECORD>> = {
  '/ingredients': ingredientMeta,
  '/notice': noticeMeta,
  '/publicRecipes': recipeMeta,
};

/**
 * A record's page: its name (the title, the noscript heading), its description (also the noscript
 * text), its address and the rest (`image` when the record has pictures, `jsonLd`).
 */
function recordPage(
  lang: Lang,
  name: string,
  description: string,
  canonical: string,
  ogType: PageMeta['ogType'],
  rest: Pick<PageMeta, 'image' | 'jsonLd'>,
): PageMeta {
  return { lang, title: titled(name), description, canonical, ogType, ...rest, noscript: { heading: name, text: description } };
}

async function productMeta({ db, publicUrl, lang }: Ctx, id: string): Promise<PageMeta | typeof NO_RECORD> {
  const p = await orNull(() => getProduct(db, id, false));
  if (!p) return NO_RECORD;
  const name = pick(lang, p.nameKo, p.nameEn);
  const description = clip(pick(lang, p.summaryKo, p.summaryEn) || pick(lang, p.descriptionKo, p.descriptionEn)) || name;
  const url = `${publicUrl}/product/${p.id}`;
  const image = pageImage(publicUrl, p.images[0]);
  const inStock = p.status === 'active' && p.stock > 0;
  const prices = p.options.length ? p.options.map((o) => o.price) : [p.fromPrice];
  const availability = `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
  return recordPage(lang, name, description, url, 'product', {
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      description,
      sku: p.code,
      url,
      ...(image ? { image: [image.url] } : {}),
      offers:
        prices.length > 1
          ? {
              '@type': 'AggregateOffer',
              priceCurrency: 'KRW',
              lowPrice: Math.min(...prices),
              highPrice: Math.max(...prices),
              offerCount: prices.length,
              availability,
              url,
            }
          : { '@type': 'Offer', priceCurrency: 'KRW', price: prices[0], availability, url },
    },
  });
}

async function ingredientMeta({ db, publicUrl, lang }: Ctx, id: string): Promise<PageMeta | typeof NO_RECORD> {
  const i = await orNull(() => getIngredient(db, id, PUBLIC_VIEWER));
  if (!i) return NO_RECORD;
  const local = pick(lang, i.nameKo, i.nameEn);
  const name = local && local !== i.inciName ? `${local} (${i.inciName})` : i.inciName;
  const cas = i.casNumber ? ` · CAS ${i.casNumber}` : '';
  const description = clip(pick(lang, i.descriptionKo, i.descriptionEn) || `INCI ${i.inciName}${cas}`);
  const url = `${publicUrl}/ingredients?id=${i.id}`;
  const image = pageImage(publicUrl, i.images[0]);
  return recordPage(lang, name, description, url, 'website', {
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: i.inciName,
      alternateName: [i.nameKo, i.nameEn].filter((n) => n && n !== i.inciName),
      description,
      url,
      ...(i.casNumber ? { identifier: { '@type': 'PropertyValue', propertyID: 'CAS', value: i.casNumber } } : {}),
      ...(image ? { image: image.url } : {}),
    },
  });
}

async function subMaterialMeta({ db, publicUrl, lang }: Ctx, id: string): Promise<PageMeta | typeof NO_RECORD> {
  const s = await orNull(() => getSubMaterial(db, id, PUBLIC_VIEWER));
  if (!s) return NO_RECORD;
  const name = pick(lang, s.nameKo, s.nameEn);
  const description = clip(pick(lang, s.descriptionKo, s.descriptionEn)) || `${name} (${s.code})`;
  const url = `${publicUrl}/submaterial/${s.id}`;
  const image = pageImage(publicUrl, s.images[0]);
  return recordPage(lang, name, description, url, 'product', {
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      description,
      sku: s.code,
      url,
      ...(image ? { image: [image.url] } : {}),
    },
  });
}

async function noticeMeta({ db, publicUrl, lang }: Ctx, id: string): Promise<PageMeta | typeof NO_RECORD> {
  const n = await orNull(() => getNotice(db, id, PUBLIC_READER));
  if (!n) return NO_RECORD;
  const description = clip(n.excerpt) || n.title;
  const url = `${publicUrl}/notice?id=${n.id}`;
  return recordPage(lang, n.title, description, url, 'article', {
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: n.title,
      description,
      datePublished: n.publishAt,
      dateModified: n.updatedAt,
      url,
      mainEntityOfPage: url,
      publisher: { '@type': 'Organization', name: SITE, url: `${publicUrl}/intro` },
    },
  });
}

async function postMeta({ db, publicUrl, lang }: Ctx, id: string): Promise<PageMeta | typeof NO_RECORD> {
  const p = await orNull(() => getPost(db, id, { userId: null }));
  if (!p || p.hidden) return NO_RECORD;
  const description = clip(p.excerpt) || p.title;
  const url = `${publicUrl}/board/${p.id}`;
  return recordPage(lang, p.title, description, url, 'article', {
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      headline: p.title,
      description,
      datePublished: p.createdAt,
      dateModified: p.updatedAt,
      url,
    },
  });
}

async function recipeMeta({ db, publicUrl, lang }: Ctx, id: string): Promise<PageMeta | typeof NO_RECORD> {
  const r = await orNull(() => getPublicRecipe(db, id, null));
  if (!r) return NO_RECORD;
  const description = clip(r.description) || r.name;
  const url = `${publicUrl}/publicRecipes?id=${r.id}`;
  return recordPage(lang, r.name, description, url, 'article', {
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: r.name,
      description,
      author: { '@type': 'Person', name: r.author },
      dateModified: r.updatedAt,
      url,
    },
  });
}
