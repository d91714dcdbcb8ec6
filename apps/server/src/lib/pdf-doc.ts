import { loadPdfKit } from './lazy-libs.ts';
import { pdfFonts } from './pdf-fonts.ts';

/**
 * What the company's A4 documents share (the quote, the delivery note, the compliance dossier): the
 * page, the letterhead, the page footers, the colours and how money, numbers and days are written in
 * each language. Drawn with pdfkit in Pretendard ('R' regular, 'B' bold), whose glyphs are embedded as
 * a subset.
 */
export type PdfLang = 'ko' | 'en';

export const BRAND = '#0b5f55';
export const INK = '#212529';
export const MUTED = '#495057';
export const RULE = '#dee2e6';

/** The issuer, in each language. */
export const COMPANY: Record<PdfLang, { name: string; brn: string; address: string; contact: string; page: string }> = {
  ko: {
    name: '(주)포뮬랩 · 대표 정하윤',
    brn: '사업자등록번호 220-81-62517',
    address: '경기도 성남시 분당구 판교로 255, 3층',
    contact: '031-8017-2200 · hello@formulab.local',
    page: '쪽',
  },
  en: {
    name: 'Formulab Co., Ltd. · CEO Hayoon Jung',
    brn: 'Business registration no. 220-81-62517',
    address: '3F, 255 Pangyo-ro, Bundang-gu, Seongnam-si, Gyeonggi-do, Korea',
    contact: '+82 31-8017-2200 · hello@formulab.local',
    page: 'Page',
  },
};

export function money(n: number, lang: PdfLang): string {
  return new Intl.NumberFormat(lang === 'ko' ? 'ko-KR' : 'en-US', { style: 'currency', currency: 'KRW' }).format(n);
}

export function num(n: number, lang: PdfLang): string {
  return new Intl.NumberFormat(lang === 'ko' ? 'ko-KR' : 'en-US').format(n);
}

/** A calendar day (YYYY-MM-DD) or an instant (as the day in Korea), written for the reader. */
export function day(d: Date | string | null, lang: PdfLang): string {
  if (!d) return '–';
  const s = typeof d === 'string' ? d : d.toISOString();
  const date = new Date(s.length === 10 ? `${s}T00:00:00Z` : s);
  return new Intl.DateTimeFormat(lang === 'ko' ? 'ko-KR' : 'en-GB', {
    year: 'numeric',
    month: lang === 'ko' ? '2-digit' : 'short',
    day: '2-digit',
    timeZone: s.length === 10 ? 'UTC' : 'Asia/Seoul',
  }).format(date);
}

export type A4 = {
  doc: InstanceType<Awaited<ReturnType<typeof loadPdfKit>>>;
  left: number;
  right: number;
  width: number;
  /** the document's bytes once `finish` has run */
  finish: (ref: string) => Promise<Buffer>;
};

/**
 * A new blank A4 document (margins, metadata, the fonts); `finish` numbers the pages in their footers
 * ("Formulab · <ref>" on the left `refShare` of the width, "Page 1 / 2" right-aligned on the rest) and
 * ends it.
 */
export async function blankA4(lang: PdfLang, info: { title: string; subject: string }, refShare = 1 / 2): Promise<A4> {
  const PDFDocument = await loadPdfKit();
  const { regular, bold } = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 56, left: 48, right: 48 },
    bufferPages: true,
    info: { Title: info.title, Author: 'Formulab', Subject: info.subject },
    lang: lang === 'ko' ? 'ko-KR' : 'en-GB',
  });
  doc.registerFont('R', regular);
  doc.registerFont('B', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;
  const refWidth = width * refShare;

  const finish = (ref: string) => {
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // below the bottom margin: without this pdfkit would start a new page for the footer
      doc.page.margins.bottom = 0;
      const footY = doc.page.height - 36;
      doc
        .font('R')
        .fontSize(8)
        .fillColor(MUTED)
        .text(`Formulab · ${ref}`, left, footY, { width: refWidth, lineBreak: false, height: 10 });
      const page = COMPANY[lang].page;
      doc.text(
        lang === 'ko' ? `${i + 1} / ${range.count} ${page}` : `${page} ${i + 1} / ${range.count}`,
        left + refWidth,
        footY,
        { width: width - refWidth, align: 'right', lineBreak: false, height: 10 },
      );
    }
    doc.end();
    return done;
  };
  return { doc, left, right, width, finish };
}

/**
 * A new A4 document with the letterhead drawn (the wordmark and the company's details over a rule at
 * 104 pt); `finish` as `blankA4`'s.
 */
export async function startA4(lang: PdfLang, info: { title: string; subject: string }): Promise<A4> {
  const a4 = await blankA4(lang, info);
  const { doc, left, right, width } = a4;
  const c = COMPANY[lang];
  doc.font('B').fontSize(22).fillColor(BRAND).text('Formulab', left, 48);
  doc
    .font('R')
    .fontSize(8)
    .fillColor(MUTED)
    .text([c.name, c.brn, c.address, c.contact].join('\n'), left + width / 2, 50, { width: width / 2, align: 'right' });
  doc.moveTo(left, 104).lineTo(right, 104).lineWidth(1.5).strokeColor(BRAND).stroke();
  return a4;
}

/** The document's title and the line under it (reference, dates), at the top of the first page. */
export function drawTitle({ doc, left }: A4, title: string, subtitle: string): void {
  doc.font('B').fontSize(20).fillColor(INK).text(title, left, 120);
  doc.font('R').fontSize(10).fillColor(MUTED).text(subtitle, left, 148);
}

/** A section's label: small capitals in the brand colour. */
export function drawLabel({ doc }: A4, text: string, x: number, y: number, width: number): void {
  doc.font('B').fontSize(9).fillColor(BRAND).text(text.toUpperCase(), x, y, { width, characterSpacing: 0.5 });
}

/** A thin rule across the page at `y`, under a table's row. */
export function drawRule({ doc, left, right }: Pick<A4, 'doc' | 'left' | 'right'>, y: number): void {
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();
}

/** A table's header band from `top`, `height` high; the titles that follow are drawn in bold, `size`, brand colour. */
export function drawHeadBand({ doc, left, width }: Pick<A4, 'doc' | 'left' | 'width'>, top: number, height = 20, size = 9): void {
  doc.rect(left, top, width, height).fill('#e6f5f2');
  doc.font('B').fontSize(size).fillColor(BRAND);
}

/** A note under `label` at `y`, across the page; answers where it ends. */
export function drawNote(a4: A4, label: string, text: string, y: number): number {
  const { doc, left, width } = a4;
  drawLabel(a4, label, left, y, columnsOf(a4).colW);
  doc
    .font('R')
    .fontSize(9.5)
    .fillColor(INK)
    .text(text, left, y + 16, { width });
  return doc.y;
}

/** The two columns under the title (to whom, and the terms): their width and top. */
export const columnsOf = ({ width }: A4) => ({ colW: (width - 24) / 2, top: 178 });

/**
 * Whom the document is for, in the left column under `label`: the company (or the person) in bold,
 * then `details` (lines). Answers where the column ends.
 */
export function drawAddressee(a4: A4, label: string, name: string, details: string): number {
  const { doc, left } = a4;
  const { colW, top } = columnsOf(a4);
  drawLabel(a4, label, left, top, colW);
  doc
    .font('B')
    .fontSize(11)
    .fillColor(INK)
    .text(name, left, top + 16, { width: colW });
  doc.font('R').fontSize(9.5).fillColor(MUTED).text(details, { width: colW });
  return doc.y;
}
