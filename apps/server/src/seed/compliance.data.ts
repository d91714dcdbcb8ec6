/**
 * Compliance rules for every regulated substance of the demo catalogue, in the five markets (issue 15).
 * Real entries with their legal references, transcribed by hand from the instruments named in
 * `README.md` § Compliance data — an aid for formulators, **not legal advice**: check the current
 * consolidated text before a product is placed on a market.
 *
 * - KR: 화장품 안전기준 등에 관한 규정 (MFDS notice) [별표 2] 사용상의 제한이 필요한 원료; label warnings from
 *   화장품 사용 시의 주의사항 및 알레르기 유발성분 표시에 관한 규정. The tables are not numbered per entry, so
 *   the reference names the table and the substance.
 * - EU: Regulation (EC) No 1223/2009, Annex II–VI with their entry numbers, and the amending regulation
 *   where an entry changed (its application date is the rule's date).
 * - CN: 化妆品安全技术规范 (Safety and Technical Standards for Cosmetics, 2015 edition, in force 2016-12-01),
 *   chapter 3 tables 3 (restricted), 4 (preservatives), 5 (UV filters).
 * - US: OTC Monograph M020 (sunscreen drug products, deemed final order 2021-09-27) and 21 CFR parts 73/74
 *   (colour additives); the US has no positive list of cosmetic preservatives and no allergen labelling
 *   rule in force yet (MoCRA §609 asks FDA for one).
 * - ASEAN: ASEAN Cosmetic Directive annexes (Annex III restricted, VI preservatives, VII UV filters), which
 *   follow the EU lists with a delay: the values below are those ASEAN adopted, not the EU's latest.
 *
 * A date is the day the rule applied to products placed on the market where that is known; for entries
 * that predate the current instrument it is the instrument's start (KR 2012-02-05, EU 2013-07-11, CN
 * 2016-12-01, ASEAN 2008-01-01).
 */
import type { ComplianceRuleInput } from '@formulab/shared/compliance/compliance.schema';
import type { Market } from '@formulab/shared/compliance/compliance';
import type { ProductType } from '@formulab/shared/recipes/formulation';

type Rule = ComplianceRuleInput & { market: Market };
type Extra = Partial<Omit<Rule, 'market' | 'inciName' | 'casNumbers' | 'kind' | 'reference' | 'effectiveFrom'>>;

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
  'balm',
  'sunscreen',
  'mask-sheet',
  'sleeping-mask',
  'cleansing-water',
  'bb-cream',
  'cushion',
];
const BODY_LEAVE_ON: ProductType[] = ['hand-cream', 'body-lotion', 'body-oil'];
const HAIR_RINSE: ProductType[] = ['shampoo', 'conditioner', 'hair-mask'];
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

const SOURCE: Record<Market, string> = {
  KR: 'https://www.law.go.kr/',
  EU: 'https://eur-lex.europa.eu/eli/reg/2009/1223/oj',
  CN: 'https://www.nmpa.gov.cn/',
  US: 'https://www.ecfr.gov/current/title-21',
  ASEAN: 'https://asean.org/',
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
  extra: Extra & { effectiveFrom?: string } = {},
): Rule {
  return {
    market,
    inciName,
    casNumbers,
    kind,
    reference,
    sourceUrl: SOURCE[market],
    ...extra,
    effectiveFrom: extra.effectiveFrom ?? START[market],
  };
}
const cap = (maxPercent: number, extra: Extra & { effectiveFrom?: string } = {}) => ({ maxPercent, ...extra });

/* ------------------------------------------------ allergens ------------------------------------------------ */

/** CAS numbers of the catalogue's fragrance allergens. */
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
): Rule[] {
  return names.map((name) =>
    rule(market, name, ALLERGEN_CAS[name]!, 'allergen', entries ? `${reference} ${entries[name]}` : reference, {
      effectiveFrom,
      conditions: 'Declare in the ingredient list above the market’s threshold (leave-on / rinse-off).',
      conditionsKo: '기준 농도(사용 후 씻어내지 않는 제품 / 씻어내는 제품)를 초과하면 전성분에 표시',
    }),
  );
}

/* --------------------------------------------------- KR --------------------------------------------------- */

const KR_P = '화장품 안전기준 등에 관한 규정 [별표 2] 1. 보존제 성분';
const KR_UV = '화장품 안전기준 등에 관한 규정 [별표 2] 2. 자외선 차단성분';
const KR_O = '화장품 안전기준 등에 관한 규정 [별표 2] 3. 기타 성분';
const KR_LABEL = '화장품 사용 시의 주의사항 및 알레르기 유발성분 표시에 관한 규정 [별표 1]';
const KR_ALLERGEN = '화장품 사용 시의 주의사항 및 알레르기 유발성분 표시에 관한 규정 [별표 2]';

const KR: Rule[] = [
  rule('KR', 'Phenoxyethanol', ['122-99-6'], 'restricted', `${KR_P} — 페녹시에탄올`, cap(1)),
  rule('KR', 'Benzoic Acid', ['65-85-0', '532-32-1'], 'restricted', `${KR_P} — 벤조익애씨드, 그 염류 및 에스텔류`, {
    maxPercent: 2.5,
    exposures: ['rinse-off'],
    conditions: 'As benzoic acid; rinse-off products 2.5 %.',
    conditionsKo: '산으로서 사용 후 씻어내는 제품 2.5 %',
  }),
  rule('KR', 'Benzoic Acid', ['65-85-0', '532-32-1'], 'restricted', `${KR_P} — 벤조익애씨드, 그 염류 및 에스텔류`, {
    maxPercent: 0.5,
    exposures: ['leave-on'],
    conditions: 'As benzoic acid; other (leave-on) products 0.5 %.',
    conditionsKo: '산으로서 기타 제품 0.5 %',
  }),
  rule('KR', 'Sorbic Acid', ['110-44-1', '24634-61-5'], 'restricted', `${KR_P} — 소르빅애씨드 및 그 염류`, {
    maxPercent: 0.6,
    conditions: 'As sorbic acid.',
    conditionsKo: '소르빅애씨드로서',
  }),
  rule('KR', 'Dehydroacetic Acid', ['520-45-6', '4418-26-2'], 'restricted', `${KR_P} — 데하이드로아세틱애씨드 및 그 염류`, {
    maxPercent: 0.6,
    conditions: 'As dehydroacetic acid.',
    conditionsKo: '데하이드로아세틱애씨드로서',
  }),
  rule('KR', 'Dehydroacetic Acid', ['520-45-6', '4418-26-2'], 'prohibited', `${KR_P} — 데하이드로아세틱애씨드 및 그 염류`, {
    exposures: ['spray'],
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
  rule('KR', 'Ethyl Lauroyl Arginate HCl', ['60372-77-2'], 'prohibited', `${KR_P} — 에칠라우로일알지네이트 하이드로클로라이드`, {
    exposures: ['spray'],
    conditions: 'Not in lip products or aerosol (spray) products.',
    conditionsKo: '입술에 사용되는 제품 및 에어로졸(스프레이에 한함) 제품에는 사용금지',
  }),
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
      conditions: 'Mixtures of esters 0.8 % (as acid).',
      conditionsKo: '혼합 사용의 경우 0.8 % (산으로서)',
    },
  ),
  rule('KR', 'Propylparaben', ['94-13-3', '94-26-8'], 'restricted', `${KR_P} — 프로필파라벤, 부틸파라벤`, {
    maxPercent: 0.14,
    conditions: 'Propyl + butyl paraben 0.14 % (as acid).',
    conditionsKo: '프로필파라벤과 부틸파라벤의 합은 0.14 % (산으로서)',
  }),
  rule('KR', 'Propylparaben', ['94-13-3', '94-26-8'], 'prohibited', `${KR_P} — 프로필파라벤, 부틸파라벤`, {
    exposures: ['leave-on', 'children'],
    conditions: 'Not in leave-on products for the nappy area of children aged 3 or under.',
    conditionsKo: '3세 이하 영유아의 기저귀가 닿는 부위에 사용되는 제품에는 사용금지',
  }),
  rule('KR', 'Methylisothiazolinone', ['2682-20-4'], 'restricted', `${KR_P} — 메칠이소치아졸리논`, {
    maxPercent: 0.0015,
    exposures: ['rinse-off'],
    conditions: 'Rinse-off products only, 0.0015 %.',
    conditionsKo: '사용 후 씻어내는 제품에 0.0015 %',
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
    exceptProductTypes: [...KR_CLEANSERS, ...HAIR_RINSE],
    conditions: 'As salicylic acid; 0.5 % as a preservative in other products.',
    conditionsKo: '살리실릭애씨드로서 0.5 %',
  }),
  rule('KR', 'Salicylic Acid', ['69-72-7'], 'restricted', `${KR_P} — 살리실릭애씨드 및 그 염류`, {
    maxPercent: 2,
    productTypes: KR_CLEANSERS,
    conditions: 'Face and body cleansers 2 % (as acid).',
    conditionsKo: '인체세정용 제품류에 살리실릭애씨드로서 2 %',
  }),
  rule('KR', 'Salicylic Acid', ['69-72-7'], 'restricted', `${KR_P} — 살리실릭애씨드 및 그 염류`, {
    maxPercent: 3,
    productTypes: HAIR_RINSE,
    conditions: 'Rinse-off hair products 3 % (as acid).',
    conditionsKo: '사용 후 씻어내는 두발용 제품류에 살리실릭애씨드로서 3 %',
  }),
  rule('KR', 'Salicylic Acid', ['69-72-7'], 'prohibited', `${KR_P} — 살리실릭애씨드 및 그 염류`, {
    exposures: ['children'],
    exceptProductTypes: ['shampoo'],
    conditions: 'Not in products for infants or for children aged 13 or under (shampoos excepted).',
    conditionsKo: '영유아용 제품류 또는 만 13세 이하 어린이가 사용할 수 있음을 특정하여 표시하는 제품에는 사용금지 (샴푸 제외)',
  }),
  rule('KR', 'Salicylic Acid', ['69-72-7'], 'restricted', `${KR_LABEL} 2. 개별사항 — 살리실릭애씨드 함유 제품`, {
    exceptProductTypes: HAIR_RINSE,
    warning: '만 3세 이하 어린이에게는 사용하지 말 것',
    warningEn: 'Do not use on children aged 3 or under.',
  }),
  ...[
    ['Glycolic Acid', '79-14-1'],
    ['Lactic Acid', '50-21-5'],
  ].flatMap(([inci, cas]) => [
    rule('KR', inci!, [cas!], 'restricted', `${KR_LABEL} 2. 개별사항 — 알파-하이드록시애시드(AHA) 함유 제품`, {
      labelAbove: 0.5,
      warning:
        '햇빛에 대한 피부의 감수성을 증가시킬 수 있으므로 자외선 차단제를 함께 사용할 것. 일부에 시험 사용하여 피부 이상을 확인할 것',
      warningEn: 'May increase the skin’s sensitivity to sunlight: use a sunscreen as well. Test on a small area first.',
    }),
    rule('KR', inci!, [cas!], 'restricted', `${KR_LABEL} 2. 개별사항 — 알파-하이드록시애시드(AHA) 함유 제품`, {
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
      ['Benzophenone-3', '131-57-7', 5, '벤조페논-3 (옥시벤존)'],
    ] as const
  ).map(([inci, cas, max, ko]) => rule('KR', inci, [cas], 'restricted', `${KR_UV} — ${ko}`, cap(max))),
  // fragrance allergens (the 25 of the KR list that are in the catalogue)
  ...allergens('KR', KR_ALLERGEN, '2020-01-01', [
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
  ]),
];

/* --------------------------------------------------- EU --------------------------------------------------- */

const EU = 'Reg. (EC) No 1223/2009';
/** Annex III entries of the 26 classic fragrance allergens (and Reg. (EU) 2023/1545's new ones, by name). */
const EU_ALLERGEN_ENTRY: Record<string, string> = {
  'Amyl Cinnamal': 'Annex III/67',
  'Benzyl Alcohol': 'Annex III/68',
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
  'Alpha-Isomethyl Ionone': 'Annex III/90',
};
const EU_NEW_ALLERGENS = [
  'Menthol',
  'Lavandula Angustifolia (Lavender) Oil',
  'Citrus Aurantium Dulcis (Orange) Peel Oil',
  'Mentha Piperita (Peppermint) Oil',
];

const EU_RULES: Rule[] = [
  rule('EU', 'Phenoxyethanol', ['122-99-6'], 'restricted', `${EU} Annex V/29`, cap(1)),
  rule('EU', 'Benzoic Acid', ['65-85-0', '532-32-1'], 'restricted', `${EU} Annex V/1`, {
    maxPercent: 2.5,
    exposures: ['rinse-off'],
    conditions: 'As acid: rinse-off products (except oral care) 2.5 %.',
  }),
  rule('EU', 'Benzoic Acid', ['65-85-0', '532-32-1'], 'restricted', `${EU} Annex V/1`, {
    maxPercent: 0.5,
    exposures: ['leave-on'],
    conditions: 'As acid: leave-on products 0.5 %.',
  }),
  rule('EU', 'Sorbic Acid', ['110-44-1', '24634-61-5'], 'restricted', `${EU} Annex V/4`, {
    maxPercent: 0.6,
    conditions: 'As acid.',
  }),
  rule('EU', 'Dehydroacetic Acid', ['520-45-6', '4418-26-2'], 'restricted', `${EU} Annex V/13`, {
    maxPercent: 0.6,
    conditions: 'As acid.',
  }),
  rule('EU', 'Dehydroacetic Acid', ['520-45-6', '4418-26-2'], 'prohibited', `${EU} Annex V/13`, {
    exposures: ['spray'],
    conditions: 'Not to be used in aerosol dispensers (sprays).',
  }),
  rule('EU', 'Chlorphenesin', ['104-29-0'], 'restricted', `${EU} Annex V/50`, cap(0.3)),
  rule('EU', 'Methylparaben', ['99-76-3'], 'restricted', `${EU} Annex V/12`, {
    maxPercent: 0.4,
    conditions: 'Single ester, as acid.',
  }),
  rule('EU', 'Ethylparaben', ['120-47-8'], 'restricted', `${EU} Annex V/12`, {
    maxPercent: 0.4,
    conditions: 'Single ester, as acid.',
  }),
  rule('EU', 'Parabens (sum)', ['99-76-3', '120-47-8', '94-13-3', '94-26-8'], 'restricted', `${EU} Annex V/12, V/12a`, {
    maxPercent: 0.8,
    conditions: 'Mixtures of esters 0.8 % (as acid); propyl + butyl within it at most 0.14 %.',
  }),
  rule('EU', 'Propylparaben', ['94-13-3', '94-26-8'], 'restricted', `${EU} Annex V/12a (Reg. (EU) No 1004/2014)`, {
    maxPercent: 0.14,
    conditions: 'Sum of propyl- and butylparaben, as acid.',
    effectiveFrom: '2015-04-16',
  }),
  rule('EU', 'Propylparaben', ['94-13-3', '94-26-8'], 'conditional', `${EU} Annex V/12a (Reg. (EU) No 1004/2014)`, {
    exposures: ['leave-on', 'children'],
    conditions: 'Not to be used in leave-on products designed for the nappy area of children under three years.',
    warning: 'For leave-on products designed for children under three years of age: "Do not use on the nappy area".',
    warningEn: 'For leave-on products designed for children under three years of age: "Do not use on the nappy area".',
    effectiveFrom: '2015-04-16',
  }),
  rule('EU', 'Methylisothiazolinone', ['2682-20-4'], 'restricted', `${EU} Annex V/57 (Reg. (EU) 2017/1224)`, {
    maxPercent: 0.0015,
    exposures: ['rinse-off'],
    conditions: 'Rinse-off products 0.0015 %.',
    effectiveFrom: '2018-01-27',
  }),
  rule('EU', 'Methylisothiazolinone', ['2682-20-4'], 'prohibited', `${EU} Annex V/57 (Reg. (EU) 2016/1198)`, {
    exposures: ['leave-on'],
    conditions: 'Not in leave-on products.',
    effectiveFrom: '2017-02-12',
  }),
  rule('EU', 'Methylchloroisothiazolinone', ['26172-55-4', '55965-84-9'], 'restricted', `${EU} Annex V/39`, {
    maxPercent: 0.0015,
    exposures: ['rinse-off'],
    conditions: 'Mixture 3:1 with methylisothiazolinone; rinse-off products only.',
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
      effectiveFrom: '2015-07-16',
    },
  ),
  rule('EU', 'Benzyl Alcohol', ['100-51-6'], 'restricted', `${EU} Annex V/34`, {
    maxPercent: 1,
    conditions: 'As a preservative.',
  }),
  rule('EU', 'Ethyl Lauroyl Arginate HCl', ['60372-77-2'], 'restricted', `${EU} Annex V/58`, cap(0.4)),
  rule('EU', 'Ethyl Lauroyl Arginate HCl', ['60372-77-2'], 'prohibited', `${EU} Annex V/58`, {
    exposures: ['oral'],
    conditions: 'Not to be used in lip products, oral products and spray products.',
  }),
  rule('EU', 'Ethyl Lauroyl Arginate HCl', ['60372-77-2'], 'prohibited', `${EU} Annex V/58`, {
    exposures: ['spray'],
    conditions: 'Not to be used in lip products, oral products and spray products.',
  }),
  rule('EU', 'Piroctone Olamine', ['68890-66-4'], 'restricted', `${EU} Annex V/35`, {
    maxPercent: 1,
    exposures: ['rinse-off'],
    conditions: 'Rinse-off products 1.0 %.',
  }),
  rule('EU', 'Piroctone Olamine', ['68890-66-4'], 'restricted', `${EU} Annex V/35`, {
    maxPercent: 0.5,
    exposures: ['leave-on'],
    conditions: 'Other products 0.5 %.',
  }),
  // salicylic acid: Annex III/98 (as amended by Reg. (EU) 2019/1966) and Annex V/3
  rule('EU', 'Salicylic Acid', ['69-72-7'], 'restricted', `${EU} Annex III/98 (Reg. (EU) 2019/1966)`, {
    maxPercent: 3,
    productTypes: HAIR_RINSE,
    conditions: 'Rinse-off hair products 3.0 %.',
    effectiveFrom: '2019-12-17',
  }),
  rule('EU', 'Salicylic Acid', ['69-72-7'], 'restricted', `${EU} Annex III/98 (Reg. (EU) 2019/1966)`, {
    maxPercent: 2,
    exceptProductTypes: [...HAIR_RINSE, 'body-lotion', ...LIP],
    conditions: 'Other products 2.0 % (not body lotion, eye shadow, mascara, eyeliner, lipstick, roll-on deodorant).',
    effectiveFrom: '2019-12-17',
  }),
  rule('EU', 'Salicylic Acid', ['69-72-7'], 'restricted', `${EU} Annex III/98, Annex V/3`, {
    maxPercent: 0.5,
    productTypes: ['body-lotion', ...LIP],
    conditions: 'Body lotion 0.5 %; in lip products only as a preservative (Annex V/3, 0.5 % as acid).',
    effectiveFrom: '2019-12-17',
  }),
  rule('EU', 'Salicylic Acid', ['69-72-7'], 'prohibited', `${EU} Annex III/98, Annex V/3`, {
    exposures: ['children'],
    exceptProductTypes: ['shampoo'],
    conditions: 'Not to be used in products for children under 3 years of age, except shampoos.',
  }),
  rule('EU', 'Salicylic Acid', ['69-72-7'], 'restricted', `${EU} Annex III/98`, {
    exceptProductTypes: ['shampoo'],
    warning: 'Not to be used for children under 3 years of age.',
    warningEn: 'Not to be used for children under 3 years of age.',
    effectiveFrom: '2019-12-17',
  }),
  // vitamin A, arbutins and kojic acid: Reg. (EU) 2024/996
  rule('EU', 'Retinol', ['68-26-8'], 'restricted', `${EU} Annex III (retinol; Reg. (EU) 2024/996)`, {
    maxPercent: 0.05,
    productTypes: ['body-lotion'],
    conditions: 'Body lotion 0.05 % retinol equivalent.',
    warning: 'Contains Vitamin A. Consider your daily intake before use.',
    warningEn: 'Contains Vitamin A. Consider your daily intake before use.',
    effectiveFrom: '2025-11-01',
  }),
  rule('EU', 'Retinol', ['68-26-8'], 'restricted', `${EU} Annex III (retinol; Reg. (EU) 2024/996)`, {
    maxPercent: 0.3,
    exceptProductTypes: ['body-lotion'],
    conditions: 'Other leave-on and rinse-off products 0.3 % retinol equivalent.',
    warning: 'Contains Vitamin A. Consider your daily intake before use.',
    warningEn: 'Contains Vitamin A. Consider your daily intake before use.',
    effectiveFrom: '2025-11-01',
  }),
  rule('EU', 'Retinyl Palmitate', ['79-81-2'], 'restricted', `${EU} Annex III (retinyl palmitate; Reg. (EU) 2024/996)`, {
    maxPercent: 0.09,
    productTypes: ['body-lotion'],
    conditions: 'Body lotion 0.05 % retinol equivalent (≈ 0.09 % retinyl palmitate).',
    warning: 'Contains Vitamin A. Consider your daily intake before use.',
    warningEn: 'Contains Vitamin A. Consider your daily intake before use.',
    effectiveFrom: '2025-11-01',
  }),
  rule('EU', 'Retinyl Palmitate', ['79-81-2'], 'restricted', `${EU} Annex III (retinyl palmitate; Reg. (EU) 2024/996)`, {
    maxPercent: 0.55,
    exceptProductTypes: ['body-lotion'],
    conditions: 'Other products 0.3 % retinol equivalent (≈ 0.55 % retinyl palmitate).',
    warning: 'Contains Vitamin A. Consider your daily intake before use.',
    warningEn: 'Contains Vitamin A. Consider your daily intake before use.',
    effectiveFrom: '2025-11-01',
  }),
  rule('EU', 'Alpha-Arbutin', ['84380-01-8'], 'restricted', `${EU} Annex III (alpha-arbutin; Reg. (EU) 2024/996)`, {
    maxPercent: 2,
    productTypes: FACE_LEAVE_ON,
    conditions: 'Face cream 2 %, body lotion 0.5 %; hydroquinone at most 1 ppm.',
    effectiveFrom: '2025-02-01',
  }),
  rule('EU', 'Alpha-Arbutin', ['84380-01-8'], 'restricted', `${EU} Annex III (alpha-arbutin; Reg. (EU) 2024/996)`, {
    maxPercent: 0.5,
    productTypes: ['body-lotion'],
    conditions: 'Body lotion 0.5 %.',
    effectiveFrom: '2025-02-01',
  }),
  rule('EU', 'Arbutin', ['497-76-7'], 'restricted', `${EU} Annex III (arbutin; Reg. (EU) 2024/996)`, {
    maxPercent: 7,
    productTypes: FACE_LEAVE_ON,
    conditions: 'Face cream 7 %; hydroquinone at most 1 ppm.',
    effectiveFrom: '2025-02-01',
  }),
  rule('EU', 'Kojic Acid', ['501-30-4'], 'restricted', `${EU} Annex III (kojic acid; Reg. (EU) 2024/996)`, {
    maxPercent: 1,
    productTypes: [...FACE_LEAVE_ON, 'hand-cream'],
    conditions: 'Face and hand products 1.0 %.',
    effectiveFrom: '2025-02-01',
  }),
  rule('EU', 'Triethanolamine', ['102-71-6'], 'restricted', `${EU} Annex III/62`, {
    maxPercent: 2.5,
    exposures: ['leave-on'],
    conditions: 'Leave-on products 2.5 %.',
  }),
  rule('EU', 'Triethanolamine', ['102-71-6'], 'conditional', `${EU} Annex III/62`, {
    conditions:
      'Do not use with nitrosating systems; minimum purity 99 %; secondary alkanolamines ≤ 0.5 %; nitrosamines ≤ 50 µg/kg.',
  }),
  rule('EU', 'Cetrimonium Chloride', ['112-02-7'], 'restricted', `${EU} Annex III/286`, {
    maxPercent: 2.5,
    productTypes: HAIR_RINSE,
    conditions: 'Rinse-off hair products 2.5 %.',
  }),
  rule('EU', 'Cetrimonium Chloride', ['112-02-7'], 'restricted', `${EU} Annex III/286`, {
    maxPercent: 1,
    productTypes: ['hair-essence'],
    conditions: 'Leave-on hair products 1.0 %.',
  }),
  rule('EU', 'Cetrimonium Chloride', ['112-02-7'], 'restricted', `${EU} Annex III/286, Annex V/44`, {
    maxPercent: 0.1,
    exceptProductTypes: [...HAIR_RINSE, 'hair-essence'],
    conditions: 'Other products only as a preservative, 0.1 % (Annex V/44; leave-on face products 0.5 % under III/286).',
  }),
  rule('EU', 'Behentrimonium Chloride', ['17301-53-0'], 'restricted', `${EU} Annex III/287`, {
    maxPercent: 5,
    productTypes: HAIR_RINSE,
    conditions: 'Rinse-off hair products 5.0 % (sum with cetrimonium and steartrimonium chloride).',
  }),
  rule('EU', 'Behentrimonium Chloride', ['17301-53-0'], 'restricted', `${EU} Annex III/287`, {
    maxPercent: 3,
    productTypes: ['hair-essence'],
    conditions: 'Leave-on hair products 3.0 %.',
  }),
  rule('EU', 'Behentrimonium Chloride', ['17301-53-0'], 'restricted', `${EU} Annex III/287`, {
    maxPercent: 0.1,
    productTypes: FACE_LEAVE_ON,
    conditions: 'Leave-on face products 0.1 %.',
  }),
  rule('EU', 'Isoeugenol', ['97-54-1'], 'restricted', `${EU} Annex III/73`, cap(0.02)),
  rule('EU', 'Hydroxycitronellal', ['107-75-5'], 'restricted', `${EU} Annex III/72`, cap(1)),
  rule('EU', 'Limonene', ['5989-27-5'], 'conditional', `${EU} Annex III/88`, {
    conditions: 'Peroxide value less than 20 mmol/L.',
  }),
  rule('EU', 'Cyclopentasiloxane', ['541-02-6'], 'restricted', 'Reg. (EC) No 1907/2006 (REACH) Annex XVII/70', {
    maxPercent: 0.0999,
    exposures: ['rinse-off'],
    conditions: 'Below 0.1 % in wash-off cosmetic products.',
    effectiveFrom: '2020-01-31',
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
      effectiveFrom: '2027-06-06',
    },
  ),
  rule('EU', 'BHT', ['128-37-0'], 'restricted', `${EU} Annex III (BHT; Reg. (EU) 2022/2195)`, {
    maxPercent: 0.8,
    conditions: 'Other products 0.8 % (mouthwash 0.001 %, toothpaste 0.01 %).',
    effectiveFrom: '2022-12-01',
  }),
  ...(
    [
      ['Sodium Hydroxide', '1310-73-2'],
      ['Potassium Hydroxide', '1310-58-3'],
    ] as const
  ).map(([inci, cas]) =>
    rule('EU', inci, [cas], 'conditional', `${EU} Annex III/15a`, {
      conditions: 'As a pH adjuster the final pH must not exceed 11 (12.7 in depilatories); nail cuticle solvent 5 %.',
    }),
  ),
  rule('EU', 'CI 77288', ['1308-38-9'], 'conditional', `${EU} Annex IV (CI 77288)`, {
    conditions: 'Free from chromate ion.',
  }),
  // UV filters (Annex VI)
  rule('EU', 'Zinc Oxide', ['1314-13-2'], 'restricted', `${EU} Annex VI/30`, cap(25)),
  rule('EU', 'Zinc Oxide', ['1314-13-2'], 'prohibited', `${EU} Annex VI/30`, {
    exposures: ['spray'],
    conditions: 'Not to be used in applications that may lead to exposure of the end user’s lungs by inhalation.',
  }),
  rule('EU', 'Titanium Dioxide', ['13463-67-7'], 'restricted', `${EU} Annex VI/27`, cap(25)),
  rule('EU', 'Titanium Dioxide', ['13463-67-7'], 'prohibited', `${EU} Annex VI/27, Annex IV/143`, {
    exposures: ['spray'],
    conditions: 'Not to be used in applications that may lead to exposure of the end user’s lungs by inhalation.',
  }),
  rule('EU', 'Ethylhexyl Methoxycinnamate', ['5466-77-3'], 'restricted', `${EU} Annex VI/12`, cap(10)),
  rule('EU', 'Ethylhexyl Salicylate', ['118-60-5'], 'restricted', `${EU} Annex VI/20`, cap(5)),
  rule('EU', 'Homosalate', ['118-56-9'], 'restricted', `${EU} Annex VI/3 (Reg. (EU) 2022/2195)`, {
    maxPercent: 7.34,
    conditions: 'Face products only, 7.34 %; not in propellant sprays.',
    effectiveFrom: '2025-01-01',
  }),
  rule('EU', 'Homosalate', ['118-56-9'], 'prohibited', `${EU} Annex VI/3 (Reg. (EU) 2022/2195)`, {
    exceptProductTypes: FACE_LEAVE_ON.filter((t) => t !== 'mist'),
    conditions: 'Allowed in face products only (not in propellant spray products).',
    effectiveFrom: '2025-01-01',
  }),
  rule(
    'EU',
    'Octocrylene',
    ['6197-30-4'],
    'restricted',
    `${EU} Annex VI/10 (Reg. (EU) 2022/1176)`,
    cap(10, { effectiveFrom: '2023-01-28' }),
  ),
  rule('EU', 'Octocrylene', ['6197-30-4'], 'restricted', `${EU} Annex VI/10 (Reg. (EU) 2022/1176)`, {
    maxPercent: 9,
    exposures: ['spray'],
    conditions: 'Propellant spray products 9 %.',
    effectiveFrom: '2023-01-28',
  }),
  rule('EU', 'Butyl Methoxydibenzoylmethane', ['70356-09-1'], 'restricted', `${EU} Annex VI/8`, cap(5)),
  rule('EU', 'Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine', ['187393-00-6'], 'restricted', `${EU} Annex VI/25`, cap(10)),
  rule('EU', 'Diethylamino Hydroxybenzoyl Hexyl Benzoate', ['302776-68-7'], 'restricted', `${EU} Annex VI/28`, cap(10)),
  rule('EU', 'Ethylhexyl Triazone', ['88122-99-0'], 'restricted', `${EU} Annex VI/15`, cap(5)),
  rule('EU', 'Methylene Bis-Benzotriazolyl Tetramethylbutylphenol', ['103597-45-1'], 'restricted', `${EU} Annex VI/23`, cap(10)),
  rule('EU', 'Phenylbenzimidazole Sulfonic Acid', ['27503-81-7'], 'restricted', `${EU} Annex VI/6`, {
    maxPercent: 8,
    conditions: 'As acid.',
  }),
  rule('EU', 'Polysilicone-15', ['207574-74-1'], 'restricted', `${EU} Annex VI/26`, cap(10)),
  rule('EU', 'Isoamyl p-Methoxycinnamate', ['71617-10-2'], 'restricted', `${EU} Annex VI/14`, cap(10)),
  rule('EU', 'Benzophenone-3', ['131-57-7'], 'restricted', `${EU} Annex VI/4 (Reg. (EU) 2022/1176)`, {
    maxPercent: 6,
    exceptProductTypes: BODY_LEAVE_ON,
    conditions: 'Face, hand and lip products 6 % (not propellant or pump sprays); 0.5 % to protect the formulation.',
    warning: 'Contains Benzophenone-3.',
    warningEn: 'Contains Benzophenone-3.',
    labelAbove: 0.5,
    effectiveFrom: '2023-01-28',
  }),
  rule('EU', 'Benzophenone-3', ['131-57-7'], 'restricted', `${EU} Annex VI/4 (Reg. (EU) 2022/1176)`, {
    maxPercent: 2.2,
    productTypes: BODY_LEAVE_ON,
    conditions: 'Body products 2.2 %.',
    warning: 'Contains Benzophenone-3.',
    warningEn: 'Contains Benzophenone-3.',
    labelAbove: 0.5,
    effectiveFrom: '2023-01-28',
  }),
  ...allergens('EU', EU, '2013-07-11', Object.keys(EU_ALLERGEN_ENTRY), EU_ALLERGEN_ENTRY),
  ...allergens('EU', `${EU} Annex III (fragrance allergens added by Reg. (EU) 2023/1545)`, '2026-07-31', EU_NEW_ALLERGENS),
];

/* --------------------------------------------------- CN --------------------------------------------------- */

const CN_T3 = '化妆品安全技术规范 (2015) 第三章 表3 化妆品限用组分';
const CN_T4 = '化妆品安全技术规范 (2015) 第三章 表4 化妆品准用防腐剂';
const CN_T5 = '化妆品安全技术规范 (2015) 第三章 表5 化妆品准用防晒剂';

const CN: Rule[] = [
  rule('CN', 'Phenoxyethanol', ['122-99-6'], 'restricted', `${CN_T4} — 苯氧乙醇`, cap(1)),
  rule('CN', 'Benzoic Acid', ['65-85-0', '532-32-1'], 'restricted', `${CN_T4} — 苯甲酸及其钠盐`, {
    maxPercent: 2.5,
    exposures: ['rinse-off'],
    conditions: 'As acid: rinse-off products 2.5 %.',
  }),
  rule('CN', 'Benzoic Acid', ['65-85-0', '532-32-1'], 'restricted', `${CN_T4} — 苯甲酸及其钠盐`, {
    maxPercent: 0.5,
    exposures: ['leave-on'],
    conditions: 'As acid: leave-on products 0.5 %.',
  }),
  rule('CN', 'Sorbic Acid', ['110-44-1', '24634-61-5'], 'restricted', `${CN_T4} — 山梨酸及其盐类`, {
    maxPercent: 0.6,
    conditions: 'As acid.',
  }),
  rule('CN', 'Dehydroacetic Acid', ['520-45-6', '4418-26-2'], 'restricted', `${CN_T4} — 脱氢乙酸及其盐类`, {
    maxPercent: 0.6,
    conditions: 'As acid.',
  }),
  rule('CN', 'Dehydroacetic Acid', ['520-45-6', '4418-26-2'], 'prohibited', `${CN_T4} — 脱氢乙酸及其盐类`, {
    exposures: ['spray'],
    conditions: 'Not in aerosol (spray) products (禁用于喷雾产品).',
  }),
  rule('CN', 'Chlorphenesin', ['104-29-0'], 'restricted', `${CN_T4} — 氯苯甘醚`, cap(0.3)),
  rule('CN', 'Methylparaben', ['99-76-3'], 'restricted', `${CN_T4} — 4-羟基苯甲酸及其盐类和酯类`, {
    maxPercent: 0.4,
    conditions: 'Single ester 0.4 % (as acid).',
  }),
  rule('CN', 'Ethylparaben', ['120-47-8'], 'restricted', `${CN_T4} — 4-羟基苯甲酸及其盐类和酯类`, {
    maxPercent: 0.4,
    conditions: 'Single ester 0.4 % (as acid).',
  }),
  rule(
    'CN',
    'Parabens (sum)',
    ['99-76-3', '120-47-8', '94-13-3', '94-26-8'],
    'restricted',
    `${CN_T4} — 4-羟基苯甲酸及其盐类和酯类`,
    {
      maxPercent: 0.8,
      conditions: 'Mixtures of esters 0.8 % (as acid).',
    },
  ),
  rule('CN', 'Propylparaben', ['94-13-3', '94-26-8'], 'restricted', `${CN_T4} — 4-羟基苯甲酸及其盐类和酯类`, {
    maxPercent: 0.14,
    conditions: 'Propyl + butyl esters 0.14 % (as acid); not in leave-on products for the nappy area of children under three.',
  }),
  // China did not follow the EU's 2016–2017 tightening: 0.01 %, leave-on included
  rule('CN', 'Methylisothiazolinone', ['2682-20-4'], 'restricted', `${CN_T4} — 甲基异噻唑啉酮`, cap(0.01)),
  rule(
    'CN',
    'Methylchloroisothiazolinone',
    ['26172-55-4', '55965-84-9'],
    'restricted',
    `${CN_T4} — 甲基氯异噻唑啉酮和甲基异噻唑啉酮与氯化镁及硝酸镁的混合物`,
    {
      maxPercent: 0.0015,
      conditions: 'Mixture 3:1 with methylisothiazolinone.',
    },
  ),
  rule('CN', 'Benzyl Alcohol', ['100-51-6'], 'restricted', `${CN_T4} — 苯甲醇`, cap(1)),
  rule('CN', 'Piroctone Olamine', ['68890-66-4'], 'restricted', `${CN_T4} — 吡罗克酮乙醇胺盐`, {
    maxPercent: 1,
    exposures: ['rinse-off'],
    conditions: 'Rinse-off products 1.0 %.',
  }),
  rule('CN', 'Piroctone Olamine', ['68890-66-4'], 'restricted', `${CN_T4} — 吡罗克酮乙醇胺盐`, {
    maxPercent: 0.5,
    exposures: ['leave-on'],
    conditions: 'Other products 0.5 %.',
  }),
  rule('CN', 'Salicylic Acid', ['69-72-7'], 'restricted', `${CN_T3} — 水杨酸`, {
    maxPercent: 3,
    productTypes: HAIR_RINSE,
    conditions: 'Rinse-off hair products 3.0 %.',
  }),
  rule('CN', 'Salicylic Acid', ['69-72-7'], 'restricted', `${CN_T3} — 水杨酸`, {
    maxPercent: 2,
    exceptProductTypes: HAIR_RINSE,
    conditions: 'Other products 2.0 %.',
  }),
  rule('CN', 'Salicylic Acid', ['69-72-7'], 'prohibited', `${CN_T3} — 水杨酸`, {
    exposures: ['children'],
    exceptProductTypes: ['shampoo'],
    conditions: 'Not in products for children under three, except shampoos.',
  }),
  rule('CN', 'Salicylic Acid', ['69-72-7'], 'restricted', `${CN_T3} — 水杨酸`, {
    exceptProductTypes: ['shampoo'],
    warning: '含水杨酸，三岁以下儿童勿用',
    warningEn: 'Contains salicylic acid; not to be used for children under three years of age.',
  }),
  rule('CN', 'Triethanolamine', ['102-71-6'], 'restricted', `${CN_T3} — 三乙醇胺`, {
    maxPercent: 2.5,
    exposures: ['leave-on'],
    conditions: 'Leave-on products 2.5 %; do not use with nitrosating systems.',
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
];

/* --------------------------------------------------- US --------------------------------------------------- */

const US_M020 = 'FDA OTC Monograph M020 (Sunscreen Drug Products)';
const US_DRUG_FACTS =
  'Warnings: For external use only. Do not use on damaged or broken skin. When using this product keep out of eyes. Rinse with water to remove. Stop use and ask a doctor if rash occurs. Keep out of reach of children.';
/** Sunscreens are OTC drugs in the US: the actives of M020 with their caps, the rest not allowed as actives. */
const US: Rule[] = [
  ...(
    [
      ['Zinc Oxide', '1314-13-2', 25, 'zinc oxide'],
      ['Titanium Dioxide', '13463-67-7', 25, 'titanium dioxide'],
      ['Ethylhexyl Methoxycinnamate', '5466-77-3', 7.5, 'octinoxate'],
      ['Ethylhexyl Salicylate', '118-60-5', 5, 'octisalate'],
      ['Homosalate', '118-56-9', 15, 'homosalate'],
      ['Octocrylene', '6197-30-4', 10, 'octocrylene'],
      ['Butyl Methoxydibenzoylmethane', '70356-09-1', 3, 'avobenzone'],
      ['Phenylbenzimidazole Sulfonic Acid', '27503-81-7', 4, 'ensulizole'],
      ['Benzophenone-3', '131-57-7', 6, 'oxybenzone'],
    ] as const
  ).map(([inci, cas, max, usan]) =>
    rule('US', inci, [cas], 'restricted', `${US_M020} — ${usan}`, {
      maxPercent: max,
      productTypes: ['sunscreen'],
      conditions: `Sunscreen active ingredient (${usan}) up to ${max} %; the product is an OTC drug (Drug Facts label, registration, listing).`,
      warning: US_DRUG_FACTS,
      warningEn: US_DRUG_FACTS,
    }),
  ),
  ...(
    [
      ['Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine', '187393-00-6', 'bemotrizinol'],
      ['Diethylamino Hydroxybenzoyl Hexyl Benzoate', '302776-68-7', 'DHHB'],
      ['Ethylhexyl Triazone', '88122-99-0', 'octyl triazone'],
      ['Methylene Bis-Benzotriazolyl Tetramethylbutylphenol', '103597-45-1', 'bisoctrizole'],
      ['Polysilicone-15', '207574-74-1', 'polysilicone-15'],
      ['Isoamyl p-Methoxycinnamate', '71617-10-2', 'amiloxate'],
    ] as const
  ).map(([inci, cas, usan]) =>
    rule('US', inci, [cas], 'prohibited', US_M020, {
      productTypes: ['sunscreen'],
      conditions: `${usan} is not a sunscreen active ingredient under M020: a sunscreen sold in the US cannot use it.`,
    }),
  ),
  rule('US', 'CI 77007', ['57455-37-5'], 'prohibited', '21 CFR 73.2725 (ultramarines)', {
    exposures: ['oral'],
    conditions: 'Listed for externally applied cosmetics (eye area included) only; not for the lips.',
    effectiveFrom: '2024-04-01',
  }),
  rule('US', 'CI 77288', ['1308-38-9'], 'prohibited', '21 CFR 73.2327 (chromium oxide greens)', {
    exposures: ['oral'],
    conditions: 'Listed for externally applied cosmetics only; not for the lips.',
    effectiveFrom: '2024-04-01',
  }),
  ...(
    [
      ['CI 15985', '2783-94-0', '21 CFR 74.2706 (FD&C Yellow No. 6)'],
      ['CI 19140', '1934-21-0', '21 CFR 74.2705 (FD&C Yellow No. 5)'],
      ['CI 42090', '3844-45-9', '21 CFR 74.2101 (FD&C Blue No. 1)'],
      ['CI 45410', '18472-87-2', '21 CFR 74.2328 (D&C Red No. 28)'],
      ['CI 15850', '5281-04-9', '21 CFR 74.2306 / 74.2307 (D&C Red No. 6 / 7)'],
    ] as const
  ).map(([inci, cas, ref]) =>
    rule('US', inci, [cas], 'conditional', ref, {
      conditions:
        'Colour additive subject to batch certification (21 CFR part 80): use a certified lot; not for the eye area unless listed for it.',
      effectiveFrom: '2024-04-01',
    }),
  ),
];

/* -------------------------------------------------- ASEAN -------------------------------------------------- */

const ACD = 'ASEAN Cosmetic Directive';
const ASEAN: Rule[] = [
  rule('ASEAN', 'Phenoxyethanol', ['122-99-6'], 'restricted', `${ACD} Annex VI/29`, cap(1)),
  rule('ASEAN', 'Benzoic Acid', ['65-85-0', '532-32-1'], 'restricted', `${ACD} Annex VI/1`, {
    maxPercent: 2.5,
    exposures: ['rinse-off'],
    conditions: 'As acid: rinse-off products 2.5 %.',
  }),
  rule('ASEAN', 'Benzoic Acid', ['65-85-0', '532-32-1'], 'restricted', `${ACD} Annex VI/1`, {
    maxPercent: 0.5,
    exposures: ['leave-on'],
    conditions: 'As acid: leave-on products 0.5 %.',
  }),
  rule('ASEAN', 'Sorbic Acid', ['110-44-1', '24634-61-5'], 'restricted', `${ACD} Annex VI/4`, {
    maxPercent: 0.6,
    conditions: 'As acid.',
  }),
  rule('ASEAN', 'Dehydroacetic Acid', ['520-45-6', '4418-26-2'], 'restricted', `${ACD} Annex VI/13`, {
    maxPercent: 0.6,
    conditions: 'As acid.',
  }),
  rule('ASEAN', 'Dehydroacetic Acid', ['520-45-6', '4418-26-2'], 'prohibited', `${ACD} Annex VI/13`, {
    exposures: ['spray'],
    conditions: 'Not to be used in aerosol dispensers (sprays).',
  }),
  rule('ASEAN', 'Chlorphenesin', ['104-29-0'], 'restricted', `${ACD} Annex VI/50`, cap(0.3)),
  rule('ASEAN', 'Methylparaben', ['99-76-3'], 'restricted', `${ACD} Annex VI/12`, {
    maxPercent: 0.4,
    conditions: 'Single ester, as acid.',
  }),
  rule('ASEAN', 'Ethylparaben', ['120-47-8'], 'restricted', `${ACD} Annex VI/12`, {
    maxPercent: 0.4,
    conditions: 'Single ester, as acid.',
  }),
  rule('ASEAN', 'Parabens (sum)', ['99-76-3', '120-47-8', '94-13-3', '94-26-8'], 'restricted', `${ACD} Annex VI/12`, {
    maxPercent: 0.8,
    conditions: 'Mixtures of esters 0.8 % (as acid).',
  }),
  rule('ASEAN', 'Propylparaben', ['94-13-3', '94-26-8'], 'restricted', `${ACD} Annex VI/12a`, {
    maxPercent: 0.14,
    conditions: 'Sum of propyl- and butylparaben, as acid; not in leave-on nappy-area products for children under three.',
  }),
  rule('ASEAN', 'Methylisothiazolinone', ['2682-20-4'], 'restricted', `${ACD} Annex VI/57`, {
    maxPercent: 0.0015,
    exposures: ['rinse-off'],
    conditions: 'Rinse-off products 0.0015 %.',
  }),
  rule('ASEAN', 'Methylisothiazolinone', ['2682-20-4'], 'prohibited', `${ACD} Annex VI/57`, {
    exposures: ['leave-on'],
    conditions: 'Not in leave-on products.',
  }),
  rule('ASEAN', 'Methylchloroisothiazolinone', ['26172-55-4', '55965-84-9'], 'restricted', `${ACD} Annex VI/39`, {
    maxPercent: 0.0015,
    exposures: ['rinse-off'],
    conditions: 'Mixture 3:1 with methylisothiazolinone; rinse-off products only.',
  }),
  rule('ASEAN', 'Methylchloroisothiazolinone', ['26172-55-4', '55965-84-9'], 'prohibited', `${ACD} Annex VI/39`, {
    exposures: ['leave-on'],
    conditions: 'Not in leave-on products.',
  }),
  rule('ASEAN', 'Benzyl Alcohol', ['100-51-6'], 'restricted', `${ACD} Annex VI/34`, cap(1)),
  rule('ASEAN', 'Piroctone Olamine', ['68890-66-4'], 'restricted', `${ACD} Annex VI/35`, {
    maxPercent: 1,
    exposures: ['rinse-off'],
    conditions: 'Rinse-off products 1.0 %.',
  }),
  rule('ASEAN', 'Piroctone Olamine', ['68890-66-4'], 'restricted', `${ACD} Annex VI/35`, {
    maxPercent: 0.5,
    exposures: ['leave-on'],
    conditions: 'Other products 0.5 %.',
  }),
  rule('ASEAN', 'Salicylic Acid', ['69-72-7'], 'restricted', `${ACD} Annex III/98`, {
    maxPercent: 3,
    productTypes: HAIR_RINSE,
    conditions: 'Rinse-off hair products 3.0 %.',
  }),
  rule('ASEAN', 'Salicylic Acid', ['69-72-7'], 'restricted', `${ACD} Annex III/98`, {
    maxPercent: 2,
    exceptProductTypes: HAIR_RINSE,
    conditions: 'Other products 2.0 %.',
  }),
  rule('ASEAN', 'Salicylic Acid', ['69-72-7'], 'prohibited', `${ACD} Annex III/98`, {
    exposures: ['children'],
    exceptProductTypes: ['shampoo'],
    conditions: 'Not to be used in preparations for children under 3 years of age, except shampoos.',
  }),
  rule('ASEAN', 'Salicylic Acid', ['69-72-7'], 'restricted', `${ACD} Annex III/98`, {
    exceptProductTypes: ['shampoo'],
    warning: 'Not to be used for children under 3 years of age.',
    warningEn: 'Not to be used for children under 3 years of age.',
  }),
  rule('ASEAN', 'Triethanolamine', ['102-71-6'], 'restricted', `${ACD} Annex III/62`, {
    maxPercent: 2.5,
    exposures: ['leave-on'],
    conditions: 'Leave-on products 2.5 %; do not use with nitrosating systems.',
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
  rule('ASEAN', 'Benzophenone-3', ['131-57-7'], 'restricted', `${ACD} Annex VII/4`, {
    maxPercent: 10,
    warning: 'Contains Oxybenzone.',
    warningEn: 'Contains Oxybenzone.',
    labelAbove: 0.5,
  }),
  ...allergens('ASEAN', `${ACD} Annex III (fragrance allergens)`, '2008-01-01', Object.keys(EU_ALLERGEN_ENTRY)),
];

/** Every seeded rule, in market order. */
export const COMPLIANCE_RULES: Rule[] = [...KR, ...EU_RULES, ...CN, ...US, ...ASEAN];
