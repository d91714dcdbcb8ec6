/**
 * Golden compliance cases (issue 22): formulas whose verdict in a market is settled by the legal text,
 * each with the source that settles it. The expectations are written from the law — the cap, the scope,
 * the conversion to the acid or to retinol equivalent, the date — not from what the evaluator returns, so
 * a disagreement is a bug in the engine or in the rule data, never a reason to edit the expectation.
 *
 * Shape of a case:
 * - `lines`: catalogue ingredients by INCI (CAS taken from apps/server/src/seed/catalogue/ingredients.data.ts)
 *   or, for substances the catalogue lacks, with their CAS given here; water makes up 100 %;
 * - `expect[market]`: the market's status, the failing substances with their reason codes (exactly — a
 *   substance is named by the rule's substance or the line's INCI), warnings that must be there, the label
 *   warnings (exactly, when given) and the declared allergens (exactly, when given).
 *
 * Numbers at a limit are the limit itself (a limit is "up to", so it passes) and the next step the
 * evaluator resolves (0.0001 %) or a clear margin where a conversion is involved. Molecular weights for
 * conversions are PubChem's, as in packages/shared/src/compliance/families.ts.
 */
import type { Market, ReasonCode } from '@formulab/shared/compliance/compliance';
import type { ProductType } from '@formulab/shared/recipes/formulation';
import { INGREDIENTS } from '../../../seed/catalogue/ingredients.data.ts';

export type GoldenConstituent = { inciName: string; casNumber: string | null; percent: number };
export type GoldenLine = {
  inci: string;
  cas: string | null;
  percent: number;
  constituents?: GoldenConstituent[];
  /** the ingredient is a nanomaterial (the nano form of its substance) */
  nano?: boolean;
};
export type Expected = {
  status?: 'pass' | 'warning' | 'fail';
  /** exactly the failing findings, as [substance, reason code] */
  fails?: [string, ReasonCode][];
  /** findings of severity warning that must be among the market's (others may be there too) */
  warns?: [string, ReasonCode | ReasonCode[]][];
  /** exactly the substances of the label warnings */
  labels?: string[];
  /** exactly the declared allergens */
  allergens?: string[];
  /** allergens that must NOT be declared */
  notAllergens?: string[];
  /** exactly the nano lines (INCI) of the nanomaterial notification duty (EU Art. 16); [] = none */
  nanoDuty?: string[];
};
export type GoldenCase = {
  id: string;
  title: string;
  productType: ProductType;
  lines: GoldenLine[];
  forChildren?: boolean;
  childrenAge?: number | null;
  /** YYYY-MM-DD; default {@link TODAY} */
  asOf?: string;
  expect: Partial<Record<Market, Expected>>;
  /** the legal text that settles the case */
  source: string;
  /** a known disagreement between the engine or data and the law: the case is expected to fail, with this reason */
  knownFailing?: string;
};

export const TODAY = '2026-11-28';

/* ------------------------------------------------ builders ------------------------------------------------ */

/** Substances the catalogue does not hold, with their CAS numbers. */
const EXTRA_CAS: Record<string, string | null> = {
  'Steartrimonium Chloride': '112-03-8',
  'Retinyl Acetate': '127-47-9',
  'Sodium Salicylate': '54-21-7',
  'Zinc Pyrithione': '13463-41-7',
  '4-Methylbenzylidene Camphor': '36861-47-9',
  'Butylphenyl Methylpropional': '80-54-6',
  Hydroquinone: '123-31-9',
  Vanillin: '121-33-5',
  Camphor: '76-22-2',
  'Methyl 2-Octynoate': '111-12-6',
  Butylparaben: '94-26-8',
  'Preservative Blend': null,
  'Fragrance Compound': null,
};

/** A line of `percent` % of a catalogue ingredient (or of a substance of {@link EXTRA_CAS}). */
export function ing(inci: string, percent: number, constituents?: GoldenConstituent[]): GoldenLine {
  const seed = INGREDIENTS.find((i) => i.inci === inci);
  if (!seed && !(inci in EXTRA_CAS)) throw new Error(`golden: unknown ingredient ${inci}`);
  return { inci, cas: seed ? seed.cas : EXTRA_CAS[inci]!, percent, ...(constituents ? { constituents } : {}) };
}

/** The same line as the nano form of its substance (the catalogue's nanomaterial flag). */
export const nano = (line: GoldenLine): GoldenLine => ({ ...line, nano: true });

/** The lines with water (and 5 % glycerin) making up exactly 100 %. */
export function formula(...lines: GoldenLine[]): GoldenLine[] {
  const units = lines.reduce((n, l) => n + Math.round(l.percent * 10_000), 0);
  const glycerin = 50_000;
  const water = 1_000_000 - units - glycerin;
  if (water <= 0) throw new Error('golden: lines over 100 %');
  return [ing('Water', water / 10_000), ing('Glycerin', glycerin / 10_000), ...lines];
}

const cases: GoldenCase[] = [];
let n = 0;
/** Adds a case. */
function c(
  title: string,
  productType: ProductType,
  lines: GoldenLine[],
  expect: GoldenCase['expect'],
  source: string,
  more: Partial<Pick<GoldenCase, 'forChildren' | 'childrenAge' | 'asOf' | 'knownFailing'>> = {},
) {
  n += 1;
  cases.push({ id: `G${String(n).padStart(3, '0')}`, title, productType, lines: formula(...lines), expect, source, ...more });
}

const PASS: Expected = { status: 'pass', fails: [] };
const fail = (substance: string, code: ReasonCode): Expected => ({ status: 'fail', fails: [[substance, code]] });
const upcoming = (substance: string): Expected => ({ status: 'warning', fails: [], warns: [[substance, 'UPCOMING']] });
/** China's NMPA announcement of 2026-01-12: a revised standard, a warning until its new value is transcribed */
const cnRevision = (substance: string): Expected => ({
  status: 'warning',
  fails: [],
  warns: [[substance, ['UPCOMING', 'CONDITIONS']]],
});

/* ------------------------------------------------ sources ------------------------------------------------ */

const S = {
  bp3: 'Reg. (EU) 2022/1176, Annex VI/4 of Reg. (EC) 1223/2009: (a) face, hand, lip products except propellant/pump sprays 6 %, (b) body products incl. sprays 2.2 %, (c) other products 0.5 %; label "Contains Benzophenone-3" unless ≤ 0.5 % — https://eur-lex.europa.eu/eli/reg/2022/1176/oj',
  kojic:
    'Reg. (EU) 2024/996, Annex III/375: kojic acid in face and hand products, 1 %; no other use; from 2025-02-01 — https://eur-lex.europa.eu/eli/reg/2024/996/oj',
  alphaArbutin:
    'Reg. (EU) 2024/996, Annex III/377: alpha-arbutin face cream 2 %, body lotion 0.5 %; no other use — https://eur-lex.europa.eu/eli/reg/2024/996/oj',
  arbutin: 'Reg. (EU) 2024/996, Annex III/378: arbutin face cream 7 %; no other use — ECHA Annex III entry 378 (read 2026-11-28)',
  vitA: 'Reg. (EU) 2024/996, Annex III/376: retinol, retinyl acetate, retinyl palmitate as retinol equivalent — body lotion 0.05 %, other leave-on and rinse-off products 0.3 %; from 2025-11-01; MW retinol 286.5, retinyl acetate 328.5, retinyl palmitate 524.9 — ECHA Annex III entry 376',
  saEu: 'Reg. (EU) 2019/1966 (from 2020-05-01), Annex III/98 and V/3: rinse-off hair 3 %, other products 2 % (not body lotion, lipstick …), as a preservative 0.5 % as acid; not for children under 3 (shampoo excepted); not in uses leading to inhalation — https://eur-lex.europa.eu/eli/reg/2019/1966/oj, ECHA Annex V entry 3',
  saKr: '화장품 안전기준 등에 관한 규정 [별표 2] 살리실릭애씨드 및 그 염류: 인체세정용 2 %, 사용 후 씻어내는 두발용 3 %, 보존제 0.5 %; 영유아용 제품류 또는 만 13세 이하 어린이 제품 사용금지 (샴푸 제외)',
  saCn: '化妆品安全技术规范 (2015) 表3 水杨酸: 淋洗类发用 3.0 %, 其他 2.0 %; 三岁以下儿童使用的产品中禁用 (洗发产品除外); revised standard from 2028-01-01 (NMPA 2026-01-12)',
  bht: 'Reg. (EU) 2022/2195, Annex III/325: BHT mouthwash 0.001 %, toothpaste 0.1 %, other leave-on and rinse-off 0.8 %; from 2023-07-01',
  quats:
    'Reg. (EU) No 866/2014 as corrected (OJ L 254, 28.8.2014), Annex III/286: cetrimonium + steartrimonium chloride rinse-off hair 2.5 %, leave-on hair 1.0 %, leave-on face 0.5 % (sum); III/287 behentrimonium rinse-off hair 5.0 % incl. the sum with cetrimonium and steartrimonium; other uses only as preservative, V/44 0.1 %',
  miEu: 'Reg. (EU) 2017/1224 and 2016/1198, Annex V/57: methylisothiazolinone rinse-off 0.0015 %, not in leave-on; V/39 MCI/MI 0.0015 % rinse-off only',
  miKr: '화장품 안전기준 등에 관한 규정 [별표 2] 메칠이소치아졸리논: 사용 후 씻어내는 제품 0.0015 % (메칠클로로이소치아졸리논과 메칠이소치아졸리논 혼합물과 병행 사용 금지); 기타 제품 사용금지',
  miCn: '化妆品安全技术规范 (2015) 表4 甲基异噻唑啉酮 0.01 %; revised standard from 2028-01-01 (NMPA announcement 2026-01-12)',
  miAsean: 'ASEAN Cosmetic Directive Annex VI/57 (27th ACC meeting): MI 0.0015 % in rinse-off products from 2019-06-01',
  benzoic:
    'Reg. (EC) 1223/2009 Annex V/1 and V/1a: benzoic acid, its salts and esters — rinse-off 2.5 %, leave-on 0.5 %, as acid (MW benzoic acid 122.12, sodium benzoate 144.10)',
  sorbic: 'Reg. (EC) 1223/2009 Annex V/4: sorbic acid and its salts 0.6 % as acid (MW 112.13; potassium sorbate 150.22)',
  dha: 'Reg. (EC) 1223/2009 Annex V/13: dehydroacetic acid and its salts 0.6 % as acid (MW 168.15; sodium dehydroacetate 190.13)',
  parabens:
    'Reg. (EC) 1223/2009 Annex V/12 and V/12a (Reg. (EU) 1004/2014): 0.4 % single ester, 0.8 % mixtures, propyl + butyl 0.14 %, all as 4-hydroxybenzoic acid (MW 138.12; methyl 152.15, ethyl 166.17, propyl 180.20); leave-on nappy-area products for children under 3 not allowed',
  allergensEu:
    'Reg. (EC) 1223/2009 Annex III as amended by Reg. (EU) 2023/1545: declare above 0.001 % (leave-on) / 0.01 % (rinse-off); the added allergens from products placed from 2026-08-01 (on shelves until 2028-07-31) — https://eur-lex.europa.eu/eli/reg/2023/1545/oj',
  allergensKr:
    '화장품 사용 시의 주의사항 및 알레르기 유발성분 표시에 관한 규정 [별표 2]: 25종, 0.001 % / 0.01 % 초과 시 표시 (정유는 목록에 없음)',
  annexII:
    'Reg. (EC) 1223/2009 Annex II: zinc pyrithione and butylphenyl methylpropional from 2022-03-01 (Reg. (EU) 2021/1902), 4-methylbenzylidene camphor from 2025-05-01 (Reg. (EU) 2024/996, II/1730), hydroquinone II/1339',
  us: '21 CFR 352.10 / OTC Monograph M020: sunscreen actives and caps (avobenzone 3 %, homosalate 15 %, oxybenzone 6 %, zinc oxide 25 % …); others are not monograph actives',
  bemt: 'FDA final order OTC000039 (16 June 2026): bemotrizinol up to 6 % in sunscreens (SPF ≥ 2), in effect 2026-08-09',
  homosalate:
    'Reg. (EU) 2022/2195, Annex VI/3: homosalate in face products (not propellant sprays) 7.34 %; no other use; from 2025-01-01',
  zno: 'ASEAN Cosmetic Directive (27th ACC): zinc oxide not in applications that may lead to inhalation, from 2018-12-01; Annex VII/30 25 %. EU Annex VI/30 likewise',
  octocrylene: 'Reg. (EU) 2022/1176, Annex VI/10: octocrylene propellant sprays 9 %, other products 10 %',
  dhaSpray:
    'Reg. (EC) 1223/2009 Annex V/13: dehydroacetic acid and its salts "not to be used in aerosol dispensers (sprays)"; KR 별표 2 "에어로졸(스프레이에 한함) 제품에는 사용금지"',
  tio2Nano:
    'CosIng Annex VI/27a (Reg. (EU) 2019/1857), titanium dioxide (nano): 25 %, the sum with titanium dioxide ≤ 25 %; "not to be used in applications that may lead to exposure of the end-user\'s lungs by inhalation"; only nanomaterials with the listed characteristics — https://ec.europa.eu/growth/tools-databases/cosing/index.cfm?fuseaction=search.details_v2&id=94692',
  znoNano:
    'Reg. (EU) 2016/621, Annex VI/30 and 30a: zinc oxide and zinc oxide (nano) 25 % (sum), both not in applications that may lead to inhalation — https://www.legislation.gov.uk/eur/2016/621/annexes',
  nanoNotify:
    'Reg. (EC) 1223/2009 Art. 16 (as quoted by the UK OPSS guidance and summaries; OJ text not stored): a product containing a nanomaterial is notified 6 months before it is placed on the market; nanomaterials used as colourants, UV filters or preservatives under an annex entry are exempt',
  cnRev:
    'NMPA announcement of 2026-01-12: revised STSC standards (zinc pyrithione, salicylic acid, MI, BP-3, homosalate, octocrylene …) from 2028-01-01, 4-methylbenzylidene camphor from 2027-01-01',
  d5: 'REACH Annex XVII/70: cyclopentasiloxane below 0.1 % in wash-off cosmetics (from 2020-01-31) and in leave-on cosmetics from 2027-06-06 (Reg. (EU) 2024/1328)',
  phenoxy:
    'Reg. (EC) 1223/2009 Annex V/29; 화장품 안전기준 [별표 2] 페녹시에탄올; STSC 2015 表4; ACD Annex VI/29: phenoxyethanol 1 %',
  krUv: '화장품 안전기준 등에 관한 규정 [별표 2] 2. 자외선 차단성분: 에칠헥실메톡시신나메이트 7.5 %, 벤조페논-3 5 %',
  krBp3:
    'MFDS 고시 제2025-63호 (2025-09-02), 화장품 안전기준 등에 관한 규정 [별표 2] 2. 자외선 차단성분: 벤조페논-3 "2.4 %(다만, 얼굴, 손 및 입술에 사용되는 제품은 5 %)", six months after the notice — https://www.mfds.go.kr/law/board/boardDetail.do?brdId=data0008&menuKey=28&seq=15097 (the cell as printed in CNC News no. 10367; unverified)',
};

/* ------------------------------------------- EU benzophenone-3 ------------------------------------------- */

c('BP-3 at 6 % in a face cream', 'cream', [ing('Benzophenone-3', 6)], { EU: { ...PASS, labels: ['Benzophenone-3'] } }, S.bp3);
c(
  'BP-3 just over 6 % in a face cream',
  'cream',
  [ing('Benzophenone-3', 6.0001)],
  { EU: fail('Benzophenone-3', 'OVER_LIMIT') },
  S.bp3,
);
c(
  'BP-3 at 6 % in a hand cream',
  'hand-cream',
  [ing('Benzophenone-3', 6)],
  { EU: { ...PASS, labels: ['Benzophenone-3'] } },
  S.bp3,
);
c('BP-3 at 6 % in a lip balm', 'lip-balm', [ing('Benzophenone-3', 6)], { EU: PASS }, S.bp3);
c(
  'BP-3 at 2.2 % in a body lotion',
  'body-lotion',
  [ing('Benzophenone-3', 2.2)],
  { EU: { ...PASS, labels: ['Benzophenone-3'] } },
  S.bp3,
);
c(
  'BP-3 just over 2.2 % in a body lotion',
  'body-lotion',
  [ing('Benzophenone-3', 2.2001)],
  { EU: fail('Benzophenone-3', 'OVER_LIMIT') },
  S.bp3,
);
c(
  'BP-3 at 5 % in a body lotion (the face cap does not reach the body)',
  'body-lotion',
  [ing('Benzophenone-3', 5)],
  { EU: fail('Benzophenone-3', 'OVER_LIMIT') },
  S.bp3,
);
c('BP-3 at 2.2 % in a body wash', 'body-wash', [ing('Benzophenone-3', 2.2)], { EU: PASS }, S.bp3);
c('BP-3 at 0.5 % in a face mist (other products)', 'mist', [ing('Benzophenone-3', 0.5)], { EU: { ...PASS, labels: [] } }, S.bp3);
c(
  'BP-3 at 0.6 % in a face mist (sprays are outside (a))',
  'mist',
  [ing('Benzophenone-3', 0.6)],
  { EU: fail('Benzophenone-3', 'OVER_LIMIT') },
  S.bp3,
);
c('BP-3 at 0.5 % in a shampoo', 'shampoo', [ing('Benzophenone-3', 0.5)], { EU: PASS }, S.bp3);
c(
  'BP-3 just over 0.5 % in a shampoo',
  'shampoo',
  [ing('Benzophenone-3', 0.5001)],
  { EU: fail('Benzophenone-3', 'OVER_LIMIT') },
  S.bp3,
);
c('BP-3 at 5 % in a sunscreen', 'sunscreen', [ing('Benzophenone-3', 5)], { EU: PASS }, S.bp3);
c(
  'BP-3 at 0.5 % in a cream needs no label warning',
  'cream',
  [ing('Benzophenone-3', 0.5)],
  { EU: { ...PASS, labels: [] } },
  S.bp3,
);
c('BP-3 in a sunscreen: 6 % passes the US', 'sunscreen', [ing('Benzophenone-3', 6)], { US: PASS }, S.us);
c(
  'BP-3 in a sunscreen: over 6 % fails the US',
  'sunscreen',
  [ing('Benzophenone-3', 6.0001)],
  { US: fail('Benzophenone-3', 'OVER_LIMIT') },
  S.us,
);
c('BP-3 at 5 % in a Korean sunscreen', 'sunscreen', [ing('Benzophenone-3', 5)], { KR: PASS }, S.krUv);
c(
  'BP-3 over 5 % in a Korean sunscreen',
  'sunscreen',
  [ing('Benzophenone-3', 5.0001)],
  { KR: fail('Benzophenone-3', 'OVER_LIMIT') },
  S.krUv,
);
c('BP-3 at 2.4 % in a Korean body lotion', 'body-lotion', [ing('Benzophenone-3', 2.4)], { KR: PASS }, S.krBp3);
c(
  'BP-3 over 2.4 % in a Korean body lotion (the 5 % cap is for face, hand and lip products)',
  'body-lotion',
  [ing('Benzophenone-3', 2.4001)],
  { KR: fail('Benzophenone-3', 'OVER_LIMIT') },
  S.krBp3,
);
c('BP-3 at 5 % in a Korean hand cream', 'hand-cream', [ing('Benzophenone-3', 5)], { KR: PASS }, S.krBp3);
c(
  'BP-3 at 3 % in a Korean body lotion before the notice applied: it will fail',
  'body-lotion',
  [ing('Benzophenone-3', 3)],
  { KR: upcoming('Benzophenone-3') },
  S.krBp3,
  { asOf: '2026-03-02' },
);
c(
  'BP-3 at 10 % in China: allowed today, revised from 2028',
  'sunscreen',
  [ing('Benzophenone-3', 10)],
  { CN: cnRevision('Benzophenone-3') },
  S.cnRev,
);
c(
  'BP-3 at 10 % in ASEAN with its label',
  'sunscreen',
  [ing('Benzophenone-3', 10)],
  { ASEAN: { ...PASS, labels: ['Benzophenone-3'] } },
  'ASEAN Cosmetic Directive Annex VII/4: oxybenzone 10 %, "Contains Oxybenzone"',
);
c(
  'BP-3 over 10 % in ASEAN',
  'sunscreen',
  [ing('Benzophenone-3', 10.0001)],
  { ASEAN: fail('Benzophenone-3', 'OVER_LIMIT') },
  'ASEAN Cosmetic Directive Annex VII/4: oxybenzone 10 %',
);

/* ---------------------------------------------- EU kojic acid ---------------------------------------------- */

c('kojic acid at 1 % in a face cream', 'cream', [ing('Kojic Acid', 1)], { EU: PASS }, S.kojic);
c(
  'kojic acid just over 1 % in a face cream',
  'cream',
  [ing('Kojic Acid', 1.0001)],
  { EU: fail('Kojic Acid', 'OVER_LIMIT') },
  S.kojic,
);
c('kojic acid at 1 % in a hand cream', 'hand-cream', [ing('Kojic Acid', 1)], { EU: PASS }, S.kojic);
c('kojic acid at 1 % in a face cleansing foam', 'cleansing-foam', [ing('Kojic Acid', 1)], { EU: PASS }, S.kojic);
c(
  'kojic acid in a body lotion: not an allowed use',
  'body-lotion',
  [ing('Kojic Acid', 0.5)],
  { EU: fail('Kojic Acid', 'NOT_ALLOWED_IN_TYPE') },
  S.kojic,
);
c(
  'kojic acid in a shampoo: not an allowed use',
  'shampoo',
  [ing('Kojic Acid', 0.1)],
  { EU: fail('Kojic Acid', 'NOT_ALLOWED_IN_TYPE') },
  S.kojic,
);
c(
  'kojic acid in a lip balm: not an allowed use',
  'lip-balm',
  [ing('Kojic Acid', 0.5)],
  { EU: fail('Kojic Acid', 'NOT_ALLOWED_IN_TYPE') },
  S.kojic,
);
c(
  'kojic acid in a body lotion before 2025-02-01: will fail',
  'body-lotion',
  [ing('Kojic Acid', 0.5)],
  { EU: upcoming('Kojic Acid') },
  S.kojic,
  { asOf: '2025-01-31' },
);

/* -------------------------------------------- EU arbutins (III/377–378) -------------------------------------------- */

c('alpha-arbutin at 2 % in a face cream', 'cream', [ing('Alpha-Arbutin', 2)], { EU: PASS }, S.alphaArbutin);
c(
  'alpha-arbutin just over 2 % in a face cream',
  'cream',
  [ing('Alpha-Arbutin', 2.0001)],
  { EU: fail('Alpha-Arbutin', 'OVER_LIMIT') },
  S.alphaArbutin,
);
c('alpha-arbutin at 0.5 % in a body lotion', 'body-lotion', [ing('Alpha-Arbutin', 0.5)], { EU: PASS }, S.alphaArbutin);
c(
  'alpha-arbutin just over 0.5 % in a body lotion',
  'body-lotion',
  [ing('Alpha-Arbutin', 0.5001)],
  { EU: fail('Alpha-Arbutin', 'OVER_LIMIT') },
  S.alphaArbutin,
);
c(
  'alpha-arbutin at 1 % in a body lotion (the face cap does not reach it)',
  'body-lotion',
  [ing('Alpha-Arbutin', 1)],
  { EU: fail('Alpha-Arbutin', 'OVER_LIMIT') },
  S.alphaArbutin,
);
c(
  'alpha-arbutin in a hand cream: not an allowed use',
  'hand-cream',
  [ing('Alpha-Arbutin', 0.5)],
  { EU: fail('Alpha-Arbutin', 'NOT_ALLOWED_IN_TYPE') },
  S.alphaArbutin,
);
c(
  'alpha-arbutin in a toner: not a face cream',
  'toner',
  [ing('Alpha-Arbutin', 0.2)],
  { EU: fail('Alpha-Arbutin', 'NOT_ALLOWED_IN_TYPE') },
  S.alphaArbutin,
);
c(
  'alpha-arbutin in a shampoo: not an allowed use',
  'shampoo',
  [ing('Alpha-Arbutin', 0.2)],
  { EU: fail('Alpha-Arbutin', 'NOT_ALLOWED_IN_TYPE') },
  S.alphaArbutin,
);
c('arbutin at 7 % in a face cream', 'cream', [ing('Arbutin', 7)], { EU: PASS }, S.arbutin);
c('arbutin just over 7 % in a face cream', 'cream', [ing('Arbutin', 7.0001)], { EU: fail('Arbutin', 'OVER_LIMIT') }, S.arbutin);
c('arbutin at 3 % in an eye cream', 'eye-cream', [ing('Arbutin', 3)], { EU: PASS }, S.arbutin);
c(
  'arbutin in a body lotion: not an allowed use',
  'body-lotion',
  [ing('Arbutin', 1)],
  { EU: fail('Arbutin', 'NOT_ALLOWED_IN_TYPE') },
  S.arbutin,
);

/* ------------------------------------------- EU vitamin A (III/376) ------------------------------------------- */

const vitA = { EU: { ...PASS, labels: ['Retinol'] } };
c('retinol at 0.3 % in a face cream, with its label', 'cream', [ing('Retinol', 0.3)], vitA, S.vitA);
c('retinol just over 0.3 % in a face cream', 'cream', [ing('Retinol', 0.3001)], { EU: fail('Retinol', 'OVER_LIMIT') }, S.vitA);
c('retinol at 0.05 % in a body lotion', 'body-lotion', [ing('Retinol', 0.05)], vitA, S.vitA);
c(
  'retinol just over 0.05 % in a body lotion',
  'body-lotion',
  [ing('Retinol', 0.0501)],
  { EU: fail('Retinol', 'OVER_LIMIT') },
  S.vitA,
);
c('retinol at 0.3 % in a shampoo', 'shampoo', [ing('Retinol', 0.3)], { EU: PASS }, S.vitA);
c('retinyl palmitate 0.5 % = 0.273 % RE in a cream', 'cream', [ing('Retinyl Palmitate', 0.5)], { EU: PASS }, S.vitA);
c(
  'retinyl palmitate 0.56 % = 0.306 % RE in a cream',
  'cream',
  [ing('Retinyl Palmitate', 0.56)],
  { EU: fail('Retinyl Palmitate', 'OVER_LIMIT') },
  S.vitA,
);
c(
  'retinyl palmitate 0.09 % = 0.049 % RE in a body lotion',
  'body-lotion',
  [ing('Retinyl Palmitate', 0.09)],
  { EU: PASS },
  S.vitA,
);
c(
  'retinyl palmitate 0.1 % = 0.055 % RE in a body lotion',
  'body-lotion',
  [ing('Retinyl Palmitate', 0.1)],
  { EU: fail('Retinyl Palmitate', 'OVER_LIMIT') },
  S.vitA,
);
c('retinyl acetate 0.34 % = 0.297 % RE in a cream', 'cream', [ing('Retinyl Acetate', 0.34)], { EU: PASS }, S.vitA);
c(
  'retinyl acetate 0.35 % = 0.305 % RE in a cream',
  'cream',
  [ing('Retinyl Acetate', 0.35)],
  { EU: fail('Retinyl Acetate', 'OVER_LIMIT') },
  S.vitA,
);
c(
  'retinol 0.2 % + retinyl palmitate 0.2 % = 0.309 % RE',
  'cream',
  [ing('Retinol', 0.2), ing('Retinyl Palmitate', 0.2)],
  { EU: fail('Retinol', 'OVER_LIMIT') },
  S.vitA,
);
c(
  'retinol 0.1 % + retinyl palmitate 0.3 % = 0.264 % RE',
  'cream',
  [ing('Retinol', 0.1), ing('Retinyl Palmitate', 0.3)],
  { EU: PASS },
  S.vitA,
);
c('retinol at 0.5 % before 2025-11-01: will fail', 'cream', [ing('Retinol', 0.5)], { EU: upcoming('Retinol') }, S.vitA, {
  asOf: '2025-10-31',
});

/* ----------------------------------------------- salicylic acid ----------------------------------------------- */

c('salicylic acid at 2 % in a face serum', 'serum', [ing('Salicylic Acid', 2)], { EU: { status: 'pass', fails: [] } }, S.saEu);
c(
  'salicylic acid just over 2 % in a serum',
  'serum',
  [ing('Salicylic Acid', 2.0001)],
  { EU: fail('Salicylic Acid', 'OVER_LIMIT') },
  S.saEu,
);
c('salicylic acid at 3 % in a shampoo', 'shampoo', [ing('Salicylic Acid', 3)], { EU: PASS }, S.saEu);
c(
  'salicylic acid just over 3 % in a shampoo',
  'shampoo',
  [ing('Salicylic Acid', 3.0001)],
  { EU: fail('Salicylic Acid', 'OVER_LIMIT') },
  S.saEu,
);
c(
  'salicylic acid at 0.5 % in a body lotion (preservative only)',
  'body-lotion',
  [ing('Salicylic Acid', 0.5)],
  { EU: PASS },
  S.saEu,
);
c(
  'salicylic acid at 0.6 % in a body lotion',
  'body-lotion',
  [ing('Salicylic Acid', 0.6)],
  { EU: fail('Salicylic Acid', 'OVER_LIMIT') },
  S.saEu,
);
c('salicylic acid at 0.5 % in a lip balm', 'lip-balm', [ing('Salicylic Acid', 0.5)], { EU: PASS }, S.saEu);
c(
  'salicylic acid just over 0.5 % in a lip balm',
  'lip-balm',
  [ing('Salicylic Acid', 0.5001)],
  { EU: fail('Salicylic Acid', 'OVER_LIMIT') },
  S.saEu,
);
c(
  'salicylic acid in a face mist: inhalation',
  'mist',
  [ing('Salicylic Acid', 0.5)],
  { EU: fail('Salicylic Acid', 'PROHIBITED') },
  S.saEu,
);
c(
  'salicylic acid in a mist before 2020-05-01: will fail',
  'mist',
  [ing('Salicylic Acid', 0.5)],
  { EU: upcoming('Salicylic Acid') },
  S.saEu,
  { asOf: '2020-04-30' },
);
c(
  'salicylic acid in a cream for children of 2',
  'cream',
  [ing('Salicylic Acid', 0.5)],
  { EU: fail('Salicylic Acid', 'PROHIBITED') },
  S.saEu,
  { forChildren: true, childrenAge: 2 },
);
c(
  'salicylic acid in a shampoo for children of 2 (shampoos excepted)',
  'shampoo',
  [ing('Salicylic Acid', 0.5)],
  { EU: PASS },
  S.saEu,
  { forChildren: true, childrenAge: 2 },
);
c('salicylic acid in a cream for children from 3', 'cream', [ing('Salicylic Acid', 0.5)], { EU: PASS }, S.saEu, {
  forChildren: true,
  childrenAge: 3,
});
c(
  'KR: salicylic acid in a cream for children of 10',
  'cream',
  [ing('Salicylic Acid', 0.5)],
  { KR: fail('Salicylic Acid', 'PROHIBITED') },
  S.saKr,
  { forChildren: true, childrenAge: 10 },
);
c(
  'KR: salicylic acid in a cream for children of 13',
  'cream',
  [ing('Salicylic Acid', 0.5)],
  { KR: fail('Salicylic Acid', 'PROHIBITED') },
  S.saKr,
  { forChildren: true, childrenAge: 13 },
);
c('KR: salicylic acid in a cream for children from 14', 'cream', [ing('Salicylic Acid', 0.5)], { KR: PASS }, S.saKr, {
  forChildren: true,
  childrenAge: 14,
});
c(
  'KR: salicylic acid in a shampoo for children of 8 (shampoo excepted)',
  'shampoo',
  [ing('Salicylic Acid', 0.5)],
  { KR: PASS },
  S.saKr,
  { forChildren: true, childrenAge: 8 },
);
c('KR: salicylic acid at 0.5 % in an adult cream', 'cream', [ing('Salicylic Acid', 0.5)], { KR: PASS }, S.saKr);
c(
  'KR: salicylic acid just over 0.5 % in a cream',
  'cream',
  [ing('Salicylic Acid', 0.5001)],
  { KR: fail('Salicylic Acid', 'OVER_LIMIT') },
  S.saKr,
);
c('KR: salicylic acid at 2 % in a cleansing foam', 'cleansing-foam', [ing('Salicylic Acid', 2)], { KR: PASS }, S.saKr);
c(
  'KR: salicylic acid just over 2 % in a cleansing foam',
  'cleansing-foam',
  [ing('Salicylic Acid', 2.0001)],
  { KR: fail('Salicylic Acid', 'OVER_LIMIT') },
  S.saKr,
);
c(
  'KR: sodium salicylate 2.3 % = 1.98 % as acid in a cleansing foam',
  'cleansing-foam',
  [ing('Sodium Salicylate', 2.3)],
  { KR: PASS },
  `${S.saKr} (MW salicylic acid 138.12, sodium salicylate 160.10)`,
);
c(
  'KR: sodium salicylate 2.4 % = 2.07 % as acid in a cleansing foam',
  'cleansing-foam',
  [ing('Sodium Salicylate', 2.4)],
  { KR: fail('Sodium Salicylate', 'OVER_LIMIT') },
  `${S.saKr} (MW salicylic acid 138.12, sodium salicylate 160.10)`,
);
c('KR: salicylic acid at 3 % in a shampoo', 'shampoo', [ing('Salicylic Acid', 3)], { KR: PASS }, S.saKr);
c(
  'CN: salicylic acid in a cream for children of 2',
  'cream',
  [ing('Salicylic Acid', 0.5)],
  { CN: { status: 'fail', fails: [['Salicylic Acid', 'PROHIBITED']] } },
  S.saCn,
  { forChildren: true, childrenAge: 2 },
);
c(
  'CN: salicylic acid at 2 % in an adult serum: passes today, revised 2028',
  'serum',
  [ing('Salicylic Acid', 2)],
  { CN: cnRevision('Salicylic Acid') },
  S.saCn,
);
c(
  'CN: salicylic acid over 2 % in a serum',
  'serum',
  [ing('Salicylic Acid', 2.1)],
  { CN: fail('Salicylic Acid', 'OVER_LIMIT') },
  S.saCn,
);
c(
  'ASEAN: salicylic acid at 2 % in a serum',
  'serum',
  [ing('Salicylic Acid', 2)],
  { ASEAN: PASS },
  'ASEAN Cosmetic Directive Annex III/98: other products 2 %',
);
c(
  'ASEAN: salicylic acid in a cream for children of 1',
  'cream',
  [ing('Salicylic Acid', 0.5)],
  { ASEAN: fail('Salicylic Acid', 'PROHIBITED') },
  'ASEAN Cosmetic Directive Annex III/98: not for children under 3 except shampoos',
  { forChildren: true, childrenAge: 1 },
);

/* ----------------------------------------------------- BHT ----------------------------------------------------- */

c('BHT at 0.8 % in a cream', 'cream', [ing('BHT', 0.8)], { EU: PASS }, S.bht);
c('BHT just over 0.8 % in a cream', 'cream', [ing('BHT', 0.8001)], { EU: fail('BHT', 'OVER_LIMIT') }, S.bht);
c('BHT at 0.8 % in a shampoo', 'shampoo', [ing('BHT', 0.8)], { EU: PASS }, S.bht);
c('BHT at 1 % before 2023-07-01: will fail', 'cream', [ing('BHT', 1)], { EU: upcoming('BHT') }, S.bht, { asOf: '2023-06-30' });

/* ------------------------------------------- quaternary conditioners ------------------------------------------- */

c('cetrimonium chloride 2.5 % in a conditioner', 'conditioner', [ing('Cetrimonium Chloride', 2.5)], { EU: PASS }, S.quats);
c(
  'cetrimonium chloride just over 2.5 % in a conditioner',
  'conditioner',
  [ing('Cetrimonium Chloride', 2.5001)],
  { EU: fail('Cetrimonium Chloride', 'OVER_LIMIT') },
  S.quats,
);
c(
  'cetrimonium 1.5 % + steartrimonium 1.1 % = 2.6 % in a conditioner',
  'conditioner',
  [ing('Cetrimonium Chloride', 1.5), ing('Steartrimonium Chloride', 1.1)],
  { EU: fail('Cetrimonium Chloride', 'OVER_LIMIT') },
  S.quats,
);
c(
  'cetrimonium 1.5 % + steartrimonium 1.0 % = 2.5 % in a conditioner',
  'conditioner',
  [ing('Cetrimonium Chloride', 1.5), ing('Steartrimonium Chloride', 1)],
  { EU: PASS },
  S.quats,
);
c('cetrimonium chloride 1 % in a leave-in hair essence', 'hair-essence', [ing('Cetrimonium Chloride', 1)], { EU: PASS }, S.quats);
c(
  'cetrimonium chloride just over 1 % in a hair essence',
  'hair-essence',
  [ing('Cetrimonium Chloride', 1.0001)],
  { EU: fail('Cetrimonium Chloride', 'OVER_LIMIT') },
  S.quats,
);
c('cetrimonium chloride 0.5 % in a face cream (III/286 c)', 'cream', [ing('Cetrimonium Chloride', 0.5)], { EU: PASS }, S.quats);
c(
  'cetrimonium chloride just over 0.5 % in a face cream',
  'cream',
  [ing('Cetrimonium Chloride', 0.5001)],
  { EU: fail('Cetrimonium Chloride', 'OVER_LIMIT') },
  S.quats,
);
c(
  'cetrimonium chloride 0.1 % in a body lotion (preservative use)',
  'body-lotion',
  [ing('Cetrimonium Chloride', 0.1)],
  { EU: PASS },
  S.quats,
);
c(
  'cetrimonium chloride 0.2 % in a body lotion',
  'body-lotion',
  [ing('Cetrimonium Chloride', 0.2)],
  { EU: fail('Cetrimonium Chloride', 'OVER_LIMIT') },
  S.quats,
);
c(
  'behentrimonium 2.5 % + cetrimonium 2.5 % = 5 % in a conditioner',
  'conditioner',
  [ing('Behentrimonium Chloride', 2.5), ing('Cetrimonium Chloride', 2.5)],
  { EU: PASS },
  S.quats,
);
c(
  'behentrimonium 3 % + cetrimonium 2.5 % = 5.5 % in a conditioner',
  'conditioner',
  [ing('Behentrimonium Chloride', 3), ing('Cetrimonium Chloride', 2.5)],
  { EU: fail('Behentrimonium Chloride', 'OVER_LIMIT') },
  S.quats,
);

/* ------------------------------------------ isothiazolinones ------------------------------------------ */

c('EU: MI at 0.0015 % in a shampoo', 'shampoo', [ing('Methylisothiazolinone', 0.0015)], { EU: PASS }, S.miEu);
c(
  'EU: MI just over 0.0015 % in a shampoo',
  'shampoo',
  [ing('Methylisothiazolinone', 0.0016)],
  { EU: fail('Methylisothiazolinone', 'OVER_LIMIT') },
  S.miEu,
);
c(
  'EU: MI in a leave-on cream',
  'cream',
  [ing('Methylisothiazolinone', 0.001)],
  { EU: fail('Methylisothiazolinone', 'PROHIBITED') },
  S.miEu,
);
c('EU: MCI at 0.0015 % in a body wash', 'body-wash', [ing('Methylchloroisothiazolinone', 0.0015)], { EU: PASS }, S.miEu);
c(
  'EU: MCI in a leave-on cream',
  'cream',
  [ing('Methylchloroisothiazolinone', 0.001)],
  { EU: fail('Methylchloroisothiazolinone', 'PROHIBITED') },
  S.miEu,
);
c(
  'EU: MI on top of MCI/MI in a shampoo (V/39 and V/57 are mutually exclusive)',
  'shampoo',
  [ing('Methylisothiazolinone', 0.0005), ing('Methylchloroisothiazolinone', 0.001)],
  { EU: fail('Methylisothiazolinone', 'NOT_WITH') },
  `${S.miEu}; ECHA Annex V entry 57: "the use of the mixture … is incompatible with the use of Methylisothiazolinone alone in the same product"`,
);
c('KR: MI at 0.0015 % in a shampoo', 'shampoo', [ing('Methylisothiazolinone', 0.0015)], { KR: PASS }, S.miKr);
c('KR: MCI/MI alone at 0.0015 % in a shampoo', 'shampoo', [ing('Methylchloroisothiazolinone', 0.0015)], { KR: PASS }, S.miKr);
c(
  'KR: MI on top of MCI/MI in a shampoo',
  'shampoo',
  [ing('Methylisothiazolinone', 0.0005), ing('Methylchloroisothiazolinone', 0.001)],
  { KR: fail('Methylisothiazolinone', 'NOT_WITH') },
  S.miKr,
);
c(
  'KR: MI in a leave-on cream',
  'cream',
  [ing('Methylisothiazolinone', 0.001)],
  { KR: fail('Methylisothiazolinone', 'PROHIBITED') },
  S.miKr,
);
c(
  'CN: MI at 0.005 % in a shampoo passes today, revised 2028',
  'shampoo',
  [ing('Methylisothiazolinone', 0.005)],
  { CN: cnRevision('Methylisothiazolinone') },
  S.miCn,
);
c(
  'CN: MI over 0.01 % in a cream',
  'cream',
  [ing('Methylisothiazolinone', 0.0101)],
  { CN: fail('Methylisothiazolinone', 'OVER_LIMIT') },
  S.miCn,
);
c(
  'ASEAN: MI just over 0.0015 % in a shampoo',
  'shampoo',
  [ing('Methylisothiazolinone', 0.0016)],
  { ASEAN: fail('Methylisothiazolinone', 'OVER_LIMIT') },
  S.miAsean,
);
c(
  'ASEAN: MI at 0.005 % before 2019-06-01: will fail',
  'shampoo',
  [ing('Methylisothiazolinone', 0.005)],
  { ASEAN: upcoming('Methylisothiazolinone') },
  S.miAsean,
  { asOf: '2019-05-31' },
);
c(
  'US: MI in a shampoo (no preservative list)',
  'shampoo',
  [ing('Methylisothiazolinone', 0.005)],
  { US: PASS },
  'The US has no positive list of cosmetic preservatives (FD&C Act; 21 CFR 700 names no MI restriction)',
);

/* ------------------------------------------- "as acid" conversions ------------------------------------------- */

c(
  'sodium benzoate 0.58 % = 0.49 % as acid in a cream',
  'cream',
  [ing('Sodium Benzoate', 0.58)],
  { EU: PASS, KR: PASS, CN: PASS, ASEAN: PASS },
  S.benzoic,
);
c(
  'sodium benzoate 0.6 % = 0.51 % as acid in a cream',
  'cream',
  [ing('Sodium Benzoate', 0.6)],
  { EU: fail('Sodium Benzoate', 'OVER_LIMIT'), KR: fail('Sodium Benzoate', 'OVER_LIMIT') },
  S.benzoic,
);
c(
  'benzoic acid 0.3 % + sodium benzoate 0.3 % = 0.55 % as acid in a cream',
  'cream',
  [ing('Benzoic Acid', 0.3), ing('Sodium Benzoate', 0.3)],
  { EU: fail('Benzoic Acid', 'OVER_LIMIT') },
  S.benzoic,
);
c('sodium benzoate 2.9 % = 2.46 % as acid in a shampoo', 'shampoo', [ing('Sodium Benzoate', 2.9)], { EU: PASS }, S.benzoic);
c(
  'sodium benzoate 3 % = 2.54 % as acid in a shampoo',
  'shampoo',
  [ing('Sodium Benzoate', 3)],
  { EU: fail('Sodium Benzoate', 'OVER_LIMIT') },
  S.benzoic,
);
c('potassium sorbate 0.8 % = 0.597 % as acid', 'cream', [ing('Potassium Sorbate', 0.8)], { EU: PASS, KR: PASS }, S.sorbic);
c(
  'potassium sorbate 0.81 % = 0.605 % as acid',
  'cream',
  [ing('Potassium Sorbate', 0.81)],
  { EU: fail('Potassium Sorbate', 'OVER_LIMIT') },
  S.sorbic,
);
c(
  'sorbic acid 0.3 % + potassium sorbate 0.4 % = 0.599 % as acid',
  'cream',
  [ing('Sorbic Acid', 0.3), ing('Potassium Sorbate', 0.4)],
  { EU: PASS },
  S.sorbic,
);
c(
  'sorbic acid 0.3 % + potassium sorbate 0.45 % = 0.636 % as acid',
  'cream',
  [ing('Sorbic Acid', 0.3), ing('Potassium Sorbate', 0.45)],
  { EU: fail('Sorbic Acid', 'OVER_LIMIT') },
  S.sorbic,
);
c('sodium dehydroacetate 0.67 % = 0.593 % as acid', 'cream', [ing('Sodium Dehydroacetate', 0.67)], { EU: PASS }, S.dha);
c(
  'sodium dehydroacetate 0.69 % = 0.610 % as acid',
  'cream',
  [ing('Sodium Dehydroacetate', 0.69)],
  { EU: fail('Sodium Dehydroacetate', 'OVER_LIMIT') },
  S.dha,
);

/* ------------------------------------------------- parabens ------------------------------------------------- */

c('methylparaben at 0.4 % in a cream', 'cream', [ing('Methylparaben', 0.4)], { EU: PASS }, S.parabens);
c('propylparaben 0.18 % = 0.138 % as acid', 'cream', [ing('Propylparaben', 0.18)], { EU: PASS }, S.parabens);
c(
  'propylparaben 0.19 % = 0.146 % as acid',
  'cream',
  [ing('Propylparaben', 0.19)],
  { EU: fail('Propylparaben', 'OVER_LIMIT') },
  S.parabens,
);
c(
  'propylparaben 0.1 % + butylparaben 0.1 % = 0.148 % as acid',
  'cream',
  [ing('Propylparaben', 0.1), ing('Butylparaben', 0.1)],
  { EU: fail('Propylparaben', 'OVER_LIMIT') },
  S.parabens,
);
c(
  'methyl 0.4 + ethyl 0.4 + propyl 0.1 % = 0.772 % as acid',
  'cream',
  [ing('Methylparaben', 0.4), ing('Ethylparaben', 0.4), ing('Propylparaben', 0.1)],
  { EU: PASS, KR: PASS },
  S.parabens,
);
c(
  'methyl 0.4 + ethyl 0.4 + propyl 0.14 % = 0.803 % as acid',
  'cream',
  [ing('Methylparaben', 0.4), ing('Ethylparaben', 0.4), ing('Propylparaben', 0.14)],
  { EU: fail('Methylparaben', 'OVER_LIMIT'), KR: fail('Methylparaben', 'OVER_LIMIT') },
  S.parabens,
);
c(
  'propylparaben in a leave-on cream for children of 1: nappy-area condition',
  'cream',
  [ing('Propylparaben', 0.1)],
  { EU: { status: 'warning', fails: [], warns: [['Propylparaben', 'CONDITIONS']] } },
  S.parabens,
  { forChildren: true, childrenAge: 1 },
);
c(
  'propylparaben in a cream for children from 3: no nappy-area condition',
  'cream',
  [ing('Propylparaben', 0.1)],
  { EU: PASS },
  S.parabens,
  { forChildren: true, childrenAge: 3 },
);

/* ------------------------------------------------ allergens ------------------------------------------------ */

c(
  'linalool just over 0.001 % in a cream is declared',
  'cream',
  [ing('Linalool', 0.0011)],
  {
    EU: { ...PASS, allergens: ['Linalool'] },
    KR: { ...PASS, allergens: ['Linalool'] },
    ASEAN: { ...PASS, allergens: ['Linalool'] },
  },
  S.allergensEu,
);
c(
  'linalool at 0.001 % in a cream is not declared',
  'cream',
  [ing('Linalool', 0.001)],
  { EU: { ...PASS, allergens: [] }, KR: { ...PASS, allergens: [] } },
  S.allergensEu,
);
c(
  'linalool at 0.01 % in a shampoo is not declared',
  'shampoo',
  [ing('Linalool', 0.01)],
  { EU: { ...PASS, allergens: [] } },
  S.allergensEu,
);
c(
  'linalool just over 0.01 % in a shampoo is declared',
  'shampoo',
  [ing('Linalool', 0.0101)],
  { EU: { ...PASS, allergens: ['Linalool'] } },
  S.allergensEu,
);
c(
  'menthol at 0.002 % in a cream: declared since 2026-08-01',
  'cream',
  [ing('Menthol', 0.002)],
  { EU: { ...PASS, allergens: ['Menthol'] } },
  S.allergensEu,
);
c(
  'menthol at 0.002 % in a cream placed on 2026-07-31: no duty yet',
  'cream',
  [ing('Menthol', 0.002)],
  { EU: { fails: [], notAllergens: ['Menthol'] } },
  S.allergensEu,
  { asOf: '2026-07-31' },
);
c(
  'lavender oil and linalool in a cream: the EU declares both, Korea only linalool',
  'cream',
  [ing('Lavandula Angustifolia (Lavender) Oil', 0.5), ing('Linalool', 0.01)],
  {
    EU: { ...PASS, allergens: ['Lavandula Angustifolia (Lavender) Oil', 'Linalool'] },
    KR: { ...PASS, allergens: ['Linalool'] },
  },
  `${S.allergensEu}; ${S.allergensKr}`,
);
c(
  'China and the US ask for no allergen declaration',
  'cream',
  [ing('Linalool', 0.5), ing('Limonene', 0.5)],
  { CN: { ...PASS, allergens: [] }, US: { ...PASS, allergens: [] } },
  'STSC 2015 / 化妆品标签管理办法: no fragrance allergen declaration; US: MoCRA §609 rule not yet in force',
);
c(
  'benzyl alcohol at 0.002 % in a cream is declared (III/45)',
  'cream',
  [ing('Benzyl Alcohol', 0.002)],
  { EU: { ...PASS, allergens: ['Benzyl Alcohol'] } },
  S.allergensEu,
);
c(
  'benzyl alcohol over 1 % in a cream fails as a preservative',
  'cream',
  [ing('Benzyl Alcohol', 1.0001)],
  { EU: { status: 'fail', fails: [['Benzyl Alcohol', 'OVER_LIMIT']], allergens: ['Benzyl Alcohol'] } },
  `Reg. (EC) 1223/2009 Annex V/34 (1 %); ${S.allergensEu}`,
);
c(
  'vanillin (added by 2023/1545) at 0.002 % in a cream is declared',
  'cream',
  [ing('Vanillin', 0.002)],
  { EU: { ...PASS, allergens: ['Vanillin'] } },
  S.allergensEu,
);
c(
  'camphor (added by 2023/1545) at 0.002 % in a cream is declared',
  'cream',
  [ing('Camphor', 0.002)],
  { EU: { ...PASS, allergens: ['Camphor'] } },
  S.allergensEu,
);
c(
  'methyl 2-octynoate at 0.002 % in a cream is declared',
  'cream',
  [ing('Methyl 2-Octynoate', 0.002)],
  { EU: { ...PASS, allergens: ['Methyl 2-Octynoate'] } },
  S.allergensEu,
);
c(
  'isoeugenol at 0.02 % in a cream',
  'cream',
  [ing('Isoeugenol', 0.02)],
  { EU: { ...PASS, allergens: ['Isoeugenol'] } },
  'Reg. (EC) 1223/2009 Annex III/73: isoeugenol 0.02 %',
);
c(
  'isoeugenol just over 0.02 % in a cream',
  'cream',
  [ing('Isoeugenol', 0.0201)],
  { EU: fail('Isoeugenol', 'OVER_LIMIT') },
  'Reg. (EC) 1223/2009 Annex III/73: isoeugenol 0.02 %',
);
c(
  'hydroxycitronellal just over 1 % in a cream',
  'cream',
  [ing('Hydroxycitronellal', 1.0001)],
  { EU: fail('Hydroxycitronellal', 'OVER_LIMIT') },
  'Reg. (EC) 1223/2009 Annex III/72: hydroxycitronellal 1 %',
);
c(
  'linalool from lavender oil and from a fragrance add up',
  'cream',
  [
    ing('Lavandula Angustifolia (Lavender) Oil', 0.002, [{ inciName: 'Linalool', casNumber: '78-70-6', percent: 30 }]),
    ing('Fragrance Compound', 0.002, [{ inciName: 'Linalool', casNumber: '78-70-6', percent: 20 }]),
  ],
  { EU: { fails: [], allergens: ['Lavandula Angustifolia (Lavender) Oil'] }, KR: { ...PASS, allergens: [] } },
  `${S.allergensEu} — linalool 0.0006 % + 0.0004 % = 0.001 %, not above the threshold`,
);
c(
  'linalool from two sources over the threshold',
  'cream',
  [
    ing('Lavandula Angustifolia (Lavender) Oil', 0.003, [{ inciName: 'Linalool', casNumber: '78-70-6', percent: 30 }]),
    ing('Fragrance Compound', 0.002, [{ inciName: 'Linalool', casNumber: '78-70-6', percent: 20 }]),
  ],
  { KR: { ...PASS, allergens: ['Linalool'] } },
  `${S.allergensKr} — linalool 0.0009 % + 0.0004 % = 0.0013 %`,
);
c(
  'limonene in a fragrance compound is declared',
  'cream',
  [ing('Fragrance Compound', 0.01, [{ inciName: 'Limonene', casNumber: '5989-27-5', percent: 20 }])],
  { KR: { ...PASS, allergens: ['Limonene'] } },
  `${S.allergensKr} — limonene 0.002 %`,
);
c(
  'phenoxyethanol from a preservative blend over 1 %',
  'cream',
  [
    ing('Preservative Blend', 1.2, [
      { inciName: 'Phenoxyethanol', casNumber: '122-99-6', percent: 90 },
      { inciName: 'Ethylhexylglycerin', casNumber: '70445-33-9', percent: 10 },
    ]),
  ],
  { EU: fail('Phenoxyethanol', 'OVER_LIMIT'), KR: fail('Phenoxyethanol', 'OVER_LIMIT') },
  `${S.phenoxy} — 1.2 % × 90 % = 1.08 %`,
);
c(
  'phenoxyethanol from a preservative blend within 1 %',
  'cream',
  [
    ing('Preservative Blend', 1.1, [
      { inciName: 'Phenoxyethanol', casNumber: '122-99-6', percent: 90 },
      { inciName: 'Ethylhexylglycerin', casNumber: '70445-33-9', percent: 10 },
    ]),
  ],
  { EU: PASS, KR: PASS },
  `${S.phenoxy} — 1.1 % × 90 % = 0.99 %`,
);

c(
  'KR: an MCI/MI preservative blend alone (its MI is the mixture, not MI added on top)',
  'shampoo',
  [
    ing('Preservative Blend', 0.1, [
      { inciName: 'Methylchloroisothiazolinone', casNumber: '26172-55-4', percent: 1.125 },
      { inciName: 'Methylisothiazolinone', casNumber: '2682-20-4', percent: 0.375 },
    ]),
  ],
  { KR: PASS, EU: PASS },
  `${S.miKr}; ${S.miEu} — 0.1 % of a 1.5 % 3:1 blend = 0.0015 % of the mixture`,
);
c(
  'KR: the same blend with MI added on top',
  'shampoo',
  [
    ing('Preservative Blend', 0.1, [
      { inciName: 'Methylchloroisothiazolinone', casNumber: '26172-55-4', percent: 1.125 },
      { inciName: 'Methylisothiazolinone', casNumber: '2682-20-4', percent: 0.375 },
    ]),
    ing('Methylisothiazolinone', 0.0005),
  ],
  { KR: { status: 'fail', fails: [['Methylisothiazolinone', 'NOT_WITH']] } },
  S.miKr,
);

/* ------------------------------- a blend's or a carrier's constituent drives the verdict ------------------------------- */

/** A Kathon™ CG-type MCI/MI blend: MCI 1.13 % + MI 0.37 % = 1.50 % actives (≈ 3:1) in water with magnesium salts */
const MCI_MI_BLEND: GoldenConstituent[] = [
  { inciName: 'Methylchloroisothiazolinone', casNumber: '26172-55-4', percent: 1.13 },
  { inciName: 'Methylisothiazolinone', casNumber: '2682-20-4', percent: 0.37 },
  { inciName: 'Magnesium Chloride', casNumber: '7786-30-3', percent: 23 },
];
const KATHON =
  'Dow, KATHON™ CG product information (typical values): MCI 1.13 %, MI 0.37 % = 1.50 % actives, magnesium salts 23 % — https://paperzz.com/doc/9165199/kathon%E2%84%A2-cg-preservative---the-dow-chemical-company';
/** A centella extract as the demo catalogue seeds it: water, butylene glycol, 3 % extract, 0.5 % phenoxyethanol */
const CENTELLA_IN_CARRIER: GoldenConstituent[] = [
  { inciName: 'Water', casNumber: '7732-18-5', percent: 60 },
  { inciName: 'Butylene Glycol', casNumber: '107-88-0', percent: 36.5 },
  { inciName: 'Centella Asiatica Extract', casNumber: '84696-21-9', percent: 3 },
  { inciName: 'Phenoxyethanol', casNumber: '122-99-6', percent: 0.5 },
];
/** An aloe juice preserved with 0.2 % sodium benzoate and 0.2 % potassium sorbate */
const ALOE_PRESERVED: GoldenConstituent[] = [
  { inciName: 'Aloe Barbadensis Leaf Juice', casNumber: '85507-69-3', percent: 99.5 },
  { inciName: 'Sodium Benzoate', casNumber: '532-32-1', percent: 0.2 },
  { inciName: 'Potassium Sorbate', casNumber: '24634-61-5', percent: 0.2 },
  { inciName: 'Citric Acid', casNumber: '77-92-9', percent: 0.1 },
];

c(
  'EU/KR: an MCI/MI blend (Kathon CG type) in a leave-on cream',
  'cream',
  [ing('Preservative Blend', 0.05, MCI_MI_BLEND)],
  {
    EU: {
      status: 'fail',
      fails: [
        ['Methylchloroisothiazolinone', 'PROHIBITED'],
        ['Methylisothiazolinone', 'PROHIBITED'],
      ],
    },
    KR: {
      status: 'fail',
      fails: [
        ['Methylchloroisothiazolinone', 'PROHIBITED'],
        ['Methylisothiazolinone', 'PROHIBITED'],
      ],
    },
  },
  `${S.miEu}; ${S.miKr} — the blend's MCI (and its MI) make it a leave-on use of the mixture; ${KATHON}`,
);
c(
  'EU/KR: an MCI/MI blend at 0.1 % in a shampoo: 0.0015 % of the mixture',
  'shampoo',
  [ing('Preservative Blend', 0.1, MCI_MI_BLEND)],
  { EU: PASS, KR: PASS },
  `${S.miEu}; ${S.miKr} — 0.1 % × 1.50 % = 0.0015 % of the 3:1 mixture, at the limit; ${KATHON}`,
);
c(
  'EU/KR: an MCI/MI blend at 0.11 % in a shampoo: 0.00165 % of the mixture',
  'shampoo',
  [ing('Preservative Blend', 0.11, MCI_MI_BLEND)],
  { EU: fail('Methylchloroisothiazolinone', 'OVER_LIMIT'), KR: fail('Methylchloroisothiazolinone', 'OVER_LIMIT') },
  `${S.miEu}; ${S.miKr} — the limit is of the mixture (MCI + MI): 0.11 % × 1.50 % = 0.00165 % > 0.0015 %; ${KATHON}`,
);
c(
  'CN: methylisothiazolinone alone at 0.005 % in a cream: its own 0.01 %, not the mixture’s 0.0015 %',
  'cream',
  [ing('Methylisothiazolinone', 0.005)],
  { CN: cnRevision('Methylisothiazolinone') },
  `${S.miCn}; the 0.0015 % entry is of the MCI/MI mixture, which MI alone is not`,
);
c(
  'phenoxyethanol from an extract’s carrier and added: 1.01 %',
  'cream',
  [ing('Centella Asiatica Extract', 10, CENTELLA_IN_CARRIER), ing('Phenoxyethanol', 0.96)],
  { EU: fail('Phenoxyethanol', 'OVER_LIMIT'), KR: fail('Phenoxyethanol', 'OVER_LIMIT') },
  `${S.phenoxy} — 10 % extract × 0.5 % = 0.05 % + 0.96 % added = 1.01 %`,
);
c(
  'phenoxyethanol from an extract’s carrier and added: 1 %',
  'cream',
  [ing('Centella Asiatica Extract', 10, CENTELLA_IN_CARRIER), ing('Phenoxyethanol', 0.95)],
  { EU: PASS, KR: PASS },
  `${S.phenoxy} — 10 % extract × 0.5 % = 0.05 % + 0.95 % added = 1.00 %, at the limit`,
);
c(
  'sodium benzoate from a preserved aloe juice and added: over 0.5 % as acid in a cream',
  'cream',
  [ing('Aloe Barbadensis Leaf Juice', 50, ALOE_PRESERVED), ing('Sodium Benzoate', 0.5)],
  { EU: fail('Sodium Benzoate', 'OVER_LIMIT') },
  `${S.benzoic} — 50 % juice × 0.2 % = 0.1 % + 0.5 % = 0.6 % sodium benzoate = 0.6 × 122.12 / 144.10 = 0.508 % as acid > 0.5 %`,
);
c(
  'sodium benzoate from a preserved aloe juice and added: within 0.5 % as acid in a cream',
  'cream',
  [ing('Aloe Barbadensis Leaf Juice', 50, ALOE_PRESERVED), ing('Sodium Benzoate', 0.45)],
  { EU: PASS },
  `${S.benzoic} — 0.1 % + 0.45 % = 0.55 % sodium benzoate = 0.466 % as acid`,
);

/* -------------------------------------------- prohibited (Annex II) -------------------------------------------- */

c(
  'zinc pyrithione in a shampoo',
  'shampoo',
  [ing('Zinc Pyrithione', 0.5)],
  { EU: fail('Zinc Pyrithione', 'PROHIBITED') },
  S.annexII,
);
c(
  'zinc pyrithione in a shampoo before 2022-03-01: will fail',
  'shampoo',
  [ing('Zinc Pyrithione', 0.5)],
  { EU: upcoming('Zinc Pyrithione') },
  S.annexII,
  { asOf: '2022-02-28' },
);
c(
  'zinc pyrithione in China: revised standard from 2028',
  'shampoo',
  [ing('Zinc Pyrithione', 0.5)],
  { CN: cnRevision('Zinc Pyrithione') },
  S.cnRev,
);
c(
  '4-MBC in a sunscreen',
  'sunscreen',
  [ing('4-Methylbenzylidene Camphor', 2)],
  { EU: fail('4-Methylbenzylidene Camphor', 'PROHIBITED') },
  S.annexII,
);
c(
  '4-MBC in a sunscreen before 2025-05-01: will fail',
  'sunscreen',
  [ing('4-Methylbenzylidene Camphor', 2)],
  { EU: upcoming('4-Methylbenzylidene Camphor') },
  S.annexII,
  { asOf: '2025-04-30' },
);
c(
  '4-MBC in China: revised standard from 2027',
  'sunscreen',
  [ing('4-Methylbenzylidene Camphor', 2)],
  { CN: cnRevision('4-Methylbenzylidene Camphor') },
  S.cnRev,
);
c(
  'butylphenyl methylpropional in a cream',
  'cream',
  [ing('Butylphenyl Methylpropional', 0.01)],
  { EU: fail('Butylphenyl Methylpropional', 'PROHIBITED') },
  S.annexII,
);
c('hydroquinone in a cream', 'cream', [ing('Hydroquinone', 0.01)], { EU: fail('Hydroquinone', 'PROHIBITED') }, S.annexII);

/* ------------------------------------------------ US sunscreens ------------------------------------------------ */

c(
  'bemotrizinol at 6 % in a US sunscreen',
  'sunscreen',
  [ing('Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine', 6)],
  { US: PASS },
  S.bemt,
);
c(
  'bemotrizinol just over 6 % in a US sunscreen',
  'sunscreen',
  [ing('Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine', 6.0001)],
  { US: fail('Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine', 'OVER_LIMIT') },
  S.bemt,
);
c(
  'bemotrizinol at 10 % passes the EU',
  'sunscreen',
  [ing('Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine', 10)],
  { EU: PASS },
  'Reg. (EC) 1223/2009 Annex VI/25: bemotrizinol 10 %',
);
c('avobenzone at 3 % in a US sunscreen', 'sunscreen', [ing('Butyl Methoxydibenzoylmethane', 3)], { US: PASS }, S.us);
c(
  'avobenzone just over 3 % in a US sunscreen',
  'sunscreen',
  [ing('Butyl Methoxydibenzoylmethane', 3.0001)],
  { US: fail('Butyl Methoxydibenzoylmethane', 'OVER_LIMIT') },
  S.us,
);
c('homosalate at 15 % in a US sunscreen', 'sunscreen', [ing('Homosalate', 15)], { US: PASS }, S.us);
c(
  'homosalate just over 15 % in a US sunscreen',
  'sunscreen',
  [ing('Homosalate', 15.0001)],
  { US: fail('Homosalate', 'OVER_LIMIT') },
  S.us,
);
c(
  'DHHB is not a US sunscreen active',
  'sunscreen',
  [ing('Diethylamino Hydroxybenzoyl Hexyl Benzoate', 2)],
  { US: fail('Diethylamino Hydroxybenzoyl Hexyl Benzoate', 'PROHIBITED') },
  S.us,
);
c('zinc oxide at 25 % in a US sunscreen', 'sunscreen', [ing('Zinc Oxide', 25)], { US: PASS }, S.us);
c(
  'zinc oxide just over 25 % in a US sunscreen',
  'sunscreen',
  [ing('Zinc Oxide', 25.0001)],
  { US: fail('Zinc Oxide', 'OVER_LIMIT') },
  S.us,
);

/* ------------------------------------------------ EU homosalate ------------------------------------------------ */

c('homosalate at 7.34 % in a face cream', 'cream', [ing('Homosalate', 7.34)], { EU: PASS }, S.homosalate);
c(
  'homosalate just over 7.34 % in a face cream',
  'cream',
  [ing('Homosalate', 7.3401)],
  { EU: fail('Homosalate', 'OVER_LIMIT') },
  S.homosalate,
);
c('homosalate at 7 % in a sunscreen', 'sunscreen', [ing('Homosalate', 7)], { EU: PASS }, S.homosalate);
c(
  'homosalate in a body lotion: not an allowed use',
  'body-lotion',
  [ing('Homosalate', 5)],
  { EU: fail('Homosalate', 'NOT_ALLOWED_IN_TYPE') },
  S.homosalate,
);
c(
  'homosalate in a body lotion before 2025-01-01: will fail',
  'body-lotion',
  [ing('Homosalate', 5)],
  { EU: upcoming('Homosalate') },
  S.homosalate,
  { asOf: '2024-12-31' },
);
c(
  'homosalate in China: revised standard from 2028',
  'sunscreen',
  [ing('Homosalate', 10)],
  { CN: cnRevision('Homosalate') },
  S.cnRev,
);

/* ---------------------------------------------- zinc oxide, octocrylene ---------------------------------------------- */

c(
  'ASEAN: zinc oxide in a face mist (inhalation)',
  'mist',
  [ing('Zinc Oxide', 5)],
  { ASEAN: fail('Zinc Oxide', 'PROHIBITED') },
  S.zno,
);
c(
  'ASEAN: zinc oxide in a mist before 2018-12-01: will fail',
  'mist',
  [ing('Zinc Oxide', 5)],
  { ASEAN: upcoming('Zinc Oxide') },
  S.zno,
  { asOf: '2018-11-30' },
);
c('ASEAN: zinc oxide at 25 % in a sunscreen', 'sunscreen', [ing('Zinc Oxide', 25)], { ASEAN: PASS }, S.zno);
c(
  'ASEAN: zinc oxide just over 25 % in a sunscreen',
  'sunscreen',
  [ing('Zinc Oxide', 25.0001)],
  { ASEAN: fail('Zinc Oxide', 'OVER_LIMIT') },
  S.zno,
);
c('EU: zinc oxide in a face mist (inhalation)', 'mist', [ing('Zinc Oxide', 5)], { EU: fail('Zinc Oxide', 'PROHIBITED') }, S.zno);
c('octocrylene at 10 % in a sunscreen', 'sunscreen', [ing('Octocrylene', 10)], { EU: PASS }, S.octocrylene);
c(
  'octocrylene just over 10 % in a sunscreen',
  'sunscreen',
  [ing('Octocrylene', 10.0001)],
  { EU: fail('Octocrylene', 'OVER_LIMIT') },
  S.octocrylene,
);
// the 9 % cap is for propellant sprays: these cases were "a mist" before pump and aerosol mists were told apart
c('octocrylene at 9 % in an aerosol mist', 'aerosol-mist', [ing('Octocrylene', 9)], { EU: PASS }, S.octocrylene);
c(
  'octocrylene just over 9 % in an aerosol mist',
  'aerosol-mist',
  [ing('Octocrylene', 9.0001)],
  { EU: fail('Octocrylene', 'OVER_LIMIT') },
  S.octocrylene,
);
c('octocrylene at 10 % in a pump mist (other products)', 'mist', [ing('Octocrylene', 10)], { EU: PASS }, S.octocrylene);
c(
  'octocrylene just over 10 % in a pump mist',
  'mist',
  [ing('Octocrylene', 10.0001)],
  { EU: fail('Octocrylene', 'OVER_LIMIT') },
  S.octocrylene,
);

/* ------------------------------------- sprays: pump vs aerosol (issue 22 item 5) ------------------------------------- */

c(
  'dehydroacetic acid 0.5 % in a pump mist: not an aerosol',
  'mist',
  [ing('Dehydroacetic Acid', 0.5)],
  { EU: PASS, KR: PASS, ASEAN: PASS },
  S.dhaSpray,
);
c(
  'dehydroacetic acid 0.5 % in an aerosol mist',
  'aerosol-mist',
  [ing('Dehydroacetic Acid', 0.5)],
  {
    EU: fail('Dehydroacetic Acid', 'PROHIBITED'),
    KR: fail('Dehydroacetic Acid', 'PROHIBITED'),
    ASEAN: fail('Dehydroacetic Acid', 'PROHIBITED'),
  },
  S.dhaSpray,
);
c(
  'EU: zinc oxide in an aerosol mist (inhalation, like a pump mist)',
  'aerosol-mist',
  [ing('Zinc Oxide', 5)],
  { EU: fail('Zinc Oxide', 'PROHIBITED') },
  S.znoNano,
);

/* ------------------------------------------- nano forms (issue 22 item 5) ------------------------------------------- */

c(
  'titanium dioxide (nano) 5 % in a cream: allowed with the VI/27a characteristics, no notification',
  'cream',
  [nano(ing('Titanium Dioxide', 5))],
  { EU: { status: 'warning', fails: [], warns: [['Titanium Dioxide (nano)', 'CONDITIONS']], nanoDuty: [] } },
  S.tio2Nano,
);
c(
  'titanium dioxide (nano) 5 % in a face mist: inhalation',
  'mist',
  [nano(ing('Titanium Dioxide', 5))],
  { EU: { ...fail('Titanium Dioxide (nano)', 'PROHIBITED'), nanoDuty: [] } },
  S.tio2Nano,
);
c(
  'titanium dioxide (nano) 5 % in an aerosol mist: inhalation',
  'aerosol-mist',
  [nano(ing('Titanium Dioxide', 5))],
  { EU: fail('Titanium Dioxide (nano)', 'PROHIBITED') },
  S.tio2Nano,
);
c(
  'titanium dioxide (non-nano) 5 % in a cream: no nano conditions',
  'cream',
  [ing('Titanium Dioxide', 5)],
  { EU: { ...PASS, nanoDuty: [] } },
  S.tio2Nano,
);
c(
  'titanium dioxide 15 % + titanium dioxide (nano) 10.0001 %: over the 25 % sum',
  'sunscreen',
  [ing('Titanium Dioxide', 15), { ...nano(ing('Titanium Dioxide', 10.0001)), inci: 'Titanium Dioxide (nano)' }],
  { EU: { status: 'fail', fails: [['Titanium Dioxide', 'OVER_LIMIT']] } },
  S.tio2Nano,
);
c(
  'zinc oxide (nano) 10 % in a sunscreen: allowed with the VI/30a characteristics',
  'sunscreen',
  [nano(ing('Zinc Oxide', 10))],
  { EU: { status: 'warning', fails: [], warns: [['Zinc Oxide (nano)', 'CONDITIONS']], nanoDuty: [] } },
  S.znoNano,
);
c(
  'silica (nano) in a cream: no annex entry of its nano form, notify (EU only)',
  'cream',
  [nano(ing('Silica', 2))],
  { EU: { ...PASS, nanoDuty: ['Silica'] }, KR: { ...PASS, nanoDuty: [] } },
  S.nanoNotify,
);
c(
  'octocrylene in China: revised standard from 2028',
  'sunscreen',
  [ing('Octocrylene', 10)],
  { CN: cnRevision('Octocrylene') },
  S.cnRev,
);

/* ------------------------------------------------ misc ------------------------------------------------ */

c(
  'phenoxyethanol at 1 % everywhere',
  'cream',
  [ing('Phenoxyethanol', 1)],
  { KR: PASS, EU: PASS, CN: PASS, US: PASS, ASEAN: PASS },
  S.phenoxy,
);
c(
  'phenoxyethanol just over 1 %',
  'cream',
  [ing('Phenoxyethanol', 1.0001)],
  {
    KR: fail('Phenoxyethanol', 'OVER_LIMIT'),
    EU: fail('Phenoxyethanol', 'OVER_LIMIT'),
    CN: fail('Phenoxyethanol', 'OVER_LIMIT'),
    US: PASS,
    ASEAN: fail('Phenoxyethanol', 'OVER_LIMIT'),
  },
  `${S.phenoxy}; the US has no preservative list`,
);
c('KR: EHMC at 7.5 % in a sunscreen', 'sunscreen', [ing('Ethylhexyl Methoxycinnamate', 7.5)], { KR: PASS }, S.krUv);
c(
  'KR: EHMC just over 7.5 % in a sunscreen',
  'sunscreen',
  [ing('Ethylhexyl Methoxycinnamate', 7.5001)],
  { KR: fail('Ethylhexyl Methoxycinnamate', 'OVER_LIMIT') },
  S.krUv,
);
c(
  'EU: EHMC at 10 % in a sunscreen',
  'sunscreen',
  [ing('Ethylhexyl Methoxycinnamate', 10)],
  { EU: PASS },
  'Reg. (EC) 1223/2009 Annex VI/12: octinoxate 10 %',
);
c('cyclopentasiloxane at 0.0999 % in a shampoo', 'shampoo', [ing('Cyclopentasiloxane', 0.0999)], { EU: PASS }, S.d5);
c(
  'cyclopentasiloxane at 0.1 % in a shampoo',
  'shampoo',
  [ing('Cyclopentasiloxane', 0.1)],
  { EU: fail('Cyclopentasiloxane', 'OVER_LIMIT') },
  S.d5,
);
c(
  'cyclopentasiloxane at 5 % in a cream: will fail from 2027-06-06',
  'cream',
  [ing('Cyclopentasiloxane', 5)],
  { EU: upcoming('Cyclopentasiloxane') },
  S.d5,
);
c(
  'cyclopentasiloxane at 5 % in a cream made after 2027-06-06',
  'cream',
  [ing('Cyclopentasiloxane', 5)],
  { EU: fail('Cyclopentasiloxane', 'OVER_LIMIT') },
  S.d5,
  { asOf: '2027-06-06' },
);
c(
  'triethanolamine in a cream: conditions to confirm',
  'cream',
  [ing('Triethanolamine', 1)],
  { EU: { status: 'warning', fails: [], warns: [['Triethanolamine', 'CONDITIONS']] } },
  'Reg. (EC) 1223/2009 Annex III/62: not with nitrosating systems, purity and nitrosamine limits',
);
c(
  'triethanolamine over 2.5 % in a leave-on cream',
  'cream',
  [ing('Triethanolamine', 2.5001)],
  { EU: { status: 'fail', fails: [['Triethanolamine', 'OVER_LIMIT']] }, KR: fail('Triethanolamine', 'OVER_LIMIT') },
  'Reg. (EC) 1223/2009 Annex III/62; 화장품 안전기준 [별표 2] 트리에탄올아민: leave-on 2.5 %',
);
c(
  'piroctone olamine at 1 % in a shampoo',
  'shampoo',
  [ing('Piroctone Olamine', 1)],
  { EU: PASS, KR: PASS, CN: PASS },
  'Reg. (EC) 1223/2009 Annex V/35 (rinse-off 1 %); 화장품 안전기준 [별표 2]; STSC 2015 表4',
);
c(
  'piroctone olamine at 0.6 % in a cream',
  'cream',
  [ing('Piroctone Olamine', 0.6)],
  { EU: fail('Piroctone Olamine', 'OVER_LIMIT'), KR: fail('Piroctone Olamine', 'OVER_LIMIT') },
  'Reg. (EC) 1223/2009 Annex V/35 (other products 0.5 %)',
);
c(
  'chlorphenesin just over 0.3 %',
  'cream',
  [ing('Chlorphenesin', 0.3001)],
  { EU: fail('Chlorphenesin', 'OVER_LIMIT'), KR: fail('Chlorphenesin', 'OVER_LIMIT') },
  'Reg. (EC) 1223/2009 Annex V/50; 화장품 안전기준 [별표 2] 클로페네신: 0.3 %',
);
c(
  'a plain base passes everywhere',
  'cream',
  [ing('Squalane', 5), ing('Cetearyl Alcohol', 3), ing('Niacinamide', 4)],
  { KR: PASS, EU: PASS, CN: PASS, US: PASS, ASEAN: PASS },
  'No annex entry for squalane, cetearyl alcohol or niacinamide in any of the five markets',
);

// product-type label warnings (issue 22 item 7): product rules, "*" — whatever the formula
c(
  'a propellant spray carries the US pressurized-container warning',
  'aerosol-mist',
  [ing('Glycerin', 5)],
  { US: { ...PASS, labels: ['*'] } },
  '21 CFR 740.11(a)(1): the label of a cosmetic in a self-pressurized container bears "Warning—Avoid spraying in eyes. Contents under pressure. …" — https://www.ecfr.gov/current/title-21/chapter-I/subchapter-G/part-740/subpart-B/section-740.11',
);
c(
  'a pump mist carries no pressurized-container warning',
  'mist',
  [ing('Glycerin', 5)],
  { US: { ...PASS, labels: [] } },
  '21 CFR 740.11 applies to self-pressurized containers only; a pump is not one',
);
c(
  'every Korean cosmetic carries the common cautions',
  'cream',
  [ing('Glycerin', 5)],
  { KR: { ...PASS, labels: ['*'] } },
  '화장품 사용 시의 주의사항 및 알레르기 유발성분 표시에 관한 규정 [별표 1] 1. 공통사항 (every cosmetic)',
);

export const GOLDEN_CASES: readonly GoldenCase[] = cases;
