import { eq, sql, type SQL } from 'drizzle-orm';
import {
  subMaterialInputSchema,
  type SubMaterialDetail,
  type SubMaterialInput,
  type SubMaterialListQuery,
  type SubMaterialSummary,
} from '@formulab/shared/catalogue/sub-materials.schema';
import type { Db } from '../../db/client.ts';
import { containsText } from '../../lib/like.ts';
import { mayReadItem, STAFF_VIEWER, visibilityFilter, type CatalogueViewer } from '../catalogue/catalogue.policy.ts';
import { AppError, notFound, refuseIfInUse } from '../../errors.ts';
import { insertCatalogued, saveCatalogued, setCataloguedVisible } from '../catalogue/catalogue.writes.ts';
import { pgIdArray } from '../../lib/pg-array.ts';
import {
  byColumn,
  newestFirst,
  decodePageCursor,
  keysetAfter,
  keysetOrder,
  keysetPage,
  keysetSelect,
  type Keyset,
} from '../../lib/keyset.ts';
import { deleteWithFiles, filesByIds, presentThumb, thumbSql, writeWithFiles } from '../files/files.service.ts';
import type { FileStorage } from '../files/storage.ts';
import { termsExist } from '../taxonomy/taxonomy.service.ts';
import { subMaterials } from './sub-materials.table.ts';
import { pagesChanged } from '../realtime/bus.ts';

type Viewer = CatalogueViewer;
const termJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'slug', ${alias}.slug, 'nameKo', ${alias}.name_ko, 'nameEn', ${alias}.name_en)`);

const SELECT = sql`
  select s.*, s.image_ids[1] as first_image, ${termJson('t')} as type, ${termJson('m')} as material,
    coalesce((select json_agg(${termJson('f')} order by f.sort_order) from terms f where f.id = any(s.finish_ids)), '[]') as finishes,
    ${thumbSql(sql`s.image_ids[1]`)} as thumb
  from sub_materials s join terms t on t.id = s.type_id join terms m on m.id = s.material_id`;

type Row = Record<string, any>;

function presentSummary(r: Row): SubMaterialSummary {
  return {
    id: r.id,
    code: r.code,
    nameKo: r.name_ko,
    nameEn: r.name_en,
    type: r.type,
    material: r.material,
    capacityMl: r.capacity_ml === null ? null : Number(r.capacity_ml),
    finishes: r.finishes,
    moq: r.moq,
    fromPrice: r.from_price,
    leadTimeDays: r.lead_time_days,
    visible: r.visible,
    ...presentThumb(r.first_image, r.thumb),
  };
}

/** Packaging list with filters by type, material, finish and capacity; one statement per page. */
export async function listSubMaterials(db: Db, q: SubMaterialListQuery, viewer: Viewer) {
  const where: SQL[] = [];
  const visibility = visibilityFilter('s', viewer, q.visibility);
  if (visibility) where.push(visibility);
  if (q.type) where.push(sql`t.slug = ${q.type}`);
  if (q.material) where.push(sql`m.slug = ${q.material}`);
  if (q.finish) where.push(sql`s.finish_ids @> array[(select id from terms where kind = 'sub-finishes' and slug = ${q.finish})]`);
  if (q.capacityMin !== undefined) where.push(sql`s.capacity_ml >= ${q.capacityMin}`);
  if (q.capacityMax !== undefined) where.push(sql`s.capacity_ml <= ${q.capacityMax}`);
  const term = q.q?.toLowerCase().trim();
  // substring match on code and names (trigram or gram index, lib/like.ts); ingredients add typo
  // tolerance, packaging names are short
  if (term) where.push(containsText(sql`s.search_text`, term));
  const keyset = subMaterialKeyset(q.sort);
  const cursor = decodePageCursor(q.cursor, keyset);
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  // the total with the first page (one statement: the match list is small), carried in the cursor after
  const res = await db.execute<Row & { page_key: string[]; total: number }>(sql`
    select s.*, ${keysetSelect(keyset)} as page_key, ${cursor ? sql`${cursor.total}::int` : sql`(select count(*)::int from (${SELECT} ${whereSql}) c)`} as total
    from (${SELECT} ${whereSql}) s
    ${cursor ? sql`where ${keysetAfter(keyset, cursor.key)}` : sql``}
    order by ${keysetOrder(keyset)} limit ${q.limit + 1}`);
  return keysetPage(keyset, res.rows, q.limit, res.rows[0]?.total ?? cursor?.total ?? 0, presentSummary);
}

/** Each sort as a keyset (alias `s`); packaging without a capacity comes last when sorted by it. */
function subMaterialKeyset(sort: SubMaterialListQuery['sort']): Keyset {
  const byName = byColumn('name', 's', 'name_en', 'text');
  if (sort === 'capacity') {
    return { sort, columns: [{ expr: sql`coalesce(s.capacity_ml, 1e9)::bigint`, type: 'int' }, ...byName.columns] };
  }
  if (sort === 'price-asc') return { sort, columns: [{ expr: sql`s.from_price`, type: 'int' }, ...byName.columns] };
  if (sort === 'newest') return newestFirst('s');
  return byName;
}

/** One packaging item with its gallery; hidden ones exist only for staff. */
export async function getSubMaterial(db: Db, id: string, viewer: Viewer): Promise<SubMaterialDetail> {
  const res = await db.execute<Row>(sql`${SELECT} where s.id = ${id}`);
  const r = res.rows[0];
  if (!r || !mayReadItem(r as { visible: boolean }, viewer)) throw notFound('No such packaging item');
  return {
    ...presentSummary(r),
    colours: r.colours,
    priceTiers: r.price_tiers,
    descriptionKo: r.description_ko,
    descriptionEn: r.description_en,
    images: await filesByIds(db, pgIdArray(r.image_ids)),
    version: r.version,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

type Parsed = ReturnType<typeof subMaterialInputSchema.parse>;

async function check(db: Db, input: Parsed) {
  const fields: Record<string, string> = {};
  if (!(await termsExist(db, 'sub-types', [input.typeId]))) fields.typeId = 'errors.unknownOption';
  if (!(await termsExist(db, 'sub-materials', [input.materialId]))) fields.materialId = 'errors.unknownOption';
  if (!(await termsExist(db, 'sub-finishes', input.finishIds))) fields.finishIds = 'errors.unknownOption';
  if (Object.keys(fields).length) throw new AppError(400, 'VALIDATION', 'Unknown option', fields);
}

function values({ version: _version, ...input }: Parsed) {
  const tiers = [...input.priceTiers].sort((a, b) => a.minQty - b.minQty);
  return {
    ...input,
    priceTiers: tiers,
    fromPrice: Math.min(...tiers.map((t) => t.unitPrice)),
    finishIds: [...new Set(input.finishIds)],
  };
}

const codeTaken = () => new AppError(409, 'CONFLICT', 'That code is already used', { code: 'errors.codeTaken' });

/** Creates a packaging item (its code is unique) and takes ownership of its images. */
export async function createSubMaterial(db: Db, storage: FileStorage, raw: SubMaterialInput): Promise<SubMaterialDetail> {
  const input = subMaterialInputSchema.parse(raw);
  await check(db, input);
  const id = await writeWithFiles(db, storage, 'sub-material', { image: input.imageIds }, (tx) =>
    insertCatalogued(tx, subMaterials, values(input), 'packaging', codeTaken),
  );
  return getSubMaterial(db, id, STAFF_VIEWER);
}

export async function updateSubMaterial(
  db: Db,
  storage: FileStorage,
  id: string,
  raw: SubMaterialInput,
): Promise<SubMaterialDetail> {
  const input = subMaterialInputSchema.parse(raw);
  await check(db, input);
  await writeWithFiles(db, storage, 'sub-material', { image: input.imageIds }, async (tx) => {
    const clash = await tx.execute(sql`select 1 from sub_materials where code = ${input.code} and id <> ${id}`);
    if (clash.rows.length) throw codeTaken();
    await saveCatalogued(tx, subMaterials, id, input.version, values(input), 'packaging', 'No such packaging item');
    return id;
  });
  return getSubMaterial(db, id, STAFF_VIEWER);
}

export async function setSubMaterialVisibility(db: Db, id: string, visible: boolean): Promise<SubMaterialDetail> {
  await setCataloguedVisible(db, subMaterials, id, visible, 'packaging', 'No such packaging item');
  return getSubMaterial(db, id, STAFF_VIEWER);
}

/** Deletes a packaging item and its images. */
export async function deleteSubMaterial(db: Db, storage: FileStorage, id: string): Promise<void> {
  await deleteWithFiles(db, storage, { type: 'sub-material', id }, async (tx) => {
    // what a quote, sample, production order or recipe refers to stays (hide it from new use instead):
    // deleting it would leave those records without a code or capacity
    const { rows } = await tx.execute<{ quotes: number; samples: number; orders: number; recipes: number }>(sql`
      select (select count(*)::int from quotes where packaging_id = s.id) as quotes,
        (select count(*)::int from sample_requests where packaging_id = s.id) as samples,
        (select count(*)::int from production_orders o join quotes q on q.id = o.quote_id where q.packaging_id = s.id) as orders,
        (select count(*)::int from recipes r where r.costing -> 'packagingIds' ? s.id::text) as recipes
      from sub_materials s where s.id = ${id} for update`);
    const u = rows[0];
    if (!u) throw notFound('No such packaging item');
    refuseIfInUse('This packaging item', { quotes: u.quotes, samples: u.samples, orders: u.orders, recipes: u.recipes });
    const [row] = await tx.delete(subMaterials).where(eq(subMaterials.id, id)).returning({ id: subMaterials.id });
    if (!row) throw notFound('No such packaging item');
    await pagesChanged(tx, 'packaging', [id]);
  });
}
