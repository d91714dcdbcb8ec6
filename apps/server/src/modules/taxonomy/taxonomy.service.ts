import { and, asc, eq, sql } from 'drizzle-orm';
import type { TaxonomyKind, Term, TermInput } from '@formulab/shared/catalogue/taxonomy.schema';
import type { Db } from '../../db/client.ts';
import { AppError, changedMeanwhile, notFound, refuseIfInUse } from '../../errors.ts';
import { atVersion, nextVersion } from '../../lib/versions.ts';
import { pagesChanged } from '../realtime/bus.ts';
import { normalisedLabel, terms } from './taxonomy.table.ts';

/** Where each kind of term is used, to count usage and refuse deleting one in use. */
const USAGE: Record<TaxonomyKind, ReturnType<typeof sql>> = {
  categories: sql`(select count(*) from ingredients i where i.category_id = ${terms.id})`,
  functions: sql`(select count(*) from ingredients i where i.function_ids @> array[${terms.id}])`,
  'sub-types': sql`(select count(*) from sub_materials s where s.type_id = ${terms.id})`,
  'sub-materials': sql`(select count(*) from sub_materials s where s.material_id = ${terms.id})`,
  'sub-finishes': sql`(select count(*) from sub_materials s where s.finish_ids @> array[${terms.id}])`,
};

/**
 * The same, counting only what a visitor sees (visible ingredients and packaging): the public filters
 * leave out a term nothing visible uses (a chip that would find nothing), and tell nobody how many
 * hidden records there are.
 */
const VISIBLE_USAGE: Record<TaxonomyKind, ReturnType<typeof sql>> = {
  categories: sql`(select count(*) from ingredients i where i.category_id = ${terms.id} and i.visible)`,
  functions: sql`(select count(*) from ingredients i where i.function_ids @> array[${terms.id}] and i.visible)`,
  'sub-types': sql`(select count(*) from sub_materials s where s.type_id = ${terms.id} and s.visible)`,
  'sub-materials': sql`(select count(*) from sub_materials s where s.material_id = ${terms.id} and s.visible)`,
  'sub-finishes': sql`(select count(*) from sub_materials s where s.finish_ids @> array[${terms.id}] and s.visible)`,
};

/**
 * Every term of a kind in its order, with how many records use it: all of them (staff's count, which a
 * delete is refused by), or with `visibleOnly` those a visitor sees.
 */
export async function listTerms(db: Db, kind: TaxonomyKind, opts: { visibleOnly?: boolean } = {}): Promise<Term[]> {
  const rows = await db
    .select({
      id: terms.id,
      slug: terms.slug,
      nameKo: terms.nameKo,
      nameEn: terms.nameEn,
      sortOrder: terms.sortOrder,
      version: terms.version,
      usage: sql<number>`${(opts.visibleOnly ? VISIBLE_USAGE : USAGE)[kind]}::int`,
    })
    .from(terms)
    .where(eq(terms.kind, kind))
    .orderBy(asc(terms.sortOrder), asc(terms.id));
  return rows;
}

/**
 * 409 naming each field another term of the list already has: the code (slug), or a label that
 * differs only in case or white space (the unique indexes `terms_kind_name_*_idx` compare the same way).
 */
async function refuseClashes(db: Db, kind: TaxonomyKind, input: TermInput, exceptId?: number): Promise<void> {
  const { rows } = await db.execute<{ slug: boolean; ko: boolean; en: boolean }>(sql`
    select bool_or(slug = ${input.slug}) as slug,
      bool_or(${normalisedLabel('name_ko')} = lower(regexp_replace(${input.nameKo}, '[[:space:]]+', '', 'g'))) as ko,
      bool_or(${normalisedLabel('name_en')} = lower(regexp_replace(${input.nameEn}, '[[:space:]]+', '', 'g'))) as en
    from terms where kind = ${kind} and id <> ${exceptId ?? -1}`);
  const c = rows[0];
  const fields: Record<string, string> = {};
  if (c?.slug) fields.slug = 'errors.slugTaken';
  if (c?.ko) fields.nameKo = 'errors.labelTaken';
  if (c?.en) fields.nameEn = 'errors.labelTaken';
  if (Object.keys(fields).length)
    throw new AppError(409, 'CONFLICT', 'Another entry of this list has that code or label', fields);
}

/** A save that lost a race with another one to a unique index: the same 409 as `refuseClashes`. */
function uniqueViolation(err: unknown): never {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.cause?.code ?? e.code;
  const constraint = e.cause?.constraint ?? e.constraint ?? '';
  if (code !== '23505') throw err;
  const field = constraint.includes('name_ko') ? 'nameKo' : constraint.includes('name_en') ? 'nameEn' : 'slug';
  throw new AppError(409, 'CONFLICT', 'Another entry of this list has that code or label', {
    [field]: field === 'slug' ? 'errors.slugTaken' : 'errors.labelTaken',
  });
}

/**
 * The public pages that show a kind's terms: the ingredient catalogue's (its filters, each ingredient's
 * category and functions) or every packaging page (the filters, each item's type, material and finish).
 * Told after the change has committed: each write below is one statement.
 */
const termsChanged = (db: Db, kind: TaxonomyKind) =>
  pagesChanged(db, kind === 'categories' || kind === 'functions' ? 'ingredient' : 'packaging', 'all');

/** Adds a term at the end of its list; its code and each label are unique within its kind. */
export async function createTerm(db: Db, kind: TaxonomyKind, raw: TermInput): Promise<Term> {
  const { version: _version, ...input } = raw;
  await refuseClashes(db, kind, input);
  const [row] = await db
    .insert(terms)
    .values({ kind, ...input, sortOrder: sql`coalesce((select max(sort_order) + 1 from terms where kind = ${kind}), 0)` })
    .returning()
    .catch(uniqueViolation);
  await termsChanged(db, kind);
  return { ...row!, usage: 0 };
}

/** Renames a term; with `version`, a save over someone else's change is 409 CHANGED_MEANWHILE. */
export async function updateTerm(db: Db, kind: TaxonomyKind, id: number, raw: TermInput): Promise<Term> {
  const { version, ...input } = raw;
  await refuseClashes(db, kind, input, id);
  const [row] = await db
    .update(terms)
    .set({ ...input, ...nextVersion(terms) })
    .where(and(eq(terms.kind, kind), atVersion(terms, id, version)))
    .returning()
    .catch(uniqueViolation);
  if (!row) {
    const [other] = await db
      .select({ id: terms.id })
      .from(terms)
      .where(and(eq(terms.kind, kind), eq(terms.id, id)));
    throw other ? changedMeanwhile('term') : notFound();
  }
  await termsChanged(db, kind);
  return (await listTerms(db, kind)).find((t) => t.id === id)!;
}

/** Deletes an unused term; one still in use is refused with where it is used. */
export async function deleteTerm(db: Db, kind: TaxonomyKind, id: number): Promise<void> {
  const term = (await listTerms(db, kind)).find((t) => t.id === id);
  if (!term) throw notFound();
  refuseIfInUse('This term', { [kind === 'categories' || kind === 'functions' ? 'ingredients' : 'packaging']: term.usage });
  await db.delete(terms).where(eq(terms.id, id));
  await termsChanged(db, kind);
}

/** Sets the order of a whole list: `ids` must be exactly the kind's ids. */
export async function reorderTerms(db: Db, kind: TaxonomyKind, ids: number[]): Promise<Term[]> {
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: terms.id }).from(terms).where(eq(terms.kind, kind));
    const want = new Set(ids);
    if (want.size !== ids.length || existing.length !== ids.length || existing.some((e) => !want.has(e.id))) {
      throw new AppError(400, 'VALIDATION', 'The order must list every item once', { ids: 'errors.reorderIncomplete' });
    }
    await tx.execute(sql`
      update terms set sort_order = o.ord
      from unnest(${sql.param(ids)}::int[]) with ordinality as o(id, ord)
      where terms.id = o.id and terms.kind = ${kind}`);
    await termsChanged(tx, kind);
  });
  return listTerms(db, kind);
}

/** Term ids by slug for a kind (filters and CSV import speak slugs). */
export async function termIdsBySlug(db: Db, kind: TaxonomyKind): Promise<Map<string, number>> {
  const rows = await db.select({ id: terms.id, slug: terms.slug }).from(terms).where(eq(terms.kind, kind));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** True when every id is a term of that kind. */
export async function termsExist(db: Db, kind: TaxonomyKind, ids: number[]): Promise<boolean> {
  if (!ids.length) return true;
  const [r] = await db
    .execute<{ n: number }>(
      sql`select count(*)::int as n from terms where kind = ${kind} and id = any(${sql.param([...new Set(ids)])}::int[])`,
    )
    .then((x) => x.rows);
  return r!.n === new Set(ids).size;
}
