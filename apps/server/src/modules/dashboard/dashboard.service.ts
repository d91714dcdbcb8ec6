import { sql } from 'drizzle-orm';
import {
  DASHBOARD_DAYS,
  DASHBOARD_LOW_STOCK,
  PRODUCT_LOW_STOCK_UNITS,
  type AdminDashboard,
} from '@formulab/shared/dashboard/admin-dashboard.schema';
import type { Db } from '../../db/client.ts';
import { salesReport } from '../payments/sales.service.ts';
import { staffCounts } from '../pipeline/pipeline.service.ts';
import { productListed } from '../products/products.policy.ts';

const TZ = 'Asia/Seoul';

/** YYYY-MM-DD of a date in Asia/Seoul, and that day moved by `days`. */
function seoulDay(d: Date, days = 0): string {
  const shifted = new Date(d.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(shifted);
}

/**
 * Admin `admin-dashboard`: everything in one answer, read side by side. Money comes from the sales
 * report (collected, net of refunds — the same numbers as admin `sales`), the pipeline's waiting work
 * from `staffCounts` (the same as the sidebar's badges), the rest from one statement.
 */
export async function adminDashboard(db: Db, now = new Date()): Promise<AdminDashboard> {
  const today = seoulDay(now);
  const first = seoulDay(now, -(DASHBOARD_DAYS - 1));
  const monthStart = `${today.slice(0, 7)}-01`;
  // last month, up to the same day of the month (or its last day)
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const prevMonth = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  const prevLastDay = new Date(Date.UTC(m === 1 ? y - 1 : y, m - 1, 0)).getUTCDate();
  const prevTo = `${prevMonth}-${String(Math.min(d, prevLastDay)).padStart(2, '0')}`;
  const from = [first, monthStart].sort()[0]!;

  const [pipeline, sales, previous, counts, series, materials, products] = await Promise.all([
    staffCounts(db),
    salesReport(db, { from, to: today, bucket: 'day' }),
    salesReport(db, { from: `${prevMonth}-01`, to: prevTo, bucket: 'month' }),
    db.execute<{
      inquiries: number;
      partnerships: number;
      chats: number;
      refunds: number;
      today: number;
      week: number;
      month: number;
      total: number;
    }>(sql`
      select
        (select count(*)::int from inquiries where state = 'open') as inquiries,
        (select count(*)::int from partnership_inquiries where state = 'new') as partnerships,
        (select count(*)::int from chat_conversations where staff_unread > 0) as chats,
        (select count(*)::int from purchases where state = 'refund_requested') as refunds,
        (select coalesce(sum(n), 0)::int from dashboard_daily where what = 'customers' and day >= ${today}::date) as today,
        (select coalesce(sum(n), 0)::int from dashboard_daily where what = 'customers' and day >= ${today}::date - 6) as week,
        (select coalesce(sum(n), 0)::int from dashboard_daily where what = 'customers' and day >= ${monthStart}::date) as month,
        (select coalesce(sum(n), 0)::int from dashboard_daily where what = 'customers') as total`),
    // per Seoul day of creation, from the trigger-kept dashboard_daily (dashboard.table.ts)
    db.execute<{ day: string; users: number; samples: number; quotes: number; orders: number }>(sql`
      select to_char(days.day, 'YYYY-MM-DD') as day,
        coalesce(sum(c.n) filter (where c.what = 'customers'), 0)::int as users,
        coalesce(sum(c.n) filter (where c.what = 'samples'), 0)::int as samples,
        coalesce(sum(c.n) filter (where c.what = 'quotes'), 0)::int as quotes,
        coalesce(sum(c.n) filter (where c.what = 'orders'), 0)::int as orders
      from generate_series(${first}::date, ${today}::date, interval '1 day') as days(day)
      left join dashboard_daily c on c.day = days.day::date and c.what in ('customers', 'samples', 'quotes', 'orders')
      group by days.day
      order by days.day`),
    db.execute<{ id: string; name: string; stock_kg: string; reorder_level_kg: string; n: number }>(sql`
      select id, trade_name as name, stock_kg, reorder_level_kg, (count(*) over ())::int as n
      from materials where stock_kg <= reorder_level_kg
      order by stock_kg / nullif(reorder_level_kg, 0) nulls first, trade_name, id limit ${DASHBOARD_LOW_STOCK}`),
    db.execute<{ id: string; name_ko: string; name_en: string; option: string; stock: number; n: number }>(sql`
      select p.id, p.name_ko, p.name_en, o.name_ko as option, o.stock, (count(*) over ())::int as n
      from product_options o join products p on p.id = o.product_id
      where ${productListed('p')} and o.stock <= ${PRODUCT_LOW_STOCK_UNITS}
      order by o.stock, p.name_ko, o.id limit ${DASHBOARD_LOW_STOCK}`),
  ]);
  const c = counts.rows[0]!;
  const revenueByDay = new Map(sales.series.map((b) => [b.bucket, b.net]));
  return {
    today,
    pending: { pipeline, inquiries: c.inquiries, partnerships: c.partnerships, chats: c.chats, refunds: c.refunds },
    revenue: {
      today: revenueByDay.get(today) ?? 0,
      month: sales.series.filter((b) => b.bucket >= monthStart).reduce((sum, b) => sum + b.net, 0),
      previousMonthToDate: previous.totals.net,
    },
    users: { today: c.today, week: c.week, month: c.month, total: c.total },
    lowStock: {
      materials: {
        count: materials.rows[0]?.n ?? 0,
        items: materials.rows.map((r) => ({
          id: r.id,
          name: r.name,
          stockKg: Number(r.stock_kg),
          reorderLevelKg: Number(r.reorder_level_kg),
        })),
      },
      products: {
        count: products.rows[0]?.n ?? 0,
        items: products.rows.map((r) => ({ id: r.id, nameKo: r.name_ko, nameEn: r.name_en, option: r.option, stock: r.stock })),
      },
    },
    series: series.rows.map((r) => ({
      day: r.day,
      revenue: revenueByDay.get(r.day) ?? 0,
      newUsers: r.users,
      samples: r.samples,
      quotes: r.quotes,
      orders: r.orders,
    })),
  };
}
