/**
 * npm run seed:scale — adds 10,000 ingredients and 2,000 packaging items (generated variants of the
 * demo catalogue) for benchmarks. Uses DATABASE_URL or the embedded database (stop the server first).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { seedTaxonomies } from './catalogue.ts';

const WORDS_EN = ['Extract', 'Ferment', 'Oil', 'Water', 'Powder', 'Complex', 'Filtrate', 'Butter', 'Esters', 'Peptide'];
const WORDS_KO = ['추출물', '발효물', '오일', '수', '파우더', '콤플렉스', '여과물', '버터', '에스터', '펩타이드'];
const PLANTS = [
  ['Camellia', '동백'],
  ['Lotus', '연꽃'],
  ['Mugwort', '쑥'],
  ['Yuzu', '유자'],
  ['Bamboo', '대나무'],
  ['Ginseng', '인삼'],
  ['Peony', '작약'],
  ['Mulberry', '뽕나무'],
  ['Cica', '병풀'],
  ['Rice', '쌀'],
  ['Soybean', '대두'],
  ['Lavender', '라벤더'],
  ['Tea Tree', '티트리'],
  ['Hibiscus', '히비스커스'],
  ['Pine', '소나무'],
  ['Seaweed', '해조'],
  ['Honey', '꿀'],
  ['Oat', '귀리'],
] as const;

/** Inserts `count` generated ingredients in batches; returns how many were added. */
export async function seedScaleIngredients(db: Db, count = 10_000, batch = 1000): Promise<number> {
  const t = await seedTaxonomies(db);
  const catIds = [...t.categories.values()];
  const fnIds = [...t.functions.values()];
  const start = Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from ingredients`)).rows[0]!.n);
  for (let done = 0; done < count; done += batch) {
    const rows = [];
    for (let k = 0; k < Math.min(batch, count - done); k++) {
      const i = start + done + k;
      const [en, ko] = PLANTS[i % PLANTS.length]!;
      const w = i % WORDS_EN.length;
      rows.push(sql`(${`${en} ${WORDS_EN[w]} ${i}`}, ${`${ko} ${WORDS_KO[w]} ${i}`}, ${`${en} ${WORDS_EN[w]} No.${i}`}, ${catIds[i % catIds.length]},
        ${`{${fnIds[i % fnIds.length]},${fnIds[(i * 7) % fnIds.length]}}`}::int[], 'plant', 0.1, 5, ${1000 + (i % 500) * 700}, 1, ${`Generated ingredient ${i} for load tests.`}, ${`부하 시험용 생성 원료 ${i}.`})`);
    }
    await db.execute(sql`insert into ingredients (inci_name, name_ko, name_en, category_id, function_ids, origin, use_min, use_max, price_per_kg, moq_kg, description_en, description_ko)
      values ${sql.join(rows, sql`, `)} on conflict do nothing`);
  }
  return count;
}

/** Inserts `count` generated packaging items. */
export async function seedScaleSubMaterials(db: Db, count = 2000): Promise<number> {
  const t = await seedTaxonomies(db);
  const types = [...t.types.values()];
  const mats = [...t.mats.values()];
  const rows = [];
  const start = Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from sub_materials`)).rows[0]!.n);
  for (let k = 0; k < count; k++) {
    const i = start + k;
    const cap = [15, 30, 50, 100, 150, 200, 300, 500][i % 8]!;
    rows.push(sql`(${`GEN-${i}`}, ${`생성 용기 ${i} ${cap}ml`}, ${`Generated container ${i} ${cap} ml`}, ${types[i % types.length]}, ${mats[i % mats.length]}, ${cap},
      ${3000}, ${JSON.stringify([
        { minQty: 3000, unitPrice: 300 + (i % 40) * 10 },
        { minQty: 10000, unitPrice: 250 + (i % 40) * 10 },
      ])}::jsonb, ${250 + (i % 40) * 10}, 21)`);
  }
  for (let b = 0; b < rows.length; b += 500) {
    await db.execute(sql`insert into sub_materials (code, name_ko, name_en, type_id, material_id, capacity_ml, moq, price_tiers, from_price, lead_time_days)
      values ${sql.join(rows.slice(b, b + 500), sql`, `)} on conflict do nothing`);
  }
  return count;
}
