/**
 * Bench of the compliance rule-change job (issue 15) and staff's rule list, outside the HTTP bench:
 * `npx tsx bench/compliance-job.ts` (DATABASE_URL's server, default postgres://root@127.0.0.1:5432/postgres;
 * a scratch database is created and dropped). Seeds the real rules, 100,000 recipes (RECIPES) of 4–6 lines
 * over 2,000 owners, each targeting 1–3 markets, a quarter of them holding the changed substance; then
 * changes one rule (the EU cap on it) and times `runComplianceRechecks` (wall and this process's CPU), prints
 * the plan of the affected-recipes query, and times the admin rule list's first page and a search.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { blankRuleFields } from '@formulab/shared/compliance/compliance.fixtures';
import { createRule, listRules, updateRule } from '../apps/server/src/modules/compliance/compliance.admin.service.ts';
import { runComplianceRechecks } from '../apps/server/src/modules/compliance/compliance.recheck.ts';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts';
import { seedComplianceRules } from '../apps/server/src/seed/compliance.seed.ts';

const RECIPES = Number(process.env.RECIPES ?? 100_000);
const base = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const name = `bench_compliance_${crypto.randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const database = openDatabase(url.toString(), 4);
const { pool, db } = database;
const ms = (t: number) => `${(performance.now() - t).toFixed(0)} ms`;
try {
  await migrateDatabase(pool);
  await seedComplianceRules(db);
  let t = performance.now();
  await pool.query(`insert into users (id, name, email, email_verified, role, company_name)
    select 'u' || g, 'Owner ' || g, 'owner' || g || '@bench.local', true, 'customer', 'Co ' || g from generate_series(1, 2000) g`);
  const cat = await pool.query<{
    id: number;
  }>(`insert into terms (kind, slug, name_ko, name_en, sort_order) values ('categories', 'bench', '벤치', 'Bench', 1)
    on conflict do nothing returning id`);
  const categoryId = cat.rows[0]?.id ?? (await pool.query(`select id from terms where kind = 'categories' limit 1`)).rows[0].id;
  // the substance (salicylic acid, capped in the EU) and seven plain ingredients
  const ing = await pool.query<{ id: string; inci_name: string }>(
    `insert into ingredients (inci_name, name_ko, name_en, cas_number, category_id, origin, price_per_kg, moq_kg)
     select n, n, n, c, $1, 'synthetic', 1000, 1 from (values ('Salicylic Acid', '69-72-7'), ('Water', null), ('Glycerin', '56-81-5'),
       ('Butylene Glycol', '107-88-0'), ('Squalane', '111-01-3'), ('Xanthan Gum', '11138-66-2'), ('Cetearyl Alcohol', '67762-27-0'),
       ('Allantoin', '97-59-6')) v(n, c) returning id, inci_name`,
    [categoryId],
  );
  const sal = ing.rows.find((r) => r.inci_name === 'Salicylic Acid')!.id;
  const others = ing.rows.filter((r) => r.id !== sal).map((r) => r.id);
  await pool.query(
    `insert into recipes (id, owner_id, name, product_type, costing, revision, line_count, total_percent, valid, target_markets, compliance_status)
     select md5('r' || g)::uuid, 'u' || (g % 2000 + 1), 'Recipe ' || g,  (array['cream','serum','toner','shampoo','cleansing-foam'])[g % 5 + 1],
       '{"fillMl":50,"density":1,"packagingIds":[],"quantity":3000}'::jsonb, 1, 5, 100, true,
       case g % 5 when 0 then '{EU}' when 1 then '{EU,KR}' when 2 then '{KR,CN,US}' when 3 then '{EU,ASEAN,CN}' else '{US}' end::text[], 'pass'
     from generate_series(1, $1::int) g`,
    [RECIPES],
  );
  await pool.query(
    `insert into recipe_lines (recipe_id, position, ingredient_id, percent, phase)
     select md5('r' || g)::uuid, p, case when p = 4 and g % 4 = 0 then $1::uuid else ($2::uuid[])[(g + p) % 7 + 1] end,
       case p when 0 then 80 when 1 then 10 when 2 then 5 when 3 then 3 else 2 end, 'A'
     from generate_series(1, $3::int) g, generate_series(0, 4) p`,
    [sal, others, RECIPES],
  );
  await pool.query(`insert into recipe_revisions (recipe_id, number, snapshot, total_percent, valid, line_count)
    select id, 1, '{}'::jsonb, 100, true, 5 from recipes`);
  await pool.query('analyze');
  console.log(`seeded ${RECIPES} recipes (${RECIPES * 5} lines) in ${ms(t)}`);

  const staff = { id: 'u1', email: 'owner1@bench.local' };
  await pool.query(`update users set role = 'admin' where id = 'u1'`);
  // a new EU rule on the substance at 1 %: every recipe holding it at 2 % fails in the EU
  const rule = await createRule(
    db,
    {
      ...blankRuleFields(),
      market: 'EU',
      inciName: 'Salicylic Acid',
      casNumbers: ['69-72-7'],
      kind: 'restricted',
      maxPercent: 1,
      reference: 'Bench',
      effectiveFrom: '2020-01-01',
      note: 'bench',
    },
    staff,
  );
  // the seeded rules' own queue is empty (the seed queues nothing): only this change is pending
  const plan = await pool.query(`explain (analyze, buffers, costs off)
    select r.id from recipes r where r.deleted_at is null and r.target_markets && array['EU']::text[]
      and exists (select 1 from recipe_lines l where l.recipe_id = r.id and l.ingredient_id = any(array['${sal}']::uuid[]))`);
  console.log('plan of the affected-recipes query:\n  ' + plan.rows.map((r) => r['QUERY PLAN']).join('\n  '));

  const run = async (label: string) => {
    const cpu = process.cpuUsage();
    t = performance.now();
    const result = await runComplianceRechecks(db, null);
    const used = process.cpuUsage(cpu);
    console.log(
      `${label}: ${ms(t)} wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU (node) — ${JSON.stringify(result)}`,
    );
  };
  await run('job, new rule (first check of every affected recipe)');
  await updateRule(
    db,
    rule.rule.id,
    { ...rule.versions[0]!.snapshot, maxPercent: 3, note: 'raised', version: 1 } as never,
    staff,
  );
  await run('job, rule raised to 3 % (verdicts flip back)');
  await run('job, nothing pending');

  for (const [label, q] of [
    ['rule list, first page', { state: 'active', sort: 'substance', limit: 25 }],
    ['rule list, EU by latest change', { state: 'active', sort: 'updated', market: 'EU', limit: 25 }],
    ['rule list, search "salicyl"', { state: 'all', sort: 'substance', q: 'salicyl', limit: 25 }],
  ] as const) {
    await listRules(db, q as never);
    t = performance.now();
    for (let i = 0; i < 50; i++) await listRules(db, q as never);
    console.log(`${label}: ${((performance.now() - t) / 50).toFixed(2)} ms per page`);
  }
} finally {
  await database.close();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
}
