import { z } from 'zod';
import { addressNumberSchema } from '@formulab/shared/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TAXONOMY_KINDS,
  reorderSchema,
  termInputSchema,
  termListSchema,
  termSchema,
} from '@formulab/shared/catalogue/taxonomy.schema';
import type { Db } from '../../db/client.ts';
import { createTerm, deleteTerm, listTerms, reorderTerms, updateTerm } from './taxonomy.service.ts';
import { noContentSchema } from '@formulab/shared/no-content';

const kindParams = z.object({ kind: z.enum(TAXONOMY_KINDS) });
const idParams = kindParams.extend({ id: addressNumberSchema() });

/** GET /api/taxonomy/:kind — public: the filters and forms read these lists (usage: visible records only). */
export const taxonomyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/taxonomy/:kind',
    { config: { access: 'public' }, schema: { tags: ['catalogue'], params: kindParams, response: { 200: termListSchema } } },
    async (request) => ({ items: await listTerms(db, request.params.kind, { visibleOnly: true }) }),
  );
};

/** /api/admin/taxonomy/:kind — create, rename, reorder, delete (refused while in use). */
export const taxonomyAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const cfg = { config: { access: 'admin' as const } };
  // staff's lists count hidden records too: a term they use cannot be deleted
  app.get(
    '/api/admin/taxonomy/:kind',
    { ...cfg, schema: { tags: ['admin'], params: kindParams, response: { 200: termListSchema } } },
    async (request) => ({ items: await listTerms(db, request.params.kind) }),
  );
  app.post(
    '/api/admin/taxonomy/:kind',
    { ...cfg, schema: { tags: ['admin'], params: kindParams, body: termInputSchema, response: { 201: termSchema } } },
    async (request, reply) => reply.code(201).send(await createTerm(db, request.params.kind, request.body)),
  );
  app.put(
    '/api/admin/taxonomy/:kind/:id',
    { ...cfg, schema: { tags: ['admin'], params: idParams, body: termInputSchema, response: { 200: termSchema } } },
    async (request) => updateTerm(db, request.params.kind, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/taxonomy/:kind/:id',
    { ...cfg, schema: { tags: ['admin'], params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteTerm(db, request.params.kind, request.params.id);
      return reply.code(204).send();
    },
  );
  // Unversioned on purpose (issue 23 item 4): the body is the whole order (every id in place), set as a
  // value: repeating it changes nothing, and only `sort_order` moves, which a term's form never sends (so
  // neither reverts the other); two staff dragging at once end with the order the last one chose.
  app.put(
    '/api/admin/taxonomy/:kind/order',
    { ...cfg, schema: { tags: ['admin'], params: kindParams, body: reorderSchema, response: { 200: termListSchema } } },
    async (request) => ({
      items: await reorderTerms(db, request.params.kind, request.body.ids),
    }),
  );
};
