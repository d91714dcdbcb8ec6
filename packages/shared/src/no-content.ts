import { z } from 'zod';

/**
 * A 204's answer: no body. A route that answers 204 declares `response: { 204: noContentSchema }`, so the
 * route contract (apps/server/src/test/routes.gen.ts) and the API docs record it as "no content"; its
 * handler's `reply.code(204).send()` sends nothing (no serializer runs). At run time it is `z.null()`, whose
 * JSON Schema `{ type: 'null' }` the API docs show as a response without content; it is typed `void` so that
 * Fastify's `send()` takes no payload for it (a `null` one would be serialised, then dropped).
 */
export const noContentSchema = z.null() as z.ZodType as z.ZodType<void>;

/** The body of a POST that takes no fields (a restore): `{}`, any key refused. */
export const emptyBodySchema = z.object({}).strict();
