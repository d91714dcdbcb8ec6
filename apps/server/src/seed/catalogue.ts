import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { materials } from '../modules/materials/materials.table.ts';
import { subMaterials } from '../modules/sub-materials/sub-materials.table.ts';
import { terms } from '../modules/taxonomy/taxonomy.table.ts';
import { materialInputSchema } from '@formulab/shared/catalogue/materials.schema';
import { subMaterialInputSchema } from '@formulab/shared/catalogue/sub-materials.schema';
import { commitIngredientImport } from '../modules/ingredients/ingredients.csv.ts';
import { INGREDIENTS_CSV } from './catalogue/ingredients.data.ts';
import { MATERIALS } from './catalogue/materials.data.ts';
import { SUB_MATERIALS } from './catalogue/sub-materials.data.ts';
import {
  CATEGORIES,
  FUNCTIONS,
  SUB_FINISHES,
  SUB_MATERIALS as SUB_MATERIAL_KINDS,
  SUB_TYPES,
} from './catalogue/taxonomy.data.ts';

type TermSeed = { slug: string; ko: string; en: string };

async function seedTerms(db: Db, kind: string, list: TermSeed[]): Promise<Map<string, number>> {
  await db
    .insert(terms)
    .values(list.map((t, i) => ({ kind, slug: t.slug, nameKo: t.ko, nameEn: t.en, sortOrder: i })))
    .onConflictDoNothing();
  const rows = await db.execute<{ id: number; slug: string }>(sql`select id, slug from terms where kind = ${kind}`);
  return new Map(rows.rows.map((r) => [r.slug, r.id]));
}

/** The taxonomies every install needs (categories, functions, packaging options); idempotent. */
export async function seedTaxonomies(db: Db) {
  const [categories, functions, types, mats, finishes] = [
    await seedTerms(db, 'categories', CATEGORIES),
    await seedTerms(db, 'functions', FUNCTIONS),
    await seedTerms(db, 'sub-types', SUB_TYPES),
    await seedTerms(db, 'sub-materials', SUB_MATERIAL_KINDS),
    await seedTerms(db, 'sub-finishes', SUB_FINISHES),
  ];
  return { categories, functions, types, mats, finishes };
}

/** The demo catalogue: real ingredients, packaging and raw materials — only into an empty catalogue. */
export async function seedCatalogue(db: Db): Promise<boolean> {
  const t = await seedTaxonomies(db);
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from ingredients`)).rows as [{ n: number }];
  if (n > 0) return false;
  const id = (map: Map<string, number>, slug: string) => {
    const v = map.get(slug);
    if (v === undefined) throw new Error(`seed: unknown taxonomy slug ${slug}`);
    return v;
  };
  await db.transaction(async (tx) => {
    // the ingredients go in through staff's own import: the same analyser, schema and messages
    const imported = await commitIngredientImport(tx, INGREDIENTS_CSV);
    if (!imported.committed) {
      const bad = imported.rows.filter((r) => r.action === 'error').slice(0, 5);
      throw new Error(
        `seed: ingredients.csv does not import: ${bad.map((r) => `row ${r.row} ${JSON.stringify(r.errors)}`).join('; ')}`,
      );
    }
    const ids = await tx.execute<{ id: string; inci: string }>(sql`select id, inci_name as inci from ingredients`);
    const byInci = new Map(ids.rows.map((r) => [r.inci.toLowerCase(), r.id]));
    // materials and packaging are checked by the schemas staff's forms are: a value staff could not
    // save is not seeded either
    await tx.insert(materials).values(
      MATERIALS.map((m) => {
        const ingredientId = byInci.get(m.inci.toLowerCase());
        if (!ingredientId) throw new Error(`seed: materials.json names ${m.inci}, which ingredients.csv does not`);
        const { version: _v, ...input } = materialInputSchema.parse({ ...m, ingredientId });
        return input;
      }),
    );
    await tx.insert(subMaterials).values(
      SUB_MATERIALS.map((s) => {
        const {
          version: _v,
          imageIds: _i,
          ...input
        } = subMaterialInputSchema.parse({
          code: s.code,
          nameKo: s.ko,
          nameEn: s.en,
          typeId: id(t.types, s.type),
          materialId: id(t.mats, s.material),
          capacityMl: s.capacityMl,
          finishIds: s.finishes.map((f) => id(t.finishes, f)),
          colours: s.colours,
          moq: s.moq,
          priceTiers: s.priceTiers,
          leadTimeDays: s.leadTimeDays,
          descriptionKo: s.descKo,
          descriptionEn: s.descEn,
        });
        return { ...input, fromPrice: Math.min(...input.priceTiers.map((p) => p.unitPrice)) };
      }),
    );
  });
  return true;
}
