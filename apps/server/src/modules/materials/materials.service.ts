import { eq, sql, type SQL } from 'drizzle-orm';
import { materialInputSchema, type Material, type MaterialInput } from '@formulab/shared/catalogue/materials.schema';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { atVersion, missingOrStale, nextVersion } from '../../lib/versions.ts';
import { decodePageCursor, keysetAfter, keysetOrder, keysetPage, keysetSelect, type Keyset } from '../../lib/keyset.ts';
import { materials } from './materials.table.ts';
import { anyOf, containsAnyField, containsText } from '../../lib/like.ts';

type Row = Record<string, any>;

const SELECT = sql`
  select m.*, json_build_object('id', i.id, 'inciName', i.inci_name, 'nameKo', i.name_ko, 'nameEn', i.name_en) as ingredient
  from materials m join ingredients i on i.id = m.ingredient_id`;

function present(r: Row): Material {
  const stock = Number(r.stock_kg);
  const reorder = Number(r.reorder_level_kg);
  return {
    id: r.id,
    ingredient: r.ingredient,
    tradeName: r.trade_name,
    supplier: r.supplier,
    unitCostPerKg: r.unit_cost_per_kg,
    stockKg: stock,
    reorderLevelKg: reorder,
    lowStock: stock <= reorder,
    lots: r.lots,
    version: r.version,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** Low stock first (lowest cover first within it), then by trade name (alias `x`). */
const MATERIAL_KEYSET: Keyset = {
  sort: 'stock',
  columns: [
    { expr: sql`(x.stock_kg <= x.reorder_level_kg)::int`, type: 'int', desc: true },
    { expr: sql`x.trade_name`, type: 'text' },
    { expr: sql`x.id`, type: 'uuid' },
  ],
};

/** Staff list of materials; `lowStock` keeps those at or below their reorder level, lowest cover first. */
export async function listMaterials(db: Db, q: { q?: string; lowStock?: 'true' | 'false'; limit: number; cursor?: string }) {
  const where: SQL[] = [];
  const term = q.q?.toLowerCase().trim();
  if (term) {
    // trade name or supplier through their joined text's indexes; the ingredient's names and CAS through
    // the ingredients' (an array computed once, then `materials_ingredient_idx`)
    where.push(
      anyOf([
        containsAnyField(sql`lower(m.trade_name || ' ' || m.supplier)`, [sql`lower(m.trade_name)`, sql`lower(m.supplier)`], term),
        sql`m.ingredient_id = any(array(select s.id from ingredients s where ${containsText(sql`s.search_text`, term)}))`,
      ]),
    );
  }
  if (q.lowStock === 'true') where.push(sql`m.stock_kg <= m.reorder_level_kg`);
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const cursor = decodePageCursor(q.cursor, MATERIAL_KEYSET);
  const res = await db.execute<Row & { page_key: string[]; total: number }>(sql`
    select *, ${keysetSelect(MATERIAL_KEYSET)} as page_key, ${cursor ? sql`${cursor.total}::int` : sql`(select count(*)::int from (${SELECT} ${whereSql}) c)`} as total
    from (${SELECT} ${whereSql}) x
    ${cursor ? sql`where ${keysetAfter(MATERIAL_KEYSET, cursor.key)}` : sql``}
    order by ${keysetOrder(MATERIAL_KEYSET)} limit ${q.limit + 1}`);
  return keysetPage(MATERIAL_KEYSET, res.rows, q.limit, res.rows[0]?.total ?? cursor?.total ?? 0, present);
}

export async function getMaterial(db: Db, id: string): Promise<Material> {
  const res = await db.execute<Row>(sql`${SELECT} where m.id = ${id}`);
  if (!res.rows[0]) throw notFound('No such material');
  return present(res.rows[0]);
}

async function checkIngredient(db: Db, id: string) {
  const r = await db.execute(sql`select 1 from ingredients where id = ${id}`);
  if (!r.rows.length) throw new AppError(400, 'VALIDATION', 'Unknown ingredient', { ingredientId: 'errors.unknownIngredient' });
}

export async function createMaterial(db: Db, raw: MaterialInput): Promise<Material> {
  const { version: _version, ...input } = materialInputSchema.parse(raw);
  await checkIngredient(db, input.ingredientId);
  const [row] = await db.insert(materials).values(input).returning({ id: materials.id });
  return getMaterial(db, row!.id);
}

export async function updateMaterial(db: Db, id: string, raw: MaterialInput): Promise<Material> {
  const { version, ...input } = materialInputSchema.parse(raw);
  await checkIngredient(db, input.ingredientId);
  const [row] = await db
    .update(materials)
    .set({ ...input, ...nextVersion(materials), updatedAt: new Date() })
    .where(atVersion(materials, id, version))
    .returning({ id: materials.id });
  if (!row) await missingOrStale(db, 'materials', id, 'material', 'No such material');
  return getMaterial(db, id);
}

export async function deleteMaterial(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(materials).where(eq(materials.id, id)).returning({ id: materials.id });
  if (!row) throw notFound('No such material');
}
