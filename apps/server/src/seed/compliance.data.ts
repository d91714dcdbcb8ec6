/**
 * Compliance rules for every regulated substance of the demo catalogue — and the prohibited substances a
 * customer might add — in the five markets (issues 15 and 22). Real entries with their legal references,
 * transcribed by hand from the instruments named in `README.md` § Compliance data — an aid for
 * formulators, **not legal advice**: check the current consolidated text before a product is placed on a
 * market.
 *
 * Provenance (issue 22). Every rule carries
 * - `sourceUrl`: a link to the legal entry where one was read (ECHA's annex entry, an eCFR section), else
 *   to the instrument (EUR-Lex ELI of the regulation that set the value, the MFDS notice on law.go.kr …);
 * - `consolidatedVersion`: the text the value was transcribed from (an OJ reference, a CELEX number, the
 *   eCFR section, the notice) — what to open when re-checking it;
 * - `verifiedOn`: `VERIFIED` (2026-11-28) only for rules whose value was read in a stored copy of the legal
 *   text (or the official EU annex database at ECHA) on that day; `null` = **unverified** — transcribed
 *   earlier or from secondary sources, shown as unverified, never hidden. The audit of that day, rule by
 *   rule, is in docs/decisions/0011-compliance.md.
 *
 * - KR: 화장품 안전기준 등에 관한 규정 (MFDS notice) [별표 2] 사용상의 제한이 필요한 원료; label warnings and
 *   allergens from 화장품 사용 시의 주의사항 및 알레르기 유발성분 표시에 관한 규정. The tables are not numbered
 *   per entry, so the reference names the table and the substance.
 * - EU: Regulation (EC) No 1223/2009, Annex II–VI with their entry numbers, and the amending regulation
 *   where an entry changed (its application date is the rule's date; the day non-compliant products must
 *   be off the shelves is `sellOffUntil`, the last day they may still be made available).
 * - CN: 化妆品安全技术规范 (2015 edition, in force 2016-12-01), chapter 3 tables 3 (restricted), 4
 *   (preservatives), 5 (UV filters); and NMPA's announcement of 2026-01-12 revising 18 standards, as
 *   upcoming rules (their new values are not transcribed: the rules say so and warn).
 * - US: OTC Monograph M020 (sunscreen drug products; its caps as in 21 CFR 352.10), FDA final order
 *   OTC000039 (bemotrizinol), and 21 CFR parts 73/74 (colour additives); the US has no positive list of
 *   cosmetic preservatives and no allergen labelling rule in force yet (MoCRA §609 asks FDA for one).
 * - ASEAN: ASEAN Cosmetic Directive annexes (Annex III restricted, VI preservatives, VII UV filters), which
 *   follow the EU lists with a delay: the values below are those ASEAN adopted, not the EU's latest.
 *
 * A date is the day the rule applies to products placed on the market where that is known; for entries
 * that predate the current instrument it is the instrument's start (KR 2012-02-05, EU 2013-07-11, CN
 * 2016-12-01, ASEAN 2008-01-01).
 *
 * Product-type scopes are our reading of the legal categories for this catalogue's types (see the groups
 * below): "face products" are the face leave-on and face rinse-off types, "face cream" (alpha-arbutin,
 * arbutin) is cream, eye cream, sleeping mask and lotion (the emulsion), a mist is a sprayed product.
 */
import type { ComplianceRuleInput } from '@formulab/shared/compliance/compliance.schema';
import { PRODUCT_RULE, type Market } from '@formulab/shared/compliance/compliance';
import type { ProductType } from '@formulab/shared/recipes/formulation';

type Rule = ComplianceRuleInput & { market: Market };
type Extra = Partial<Omit<Rule, 'market' | 'inciName' | 'casNumbers' | 'kind' | 'reference'>>;

/** The day the rules marked with it were checked against the stored legal text. */
export const VERIFIED = '2026-11-28';

/* ------------------------------------------ product-type groups ------------------------------------------ */

const FACE_LEAVE_ON: ProductType[] = [
  'toner',
  'essence',
  'serum',
  'ampoule',
  'lotion',
  'cream',
  'eye-cream',
  'face-oil',
  'mist',
  'aerosol-mist',
  'balm',
  'sunscreen',
  'mask-sheet',
  'sleeping-mask',
  'cleansing-water',
  'bb-cream',
  'cushion',
];
/** face products that are rinsed off */
const FACE_RINSE: ProductType[] = [
  'cleansing-foam',
  'cleansing-gel',
  'cleansing-oil',
  'cleansing-balm',
  'peeling-gel',
  'scrub',
  'wash-off-mask',
];
const FACE: ProductType[] = [...FACE_LEAVE_ON, ...FACE_RINSE];
/** face products that are not sprayed (neither pump nor propellant) */
const FACE_NOT_SPRAYED: ProductType[] = FACE.filter((t) => t !== 'mist' && t !== 'aerosol-mist');
/** face products that are not propellant sprays (a pump mist is one of them) */
const FACE_NOT_PROPELLANT: ProductType[] = FACE.filter((t) => t !== 'aerosol-mist');
/** "face cream" of Reg. (EU) 2024/996 (alpha-arbutin, arbutin) */
const FACE_CREAM: ProductType[] = ['cream', 'eye-cream', 'sleeping-mask', 'lotion'];
const HAND: ProductType[] = ['hand-cream', 'hand-wash'];
const BODY: ProductType[] = ['body-lotion', 'body-oil', 'body-wash'];
const HAIR_RINSE: ProductType[] = ['shampoo', 'conditioner', 'hair-mask'];
const HAIR_LEAVE_ON: ProductType[] = ['hair-essence'];
const LIP: ProductType[] = ['lip-balm', 'lip-tint'];
/** KR 인체 세정용 제품류 (face and body cleansers) */
const KR_CLEANSERS: ProductType[] = [
  'cleansing-foam',
  'cleansing-gel',
  'cleansing-oil',
  'cleansing-balm',
  'body-wash',
  'hand-wash',
];

/* ------------------------------------------------ sources ------------------------------------------------ */

const lawGoKr = (title: string) => `https://www.law.go.kr/admRulSc.do?menuId=5&query=${encodeURIComponent(title)}`;
const eli = (year: number, no: number) => `https://eur-lex.europa.eu/eli/reg/${year}/${no}/oj`;
const ecfr = (section: string) => `https://www.ecfr.gov/current/title-21/section-${section}`;

const KR_SAFETY_URL = lawGoKr('화장품 안전기준 등에 관한 규정');
const KR_LABEL_URL = lawGoKr('화장품 사용 시의 주의사항 및 알레르기 유발성분 표시에 관한 규정');
/** NMPA's cosmetics announcements; the STSC 2015 notice's own page was not found in a stored copy */
const CN_URL = 'https://www.nmpa.gov.cn/hzhp/hzhpjmtg/index.html';
const ASEAN_URL = 'https://www.hsa.gov.sg/cosmetic-products/asean-cosmetic-directive';

/** ECHA's official copies of the EU annex entries read on {@link VERIFIED} */
const ECHA = {
  bp3Face:
    'https://echa-term.echa.europa.eu/web/guest/cosmetics-uv-filters/-/legislationlist/details/EU-COSM_PROD-ANX_VI_ALLOW_UV_FILTER-100.004.575-VSK-G282U9',
  retinol:
    'https://echa.europa.eu/et/cosmetics-restricted-substances/-/legislationlist/details/EU-COSM_PROD-ANX_III_RESTRIC-100.000.621-VSK-G54WCO',
  arbutin:
    'https://poisoncentres.echa.europa.eu/hr/web/guest/cosmetics-restricted-substances/-/legislationlist/details/EU-COSM_PROD-ANX_III_RESTRIC-100.007.138-VSK-G54WCR',
  salicylicV3: 'https://echa.europa.eu/de/cosmetics-preservatives/-/legislationlist/substance/external/100.000.648',
  miV57:
    'https://echa.europa.eu/el/cosmetics-preservatives/-/legislationlist/details/EU-COSM_PROD-ANX_V_ALLOW_PRESERV-100.018.399-VSK-01048E',
};

/** CosIng's entries of the nano forms (and the annex of Reg. (EU) 2016/621) read on {@link VERIFIED} */
const TIO2_NANO_URL = 'https://ec.europa.eu/growth/tools-databases/cosing/index.cfm?fuseaction=search.details_v2&id=94692';
const ZNO_NANO_URL = 'https://ec.europa.eu/growth/tools-databases/cosing/index.cfm?fuseaction=search.details_v2&id=94690';

const SOURCE: Record<Market, string> = {
  KR: KR_SAFETY_URL,
  EU: eli(2009, 1223),
  CN: CN_URL,
  US: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-D/part-352/subpart-B',
  ASEAN: ASEAN_URL,
};
/** the text a market's rules were transcribed from, unless a rule names another */
const CONSOLIDATED: Record<Market, string> = {
  KR: 'MFDS 고시 화장품 안전기준 등에 관한 규정 [별표 2] (notice number not recorded)',
  EU: '32009R1223 (consolidated version not recorded)',
  CN: '化妆品安全技术规范 (2015年版), 国家食品药品监督管理总局 2015年第268号公告',
  US: '21 CFR 352.10 (eCFR; caps carried into OTC Monograph M020)',
  ASEAN: 'ASEAN Cosmetic Directive, Annexes III/VI/VII (ACC amendment not recorded)',
};
const START: Record<Market, string> = {
  KR: '2012-02-05',
  EU: '2013-07-11',
  CN: '2016-12-01',
  US: '2021-09-27',
  ASEAN: '2008-01-01',
};

function rule(
  market: Market,
  inciName: string,
  casNumbers: string[],
  kind: Rule['kind'],
  reference: string,
  extra: Extra = {},
): Rule {
  return {
    market,
    inciName,
    casNumbers,
    kind,
    reference,
    sourceUrl: SOURCE[market],
    consolidatedVersion: CONSOLIDATED[market],
    verifiedOn: null,
    ...extra,
    effectiveFrom: extra.effectiveFrom ?? START[market],
  };
}
const cap = (maxPercent: number, extra: Extra = {}) => ({ maxPercent, ...extra });
/** provenance of a rule read in the stored legal text on {@link VERIFIED} */
const read = (sourceUrl: string, consolidatedVersion: string) => ({ sourceUrl, consolidatedVersion, verifiedOn: VERIFIED });

/* ------------------------------------------------ allergens ------------------------------------------------ */

/** CAS numbers of the fragrance allergens the catalogue holds (and of the classic EU list's others). */
const ALLERGEN_CAS: Record<string, string[]> = {
  'Amyl Cinnamal': ['122-40-7'],
  'Benzyl Alcohol': ['100-51-6'],
  'Cinnamyl Alcohol': ['104-54-1'],
  Citral: ['5392-40-5'],
  Eugenol: ['97-53-0'],
  Hydroxycitronellal: ['107-75-5'],
  Isoeugenol: ['97-54-1'],
  'Amylcinnamyl Alcohol': ['101-85-9'],
  'Benzyl Salicylate': ['118-58-1'],
  Cinnamal: ['104-55-2'],
  Coumarin: ['91-64-5'],
  Geraniol: ['106-24-1'],
  'Anise Alcohol': ['105-13-5'],
  'Benzyl Cinnamate': ['103-41-3'],
  Farnesol: ['4602-84-0'],
  Linalool: ['78-70-6'],
  'Benzyl Benzoate': ['120-51-4'],
  Citronellol: ['106-22-9'],
  'Hexyl Cinnamal': ['101-86-0'],
  Limonene: ['5989-27-5'],
  'Alpha-Isomethyl Ionone': ['127-51-5'],
  'Methyl 2-Octynoate': ['111-12-6'],
  'Evernia Prunastri Extract': ['90028-68-5'],
  'Evernia Furfuracea Extract': ['90028-67-4'],
  Menthol: ['2216-51-5', '89-78-1'],
  'Lavandula Angustifolia (Lavender) Oil': ['8000-28-0'],
  'Citrus Aurantium Dulcis (Orange) Peel Oil': ['8008-57-9'],
  'Mentha Piperita (Peppermint) Oil': ['8006-90-4'],
};

function allergens(
  market: Market,
  reference: string,
  effectiveFrom: string,
  names: string[],
  entries?: Record<string, string>,
  extra: Extra = {},
): Rule[] {
  return names.map((name) =>
    rule(market, name, ALLERGEN_CAS[name] ?? [], 'allergen', entries?.[name] ? `${reference} ${entries[name]}` : reference, {
      effectiveFrom,
      conditions: 'Declare in the ingredient list above the market’s threshold (leave-on / rinse-off).',
      conditionsKo: '기준 농도(사용 후 씻어내지 않는 제품 / 씻어내는 제품)를 초과하면 전성분에 표시',
      ...extra,
    }),
  );
}

/* --------------------------------------------------- KR --------------------------------------------------- */

const KR_P = '화장품 안전기준 등에 관한 규정 [별표 2] 1. 보존제 성분';
const KR_UV = '화장품 안전기준 등에 관한 규정 [별표 2] 2. 자외선 차단성분';
const KR_O = '화장품 안전기준 등에 관한 규정 [별표 2] 3. 기타 성분';
const KR_LABEL = '화장품 사용 시의 주의사항 및 알레르기 유발성분 표시에 관한 규정 [별표 1]';
const KR_ALLERGEN = '화장품 사용 시의 주의사항 및 알레르기 유발성분 표시에 관한 규정 [별표 2]';
const KR_LABEL_SRC = {
  sourceUrl: KR_LABEL_URL,
  consolidatedVersion: 'MFDS 고시 화장품 사용 시의 주의사항 및 알레르기 유발성분 표시에 관한 규정 (notice number not recorded)',
};
/** MFDS's page of notice 2025-63, which lowered benzophenone-3's cap (its table is not in the stored copy) */
const KR_2025_63_URL = 'https://www.mfds.go.kr/law/board/boardDetail.do?brdId=data0008&menuKey=28&seq=15097';
const KR_2025_63 =
  "MFDS 고시 제2025-63호 (2025-09-02); the amended cell as printed in CNC News no. 10367, the dates from the draft's press report (zdnet)";
/** the MCI/MI mixture (and MCI alone) that methylisothiazolinone must not be used with */
const MCI_MI = ['55965-84-9', '26172-55-4', 'Methylchloroisothiazolinone'];

const KR: Rule[] = [
  rule('KR', 'Phenoxyethanol', ['122-99-6'], 'restricted', `${KR_P} — 페녹시에탄올`, cap(1)),
  rule('KR', 'Benzoic Acid', ['65-85-0', '532-32-1'], 'restricted', `${KR_P} — 벤조익애씨드, 그 염류 및 에스텔류`, {
    maxPercent: 2.5,
    expressedAs: 'benzoic-acid',
    exposures: ['rinse-off'],
    conditions: 'As benzoic acid; rinse-off products 2.5 %.',
    conditionsKo: '산으로서 사용 후 씻어내는 제품 2.5 %',
  }),
  rule('KR', 'Benzoic Acid', ['65-85-0', '532-32-1'], 'restricted', `${KR_P} — 벤조익애씨드, 그 염류 및 에스텔류`, {
    maxPercent: 0.5,
    expressedAs: 'benzoic-acid',
    exposures: ['leave-on'],
    conditions: 'As benzoic acid; other (leave-on) products 0.5 %.',
    conditionsKo: '산으로서 기타 제품 0.5 %',
  }),
  rule('KR', 'Sorbic Acid', ['110-44-1', '24634-61-5'], 'restricted', `${KR_P} — 소르빅애씨드 및 그 염류`, {
    maxPercent: 0.6,
    expressedAs: 'sorbic-acid',
    conditions: 'As sorbic acid.',
    conditionsKo: '소르빅애씨드로서',
  }),
  rule('KR', 'Dehydroacetic Acid', ['520-45-6', '4418-26-2'], 'restricted', `${KR_P} — 데하이드로아세틱애씨드 및 그 염류`, {
    maxPercent: 0.6,
    expressedAs: 'dehydroacetic-acid',
    conditions: 'As dehydroacetic acid.',
    conditionsKo: '데하이드로아세틱애씨드로서',
  }),
  // "에어로졸(스프레이에 한함) 제품에는 사용금지": propellant sprays only, a pump mist is not one
  rule('KR', 'Dehydroacetic Acid', ['520-45-6', '4418-26-2'], 'prohibited', `${KR_P} — 데하이드로아세틱애씨드 및 그 염류`, {
    exposures: ['aerosol'],
    conditions: 'Not in aerosol (spray) products.',
    conditionsKo: '에어로졸(스프레이에 한함) 제품에는 사용금지',
  }),
  rule('KR', 'Chlorphenesin', ['104-29-0'], 'restricted', `${KR_P} — 클로페네신`, cap(0.3)),
  rule(
    'KR',
    'Ethyl Lauroyl Arginate HCl',
    ['60372-77-2'],
    'restricted',
    `${KR_P} — 에칠라우로일알지네이트 하이드로클로라이드`,
    cap(0.4),
  ),
  rule('KR', 'Ethyl Lauroyl Arginate HCl', ['60372-77-2'], 'prohibited', `${KR_P} — 에칠라우로일알지네이트 하이드로클로라이드`, {
    exposures: ['oral'],
    conditions: 'Not in lip products or aerosol (spray) products.',
    conditionsKo: '입술에 사용되는 제품 및 에어로졸(스프레이에 한함) 제품에는 사용금지',
  }),
  // "에어로졸(스프레이에 한함) 제품": propellant sprays only
  rule('KR', 'Ethyl Lauroyl Arginate HCl', ['60372-77-2'], 'prohibited', `${KR_P} — 에칠라우로일알지네이트 하이드로클로라이드`, {
    exposures: ['aerosol'],
    conditions: 'Not in lip products or aerosol (spray) products.',
    conditionsKo: '입술에 사용되는 제품 및 에어로졸(스프레이에 한함) 제품에는 사용금지',
  }),
  // single esters: no per-ester family exists, so the cap is compared with the ester itself (stricter
  // than "as acid" by the ester's factor, e.g. 0.9078 for methylparaben)
  rule('KR', 'Methylparaben', ['99-76-3'], 'restricted', `${KR_P} — 메칠파라벤 등 4-하이드록시벤조익애씨드 에스텔`, {
    maxPercent: 0.4,
    conditions: 'Single ester 0.4 % (as acid).',
    conditionsKo: '단일 성분일 경우 0.4 % (산으로서)',
  }),
  rule('KR', 'Ethylparaben', ['120-47-8'], 'restricted', `${KR_P} — 에칠파라벤 등 4-하이드록시벤조익애씨드 에스텔`, {
    maxPercent: 0.4,
    conditions: 'Single ester 0.4 % (as acid).',
    conditionsKo: '단일 성분일 경우 0.4 % (산으로서)',
  }),
  rule(
    'KR',
    'Parabens (sum)',
    ['99-76-3', '120-47-8', '94-13-3', '94-26-8'],
    'restricted',
    `${KR_P} — 4-하이드록시벤조익애씨드 에스텔 혼합`,
    {
      maxPercent: 0.8,
      expressedAs: 'parabens',
      conditions: 'Mixtures of esters 0.8 % (as acid).',
      conditionsKo: '혼합 사용의 경우 0.8 % (산으로서)',
    },
  ),
  rule('KR', 'Propylparaben', ['94-13-3', '94-26-8'], 'restricted', `${KR_P} — 프로필파라벤, 부틸파라벤`, {
    maxPercent: 0.14,
    expressedAs: 'parabens-propyl-butyl',
    conditions: 'Propyl + butyl paraben 0.14 % (as acid).',
    conditionsKo: '프로필파라벤과 부틸파라벤의 합은 0.14 % (산으로서)',
  }),
  // the prohibition is for nappy-area products, which are not a product type here: a warning to confirm
  rule('KR', 'Propylparaben', ['94-13-3', '94-26-8'], 'conditional', `${KR_P} — 프로필파라벤, 부틸파라벤`, {
    exposures: ['leave-on'],
    childrenUnder: 4,
    conditions: 'Not in leave-on products for the nappy area of children aged 3 or under.',
    conditionsKo: '3세 이하 영유아의 기저귀가 닿는 부위에 사용되는 제품에는 사용금지',
  }),
  rule('KR', 'Methylisothiazolinone', ['2682-20-4'], 'restricted', `${KR_P} — 메칠이소치아졸리논`, {
    maxPercent: 0.0015,
    exposures: ['rinse-off'],
    notWith: MCI_MI,
    conditions:
      'Rinse-off products only, 0.0015 %; not together with the methylchloroisothiazolinone/methylisothiazolinone mixture.',
    conditionsKo: '사용 후 씻어내는 제품에 0.0015 % (단, 메칠클로로이소치아졸리논과 메칠이소치아졸리논 혼합물과 병행 사용 금지)',
  }),
  rule('KR', 'Methylisothiazolinone', ['2682-20-4'], 'prohibited', `${KR_P} — 메칠이소치아졸리논`, {
    exposures: ['leave-on'],
    conditions: 'Not in leave-on products.',
    conditionsKo: '기타 제품에는 사용금지',
  }),
  rule(
    'KR',
    'Methylchloroisothiazolinone',
    ['26172-55-4', '55965-84-9'],
    'restricted',
    `${KR_P} — 메칠클로로이소치아졸리논과 메칠이소치아졸리논 혼합물`,
    {
      maxPercent: 0.0015,
      // the cap is on the mixture: MCI + MI together (families.ts `mci-mi`)
      expressedAs: 'mci-mi',
      exposures: ['rinse-off'],
      conditions: 'The 3:1 mixture with methylisothiazolinone, rinse-off products only.',
      conditionsKo: '사용 후 씻어내는 제품에 0.0015 % (메칠클로로이소치아졸리논:메칠이소치아졸리논 = 3:1 혼합물로서)',
    },
  ),
  rule(
    'KR',
    'Methylchloroisothiazolinone',
    ['26172-55-4', '55965-84-9'],
    'prohibited',
    `${KR_P} — 메칠클로로이소치아졸리논과 메칠이소치아졸리논 혼합물`,
    {
      exposures: ['leave-on'],
      conditionsKo: '기타 제품에는 사용금지',
      conditions: 'Not in leave-on products.',
    },
  ),
  rule('KR', 'Benzyl Alcohol', ['100-51-6'], 'restricted', `${KR_P} — 벤질알코올`, cap(1)),
  rule('KR', 'Piroctone Olamine', ['68890-66-4'], 'restricted', `${KR_P} — 피록톤올아민`, {
    maxPercent: 1,
    exposures: ['rinse-off'],
    conditionsKo: '사용 후 씻어내는 제품 1.0 %',
    conditions: 'Rinse-off products 1.0 %.',
  }),
  rule('KR', 'Piroctone Olamine', ['68890-66-4'], 'restricted', `${KR_P} — 피록톤올아민`, {
    maxPercent: 0.5,
    exposures: ['leave-on'],
    conditionsKo: '기타 제품 0.5 %',
    conditions: 'Other products 0.5 %.',
  }),
  rule('KR', 'Salicylic Acid', ['69-72-7'], 'restricted', `${KR_P} — 살리실릭애씨드 및 그 염류`, {
    maxPercent: 0.5,
    expressedAs: 'salicylic-acid',
    exceptProductTypes: [...KR_CLEANSERS, ...HAIR_RINSE],
    conditions: 'As salicylic acid; 0.5 % as a preservative in other products.',
    conditionsKo: '살리실릭애씨드로서 0.5 %',
  }),
  rule('KR', 'Salicylic Acid', ['69-72-7'], 'restricted', `${KR_P} — 살리실릭애씨드 및 그 염류`, {
    maxPercent: 2,
    expressedAs: 'salicylic-acid',
    productTypes: KR_CLEANSERS,
    conditions: 'Face and body cleansers 2 % (as acid).',
    conditionsKo: '인체세정용 제품류에 살리실릭애씨드로서 2 %',
  }),
  rule('KR', 'Salicylic Acid', ['69-72-7'], 'restricted', `${KR_P} — 살리실릭애씨드 및 그 염류`, {
    maxPercent: 3,
    expressedAs: 'salicylic-acid',
    productTypes: HAIR_RINSE,
    conditions: 'Rinse-off hair products 3 % (as acid).',
    conditionsKo: '사용 후 씻어내는 두발용 제품류에 살리실릭애씨드로서 3 %',
  }),
  // "만 13세 이하" = aged 13 or under: products for children younger than 14
  rule('KR', 'Salicylic Acid', ['69-72-7'], 'prohibited', `${KR_P} — 살리실릭애씨드 및 그 염류`, {
    expressedAs: 'salicylic-acid',
    childrenUnder: 14,
    exceptProductTypes: ['shampoo'],
    conditions: 'Not in products for infants or for children aged 13 or under (shampoos excepted).',
    conditionsKo: '영유아용 제품류 또는 만 13세 이하 어린이가 사용할 수 있음을 특정하여 표시하는 제품에는 사용금지 (샴푸 제외)',
  }),
  rule('KR', 'Salicylic Acid', ['69-72-7'], 'restricted', `${KR_LABEL} 2. 개별사항 — 살리실릭애씨드 함유 제품`, {
    ...KR_LABEL_SRC,
    expressedAs: 'salicylic-acid',
    exceptProductTypes: HAIR_RINSE,
    warning: '만 3세 이하 어린이에게는 사용하지 말 것',
    warningEn: 'Do not use on children aged 3 or under.',
  }),
  ...[
    ['Glycolic Acid', '79-14-1'],
    ['Lactic Acid', '50-21-5'],
  ].flatMap(([inci, cas]) => [
    rule('KR', inci!, [cas!], 'restricted', `${KR_LABEL} 2. 개별사항 — 알파-하이드록시애시드(AHA) 함유 제품`, {
      ...KR_LABEL_SRC,
      labelAbove: 0.5,
      warning:
        '햇빛에 대한 피부의 감수성을 증가시킬 수 있으므로 자외선 차단제를 함께 사용할 것. 일부에 시험 사용하여 피부 이상을 확인할 것',
      warningEn: 'May increase the skin’s sensitivity to sunlight: use a sunscreen as well. Test on a small area first.',
    }),
    rule('KR', inci!, [cas!], 'restricted', `${KR_LABEL} 2. 개별사항 — 알파-하이드록시애시드(AHA) 함유 제품`, {
      ...KR_LABEL_SRC,
      labelAbove: 10,
      conditions: 'Products with more than 10 % AHA (or pH below 3.5) carry a further warning.',
      conditionsKo: 'AHA 성분이 10 %를 초과하거나 산도가 3.5 미만인 제품만 표시',
      warning: '고농도의 AHA 성분이 들어 있어 부작용이 발생할 우려가 있으므로 전문의 등에게 상담할 것',
      warningEn: 'Contains a high concentration of AHA: consult a dermatologist before use.',
    }),
  ]),
  rule('KR', 'Triethanolamine', ['102-71-6'], 'restricted', `${KR_O} — 트리에탄올아민`, {
    maxPercent: 2.5,
    exposures: ['leave-on'],
    conditionsKo: '사용 후 씻어내지 않는 제품에 2.5 %',
    conditions: 'Leave-on products 2.5 %.',
  }),
  rule('KR', 'Talc', ['14807-96-6'], 'conditional', '화장품 안전기준 등에 관한 규정 제6조 (유통화장품 안전관리 기준) — 석면', {
    conditions: 'Talc must be free of asbestos (not detected).',
    conditionsKo: '석면이 검출되지 않아야 함',
  }),
  ...(
    [
      ['Sodium Hydroxide', '1310-73-2', '소듐하이드록사이드'],
      ['Potassium Hydroxide', '1310-58-3', '포타슘하이드록사이드'],
    ] as const
  ).map(([inci, cas, ko]) =>
    rule('KR', inci, [cas], 'conditional', `${KR_O} — 알칼리 (${ko})`, {
      conditions: 'As a pH adjuster the final pH must not exceed 11 (12.7 in depilatories).',
      conditionsKo: 'pH 조정 목적으로 사용되는 경우 최종 제품의 pH는 11 이하 (제모제 12.7 이하)',
    }),
  ),
  // UV filters
  ...(
    [
      ['Zinc Oxide', '1314-13-2', 25, '징크옥사이드'],
      ['Titanium Dioxide', '13463-67-7', 25, '티타늄디옥사이드'],
      ['Ethylhexyl Methoxycinnamate', '5466-77-3', 7.5, '에칠헥실메톡시신나메이트'],
      ['Ethylhexyl Salicylate', '118-60-5', 5, '에칠헥실살리실레이트'],
      ['Homosalate', '118-56-9', 10, '호모살레이트'],
      ['Octocrylene', '6197-30-4', 10, '옥토크릴렌'],
      ['Butyl Methoxydibenzoylmethane', '70356-09-1', 5, '부틸메톡시디벤조일메탄'],
      ['Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine', '187393-00-6', 10, '비스-에칠헥실옥시페놀메톡시페닐트리아진'],
      ['Diethylamino Hydroxybenzoyl Hexyl Benzoate', '302776-68-7', 10, '디에칠아미노하이드록시벤조일헥실벤조에이트'],
      ['Ethylhexyl Triazone', '88122-99-0', 5, '에칠헥실트리아존'],
      ['Methylene Bis-Benzotriazolyl Tetramethylbutylphenol', '103597-45-1', 10, '메칠렌비스-벤조트리아졸릴테트라메칠부틸페놀'],
      ['Phenylbenzimidazole Sulfonic Acid', '27503-81-7', 4, '페닐벤즈이미다졸설포닉애씨드'],
      ['Polysilicone-15', '207574-74-1', 10, '폴리실리콘-15'],
      ['Isoamyl p-Methoxycinnamate', '71617-10-2', 10, '이소아밀p-메톡시신나메이트'],
    ] as const
  ).map(([inci, cas, max, ko]) => rule('KR', inci, [cas], 'restricted', `${KR_UV} — ${ko}`, cap(max))),
  // benzophenone-3 as amended by MFDS notice 2025-63 (2025-09-02): "2.4 % (다만, 얼굴, 손 및 입술에 사용되는
  // 제품은 5 %)". MFDS's page of the notice is stored but not its table; the amended cell was read in the
  // notice's text as a trade paper printed it, the 6-month start and the 2-year sell-off in the press report
  // of the draft: unverified until the notice's table is read
  rule('KR', 'Benzophenone-3', ['131-57-7'], 'restricted', `${KR_UV} — 벤조페논-3 (옥시벤존)`, {
    maxPercent: 5,
    productTypes: [...FACE, ...HAND, ...LIP],
    conditions: 'Face, hand and lip products: 5 %.',
    conditionsKo: '얼굴, 손 및 입술에 사용되는 제품: 5 %',
    sourceUrl: KR_2025_63_URL,
    consolidatedVersion: KR_2025_63,
  }),
  rule('KR', 'Benzophenone-3', ['131-57-7'], 'restricted', `${KR_UV} — 벤조페논-3 (옥시벤존)`, {
    maxPercent: 2.4,
    exceptProductTypes: [...FACE, ...HAND, ...LIP],
    conditions: 'Other products (body, hair …): 2.4 %, for products placed on the market from 2026-03-03.',
    conditionsKo: '그 밖의 제품(바디, 두발용 등): 2.4 % (2026-03-03 이후 제조·수입 제품)',
    effectiveFrom: '2026-03-03',
    sellOffUntil: '2028-03-02',
    sourceUrl: KR_2025_63_URL,
    consolidatedVersion: KR_2025_63,
  }),
  // fragrance allergens (the 21 of the KR list that are in the catalogue)
  ...allergens(
    'KR',
    KR_ALLERGEN,
    '2020-01-01',
    [
      'Amyl Cinnamal',
      'Benzyl Alcohol',
      'Cinnamyl Alcohol',
      'Citral',
      'Eugenol',
      'Hydroxycitronellal',
      'Isoeugenol',
      'Amylcinnamyl Alcohol',
      'Benzyl Salicylate',
      'Cinnamal',
      'Coumarin',
      'Geraniol',
      'Anise Alcohol',
      'Benzyl Cinnamate',
      'Farnesol',
      'Linalool',
      'Benzyl Benzoate',
      'Citronellol',
      'Hexyl Cinnamal',
      'Limonene',
      'Alpha-Isomethyl Ionone',
    ],
    undefined,
    KR_LABEL_SRC,
  ),
];

/* --------------------------------------------------- EU --------------------------------------------------- */

const EU = 'Reg. (EC) No 1223/2009';
/** Annex III entries of the classic fragrance allergens (benzyl alcohol under III/45 since Reg. (EU) 2023/1545). */
const EU_ALLERGEN_ENTRY: Record<string, string> = {
  'Amyl Cinnamal': 'Annex III/67',
  'Benzyl Alcohol': 'Annex III/45',
  'Cinnamyl Alcohol': 'Annex III/69',
  Citral: 'Annex III/70',
  Eugenol: 'Annex III/71',
  Hydroxycitronellal: 'Annex III/72',
  Isoeugenol: 'Annex III/73',
  'Amylcinnamyl Alcohol': 'Annex III/74',
  'Benzyl Salicylate': 'Annex III/75',
  Cinnamal: 'Annex III/76',
  Coumarin: 'Annex III/77',
  Geraniol: 'Annex III/78',
  'Anise Alcohol': 'Annex III/80',
  'Benzyl Cinnamate': 'Annex III/81',
  Farnesol: 'Annex III/82',
  Linalool: 'Annex III/84',
  'Benzyl Benzoate': 'Annex III/85',
  Citronellol: 'Annex III/86',
  'Hexyl Cinnamal': 'Annex III/87',
  Limonene: 'Annex III/88',
  'Methyl 2-Octynoate': 'Annex III/89',
  'Alpha-Isomethyl Ionone': 'Annex III/90',
  'Evernia Prunastri Extract': 'Annex III/91',
  'Evernia Furfuracea Extract': 'Annex III/92',
};
/** The catalogue's allergens added by Reg. (EU) 2023/1545 (with their CAS numbers). */
const EU_NEW_ALLERGENS = [
  'Menthol',
  'Lavandula Angustifolia (Lavender) Oil',
  'Citrus Aurantium Dulcis (Orange) Peel Oil',
  'Mentha Piperita (Peppermint) Oil',
];
/**
 * The other labelling names Reg. (EU) 2023/1545 added to Annex III, by name only (matched by INCI name;
 * their CAS numbers are not transcribed, so none is guessed).
 */
const EU_2023_1545_NAMES = [
  'Acetyl Cedrene',
  'Alpha-Terpinene',
  'Amyl Salicylate',
  'Anethole',
  'Benzaldehyde',
  'Beta-Caryophyllene',
  'Camphor',
  'Cananga Odorata Oil/Extract',
  'Carvone',
  'Cedrus Atlantica Oil/Extract',
  'Cinnamomum Cassia Leaf Oil',
  'Cinnamomum Zeylanicum Bark Oil',
  'Citrus Aurantium Bergamia Peel Oil',
  'Citrus Aurantium Flower Oil',
  'Citrus Aurantium Peel Oil',
  'Citrus Limon Peel Oil',
  'Dimethyl Phenethyl Acetate',
  'Eucalyptus Globulus Oil',
  'Eugenia Caryophyllus Oil',
  'Eugenyl Acetate',
  'Geranyl Acetate',
  'Hexadecanolactone',
  'Hexamethylindanopyran',
  'Isoeugenyl Acetate',
  'Jasmine Oil/Extract',
  'Juniperus Virginiana Oil',
  'Laurus Nobilis Leaf Oil',
  'Lemongrass Oil',
  'Linalyl Acetate',
  'Lippia Citriodora Absolute',
  'Mentha Viridis Leaf Oil',
  'Methyl Salicylate',
  'Myroxylon Pereirae Oil/Extract',
  'Narcissus Extract',
  'Pelargonium Graveolens Flower Oil',
  'Pinene',
  'Pinus Mugo',
  'Pinus Pumila',
  'Pogostemon Cablin Oil',
  '3-Propylidenephthalide',
  'Rose Flower Oil/Extract',
  'Rose Ketones',
  'Salicylaldehyde',
  'Santalol',
  'Santalum Album Oil',
  'Sclareol',
  'Terpineol',
  'Terpinolene',
  'Tetramethyl Acetyloctahydronaphthalenes',
  'Trimethylbenzenepropanol',
  'Trimethylcyclopentenyl Methylisopentenol',
  'Turpentine',
  'Vanillin',
];
/** Reg. (EU) 2023/1545: new duties for products placed from 1 August 2026, on shelves until 31 July 2028 */
const EU_ALLERGENS_2023: Extra = {
  sourceUrl: eli(2023, 1545),
  consolidatedVersion: 'OJ L 188, 27.7.2023, p. 1 (Reg. (EU) 2023/1545)',
  sellOffUntil: '2028-07-31',
};
/**
 * Reg. (EU) 2023/1545 names read one by one in ECHA's Annex III entry (label name, 0.001 % / 0.01 %, "may be
 * placed on the Union market until 31 July 2026 and made available on the Union market until 31 July 2028").
 */
const EU_ALLERGENS_2023_READ: Record<string, Extra> = {
  'Eucalyptus Globulus Oil': read(
    'https://poisoncentres.echa.europa.eu/hr/web/guest/cosmetics-restricted-substances/-/legislationlist/details/EU-COSM_PROD-ANX_III_RESTRIC-100.075.798-VSK-G437AF',
    "ECHA Annex III list, as amended by Reg. (EU) 2023/1545 (Eucalyptus globulus extract, 'Eucalyptus Globulus Oil')",
  ),
};
/** Reg. (EU) No 1003/2014, annex (entries V/39 and V/57), in legislation.gov.uk's copy of the EUR-Lex text */
const EU_1003_2014_ANNEX_URL = 'https://legislation.gov.uk/eur/2014/1003/annex/2020-12-31/data.xht?view=snippet&wrap=true';

const EU_RULES: Rule[] = [
  rule('EU', 'Phenoxyethanol', ['122-99-6'], 'restricted', `${EU} Annex V/29`, cap(1)),
  // V/1 (benzoic acid and its sodium salt, as acid); V/1a (other salts and the esters) 0.5 % as acid in any
  // product. The family also carries V/1's caps to the V/1a members; their own 0.5 % rule is compared
  // with the salt or ester itself (no V/1a-only family), which is stricter by its factor.
  ...(
    [
      [
        2.5,
        'rinse-off',
        'As acid: rinse-off products (except oral care) 2.5 %.',
        '산으로서 사용 후 씻어내는 제품(구강용 제품 제외) 2.5 %',
      ],
      [0.5, 'leave-on', 'As acid: leave-on products 0.5 %.', '산으로서 사용 후 씻어내지 않는 제품 0.5 %'],
    ] as const
  ).map(([max, exposure, conditions, conditionsKo]) =>
    rule('EU', 'Benzoic Acid', ['65-85-0', '532-32-1'], 'restricted', `${EU} Annex V/1`, {
      maxPercent: max,
      expressedAs: 'benzoic-acid',
      exposures: [exposure],
      conditions,
      conditionsKo,
      ...read(
        'https://ec.europa.eu/growth/tools-databases/cosing/index.cfm?fuseaction=search.details_v2&id=28117',
        'CosIng, Annex V/1 (current version)',
      ),
    }),
  ),
  rule(
    'EU',
    'Benzoic acid salts and esters',
    [
      '582-25-2',
      '1863-63-4',
      '2090-05-3',
      '553-70-8',
      '4337-66-0',
      '93-58-3',
      '93-89-0',
      '2315-68-6',
      '136-60-7',
      '120-50-3',
      '939-48-0',
      '93-99-2',
    ],
    'restricted',
    `${EU} Annex V/1a`,
    {
      maxPercent: 0.5,
      conditions: 'Salts of benzoic acid other than sodium, and its esters: 0.5 % as acid, in any product.',
      conditionsKo: '소듐염 이외의 벤조익애씨드 염류 및 그 에스텔류: 모든 제품에 산으로서 0.5 %',
    },
  ),
  rule('EU', 'Sorbic Acid', ['110-44-1', '24634-61-5'], 'restricted', `${EU} Annex V/4`, {
    maxPercent: 0.6,
    expressedAs: 'sorbic-acid',
    conditions: 'As acid.',
    conditionsKo: '산으로서',
  }),
  rule('EU', 'Dehydroacetic Acid', ['520-45-6', '4418-26-2'], 'restricted', `${EU} Annex V/13`, {
    maxPercent: 0.6,
    expressedAs: 'dehydroacetic-acid',
    conditions: 'As acid.',
    conditionsKo: '산으로서',
  }),
  // "Not to be used in aerosol dispensers (sprays)": propellant sprays only, a pump mist is not one
  rule('EU', 'Dehydroacetic Acid', ['520-45-6', '4418-26-2'], 'prohibited', `${EU} Annex V/13`, {
    exposures: ['aerosol'],
    conditions: 'Not to be used in aerosol dispensers (sprays).',
    conditionsKo: '에어로졸(스프레이) 제품에는 사용금지',
  }),
  rule('EU', 'Chlorphenesin', ['104-29-0'], 'restricted', `${EU} Annex V/50`, cap(0.3)),
  // single esters: compared with the ester itself (no per-ester family), see KR
  rule('EU', 'Methylparaben', ['99-76-3'], 'restricted', `${EU} Annex V/12`, {
    maxPercent: 0.4,
    conditions: 'Single ester, as acid.',
    conditionsKo: '단일 성분일 경우, 산으로서',
  }),
  rule('EU', 'Ethylparaben', ['120-47-8'], 'restricted', `${EU} Annex V/12`, {
    maxPercent: 0.4,
    conditions: 'Single ester, as acid.',
    conditionsKo: '단일 성분일 경우, 산으로서',
  }),
  rule('EU', 'Parabens (sum)', ['99-76-3', '120-47-8', '94-13-3', '94-26-8'], 'restricted', `${EU} Annex V/12, V/12a`, {
    maxPercent: 0.8,
    expressedAs: 'parabens',
    conditions: 'Mixtures of esters 0.8 % (as acid); propyl + butyl within it at most 0.14 %.',
    conditionsKo: '혼합 사용의 경우 0.8 % (산으로서); 그중 프로필파라벤과 부틸파라벤의 합은 0.14 % 이하',
  }),
  rule('EU', 'Propylparaben', ['94-13-3', '94-26-8'], 'restricted', `${EU} Annex V/12a (Reg. (EU) No 1004/2014)`, {
    maxPercent: 0.14,
    expressedAs: 'parabens-propyl-butyl',
    conditions: 'Sum of propyl- and butylparaben, as acid.',
    conditionsKo: '프로필파라벤과 부틸파라벤의 합, 산으로서',
    effectiveFrom: '2015-04-16',
    sourceUrl: eli(2014, 1004),
    consolidatedVersion: '32014R1004',
  }),
  rule('EU', 'Propylparaben', ['94-13-3', '94-26-8'], 'conditional', `${EU} Annex V/12a (Reg. (EU) No 1004/2014)`, {
    exposures: ['leave-on'],
    childrenUnder: 3,
    conditions: 'Not to be used in leave-on products designed for the nappy area of children under three years.',
    conditionsKo: '만 3세 미만 어린이의 기저귀가 닿는 부위에 사용하도록 만든 사용 후 씻어내지 않는 제품에는 사용금지',
    warning: 'For leave-on products designed for children under three years of age: "Do not use on the nappy area".',
    warningEn: 'For leave-on products designed for children under three years of age: "Do not use on the nappy area".',
    effectiveFrom: '2015-04-16',
    sourceUrl: eli(2014, 1004),
    consolidatedVersion: '32014R1004',
  }),
  // V/57: rinse-off products only, 0.0015 %; "the use of the mixture of Methylchloroisothiazolinone (and)
  // Methylisothiazolinone is incompatible with the use of Methylisothiazolinone alone in the same product"
  rule('EU', 'Methylisothiazolinone', ['2682-20-4'], 'restricted', `${EU} Annex V/57 (Reg. (EU) 2017/1224)`, {
    maxPercent: 0.0015,
    exposures: ['rinse-off'],
    notWith: MCI_MI,
    conditions:
      'Rinse-off products 0.0015 %; not in the same product as the methylchloroisothiazolinone/methylisothiazolinone mixture (V/39).',
    conditionsKo:
      '사용 후 씻어내는 제품 0.0015 %; 메칠클로로이소치아졸리논/메칠이소치아졸리논 혼합물(V/39)과 같은 제품에 사용금지',
    effectiveFrom: '2018-01-27',
    ...read(ECHA.miV57, 'ECHA Annex V list, as amended by Reg. (EU) 2022/1531 (entry V/57)'),
  }),
  rule('EU', 'Methylisothiazolinone', ['2682-20-4'], 'prohibited', `${EU} Annex V/57 (Reg. (EU) 2016/1198)`, {
    exposures: ['leave-on'],
    conditions: 'Rinse-off products only: not in leave-on products.',
    conditionsKo: '사용 후 씻어내는 제품에만 사용: 사용 후 씻어내지 않는 제품에는 사용금지',
    effectiveFrom: '2017-02-12',
    ...read(ECHA.miV57, 'ECHA Annex V list, as amended by Reg. (EU) 2022/1531 (entry V/57)'),
  }),
  rule('EU', 'Methylchloroisothiazolinone', ['26172-55-4', '55965-84-9'], 'restricted', `${EU} Annex V/39`, {
    maxPercent: 0.0015,
    // "mixture of 5-chloro-2-methyl-isothiazol-3(2H)-one and 2-methylisothiazol-3(2H)-one": MCI + MI together
    expressedAs: 'mci-mi',
    exposures: ['rinse-off'],
    conditions: 'Mixture 3:1 with methylisothiazolinone; rinse-off products only.',
    conditionsKo: '메칠이소치아졸리논과의 3:1 혼합물로서; 사용 후 씻어내는 제품에만 사용',
    ...read(
      EU_1003_2014_ANNEX_URL,
      'Reg. (EU) No 1003/2014, Annex (entry V/39: rinse-off products, 0,0015 % of the 3:1 mixture)',
    ),
  }),
  rule(
    'EU',
    'Methylchloroisothiazolinone',
    ['26172-55-4', '55965-84-9'],
    'prohibited',
    `${EU} Annex V/39 (Reg. (EU) No 1003/2014)`,
    {
      exposures: ['leave-on'],
      conditions: 'Not in leave-on products.',
      conditionsKo: '사용 후 씻어내지 않는 제품에는 사용금지',
      effectiveFrom: '2015-07-16',
      sourceUrl: eli(2014, 1003),
      consolidatedVersion: '32014R1003',
    },
  ),
  rule('EU', 'Benzyl Alcohol', ['100-51-6'], 'restricted', `${EU} Annex V/34`, {
    maxPercent: 1,
    conditions: 'As a preservative.',
    conditionsKo: '보존제로서',
  }),
  rule('EU', 'Ethyl Lauroyl Arginate HCl', ['60372-77-2'], 'restricted', `${EU} Annex V/58`, cap(0.4)),
  rule('EU', 'Ethyl Lauroyl Arginate HCl', ['60372-77-2'], 'prohibited', `${EU} Annex V/58`, {
    exposures: ['oral'],
    conditions: 'Not to be used in lip products, oral products and spray products.',
    conditionsKo: '입술에 사용되는 제품, 구강용 제품 및 스프레이 제품에는 사용금지',
  }),
  // "spray products": every spray, pump or propellant
  rule('EU', 'Ethyl Lauroyl Arginate HCl', ['60372-77-2'], 'prohibited', `${EU} Annex V/58`, {
    exposures: ['spray'],
    conditions: 'Not to be used in lip products, oral products and spray products.',
    conditionsKo: '입술에 사용되는 제품, 구강용 제품 및 스프레이 제품에는 사용금지',
  }),
  rule('EU', 'Piroctone Olamine', ['68890-66-4'], 'restricted', `${EU} Annex V/35`, {
    maxPercent: 1,
    exposures: ['rinse-off'],
    conditions: 'Rinse-off products 1.0 %.',
    conditionsKo: '사용 후 씻어내는 제품 1.0 %',
  }),
  rule('EU', 'Piroctone Olamine', ['68890-66-4'], 'restricted', `${EU} Annex V/35`, {
    maxPercent: 0.5,
    exposures: ['leave-on'],
    conditions: 'Other products 0.5 %.',
    conditionsKo: '기타 제품 0.5 %',
  }),
  // salicylic acid: Annex III/98 and V/3 as amended by Reg. (EU) 2019/1966, applying from 2020-05-01. Oral
  // products ("not to be used in oral products") are not a product type of the catalogue.
  ...(
    [
      [
        3,
        { productTypes: HAIR_RINSE },
        'Rinse-off hair products 3.0 % (as acid).',
        '사용 후 씻어내는 두발용 제품 3.0 % (산으로서)',
      ],
      [
        2,
        { exceptProductTypes: [...HAIR_RINSE, 'body-lotion', ...LIP] },
        'Other products 2.0 % (as acid) — not body lotion, eye shadow, mascara, eyeliner, lipstick, roll-on deodorant; not in oral products.',
        '기타 제품 2.0 % (산으로서) — 바디로션, 아이섀도, 마스카라, 아이라이너, 립스틱, 롤온 데오도런트 제외; 구강용 제품에는 사용금지',
      ],
    ] satisfies [number, Extra, string, string][]
  ).map(([max, scope, conditions, conditionsKo]) =>
    rule('EU', 'Salicylic Acid', ['69-72-7'], 'restricted', `${EU} Annex III/98 (Reg. (EU) 2019/1966)`, {
      maxPercent: max,
      expressedAs: 'salicylic-acid',
      ...scope,
      conditions,
      conditionsKo,
      effectiveFrom: '2020-05-01',
      sourceUrl: eli(2019, 1966),
      consolidatedVersion: '32019R1966',
    }),
  ),
  rule('EU', 'Salicylic Acid', ['69-72-7'], 'restricted', `${EU} Annex III/98 (c) (Reg. (EU) 2021/850), Annex V/3`, {
    maxPercent: 0.5,
    expressedAs: 'salicylic-acid',
    productTypes: ['body-lotion', ...LIP],
    conditions:
      'Body lotion, eye shadow, mascara, eyeliner, lipstick, roll-on deodorant 0.5 %, inclusive of any use as a preservative (V/3, as acid).',
    conditionsKo:
      '바디로션, 아이섀도, 마스카라, 아이라이너, 립스틱, 롤온 데오도런트 0.5 %, 보존제로 사용하는 양 포함 (V/3, 산으로서)',
    effectiveFrom: '2020-05-01',
    ...read(
      ECHA.salicylicV3,
      'ECHA Annex V list (entry V/3) and Annex III list as amended by Reg. (EU) 2024/996 (entry III/98, body lotion … 0.5 %)',
    ),
  }),
  rule('EU', 'Salicylic Acid', ['69-72-7'], 'prohibited', `${EU} Annex III/98, Annex V/3 (Reg. (EU) 2019/1966)`, {
    expressedAs: 'salicylic-acid',
    exposures: ['spray'],
    conditions: 'Not to be used in applications that may lead to exposure of the end-user’s lungs by inhalation.',
    conditionsKo: '최종 사용자의 폐가 흡입으로 노출될 수 있는 용도에는 사용금지',
    effectiveFrom: '2020-05-01',
    ...read(ECHA.salicylicV3, 'ECHA Annex V list, as amended by Reg. (EU) 2022/1531 (entry V/3)'),
  }),
  rule('EU', 'Salicylic Acid', ['69-72-7'], 'prohibited', `${EU} Annex III/98, Annex V/3`, {
    expressedAs: 'salicylic-acid',
    childrenUnder: 3,
    exceptProductTypes: ['shampoo'],
    conditions: 'Not to be used in products for children under 3 years of age, except shampoos.',
    conditionsKo: '만 3세 미만 어린이용 제품에는 사용금지 (샴푸 제외)',
    effectiveFrom: '2020-05-01',
    ...read(ECHA.salicylicV3, 'ECHA Annex V list, as amended by Reg. (EU) 2022/1531 (entry V/3)'),
  }),
  rule('EU', 'Salicylic Acid', ['69-72-7'], 'restricted', `${EU} Annex V/3`, {
    expressedAs: 'salicylic-acid',
    exceptProductTypes: ['shampoo'],
    warning: 'Not to be used for children under 3 years of age.',
    warningEn: 'Not to be used for children under 3 years of age.',
    effectiveFrom: '2020-05-01',
    ...read(ECHA.salicylicV3, 'ECHA Annex V list, as amended by Reg. (EU) 2022/1531 (entry V/3)'),
  }),
  // vitamin A (III/376, retinol equivalent), kojic acid (III/375), alpha-arbutin (III/377), arbutin
  // (III/378): Reg. (EU) 2024/996. Kojic acid and the arbutins are allowed ONLY in the uses named.
  ...(
    [
      [0.05, { productTypes: ['body-lotion'] }, 'Body lotion 0.05 % retinol equivalent.', '바디로션에 레티놀 당량으로서 0.05 %'],
      [
        0.3,
        { exceptProductTypes: ['body-lotion'] },
        'Leave-on and rinse-off products other than body lotion 0.3 % retinol equivalent.',
        '바디로션 이외의 사용 후 씻어내지 않는 제품 및 씻어내는 제품에 레티놀 당량으로서 0.3 %',
      ],
    ] satisfies [number, Extra, string, string][]
  ).map(([max, scope, conditions, conditionsKo]) =>
    rule(
      'EU',
      'Retinol',
      ['68-26-8', '11103-57-4', '127-47-9', '79-81-2'],
      'restricted',
      `${EU} Annex III/376 (Reg. (EU) 2024/996)`,
      {
        maxPercent: max,
        expressedAs: 'retinol',
        ...scope,
        conditions,
        conditionsKo,
        warning: 'Contains Vitamin A. Consider your daily intake before use.',
        warningEn: 'Contains Vitamin A. Consider your daily intake before use.',
        effectiveFrom: '2025-11-01',
        sellOffUntil: '2027-04-30',
        ...read(ECHA.retinol, 'ECHA Annex III list, as corrected by corrigendum to Reg. (EU) 2024/858 (entry III/376)'),
      },
    ),
  ),
  rule('EU', 'Kojic Acid', ['501-30-4'], 'restricted', `${EU} Annex III/375 (Reg. (EU) 2024/996)`, {
    maxPercent: 1,
    positiveScope: true,
    productTypes: [...FACE, ...HAND],
    conditions: 'Face and hand products only, 1.0 %.',
    conditionsKo: '얼굴 및 손에 사용하는 제품에만 1.0 %',
    effectiveFrom: '2025-02-01',
    sellOffUntil: '2025-10-31',
    sourceUrl: eli(2024, 996),
    consolidatedVersion: '32024R0996',
  }),
  rule('EU', 'Alpha-Arbutin', ['84380-01-8'], 'restricted', `${EU} Annex III/377 (Reg. (EU) 2024/996)`, {
    maxPercent: 2,
    positiveScope: true,
    productTypes: FACE_CREAM,
    conditions: 'Face cream 2 % (body lotion 0.5 %); no other use. Hydroquinone at unavoidable trace level only.',
    conditionsKo: '얼굴용 크림 2 % (바디로션 0.5 %); 그 밖의 용도에는 사용금지. 하이드로퀴논은 불가피한 미량 수준까지만 허용',
    effectiveFrom: '2025-02-01',
    sellOffUntil: '2025-10-31',
    sourceUrl: eli(2024, 996),
    consolidatedVersion: '32024R0996',
  }),
  rule('EU', 'Alpha-Arbutin', ['84380-01-8'], 'restricted', `${EU} Annex III/377 (Reg. (EU) 2024/996)`, {
    maxPercent: 0.5,
    positiveScope: true,
    productTypes: ['body-lotion'],
    conditions: 'Body lotion 0.5 % (face cream 2 %); no other use.',
    conditionsKo: '바디로션 0.5 % (얼굴용 크림 2 %); 그 밖의 용도에는 사용금지',
    effectiveFrom: '2025-02-01',
    sellOffUntil: '2025-10-31',
    sourceUrl: eli(2024, 996),
    consolidatedVersion: '32024R0996',
  }),
  rule('EU', 'Arbutin', ['497-76-7'], 'restricted', `${EU} Annex III/378 (Reg. (EU) 2024/996)`, {
    maxPercent: 7,
    positiveScope: true,
    productTypes: FACE_CREAM,
    conditions: 'Face cream only, 7 %; hydroquinone at unavoidable trace level only.',
    conditionsKo: '얼굴용 크림에만 7 %; 하이드로퀴논은 불가피한 미량 수준까지만 허용',
    effectiveFrom: '2025-02-01',
    sellOffUntil: '2025-10-31',
    ...read(ECHA.arbutin, 'ECHA Annex III list, as amended by Reg. (EU) 2024/996 (entry III/378)'),
  }),
  rule('EU', 'Triethanolamine', ['102-71-6'], 'restricted', `${EU} Annex III/62`, {
    maxPercent: 2.5,
    exposures: ['leave-on'],
    conditions: 'Leave-on products 2.5 %.',
    conditionsKo: '사용 후 씻어내지 않는 제품 2.5 %',
  }),
  rule('EU', 'Triethanolamine', ['102-71-6'], 'conditional', `${EU} Annex III/62`, {
    conditions:
      'Do not use with nitrosating systems; minimum purity 99 %; secondary alkanolamines ≤ 0.5 %; nitrosamines ≤ 50 µg/kg.',
    conditionsKo:
      '니트로사민 생성 물질(nitrosating systems)과 함께 사용 금지; 최소 순도 99 %; 2급 알칸올아민 0.5 % 이하; 니트로사민 50 µg/kg 이하',
  }),
  // quaternary conditioners, Annex III/286–287 (Reg. (EU) No 866/2014 as corrected, OJ L 254, 28.8.2014):
  // cetrimonium and steartrimonium chloride are capped on their sum; other uses only as a preservative (V/44)
  ...(
    [
      [
        2.5,
        HAIR_RINSE,
        '(a) Rinse-off hair products 2.5 % (sum with steartrimonium chloride).',
        '(a) 사용 후 씻어내는 두발용 제품 2.5 % (스테아트리모늄클로라이드와의 합)',
      ],
      [
        1,
        HAIR_LEAVE_ON,
        '(b) Leave-on hair products 1.0 % (sum with steartrimonium chloride).',
        '(b) 사용 후 씻어내지 않는 두발용 제품 1.0 % (스테아트리모늄클로라이드와의 합)',
      ],
      [
        0.5,
        FACE_LEAVE_ON,
        '(c) Leave-on face products 0.5 % (sum with steartrimonium chloride).',
        '(c) 사용 후 씻어내지 않는 얼굴용 제품 0.5 % (스테아트리모늄클로라이드와의 합)',
      ],
    ] as const
  ).map(([max, types, conditions, conditionsKo]) =>
    rule('EU', 'Cetrimonium Chloride', ['112-02-7', '112-03-8'], 'restricted', `${EU} Annex III/286`, {
      maxPercent: max,
      productTypes: [...types],
      conditions,
      conditionsKo,
      ...read(
        'https://eur-lex.europa.eu/legal-content/EN/TXT/HTML/?uri=OJ:JOL_2014_254_R_0005',
        'Corrigendum to Reg. (EU) No 866/2014, OJ L 254, 28.8.2014, p. 39 (Annex III/286)',
      ),
    }),
  ),
  rule('EU', 'Cetrimonium Chloride', ['112-02-7', '112-03-8'], 'restricted', `${EU} Annex V/44`, {
    maxPercent: 0.1,
    exceptProductTypes: [...HAIR_RINSE, ...HAIR_LEAVE_ON, ...FACE_LEAVE_ON],
    conditions: 'Other products only as a preservative, 0.1 % (Annex V/44).',
    conditionsKo: '기타 제품에는 보존제로서만 0.1 % (부속서 V/44)',
  }),
  rule('EU', 'Behentrimonium Chloride', ['17301-53-0', '112-02-7', '112-03-8'], 'restricted', `${EU} Annex III/287`, {
    maxPercent: 5,
    productTypes: HAIR_RINSE,
    conditions:
      'Rinse-off hair products 5.0 % for behentrimonium chloride or its sum with cetrimonium and steartrimonium chloride (each within its own III/286 cap).',
    conditionsKo:
      '사용 후 씻어내는 두발용 제품에 베헨트리모늄클로라이드 단독 또는 세트리모늄클로라이드·스테아트리모늄클로라이드와의 합으로 5.0 % (각 성분은 III/286의 자체 한도 이내)',
    ...read(
      'https://eur-lex.europa.eu/legal-content/EN/TXT/HTML/?uri=OJ:JOL_2014_254_R_0005',
      'Corrigendum to Reg. (EU) No 866/2014, OJ L 254, 28.8.2014, p. 39 (Annex III/287)',
    ),
  }),
  rule('EU', 'Behentrimonium Chloride', ['17301-53-0'], 'restricted', `${EU} Annex III/287`, {
    maxPercent: 3,
    productTypes: HAIR_LEAVE_ON,
    conditions: 'Leave-on hair products 3.0 %.',
    conditionsKo: '사용 후 씻어내지 않는 두발용 제품 3.0 %',
  }),
  rule('EU', 'Behentrimonium Chloride', ['17301-53-0'], 'restricted', `${EU} Annex III/287`, {
    maxPercent: 0.1,
    productTypes: FACE_LEAVE_ON,
    conditions: 'Leave-on face products 0.1 %.',
    conditionsKo: '사용 후 씻어내지 않는 얼굴용 제품 0.1 %',
  }),
  rule('EU', 'Isoeugenol', ['97-54-1'], 'restricted', `${EU} Annex III/73`, cap(0.02)),
  rule('EU', 'Hydroxycitronellal', ['107-75-5'], 'restricted', `${EU} Annex III/72`, cap(1)),
  rule('EU', 'Limonene', ['5989-27-5'], 'conditional', `${EU} Annex III/88`, {
    conditions: 'Peroxide value less than 20 mmol/L.',
    conditionsKo: '과산화물가 20 mmol/L 미만',
  }),
  rule('EU', 'Cyclopentasiloxane', ['541-02-6'], 'restricted', 'Reg. (EC) No 1907/2006 (REACH) Annex XVII/70', {
    maxPercent: 0.0999,
    exposures: ['rinse-off'],
    conditions: 'Below 0.1 % in wash-off cosmetic products.',
    conditionsKo: '사용 후 씻어내는 화장품에 0.1 % 미만',
    effectiveFrom: '2020-01-31',
    sourceUrl: eli(2018, 35),
    consolidatedVersion: '32018R0035',
  }),
  rule(
    'EU',
    'Cyclopentasiloxane',
    ['541-02-6'],
    'restricted',
    'Reg. (EC) No 1907/2006 (REACH) Annex XVII/70 (Reg. (EU) 2024/1328)',
    {
      maxPercent: 0.0999,
      exposures: ['leave-on'],
      conditions: 'Below 0.1 % in leave-on cosmetic products.',
      conditionsKo: '사용 후 씻어내지 않는 화장품에 0.1 % 미만',
      effectiveFrom: '2027-06-06',
      sourceUrl: eli(2024, 1328),
      consolidatedVersion: '32024R1328',
    },
  ),
  // BHT, Annex III/325 (Reg. (EU) 2022/2195): mouthwash 0.001 %, toothpaste 0.1 %, other products 0.8 % —
  // the catalogue has no oral-care product type, so "other products" is every type
  rule('EU', 'BHT', ['128-37-0'], 'restricted', `${EU} Annex III/325 (Reg. (EU) 2022/2195)`, {
    maxPercent: 0.8,
    conditions: 'Leave-on and rinse-off products other than oral care 0.8 % (toothpaste 0.1 %, mouthwash 0.001 %).',
    conditionsKo: '구강용 제품 이외의 사용 후 씻어내지 않는 제품 및 씻어내는 제품 0.8 % (치약 0.1 %, 구강청결제 0.001 %)',
    effectiveFrom: '2023-07-01',
    sellOffUntil: '2023-12-31',
    ...read(eli(2022, 2195), 'OJ L 292, 11.11.2022, p. 32 (Reg. (EU) 2022/2195), Annex point 1 (read in the eurlexa.com copy)'),
  }),
  ...(
    [
      ['Sodium Hydroxide', '1310-73-2'],
      ['Potassium Hydroxide', '1310-58-3'],
    ] as const
  ).map(([inci, cas]) =>
    rule('EU', inci, [cas], 'conditional', `${EU} Annex III/15a`, {
      conditions: 'As a pH adjuster the final pH must not exceed 11 (12.7 in depilatories); nail cuticle solvent 5 %.',
      conditionsKo: 'pH 조정 목적으로 사용되는 경우 최종 제품의 pH는 11 이하 (제모제 12.7 이하); 손톱 큐티클 용해제 5 %',
    }),
  ),
  rule('EU', 'CI 77288', ['1308-38-9'], 'conditional', `${EU} Annex IV (CI 77288)`, {
    conditions: 'Free from chromate ion.',
    conditionsKo: '크롬산 이온이 없어야 함',
  }),
  // prohibited substances (Annex II) a formulator might still add
  rule('EU', 'Zinc Pyrithione', ['13463-41-7'], 'prohibited', `${EU} Annex II (Reg. (EU) 2021/1902, CMR 1B)`, {
    conditions: 'Prohibited in cosmetic products (placing and making available) from 1 March 2022.',
    conditionsKo: '2022년 3월 1일부터 화장품에 사용금지 (시장 출시 및 유통 모두)',
    effectiveFrom: '2022-03-01',
    sourceUrl: eli(2021, 1902),
    consolidatedVersion: '32021R1902',
  }),
  rule('EU', 'Butylphenyl Methylpropional', ['80-54-6'], 'prohibited', `${EU} Annex II (Reg. (EU) 2021/1902, CMR 1B)`, {
    conditions: 'Prohibited in cosmetic products (placing and making available) from 1 March 2022.',
    conditionsKo: '2022년 3월 1일부터 화장품에 사용금지 (시장 출시 및 유통 모두)',
    effectiveFrom: '2022-03-01',
    sourceUrl: eli(2021, 1902),
    consolidatedVersion: '32021R1902',
  }),
  rule(
    'EU',
    '4-Methylbenzylidene Camphor',
    ['36861-47-9', '38102-62-4'],
    'prohibited',
    `${EU} Annex II/1730 (Reg. (EU) 2024/996)`,
    {
      conditions: 'Not to be placed on the market from 1 May 2025, nor made available from 1 May 2026 (was UV filter VI/18).',
      conditionsKo: '2025년 5월 1일부터 시장 출시 금지, 2026년 5월 1일부터 유통 금지 (종전 자외선 차단성분 VI/18)',
      effectiveFrom: '2025-05-01',
      sellOffUntil: '2026-04-30',
      ...read(eli(2024, 996), 'OJ L, 2024/996, 4.4.2024 (Reg. (EU) 2024/996), Annex point 1 (read in the eurlexa.com copy)'),
    },
  ),
  rule(
    'EU',
    'Hydroxyisohexyl 3-Cyclohexene Carboxaldehyde',
    ['31906-04-4'],
    'prohibited',
    `${EU} Annex II (Reg. (EU) 2017/1410)`,
    {
      conditions: 'HICC: not to be placed on the market from 23 August 2019, nor made available from 23 August 2021.',
      conditionsKo: 'HICC: 2019년 8월 23일부터 시장 출시 금지, 2021년 8월 23일부터 유통 금지',
      effectiveFrom: '2019-08-23',
      sellOffUntil: '2021-08-22',
      sourceUrl: eli(2017, 1410),
      consolidatedVersion: '32017R1410',
    },
  ),
  rule('EU', 'Hydroquinone', ['123-31-9'], 'prohibited', `${EU} Annex II/1339`, {
    conditions: 'Prohibited (Annex III/14 allows it only in professional artificial nail systems, not a product type here).',
    conditionsKo: '사용금지 (부속서 III/14는 전문가용 인조 손톱 시스템에만 허용하며, 이는 여기서 다루는 제품 유형이 아님)',
  }),
  // UV filters (Annex VI)
  // Zinc oxide VI/30 and its nano form VI/30a (Reg. (EU) 2016/621): 25 % each, "in case of combined use of
  // zinc oxide and zinc oxide (nano), the sum shall not exceed" 25 % — one cap on both forms (form 'any');
  // both "not to be used in applications that may lead to exposure of the end-user's lungs by inhalation"
  // (every spray, pump or propellant); the nano form only with the characteristics of VI/30a. Read
  // 2026-11-28 in CosIng's entry VI/30a and the annex of Reg. (EU) 2016/621 (legislation.gov.uk copy). The
  // day VI/30a applies from was not read: the instrument's start stands in.
  rule('EU', 'Zinc Oxide', ['1314-13-2'], 'restricted', `${EU} Annex VI/30, VI/30a`, {
    maxPercent: 25,
    conditions: 'Zinc oxide and zinc oxide (nano) together: at most 25 %.',
    conditionsKo: '징크옥사이드와 징크옥사이드(나노)를 함께 사용할 경우 합계 25 % 이하',
    ...read(ZNO_NANO_URL, '32016R0621 (annex, entries 30 and 30a)'),
  }),
  rule('EU', 'Zinc Oxide', ['1314-13-2'], 'prohibited', `${EU} Annex VI/30`, {
    form: 'non-nano',
    exposures: ['spray'],
    conditions: "Not to be used in applications that may lead to exposure of the end-user's lungs by inhalation.",
    conditionsKo: '최종 사용자의 폐가 흡입으로 노출될 수 있는 용도에는 사용금지',
    ...read('https://www.legislation.gov.uk/eur/2016/621/annexes', '32016R0621 (annex, entry 30)'),
  }),
  rule('EU', 'Zinc Oxide (nano)', ['1314-13-2'], 'prohibited', `${EU} Annex VI/30a`, {
    form: 'nano',
    exposures: ['spray'],
    conditions: "Not to be used in applications that may lead to exposure of the end-user's lungs by inhalation.",
    conditionsKo: '최종 사용자의 폐가 흡입으로 노출될 수 있는 용도에는 사용금지',
    ...read(ZNO_NANO_URL, '32016R0621 (annex, entry 30a)'),
  }),
  rule('EU', 'Zinc Oxide (nano)', ['1314-13-2'], 'conditional', `${EU} Annex VI/30a`, {
    form: 'nano',
    conditions:
      'Only nanomaterials with: purity ≥ 96 %, wurtzite crystalline structure, clusters that are rod-like, star-like and/or isometric, impurities only carbon dioxide and water (any other < 1 % in total); D50 > 30 nm and D1 > 20 nm; water solubility < 50 mg/L; uncoated, or coated with triethoxycaprylylsilane, dimethicone, dimethoxydiphenylsilane/triethoxycaprylylsilane cross-polymer or octyl triethoxy silane.',
    conditionsKo:
      '다음 특성의 나노물질만 허용: 순도 ≥ 96 %, 우르차이트 결정 구조, 막대·별 모양 및/또는 등방형 클러스터, 불순물은 이산화탄소와 물뿐(그 밖의 불순물 합계 < 1 %); D50 > 30 nm, D1 > 20 nm; 수용해도 < 50 mg/L; 코팅 없음 또는 트라이에톡시카프릴릴실레인, 다이메티콘, 다이메톡시다이페닐실레인/트라이에톡시카프릴릴실레인 크로스폴리머, 옥틸트라이에톡시실레인 코팅.',
    ...read(ZNO_NANO_URL, '32016R0621 (annex, entry 30a)'),
  }),
  // Titanium dioxide VI/27 and its nano form VI/27a: "in case of combined use of titanium dioxide and
  // titanium dioxide (nano), the sum shall not exceed the limit of 25 %" (form 'any'); VI/27a "not to be
  // used in applications that may lead to exposure of the end-user's lungs by inhalation" and only with
  // its characteristics. Read 2026-11-28 in CosIng's entry VI/27a (as amended by Reg. (EU) 2019/1857). The
  // non-nano inhalation ban (VI/27, IV/143) stays unverified; the day VI/27a applies from was not read.
  rule('EU', 'Titanium Dioxide', ['13463-67-7'], 'restricted', `${EU} Annex VI/27, VI/27a`, {
    maxPercent: 25,
    conditions: 'Titanium dioxide and titanium dioxide (nano) together: at most 25 %.',
    conditionsKo: '티타늄디옥사이드와 티타늄디옥사이드(나노)를 함께 사용할 경우 합계 25 % 이하',
    ...read(TIO2_NANO_URL, 'CosIng Annex VI/27a (Reg. (EU) 2019/1857)'),
  }),
  rule('EU', 'Titanium Dioxide', ['13463-67-7'], 'prohibited', `${EU} Annex VI/27, Annex IV/143`, {
    form: 'non-nano',
    exposures: ['spray'],
    conditions: 'Not to be used in applications that may lead to exposure of the end user’s lungs by inhalation.',
    conditionsKo: '최종 사용자의 폐가 흡입으로 노출될 수 있는 용도에는 사용금지',
  }),
  rule('EU', 'Titanium Dioxide (nano)', ['13463-67-7'], 'prohibited', `${EU} Annex VI/27a`, {
    form: 'nano',
    exposures: ['spray'],
    conditions: "Not to be used in applications that may lead to exposure of the end-user's lungs by inhalation.",
    conditionsKo: '최종 사용자의 폐가 흡입으로 노출될 수 있는 용도에는 사용금지',
    ...read(TIO2_NANO_URL, 'CosIng Annex VI/27a (Reg. (EU) 2019/1857)'),
  }),
  rule('EU', 'Titanium Dioxide (nano)', ['13463-67-7'], 'conditional', `${EU} Annex VI/27a`, {
    form: 'nano',
    conditions:
      'Only nanomaterials with: purity ≥ 99 %; rutile, or rutile with up to 5 % anatase, as clusters of spherical, needle or lanceolate shapes; median particle size (number) ≥ 30 nm; aspect ratio 1–4.5 and volume specific surface area ≤ 460 m²/cm³; coated as VI/27a lists (e.g. silica, alumina, dimethicone, stearic acid …; alumina + manganese dioxide not in lip products); photocatalytic activity ≤ 10 % of the uncoated reference; photostable in the final formulation.',
    conditionsKo:
      '다음 특성의 나노물질만 허용: 순도 ≥ 99 %; 루타일(아나타제 5 % 이하 포함)로 구형·침상·창 모양 클러스터; 입자 수 기준 중앙 입경 ≥ 30 nm; 종횡비 1–4.5, 부피 비표면적 ≤ 460 m²/cm³; VI/27a가 정한 코팅(실리카, 알루미나, 다이메티콘, 스테아릭애씨드 등; 알루미나+이산화망간 코팅은 입술 제품 불가); 광촉매 활성 ≤ 코팅하지 않은 기준의 10 %; 완제품에서 광안정.',
    ...read(TIO2_NANO_URL, 'CosIng Annex VI/27a (Reg. (EU) 2019/1857)'),
  }),
  rule('EU', 'Ethylhexyl Methoxycinnamate', ['5466-77-3'], 'restricted', `${EU} Annex VI/12`, cap(10)),
  rule('EU', 'Ethylhexyl Salicylate', ['118-60-5'], 'restricted', `${EU} Annex VI/20`, cap(5)),
  // homosalate: face products only, "except propellant spray products" (a pump mist is a face product), 7.34 %
  rule('EU', 'Homosalate', ['118-56-9'], 'restricted', `${EU} Annex VI/3 (Reg. (EU) 2022/2195)`, {
    maxPercent: 7.34,
    positiveScope: true,
    productTypes: FACE_NOT_PROPELLANT,
    conditions: 'Face products only, 7.34 %; not in propellant spray products.',
    conditionsKo: '얼굴용 제품에만 7.34 %; 분사제를 사용한 스프레이 제품에는 사용금지',
    effectiveFrom: '2025-01-01',
    sellOffUntil: '2025-06-30',
    sourceUrl: eli(2022, 2195),
    consolidatedVersion: '32022R2195',
  }),
  rule('EU', 'Octocrylene', ['6197-30-4'], 'restricted', `${EU} Annex VI/10 (Reg. (EU) 2022/1176)`, {
    maxPercent: 10,
    conditions: 'Other products 10 %.',
    conditionsKo: '기타 제품 10 %',
    effectiveFrom: '2023-01-29',
    sellOffUntil: '2023-07-28',
    sourceUrl: eli(2022, 1176),
    consolidatedVersion: '32022R1176',
  }),
  rule('EU', 'Octocrylene', ['6197-30-4'], 'restricted', `${EU} Annex VI/10 (Reg. (EU) 2022/1176)`, {
    maxPercent: 9,
    // "propellant spray products": aerosols only; a pump spray has the 10 % of other products
    exposures: ['aerosol'],
    conditions: 'Propellant spray products 9 %.',
    conditionsKo: '분사제를 사용한 스프레이 제품 9 %',
    effectiveFrom: '2023-01-29',
    sellOffUntil: '2023-07-28',
    sourceUrl: eli(2022, 1176),
    consolidatedVersion: '32022R1176',
  }),
  rule('EU', 'Butyl Methoxydibenzoylmethane', ['70356-09-1'], 'restricted', `${EU} Annex VI/8`, cap(5)),
  rule('EU', 'Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine', ['187393-00-6'], 'restricted', `${EU} Annex VI/25`, cap(10)),
  rule('EU', 'Diethylamino Hydroxybenzoyl Hexyl Benzoate', ['302776-68-7'], 'restricted', `${EU} Annex VI/28`, cap(10)),
  rule('EU', 'Ethylhexyl Triazone', ['88122-99-0'], 'restricted', `${EU} Annex VI/15`, cap(5)),
  rule('EU', 'Methylene Bis-Benzotriazolyl Tetramethylbutylphenol', ['103597-45-1'], 'restricted', `${EU} Annex VI/23`, cap(10)),
  rule('EU', 'Phenylbenzimidazole Sulfonic Acid', ['27503-81-7'], 'restricted', `${EU} Annex VI/6`, {
    maxPercent: 8,
    conditions: 'As acid.',
    conditionsKo: '산으로서',
  }),
  rule('EU', 'Polysilicone-15', ['207574-74-1'], 'restricted', `${EU} Annex VI/26`, cap(10)),
  rule('EU', 'Isoamyl p-Methoxycinnamate', ['71617-10-2'], 'restricted', `${EU} Annex VI/14`, cap(10)),
  // benzophenone-3, Annex VI/4 (Reg. (EU) 2022/1176): (a) face, hand and lip products except sprays 6 %,
  // (b) body products including sprays 2.2 %, (c) other products 0.5 %
  rule('EU', 'Benzophenone-3', ['131-57-7'], 'restricted', `${EU} Annex VI/4 (a) (Reg. (EU) 2022/1176)`, {
    maxPercent: 6,
    productTypes: [...FACE_NOT_SPRAYED, ...HAND, ...LIP],
    conditions:
      '(a) Face, hand and lip products, excluding propellant and pump sprays: 6 % (at most 0.5 % of it to protect the formulation).',
    conditionsKo: '(a) 얼굴·손·입술용 제품(분사제 스프레이 및 펌프 스프레이 제외): 6 % (그중 제형 보호 목적은 0.5 % 이하)',
    warning: 'Contains Benzophenone-3.',
    warningEn: 'Contains Benzophenone-3.',
    labelAbove: 0.5,
    effectiveFrom: '2023-01-29',
    sellOffUntil: '2023-07-28',
    ...read(ECHA.bp3Face, 'ECHA Annex VI list, as amended by Reg. (EU) 2022/2195 (entry VI/4 a)'),
  }),
  rule('EU', 'Benzophenone-3', ['131-57-7'], 'restricted', `${EU} Annex VI/4 (b) (Reg. (EU) 2022/1176)`, {
    maxPercent: 2.2,
    productTypes: BODY,
    conditions: '(b) Body products, including propellant and pump sprays: 2.2 %.',
    conditionsKo: '(b) 신체용 제품(분사제 스프레이 및 펌프 스프레이 포함): 2.2 %',
    warning: 'Contains Benzophenone-3.',
    warningEn: 'Contains Benzophenone-3.',
    labelAbove: 0.5,
    effectiveFrom: '2023-01-29',
    sellOffUntil: '2023-07-28',
    sourceUrl: eli(2022, 1176),
    consolidatedVersion: '32022R1176',
  }),
  rule('EU', 'Benzophenone-3', ['131-57-7'], 'restricted', `${EU} Annex VI/4 (c) (Reg. (EU) 2022/1176)`, {
    maxPercent: 0.5,
    exceptProductTypes: [...FACE_NOT_SPRAYED, ...HAND, ...LIP, ...BODY],
    conditions: '(c) Other products (hair products, face mists …): 0.5 %.',
    conditionsKo: '(c) 기타 제품(두발용 제품, 페이스 미스트 등): 0.5 %',
    effectiveFrom: '2023-01-29',
    sellOffUntil: '2023-07-28',
    sourceUrl: eli(2022, 1176),
    consolidatedVersion: '32022R1176',
  }),
  // fragrance allergens: the classic list (0.001 % leave-on / 0.01 % rinse-off) and Reg. (EU) 2023/1545's
  ...allergens('EU', EU, '2013-07-11', Object.keys(EU_ALLERGEN_ENTRY), EU_ALLERGEN_ENTRY),
  ...allergens(
    'EU',
    `${EU} Annex III (fragrance allergens added by Reg. (EU) 2023/1545)`,
    '2026-08-01',
    [...EU_NEW_ALLERGENS, ...EU_2023_1545_NAMES],
    undefined,
    EU_ALLERGENS_2023,
  ).map((r) => ({ ...r, ...EU_ALLERGENS_2023_READ[r.inciName] })),
];

/* --------------------------------------------------- CN --------------------------------------------------- */

const CN_T3 = '化妆品安全技术规范 (2015) 第三章 表3 化妆品限用组分';
const CN_T4 = '化妆品安全技术规范 (2015) 第三章 表4 化妆品准用防腐剂';
const CN_T5 = '化妆品安全技术规范 (2015) 第三章 表5 化妆品准用防晒剂';
const CN_2026 = '国家药监局公告 2026-01-12 (18项标准纳入化妆品安全技术规范)';
/** the NMPA announcement of 2026-01-12, read in a stored copy of its text (its attachments were not) */
const CN_2026_SRC: Extra = {
  sourceUrl: CN_URL,
  consolidatedVersion:
    '国家药监局关于将《眼部化妆品、口唇化妆品和儿童化妆品中菌落总数限值》等18项标准纳入化妆品安全技术规范的公告 (2026-01-12), 正文',
  verifiedOn: VERIFIED,
};
/** An upcoming revision whose new values are not transcribed: a warning to check the attachment. */
function cnRevision(inciName: string, cas: string[], zh: string, effectiveFrom: string, isNew = false): Rule {
  return rule('CN', inciName, cas, 'conditional', `${CN_2026} — 《${zh}》`, {
    ...CN_2026_SRC,
    effectiveFrom,
    conditions: `${isNew ? 'A new' : 'A revised'} STSC standard for ${inciName} applies from ${effectiveFrom}, replacing the 2015 entry; its new limits (the announcement's attachment) are not transcribed here — check them before this product is made after that date.`,
    conditionsKo: `${effectiveFrom}부터 ${inciName}에 대한 ${isNew ? '신규' : '개정'} 화장품안전기술규범(STSC) 기준이 2015년판 항목을 대체하여 적용됨; 새 한도(공고 첨부문서)는 여기에 옮겨 적지 않았으므로, 그 날짜 이후 이 제품을 제조하기 전에 확인할 것`,
  });
}

const CN: Rule[] = [
  rule('CN', 'Phenoxyethanol', ['122-99-6'], 'restricted', `${CN_T4} — 苯氧乙醇`, cap(1)),
  rule('CN', 'Benzoic Acid', ['65-85-0', '532-32-1'], 'restricted', `${CN_T4} — 苯甲酸及其钠盐`, {
    maxPercent: 2.5,
    expressedAs: 'benzoic-acid',
    exposures: ['rinse-off'],
    conditions: 'As acid: rinse-off products 2.5 %.',
    conditionsKo: '산으로서 사용 후 씻어내는 제품 2.5 %',
  }),
  rule('CN', 'Benzoic Acid', ['65-85-0', '532-32-1'], 'restricted', `${CN_T4} — 苯甲酸及其钠盐`, {
    maxPercent: 0.5,
    expressedAs: 'benzoic-acid',
    exposures: ['leave-on'],
    conditions: 'As acid: leave-on products 0.5 %.',
    conditionsKo: '산으로서 사용 후 씻어내지 않는 제품 0.5 %',
  }),
  rule('CN', 'Sorbic Acid', ['110-44-1', '24634-61-5'], 'restricted', `${CN_T4} — 山梨酸及其盐类`, {
    maxPercent: 0.6,
    expressedAs: 'sorbic-acid',
    conditions: 'As acid.',
    conditionsKo: '산으로서',
  }),
  rule('CN', 'Dehydroacetic Acid', ['520-45-6', '4418-26-2'], 'restricted', `${CN_T4} — 脱氢乙酸及其盐类`, {
    maxPercent: 0.6,
    expressedAs: 'dehydroacetic-acid',
    conditions: 'As acid.',
    conditionsKo: '산으로서',
  }),
  // "禁用于喷雾产品" — spray products, not only aerosols: every spray (pump or propellant)
  rule('CN', 'Dehydroacetic Acid', ['520-45-6', '4418-26-2'], 'prohibited', `${CN_T4} — 脱氢乙酸及其盐类`, {
    exposures: ['spray'],
    conditions: 'Not in aerosol (spray) products (禁用于喷雾产品).',
    conditionsKo: '에어로졸(스프레이) 제품에는 사용금지 (禁用于喷雾产品)',
  }),
  rule('CN', 'Chlorphenesin', ['104-29-0'], 'restricted', `${CN_T4} — 氯苯甘醚`, cap(0.3)),
  rule('CN', 'Methylparaben', ['99-76-3'], 'restricted', `${CN_T4} — 4-羟基苯甲酸及其盐类和酯类`, {
    maxPercent: 0.4,
    conditions: 'Single ester 0.4 % (as acid).',
    conditionsKo: '단일 성분일 경우 0.4 % (산으로서)',
  }),
  rule('CN', 'Ethylparaben', ['120-47-8'], 'restricted', `${CN_T4} — 4-羟基苯甲酸及其盐类和酯类`, {
    maxPercent: 0.4,
    conditions: 'Single ester 0.4 % (as acid).',
    conditionsKo: '단일 성분일 경우 0.4 % (산으로서)',
  }),
  rule(
    'CN',
    'Parabens (sum)',
    ['99-76-3', '120-47-8', '94-13-3', '94-26-8'],
    'restricted',
    `${CN_T4} — 4-羟基苯甲酸及其盐类和酯类`,
    {
      maxPercent: 0.8,
      expressedAs: 'parabens',
      conditions: 'Mixtures of esters 0.8 % (as acid).',
      conditionsKo: '혼합 사용의 경우 0.8 % (산으로서)',
    },
  ),
  rule('CN', 'Propylparaben', ['94-13-3', '94-26-8'], 'restricted', `${CN_T4} — 4-羟基苯甲酸及其盐类和酯类`, {
    maxPercent: 0.14,
    expressedAs: 'parabens-propyl-butyl',
    conditions: 'Propyl + butyl esters 0.14 % (as acid); not in leave-on products for the nappy area of children under three.',
    conditionsKo:
      '프로필파라벤과 부틸파라벤의 합은 0.14 % (산으로서); 만 3세 미만 어린이의 기저귀가 닿는 부위에 사용하는 사용 후 씻어내지 않는 제품에는 사용금지',
  }),
  // China did not follow the EU's 2016–2017 tightening: 0.01 %, leave-on included (revised from 2028, below)
  rule('CN', 'Methylisothiazolinone', ['2682-20-4'], 'restricted', `${CN_T4} — 甲基异噻唑啉酮`, cap(0.01)),
  rule(
    'CN',
    'Methylchloroisothiazolinone',
    ['26172-55-4', '55965-84-9'],
    'restricted',
    `${CN_T4} — 甲基氯异噻唑啉酮和甲基异噻唑啉酮与氯化镁及硝酸镁的混合物`,
    {
      maxPercent: 0.0015,
      expressedAs: 'mci-mi',
      conditions: 'Mixture 3:1 with methylisothiazolinone.',
      conditionsKo: '메칠이소치아졸리논과의 3:1 혼합물로서',
    },
  ),
  rule('CN', 'Benzyl Alcohol', ['100-51-6'], 'restricted', `${CN_T4} — 苯甲醇`, cap(1)),
  rule('CN', 'Piroctone Olamine', ['68890-66-4'], 'restricted', `${CN_T4} — 吡罗克酮乙醇胺盐`, {
    maxPercent: 1,
    exposures: ['rinse-off'],
    conditions: 'Rinse-off products 1.0 %.',
    conditionsKo: '사용 후 씻어내는 제품 1.0 %',
  }),
  rule('CN', 'Piroctone Olamine', ['68890-66-4'], 'restricted', `${CN_T4} — 吡罗克酮乙醇胺盐`, {
    maxPercent: 0.5,
    exposures: ['leave-on'],
    conditions: 'Other products 0.5 %.',
    conditionsKo: '기타 제품 0.5 %',
  }),
  rule('CN', 'Salicylic Acid', ['69-72-7'], 'restricted', `${CN_T3} — 水杨酸`, {
    maxPercent: 3,
    expressedAs: 'salicylic-acid',
    productTypes: HAIR_RINSE,
    conditions: 'Rinse-off hair products 3.0 %.',
    conditionsKo: '사용 후 씻어내는 두발용 제품 3.0 %',
  }),
  rule('CN', 'Salicylic Acid', ['69-72-7'], 'restricted', `${CN_T3} — 水杨酸`, {
    maxPercent: 2,
    expressedAs: 'salicylic-acid',
    exceptProductTypes: HAIR_RINSE,
    conditions: 'Other products 2.0 %.',
    conditionsKo: '기타 제품 2.0 %',
  }),
  rule('CN', 'Salicylic Acid', ['69-72-7'], 'prohibited', `${CN_T3} — 水杨酸`, {
    expressedAs: 'salicylic-acid',
    childrenUnder: 3,
    exceptProductTypes: ['shampoo'],
    conditions: 'Not in products for children under three, except shampoos.',
    conditionsKo: '만 3세 미만 어린이용 제품에는 사용금지 (샴푸 제외)',
  }),
  rule('CN', 'Salicylic Acid', ['69-72-7'], 'restricted', `${CN_T3} — 水杨酸`, {
    expressedAs: 'salicylic-acid',
    exceptProductTypes: ['shampoo'],
    warning: '含水杨酸，三岁以下儿童勿用',
    warningEn: 'Contains salicylic acid; not to be used for children under three years of age.',
  }),
  rule('CN', 'Triethanolamine', ['102-71-6'], 'restricted', `${CN_T3} — 三乙醇胺`, {
    maxPercent: 2.5,
    exposures: ['leave-on'],
    conditions: 'Leave-on products 2.5 %; do not use with nitrosating systems.',
    conditionsKo: '사용 후 씻어내지 않는 제품 2.5 %; 니트로사민 생성 물질(nitrosating systems)과 함께 사용 금지',
  }),
  ...(
    [
      ['Zinc Oxide', '1314-13-2', 25, '氧化锌'],
      ['Titanium Dioxide', '13463-67-7', 25, '二氧化钛'],
      ['Ethylhexyl Methoxycinnamate', '5466-77-3', 10, '甲氧基肉桂酸乙基己酯'],
      ['Ethylhexyl Salicylate', '118-60-5', 5, '水杨酸乙基己酯'],
      ['Homosalate', '118-56-9', 10, '胡莫柳酯'],
      ['Octocrylene', '6197-30-4', 10, '奥克立林'],
      ['Butyl Methoxydibenzoylmethane', '70356-09-1', 5, '丁基甲氧基二苯甲酰基甲烷'],
      ['Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine', '187393-00-6', 10, '双-乙基己氧苯酚甲氧苯基三嗪'],
      ['Diethylamino Hydroxybenzoyl Hexyl Benzoate', '302776-68-7', 10, '二乙氨羟苯甲酰基苯甲酸己酯'],
      ['Ethylhexyl Triazone', '88122-99-0', 5, '乙基己基三嗪酮'],
      ['Methylene Bis-Benzotriazolyl Tetramethylbutylphenol', '103597-45-1', 10, '亚甲基双-苯并三唑基四甲基丁基酚'],
      ['Phenylbenzimidazole Sulfonic Acid', '27503-81-7', 8, '苯基苯并咪唑磺酸'],
      ['Polysilicone-15', '207574-74-1', 10, '聚硅氧烷-15'],
      ['Isoamyl p-Methoxycinnamate', '71617-10-2', 10, '对甲氧基肉桂酸异戊酯'],
    ] as const
  ).map(([inci, cas, max, zh]) => rule('CN', inci, [cas], 'restricted', `${CN_T5} — ${zh}`, cap(max))),
  rule('CN', 'Benzophenone-3', ['131-57-7'], 'restricted', `${CN_T5} — 二苯酮-3`, {
    maxPercent: 10,
    warning: '含二苯酮-3',
    warningEn: 'Contains Benzophenone-3.',
  }),
  // NMPA announcement of 2026-01-12: revised and new standards (values in its attachments, not transcribed)
  cnRevision('4-Methylbenzylidene Camphor', ['36861-47-9', '38102-62-4'], '4-甲基苄亚基樟脑', '2027-01-01'),
  cnRevision('Butylphenyl Methylpropional', ['80-54-6'], '丁苯基甲基丙醛', '2028-01-01', true),
  cnRevision('Cyclotetrasiloxane', ['556-67-2'], '环四聚二甲基硅氧烷', '2028-01-01', true),
  cnRevision('Zinc Pyrithione', ['13463-41-7'], '吡硫鎓锌', '2028-01-01'),
  cnRevision('Salicylic Acid', ['69-72-7'], '水杨酸', '2028-01-01'),
  cnRevision('Methylisothiazolinone', ['2682-20-4'], '甲基异噻唑啉酮', '2028-01-01'),
  cnRevision('Benzophenone-3', ['131-57-7'], '二苯酮-3', '2028-01-01'),
  cnRevision('Homosalate', ['118-56-9'], '胡莫柳酯', '2028-01-01'),
  cnRevision('Octocrylene', ['6197-30-4'], '奥克立林', '2028-01-01'),
];

/* --------------------------------------------------- US --------------------------------------------------- */

const US_M020 = 'FDA OTC Monograph M020 (Sunscreen Drug Products)';
const US_DRUG_FACTS =
  'Warnings: For external use only. Do not use on damaged or broken skin. When using this product keep out of eyes. Rinse with water to remove. Stop use and ask a doctor if rash occurs. Keep out of reach of children.';
const US_352 = read(
  'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-D/part-352/subpart-B',
  '21 CFR 352.10 (eCFR; caps carried into OTC Monograph M020)',
);
/** Sunscreens are OTC drugs in the US: the actives of M020 with their caps, the rest not allowed as actives. */
const US: Rule[] = [
  ...(
    [
      ['Zinc Oxide', '1314-13-2', 25, 'zinc oxide', '(r)'],
      ['Titanium Dioxide', '13463-67-7', 25, 'titanium dioxide', '(p)'],
      ['Ethylhexyl Methoxycinnamate', '5466-77-3', 7.5, 'octinoxate', '(j)'],
      ['Ethylhexyl Salicylate', '118-60-5', 5, 'octisalate', '(k)'],
      ['Homosalate', '118-56-9', 15, 'homosalate', '(f)'],
      ['Octocrylene', '6197-30-4', 10, 'octocrylene', '(i)'],
      ['Butyl Methoxydibenzoylmethane', '70356-09-1', 3, 'avobenzone', '(b)'],
      ['Phenylbenzimidazole Sulfonic Acid', '27503-81-7', 4, 'ensulizole', '(n)'],
      ['Benzophenone-3', '131-57-7', 6, 'oxybenzone', '(l)'],
    ] as const
  ).map(([inci, cas, max, usan, para]) =>
    rule('US', inci, [cas], 'restricted', `${US_M020} — ${usan} (21 CFR 352.10${para})`, {
      maxPercent: max,
      productTypes: ['sunscreen'],
      conditions: `Sunscreen active ingredient (${usan}) up to ${max} %; the product is an OTC drug (Drug Facts label, registration, listing).`,
      conditionsKo: `자외선 차단 유효성분(${usan}) ${max} % 이하; 이 제품은 일반의약품(OTC)임 (Drug Facts 표시, 등록, 품목 등재)`,
      warning: US_DRUG_FACTS,
      warningEn: US_DRUG_FACTS,
      ...US_352,
    }),
  ),
  // bemotrizinol joins M020 by final order OTC000039 (16 June 2026), in effect 9 August 2026
  rule(
    'US',
    'Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine',
    ['187393-00-6'],
    'restricted',
    `${US_M020} — bemotrizinol (final order OTC000039)`,
    {
      maxPercent: 6,
      productTypes: ['sunscreen'],
      conditions:
        'Sunscreen active ingredient (bemotrizinol) up to 6 %, the product giving SPF 2 or more; permitted combinations and dosage forms as in the order. Before 9 August 2026 it was not a monograph active.',
      conditionsKo:
        '자외선 차단 유효성분(bemotrizinol) 6 % 이하, 제품의 SPF는 2 이상; 허용되는 배합과 제형은 해당 명령(order)에 따름. 2026년 8월 9일 이전에는 모노그래프 유효성분이 아니었음',
      warning: US_DRUG_FACTS,
      warningEn: US_DRUG_FACTS,
      effectiveFrom: '2026-08-09',
      // FDA's announcement of the order (the order's own page was not found in a stored copy)
      sourceUrl: 'https://www.fda.gov/news-events/press-announcements/fda-expands-sunscreen-options-first-time-20-years',
      consolidatedVersion: 'FDA final administrative order OTC000039 (16 June 2026), amending M020 — not read',
    },
  ),
  ...(
    [
      ['Diethylamino Hydroxybenzoyl Hexyl Benzoate', '302776-68-7', 'DHHB'],
      ['Ethylhexyl Triazone', '88122-99-0', 'octyl triazone'],
      ['Methylene Bis-Benzotriazolyl Tetramethylbutylphenol', '103597-45-1', 'bisoctrizole'],
      ['Polysilicone-15', '207574-74-1', 'polysilicone-15'],
      ['Isoamyl p-Methoxycinnamate', '71617-10-2', 'amiloxate'],
    ] as const
  ).map(([inci, cas, usan]) =>
    rule('US', inci, [cas], 'prohibited', `${US_M020} (21 CFR 352.10)`, {
      productTypes: ['sunscreen'],
      conditions: `${usan} is not a sunscreen active ingredient under M020: a sunscreen sold in the US cannot use it.`,
      conditionsKo: `${usan}은(는) M020에 따른 자외선 차단 유효성분이 아님: 미국에서 판매하는 자외선 차단제에는 사용할 수 없음`,
      ...US_352,
    }),
  ),
  rule('US', 'CI 77007', ['57455-37-5'], 'prohibited', '21 CFR 73.2725 (ultramarines)', {
    exposures: ['oral'],
    conditions: 'Listed for externally applied cosmetics (eye area included) only; not for the lips.',
    conditionsKo: '외용 화장품(눈 주위 포함)에만 등재됨; 입술에는 사용금지',
    effectiveFrom: '2024-04-01',
    sourceUrl: ecfr('73.2725'),
    consolidatedVersion: '21 CFR 73.2725 (eCFR)',
  }),
  rule('US', 'CI 77288', ['1308-38-9'], 'prohibited', '21 CFR 73.2327 (chromium oxide greens)', {
    exposures: ['oral'],
    conditions: 'Listed for externally applied cosmetics only; not for the lips.',
    conditionsKo: '외용 화장품에만 등재됨; 입술에는 사용금지',
    effectiveFrom: '2024-04-01',
    sourceUrl: ecfr('73.2327'),
    consolidatedVersion: '21 CFR 73.2327 (eCFR)',
  }),
  ...(
    [
      ['CI 15985', '2783-94-0', '21 CFR 74.2706 (FD&C Yellow No. 6)', '74.2706'],
      ['CI 19140', '1934-21-0', '21 CFR 74.2705 (FD&C Yellow No. 5)', '74.2705'],
      ['CI 42090', '3844-45-9', '21 CFR 74.2101 (FD&C Blue No. 1)', '74.2101'],
      ['CI 45410', '18472-87-2', '21 CFR 74.2328 (D&C Red No. 28)', '74.2328'],
      ['CI 15850', '5281-04-9', '21 CFR 74.2306 / 74.2307 (D&C Red No. 6 / 7)', '74.2306'],
    ] as const
  ).map(([inci, cas, ref, section]) =>
    rule('US', inci, [cas], 'conditional', ref, {
      conditions:
        'Colour additive subject to batch certification (21 CFR part 80): use a certified lot; not for the eye area unless listed for it.',
      conditionsKo:
        '배치 인증 대상 색소(21 CFR part 80): 인증된 로트를 사용할 것; 눈 주위 용도로 등재되지 않은 한 눈 주위에는 사용금지',
      effectiveFrom: '2024-04-01',
      sourceUrl: ecfr(section),
      consolidatedVersion: `${ref} (eCFR)`,
    }),
  ),
];

/* -------------------------------------------------- ASEAN -------------------------------------------------- */

const ACD = 'ASEAN Cosmetic Directive';
const ASEAN: Rule[] = [
  rule('ASEAN', 'Phenoxyethanol', ['122-99-6'], 'restricted', `${ACD} Annex VI/29`, cap(1)),
  rule('ASEAN', 'Benzoic Acid', ['65-85-0', '532-32-1'], 'restricted', `${ACD} Annex VI/1`, {
    maxPercent: 2.5,
    expressedAs: 'benzoic-acid',
    exposures: ['rinse-off'],
    conditions: 'As acid: rinse-off products 2.5 %.',
    conditionsKo: '산으로서 사용 후 씻어내는 제품 2.5 %',
  }),
  rule('ASEAN', 'Benzoic Acid', ['65-85-0', '532-32-1'], 'restricted', `${ACD} Annex VI/1`, {
    maxPercent: 0.5,
    expressedAs: 'benzoic-acid',
    exposures: ['leave-on'],
    conditions: 'As acid: leave-on products 0.5 %.',
    conditionsKo: '산으로서 사용 후 씻어내지 않는 제품 0.5 %',
  }),
  rule('ASEAN', 'Sorbic Acid', ['110-44-1', '24634-61-5'], 'restricted', `${ACD} Annex VI/4`, {
    maxPercent: 0.6,
    expressedAs: 'sorbic-acid',
    conditions: 'As acid.',
    conditionsKo: '산으로서',
  }),
  rule('ASEAN', 'Dehydroacetic Acid', ['520-45-6', '4418-26-2'], 'restricted', `${ACD} Annex VI/13`, {
    maxPercent: 0.6,
    expressedAs: 'dehydroacetic-acid',
    conditions: 'As acid.',
    conditionsKo: '산으로서',
  }),
  // "Not to be used in aerosol dispensers (sprays)": propellant sprays only
  rule('ASEAN', 'Dehydroacetic Acid', ['520-45-6', '4418-26-2'], 'prohibited', `${ACD} Annex VI/13`, {
    exposures: ['aerosol'],
    conditions: 'Not to be used in aerosol dispensers (sprays).',
    conditionsKo: '에어로졸(스프레이) 제품에는 사용금지',
  }),
  rule('ASEAN', 'Chlorphenesin', ['104-29-0'], 'restricted', `${ACD} Annex VI/50`, cap(0.3)),
  rule('ASEAN', 'Methylparaben', ['99-76-3'], 'restricted', `${ACD} Annex VI/12`, {
    maxPercent: 0.4,
    conditions: 'Single ester, as acid.',
    conditionsKo: '단일 성분일 경우, 산으로서',
  }),
  rule('ASEAN', 'Ethylparaben', ['120-47-8'], 'restricted', `${ACD} Annex VI/12`, {
    maxPercent: 0.4,
    conditions: 'Single ester, as acid.',
    conditionsKo: '단일 성분일 경우, 산으로서',
  }),
  rule('ASEAN', 'Parabens (sum)', ['99-76-3', '120-47-8', '94-13-3', '94-26-8'], 'restricted', `${ACD} Annex VI/12`, {
    maxPercent: 0.8,
    expressedAs: 'parabens',
    conditions: 'Mixtures of esters 0.8 % (as acid).',
    conditionsKo: '혼합 사용의 경우 0.8 % (산으로서)',
  }),
  rule('ASEAN', 'Propylparaben', ['94-13-3', '94-26-8'], 'restricted', `${ACD} Annex VI/12a`, {
    maxPercent: 0.14,
    expressedAs: 'parabens-propyl-butyl',
    conditions: 'Sum of propyl- and butylparaben, as acid; not in leave-on nappy-area products for children under three.',
    conditionsKo:
      '프로필파라벤과 부틸파라벤의 합, 산으로서; 만 3세 미만 어린이의 기저귀가 닿는 부위에 사용하는 사용 후 씻어내지 않는 제품에는 사용금지',
  }),
  // MI 0.0015 % in rinse-off products from 2019-06-01 (27th ACC meeting)
  rule('ASEAN', 'Methylisothiazolinone', ['2682-20-4'], 'restricted', `${ACD} Annex VI/57 (27th ACC)`, {
    maxPercent: 0.0015,
    exposures: ['rinse-off'],
    conditions: 'Rinse-off products 0.0015 %.',
    conditionsKo: '사용 후 씻어내는 제품 0.0015 %',
    effectiveFrom: '2019-06-01',
  }),
  rule('ASEAN', 'Methylisothiazolinone', ['2682-20-4'], 'prohibited', `${ACD} Annex VI/57`, {
    exposures: ['leave-on'],
    conditions: 'Not in leave-on products.',
    conditionsKo: '사용 후 씻어내지 않는 제품에는 사용금지',
  }),
  rule('ASEAN', 'Methylchloroisothiazolinone', ['26172-55-4', '55965-84-9'], 'restricted', `${ACD} Annex VI/39`, {
    maxPercent: 0.0015,
    expressedAs: 'mci-mi',
    exposures: ['rinse-off'],
    conditions: 'Mixture 3:1 with methylisothiazolinone; rinse-off products only.',
    conditionsKo: '메칠이소치아졸리논과의 3:1 혼합물로서; 사용 후 씻어내는 제품에만 사용',
  }),
  rule('ASEAN', 'Methylchloroisothiazolinone', ['26172-55-4', '55965-84-9'], 'prohibited', `${ACD} Annex VI/39`, {
    exposures: ['leave-on'],
    conditions: 'Not in leave-on products.',
    conditionsKo: '사용 후 씻어내지 않는 제품에는 사용금지',
  }),
  rule('ASEAN', 'Benzyl Alcohol', ['100-51-6'], 'restricted', `${ACD} Annex VI/34`, cap(1)),
  rule('ASEAN', 'Piroctone Olamine', ['68890-66-4'], 'restricted', `${ACD} Annex VI/35`, {
    maxPercent: 1,
    exposures: ['rinse-off'],
    conditions: 'Rinse-off products 1.0 %.',
    conditionsKo: '사용 후 씻어내는 제품 1.0 %',
  }),
  rule('ASEAN', 'Piroctone Olamine', ['68890-66-4'], 'restricted', `${ACD} Annex VI/35`, {
    maxPercent: 0.5,
    exposures: ['leave-on'],
    conditions: 'Other products 0.5 %.',
    conditionsKo: '기타 제품 0.5 %',
  }),
  // salicylic acid: the values ASEAN had before the 36th ACC meeting's amendment, which is not transcribed
  rule('ASEAN', 'Salicylic Acid', ['69-72-7'], 'restricted', `${ACD} Annex III/98`, {
    maxPercent: 3,
    expressedAs: 'salicylic-acid',
    productTypes: HAIR_RINSE,
    conditions: 'Rinse-off hair products 3.0 % (as amended at the 36th ACC meeting — amendment not transcribed).',
    conditionsKo: '사용 후 씻어내는 두발용 제품 3.0 % (제36차 ACC 회의에서 개정됨 — 개정 내용은 여기에 옮겨 적지 않음)',
  }),
  rule('ASEAN', 'Salicylic Acid', ['69-72-7'], 'restricted', `${ACD} Annex III/98`, {
    maxPercent: 2,
    expressedAs: 'salicylic-acid',
    exceptProductTypes: HAIR_RINSE,
    conditions: 'Other products 2.0 % (as amended at the 36th ACC meeting — amendment not transcribed).',
    conditionsKo: '기타 제품 2.0 % (제36차 ACC 회의에서 개정됨 — 개정 내용은 여기에 옮겨 적지 않음)',
  }),
  rule('ASEAN', 'Salicylic Acid', ['69-72-7'], 'prohibited', `${ACD} Annex III/98`, {
    expressedAs: 'salicylic-acid',
    childrenUnder: 3,
    exceptProductTypes: ['shampoo'],
    conditions: 'Not to be used in preparations for children under 3 years of age, except shampoos.',
    conditionsKo: '만 3세 미만 어린이용 제품에는 사용금지 (샴푸 제외)',
  }),
  rule('ASEAN', 'Salicylic Acid', ['69-72-7'], 'restricted', `${ACD} Annex III/98`, {
    expressedAs: 'salicylic-acid',
    exceptProductTypes: ['shampoo'],
    warning: 'Not to be used for children under 3 years of age.',
    warningEn: 'Not to be used for children under 3 years of age.',
  }),
  rule('ASEAN', 'Triethanolamine', ['102-71-6'], 'restricted', `${ACD} Annex III/62`, {
    maxPercent: 2.5,
    exposures: ['leave-on'],
    conditions: 'Leave-on products 2.5 %; do not use with nitrosating systems.',
    conditionsKo: '사용 후 씻어내지 않는 제품 2.5 %; 니트로사민 생성 물질(nitrosating systems)과 함께 사용 금지',
  }),
  ...(
    [
      ['Zinc Oxide', '1314-13-2', 25, 'VII/30'],
      ['Titanium Dioxide', '13463-67-7', 25, 'VII/27'],
      ['Ethylhexyl Methoxycinnamate', '5466-77-3', 10, 'VII/12'],
      ['Ethylhexyl Salicylate', '118-60-5', 5, 'VII/20'],
      ['Homosalate', '118-56-9', 10, 'VII/3'],
      ['Octocrylene', '6197-30-4', 10, 'VII/10'],
      ['Butyl Methoxydibenzoylmethane', '70356-09-1', 5, 'VII/8'],
      ['Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine', '187393-00-6', 10, 'VII/25'],
      ['Diethylamino Hydroxybenzoyl Hexyl Benzoate', '302776-68-7', 10, 'VII/28'],
      ['Ethylhexyl Triazone', '88122-99-0', 5, 'VII/15'],
      ['Methylene Bis-Benzotriazolyl Tetramethylbutylphenol', '103597-45-1', 10, 'VII/23'],
      ['Phenylbenzimidazole Sulfonic Acid', '27503-81-7', 8, 'VII/6'],
      ['Polysilicone-15', '207574-74-1', 10, 'VII/26'],
      ['Isoamyl p-Methoxycinnamate', '71617-10-2', 10, 'VII/14'],
    ] as const
  ).map(([inci, cas, max, entry]) => rule('ASEAN', inci, [cas], 'restricted', `${ACD} Annex ${entry}`, cap(max))),
  // zinc oxide: not in uses that may lead to inhalation, from 2018-12-01 (27th ACC meeting)
  rule('ASEAN', 'Zinc Oxide', ['1314-13-2'], 'prohibited', `${ACD} Annex VII/30 (27th ACC)`, {
    exposures: ['spray'],
    conditions: 'Not to be used in applications that may lead to exposure of the end-user’s lungs by inhalation.',
    conditionsKo: '최종 사용자의 폐가 흡입으로 노출될 수 있는 용도에는 사용금지',
    effectiveFrom: '2018-12-01',
  }),
  rule('ASEAN', 'Benzophenone-3', ['131-57-7'], 'restricted', `${ACD} Annex VII/4`, {
    maxPercent: 10,
    warning: 'Contains Oxybenzone.',
    warningEn: 'Contains Oxybenzone.',
    labelAbove: 0.5,
  }),
  ...allergens('ASEAN', `${ACD} Annex III (fragrance allergens)`, '2008-01-01', Object.keys(EU_ALLERGEN_ENTRY)),
];

/* ----------------------------------------- product-type label warnings ----------------------------------------- */

/**
 * Label warnings a market requires of a kind of product whatever its formula (issue 22 item 7): product
 * rules (`PRODUCT_RULE`, "*"), scoped by product type or exposure like any rule.
 * - Korea, 공통사항 for every cosmetic: the wording as printed on labels (a retailer's transcription of a
 *   label, read 2026-11-28); the MFDS notice itself was not found in a stored copy — unverified.
 * - Korea, 샴푸: the pre-2022 list's wording (Seoul's consumer page of 2017-11-06); the 2022 revision of the
 *   notice (in force 2022-12-19) moved the type cautions into its 별표 1 — unverified. Korea's aerosol
 *   cautions were rewritten in 2022 after the High-Pressure Gas Safety Control Act; no copy of the new
 *   wording was found, so there is no rule for them yet.
 * - US, 21 CFR 740.11(a)(1), cosmetics in self-pressurized containers: the wording read in the same
 *   statement of 21 CFR 501.17(a)(1) (a stored copy current through 2024-09-30); 740.11's own text was not
 *   found in a stored copy — unverified.
 */
const PRODUCT_WARNINGS: Rule[] = [
  rule('KR', PRODUCT_RULE, [], 'conditional', `${KR_LABEL} 1. 공통사항`, {
    ...KR_LABEL_SRC,
    conditions: 'Every cosmetic: the common cautions.',
    conditionsKo: '모든 화장품: 공통사항',
    warning:
      '화장품 사용 시 또는 사용 후 직사광선에 의하여 사용부위가 붉은 반점, 부어오름 또는 가려움증 등의 이상 증상이나 부작용이 있는 경우 전문의 등과 상담할 것. 상처가 있는 부위 등에는 사용을 자제할 것. 보관 및 취급 시 주의사항: 어린이의 손이 닿지 않는 곳에 보관할 것, 직사광선을 피해서 보관할 것',
    warningEn:
      'Consult a specialist if red spots, swelling, itching or other abnormal symptoms or side effects appear on the area of use during or after use, or through direct sunlight. Avoid use on wounds. Storage and handling: keep out of the reach of children; store away from direct sunlight.',
  }),
  rule('KR', PRODUCT_RULE, [], 'conditional', `${KR_LABEL} 2. 개별사항 — 샴푸`, {
    ...KR_LABEL_SRC,
    productTypes: ['shampoo'],
    conditions: 'Shampoos.',
    conditionsKo: '샴푸',
    warning: '눈에 들어갔을 때에는 즉시 씻어낼 것. 사용 후 물로 씻어내지 않으면 탈모 또는 탈색의 원인이 될 수 있으므로 주의할 것',
    warningEn:
      'If it gets into the eyes, rinse them out at once. Rinse well with water after use: left on, it can cause hair loss or discolouration.',
  }),
  rule('US', PRODUCT_RULE, [], 'conditional', '21 CFR 740.11(a)(1) — cosmetics in self-pressurized containers', {
    sourceUrl: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-G/part-740/subpart-B/section-740.11',
    consolidatedVersion: '21 CFR 740.11 (eCFR); wording read in 21 CFR 501.17(a)(1), current through 2024-09-30',
    exposures: ['aerosol'],
    effectiveFrom: '1975-03-03',
    conditions:
      'Products in self-pressurized containers. A product for children may add "except under adult supervision"; "Avoid spraying in eyes" may be left out of a product not expelled as a spray.',
    conditionsKo:
      '가압 용기(에어로졸)에 든 제품. 어린이용 제품은 "except under adult supervision"을 덧붙일 수 있고, 분사되지 않는 제품은 "Avoid spraying in eyes"를 뺄 수 있습니다.',
    warning:
      'Warning—Avoid spraying in eyes. Contents under pressure. Do not puncture or incinerate. Do not store at temperature above 120 °F. Keep out of reach of children.',
    warningEn:
      'Warning—Avoid spraying in eyes. Contents under pressure. Do not puncture or incinerate. Do not store at temperature above 120 °F. Keep out of reach of children.',
  }),
];

/** Every seeded rule, in market order. */
export const COMPLIANCE_RULES: Rule[] = [...KR, ...EU_RULES, ...CN, ...US, ...ASEAN, ...PRODUCT_WARNINGS];
