/**
 * First-party analytics (decision 0010). Page views come from the web app; the funnel recipe → sample
 * → quote → order is read from the business records themselves (recipes, sample_requests, quotes,
 * production_orders), so it needs no events of its own, is right for data older than analytics and
 * cannot drift from what staff see in the queues.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AnalyticsQuery, AnalyticsReport, PageView } from '@formulab/shared/analytics/analytics.schema';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from './analytics.table.ts';

const TZ = 'Asia/Seoul';
/** `server_settings` key of the day's secret: `{ day, secret }`, replaced on the first visit of each Seoul day. */
export const SALT_KEY = 'analytics_salt';
const TOP = 10;

/** YYYY-MM-DD in Asia/Seoul. */
export function seoulDay(d: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** each database's secret of the day, once read (per database: tests run several apps in one process) */
const cache = new WeakMap<Db, { day: string; secret: string }>();

/**
 * The secret of the Seoul day `now` falls in. Shared by every instance through `server_settings`: the
 * first to ask on a new day writes a new random one over yesterday's (which is gone for good, so old
 * hashes can never be recomputed); a concurrent writer's value wins the same way for everyone.
 */
export async function dailySecret(db: Db, now = new Date()): Promise<string> {
  const day = seoulDay(now);
  const cached = cache.get(db);
  if (cached?.day === day) return cached.secret;
  const fresh = { day, secret: crypto.randomBytes(32).toString('hex') };
  const { rows } = await db.execute<{ value: { day: string; secret: string } }>(sql`
    insert into server_settings (key, value) values (${SALT_KEY}, ${JSON.stringify(fresh)}::jsonb)
    on conflict (key) do update set value = case
      when server_settings.value->>'day' < excluded.value->>'day' then excluded.value else server_settings.value end
    returning value`);
  const value = rows[0]!.value;
  if (value.day === day) {
    cache.set(db, value);
    return value.secret;
  }
  // asked about a day before the stored one (a clock behind the other instances'): a value of its own
  return crypto.createHash('sha256').update(`${value.secret}\n${day}`).digest('hex');
}

/** The day's pseudonym of a browser: sha256(secret + address + user agent), 16 hex characters. */
export async function visitorHash(db: Db, ip: string, userAgent: string, now = new Date()): Promise<string> {
  const secret = await dailySecret(db, now);
  return crypto.createHash('sha256').update(`${secret}\n${ip}\n${userAgent}`).digest('hex').slice(0, 16);
}

/** Stores a batch of page views (nothing personal: see the table's comment). */
export async function recordPageViews(
  db: Db,
  views: PageView[],
  client: { ip: string; userAgent: string; host: string | undefined },
  now = new Date(),
): Promise<number> {
  // the staff area is not traffic
  const kept = views.filter((v) => !/^\/admin(\/|$)/.test(v.path));
  if (!kept.length) return 0;
  const visitor = await visitorHash(db, client.ip, client.userAgent, now);
  const ownHost = client.host?.toLowerCase();
  const rows = kept.map((v) => {
    const referrer = v.referrer?.toLowerCase() || null;
    // a browser's own clock may be off: keep its order within the last hour, never in the future
    const t = v.t === undefined ? now.getTime() : Math.min(now.getTime(), Math.max(now.getTime() - 3_600_000, v.t));
    return {
      at: new Date(t),
      kind: 'page_view',
      path: v.path,
      referrer: referrer && referrer !== ownHost ? referrer : null,
      visitor,
      lang: v.lang,
      device: v.device,
    };
  });
  await db.insert(analyticsEvents).values(rows);
  return rows.length;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** The first day (YYYY-MM-DD) of the bucket a day falls in: itself, its ISO week's Monday, its month's 1st. */
function bucketStart(day: string, bucket: AnalyticsQuery['bucket']): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const d = new Date(`${day}T00:00:00Z`);
  return ymd(new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000));
}

function nextBucket(start: string, bucket: AnalyticsQuery['bucket']): string {
  const d = new Date(`${start}T00:00:00Z`);
  if (bucket === 'month') return ymd(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
  return ymd(new Date(d.getTime() + (bucket === 'week' ? 7 : 1) * 86_400_000));
}

/** How many page views one statement of {@link pruneOldPageViews} deletes (short locks, a bounded WAL burst). */
const PRUNE_BATCH = 10_000;

/**
 * Deletes the raw page views older than `retentionDays`, in batches (the report reads the sums the
 * trigger keeps, so it does not change), and the visitors of days before yesterday: a view arrives at
 * most an hour late, so no later view can belong to them. Business events are kept. Returns how many
 * views were deleted.
 */
export async function pruneOldPageViews(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(days => ${retentionDays})`;
  await db.execute(sql`delete from analytics_day_visitors where day < ${seoulDay(now)}::date - 1`);
  let pruned = 0;
  for (;;) {
    const { rows: gone } = await db.execute<{ n: number }>(sql`
      with doomed as (
        select id from analytics_events where kind = 'page_view' and at < ${cutoff} limit ${PRUNE_BATCH}
      ), deleted as (delete from analytics_events e using doomed where e.id = doomed.id returning 1)
      select count(*)::int as n from deleted`);
    const n = gone[0]?.n ?? 0;
    pruned += n;
    if (n < PRUNE_BATCH) return pruned;
  }
}

/** Traffic and the funnel for admin's Analytics tab. */
export async function analyticsReport(db: Db, q: AnalyticsQuery): Promise<AnalyticsReport> {
  // every view is in analytics_daily as soon as its insert commits (migration 0047's trigger)
  const range = sql`day >= ${q.from}::date and day <= ${q.to}::date`;
  const [days, tops, funnel] = await Promise.all([
    db.execute<{ name: string; views: number; visitors: number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as name, views, visitors from analytics_daily where dim = 'total' and ${range}`),
    // the top TOP of each list
    db.execute<{ dim: 'path' | 'referrer' | 'device' | 'lang'; name: string; views: number }>(sql`
      select dim, name, views from (
        select dim, name, sum(views)::int as views, row_number() over (partition by dim order by sum(views) desc, name) as n
        from analytics_daily where dim <> 'total' and ${range}
        group by dim, name
      ) ranked where n <= ${TOP} order by dim, views desc, name`),
    db.execute<{ month: string; recipe: number; sample: number; quote: number; order: number }>(sql`
      with months as (
        select generate_series(date_trunc('month', ${q.from}::date), ${q.to}::date, interval '1 month')::date as m
      ), cohort as (
        select date_trunc('month', r.created_at at time zone ${TZ})::date as m, r.owner_id, min(r.created_at) as since
        from recipes r join users u on u.id = r.owner_id and u.role = 'customer'
        where r.created_at >= (date_trunc('month', ${q.from}::date))::timestamp at time zone ${TZ}
          and r.created_at < (date_trunc('month', ${q.to}::date) + interval '1 month')::timestamp at time zone ${TZ}
        group by 1, 2
      ), steps as (
        select c.m,
          exists (select 1 from sample_requests x where x.owner_id = c.owner_id and x.created_at >= c.since) as sample,
          exists (select 1 from quotes x where x.owner_id = c.owner_id and x.created_at >= c.since) as quote,
          exists (select 1 from production_orders x where x.owner_id = c.owner_id and x.created_at >= c.since) as ordered
        from cohort c
      )
      select to_char(months.m, 'YYYY-MM') as month, count(s.m)::int as recipe,
        count(*) filter (where s.sample)::int as sample,
        count(*) filter (where s.sample and s.quote)::int as quote,
        count(*) filter (where s.sample and s.quote and s.ordered)::int as "order"
      from months left join steps s on s.m = months.m
      group by months.m order by months.m`),
  ]);
  const named = (dim: string) => tops.rows.filter((r) => r.dim === dim).map((r) => ({ name: r.name, views: r.views }));
  // every bucket of the range, empty ones included (ISO weeks from Monday, as date_trunc has them)
  const buckets = new Map<string, { views: number; visitors: number }>();
  for (let d = bucketStart(q.from, q.bucket); d <= q.to; d = nextBucket(d, q.bucket)) buckets.set(d, { views: 0, visitors: 0 });
  for (const r of days.rows) {
    const b = buckets.get(bucketStart(r.name, q.bucket));
    if (!b) continue;
    b.views += r.views;
    b.visitors += r.visitors;
  }
  const series = [...buckets].map(([bucket, n]) => ({ bucket, ...n }));
  return {
    from: q.from,
    to: q.to,
    bucket: q.bucket,
    totals: {
      views: series.reduce((n, r) => n + r.views, 0),
      visitors: series.reduce((n, r) => n + r.visitors, 0),
    },
    series,
    topPages: named('path'),
    topReferrers: named('referrer'),
    devices: named('device'),
    languages: named('lang'),
    funnel: funnel.rows,
  };
}
