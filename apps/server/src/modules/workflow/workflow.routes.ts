import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transitionBodySchema, type TransitionBody } from '@formulab/shared/workflow/workflow.schema';

type App = Parameters<FastifyPluginAsyncZod>[0];
type IdParams = z.ZodObject<{ id: z.ZodString }>;
type NoteBody = z.ZodType<{ note: string }>;

type StaffQueue<Query extends z.ZodType, Page extends z.ZodType, Detail extends z.ZodType> = {
  path: string;
  params: IdParams;
  listQuery: Query;
  page: Page;
  detail: Detail;
  noteBody: NoteBody;
  list: (query: z.output<Query>) => Promise<z.input<Page>>;
  open: (id: string, staffId: string) => Promise<z.input<Detail>>;
  transition: (id: string, staffId: string, body: TransitionBody) => Promise<z.input<Detail>>;
  addNote: (id: string, staffId: string, note: string) => Promise<z.input<Detail>>;
};

/**
 * The routes every staff queue of workflow records has alike, under `path` (`/api/admin/orders` …):
 * the list (`GET path`), one record opened by a staff member (`GET path/:id`), a staff transition
 * (`POST path/:id/transitions`) and an internal note (`POST path/:id/notes`), each answering the
 * record.
 */
export function staffQueueRoutes<Query extends z.ZodType, Page extends z.ZodType, Detail extends z.ZodType>(
  app: App,
  queue: StaffQueue<Query, Page, Detail>,
): void;
// the schemas' types are checked where a queue is declared (above); here they are any schema's
export function staffQueueRoutes(app: App, queue: StaffQueue<z.ZodType, z.ZodType, z.ZodType>): void {
  const config = { access: 'admin' as const };
  const tags = ['admin'];
  const { path, params, detail } = queue;
  app.get(path, { config, schema: { tags, querystring: queue.listQuery, response: { 200: queue.page } } }, async (request) =>
    queue.list(request.query),
  );
  app.get(`${path}/:id`, { config, schema: { tags, params, response: { 200: detail } } }, async (request) =>
    queue.open(request.params.id, (await request.requireUser()).id),
  );
  app.post(
    `${path}/:id/transitions`,
    { config, schema: { tags, params, body: transitionBodySchema, response: { 200: detail } } },
    async (request) => queue.transition(request.params.id, (await request.requireUser()).id, request.body),
  );
  app.post(
    `${path}/:id/notes`,
    { config, schema: { tags, params, body: queue.noteBody, response: { 200: detail } } },
    async (request) => queue.addNote(request.params.id, (await request.requireUser()).id, request.body.note),
  );
}
