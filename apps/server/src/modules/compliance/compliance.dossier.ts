/**
 * The product information file (issue 15 §4): for a usable recipe and one market, an A4 PDF a brand
 * hands to its responsible person — the qualitative and quantitative formula, the INCI list in label
 * order (the market's label list, issue 22 item 7), the market's verdict with its legal references, the allergens to declare, the label warnings,
 * the specification documents on file for each ingredient and the safety assessor's reports staff
 * attached. Drawn like the quote (quotes.pdf.ts): pdfkit, Pretendard embedded as a subset.
 *
 * The verdict is computed now, against the rules in force today and the catalogue's facts today, with
 * the same shared function as the editor: the file is what a responsible person needs on the day it is
 * issued, and it prints that day and the rule set's version. The verdict stored with a sample or a
 * quote stays as it was then (RecordedVerdict). Chinese label warnings are drawn in Noto Sans SC.
 */
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { blankA4, BRAND, day, drawHeadBand, drawRule, INK, MUTED, type PdfLang } from '../../lib/pdf-doc.ts';
import { pdfHanFont } from '../../lib/pdf-fonts.ts';
import type { Market, VerdictStatus } from '@formulab/shared/compliance/compliance';
import type { StoredVerdict } from '@formulab/shared/compliance/compliance.schema';
import type { AssessorReport, RecipeComplianceFile } from '@formulab/shared/compliance/compliance.admin.schema';
import { conditionsIn } from '@formulab/shared/compliance/conditions-text';
import { marketLabel, type MarketLabel } from '@formulab/shared/compliance/labels';
import type { RecipeData } from '@formulab/shared/recipes/recipes.schema';
import { isTotalValid } from '@formulab/shared/recipes/formulation';
import type { Db } from '../../db/client.ts';
import { attachmentDisposition } from '../../lib/csv.ts';
import { AppError, notFound } from '../../errors.ts';
import type { RecipeReader } from '../recipes/recipes.policy.ts';
import { mayReadCompliance } from './compliance.policy.ts';
import { loadRuleSet, verdictFor } from './compliance.service.ts';

export type { PdfLang };

type RecipeRow = {
  id: string;
  name: string;
  product_type: string;
  revision: number;
  valid: boolean;
  total_percent: string;
  target_markets: Market[];
  for_children: boolean;
  children_age: number | null;
  owner_id: string;
  visibility: string;
  deleted_at: Date | null;
  owner_name: string;
  company_name: string;
  email: string;
  preferred_language: string;
};
type LineRow = {
  ingredient_id: string;
  percent: string;
  phase: string | null;
  inci_name: string;
  name_ko: string;
  name_en: string;
  name_zh: string | null;
  cas_number: string | null;
  nano: boolean;
  functions_ko: string | null;
  functions_en: string | null;
};
type DocRow = { owner_id: string; doc_kind: string | null; original_name: string; created_at: Date };

export type Dossier = {
  recipe: RecipeRow;
  market: { code: Market; nameKo: string; nameEn: string; authority: string; framework: string; language: string };
  lines: LineRow[];
  verdict: StoredVerdict;
  /** the market's label ingredient list (names, order, source, notes) */
  label: MarketLabel;
  documents: DocRow[];
  reports: AssessorReport[];
};

/** The safety assessor's reports on file for a recipe (one market, or all). */
export async function reportsOf(db: Db, recipeId: string, market?: Market): Promise<AssessorReport[]> {
  const { rows } = await db.execute<{
    id: string;
    market: Market;
    note: string;
    created_at: Date;
    file_id: string;
    original_name: string;
    size: number;
  }>(sql`
    select c.id, c.market, c.note, c.created_at, f.id as file_id, f.original_name, f.size::int as size
    from compliance_reports c join files f on f.id = c.file_id
    where c.recipe_id = ${recipeId} ${market ? sql`and c.market = ${market}` : sql``}
    order by c.created_at desc, c.id`);
  return rows.map((r) => ({
    id: r.id,
    market: r.market,
    fileId: r.file_id,
    name: r.original_name,
    size: Number(r.size),
    url: `/api/files/${r.file_id}`,
    note: r.note,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** Everything the file shows; 404 for a recipe the reader may not see, 409 for one not at 100 %. */
export async function loadDossier(db: Db, recipeId: string, market: Market, reader: RecipeReader): Promise<Dossier> {
  const { rows } = await db.execute<RecipeRow>(sql`
    select r.id, r.name, r.product_type, r.revision, r.valid, r.total_percent, r.target_markets, r.for_children, r.children_age,
      r.owner_id, r.visibility, r.deleted_at, u.name as owner_name, u.company_name, u.email, u.preferred_language
    from recipes r join users u on u.id = r.owner_id where r.id = ${recipeId}`);
  const recipe = rows[0];
  if (!recipe || !mayReadCompliance(recipe, reader)) {
    throw notFound('No such recipe');
  }
  // a complete formula, whatever its verdict: the file of a market it fails says so (decision 0018)
  if (!isTotalValid(Number(recipe.total_percent))) {
    throw new AppError(409, 'CONFLICT', 'A product information file is made for a complete formula (100 %) only', {
      recipe: 'errors.recipeNotComplete',
    });
  }
  const [lines, set, reports] = await Promise.all([
    db.execute<LineRow>(sql`
      select l.ingredient_id, l.percent, l.phase, i.inci_name, i.name_ko, i.name_en, i.name_zh, i.cas_number, i.nano,
        (select string_agg(f.name_ko, ', ' order by f.sort_order) from terms f where f.id = any(i.function_ids)) as functions_ko,
        (select string_agg(f.name_en, ', ' order by f.sort_order) from terms f where f.id = any(i.function_ids)) as functions_en
      from recipe_lines l join ingredients i on i.id = l.ingredient_id
      where l.recipe_id = ${recipeId} order by l.position`),
    loadRuleSet(db),
    reportsOf(db, recipeId, market),
  ]);
  const ingredientIds = [...new Set(lines.rows.map((l) => l.ingredient_id))];
  const documents = ingredientIds.length
    ? (
        await db.execute<DocRow>(sql`
          select owner_id, doc_kind, original_name, created_at from files
          where owner_type = 'ingredient' and kind = 'document' and owner_id = any(${sql.param(ingredientIds)}::uuid[])
          order by created_at, id`)
      ).rows
    : [];
  const info = set.markets.find((m) => m.code === market)!;
  const facts = new Map(
    lines.rows.map((l) => [l.ingredient_id, { inciName: l.inci_name, casNumber: l.cas_number, nano: l.nano }]),
  );
  const verdict = verdictFor(
    set,
    {
      productType: recipe.product_type as RecipeData['productType'],
      lines: lines.rows.map((l) => ({ ingredientId: l.ingredient_id, percent: Number(l.percent), phase: null, note: '' })),
      targetMarkets: [market],
      forChildren: recipe.for_children,
      childrenAge: recipe.children_age,
    },
    facts,
  );
  // the label list names the verdict's allergens; one from a composition gets its catalogue names, if any
  const allergens = verdict.verdicts[0]?.allergens ?? [];
  const known = allergens.length
    ? (
        await db.execute<{ k: string; name_ko: string; name_zh: string | null }>(sql`
          select lower(inci_name) as k, name_ko, name_zh from ingredients
          where lower(inci_name) = any(${sql.param(allergens.map((a) => a.inciName.toLowerCase()))}::text[])`)
      ).rows
    : [];
  const namesByInci = new Map(known.map((r) => [r.k, { nameKo: r.name_ko, nameZh: r.name_zh }]));
  const label = marketLabel({
    market,
    lines: lines.rows.map((l) => ({
      ingredientId: l.ingredient_id,
      inciName: l.inci_name,
      nameKo: l.name_ko,
      nameZh: l.name_zh,
      nano: l.nano,
      percent: Number(l.percent),
    })),
    allergens,
    namesOf: (inci) => namesByInci.get(inci.toLowerCase()),
  });
  return {
    recipe,
    market: {
      code: market,
      nameKo: info.nameKo,
      nameEn: info.nameEn,
      authority: info.authority,
      framework: info.framework,
      language: info.language,
    },
    lines: lines.rows,
    verdict,
    label,
    documents,
    reports,
  };
}

/* ------------------------------------------------ the PDF ------------------------------------------------ */

const TEXT = {
  ko: {
    title: '제품정보파일',
    subtitle: '시장별 규정 검토 자료 (Product Information File)',
    market: '시장',
    framework: '근거 법령',
    issued: '작성일',
    revision: '개정',
    product: '제품',
    recipe: '처방',
    productType: '제품 유형',
    exposures: '사용 조건',
    responsible: '브랜드',
    forChildren: (age: number | null) =>
      age == null ? '어린이용 (연령 미지정: 가장 어린 연령 기준)' : `어린이용 (만 ${age}세부터)`,
    formula: '정성·정량 처방',
    inci: 'INCI 명',
    name: '원료명',
    cas: 'CAS',
    fn: '기능',
    phase: '상',
    percent: '% w/w',
    total: '합계',
    inciList: '전성분 (이 시장의 표시 명칭과 순서)',
    labelSource: '근거',
    unverified: '2차 자료로만 확인 — 원문 대조 필요',
    noZhName: '중국 표준 중문명이 없어 INCI명으로 표시한 성분',
    noKoName: '한글명이 없어 INCI명으로 표시한 성분',
    verdict: '규정 검토 결과',
    status: { pass: '적합', warning: '확인 필요', fail: '부적합' },
    noFindings: '이 시장의 규정에 걸리는 성분이 없습니다.',
    untranslated: '(영문)',
    reasons: {
      PROHIBITED: '사용 금지',
      OVER_LIMIT: '한도 초과',
      CONDITIONS: '사용 조건 확인',
      UPCOMING: '시행 예정 규정 위반',
      NOT_ALLOWED_IN_TYPE: '이 제품 유형에 사용 불가',
      NOT_WITH: '함께 사용 금지 성분과 배합',
    },
    substance: '성분',
    finding: '결과',
    limit: '한도',
    reference: '근거',
    effective: '시행일',
    labelWarnings: '표시해야 할 주의사항',
    noWarnings: '의무 표시 주의사항이 없습니다.',
    allergens: '표시 대상 알레르기 유발 성분',
    threshold: '표시 기준',
    leaveOn: '씻어내지 않는 제품',
    rinseOff: '씻어내는 제품',
    noAllergenDuty: '이 시장은 향료 알레르기 유발 성분 표시를 요구하지 않습니다.',
    noAllergens: '기준을 넘는 알레르기 유발 성분이 없습니다.',
    documents: '원료 규격 문서',
    noDocuments: '등록된 문서 없음',
    docKinds: { spec: '규격서', msds: 'MSDS/SDS', coa: '시험성적서(COA)', other: '기타' } as Record<string, string>,
    file: '파일',
    document: '문서',
    note: '비고',
    date: '등록일',
    assessment: '안전성 평가',
    noReports: '첨부된 안전성 평가 보고서가 없습니다.',
    report: '안전성 평가 보고서',
    disclaimer:
      '이 자료는 공개된 규정(식약처 화장품 안전기준, EU 1223/2009, 중국 화장품안전기술규범, 미국 FDA, ASEAN 화장품 지침)을 바탕으로 작성한 참고 자료이며 법률 자문이 아닙니다. 제품을 출시하기 전에 책임자와 최신 규정을 확인하세요.',
    rules: '규정 기준',
    page: '쪽',
  },
  en: {
    title: 'Product information file',
    subtitle: 'Regulatory review for one market',
    market: 'Market',
    framework: 'Legal framework',
    issued: 'Issued',
    revision: 'Revision',
    product: 'Product',
    recipe: 'Recipe',
    productType: 'Product type',
    exposures: 'Exposure',
    responsible: 'Brand',
    forChildren: (age: number | null) =>
      age == null ? 'made for children (age not stated: judged as for the youngest)' : `made for children from age ${age}`,
    formula: 'Qualitative and quantitative formula',
    inci: 'INCI name',
    name: 'Ingredient',
    cas: 'CAS',
    fn: 'Function',
    phase: 'Phase',
    percent: '% w/w',
    total: 'Total',
    inciList: 'Ingredient list (this market’s names and order)',
    labelSource: 'Source',
    unverified: 'read in secondary copies only — check the legal text',
    noZhName: 'No Chinese standard name on file (INCI name shown)',
    noKoName: 'No Korean name on file (INCI name shown)',
    verdict: 'Verdict',
    status: { pass: 'Pass', warning: 'Check', fail: 'Fail' },
    noFindings: 'No ingredient is caught by this market’s rules.',
    untranslated: '(English)',
    reasons: {
      PROHIBITED: 'Prohibited',
      OVER_LIMIT: 'Over the limit',
      CONDITIONS: 'Conditions of use',
      UPCOMING: 'Breaks an upcoming rule',
      NOT_ALLOWED_IN_TYPE: 'Not allowed in this product type',
      NOT_WITH: 'Used with a substance it must not be used with',
    },
    substance: 'Substance',
    finding: 'Finding',
    limit: 'Limit',
    reference: 'Reference',
    effective: 'In force',
    labelWarnings: 'Label warnings',
    noWarnings: 'No mandatory label warning.',
    allergens: 'Allergens to declare',
    threshold: 'Threshold',
    leaveOn: 'leave-on',
    rinseOff: 'rinse-off',
    noAllergenDuty: 'This market asks for no fragrance allergen declaration.',
    noAllergens: 'No allergen above the threshold.',
    documents: 'Specification documents on file',
    noDocuments: 'no document on file',
    docKinds: { spec: 'Specification', msds: 'MSDS/SDS', coa: 'Certificate of analysis', other: 'Other' } as Record<
      string,
      string
    >,
    file: 'File',
    document: 'Document',
    note: 'Note',
    date: 'Added',
    assessment: 'Safety assessment',
    noReports: 'No safety assessor’s report is attached.',
    report: 'Safety assessor’s report',
    disclaimer:
      'An aid based on published rules (KR MFDS, EU Regulation 1223/2009, China STSC, US FDA, ASEAN Cosmetic Directive) — not legal advice. Check the current texts with your responsible person before placing the product on a market.',
    rules: 'Rule set',
    page: 'Page',
  },
};

const FAIL = '#c92a2a';
const WARN = '#a35c00';
const PASS = '#2b8a3e';
/** Han ideographs: Pretendard has none (Chinese label warnings are given in English). */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

const pct = (n: number | string, lang: PdfLang) =>
  `${new Intl.NumberFormat(lang === 'ko' ? 'ko-KR' : 'en-US', { maximumFractionDigits: 4 }).format(Number(n))} %`;

/** The file name of a dossier (without extension). */
export const dossierName = (d: Pick<Dossier, 'recipe' | 'market'>) => `PIF ${d.recipe.name} ${d.market.code}`;

/** The dossier as a download: in `lang`, else in the recipe owner's language; an attachment, never cached. */
export async function sendDossier(reply: FastifyReply, d: Dossier, lang: PdfLang | undefined) {
  const language: PdfLang = lang ?? (d.recipe.preferred_language === 'en' ? 'en' : 'ko');
  return reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(dossierName(d), 'pdf', 'dossier'))
    .header('cache-control', 'no-store')
    .send(await renderDossierPdf(d, language));
}

/** The PDF's bytes. */
export async function renderDossierPdf(d: Dossier, lang: PdfLang): Promise<Buffer> {
  const t = TEXT[lang];
  // the footer names the recipe and the market, on two thirds of the width
  const { doc, left, right, width, finish } = await blankA4(
    lang,
    { title: `${t.title} ${d.recipe.name} (${d.market.code})`, subject: d.recipe.name },
    2 / 3,
  );
  // Pretendard has no Chinese: text with Han characters and no Hangul (China's references and label
  // wording) is set in Noto Sans SC, which has Latin but no Hangul; it is read on first use
  let hanRegistered = false;
  const face = (text: string, base: 'R' | 'B'): 'R' | 'B' | 'H' => {
    if (!HAN.test(text) || HANGUL.test(text)) return base;
    if (!hanRegistered) doc.registerFont('H', pdfHanFont());
    hanRegistered = true;
    return 'H';
  };

  const bottom = () => doc.page.height - doc.page.margins.bottom - 24;
  const marketName = lang === 'ko' ? d.market.nameKo : d.market.nameEn;
  const v = d.verdict.verdicts[0];
  let y = 0;

  const ensure = (h: number) => {
    if (y + h > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
    }
  };
  const heading = (text: string) => {
    ensure(48);
    y += 14;
    doc.font('B').fontSize(11).fillColor(BRAND).text(text, left, y, { width });
    y = doc.y + 6;
  };
  const para = (text: string, opts: { color?: string; size?: number; font?: 'R' | 'B' } = {}) => {
    doc.font(face(text, opts.font ?? 'R')).fontSize(opts.size ?? 9.5);
    ensure(doc.heightOfString(text, { width }) + 4);
    doc.fillColor(opts.color ?? INK).text(text, left, y, { width });
    y = doc.y + 4;
  };

  /** A table: columns with widths (fractions of the width), a header row, rows of text; rows move to the next page whole. */
  const table = (cols: { title: string; w: number; align?: 'left' | 'right' }[], rows: string[][], size = 8.5) => {
    const xs: number[] = [];
    let x = left;
    for (const c of cols) {
      xs.push(x);
      x += c.w * width;
    }
    const header = () => {
      drawHeadBand({ doc, left, width }, y - 3, 17, 8);
      cols.forEach((c, i) => doc.text(c.title, xs[i]! + 3, y + 1, { width: c.w * width - 6, align: c.align ?? 'left' }));
      y += 18;
    };
    ensure(40);
    header();
    for (const row of rows) {
      const h = Math.max(
        ...row.map((cell, i) =>
          doc
            .font(face(cell, 'R'))
            .fontSize(size)
            .heightOfString(cell || '–', { width: cols[i]!.w * width - 6 }),
        ),
        10,
      );
      if (y + h + 6 > bottom()) {
        doc.addPage();
        y = doc.page.margins.top;
        header();
      }
      row.forEach((cell, i) =>
        doc
          .fillColor(INK)
          .font(face(cell, 'R'))
          .fontSize(size)
          .text(cell || '–', xs[i]! + 3, y, { width: cols[i]!.w * width - 6, align: cols[i]!.align ?? 'left' }),
      );
      y += h + 5;
      drawRule({ doc, left, right }, y - 2);
      y += 2;
    }
  };

  // header: wordmark, title, market
  doc.font('B').fontSize(22).fillColor(BRAND).text('Formulab', left, 48);
  doc
    .font('R')
    .fontSize(8)
    .fillColor(MUTED)
    .text(d.market.authority, left + width / 2, 50, { width: width / 2, align: 'right' })
    .font(face(d.market.framework, 'R'))
    .text(d.market.framework, { width: width / 2, align: 'right' });
  doc.moveTo(left, 104).lineTo(right, 104).lineWidth(1.5).strokeColor(BRAND).stroke();
  doc.font('B').fontSize(20).fillColor(INK).text(`${t.title} · ${marketName}`, left, 118, { width });
  doc
    .font('R')
    .fontSize(10)
    .fillColor(MUTED)
    .text(t.subtitle, left, doc.y + 2, { width });
  y = doc.y + 12;

  // the product
  heading(t.product);
  const kv: [string, string][] = [
    [t.recipe, `${d.recipe.name} (${t.revision} ${d.recipe.revision})`],
    [t.productType, d.recipe.product_type],
    [t.exposures, d.verdict.exposures.join(', ') + (d.recipe.for_children ? ` (${t.forChildren(d.recipe.children_age)})` : '')],
    [t.responsible, [d.recipe.company_name, d.recipe.owner_name].filter(Boolean).join(' · ')],
    [t.market, marketName],
    [t.framework, d.market.framework],
    [t.issued, `${day(d.verdict.checkedAt, lang)} · ${t.rules} ${d.verdict.rulesVersion}`],
  ];
  for (const [k, val] of kv) {
    doc.font(face(val, 'R')).fontSize(9.5);
    ensure(doc.heightOfString(val, { width: width - 120 }) + 4);
    doc.font('R').fillColor(MUTED).text(k, left, y, { width: 115 });
    doc
      .font(face(val, 'R'))
      .fillColor(INK)
      .text(val, left + 120, y, { width: width - 120 });
    y = doc.y + 4;
  }

  // the formula
  heading(t.formula);
  table(
    [
      { title: '#', w: 0.05, align: 'right' },
      { title: t.inci, w: 0.27 },
      { title: t.name, w: 0.2 },
      { title: t.cas, w: 0.14 },
      { title: t.fn, w: 0.16 },
      { title: t.phase, w: 0.06 },
      { title: t.percent, w: 0.12, align: 'right' },
    ],
    [
      ...d.lines.map((l, i) => [
        String(i + 1),
        l.inci_name,
        lang === 'ko' ? l.name_ko : l.name_en,
        l.cas_number ?? '',
        (lang === 'ko' ? l.functions_ko : l.functions_en) ?? '',
        l.phase ?? '',
        pct(l.percent, lang),
      ]),
      ['', t.total, '', '', '', '', pct(d.recipe.total_percent, lang)],
    ],
  );

  heading(t.inciList);
  para(d.label.text);
  // the source and the verdict on it as separate lines: a Chinese instrument name and Korean words
  // need different fonts
  para(`${t.labelSource}: ${d.label.source.url} (${day(d.label.source.readOn, lang)})`, { color: MUTED, size: 8 });
  para(`${d.label.source.instrument} ${d.label.source.entry}`, { color: MUTED, size: 8 });
  if (!d.label.source.verified) para(t.unverified, { color: WARN, size: 8 });
  for (const n of d.label.notes)
    if (n.code === 'NO_ZH_NAME' || n.code === 'NO_KO_NAME')
      para(`${n.code === 'NO_ZH_NAME' ? t.noZhName : t.noKoName}: ${(n.names ?? []).join(', ')}`, { color: MUTED, size: 8 });

  // the verdict
  heading(`${t.verdict}: ${t.status[v?.status ?? 'pass']}`);
  const color = v?.status === 'fail' ? FAIL : v?.status === 'warning' ? WARN : PASS;
  doc.rect(left, y, 4, 14).fill(color);
  doc
    .font('B')
    .fontSize(10)
    .fillColor(color)
    .text(`${marketName}: ${t.status[v?.status ?? 'pass']}`, left + 10, y + 1, { width: width - 10 });
  y = doc.y + 6;
  if (!v || v.findings.length === 0) para(t.noFindings, { color: MUTED });
  else
    table(
      [
        { title: t.substance, w: 0.24 },
        { title: t.finding, w: 0.2 },
        { title: `% / ${t.limit}`, w: 0.16, align: 'right' },
        { title: t.reference, w: 0.28 },
        { title: t.effective, w: 0.12 },
      ],
      v.findings.map((f) => {
        // a rule without a Korean text: its English text, marked as English
        const c = conditionsIn(f, lang);
        const conditions = c.untranslated ? `${c.text} ${t.untranslated}` : c.text;
        return [
          f.inciName,
          t.reasons[f.code] + (f.code === 'CONDITIONS' && conditions ? `: ${conditions}` : ''),
          `${pct(f.percent, lang)}${f.limit !== null ? ` / ${pct(f.limit, lang)}` : ''}`,
          f.reference,
          day(f.effectiveFrom, lang),
        ];
      }),
    );

  // label warnings
  heading(t.labelWarnings);
  if (!v || v.labelWarnings.length === 0) para(t.noWarnings, { color: MUTED });
  for (const w of v?.labelWarnings ?? []) {
    para(`• ${w.inciName}: ${w.text}`);
    if (w.textEn && w.textEn !== w.text) para(`  ${w.textEn}`, { color: MUTED, size: 8.5 });
    para(`  ${w.reference}`, { color: MUTED, size: 8 });
  }

  // allergens
  heading(t.allergens);
  if (!v || v.allergenThreshold === null) para(t.noAllergenDuty, { color: MUTED });
  else {
    const usage = d.verdict.exposures[0] === 'rinse-off' ? t.rinseOff : t.leaveOn;
    para(`${t.threshold}: ${pct(v.allergenThreshold, lang)} (${usage})`, { color: MUTED });
    if (!v.allergens.length) para(t.noAllergens, { color: MUTED });
    else
      table(
        [
          { title: t.substance, w: 0.45 },
          { title: t.percent, w: 0.15, align: 'right' },
          { title: t.reference, w: 0.4 },
        ],
        v.allergens.map((a) => [a.inciName, pct(a.percent, lang), a.reference]),
      );
  }

  // documents per ingredient
  heading(t.documents);
  const docsBy = new Map<string, DocRow[]>();
  for (const doc of d.documents) {
    const list = docsBy.get(doc.owner_id);
    if (list) list.push(doc);
    else docsBy.set(doc.owner_id, [doc]);
  }
  const seen = new Set<string>();
  const docRows: string[][] = [];
  for (const l of d.lines) {
    if (seen.has(l.ingredient_id)) continue;
    seen.add(l.ingredient_id);
    const list = docsBy.get(l.ingredient_id) ?? [];
    if (!list.length) docRows.push([l.inci_name, '', t.noDocuments, '']);
    for (const f of list)
      docRows.push([
        l.inci_name,
        t.docKinds[f.doc_kind ?? 'other'] ?? t.docKinds.other!,
        f.original_name,
        day(f.created_at, lang),
      ]);
  }
  table(
    [
      { title: t.inci, w: 0.3 },
      { title: t.document, w: 0.18 },
      { title: t.file, w: 0.37 },
      { title: t.date, w: 0.15 },
    ],
    docRows,
  );

  // safety assessment
  heading(t.assessment);
  if (!d.reports.length) para(t.noReports, { color: MUTED });
  else
    table(
      [
        { title: t.report, w: 0.45 },
        { title: t.date, w: 0.17 },
        { title: t.note, w: 0.38 },
      ],
      d.reports.map((r) => [r.name, day(r.createdAt, lang), r.note]),
    );

  y += 10;
  para(t.disclaimer, { color: MUTED, size: 8 });

  return finish(`${d.recipe.name} · ${d.market.code}`);
}

/* --------------------------------- the Markets section's record of a recipe --------------------------------- */

/**
 * What the recipe editor's Markets section shows beside the live verdict: whether a dossier can be
 * made, the last rule-change check (which rules changed, when, the statuses before and after) and the
 * safety assessor's reports on file. The owner's only (404 otherwise), or staff's.
 */
export async function getRecipeComplianceFile(db: Db, recipeId: string, reader: RecipeReader): Promise<RecipeComplianceFile> {
  const { rows } = await db.execute<{
    owner_id: string;
    visibility: string;
    deleted_at: Date | null;
    total_percent: string | number;
    revision: number | null;
    changes: NonNullable<RecipeComplianceFile['recheck']>['changes'];
    before: Record<string, VerdictStatus> | null;
    after: Record<string, VerdictStatus> | null;
    changed: boolean | null;
    checked_at: Date | null;
  }>(sql`
    select r.owner_id, r.visibility, r.deleted_at, r.total_percent, c.revision, c.changes, c.before, c.after, c.changed, c.checked_at
    from recipes r left join recipe_rule_checks c on c.recipe_id = r.id where r.id = ${recipeId}`);
  const r = rows[0];
  if (!r || !mayReadCompliance(r, reader)) throw notFound('No such recipe');
  return {
    recipeId,
    complete: isTotalValid(Number(r.total_percent)),
    recheck:
      r.checked_at === null
        ? null
        : {
            checkedAt: new Date(r.checked_at).toISOString(),
            revision: r.revision!,
            changed: r.changed!,
            before: r.before ?? {},
            after: r.after ?? {},
            changes: r.changes,
          },
    reports: await reportsOf(db, recipeId),
  };
}

/**
 * Staff attach a safety assessor's report — a PDF uploaded with POST /api/admin/files, not attached to
 * anything yet — to a recipe for a market. The file then belongs to the report (owner type
 * `compliance-report`), which the recipe's owner may download.
 */
export async function attachReport(
  db: Db,
  recipeId: string,
  input: { market: Market; fileId: string; note: string },
  actorId: string,
): Promise<AssessorReport> {
  return db.transaction(async (tx) => {
    const recipe = await tx.execute<{ id: string }>(sql`select id from recipes where id = ${recipeId} and deleted_at is null`);
    if (!recipe.rows.length) throw notFound('No such recipe');
    const file = await tx.execute<{ id: string; mime: string; owner_id: string | null }>(
      sql`select id, mime, owner_id from files where id = ${input.fileId} for update`,
    );
    const f = file.rows[0];
    if (!f || f.owner_id !== null)
      throw new AppError(400, 'VALIDATION', 'Upload the report first', { fileId: 'errors.fileUnavailable' });
    if (f.mime !== 'application/pdf') throw new AppError(400, 'VALIDATION', 'A report is a PDF', { fileId: 'errors.pdfOnly' });
    const [row] = (
      await tx.execute<{ id: string }>(sql`
        insert into compliance_reports (recipe_id, market, file_id, note, created_by)
        values (${recipeId}, ${input.market}, ${input.fileId}, ${input.note}, ${actorId}) returning id`)
    ).rows;
    await tx.execute(sql`update files set owner_type = 'compliance-report', owner_id = ${row!.id} where id = ${input.fileId}`);
    const [report] = await reportsOfTx(tx, row!.id);
    return report!;
  });
}

async function reportsOfTx(db: Db, reportId: string): Promise<AssessorReport[]> {
  const { rows } = await db.execute<{ recipe_id: string; market: Market }>(
    sql`select recipe_id, market from compliance_reports where id = ${reportId}`,
  );
  if (!rows[0]) return [];
  return (await reportsOf(db, rows[0].recipe_id, rows[0].market)).filter((r) => r.id === reportId);
}

/** Removes a report and its file (the bytes are deleted by the caller once committed). */
export async function removeReport(db: Db, recipeId: string, reportId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ storage_key: string; thumb_key: string | null }>(sql`
      delete from files f using compliance_reports c
      where c.id = ${reportId} and c.recipe_id = ${recipeId} and f.id = c.file_id
      returning f.storage_key, f.thumb_key`);
    if (!rows.length) throw notFound('No such report');
    return rows.flatMap((r) => (r.thumb_key ? [r.storage_key, r.thumb_key] : [r.storage_key]));
  });
}
