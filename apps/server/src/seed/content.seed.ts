import { loadPdfKit } from '../lib/lazy-libs.ts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { storeUpload } from '../modules/files/files.service.ts';
import { storageOf } from '../modules/files/storage.ts';
import { createNotice } from '../modules/notices/notices.service.ts';
import { createCategory } from '../modules/board/board.service.ts';
import { createPost } from '../modules/board/board.service.ts';
import { addComment } from '../modules/board/board.comments.ts';
import { createIr } from '../modules/ir/ir.service.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

/**
 * Demo content, once, for a demo install (the demo accounts exist and there is no notice yet):
 * board categories, four notices (one pinned, one scheduled a week ahead, one with a PDF), three board
 * threads with comments and replies, and two IR disclosures with PDFs made here with pdfkit.
 */

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

export const DEMO_CATEGORIES = [
  { slug: 'general', nameKo: '자유게시판', nameEn: 'General', position: 0 },
  { slug: 'formulation', nameKo: '처방 Q&A', nameEn: 'Formulation Q&A', position: 1 },
  { slug: 'launch', nameKo: '제품 출시 이야기', nameEn: 'Product launches', position: 2 },
];

/** A one-page PDF with a title and a few lines (ASCII: pdfkit's built-in font). */
async function pdf(title: string, lines: string[]): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Formulab Co., Ltd.' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(20).text(title);
    doc.moveDown();
    doc.fontSize(11);
    for (const line of lines) doc.text(line).moveDown(0.5);
    doc.end();
  });
}

export async function seedDemoContent(db: Db, log: FastifyBaseLogger): Promise<void> {
  const storage = storageOf(db);
  const [state] = (
    await db.execute<{ notices: number; admin: string | null; customer: string | null }>(sql`
      select (select count(*)::int from notices) as notices,
        (select id from users where email = ${DEMO_ACCOUNTS.admin.email}) as admin,
        (select id from users where email = ${DEMO_ACCOUNTS.customer.email}) as customer`)
  ).rows;
  if (!state || state.notices > 0 || !state.admin || !state.customer || !storage) return;
  const { admin, customer } = state;

  const categories = new Map<string, number>();
  const existing = await db.execute<{ id: number; slug: string }>(sql`select id, slug from board_categories`);
  for (const c of existing.rows) categories.set(c.slug, c.id);
  for (const c of DEMO_CATEGORIES) if (!categories.has(c.slug)) categories.set(c.slug, (await createCategory(db, c)).id);

  const upload = async (name: string, title: string, lines: string[]) =>
    storeUpload(db, storage, { data: await pdf(title, lines), name, kind: 'document', docKind: 'other', userId: admin });

  // notices: created oldest first
  const holidays = await upload('formulab-2027-lunar-new-year-schedule.pdf', 'Lunar New Year shipping schedule', [
    'Orders placed by 4 February are shipped before the holiday.',
    'The lab and the plant are closed from 6 to 9 February.',
    'Sample requests received during the holiday are reviewed from 10 February.',
  ]);
  await createNotice(db, admin, {
    title: '개인정보 처리방침 개정 안내',
    body: '<p>개인정보 처리방침이 개정되어 안내드립니다. 주요 변경 사항은 배송지 보관 기간과 개인정보 보호책임자 연락처입니다.</p><p>자세한 내용은 사이트 하단의 <strong>개인정보 처리방침</strong>에서 확인하실 수 있습니다.</p>',
    pinned: false,
    publishAt: ago(40),
    attachmentIds: [],
  });
  await createNotice(db, admin, {
    title: '신규 원료 입고: 판테놀 · 세라마이드 NP · 병풀 추출물',
    body: '<h3>이번 달 새로 입고된 원료</h3><ul><li><p>판테놀(Panthenol) — 보습, 진정</p></li><li><p>세라마이드 NP(Ceramide NP) — 장벽 강화</p></li><li><p>병풀 추출물(Centella Asiatica Extract) — 진정</p></li></ul><p>원료 검색에서 바로 레시피에 추가할 수 있습니다. 소량 샘플이 필요하시면 샘플 의뢰를 이용해 주세요.</p>',
    pinned: false,
    publishAt: ago(12),
    attachmentIds: [],
  });
  await createNotice(db, admin, {
    title: '설 연휴 출고 및 샘플 일정 안내',
    body: '<p>설 연휴 기간 동안 연구소와 공장이 휴무합니다. <strong>2월 4일까지 결제된 주문</strong>은 연휴 전에 출고됩니다.</p><p>연휴 중 접수된 샘플 의뢰는 2월 10일부터 순서대로 검토합니다. 자세한 일정은 첨부한 PDF를 확인해 주세요.</p>',
    pinned: true,
    publishAt: ago(3),
    attachmentIds: [holidays.id],
  });
  await createNotice(db, admin, {
    title: '견적 화면 개편 예정 안내',
    body: '<p>다음 주부터 견적 화면에서 포장재 단가 구간과 예상 납기를 함께 확인하실 수 있습니다.</p>',
    pinned: false,
    // scheduled: public a week from now
    publishAt: new Date(Date.now() + 7 * DAY).toISOString(),
    attachmentIds: [],
  });

  // board threads with comments and replies
  const threads = [
    {
      by: customer,
      category: 'formulation',
      title: '나이아신아마이드 5% 세럼에서 따끔거림이 있어요',
      body: '<p>나이아신아마이드 5%, 판테놀 1% 조합으로 세럼을 만들었는데 민감한 테스터 몇 분이 따끔거린다고 합니다.</p><p>pH는 5.8 정도입니다. 농도를 낮추는 게 나을까요, 아니면 진정 성분을 더하는 게 나을까요?</p>',
      comments: [
        {
          by: admin,
          body: '연구소입니다. 처음 쓰는 분들에게는 4% 이하에서 시작하는 경우가 많습니다. 병풀 추출물이나 알란토인을 함께 넣어 보시고, 샘플 의뢰 시 메모에 남겨 주시면 두 가지 버전으로 만들어 드립니다.',
          replies: [{ by: customer, body: '감사합니다! 4% 버전과 5%+병풀 버전 두 가지로 샘플 의뢰해 볼게요.' }],
        },
      ],
    },
    {
      by: customer,
      category: 'launch',
      title: '첫 제품 출시 후기: 수분 크림 3,000개',
      body: '<p>샘플 두 번, 견적 한 번 만에 첫 생산까지 왔습니다. 처방 편집기에서 전성분 표기를 바로 복사할 수 있어서 라벨 작업이 정말 편했어요.</p><p>처음 준비하시는 분들께 도움이 될까 해서 일정 공유드립니다: 샘플 3주, 생산 6주, 배송 1주.</p>',
      comments: [{ by: admin, body: '출시 축하드립니다! 재주문 시에는 이전 견적을 그대로 불러올 수 있습니다.', replies: [] }],
    },
    {
      by: admin,
      category: 'general',
      title: '게시판 이용 안내',
      body: '<p>처방과 제품 개발에 관한 경험과 질문을 자유롭게 나눠 주세요. 광고, 욕설, 개인정보가 담긴 글은 숨김 처리될 수 있습니다.</p><p>부적절한 글은 글 아래의 <strong>신고</strong> 버튼으로 알려 주세요.</p>',
      comments: [],
    },
  ];
  for (const th of threads) {
    const post = await createPost(db, th.by, { categoryId: categories.get(th.category)!, title: th.title, body: th.body });
    for (const c of th.comments) {
      const top = await addComment(db, post.id, c.by, { body: c.body, parentId: null });
      for (const r of c.replies) await addComment(db, post.id, r.by, { body: r.body, parentId: top.id });
    }
  }
  await db.execute(sql`update board_posts set pinned = true where title = '게시판 이용 안내'`);

  // IR: two disclosures, each with a PDF
  const annual = await upload('formulab-2025-annual-report.pdf', 'Formulab Co., Ltd. - 2025 Annual Report', [
    'Revenue: KRW 18.4 billion (+21% year on year).',
    'Operating profit: KRW 2.1 billion.',
    'New customers: 312 brands; production orders: 1,046.',
    'This summary is unaudited and provided for information only.',
  ]);
  await createIr(db, admin, {
    title: '2025년 연간 실적 보고서',
    body: '<p>2025년 매출은 184억 원으로 전년 대비 21% 증가했습니다. 신규 고객사는 312곳입니다.</p>',
    publishAt: '2026-03-20T09:00:00+09:00',
    attachmentIds: [annual.id],
  });
  const q3 = await upload('formulab-2025-q3-results.pdf', 'Formulab Co., Ltd. - Q3 2025 Results', [
    'Quarterly revenue: KRW 4.9 billion.',
    'Capacity of the second filling line: 40,000 units per day.',
  ]);
  await createIr(db, admin, {
    title: '2025년 3분기 실적 발표',
    body: '<p>3분기 매출 49억 원, 제2 충전 라인 가동을 시작했습니다.</p>',
    publishAt: '2025-11-14T09:00:00+09:00',
    attachmentIds: [q3.id],
  });
  log.info('demo content created');
}
