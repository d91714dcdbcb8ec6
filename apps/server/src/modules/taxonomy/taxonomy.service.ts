import { and, asc, eq, sql } from 'drizzle-orm';
import type { TaxonomyKind, Term, TermInput } from '@formulab/shared/catalogue/taxonomy.schema';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { terms } from './taxonomy.table.ts';

/** Where each kind of term is used, to count usage and refuse deleting one in use. */
const USAGE: Record<TaxonomyKind, ReturnType<typeof sql>> = {
  categories: sql`(select count(*) from ingredients i where i.category_id = ${terms.id})`,
  functions: sql`(select count(*) from ingredients i where i.function_ids @> array[${terms.id}])`,
  'sub-types': sql`(select count(*) from sub_materials s where s.type_id = ${terms.id})`,
  'sub-materials': sql`(select count(*) from sub_materials s where s.material_id = ${terms.id})`,
  'sub-finishes': sql`(select count(*) from sub_materials s where s.finish_ids @> array[${terms.id}])`,
};

/** Every term of a kind in its order, with how many records use it. */
export async function listTerms(db: Db, kind: TaxonomyKind): Promise<Term[]> {
  const rows = await db
    .select({
      id: terms.id,
      slug: terms.slug,
      nameKo: terms.nameKo,
      nameEn: terms.nameEn,
      sortOrder: terms.sortOrder,
      usage: sql<number>`${USAGE[kind]}::int`,
    })
    .from(terms)
    .where(eq(terms.kind, kind))
    .orderBy(asc(terms.sortOrder), asc(terms.id));
  return rows;
}

/** Adds a term at the end of its list; a slug is unique within its kind. */
export async function createTerm(db: Db, kind: TaxonomyKind, input: TermInput): Promise<Term> {
  const [row] = await db
    .insert(terms)
    .values({ kind, ...input, sortOrder: sql`coalesce((select max(sort_order) + 1 from terms where kind = ${kind}), 0)` })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(409, 'CONFLICT', 'That code is already used', { slug: 'errors.slugTaken' });
  return { ...row, usage: 0 };
}

export async function updateTerm(db: Db, kind: TaxonomyKind, id: number, input: TermInput): Promise<Term> {
  const clash = await db
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.kind, kind), eq(terms.slug, input.slug)));
  if (clash.some((c) => c.id !== id))
    throw new AppError(409, 'CONFLICT', 'That code is already used', { slug: 'errors.slugTaken' });
  const [row] = await db
    .update(terms)
    .set(input)
    .where(and(eq(terms.kind, kind), eq(terms.id, id)))
    .returning();
  if (!row) throw notFound();
  return (await listTerms(db, kind)).find((t) => t.id === id)!;
}

/** Deletes an unused term; one still in use is refused with where it is used. */
export async function deleteTerm(db: Db, kind: TaxonomyKind, id: number): Promise<void> {
  const term = (await listTerms(db, kind)).find((t) => t.id === id);
  if (!term) throw notFound();
  if (term.usage > 0) {
    throw new AppError(409, 'IN_USE', `Still used by ${term.usage} record(s)`, { usage: String(term.usage) });
  }
  await db.delete(terms).where(eq(terms.id, id));
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
