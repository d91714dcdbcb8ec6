import { demoCustomerId, seeding } from './bench-buyers.ts';
import { PRODUCT_TYPE_SLUGS } from '../../packages/shared/src/recipes/formulation.ts';

export type RecipeSeedOptions = {
  /** recipes in the table (everyone's) */
  total: number;
  /** of those, how many the demo customer (the measured one) owns */
  forCustomer: number;
  /** other owners the rest is spread over */
  owners: number;
};

export type RecipeSeedResult = {
  customerId: string;
  customerRecipes: number;
  publicRecipes: number;
  totalRecipes: number;
  lines: number;
  seconds: number;
};

/**
 * Fills the recipes table for the recipe benchmarks, straight in SQL (generate_series): `total`
 * recipes spread over `owners` generated customers plus the demo customer, who owns `forCustomer` of
 * them. About 10 % are public (with real lines, so the gallery's INCI preview has work to do), 2 %
 * are soft-deleted (lists must skip them), names are Korean or English with a searchable word, and
 * `updated_at` is spread over two years so the lists' order means something. Private recipes get no
 * lines: a list never reads them.
 */
export async function seedBenchRecipes(databaseUrl: string, opts: RecipeSeedOptions): Promise<RecipeSeedResult> {
  return seeding(databaseUrl, async (pool) => {
    const customerId = await demoCustomerId(pool, 'recipe');

    await pool.query(
      `insert into users (id, name, email, email_verified, role, company_name)
       select 'bench-owner-' || g, 'Bench owner ' || g, 'bench-owner-' || g || '@bench.invalid', true, 'customer', 'Bench Cosmetics ' || g
       from generate_series(1, $1::int) g
       on conflict do nothing`,
      [opts.owners],
    );

    await pool.query(
      `with owners as (select array_agg(id order by id) as ids from users where id like 'bench-owner-%'),
            fns as (select coalesce(array_agg(id order by id), '{}') as ids from terms where kind = 'functions'),
            words as (select
              array['Hydrating','Calming','Brightening','Firming','Soothing','Clarifying','Nourishing','Barrier','Daily','Gentle'] as en,
              array['수분','진정','미백','탄력','보습','클리어','영양','장벽','데일리','순한'] as ko,
              $4::text[] as types)
       insert into recipes (owner_id, name, product_type, description, function_ids, visibility, costing, revision,
                            line_count, total_percent, valid, created_at, updated_at, deleted_at)
       select
         case when g <= $2 then $3 else owners.ids[1 + (g % array_length(owners.ids, 1))] end,
         case when g % 2 = 0
           then words.en[1 + (g / 20) % 10] || ' ' || initcap(replace(words.types[1 + g % array_length(words.types, 1)], '-', ' ')) || ' ' || g
           else words.ko[1 + (g / 20) % 10] || ' 처방 ' || g end,
         words.types[1 + g % array_length(words.types, 1)],
         'Generated recipe ' || g || ' for the recipe benchmark; 벤치마크용 생성 처방.',
         case when array_length(fns.ids, 1) > 1
           then array[fns.ids[1 + g % array_length(fns.ids, 1)], fns.ids[1 + (g * 7) % array_length(fns.ids, 1)]]
           else '{}'::int[] end,
         case when g % 20 in (3, 8) then 'public' else 'private' end,
         '{"fillMl":50,"density":1,"packagingIds":[],"quantity":3000}'::jsonb,
         1 + g % 5,
         10 + g % 20,
         case when g % 3 = 0 then 87.5 else 100 end,
         g % 3 <> 0,
         now() - ((g * 7919) % 105120) * interval '10 minutes' - interval '3 days',
         now() - ((g * 7919) % 105120) * interval '10 minutes',
         case when g % 50 = 0 then now() end
       from generate_series(1, $1::int) g, owners, fns, words`,
      [opts.total, opts.forCustomer, customerId, [...PRODUCT_TYPE_SLUGS]],
    );

    // lines of the generated public recipes: the first ingredient 70 %, the rest share 30 %; the hash is
    // widened first: abs(hashtext) near 2^31 plus p * 37 overflowed int4 in a few seeds out of a hundred
    const lines = await pool.query(
      `with ings as (select array_agg(id order by inci_name) as ids from ingredients where visible)
       insert into recipe_lines (recipe_id, position, ingredient_id, percent, phase, note)
       select r.id, p, ings.ids[(1 + (abs(hashtext(r.id::text)::bigint) + p * 37) % array_length(ings.ids, 1))::int],
              case when p = 1 then 70 else round(30.0 / (r.line_count - 1), 4) end,
              (array['A','A','B','C'])[1 + p % 4], ''
       from recipes r, ings, generate_series(1, r.line_count) p
       where r.visibility = 'public' and r.owner_id like 'bench-owner-%'`,
    );

    // a table that grew over months is mostly all-visible (autovacuum): vacuum too, not only analyze,
    // so counts can be index-only as they would be in production, not only right after a bulk load
    await pool.query('vacuum (analyze) users, recipes, recipe_lines');

    const counts = await pool.query<{ total: number; mine: number; pub: number }>(
      `select count(*)::int as total,
              count(*) filter (where owner_id = $1 and deleted_at is null)::int as mine,
              count(*) filter (where visibility = 'public' and deleted_at is null)::int as pub
       from recipes`,
      [customerId],
    );
    const c = counts.rows[0]!;
    return {
      customerId,
      customerRecipes: c.mine,
      publicRecipes: c.pub,
      totalRecipes: c.total,
      lines: lines.rowCount ?? 0,
    };
  });
}
