import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INGREDIENT_CSV_COLUMNS,
  compositionInputSchema,
  importReportSchema,
  importRequestSchema,
  ingredientDetailSchema,
  ingredientInputSchema,
  ingredientListQuerySchema,
  ingredientPageSchema,
} from '@formulab/shared/catalogue/ingredients.schema';
import type { Db } from '../../db/client.ts';
import { STAFF_VIEWER } from '../catalogue/catalogue.policy.ts';
import { catalogueAdminRoutes } from '../catalogue/catalogue.admin.routes.ts';
import type { FileStorage } from '../files/storage.ts';
import { AppError } from '../../errors.ts';
import { COMPLIANCE_RECHECK_JOB } from '../compliance/compliance.recheck.ts';
import { setComposition } from './ingredients.composition.ts';
import {
  INGREDIENT_TEMPLATE_EXAMPLE_INCI,
  commitIngredientImport,
  exportIngredientsCsv,
  previewIngredientImport,
} from './ingredients.csv.ts';
import {
  createIngredient,
  deleteIngredient,
  getIngredient,
  listIngredients,
  setIngredientVisibility,
  updateIngredient,
} from './ingredients.service.ts';
import { sendCsv } from '../../lib/csv.ts';

const idParams = z.object({ id: z.string().uuid() });
const admin = { access: 'admin' as const };
// The example row is no real ingredient: imported unchanged it is refused (errors.templateExampleRow),
// where a real INCI name would have overwritten that catalogue entry.
const TEMPLATE =
  '\ufeff' +
  INGREDIENT_CSV_COLUMNS.join(',') +
  `\n${INGREDIENT_TEMPLATE_EXAMPLE_INCI},예시 원료(이 행을 바꾸거나 지우세요),Example ingredient (replace or delete this row),,,,active,skin-conditioning,synthetic,0.5,5,,false,false,45000,1,true,예시 설명,Example description\n`;

/** /api/admin/ingredients — staff maintain the catalogue, hidden items included. */
export const ingredientsAdminRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  catalogueAdminRoutes(app, {
    path: '/api/admin/ingredients',
    listQuery: ingredientListQuerySchema,
    input: ingredientInputSchema,
    page: ingredientPageSchema,
    detail: ingredientDetailSchema,
    list: (query) => listIngredients(db, query, STAFF_VIEWER),
    get: (id) => getIngredient(db, id, STAFF_VIEWER),
    create: (input) => createIngredient(db, storage, input),
    update: (id, input) => updateIngredient(db, storage, id, input),
    setVisible: (id, visible) => setIngredientVisibility(db, id, visible),
    remove: (id) => deleteIngredient(db, storage, id),
  });
  app.get('/api/admin/ingredients/export.csv', { config: admin, schema: { tags: ['admin'] } }, async (_request, reply) =>
    sendCsv(reply, 'ingredients', await exportIngredientsCsv(db), { dated: true }),
  );
  app.get('/api/admin/ingredients/template.csv', { config: admin, schema: { tags: ['admin'] } }, async (_request, reply) =>
    sendCsv(reply, 'ingredients-template', TEMPLATE),
  );
  // issue 22: the composition (constituents, supplier document), written as a whole and versioned
  app.put(
    '/api/admin/ingredients/:id/composition',
    {
      config: admin,
      schema: { tags: ['admin'], params: idParams, body: compositionInputSchema, response: { 200: ingredientDetailSchema } },
    },
    async (request) => {
      const u = await request.requireUser();
      const detail = await setComposition(db, request.params.id, request.body, { id: u.id, email: u.email }, request);
      // the recipes holding it are rechecked now rather than at the job's next minute (when the scheduler is on)
      void app.scheduler?.trigger(COMPLIANCE_RECHECK_JOB).catch((err: unknown) => app.log.error({ err }, 'recheck not queued'));
      return detail;
    },
  );
  app.post(
    '/api/admin/ingredients/import/preview',
    {
      config: admin,
      bodyLimit: 6 * 1024 * 1024,
      schema: { tags: ['admin'], body: importRequestSchema, response: { 200: importReportSchema } },
    },
    async (request) => previewIngredientImport(db, request.body.csv),
  );
  app.post(
    '/api/admin/ingredients/import/commit',
    {
      config: admin,
      bodyLimit: 6 * 1024 * 1024,
      schema: { tags: ['admin'], body: importRequestSchema, response: { 200: importReportSchema } },
    },
    async (request, reply) => {
      const result = await commitIngredientImport(db, request.body.csv);
      if (!result.committed) {
        throw new AppError(400, 'VALIDATION', `${result.errorCount} row(s) have errors; nothing was imported`, undefined, {
          report: result,
        });
      }
      return reply.send(result);
    },
  );
};
