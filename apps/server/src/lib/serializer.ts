import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * Response serialisation from JSON Schema generated once from the shared zod response schemas and
 * compiled by fast-json-stringify (decision 0006). As with zod's own serializer, a field that is not
 * in the schema never leaves the server (objects are `additionalProperties: false`); unlike it, no
 * zod parse runs on every reply. A schema fast-json-stringify cannot take falls back to zod's encode
 * + JSON.stringify for that route alone.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  let serialize: ((data: unknown) => string) | undefined;
  // compiled on first use: most routes of a test server are never called
  if (!CHECK_RESPONSES) return (data) => (serialize ??= compile(schema))(data);
  return (data) => {
    const checked = schema.safeEncode(data);
    if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
    return (serialize ??= compile(schema))(data);
  };
};

/** Under Vitest every response is also checked against its zod schema (a mismatch is a 500). */
const CHECK_RESPONSES = Boolean(process.env.VITEST);

function compile(schema: z.ZodType): (data: unknown) => string {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' }) as JsonSchema;
    delete json.$schema;
    return fastJson(simplify(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return (data) => JSON.stringify(schema.encode(data));
  }
}

/**
 * `anyOf: [X, {type: 'null'}]` (zod's nullable) becomes `X` with `nullable: true`, which
 * fast-json-stringify writes directly instead of trying each branch with a validator per value.
 */
export function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) out[k] = simplify(v);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt !== -1 && other && typeof other.type === 'string' && !('anyOf' in other) && !('$ref' in other)) {
      const { anyOf: _drop, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}
