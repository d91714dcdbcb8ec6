/**
 * Label ingredient lists per export market (issue 22 item 7): for one market, the list a brand prints —
 * each ingredient under that market's name, in that market's legal order, after the market's heading
 * word — with the legal source it follows and what the data cannot say (notes).
 *
 * Pure (no I/O), shared by the recipe editor (every keystroke, on its deferred lines) and the product
 * information file. The fragrance allergens to name come from the compliance verdict of the same market
 * (`MarketVerdict.allergens`, computed on substances, so an allergen inside an essential oil's or a
 * fragrance's composition is named too): this module never re-decides which allergen is declarable.
 *
 * Order, every market: the ingredients by descending concentration (lines of one name summed); the
 * groups the law lets follow "in any order" are kept in descending order too, so a list is deterministic
 * and also valid where that freedom does not exist. Ties by name.
 *
 * Sources were read on 2026-11-28 (LABEL_READ_ON) in stored copies; where only a secondary copy was
 * found, the market's source says `verified: false` and the screen shows it as unverified.
 */
import { percentToUnits, unitsToPercent } from '../recipes/formulation.ts';
import type { Market } from './markets.ts';

/** The day the label rules below were read in their sources. */
export const LABEL_READ_ON = '2026-11-28';

/** One recipe line as the label needs it. */
export type LabelLine = {
  ingredientId: string;
  inciName: string;
  /** the catalogue's Korean name (meant to be the 화장품 성분 표준화명) */
  nameKo: string;
  /** the Chinese standard name (IECIC), null where none is on file */
  nameZh?: string | null;
  /** the ingredient is a nanomaterial: markets that ask for it print " (nano)" after its name. Absent = false */
  nano?: boolean;
  /** % w/w */
  percent: number;
};

/** A declarable allergen of the market's verdict (the substance's INCI name and its % in the formula). */
export type LabelAllergen = { inciName: string; percent: number };

export type LabelInput = {
  market: Market;
  lines: readonly LabelLine[];
  /** the verdict's declarable allergens for this market (empty / absent: none) */
  allergens?: readonly LabelAllergen[];
  /**
   * Korean / Chinese names of substances that are not recipe lines (an allergen from a composition),
   * by INCI name; the server looks them up in the catalogue, the editor may pass nothing.
   */
  namesOf?: (inciName: string) => { nameKo?: string | null; nameZh?: string | null } | undefined;
};

/**
 * Where an entry stands: `main` (in descending order), `minor` (may legally follow in any order: ≤ / < 1 %,
 * Korea's fragrance), `trace` (China: after "其他微量成分"), `colourant` (after every other ingredient).
 */
export type LabelGroup = 'main' | 'minor' | 'trace' | 'colourant';

export type LabelEntry = {
  /** the name printed */
  name: string;
  inciName: string;
  /** % w/w (lines of the same name summed; for an allergen from a composition, its share) */
  percent: number;
  group: LabelGroup;
  fragrance: boolean;
  colourant: boolean;
  /** a declarable allergen of the verdict */
  allergen: boolean;
  /** the market's name is not on file: the INCI name is printed instead */
  nameMissing: boolean;
  /** a nanomaterial (the EU prints " (nano)" after its name, already part of `name`) */
  nano: boolean;
};

export const LABEL_NOTE_CODES = [
  /** the order rules could only be read in secondary copies of the legal text */
  'UNVERIFIED',
  /** `names`: lines without a Chinese standard name (their INCI name is printed) */
  'NO_ZH_NAME',
  /** `names`: substances (allergens from a composition) without a Korean name on file */
  'NO_KO_NAME',
  /** the catalogue's Korean names have not been checked against the KCIA ingredient dictionary */
  'KO_NAMES_UNCONFIRMED',
  /** the Chinese names come from the IECIC 2021 as transcribed, not the NMPA PDF itself */
  'ZH_NAMES_IECIC',
  /** `from`: the first entry of the group that may follow in any order; `threshold` */
  'MINOR_ANY_ORDER',
  /** retired (the catalogue marks nanomaterials since issue 22 item 5); kept so stored notes still read */
  'NANO_NOT_RECORDED',
  /** recipes have no shades: "may contain [+/-]" lists are not made */
  'SHADES_NOT_SUPPORTED',
  /** colour additives are shown by CI number; US labels use the 21 CFR 73/74 names */
  'US_COLOUR_NAMES',
] as const;
export type LabelNoteCode = (typeof LABEL_NOTE_CODES)[number];
export type LabelNote = { code: LabelNoteCode; names?: string[]; from?: string; threshold?: string };

export type LabelSource = {
  /** the legal instrument */
  instrument: string;
  /** the provision */
  entry: string;
  /** deep link to the legal text (or, where it could not be found, the authority's page) */
  url: string;
  /** the stored copies the rule was read in */
  readIn: readonly string[];
  readOn: string;
  /** read in a copy of the legal text itself (not only in secondary sources) */
  verified: boolean;
  /** what the provision says, as implemented */
  says: { en: string; ko: string };
};

export type MarketLabel = {
  market: Market;
  /** the word the list is introduced by */
  heading: string;
  /** China: the words the trace group is introduced by; null elsewhere or when there is none */
  traceHeading: string | null;
  entries: LabelEntry[];
  /** the names in order */
  names: string[];
  /** the list as printed, heading included ("전성분: 정제수, …") — what the copy button copies */
  text: string;
  source: LabelSource;
  notes: LabelNote[];
};

/* ------------------------------------------------------------------------------------------------ */
/* The markets' rules                                                                               */
/* ------------------------------------------------------------------------------------------------ */

type Threshold = { percent: number; inclusive: boolean };

type MarketRules = {
  heading: string;
  separator: string;
  /** ingredients under this may follow the others in any order */
  minor: Threshold | null;
  /** China: ingredients under this follow `traceHeading` */
  trace: (Threshold & { heading: string }) | null;
  /** colourants after every other ingredient */
  colourantsLast: boolean;
  /** fragrance in any order (Korea's 착향제) */
  fragranceAnyOrder: boolean;
  /** the name a fragrance composition is printed as; null = its own name for the market */
  fragranceName: string | null;
  /** the market's name of a line (null = none on file) */
  nameOf: (line: Pick<LabelLine, 'inciName' | 'nameKo' | 'nameZh'>) => string | null;
  /** what follows a nanomaterial's name (EU " (nano)"); null = the market asks for nothing */
  nanoSuffix: string | null;
  source: LabelSource;
  notes: LabelNoteCode[];
};

const inciName = (l: Pick<LabelLine, 'inciName'>) => l.inciName.trim();

/**
 * EU — Regulation (EC) No 1223/2009 Art. 19(1)(g). Read 2026-11-28 only in secondary copies: the
 * colourant and "may contain"/"+/-" sentences verbatim in a translation memory of the text (wordscope.be),
 * the "(nano)" sentence as quoted by nanoobjects.info, the "< 1 %" sentence in the identical ASEAN wording;
 * the OJ text itself was not found stored — unverified.
 */
const EU: MarketRules = {
  heading: 'Ingredients',
  separator: ', ',
  minor: { percent: 1, inclusive: false },
  trace: null,
  colourantsLast: true,
  fragranceAnyOrder: false,
  fragranceName: null, // the catalogue's INCI "Parfum" / "Aroma" is already the glossary name
  nameOf: inciName,
  // Art. 19(1)(g): "the names of such ingredients shall be followed by the word 'nano' in brackets"
  nanoSuffix: ' (nano)',
  source: {
    instrument: 'Regulation (EC) No 1223/2009',
    entry: 'Art. 19(1)(g)',
    url: 'https://eur-lex.europa.eu/eli/reg/2009/1223/oj',
    readIn: [
      'http://wordscope.be/anglais/francais/colour-symbolic+word.html',
      'https://nanoobjects.info/en/faq/463-how-can-i-recognize-whether-a-product-contains-nanoparticles',
    ],
    readOn: LABEL_READ_ON,
    verified: false,
    says: {
      en: 'Preceded by "ingredients"; descending order of weight at the time added; under 1 % in any order after those above 1 %; perfume as "parfum"/"aroma"; colourants in any order after the other ingredients (CI number); nanomaterials followed by "(nano)"; shades: "may contain" or "+/-".',
      ko: '"ingredients"로 시작; 배합 시 중량의 내림차순; 1 % 미만은 1 % 초과 성분 뒤에 순서 무관; 향료는 "parfum"/"aroma"; 착색제는 다른 성분 뒤에 순서 무관(CI 번호); 나노물질은 이름 뒤에 "(nano)"; 여러 색상 제품은 "may contain" 또는 "+/-".',
    },
  },
  notes: ['UNVERIFIED', 'SHADES_NOT_SUPPORTED'],
};

/**
 * Korea — 화장품법 시행규칙 별표 4 제3호 나목·다목 (as quoted in MFDS's Q&A, stored copy on
 * blog.bluedawn.kr, read 2026-11-28): descending content; ingredients used at 1 % or less, 착향제 and
 * 착색제 in any order; a mixture's constituents named one by one. The annex itself was not found stored —
 * unverified. Fragrance shown as "향료" (the catalogue's standard name of Parfum).
 */
const KR: MarketRules = {
  heading: '전성분',
  separator: ', ',
  minor: { percent: 1, inclusive: true },
  trace: null,
  colourantsLast: true,
  fragranceAnyOrder: true,
  fragranceName: '향료',
  nameOf: (l) => l.nameKo.trim() || null,
  nanoSuffix: null,
  source: {
    instrument: '화장품법 시행규칙',
    entry: '별표 4 제3호 나목·다목',
    url: 'https://www.law.go.kr/법령/화장품법시행규칙',
    readIn: [
      'https://blog.bluedawn.kr/entry/%ED%99%94%EC%9E%A5%ED%92%88-%EC%A0%84%EC%84%B1%EB%B6%84%EC%9D%98-%ED%91%9C%EC%8B%9C%EB%B0%A9%EB%B2%95',
    ],
    readOn: LABEL_READ_ON,
    verified: false,
    says: {
      en: 'Every ingredient by its standard Korean name, by content from the most; ingredients at 1 % or less, fragrance (착향제) and colourants (착색제) in any order; a mixture as its individual ingredients; declarable allergens named.',
      ko: '화장품에 사용된 함량이 많은 것부터 표준화 명칭으로 기재; 1퍼센트 이하로 사용된 성분, 착향제 또는 착색제는 순서에 상관없이 기재; 혼합원료는 개별 성분 명칭으로 기재; 표시 대상 알레르기 유발성분 기재.',
    },
  },
  notes: ['UNVERIFIED', 'KO_NAMES_UNCONFIRMED', 'SHADES_NOT_SUPPORTED'],
};

/**
 * China — 化妆品标签管理办法 (NMPA, 2021). Its text was not found stored; a market regulator's consumer
 * note (stored copy, read 2026-11-28) says ingredients are listed by content and those under 0.1 % under
 * "其他微量成分". The boundary (≤ or <) and the article are unverified; this list uses ≤ 0.1 %.
 * Chinese names: IECIC 2021 (已使用化妆品原料目录), as transcribed with serial numbers.
 */
const CN: MarketRules = {
  heading: '成分',
  separator: '、',
  minor: null,
  trace: { percent: 0.1, inclusive: true, heading: '其他微量成分' },
  colourantsLast: false,
  fragranceAnyOrder: false,
  fragranceName: null, // IECIC 07008 names Parfum 香精: the line's own Chinese name
  nameOf: (l) => l.nameZh?.trim() || null,
  nanoSuffix: null,
  source: {
    instrument: '化妆品标签管理办法 (NMPA 2021)',
    entry: '成分 — 其他微量成分 (article not confirmed)',
    // the regulation's own text was not found stored: the link is the copy it was read in, not a homepage
    url: 'http://www.boafoda.net/bkcs/286.html',
    readIn: ['http://www.boafoda.net/bkcs/286.html'],
    readOn: LABEL_READ_ON,
    verified: false,
    says: {
      en: 'Ingredients by their Chinese standard names (IECIC) in descending order of content, introduced by "成分"; those at 0.1 % or less may follow "其他微量成分" (boundary unverified).',
      ko: '중국 표준 중문명(IECIC)으로 함량 내림차순, "成分"으로 시작; 0.1 % 이하 성분은 "其他微量成分" 뒤에 기재 가능(경계값 미확인).',
    },
  },
  notes: ['UNVERIFIED', 'ZH_NAMES_IECIC'],
};

/**
 * US — 21 CFR 701.3. (a) read verbatim in a stored copy (cosmeticsinfo.org): descending order of
 * predominance, fragrance as "fragrance"; (f)(2)/(f)(3) — ≤ 1 % in any order after, colour additives in
 * any order after the rest — only in FDA guidance as quoted secondhand: unverified.
 */
const US: MarketRules = {
  heading: 'Ingredients',
  separator: ', ',
  minor: { percent: 1, inclusive: true },
  trace: null,
  colourantsLast: true,
  fragranceAnyOrder: false,
  fragranceName: 'Fragrance',
  nameOf: inciName,
  nanoSuffix: null,
  source: {
    instrument: '21 CFR 701.3',
    entry: '§ 701.3(a), (f)(2), (f)(3)',
    url: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-G/part-701/subpart-A/section-701.3',
    readIn: ['http://www.cosmeticsinfo.org/glossary/letter_2', 'http://www.blendedscienceskincare.com/how-to-read-ingredients'],
    readOn: LABEL_READ_ON,
    verified: false,
    says: {
      en: 'Each ingredient in descending order of predominance; fragrance as "fragrance"; at 1 % or less in any order after those above 1 %; colour additives in any order after the other ingredients.',
      ko: '성분은 함량 내림차순; 향료는 "fragrance"; 1 % 이하는 1 % 초과 성분 뒤에 순서 무관; 색소 첨가물은 다른 성분 뒤에 순서 무관.',
    },
  },
  notes: ['UNVERIFIED'],
};

/**
 * ASEAN — ASEAN Cosmetic Directive, Appendix II "ASEAN Cosmetic Labeling Requirements" (4 September
 * 2007), C.1(c), read 2026-11-28 verbatim in a stored copy of the document (scribd). A later amendment,
 * if any, was not checked.
 */
const ASEAN: MarketRules = {
  heading: 'Ingredients',
  separator: ', ',
  minor: { percent: 1, inclusive: false },
  trace: null,
  colourantsLast: true,
  fragranceAnyOrder: false,
  fragranceName: 'Fragrance',
  nameOf: inciName,
  nanoSuffix: null,
  source: {
    instrument: 'ASEAN Cosmetic Directive',
    entry: 'Appendix II (Labeling Requirements, 2007) C.1(c)',
    url: 'https://www.scribd.com/document/432310550/Appendix-II',
    readIn: ['https://www.scribd.com/document/432310550/Appendix-II'],
    readOn: LABEL_READ_ON,
    verified: true,
    says: {
      en: 'Full ingredient listing in descending order of weight at the time added; perfume as "perfume", "fragrance", "aroma" or "flavor"; under 1 % in any order after those above 1 %; colouring agents in any order after the other ingredients (colour index number); shades: "may contain" or "+/-".',
      ko: '배합 시 중량의 내림차순으로 전성분 기재; 향료는 "perfume", "fragrance", "aroma", "flavor"; 1 % 미만은 1 % 초과 성분 뒤에 순서 무관; 착색제는 다른 성분 뒤에 순서 무관(CI 번호); 여러 색상 제품은 "may contain" 또는 "+/-".',
    },
  },
  notes: ['SHADES_NOT_SUPPORTED'],
};

export const LABEL_RULES: Readonly<Record<Market, Readonly<MarketRules>>> = { KR, EU, CN, US, ASEAN };

/* ------------------------------------------------------------------------------------------------ */
/* The list                                                                                         */
/* ------------------------------------------------------------------------------------------------ */

/** A name as a merge key: trimmed, inner whitespace collapsed, case-insensitive. */
const key = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

/** A colourant by its INCI name: "CI " and a five-digit colour index number. */
export function isColourant(inci: string): boolean {
  return /^CI \d{5}\b/i.test(inci.trim().replace(/\s+/g, ' '));
}

const FRAGRANCE_NAMES = new Set(['PARFUM', 'FRAGRANCE', 'AROMA', 'PERFUME', 'FLAVOR', 'FLAVOUR']);
/** A perfume or aromatic composition by its INCI name (essential oils keep their own names). */
export function isFragrance(inci: string): boolean {
  return FRAGRANCE_NAMES.has(key(inci));
}

const below = (units: number, t: Threshold) => {
  const limit = percentToUnits(t.percent);
  return t.inclusive ? units <= limit : units < limit;
};

type Item = {
  name: string;
  inciName: string;
  units: number;
  fragrance: boolean;
  colourant: boolean;
  allergen: boolean;
  nameMissing: boolean;
  nano: boolean;
};

const GROUP_ORDER: Record<LabelGroup, number> = { main: 0, minor: 1, trace: 2, colourant: 3 };

/**
 * The label ingredient list of a formulation for one market. Lines with percent ≤ 0 (or not a number)
 * are left out; lines of the same INCI name are one ingredient, and entries that end up with the same
 * printed name are merged (percents summed) — a label names each ingredient once. A declarable allergen
 * of the verdict that is not itself a line (it comes from a composition) is added at its own %.
 */
export function marketLabel(input: LabelInput): MarketLabel {
  const rules = LABEL_RULES[input.market];
  // 1. one item per INCI name (and form: a nanomaterial is its own entry where the market names it so)
  const byInci = new Map<string, Item & { line: Pick<LabelLine, 'inciName' | 'nameKo' | 'nameZh'> }>();
  for (const line of input.lines) {
    if (!(line.percent > 0 && Number.isFinite(line.percent))) continue;
    const nano = !!line.nano && rules.nanoSuffix !== null;
    const k = nano ? `${key(line.inciName)}\u0000nano` : key(line.inciName);
    const units = percentToUnits(line.percent);
    const found = byInci.get(k);
    if (found) found.units += units;
    else
      byInci.set(k, {
        line,
        name: '',
        inciName: line.inciName.trim(),
        units,
        fragrance: isFragrance(line.inciName),
        colourant: isColourant(line.inciName),
        allergen: false,
        nameMissing: false,
        nano,
      });
  }
  for (const a of input.allergens ?? []) {
    const k = key(a.inciName);
    const found = byInci.get(k) ?? byInci.get(`${k}\u0000nano`);
    if (found) {
      found.allergen = true;
      continue;
    }
    const names = input.namesOf?.(a.inciName);
    byInci.set(k, {
      line: { inciName: a.inciName, nameKo: names?.nameKo ?? '', nameZh: names?.nameZh ?? null },
      name: '',
      inciName: a.inciName.trim(),
      units: percentToUnits(a.percent),
      fragrance: false,
      colourant: false,
      allergen: true,
      nameMissing: false,
      nano: false,
    });
  }

  // 2. the market's names; the same printed name once
  const byName = new Map<string, Item>();
  for (const item of byInci.values()) {
    const own = item.fragrance && rules.fragranceName ? rules.fragranceName : rules.nameOf(item.line);
    const name = `${own ?? item.inciName}${item.nano ? rules.nanoSuffix : ''}`;
    const k = key(name);
    const found = byName.get(k);
    if (found) {
      found.units += item.units;
      found.fragrance ||= item.fragrance;
      found.colourant &&= item.colourant;
      found.allergen ||= item.allergen;
      found.nameMissing ||= own === null;
    } else byName.set(k, { ...item, name, nameMissing: own === null });
  }

  // 3. groups and order
  const entries: LabelEntry[] = [...byName.values()]
    .map((it) => {
      let group: LabelGroup = 'main';
      if (it.colourant && rules.colourantsLast) group = 'colourant';
      else if (rules.trace && below(it.units, rules.trace)) group = 'trace';
      else if ((rules.minor && below(it.units, rules.minor)) || (it.fragrance && rules.fragranceAnyOrder)) group = 'minor';
      return { it, group };
    })
    .sort(
      (a, b) =>
        GROUP_ORDER[a.group] - GROUP_ORDER[b.group] ||
        b.it.units - a.it.units ||
        (key(a.it.name) < key(b.it.name) ? -1 : key(a.it.name) > key(b.it.name) ? 1 : 0),
    )
    .map(({ it, group }) => ({
      name: it.name,
      inciName: it.inciName,
      percent: unitsToPercent(it.units),
      group,
      fragrance: it.fragrance,
      colourant: it.colourant,
      allergen: it.allergen,
      nameMissing: it.nameMissing,
      nano: it.nano,
    }));

  const names = entries.map((e) => e.name);
  const head = entries.filter((e) => e.group !== 'trace').map((e) => e.name);
  const trace = entries.filter((e) => e.group === 'trace').map((e) => e.name);
  const traceHeading = rules.trace && trace.length ? rules.trace.heading : null;
  let text = '';
  if (entries.length) {
    text = `${rules.heading}: ${head.join(rules.separator)}`;
    if (traceHeading) text += `${head.length ? rules.separator : ''}${traceHeading}: ${trace.join(rules.separator)}`;
  }

  // 4. notes
  const notes: LabelNote[] = rules.notes.map((code) => ({ code }));
  const missing = entries.filter((e) => e.nameMissing).map((e) => e.inciName);
  if (missing.length) notes.push({ code: input.market === 'CN' ? 'NO_ZH_NAME' : 'NO_KO_NAME', names: missing });
  const firstMinor = entries.find((e) => e.group === 'minor');
  if (firstMinor && rules.minor)
    notes.push({
      code: 'MINOR_ANY_ORDER',
      from: firstMinor.name,
      threshold: `${rules.minor.inclusive ? '≤' : '<'} ${rules.minor.percent} %`,
    });
  if (input.market === 'US' && entries.some((e) => e.colourant)) notes.push({ code: 'US_COLOUR_NAMES' });

  return { market: input.market, heading: rules.heading, traceHeading, entries, names, text, source: rules.source, notes };
}
