import pg from 'pg';
import type { Target } from '../lib/measure.ts';
import type { FormulabServer } from '../lib/formulab.ts';
import { signInDemoAdmin, signInDemoCustomer } from '../lib/formulab.ts';
import { walk } from '../lib/queue-targets.ts';

export type UsersSeedResult = { users: number; audit: number; acceptances: number; notifications: number; seconds: number };
export type UsersBenchSetup = { deepOffset: number; deepUsers: string; deepAudit: string; deepAcceptances: string };

/**
 * `users` and `audit_log` at scale for staff's screens: `users` accounts (`bench-user-N`, one in 25
 * suspended, one in 500 an admin) and `audit` entries by a few staff over two years (half generic
 * route entries, half user actions). `INSERT … SELECT generate_series`, then `VACUUM (ANALYZE)`.
 */
export async function seedBenchUsers(databaseUrl: string, opts: { users: number; audit: number }): Promise<UsersSeedResult> {
  const started = performance.now();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await pool.query(
      `insert into users (id, name, email, email_verified, role, banned, ban_reason, company_name, phone, created_at)
       select 'bench-user-' || g, '벤치 회원 ' || g, 'bench-user-' || g || '@bench.invalid', true,
              case when g % 500 = 0 then 'admin' else 'customer' end, g % 25 = 0,
              case when g % 25 = 0 then 'bench' end, '벤치 화장품 ' || (g % 3000), '010-0000-0000',
              now() - ((g::bigint * 7919) % 1051200) * interval '1 minute'
       from generate_series(1, $1::int) g
       on conflict do nothing`,
      [opts.users],
    );
    await pool.query(
      `insert into audit_log (at, actor_id, actor_email, action, subject_type, subject_id, status, after, ip, request_id)
       select now() - ((g::bigint * 104729) % 1051200) * interval '1 minute',
              'bench-staff-' || (g % 5), 'staff' || (g % 5) || '@bench.invalid',
              case when g % 2 = 0 then 'POST /api/admin/sample-requests/:id/transitions' else 'user.role' end,
              case when g % 2 = 0 then 'sample-requests' else 'users' end,
              case when g % 2 = 0 then gen_random_uuid()::text else 'bench-user-' || (1 + g % $2::int) end,
              200, jsonb_build_object('role', 'customer'), '127.0.0.1', 'bench-' || g
       from generate_series(1, $1::int) g`,
      [opts.audit, opts.users],
    );
    // staff's log of policy acceptances: every bench user accepted terms v1 and privacy v1 when signing up,
    // one in four accepted terms v2 later (written directly: the accounts above carry no versions, so the
    // users trigger of migration 0028 wrote nothing)
    const acceptances = await pool.query(
      `insert into policy_acceptances (user_id, kind, version, accepted_at)
       select u.id, a.kind, a.version, u.created_at + a.later
       from users u
       cross join lateral (values ('terms', 1, interval '0'), ('privacy', 1, interval '0'),
                                  ('terms', 2, interval '30 days')) a (kind, version, later)
       where u.id like 'bench-user-%' and (a.version = 1 or hashtext(u.id) % 4 = 0)
       order by 4, 1, 2`,
    );
    // the notification bell: ten for every bench account, and 2,000 for the demo customer whose bell the rows
    // read (one in three unread), over two years
    const notifications = await pool.query(
      `insert into notifications (user_id, subject, subject_id, action, ref, state, read_at, created_at)
       select u.id, 'sample', gen_random_uuid(), 'status', 'S-' || lpad(g::text, 6, '0'), 'approved',
              case when g % 3 = 0 then null else now() end,
              now() - ((g::bigint * 7919) % 1051200) * interval '1 minute'
       from (select id, 10 as n from users where id like 'bench-user-%'
             union all select id, 2000 from users where email = 'customer@formulab.local') u
       cross join lateral generate_series(1, u.n) g
       order by 8`,
    );
    await pool.query('vacuum (analyze) users');
    await pool.query('vacuum (analyze) audit_log');
    await pool.query('vacuum (analyze) policy_acceptances');
    await pool.query('vacuum (analyze) notifications');
    return {
      users: opts.users,
      audit: opts.audit,
      acceptances: acceptances.rowCount ?? 0,
      notifications: notifications.rowCount ?? 0,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await pool.end();
  }
}

export async function prepareUsersTargets(server: FormulabServer, offset = 400): Promise<UsersBenchSetup> {
  const staff = await signInDemoAdmin(server);
  return {
    deepOffset: offset,
    deepUsers: await walk(server, staff, '/api/admin/users', offset),
    deepAudit: await walk(server, staff, '/api/admin/audit', offset),
    deepAcceptances: await walk(server, staff, '/api/admin/policies/acceptances', offset),
  };
}

/**
 * Staff's users list (first page with counts, by name, a search, a filter, a deep page), the audit log and
 * the log of policy acceptances (the policy screen's tab: newest first, one version, a search, a deep page).
 */
export function usersTargets(server: FormulabServer, setup: UsersBenchSetup): Target[] {
  const deep = setup.deepOffset.toLocaleString('en-US');
  const staff = (name: string, path: string, query: string, description: string, table: string): Target => ({
    name,
    description,
    url: `${server.url}${path}${query}`,
    server,
    explain: { table },
    async prepare() {
      return { cookie: await signInDemoAdmin(server) };
    },
    async check(response: Response) {
      const body = (await response.json()) as { items?: unknown[]; total?: number };
      if (response.status !== 200 || !body.items?.length || !body.total) {
        throw new Error(`${name} answered ${response.status} with ${body.items?.length ?? 'no'} items of ${body.total ?? '?'}`);
      }
    },
  });
  // the demo customer's bell (2,000 notifications among the bench accounts' 200,000), asked on every signed-in screen
  const bell = (name: string, path: string, description: string, ok: (body: any) => boolean): Target => ({
    name,
    description,
    url: `${server.url}${path}`,
    server,
    explain: { table: 'notifications' },
    async prepare() {
      return { cookie: (await signInDemoCustomer(server)).cookie };
    },
    async check(response: Response) {
      const body = await response.json();
      if (response.status !== 200 || !ok(body))
        throw new Error(`${name} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
    },
  });
  return [
    bell(
      'users: notifications (20)',
      '/api/notifications?limit=20',
      "the demo customer's bell: newest first, with the total and the unread count",
      (b) => b.items?.length === 20 && b.total >= 2000,
    ),
    bell(
      'users: notifications unread count',
      '/api/notifications/unread-count',
      "the bell's badge, polled by every signed-in screen",
      (b) => b.unread >= 600,
    ),
    staff('users: staff list (25)', '/api/admin/users', '?limit=25', 'newest first, with counts by role and status', 'users'),
    staff('users: staff list ?sort=name', '/api/admin/users', '?sort=name&limit=25', 'by name', 'users'),
    staff(
      'users: staff list ?q=company',
      '/api/admin/users',
      `?q=${encodeURIComponent('화장품 1234')}&limit=25`,
      'a search',
      'users',
    ),
    staff(
      'users: staff list ?status=suspended',
      '/api/admin/users',
      '?status=suspended&limit=25',
      'the suspended accounts',
      'users',
    ),
    staff(
      `users: staff list, ${deep} deep`,
      '/api/admin/users',
      `?limit=25&cursor=${encodeURIComponent(setup.deepUsers)}`,
      `a page after ${deep}`,
      'users',
    ),
    staff('users: audit log (50)', '/api/admin/audit', '?limit=50', 'newest first, total counted up to 10,000', 'audit_log'),
    staff(
      "users: audit log, one user's trail",
      '/api/admin/audit',
      '?subjectType=users&subjectId=bench-user-8&limit=20',
      "the entries of one user (the drawer's trail)",
      'audit_log',
    ),
    staff(
      `users: audit log, ${deep} deep`,
      '/api/admin/audit',
      `?limit=50&cursor=${encodeURIComponent(setup.deepAudit)}`,
      `a page after ${deep}`,
      'audit_log',
    ),
    staff(
      'users: policy acceptances (25)',
      '/api/admin/policies/acceptances',
      '?limit=25',
      'who accepted which version when, newest first, with the total',
      'policy_acceptances',
    ),
    staff(
      'users: policy acceptances ?kind=terms&version=2',
      '/api/admin/policies/acceptances',
      '?kind=terms&version=2&limit=25',
      'one version of the terms',
      'policy_acceptances',
    ),
    staff(
      'users: policy acceptances ?q=company',
      '/api/admin/policies/acceptances',
      `?q=${encodeURIComponent('화장품 1234')}&limit=25`,
      "a search (the users' name, e-mail or company)",
      'policy_acceptances',
    ),
    staff(
      `users: policy acceptances, ${deep} deep`,
      '/api/admin/policies/acceptances',
      `?limit=25&cursor=${encodeURIComponent(setup.deepAcceptances)}`,
      `a page after ${deep}`,
      'policy_acceptances',
    ),
  ];
}
