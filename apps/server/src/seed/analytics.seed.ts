/**
 * Demo page views (decision 0010): six weeks of synthetic traffic so the Analytics tab of the backend
 * console shows something on a first start. Only into a demo install (the demo customer exists) whose
 * analytics table is still empty, so once. Deterministic: the same numbers on every demo install.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../modules/auth/auth.table.ts';
import { analyticsEvents } from '../modules/analytics/analytics.table.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

export const DEMO_ANALYTICS_DAYS = 42;
const PAGES: [string, number][] = [
  ['/intro', 30],
  ['/product', 14],
  ['/ingredients', 12],
  ['/product/:id', 10],
  ['/publicRecipes', 8],
  ['/company', 6],
  ['/notice', 5],
  ['/board', 4],
  ['/login', 6],
  ['/signup', 3],
  ['/dashboard', 5],
  ['/recipes', 4],
  ['/new-recipes', 2],
  ['/quotes', 2],
];
const REFERRERS: [string | null, number][] = [
  [null, 60],
  ['www.google.com', 15],
  ['search.naver.com', 14],
  ['m.search.naver.com', 5],
  ['www.instagram.com', 4],
  ['blog.naver.com', 2],
];

/** A small seeded generator (mulberry32): the same demo everywhere. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: () => number, items: [T, number][]): T => {
  const total = items.reduce((n, [, w]) => n + w, 0);
  let x = r() * total;
  for (const [v, w] of items) if ((x -= w) < 0) return v;
  return items[0]![0];
};

export async function seedDemoAnalytics(db: Db, log: FastifyBaseLogger, now = new Date()): Promise<void> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.customer.email));
  if (!demo) return;
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents)) as [{ n: number }];
  if (n > 0) return;
  const r = random(20261125);
  const rows: (typeof analyticsEvents.$inferInsert)[] = [];
  for (let day = DEMO_ANALYTICS_DAYS; day >= 1; day--) {
    const date = new Date(now.getTime() - day * 86_400_000);
    const weekday = new Date(date.getTime() + 9 * 3_600_000).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    // a slow rise over the weeks, quieter weekends
    const visitors = Math.round((weekend ? 9 : 18) + (DEMO_ANALYTICS_DAYS - day) * 0.35 + r() * 8);
    for (let v = 0; v < visitors; v++) {
      const visitor = Math.floor(r() * 2 ** 48)
        .toString(16)
        .padStart(12, '0')
        .padEnd(16, '0');
      const mobile = r() < 0.58;
      const lang = r() < 0.82 ? 'ko' : 'en';
      const views = 1 + Math.floor(r() * r() * 7);
      // arrival between 08:00 and 23:00 Seoul time
      let t = date.getTime() - (date.getTime() % 86_400_000) - 9 * 3_600_000 + (8 + r() * 15) * 3_600_000;
      const referrer = pick(r, REFERRERS);
      for (let i = 0; i < views; i++) {
        rows.push({
          at: new Date(t),
          kind: 'page_view',
          path: pick(r, PAGES),
          referrer: i === 0 ? referrer : null,
          visitor,
          lang,
          device: mobile ? 'mobile' : 'desktop',
        });
        t += (20 + r() * 200) * 1000;
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(analyticsEvents).values(rows.slice(i, i + 1000));
  log.info({ views: rows.length }, 'demo page views created');
}
