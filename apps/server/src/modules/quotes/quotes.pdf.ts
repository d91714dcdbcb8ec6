import {
  BRAND,
  columnsOf,
  day,
  drawAddressee,
  drawHeadBand,
  drawLabel,
  drawNote,
  drawRule,
  drawTitle,
  INK,
  money,
  MUTED,
  num,
  startA4,
  type PdfLang,
} from '../../lib/pdf-doc.ts';
import type { QuoteDetail, QuoteLineKind } from '@formulab/shared/quotes/quotes.schema';
import { incotermText, shipToText } from '../orders/delivery-note.pdf.ts';

/**
 * The quote as an A4 PDF, drawn on the server with pdfkit (pure JavaScript: no browser, nothing
 * downloaded at install) in Pretendard, whose Hangul glyphs are embedded as a subset (the font is
 * under the SIL Open Font License 1.1, which allows embedding and redistribution; it comes with the
 * `pretendard` npm package). Korean or English: the requester's language unless `?lang=` says otherwise.
 */
export type { PdfLang };

const TEXT = {
  ko: {
    title: '견적서',
    revision: '개정',
    issued: '발행일',
    state: '상태',
    to: '수신',
    details: '견적 조건',
    product: '제품',
    recipe: '처방',
    packaging: '용기',
    quantity: '수량',
    units: '개',
    fill: '충전량',
    wished: '희망 납기',
    shipTo: '배송지',
    incoterm: '인코텀즈',
    leadTime: '생산 기간',
    days: '일',
    validUntil: '유효 기한',
    lines: '견적 내역',
    kind: '구분',
    item: '항목',
    amount: '금액',
    total: '합계',
    supply: '공급가액',
    vatStandard: '부가가치세 (10 %)',
    vatZero: '부가가치세 (영세율 0 %, 수출)',
    unitPrice: '개당 단가',
    notQuoted: '아직 견적이 작성되지 않았습니다. 담당자가 검토 중입니다.',
    note: '비고',
    vat: '금액은 원화(KRW)입니다. 국내 납품은 부가가치세 10 %가 더해지고 세금계산서가 발행되며, 수출은 영세율(0 %)입니다.',
    vatLegacy: '금액은 원화(KRW)이며 부가가치세 별도입니다.',
    validity: '이 견적은 유효 기한까지 포털에서 수락할 수 있습니다.',
    expired: '유효 기한이 지나 더 이상 수락할 수 없습니다.',
  },
  en: {
    title: 'Quotation',
    revision: 'Revision',
    issued: 'Issued',
    state: 'Status',
    to: 'To',
    details: 'Terms',
    product: 'Product',
    recipe: 'Recipe',
    packaging: 'Packaging',
    quantity: 'Quantity',
    units: 'units',
    fill: 'Fill',
    wished: 'Wished delivery',
    shipTo: 'Ship to',
    incoterm: 'Incoterm',
    leadTime: 'Lead time',
    days: 'days',
    validUntil: 'Valid until',
    lines: 'Line items',
    kind: 'Kind',
    item: 'Item',
    amount: 'Amount',
    total: 'Total',
    supply: 'Supply amount',
    vatStandard: 'VAT (10 %)',
    vatZero: 'VAT (zero-rated export, 0 %)',
    unitPrice: 'Unit price',
    notQuoted: 'Not priced yet: our staff are reviewing this request.',
    note: 'Note',
    vat: 'Amounts in Korean won (KRW). Delivery in Korea adds 10 % VAT, with a tax invoice; exports are zero-rated (0 %).',
    vatLegacy: 'Amounts in Korean won (KRW), VAT excluded.',
    validity: 'This quote can be accepted in the portal until its validity date.',
    expired: 'The validity date has passed: this quote can no longer be accepted.',
  },
} satisfies Record<PdfLang, Record<string, string>>;

const KINDS: Record<PdfLang, Record<QuoteLineKind, string>> = {
  ko: { formulation: '내용물', filling: '충전', packaging: '포장재', other: '기타' },
  en: { formulation: 'Formulation', filling: 'Filling', packaging: 'Packaging', other: 'Other' },
};

const STATES: Record<PdfLang, Record<string, string>> = {
  ko: {
    requested: '요청됨',
    quoted: '견적 도착',
    accepted: '수락됨',
    ordered: '주문 생성',
    rejected: '거절함',
    expired: '기한 만료',
    declined: '반려됨',
    cancelled: '취소됨',
  },
  en: {
    requested: 'Requested',
    quoted: 'Quoted',
    accepted: 'Accepted',
    ordered: 'Ordered',
    rejected: 'Rejected',
    expired: 'Expired',
    declined: 'Declined',
    cancelled: 'Cancelled',
  },
};

/** The PDF's bytes. */
export async function renderQuotePdf(
  q: QuoteDetail,
  customer: { name: string; companyName: string; email: string },
  lang: PdfLang,
): Promise<Buffer> {
  const t = TEXT[lang];
  const a4 = await startA4(lang, { title: `${t.title} ${q.ref}`, subject: q.recipeName });
  const { doc, left, right, width, finish } = a4;
  const current = q.revisions[0] ?? null;

  // title block
  drawTitle(
    a4,
    t.title,
    `${q.ref}${current ? ` · ${t.revision} ${current.number}` : ''} · ${t.issued} ${day(current?.createdAt ?? q.createdAt, lang)} · ${t.state}: ${STATES[lang][q.state] ?? q.state}`,
  );

  // two columns: to whom, and the terms
  const { colW, top } = columnsOf(a4);
  const label = (text: string, x: number, y: number) => drawLabel(a4, text, x, y, colW);
  drawAddressee(
    a4,
    t.to,
    customer.companyName || customer.name,
    [customer.companyName ? customer.name : null, customer.email].filter(Boolean).join('\n'),
  );

  const x2 = left + colW + 24;
  label(t.details, x2, top);
  const terms: [string, string][] = [
    [t.wished, day(q.wishedDate, lang)],
    [t.leadTime, current ? `${num(current.leadTimeDays, lang)} ${t.days}` : '–'],
    [t.validUntil, current ? day(current.validUntil, lang) : '–'],
  ];
  let y = top + 16;
  for (const [k, v] of terms) {
    doc
      .font('R')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(k, x2, y, { width: colW / 2 });
    doc
      .font('B')
      .fontSize(9.5)
      .fillColor(INK)
      .text(v, x2 + colW / 2, y, { width: colW / 2, align: 'right' });
    y += 16;
  }

  // the product
  y = Math.max(doc.y, y) + 18;
  label(t.product, left, y);
  y += 16;
  const pack = q.packaging;
  const product: [string, string][] = [
    [t.recipe, `${q.recipeName} (${t.revision} ${q.recipeRevision})`],
    [
      t.packaging,
      pack
        ? [pack.code, lang === 'ko' ? pack.nameKo : pack.nameEn, pack.capacityMl ? `${num(pack.capacityMl, lang)} ml` : null]
            .filter(Boolean)
            .join(' · ')
        : '–',
    ],
    [t.quantity, `${num(q.quantity, lang)} ${t.units}`],
  ];
  if (q.recipe.fillMl) product.push([t.fill, `${num(q.recipe.fillMl, lang)} ml`]);
  product.push([t.shipTo, shipToText(q.shipTo, lang)], [t.incoterm, incotermText(q.incoterm, lang)]);
  for (const [k, v] of product) {
    doc.font('R').fontSize(9.5).fillColor(MUTED).text(k, left, y, { width: 110 });
    doc
      .font('R')
      .fontSize(10)
      .fillColor(INK)
      .text(v, left + 110, y, { width: width - 110 });
    y = doc.y + 5;
  }

  // the line items
  y += 14;
  label(t.lines, left, y);
  y += 18;
  if (!current) {
    doc.font('R').fontSize(10).fillColor(MUTED).text(t.notQuoted, left, y, { width });
    y = doc.y + 10;
  } else {
    const cols = { no: left, kind: left + 24, item: left + 110, amount: right - 130 };
    const header = (at: number) => {
      drawHeadBand(a4, at - 4);
      doc.text('#', cols.no + 4, at + 1, { width: 20 });
      doc.text(t.kind, cols.kind, at + 1, { width: 80 });
      doc.text(t.item, cols.item, at + 1, { width: cols.amount - cols.item - 8 });
      doc.text(t.amount, cols.amount, at + 1, { width: 126, align: 'right' });
      return at + 22;
    };
    y = header(y);
    current.lines.forEach((l, i) => {
      const h = Math.max(
        doc
          .font('R')
          .fontSize(10)
          .heightOfString(l.label, { width: cols.amount - cols.item - 8 }),
        12,
      );
      if (y + h > doc.page.height - doc.page.margins.bottom - 80) {
        doc.addPage();
        y = header(doc.page.margins.top);
      }
      doc
        .font('R')
        .fontSize(9.5)
        .fillColor(MUTED)
        .text(String(i + 1), cols.no + 4, y, { width: 20 });
      doc.text(KINDS[lang][l.kind], cols.kind, y, { width: 80 });
      doc
        .font('R')
        .fontSize(10)
        .fillColor(INK)
        .text(l.label, cols.item, y, { width: cols.amount - cols.item - 8 });
      doc.text(money(l.amount, lang), cols.amount, y, { width: 126, align: 'right' });
      y += h + 8;
      drawRule(a4, y - 4);
    });
    // totals
    y += 6;
    const totalRow = (k: string, v: string, big: boolean) => {
      doc
        .font(big ? 'B' : 'R')
        .fontSize(big ? 12 : 10)
        .fillColor(big ? INK : MUTED)
        .text(k, right - 300, y, { width: 160, align: 'right' });
      doc
        .font('B')
        .fontSize(big ? 12 : 10)
        .fillColor(big ? BRAND : INK)
        .text(v, right - 130, y, { width: 126, align: 'right' });
      y += big ? 22 : 17;
    };
    if (q.taxTreatment) {
      totalRow(t.supply, money(current.total, lang), false);
      totalRow(q.taxTreatment === 'standard' ? t.vatStandard : t.vatZero, money(current.vat, lang), false);
    }
    totalRow(t.total, money(current.amountDue, lang), true);
    totalRow(`${t.unitPrice} (${num(q.quantity, lang)} ${t.units})`, money(current.unitPrice, lang), false);
    if (current.note) {
      y = drawNote(a4, t.note, current.note, y + 8) + 6;
    }
  }

  // the fine print under the content
  y = Math.max(y, doc.y) + 16;
  const fine = [
    q.taxTreatment ? t.vat : t.vatLegacy,
    q.overdue || q.state === 'expired' ? t.expired : current ? t.validity : null,
  ]
    .filter(Boolean)
    .join('\n');
  doc.font('R').fontSize(8.5).fillColor(MUTED).text(fine, left, y, { width });

  return finish(q.ref);
}
