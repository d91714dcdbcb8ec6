import { sql } from 'drizzle-orm';
import { countryName, shipToLines, type Incoterm } from '@formulab/shared/orders/delivery';
import type { OrderDetail } from '@formulab/shared/orders/orders.schema';
import { HOME_COUNTRY, type ShipTo } from '@formulab/shared/shop/addresses.schema';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
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
  MUTED,
  num,
  RULE,
  startA4,
  type PdfLang,
} from '../../lib/pdf-doc.ts';
import type { Viewer } from './orders.policy.ts';
import { getOrder } from './orders.service.ts';

/**
 * The delivery note of one shipment of a production order (납품서), an A4 PDF in Korean or English:
 * who sends and who receives (the order's ship-to), the order, quote and shipment, the carrier and
 * tracking number, the incoterm, the quantities (ordered, this shipment, shipped so far, left) and
 * boxes to sign on receipt. It goes with the goods; the customer's copy is in the portal.
 */
const TEXT = {
  ko: {
    title: '납품서',
    shipment: '출고',
    shippedOn: '출고일',
    consignee: '받는 곳',
    details: '출고 정보',
    order: '주문 번호',
    quote: '견적 번호',
    carrier: '운송사',
    tracking: '운송장 번호',
    incoterm: '인코텀즈',
    noIncoterm: '배송지 인도',
    notRecorded: '배송지 미기재 (배송지 도입 전 주문)',
    goods: '품목',
    item: '품목',
    ordered: '주문 수량',
    thisShipment: '이번 출고',
    shippedSoFar: '누적 출고',
    left: '잔량',
    units: '개',
    note: '비고',
    sender: '인도자',
    receiver: '인수자 (성명 · 서명 · 일자)',
    fine: '수량과 외관을 확인하신 후 서명해 주세요. 파손이나 수량 차이는 인수일로부터 7일 이내에 포털 채팅으로 알려 주세요.',
  },
  en: {
    title: 'Delivery note',
    shipment: 'Shipment',
    shippedOn: 'Shipped',
    consignee: 'Consignee',
    details: 'Shipment details',
    order: 'Order',
    quote: 'Quote',
    carrier: 'Carrier',
    tracking: 'Tracking no.',
    incoterm: 'Incoterm',
    noIncoterm: 'Delivered to the address',
    notRecorded: 'No delivery address recorded (ordered before addresses were asked)',
    goods: 'Goods',
    item: 'Item',
    ordered: 'Ordered',
    thisShipment: 'This shipment',
    shippedSoFar: 'Shipped so far',
    left: 'Left',
    units: 'units',
    note: 'Note',
    sender: 'Delivered by',
    receiver: 'Received by (name · signature · date)',
    fine: 'Please check the quantity and condition before signing. Report damage or a shortfall in the portal chat within 7 days of receipt.',
  },
} satisfies Record<PdfLang, Record<string, string>>;

/** The Incoterms® 2020 rules by their names, with the place they name. */
const INCOTERM_NAME: Record<PdfLang, Record<Incoterm, string>> = {
  ko: { EXW: 'EXW 공장 인도', FOB: 'FOB 본선 인도', CIF: 'CIF 운임·보험료 포함 인도', DAP: 'DAP 도착지 인도' },
  en: { EXW: 'EXW Ex works', FOB: 'FOB Free on board', CIF: 'CIF Cost, insurance and freight', DAP: 'DAP Delivered at place' },
};

/** An incoterm as a document names it (the quote's PDF too). */
export function incotermText(incoterm: Incoterm | null, lang: PdfLang): string {
  return incoterm ? `${INCOTERM_NAME[lang][incoterm]} (Incoterms® 2020)` : TEXT[lang].noIncoterm;
}

/** A ship-to as a document prints it: its label, then the lines of `shipToLines`. */
export function shipToText(shipTo: ShipTo | null, lang: PdfLang): string {
  if (!shipTo) return TEXT[lang].notRecorded;
  const lines = shipToLines(shipTo, lang);
  // abroad, the last line is the country in capitals and in English, for every carrier on the way
  if (shipTo.country !== HOME_COUNTRY) lines[lines.length - 1] = countryName(shipTo.country, 'en').toUpperCase();
  return [shipTo.label || null, ...lines].filter(Boolean).join('\n');
}

export async function renderDeliveryNote(
  order: OrderDetail,
  number: number,
  customer: { name: string; companyName: string },
  lang: PdfLang,
): Promise<Buffer> {
  const t = TEXT[lang];
  const shipment = order.shipments.find((s) => s.number === number)!;
  const shippedSoFar = order.shipments.filter((s) => s.number <= number).reduce((sum, s) => sum + s.quantity, 0);
  const ref = `${order.ref}-${number}`;
  const a4 = await startA4(lang, { title: `${t.title} ${ref}`, subject: order.recipeName });
  const { doc, left, right, width, finish } = a4;

  drawTitle(
    a4,
    t.title,
    `${ref} · ${t.shipment} ${number} / ${order.shipments.length} · ${t.shippedOn} ${day(shipment.shippedAt, lang)}`,
  );
  const { colW, top } = columnsOf(a4);
  const label = (text: string, x: number, y: number) => drawLabel(a4, text, x, y, colW);
  const leftBottom = drawAddressee(a4, t.consignee, customer.companyName || customer.name, shipToText(order.shipTo, lang));

  const x2 = left + colW + 24;
  label(t.details, x2, top);
  const rows: [string, string][] = [
    [t.order, order.ref],
    [t.quote, order.quote.ref],
    [t.carrier, shipment.carrier],
    [t.tracking, shipment.trackingNumber],
    [t.incoterm, incotermText(order.incoterm, lang)],
  ];
  let y = top + 16;
  for (const [k, v] of rows) {
    doc.font('R').fontSize(9.5).fillColor(MUTED).text(k, x2, y, { width: 80 });
    doc
      .font('B')
      .fontSize(9.5)
      .fillColor(INK)
      .text(v, x2 + 80, y, { width: colW - 80, align: 'right' });
    y = Math.max(doc.y, y + 12) + 4;
  }

  // the goods: one line, the order's product, with what left when
  y = Math.max(leftBottom, y) + 22;
  label(t.goods, left, y);
  y += 18;
  const cols = [
    { key: t.item, x: left, w: width - 4 * 86 },
    { key: t.ordered, x: right - 4 * 86, w: 82 },
    { key: t.thisShipment, x: right - 3 * 86, w: 82 },
    { key: t.shippedSoFar, x: right - 2 * 86, w: 82 },
    { key: t.left, x: right - 86, w: 82 },
  ];
  drawHeadBand(a4, y - 4);
  cols.forEach((c, i) => doc.text(c.key, c.x + (i === 0 ? 4 : 0), y + 1, { width: c.w, align: i === 0 ? 'left' : 'right' }));
  y += 24;
  const pack = order.packaging ? (lang === 'ko' ? order.packaging.nameKo : order.packaging.nameEn) : null;
  const item = [`${order.recipeName}`, pack].filter(Boolean).join('\n');
  doc
    .font('R')
    .fontSize(10)
    .fillColor(INK)
    .text(item, left + 4, y, { width: cols[0]!.w - 8 });
  const itemBottom = doc.y;
  const units = (n: number) => `${num(n, lang)} ${t.units}`;
  const figures = [units(order.quantity), units(shipment.quantity), units(shippedSoFar), units(order.quantity - shippedSoFar)];
  figures.forEach((f, i) => {
    const c = cols[i + 1]!;
    doc
      .font(i === 1 ? 'B' : 'R')
      .fontSize(10)
      .fillColor(i === 1 ? BRAND : INK)
      .text(f, c.x, y, { width: c.w, align: 'right' });
  });
  y = Math.max(itemBottom, y + 14) + 6;
  drawRule(a4, y);

  if (shipment.note) {
    y = drawNote(a4, t.note, shipment.note, y + 14);
  }

  // signatures
  y += 36;
  const boxW = (width - 24) / 2;
  for (const [i, title] of [t.sender, t.receiver].entries()) {
    const x = left + i * (boxW + 24);
    doc.rect(x, y, boxW, 70).lineWidth(0.75).strokeColor(RULE).stroke();
    doc
      .font('B')
      .fontSize(9)
      .fillColor(MUTED)
      .text(title, x + 10, y + 8, { width: boxW - 20 });
    if (i === 0)
      doc
        .font('R')
        .fontSize(9.5)
        .fillColor(INK)
        .text('Formulab', x + 10, y + 44, { width: boxW - 20 });
  }
  y += 86;
  doc.font('R').fontSize(8.5).fillColor(MUTED).text(t.fine, left, y, { width });
  return finish(ref);
}

/**
 * Shipment `number`'s delivery note for `viewer` (404 unless they may read the order and it has that
 * shipment): in `lang`, else in the customer's language (the note is addressed to them).
 */
export async function deliveryNotePdf(
  db: Db,
  id: string,
  number: number,
  viewer: Viewer,
  lang: PdfLang | undefined,
): Promise<{ fileName: string; body: Buffer }> {
  const order = await getOrder(db, id, viewer);
  if (!order.shipments.some((s) => s.number === number)) throw notFound('No such shipment');
  const { rows } = await db.execute<{ name: string; company_name: string; preferred_language: string }>(
    sql`select u.name, u.company_name, u.preferred_language from production_orders o join users u on u.id = o.owner_id
      where o.id = ${id}`,
  );
  const owner = rows[0];
  if (!owner) throw notFound('No such order');
  const language: PdfLang = lang ?? (owner.preferred_language === 'en' ? 'en' : 'ko');
  const body = await renderDeliveryNote(order, number, { name: owner.name, companyName: owner.company_name }, language);
  return { fileName: `${order.ref}-${number}-${language}.pdf`, body };
}
