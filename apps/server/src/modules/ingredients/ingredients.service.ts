import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  IngredientDetail,
  IngredientInput,
  IngredientListQuery,
  IngredientPage,
  IngredientSummary,
} from '@formulab/shared/catalogue/ingredients.schema';
import { CAS_PATTERN, ingredientInputSchema } from '@formulab/shared/catalogue/ingredients.schema';
import type { Db } from '../../db/client.ts';
import { mayReadItem, STAFF_VIEWER, visibilityFilter, type CatalogueViewer } from '../catalogue/catalogue.policy.ts';
import { AppError, notFound, refuseIfInUse } from '../../errors.ts';
import { insertCatalogued, saveCatalogued, setCataloguedVisible } from '../catalogue/catalogue.writes.ts';
import { pgIdArray } from '../../lib/pg-array.ts';
import { deleteWithFiles, filesByIds, presentThumb, thumbSql, writeWithFiles, type ThumbRow } from '../files/files.service.ts';
import type { FileStorage } from '../files/storage.ts';
import { termsExist } from '../taxonomy/taxonomy.service.ts';
import { loadConstituents } from './ingredients.constituents.ts';
import { loadRuleSet } from '../compliance/compliance.service.ts';
import { rulesOfIngredient } from '@formulab/shared/compliance/compliance';
import { ingredients } from './ingredients.table.ts';
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
import { anyOf, contains, escapeLike, matches } from '../../lib/like.ts';
import { koreanSpellings } from './korean-spellings.ts';
import { pagesChanged } from '../realtime/bus.ts';

type Viewer = CatalogueViewer;

/**
 * One statement returns the page, its total and each row's category and functions: the number of
 * SQL statements per request does not grow with the page size, and later pages reuse the first page's
 * total (carried in the cursor). A search matches names and CAS by substring (trigram index) and
 * description words (full-text index); only when that finds nothing does it look for typos: the
 * nearest words of ingredient names (`ingredient_search_words`, a small trigram-indexed table) are
 * looked up and searched for instead — three statements at most.
 */
export async function listIngredients(db: Db, q: IngredientListQuery, viewer: Viewer): Promise<IngredientPage> {
  const term = q.q?.toLowerCase().trim() || undefined;
  const first = await queryPage(
    db,
    q,
    viewer,
    term ? (CAS_PATTERN.test(term) ? { kind: 'cas' } : { kind: 'text' }) : { kind: 'none' },
  );
  // Korean has no trigram typo tolerance here (the C-locale trigram splitter skips Hangul)
  if (term && first.total === 0 && !CAS_PATTERN.test(term) && /^[\x20-\x7e]+$/.test(term) && term.length >= 3) {
    const words = await nearestWords(db, term);
    if (words.length) return queryPage(db, q, viewer, { kind: 'fuzzy', words });
  }
  return first;
}

/** For each word of the term (3+ characters), the up to three nearest name words; [] if one has none. */
async function nearestWords(db: Db, term: string): Promise<string[][]> {
  const words = [...new Set(term.match(/[a-z0-9]+/g) ?? [])].filter((w) => w.length >= 3).slice(0, 4);
  if (!words.length) return [];
  const { rows } = await db.execute<{ i: number; words: string[] }>(sql`
    select t.i, array(select w.word from ingredient_search_words w where w.word % t.word order by w.word <-> t.word limit 3) as words
    from unnest(${sql.param(words)}::text[]) with ordinality as t(word, i)`);
  const found = rows.sort((a, b) => a.i - b.i).map((r) => r.words);
  return found.length === words.length && found.every((f) => f.length) ? found : [];
}

type Mode = { kind: 'none' } | { kind: 'cas' } | { kind: 'text' } | { kind: 'fuzzy'; words: string[][] };

async function queryPage(db: Db, q: IngredientListQuery, viewer: Viewer, mode: Mode): Promise<IngredientPage> {
  const where: SQL[] = [];
  let needsCategory = false;
  const visibility = visibilityFilter('i', viewer, q.visibility);
  const visibilityOnly = !viewer.admin || q.visibility === 'visible';
  if (visibility) where.push(visibility);
  if (q.category) {
    where.push(sql`c.slug = ${q.category}`);
    needsCategory = true;
  }
  // deduplicated: the match below compares how many slugs were asked for with how many exist
  const fns = q.function === undefined ? [] : [...new Set(Array.isArray(q.function) ? q.function : [q.function])];
  if (fns.length) {
    where.push(sql`i.function_ids @> (select coalesce(array_agg(id), '{0}') from terms where kind = 'functions' and slug = any(${sql.param(fns)}::text[]))
      and cardinality(${sql.param(fns)}::text[]) = (select count(*) from terms where kind = 'functions' and slug = any(${sql.param(fns)}::text[]))`);
  }
  const term = q.q?.toLowerCase().trim() ?? '';
  const like = escapeLike(term);
  let rank: SQL | null = null;
  if (mode.kind === 'cas') {
    // the CAS number contains the term (an equal one too), looked up in the search text, which holds it:
    // "50-00-0" has no trigram, so through its pairs (lib/like.ts)
    where.push(matches({ index: contains(sql`i.search_text`, term).index, test: sql`strpos(i.cas_number, ${term}) > 0` }));
  } else if (mode.kind === 'text') {
    // description words by prefix ("moistur" finds "moisturising"): every word must match
    const words = term.match(/[\p{L}\p{N}]+/gu) ?? [];
    const tsQuery = words.map((w) => `${w}:*`).join(' & ');
    // a Korean name typed in the MFDS regulations' older spelling is found under its standard name too
    const spellings = koreanSpellings(term);
    // each spelling through the trigram or gram index of the search text (lib/like.ts)
    const substring = spellings.map((s) => contains(sql`i.search_text`, s));
    where.push(anyOf(tsQuery ? [...substring, sql`i.search_vector @@ to_tsquery('simple', ${tsQuery})`] : substring));
    const standard = spellings.at(-1)!;
    rank = sql`(case when lower(i.inci_name) = ${term} or lower(i.name_ko) = ${term} or lower(i.name_en) = ${term} or lower(i.name_ko) = ${standard} then 3
      when lower(i.inci_name) like ${like + '%'} or lower(i.name_ko) like ${like + '%'} or lower(i.name_en) like ${like + '%'} then 2
      when i.search_text like ${'% ' + like + '%'} then 1 else 0 end)`;
  } else if (mode.kind === 'fuzzy') {
    // every word of the term, spelt as one of its nearest name words (the nearest first ranks first)
    for (const candidates of mode.words) {
      where.push(anyOf(candidates.map((w) => contains(sql`i.search_text`, w))));
    }
    // a name holding the nearest word as a whole word ranks above one holding it inside a longer word:
    // "glycerine" finds Glycerin before Ethylhexylglycerin (the words are [a-z0-9] only, safe in a pattern)
    const best = mode.words.map((c) => c[0]!);
    rank = sql`(${sql.join(
      best.map((w) => sql`(i.search_text like ${'%' + escapeLike(w) + '%'})::int + (i.search_text ~ ${'\\m' + w + '\\M'})::int`),
      sql` + `,
    )})`;
  }
  const keyset = ingredientKeyset(q.sort, rank);
  const cursor = decodePageCursor(q.cursor, keyset);
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const pageWhere = [...where, ...(cursor ? [keysetAfter(keyset, cursor.key)] : [])];
  // The page is an index-ordered scan from the cursor that stops after `limit` rows (PostgreSQL
  // evaluates the per-row subqueries only for the rows it returns); the total is counted once, on the
  // first page, in the same statement — the category join only when a category filter needs it (every
  // ingredient has one) — or, unfiltered, read from the counter the database keeps exact.
  const counter = where.length === 0 ? 'all' : where.length === 1 && visibilityOnly ? 'visible' : null;
  const total = cursor
    ? sql`${cursor.total}::int`
    : counter
      ? sql`(select n from ingredient_counts where key = ${counter})`
      : sql`(select count(*)::int from ingredients i ${needsCategory ? sql`join terms c on c.id = i.category_id` : sql``} ${whereSql})`;
  // The total is an uncorrelated subquery: PostgreSQL runs it once (an InitPlan), not per row, and the
  // per-row subqueries only for the rows the limit keeps.
  const result = await db.execute<SummaryRow & { total: number; page_key: string[] }>(sql`
    select i.id, i.inci_name, i.name_ko, i.name_en, i.name_zh, i.cas_number, i.origin, i.use_min, i.use_max,
      i.allergen, i.nano, i.price_per_kg, i.moq_kg, i.visible, i.image_ids[1] as first_image,
      (select json_build_object('id', ct.id, 'slug', ct.slug, 'nameKo', ct.name_ko, 'nameEn', ct.name_en) from terms ct where ct.id = i.category_id) as category,
      coalesce((select json_agg(json_build_object('id', f.id, 'slug', f.slug, 'nameKo', f.name_ko, 'nameEn', f.name_en) order by f.sort_order)
        from terms f where f.id = any(i.function_ids)), '[]') as functions,
      ${thumbSql(sql`i.image_ids[1]`)} as thumb,
      ${keysetSelect(keyset)} as page_key,
      ${total} as total
    from ingredients i ${needsCategory ? sql`join terms c on c.id = i.category_id` : sql``}
    ${pageWhere.length ? sql`where ${sql.join(pageWhere, sql` and `)}` : sql``}
    order by ${keysetOrder(keyset)}
    limit ${q.limit + 1}`);
  // no row on the first page means nothing matched; past the end, the cursor carried the total
  const count = result.rows[0]?.total ?? cursor?.total ?? 0;
  return keysetPage(keyset, result.rows, q.limit, count, presentSummary);
}

/** The order of each sort as a keyset (alias `i`); relevance only when a search ranks the rows. */
function ingredientKeyset(sort: IngredientListQuery['sort'], rank: SQL | null): Keyset {
  const byName = byColumn('name', 'i', 'name_en', 'text');
  switch (sort) {
    case 'price-asc':
      return { sort, columns: [{ expr: sql`i.price_per_kg`, type: 'int' }, ...byName.columns] };
    case 'price-desc':
      return { sort, columns: [{ expr: sql`i.price_per_kg`, type: 'int', desc: true }, ...byName.columns] };
    case 'newest':
      return newestFirst('i');
    default:
      return rank ? { sort: 'relevance', columns: [{ expr: rank, type: 'int', desc: true }, ...byName.columns] } : byName;
  }
}

type SummaryRow = {
  id: string;
  inci_name: string;
  name_ko: string;
  name_en: string;
  name_zh: string | null;
  cas_number: string | null;
  origin: string;
  use_min: string | null;
  use_max: string | null;
  allergen: boolean;
  nano: boolean;
  price_per_kg: number;
  moq_kg: string;
  visible: boolean;
  first_image: string | null;
  thumb: ThumbRow;
  category: IngredientSummary['category'];
  functions: IngredientSummary['functions'];
};

const n = (v: string | number | null) => (v === null ? null : Number(v));

function presentSummary(r: SummaryRow): IngredientSummary {
  return {
    id: r.id,
    inciName: r.inci_name,
    nameKo: r.name_ko,
    nameEn: r.name_en,
    nameZh: r.name_zh ?? null,
    casNumber: r.cas_number,
    category: r.category,
    functions: r.functions,
    origin: r.origin as IngredientSummary['origin'],
    useMin: n(r.use_min),
    useMax: n(r.use_max),
    allergen: r.allergen,
    nano: r.nano,
    pricePerKg: r.price_per_kg,
    moqKg: Number(r.moq_kg),
    visible: r.visible,
    ...presentThumb(r.first_image, r.thumb),
  };
}

/** One ingredient with its images and documents; hidden ones exist only for staff. */
export async function getIngredient(db: Db, id: string, viewer: Viewer): Promise<IngredientDetail> {
  const page = await db.execute<SummaryRow & Record<string, unknown>>(sql`
    select i.*, i.image_ids[1] as first_image,
      json_build_object('id', c.id, 'slug', c.slug, 'nameKo', c.name_ko, 'nameEn', c.name_en) as category,
      coalesce((select json_agg(json_build_object('id', f.id, 'slug', f.slug, 'nameKo', f.name_ko, 'nameEn', f.name_en) order by f.sort_order)
        from terms f where f.id = any(i.function_ids)), '[]') as functions,
      ${thumbSql(sql`i.image_ids[1]`)} as thumb
    from ingredients i join terms c on c.id = i.category_id where i.id = ${id}`);
  const r = page.rows[0] as
    | (SummaryRow & {
        ec_number: string | null;
        description_ko: string;
        description_en: string;
        limit_note: string | null;
        image_ids: string[] | string;
        document_ids: string[] | string;
        composition_document_id: string | null;
        composition_version: number;
        composition_updated_at: string | Date | null;
        version: number;
        created_at: string | Date;
        updated_at: string | Date;
      })
    | undefined;
  if (!r || !mayReadItem(r, viewer)) throw notFound('No such ingredient');
  const [images, documents, constituents, set] = await Promise.all([
    filesByIds(db, pgIdArray(r.image_ids)),
    filesByIds(db, pgIdArray(r.document_ids)),
    loadConstituents(db, [id]),
    loadRuleSet(db),
  ]);
  const composition = constituents.get(id) ?? [];
  return {
    ...presentSummary(r),
    ecNumber: r.ec_number,
    descriptionKo: r.description_ko,
    descriptionEn: r.description_en,
    limitNote: r.limit_note,
    // as GET /api/compliance/rules has them (the index holds the same rule objects)
    rules: rulesOfIngredient(set.index, { inciName: r.inci_name, casNumber: r.cas_number }, composition).map(({ rule, via }) => ({
      ...set.rules.find((x) => x.id === rule.id)!,
      via,
    })),
    images,
    documents,
    constituents: composition,
    compositionDocumentId: r.composition_document_id,
    compositionVersion: r.composition_version,
    compositionUpdatedAt: r.composition_updated_at === null ? null : new Date(r.composition_updated_at).toISOString(),
    version: r.version,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

type ParsedInput = ReturnType<typeof ingredientInputSchema.parse>;

async function checkReferences(db: Db, input: ParsedInput): Promise<void> {
  const fields: Record<string, string> = {};
  if (!(await termsExist(db, 'categories', [input.categoryId]))) fields.categoryId = 'errors.unknownCategory';
  if (!(await termsExist(db, 'functions', input.functionIds))) fields.functionIds = 'errors.unknownFunction';
  if (Object.keys(fields).length) throw new AppError(400, 'VALIDATION', 'Unknown category or function', fields);
}

function values(input: ParsedInput) {
  const { imageIds, documentIds, version: _version, ...rest } = input;
  return {
    ...rest,
    functionIds: [...new Set(input.functionIds)],
    imageIds: [...new Set(imageIds)],
    documentIds: [...new Set(documentIds)],
  };
}

const filesOf = (input: ParsedInput) => ({ image: input.imageIds, document: input.documentIds });
const inciTaken = () =>
  new AppError(409, 'CONFLICT', 'An ingredient with this INCI name exists', { inciName: 'errors.inciTaken' });

/** Creates an ingredient and takes ownership of its uploaded files, in one transaction. */
export async function createIngredient(db: Db, storage: FileStorage, raw: IngredientInput): Promise<IngredientDetail> {
  const input = ingredientInputSchema.parse(raw);
  await checkReferences(db, input);
  const id = await writeWithFiles(db, storage, 'ingredient', filesOf(input), (tx) =>
    insertCatalogued(tx, ingredients, values(input), 'ingredient', inciTaken),
  );
  return getIngredient(db, id, STAFF_VIEWER);
}

/** Replaces an ingredient's fields; files it no longer lists are deleted. */
export async function updateIngredient(
  db: Db,
  storage: FileStorage,
  id: string,
  raw: IngredientInput,
): Promise<IngredientDetail> {
  const input = ingredientInputSchema.parse(raw);
  await checkReferences(db, input);
  await writeWithFiles(db, storage, 'ingredient', filesOf(input), async (tx) => {
    const clash = await tx.execute(
      sql`select id from ingredients where lower(inci_name) = lower(${input.inciName}) and id <> ${id}`,
    );
    if (clash.rows.length) throw inciTaken();
    await saveCatalogued(tx, ingredients, id, input.version, values(input), 'ingredient', 'No such ingredient');
    return id;
  });
  return getIngredient(db, id, STAFF_VIEWER);
}

/** Shows or hides an ingredient. */
export async function setIngredientVisibility(db: Db, id: string, visible: boolean): Promise<IngredientDetail> {
  await setCataloguedVisible(db, ingredients, id, visible, 'ingredient', 'No such ingredient');
  return getIngredient(db, id, STAFF_VIEWER);
}

/** Deletes an ingredient and its files; refused while a material or a recipe line still points at it. */
export async function deleteIngredient(db: Db, storage: FileStorage, id: string): Promise<void> {
  await deleteWithFiles(db, storage, { type: 'ingredient', id }, async (tx) => {
    // every recipe counts, soft-deleted ones too: their lines keep the ingredient (the foreign key would refuse anyway);
    // the answer names each kind of user (usedBy.recipes, usedBy.materials), not one for both
    const used = await tx.execute<{ materials: number; recipes: number }>(sql`
      select (select count(*)::int from materials where ingredient_id = ${id}) as materials,
        (select count(distinct recipe_id)::int from recipe_lines where ingredient_id = ${id}) as recipes`);
    refuseIfInUse('This ingredient', used.rows[0]!);
    const [row] = await tx
      .delete(ingredients)
      .where(and(eq(ingredients.id, id)))
      .returning({ id: ingredients.id })
      .catch((err: unknown) => {
        // a recipe saved between the count and the delete: its lines' foreign key (ON DELETE RESTRICT) refuses
        if (['23001', '23503'].includes(pgCode(err) ?? '')) refuseIfInUse('This ingredient', { recipes: 1 });
        throw err;
      });
    if (!row) throw notFound('No such ingredient');
    await pagesChanged(tx, 'ingredient', [id]);
  });
}

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
function pgCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}
