import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ingredients } from '../modules/ingredients/ingredients.table.ts';
import { materials } from '../modules/materials/materials.table.ts';
import { subMaterials } from '../modules/sub-materials/sub-materials.table.ts';
import { terms } from '../modules/taxonomy/taxonomy.table.ts';
import { INGREDIENTS } from './catalogue/ingredients.data.ts';
import { NAMES_ZH } from './catalogue/ingredient-names-zh.data.ts';
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
    await tx.insert(ingredients).values(
      INGREDIENTS.map((s) => ({
        inciName: s.inci,
        nameKo: s.ko,
        nameEn: s.en,
        nameZh: NAMES_ZH[s.inci]?.zh ?? null,
        casNumber: s.cas,
        ecNumber: s.ec,
        categoryId: id(t.categories, s.category),
        functionIds: s.functions.map((f) => id(t.functions, f)),
        descriptionKo: s.descKo,
        descriptionEn: s.descEn,
        origin: s.origin,
        useMin: s.useMin,
        useMax: s.useMax,
        limitNote: s.limitNote,
        allergen: s.allergen,
        pricePerKg: s.pricePerKg,
        moqKg: s.moqKg,
      })),
    );
    const ids = await tx.execute<{ id: string; inci: string }>(sql`select id, inci_name as inci from ingredients`);
    const byInci = new Map(ids.rows.map((r) => [r.inci.toLowerCase(), r.id]));
    await tx.insert(materials).values(
      MATERIALS.filter((m) => byInci.has(m.inci.toLowerCase())).map((m) => ({
        ingredientId: byInci.get(m.inci.toLowerCase())!,
        tradeName: m.tradeName,
        supplier: m.supplier,
        unitCostPerKg: m.unitCostPerKg,
        stockKg: m.stockKg,
        reorderLevelKg: m.reorderLevelKg,
        lots: m.lots,
      })),
    );
    await tx.insert(subMaterials).values(
      SUB_MATERIALS.map((s) => ({
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
        fromPrice: Math.min(...s.priceTiers.map((p) => p.unitPrice)),
        leadTimeDays: s.leadTimeDays,
        descriptionKo: s.descKo,
        descriptionEn: s.descEn,
      })),
    );
  });
  return true;
}
