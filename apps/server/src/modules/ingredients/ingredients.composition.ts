/**
 * What an ingredient is made of (issue 22): staff keep each mixture's constituents — substances with
 * their typical (and maximum) % w/w and where the figures come from — and the supplier document they
 * were taken from. The compliance verdict reads them with the rule set (compliance.service.ts), so a
 * change here moves the rule set's version and every editor refetches.
 *
 * A composition is written as a whole (the editor sends the list in order) and versioned: the editor
 * names the version it started from, a change made meanwhile is a 409 REVISION_CONFLICT, and each
 * change is audited with the composition before and after.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  compositionInputSchema,
  type CompositionInput,
  type IngredientConstituent,
  type IngredientDetail,
} from '@formulab/shared/catalogue/ingredients.schema';
import type { Db } from '../../db/client.ts';
import { AppError, changedMeanwhile, notFound } from '../../errors.ts';
import { pgIdArray } from '../../lib/pg-array.ts';
import { audit } from '../audit/audit.service.ts';
import { STAFF_VIEWER } from '../catalogue/catalogue.policy.ts';
import { getIngredient } from './ingredients.service.ts';
import { loadConstituents } from './ingredients.constituents.ts';
import { complianceRechecks } from '../compliance/compliance.admin.table.ts';
import { ingredientConstituents } from './ingredients.table.ts';
import { pagesChanged } from '../realtime/bus.ts';

const same = (a: readonly IngredientConstituent[], b: readonly IngredientConstituent[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Replaces an ingredient's composition (version + 1; nothing at all when nothing changed). The
 * supplier document must be one of the ingredient's documents.
 */
export async function setComposition(
  db: Db,
  id: string,
  raw: CompositionInput,
  actor: { id: string; email: string },
  request?: FastifyRequest,
): Promise<IngredientDetail> {
  const input = compositionInputSchema.parse(raw);
  const next: IngredientConstituent[] = input.constituents.map((c) => ({
    inciName: c.inciName,
    casNumber: c.casNumber,
    percent: c.percent,
    maxPercent: c.maxPercent,
    source: c.source,
  }));
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ document_ids: string[] | string; composition_version: number; doc: string | null }>(sql`
      select document_ids, composition_version, composition_document_id as doc from ingredients where id = ${id} for update`);
    const row = rows[0];
    if (!row) throw notFound('No such ingredient');
    // a stale save names the composition (409 CHANGED_MEANWHILE), as every versioned record's does
    if (row.composition_version !== input.version) throw changedMeanwhile('composition');
    const documents = pgIdArray(row.document_ids);
    if (input.documentId !== null && !documents.includes(input.documentId))
      throw new AppError(400, 'VALIDATION', 'The document is not one of the ingredient’s documents', {
        documentId: 'errors.unknownDocument',
      });
    const before = (await loadConstituents(tx, [id])).get(id) ?? [];
    if (same(before, next) && row.doc === input.documentId) return;
    await tx.execute(sql`delete from ingredient_constituents where ingredient_id = ${id}`);
    if (next.length) {
      await tx.insert(ingredientConstituents).values(
        next.map((c, position) => ({
          ingredientId: id,
          position,
          inciName: c.inciName,
          casNumber: c.casNumber,
          percent: c.percent,
          maxPercent: c.maxPercent,
          source: c.source,
        })),
      );
    }
    await tx.execute(sql`
      update ingredients set composition_version = composition_version + 1, composition_document_id = ${input.documentId},
        composition_updated_at = now(), updated_at = now()
      where id = ${id}`);
    await pagesChanged(tx, 'ingredient', [id]); // its page shows the composition
    // the stored verdicts of recipes holding it are rechecked, as after a rule change (their owners are told)
    await tx.insert(complianceRechecks).values({
      ingredientId: id,
      version: row.composition_version + 1,
      requestedBy: actor.id,
    });
    if (request) {
      await audit(tx, {
        actor,
        action: 'ingredient.composition.updated',
        subjectType: 'ingredients',
        subjectId: id,
        before: { version: row.composition_version, documentId: row.doc, constituents: before },
        after: { version: row.composition_version + 1, documentId: input.documentId, constituents: next },
        request,
      });
    }
  });
  return getIngredient(db, id, STAFF_VIEWER);
}
