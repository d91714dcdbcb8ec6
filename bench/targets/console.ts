import pg from 'pg';
import type { Target } from '../lib/measure.ts';
import type { FormulabServer } from '../lib/formulab.ts';
import { listTarget } from '../lib/queue-targets.ts';

export type ConsoleSeedResult = { mails: number; views: number; seconds: number };

/**
 * The backend console at scale: `mails` outbox rows over a year (a tenth failed) and `views` page views
 * over 90 days (2,000 visitors a day, a dozen paths); every 5,000th e-mail's subject is about cushions (20,
 * for the search by a short term). `INSERT … SELECT generate_series` (whose trigger
 * sums the views per day), then `VACUUM (ANALYZE)`.
 */
export async function seedBenchConsole(databaseUrl: string, opts: { mails: number; views: number }): Promise<ConsoleSeedResult> {
  const started = performance.now();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await pool.query(
      `insert into mail_outbox ("to", subject, text, kind, status, created_at)
       select 'bench-' || (g % 5000) || '@bench.invalid',
              case when g % 5000 = 0 then '쿠션 재입고 알림 ' else '벤치 메일 ' end || g, 'body ' || g, 'status',
              case when g % 10 = 0 then 'failed' else 'kept' end,
              now() - ((g::bigint * 7919) % 525600) * interval '1 minute'
       from generate_series(1, $1::int) g`,
      [opts.mails],
    );
    await pool.query(
      `insert into analytics_events (at, kind, path, referrer, visitor, lang, device)
       select now() - ((g::bigint * 104729) % 129600) * interval '1 minute', 'page_view',
              (array['/intro','/product','/ingredients','/product/:id','/publicRecipes','/company','/notice',
                     '/board','/login','/signup','/dashboard','/recipes'])[1 + g % 12],
              case when g % 5 = 0 then 'www.google.com' when g % 7 = 0 then 'search.naver.com' end,
              lpad(to_hex(g % 180000), 16, '0'), case when g % 6 = 0 then 'en' else 'ko' end,
              case when g % 3 = 0 then 'desktop' else 'mobile' end
       from generate_series(1, $1::int) g`,
      [opts.views],
    );
    await pool.query('vacuum (analyze) mail_outbox');
    await pool.query('vacuum (analyze) analytics_events');
    // the insert's trigger summed the views per day (migration 0047)
    await pool.query('vacuum (analyze) analytics_daily');
    return { ...opts, seconds: (performance.now() - started) / 1000 };
  } finally {
    await pool.end();
  }
}

const seoulDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + days * 86_400_000));

/** Staff's outbox (first page, failed ones, a search) and the analytics report (30 days by day, 90 by week). */
export function consoleTargets(server: FormulabServer): Target[] {
  const staff = (name: string, path: string, description: string, table: string, list = true): Target =>
    listTarget(server, 'staff', {
      name,
      path,
      description,
      table,
      ok: (body) =>
        list
          ? !!(body.items as unknown[] | undefined)?.length && !!body.total
          : !!(body.totals as { views: number } | undefined)?.views,
    });
  return [
    staff('console: outbox (25)', '/api/admin/console/mail?limit=25', 'newest first, with its total', 'mail_outbox'),
    staff('console: outbox ?status=failed', '/api/admin/console/mail?status=failed&limit=25', 'the failed ones', 'mail_outbox'),
    staff('console: outbox ?q=', `/api/admin/console/mail?q=bench-42%40&limit=25`, 'an address search', 'mail_outbox'),
    // a term without a trigram: one Korean character or two (20 subjects of 100,000)
    staff(
      'console: outbox ?q=2 characters',
      `/api/admin/console/mail?q=${encodeURIComponent('쿠션')}&limit=25`,
      'a word of two',
      'mail_outbox',
    ),
    staff(
      'console: outbox ?q=1 character',
      `/api/admin/console/mail?q=${encodeURIComponent('쿠')}&limit=25`,
      'one character',
      'mail_outbox',
    ),
    staff(
      'console: analytics 30 days',
      `/api/admin/analytics?from=${seoulDay(-29)}&to=${seoulDay(0)}`,
      'traffic by day, top lists and the funnel',
      // the plan that grows with the data: the funnel's, from the range's recipes (traffic reads a few
      // hundred rollup rows); at the console seed alone recipes holds the demo's, so a scan is expected
      'recipes',
      false,
    ),
    staff(
      'console: analytics 90 days by week',
      `/api/admin/analytics?from=${seoulDay(-89)}&to=${seoulDay(0)}&bucket=week`,
      'a quarter by week',
      'recipes',
      false,
    ),
  ];
}
