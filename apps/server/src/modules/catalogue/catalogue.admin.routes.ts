import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueVisibilitySchema } from '@formulab/shared/catalogue/ingredients.schema';
import { noContentSchema } from '@formulab/shared/no-content';

type App = Parameters<FastifyPluginAsyncZod>[0];

type CatalogueItems<Query extends z.ZodType, Input extends z.ZodType, Page extends z.ZodType, Detail extends z.ZodType> = {
  path: string;
  listQuery: Query;
  input: Input;
  page: Page;
  detail: Detail;
  /** the services, as staff (hidden items included) */
  list: (query: z.output<Query>) => Promise<z.input<Page>>;
  get: (id: string) => Promise<z.input<Detail>>;
  create: (input: z.output<Input>) => Promise<z.input<Detail>>;
  update: (id: string, input: z.output<Input>) => Promise<z.input<Detail>>;
  setVisible: (id: string, visible: boolean) => Promise<z.input<Detail>>;
  remove: (id: string) => Promise<void>;
};

const idParams = z.object({ id: z.string().uuid() });

/**
 * The routes staff maintain a catalogue with (ingredients, packaging) under `path`
 * (`/api/admin/ingredients` …): the list and one item, hidden ones included; create (201), replace,
 * show or hide (`POST path/:id/visibility`), each answering the item; delete (204).
 */
export function catalogueAdminRoutes<
  Query extends z.ZodType,
  Input extends z.ZodType,
  Page extends z.ZodType,
  Detail extends z.ZodType,
>(app: App, items: CatalogueItems<Query, Input, Page, Detail>): void;
// the schemas' types are checked where a catalogue is declared (above); here they are any schema's
export function catalogueAdminRoutes(app: App, items: CatalogueItems<z.ZodType, z.ZodType, z.ZodType, z.ZodType>): void {
  const config = { access: 'admin' as const };
  const tags = ['admin'];
  const { path, input: body, detail } = items;
  app.get(path, { config, schema: { tags, querystring: items.listQuery, response: { 200: items.page } } }, async (request) =>
    items.list(request.query),
  );
  app.get(`${path}/:id`, { config, schema: { tags, params: idParams, response: { 200: detail } } }, async (request) =>
    items.get(request.params.id),
  );
  app.post(path, { config, schema: { tags, body, response: { 201: detail } } }, async (request, reply) =>
    reply.code(201).send(await items.create(request.body)),
  );
  app.put(`${path}/:id`, { config, schema: { tags, params: idParams, body, response: { 200: detail } } }, async (request) =>
    items.update(request.params.id, request.body),
  );
  app.post(
    `${path}/:id/visibility`,
    { config, schema: { tags, params: idParams, body: catalogueVisibilitySchema, response: { 200: detail } } },
    async (request) => items.setVisible(request.params.id, request.body.visible),
  );
  app.delete(
    `${path}/:id`,
    { config, schema: { tags, params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await items.remove(request.params.id);
      return reply.code(204).send();
    },
  );
}
