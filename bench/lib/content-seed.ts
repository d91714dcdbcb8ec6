import { seedBenchBuyers, seeding } from './bench-buyers.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo.ts';

export type ContentSeedOptions = {
  /** notices to add (a few pinned, a few scheduled) */
  notices: number;
  /** board posts to add (a few pinned, 2 % hidden) */
  posts: number;
  /** generated members the posts are spread over */
  authors: number;
};

export type ContentSeedResult = {
  notices: number;
  publishedNotices: number;
  posts: number;
  visiblePosts: number;
  seconds: number;
};

// the demo install's categories (seed/content.seed.ts), in case the demo content was not seeded
const CATEGORIES = [
  { slug: 'general', nameKo: '자유게시판', nameEn: 'General', position: 0 },
  { slug: 'formulation', nameKo: '처방 Q&A', nameEn: 'Formulation Q&A', position: 1 },
  { slug: 'launch', nameKo: '제품 출시 이야기', nameEn: 'Product launches', position: 2 },
];

// about 400 characters of text: what a list's excerpt is cut from
const PARAGRAPH =
  '포뮬랩 서비스 안내입니다. 원료 카탈로그와 처방 편집기, 샘플 신청과 견적, 생산 주문이 한곳에 있습니다. ' +
  'Formulab brings the ingredient catalogue, the formulation editor, sample requests, quotes and production ' +
  'orders together. 자세한 내용은 본문을 확인해 주세요. Please read the full text for the details, the dates and ' +
  'what changes for your account. 문의는 고객센터로 연락 주시기 바랍니다.';

/**
 * Notices and board posts for the content-list benchmarks, each in one `INSERT … SELECT
 * generate_series`: `notices` notices by the demo admin (10 pinned, 20 scheduled in the coming weeks,
 * the rest published over five years) and `posts` posts by `authors` generated members (the same
 * `bench-buyer-N` accounts as the order and sample seeds) in the board's categories (the demo's three,
 * created if missing): 10 pinned, 2 % hidden, 10 % with a picture, views and comments counted,
 * `created_at` over three years. Then `VACUUM (ANALYZE)`.
 */
export async function seedBenchContent(databaseUrl: string, opts: ContentSeedOptions): Promise<ContentSeedResult> {
  return seeding(databaseUrl, async (pool) => {
    const admin = await pool.query<{ id: string }>('select id from users where email = $1', [DEMO_ACCOUNTS.admin.email]);
    const adminId = admin.rows[0]?.id;
    if (!adminId) throw new Error('the demo admin is missing: the content benchmark needs the demo data');

    await seedBenchBuyers(pool, opts.authors);
    for (const c of CATEGORIES) {
      await pool.query(
        `insert into board_categories (slug, name_ko, name_en, position)
         select $1, $2, $3, $4 where not exists (select 1 from board_categories where slug = $1)`,
        [c.slug, c.nameKo, c.nameEn, c.position],
      );
    }

    await pool.query(
      `insert into notices (title, body, body_text, pinned, publish_at, created_by, created_at, updated_at)
       select '공지 ' || g || ' · Notice ' || g, '<p>' || $2 || '</p>', $2, g <= 10,
              case when g <= 30 and g > 10 then now() + g * interval '1 day'
                   else now() - ((g::bigint * 7919) % 262800) * interval '10 minutes' end,
              $3, now() - ((g::bigint * 7919) % 262800) * interval '10 minutes',
              now() - ((g::bigint * 7919) % 262800) * interval '10 minutes'
       from generate_series(1, $1::int) g`,
      [opts.notices, PARAGRAPH, adminId],
    );

    await pool.query(
      `with authors as (select array_agg(id order by id) as ids from users where id like 'bench-buyer-%'),
            cats as (select array_agg(id order by id) as ids from board_categories)
       insert into board_posts (category_id, author_id, title, body, body_text, has_image, hidden, pinned, view_count,
                                comment_count, created_at, updated_at)
       select cats.ids[1 + g % array_length(cats.ids, 1)], authors.ids[1 + (g * 7) % array_length(authors.ids, 1)],
              '게시글 ' || g || ' · Post ' || g, '<p>' || $2 || '</p>', $2, g % 10 = 0, g % 50 = 7, g <= 10,
              (g * 37) % 2000, (g * 13) % 40,
              now() - ((g::bigint * 7919) % 157680) * interval '10 minutes',
              now() - ((g::bigint * 7919) % 157680) * interval '10 minutes'
       from generate_series(1, $1::int) g, authors, cats`,
      [opts.posts, PARAGRAPH],
    );

    await pool.query('vacuum (analyze) users, notices, board_posts, board_categories');
    const counts = await pool.query<{ notices: number; published: number; posts: number; visible: number }>(
      `select (select count(*)::int from notices) as notices,
              (select count(*)::int from notices where publish_at <= now()) as published,
              (select count(*)::int from board_posts) as posts,
              (select count(*)::int from board_posts where not hidden) as visible`,
    );
    const c = counts.rows[0]!;
    return {
      notices: c.notices,
      publishedNotices: c.published,
      posts: c.posts,
      visiblePosts: c.visible,
    };
  });
}
