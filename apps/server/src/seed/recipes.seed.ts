import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recipeInputSchema, type RecipeData } from '@formulab/shared/recipes/recipes.schema';
import type { Db } from '../db/client.ts';
import type { Auth } from '../modules/auth/auth.ts';
import { createRecipeForOwner, saveRecipe } from '../modules/recipes/recipes.service.ts';
import { createUser, DEMO_ACCOUNTS } from './accounts.ts';
import { DEMO_LAB, DEMO_RECIPES, demoRevisionLines, revisionCount, type DemoRecipe } from './recipes.data.ts';

type Lookups = { ingredients: Map<string, string>; functions: Map<string, number>; packaging: Map<string, string> };

async function lookups(db: Db): Promise<Lookups> {
  const [ing, fn, pk] = [
    await db.execute<{ id: string; inci: string }>(sql`select id, inci_name as inci from ingredients`),
    await db.execute<{ id: number; slug: string }>(sql`select id, slug from terms where kind = 'functions'`),
    await db.execute<{ id: string; code: string }>(sql`select id, code from sub_materials`),
  ];
  return {
    ingredients: new Map(ing.rows.map((r) => [r.inci.toLowerCase(), r.id])),
    functions: new Map(fn.rows.map((r) => [r.slug, r.id])),
    packaging: new Map(pk.rows.map((r) => [r.code, r.id])),
  };
}

/** Revision `rev` of a demo recipe as API input; null when the catalogue lacks one of its ingredients. */
function revisionData(r: DemoRecipe, rev: number, l: Lookups): RecipeData | null {
  const lines = demoRevisionLines(r, rev);
  if (lines.some((x) => !l.ingredients.has(x.inci.toLowerCase()))) return null;
  return recipeInputSchema.parse({
    name: r.name,
    productType: r.productType,
    description: r.description,
    targetMarkets: r.targetMarkets ?? [],
    visibility: r.visibility,
    functionIds: r.functions.flatMap((s) => (l.functions.has(s) ? [l.functions.get(s)!] : [])),
    lines: lines.map((x) => ({
      ingredientId: l.ingredients.get(x.inci.toLowerCase())!,
      percent: x.percent,
      phase: x.phase,
      note: x.note,
    })),
    costing: r.costing
      ? {
          fillMl: r.costing.fillMl,
          density: r.costing.density ?? 1,
          packagingIds: r.costing.packaging.flatMap((c) => (l.packaging.has(c) ? [l.packaging.get(c)!] : [])),
          quantity: 3000,
        }
      : undefined,
  });
}

/** The lab account that owns the gallery's demo recipes (created on first use; nobody signs in with it). */
async function labUser(db: Db, auth: Auth): Promise<string> {
  const found = await db.execute<{ id: string }>(sql`select id from users where email = ${DEMO_LAB.email}`);
  if (found.rows[0]) return found.rows[0].id;
  // a random password nobody knows: the account only authors recipes (staff can reset it if ever needed)
  return createUser(db, auth, { ...DEMO_LAB, password: crypto.randomBytes(24).toString('base64url'), role: 'customer' });
}

/**
 * The demo recipes (see recipes.data.ts), written through the same service as the API so their
 * validity and revisions are real; then their dates are spread over past weeks so the gallery and the
 * histories look lived-in. Only into a demo install that has the demo customer and no recipe at all,
 * so it runs once and never touches real data. Returns how many recipes were created.
 */
export async function seedDemoRecipes(db: Db, auth: Auth, log: FastifyBaseLogger): Promise<number> {
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from recipes`)).rows as [{ n: number }];
  if (n > 0) return 0;
  const customer = (await db.execute<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS.customer.email}`))
    .rows[0];
  if (!customer) return 0;
  const l = await lookups(db);
  if (!l.ingredients.size) return 0;
  const lab = await labUser(db, auth);
  let created = 0;
  for (const [index, r] of DEMO_RECIPES.entries()) {
    const owner = r.owner === 'lab' ? lab : customer.id;
    const revisions = Array.from({ length: revisionCount(r) }, (_, rev) => revisionData(r, rev, l));
    if (revisions.some((d) => d === null)) {
      log.warn({ recipe: r.name }, 'demo recipe skipped: an ingredient is missing from the catalogue');
      continue;
    }
    const [first, ...later] = revisions as RecipeData[];
    const id = await createRecipeForOwner(db, owner, owner, first!, { note: r.earlier?.[0]?.note ?? r.note ?? '' });
    for (const [k, data] of later.entries()) {
      // revision k + 2: the note of the next "earlier" entry, or the recipe's own note for the last one
      const note = k === later.length - 1 ? (r.note ?? '') : (r.earlier?.[k + 1]?.note ?? '');
      await saveRecipe(db, id, owner, { ...data, baseRevision: k + 1, revisionNote: note });
    }
    await backdate(db, id, index, revisions.length);
    created++;
  }
  log.info({ created }, 'demo recipes created');
  return created;
}

/** Revision k of recipe i was saved (count − k) × 4 days + i × 9 hours ago; the recipe was created with its first. */
async function backdate(db: Db, id: string, index: number, count: number): Promise<void> {
  const hours = (rev: number) => (count - rev) * 96 + index * 9;
  await db.execute(sql`update recipe_revisions set created_at = now() - make_interval(hours => (${count} - number) * 96 + ${index * 9})
    where recipe_id = ${id}`);
  await db.execute(sql`update recipes set created_at = now() - make_interval(hours => ${hours(1)}), updated_at = now() - make_interval(hours => ${hours(count)})
    where id = ${id}`);
}
