/**
 * Products (PRODUCT.md §3.6): the shop's catalogue. Visitors and customers see active and sold-out
 * products; hidden ones exist only for staff. Options carry price and stock; the product row keeps
 * their lowest price and total stock (`refreshProductTotals`) so every list sorts and filters on one
 * table through the indexes of migration 0012.
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  ProductDetail,
  ProductInputParsed,
  ProductListQuery,
  ProductPage,
  ProductSort,
  ProductStatus,
  ProductSummary,
  ProductCategory,
} from '@formulab/shared/shop/products.schema';
import type { Db } from '../../db/client.ts';
import { pagesChanged } from '../realtime/bus.ts';
import { AppError, changedMeanwhile, notFound, refuseIfInUse } from '../../errors.ts';
import {
  newestFirst,
  byColumn,
  decodePageCursor,
  keysetAfter,
  keysetOrder,
  keysetPage,
  keysetSelect,
  type Keyset,
} from '../../lib/keyset.ts';
import { containsText } from '../../lib/like.ts';
import {
  deleteOwnedFiles,
  filesByIds,
  presentThumb,
  removeStored,
  syncAttachments,
  thumbSql,
  type ThumbRow,
} from '../files/files.service.ts';
import type { FileStorage } from '../files/storage.ts';
import { productOptions, products } from './products.table.ts';
import { mayReadProduct, productStatusFilter } from './products.policy.ts';
import { iso } from '../../lib/dates.ts';

/** "PR-00042" */
export const productCode = (n: number) => `PR-${String(n).padStart(5, '0')}`;

/** The columns of a list row (alias p). */
const SUMMARY_COLUMNS = sql`p.id, p.number, p.name_ko, p.name_en, p.summary_ko, p.summary_en, p.category, p.status,
  p.from_price, p.stock, p.image_ids[1] as cover_id, ${thumbSql(sql`p.image_ids[1]`)} as cover_thumb, p.sold_count`;

type SummaryRow = {
  id: string;
  number: number;
  name_ko: string;
  name_en: string;
  summary_ko: string;
  summary_en: string;
  category: string;
  status: string;
  from_price: string | number;
  stock: number;
  cover_id: string | null;
  cover_thumb: ThumbRow;
  sold_count: number;
};

export const thumbUrlOf = (fileId: string | null) => (fileId ? `/api/files/${fileId}/thumb` : null);

function presentSummary(r: SummaryRow): ProductSummary {
  return {
    id: r.id,
    code: productCode(r.number),
    nameKo: r.name_ko,
    nameEn: r.name_en,
    summaryKo: r.summary_ko,
    summaryEn: r.summary_en,
    category: r.category as ProductCategory,
    status: r.status as ProductStatus,
    fromPrice: Number(r.from_price),
    stock: r.stock,
    ...presentThumb(r.cover_id, r.cover_thumb),
    soldCount: r.sold_count,
  };
}

/** Each sort as key columns (the last one unique); the public partial indexes follow them exactly. */
const KEYSETS: Record<ProductSort, Keyset> = {
  newest: newestFirst('p'),
  price_asc: byColumn('price_asc', 'p', 'from_price', 'int'),
  price_desc: byColumn('price_desc', 'p', 'from_price', 'int', true),
  name: byColumn('name', 'p', 'name_ko', 'text'),
  popular: byColumn('popular', 'p', 'sold_count', 'int', true),
};

/**
 * One page of products. `staff` lists every status (and may filter by it); everyone else sees active
 * and sold-out products only, and a `status` filter is ignored. The first page counts its total in the
 * same statement; later pages carry it in the cursor.
 */
export async function listProducts(db: Db, q: ProductListQuery, staff: boolean): Promise<ProductPage> {
  const keyset = KEYSETS[q.sort];
  const after = decodePageCursor(q.cursor, keyset);
  const where: SQL[] = [];
  const status = productStatusFilter('p', staff, q.status);
  if (status) where.push(status);
  if (q.category) where.push(sql`p.category = ${q.category}`);
  if (q.priceMin !== undefined) where.push(sql`p.from_price >= ${q.priceMin}`);
  if (q.priceMax !== undefined) where.push(sql`p.from_price <= ${q.priceMax}`);
  if (q.inStock === true) where.push(sql`p.stock > 0 and p.status = 'active'`);
  if (q.inStock === false) where.push(sql`(p.stock = 0 or p.status = 'sold_out')`);
  const term = q.q?.trim().toLowerCase();
  if (term) where.push(containsText(sql`p.search`, term));
  const filter = where.length ? sql.join(where, sql` and `) : sql`true`;
  // ONE statement: on the first page the total rides along as an uncorrelated subquery (run once)
  const countSql = sql`(select count(*)::int from products p where ${filter})`;
  const page = await db.execute<SummaryRow & { page_key: string[]; total: number | null }>(sql`
    select ${SUMMARY_COLUMNS}, ${keysetSelect(keyset)} as page_key, ${after ? sql`null::int` : countSql} as total
    from products p
    where ${filter} ${after ? sql`and ${keysetAfter(keyset, after.key)}` : sql``}
    order by ${keysetOrder(keyset)}
    limit ${q.limit + 1}`);
  const total = after
    ? after.total
    : (page.rows[0]?.total ?? (await db.execute<{ n: number }>(sql`select ${countSql} as n`)).rows[0]!.n);
  return keysetPage(keyset, page.rows, q.limit, total, presentSummary);
}

type DetailRow = SummaryRow & {
  description_ko: string;
  description_en: string;
  image_ids: string[];
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
};

/** One product: hidden ones only for staff (404 for anyone else). */
export async function getProduct(db: Db, id: string, staff: boolean | (() => Promise<boolean>)): Promise<ProductDetail> {
  const { rows } = await db.execute<DetailRow>(sql`
    select ${SUMMARY_COLUMNS}, p.description_ko, p.description_en, p.image_ids, p.version, p.created_at, p.updated_at
    from products p where p.id = ${id}`);
  const r = rows[0];
  if (!r) throw notFound('No such product');
  // who is asking is looked up (`staff` as a function) only when the answer depends on it
  const isStaff = async () => (typeof staff === 'function' ? await staff() : staff);
  if (!mayReadProduct(r, false) && !mayReadProduct(r, await isStaff())) throw notFound('No such product');
  const [options, images] = await Promise.all([
    db
      .select({
        id: productOptions.id,
        nameKo: productOptions.nameKo,
        nameEn: productOptions.nameEn,
        price: productOptions.price,
        stock: productOptions.stock,
      })
      .from(productOptions)
      .where(sql`${productOptions.productId} = ${id}`)
      .orderBy(productOptions.position, productOptions.createdAt),
    filesByIds(db, r.image_ids ?? []),
  ]);
  return {
    ...presentSummary(r),
    descriptionKo: r.description_ko,
    descriptionEn: r.description_en,
    images,
    options: options.map((o) => ({ ...o, price: Number(o.price) })),
    version: r.version,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** Keeps the product's lowest price and total stock in step with its options (same transaction). */
export async function refreshProductTotals(tx: Db, productId: string): Promise<void> {
  await tx.execute(sql`
    update products set
      from_price = coalesce((select min(price) from product_options where product_id = ${productId}), 0),
      stock = coalesce((select sum(stock) from product_options where product_id = ${productId}), 0)
    where id = ${productId}`);
}

/** Makes the product's options exactly `input.options`: kept by id, new ones added, missing ones removed. */
async function syncOptions(tx: Db, productId: string, input: ProductInputParsed['options']): Promise<void> {
  const existing = await tx
    .select({ id: productOptions.id })
    .from(productOptions)
    .where(sql`${productOptions.productId} = ${productId}`);
  const known = new Set(existing.map((o) => o.id));
  const keep = new Set<string>();
  for (const [i, o] of input.entries()) {
    if (o.id) {
      if (!known.has(o.id)) {
        // on the row's first field: the id is not a field a person sees, and the form shows only those
        throw new AppError(400, 'VALIDATION', 'Unknown option', { [`options.${i}.nameKo`]: 'errors.unknownOption' });
      }
      keep.add(o.id);
      await tx
        .update(productOptions)
        .set({ nameKo: o.nameKo, nameEn: o.nameEn, price: o.price, stock: o.stock, position: i })
        .where(sql`${productOptions.id} = ${o.id}`);
    } else {
      await tx
        .insert(productOptions)
        .values({ productId, nameKo: o.nameKo, nameEn: o.nameEn, price: o.price, stock: o.stock, position: i });
    }
  }
  const gone = existing.filter((o) => !keep.has(o.id)).map((o) => o.id);
  if (gone.length) {
    await tx.execute(sql`delete from product_options where id = any(${sql.param(gone)}::uuid[])`);
  }
  await refreshProductTotals(tx, productId);
}

/** What a staff save writes to the product's own row (its options and images have their tables). */
function columnsOf(input: ProductInputParsed) {
  const { nameKo, nameEn, summaryKo, summaryEn, descriptionKo, descriptionEn, category, status } = input;
  return {
    nameKo,
    nameEn,
    summaryKo,
    summaryEn,
    descriptionKo,
    descriptionEn,
    category,
    status,
    imageIds: [...new Set(input.imageIds)],
  };
}

/** A new product (staff): its options and images (uploads not attached to anything yet). */
export async function createProduct(db: Db, input: ProductInputParsed): Promise<ProductDetail> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values(columnsOf(input)).returning({ id: products.id });
    await syncAttachments(tx, { type: 'product', id: row!.id }, 'image', input.imageIds);
    await syncOptions(tx, row!.id, input.options);
    await pagesChanged(tx, 'product', [row!.id]); // the lists that show it
    return row!.id;
  });
  return getProduct(db, id, true);
}

/**
 * Saves a product (staff). With `version`, a save over someone else's change is 409 CHANGED_MEANWHILE.
 * Images dropped from the gallery are deleted once the save has committed.
 */
export async function updateProduct(db: Db, storage: FileStorage, id: string, input: ProductInputParsed): Promise<ProductDetail> {
  const removed = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ version: number }>(sql`select version from products where id = ${id} for update`);
    if (!rows[0]) throw notFound('No such product');
    if (input.version !== undefined && input.version !== rows[0].version) throw changedMeanwhile('product');
    await tx
      .update(products)
      .set({
        ...columnsOf(input),
        version: sql`${products.version} + 1`,
        updatedAt: new Date(),
      })
      .where(sql`${products.id} = ${id}`);
    const dropped = await syncAttachments(tx, { type: 'product', id }, 'image', input.imageIds);
    await syncOptions(tx, id, input.options);
    await pagesChanged(tx, 'product', [id]);
    return dropped;
  });
  await removeStored(storage, removed);
  return getProduct(db, id, true);
}

/** Deletes a product that was never purchased; one with purchases is 409 IN_USE (hide it instead). */
export async function deleteProduct(db: Db, storage: FileStorage, id: string): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string; purchases: number }>(sql`
      select id, (select count(*)::int from purchases where product_id = ${id}) as purchases from products where id = ${id} for update`);
    if (!rows[0]) throw notFound('No such product');
    // purchased: hide it instead of deleting it
    refuseIfInUse('This product', { purchases: rows[0].purchases });
    const keys = await deleteOwnedFiles(tx, { type: 'product', id });
    await tx.execute(sql`delete from products where id = ${id}`);
    await pagesChanged(tx, 'product', [id]);
    return keys;
  });
  await removeStored(storage, removed);
}

/** Many products to one status (staff); unknown ids are skipped. */
export async function bulkSetStatus(db: Db, ids: string[], status: ProductStatus): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      update products set status = ${status}, version = version + 1, updated_at = now()
      where id = any(${sql.param([...new Set(ids)])}::uuid[]) and status <> ${status} returning id`);
    await pagesChanged(
      tx,
      'product',
      rows.map((r) => r.id),
    );
    return rows.length;
  });
}
