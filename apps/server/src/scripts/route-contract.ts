/**
 * The route contract (decision 0030): every API route's method, URL pattern and success answer, as a
 * type the API tests' client reads (test/harness.ts), so a test that reads a field its route does not
 * return does not compile. Written to apps/server/src/test/routes.gen.ts by `npm run routes:generate`;
 * test/routes-contract.test.ts fails when the file is stale.
 *
 * It builds the real app (no listening, no query: the database is never reached), sees each route as
 * it is added, and names each success schema by the module export that defines it: a shared schema
 * (`@formulab/shared/...`) or one a server module exports. A schema made inline, where no module
 * exports it, is typed `unknown` and counted.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RouteOptions } from 'fastify';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverSrc = path.resolve(here, '..');
const sharedSrc = path.resolve(serverSrc, '../../../packages/shared/src');
export const CONTRACT_FILE = path.join(serverSrc, 'test/routes.gen.ts');

type Named = { module: string; name: string };
export type RouteEntry = { method: string; url: string; status: number | null; type: string; body: string };

/** Every exported object of the shared package and of the server's modules, by identity. */
async function schemaNames(): Promise<Map<unknown, Named>> {
  const names = new Map<unknown, Named>();
  const sources = [
    ...fs
      .globSync('**/*.ts', { cwd: sharedSrc })
      .filter((f) => !/\.(test|fixtures)\.ts$/.test(f))
      .map((f) => ({ file: path.join(sharedSrc, f), module: `@formulab/shared/${f.replace(/\.ts$/, '')}` })),
    ...fs
      .globSync('modules/**/*.ts', { cwd: serverSrc })
      .filter((f) => !/\.test\.ts$/.test(f))
      .map((f) => ({ file: path.join(serverSrc, f), module: `../${f}` })),
  ].sort((a, b) => a.module.localeCompare(b.module));
  for (const { file, module } of sources) {
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      // the first (shared before server) name wins for an object exported twice
      if (value && typeof value === 'object' && '_zod' in value && !names.has(value)) names.set(value, { module, name });
    }
  }
  return names;
}

type Collected = { method: string; url: string; status: number | null; schema: unknown; bodySchema: unknown };

/** The routes of the real app, each with the schema of its success answer (200, 201 or 204) and of its body, if any. */
async function collectRoutes(): Promise<Collected[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-contract-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false', DATA_DIR: dataDir },
    { sessionSecret: crypto.randomBytes(32).toString('hex'), port: 1, host: '127.0.0.1' },
  );
  // never connected to: building the app registers its routes without a query
  const db = openDatabase('postgres://contract@127.0.0.1:1/none', 1);
  const routes: Collected[] = [];
  const onRoute = (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    const status = [200, 201, 204].find((s) => s in response) ?? null;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        status,
        schema: status === null ? undefined : response[status],
        bodySchema: route.schema?.body,
      });
    }
  };
  const app = await buildApp(config, db, { onRoute });
  await app.close().catch(() => {});
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return routes;
}

/** `/api/admin/ingredients/:id` → `admin/ingredients`; `/api/ingredients` → `ingredients` (as route-types.ts's AreaOf). */
export function areaOf(url: string): string {
  const [, , first = '', second = ''] = url.split('/');
  return first === 'admin' && second ? `admin/${second}` : first;
}

/** The contract's text, and how many routes are typed by a named schema, have no schema, or an inline one. */
export async function routeContract(): Promise<{
  text: string;
  routes: RouteEntry[];
  inline: RouteEntry[];
  inlineBodies: RouteEntry[];
}> {
  const [names, collected] = await Promise.all([schemaNames(), collectRoutes()]);
  const imports = new Map<string, Set<string>>();
  /** `z.${io}<typeof name>`, the name imported; undefined for a schema no module exports */
  const named = (schema: unknown, io: 'input' | 'output'): string | undefined => {
    const n = names.get(schema);
    if (!n) return undefined;
    if (!imports.has(n.module)) imports.set(n.module, new Set());
    imports.get(n.module)!.add(n.name);
    return `z.${io}<typeof ${n.name}>`;
  };
  // the body a test sends: the body schema's input; a GET or DELETE that declares none takes none
  // (`undefined`); a POST, PUT or PATCH without one may read its body by hand (an upload's multipart, a
  // webhook, better-auth's): `unknown`, as for a body schema made inline (refused by routes-contract.test.ts)
  const bodyType = (schema: unknown, method: string): string =>
    schema === undefined
      ? method === 'GET' || method === 'DELETE'
        ? 'undefined'
        : 'unknown'
      : (named(schema, 'input') ?? 'unknown');
  const routes: RouteEntry[] = [];
  const inline: RouteEntry[] = [];
  const inlineBodies: RouteEntry[] = [];
  for (const r of collected.sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`))) {
    let type: string;
    if (r.status === null) type = 'unknown';
    else if (r.status === 204 || r.schema === undefined) type = 'null';
    else type = named(r.schema, 'output') ?? 'unknown';
    const entry = { method: r.method, url: r.url, status: r.status, type, body: bodyType(r.bodySchema, r.method) };
    routes.push(entry);
    if (r.status !== null && type === 'unknown') inline.push(entry);
    if (r.bodySchema !== undefined && entry.body === 'unknown') inlineBodies.push(entry);
  }
  // grouped by method and area (`ingredients`, `admin/ingredients`: test/route-types.ts's AreaOf), so a
  // call's type looks among its area's few patterns, not all of them
  const tree = new Map<string, Map<string, RouteEntry[]>>();
  for (const r of routes) {
    const area = areaOf(r.url);
    if (!tree.has(r.method)) tree.set(r.method, new Map());
    const areas = tree.get(r.method)!;
    if (!areas.has(area)) areas.set(area, []);
    areas.get(area)!.push(r);
  }
  const table = (type: (r: RouteEntry) => string) =>
    [...tree.keys()]
      .sort()
      .flatMap((method) => [
        `  ${method}: {`,
        ...[...tree.get(method)!.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .flatMap(([area, list]) => [`    '${area}': {`, ...list.map((r) => `      '${r.url}': ${type(r)};`), '    };']),
        '  };',
      ]);
  const lines = [
    '// Generated by `npm run routes:generate` (apps/server/src/scripts/route-contract.ts): do not edit.',
    '// Every API route: its method, URL pattern, success answer and body, read by the API tests’ client (harness.ts).',
    "import type { z } from 'zod';",
    ...[...imports.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([module, set]) => `import type { ${[...set].sort().join(', ')} } from '${module}';`),
    '',
    '/**',
    ' * Method → area → `/pattern` → the success body (`null`: a 204, `noContentSchema`; `unknown`: the route',
    ' * declares no success schema — a file, a stream, better-auth’s; an inline one is refused by',
    ' * routes-contract.test.ts).',
    ' */',
    'export type RouteTable = {',
    ...table((r) => r.type),
    '};',
    '',
    '/**',
    ' * Method → area → `/pattern` → the body a test sends: the body schema’s input (`z.input`); `undefined`: the',
    ' * route is a GET or DELETE without one; `unknown`: a POST, PUT or PATCH without one (an upload, a webhook).',
    ' */',
    'export type RequestTable = {',
    ...table((r) => r.body),
    '};',
    '',
  ];
  // formatted as `npm run format` would, so the file passes format:check as written
  const text = await format(lines.join('\n'), { ...(await resolveConfig(CONTRACT_FILE)), filepath: CONTRACT_FILE });
  return { text, routes, inline, inlineBodies };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { text, routes, inline, inlineBodies } = await routeContract();
  fs.writeFileSync(CONTRACT_FILE, text);
  const unknown = routes.filter((r) => r.status === null).length;
  console.log(
    `${path.relative(process.cwd(), CONTRACT_FILE)}: ${routes.length} routes, ${routes.length - unknown - inline.length} typed, ` +
      `${unknown} without a success schema, ${inline.length} with an inline one:`,
  );
  for (const r of inline) console.log(`  ${r.method} ${r.url}`);
  const bodies = routes.filter((r) => r.body !== 'undefined' && r.body !== 'unknown');
  console.log(`  bodies: ${bodies.length} typed by a named schema, ${inlineBodies.length} by an inline one:`);
  for (const r of inlineBodies) console.log(`    ${r.method} ${r.url}`);
  process.exit(0);
}
