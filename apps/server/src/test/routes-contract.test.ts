/**
 * The route contract the API tests' client reads (routes.gen.ts, decision 0030) is the app's: a route
 * added, removed or given another response schema since it was generated fails here, as a schema change
 * without its migration fails `npm run db:generate`.
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { CONTRACT_FILE, routeContract } from '../scripts/route-contract.ts';

it('routes.gen.ts is the route contract of the app as it is', async () => {
  const { text, routes, inline, inlineBodies } = await routeContract();
  expect(routes.length).toBeGreaterThan(200);
  // a success or body schema made inline in a routes file is typed `unknown`: export it where it lives instead
  expect(inline.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  expect(inlineBodies.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  const stale = fs.readFileSync(CONTRACT_FILE, 'utf8') !== text;
  expect(stale, 'apps/server/src/test/routes.gen.ts is stale: run `npm run routes:generate` and commit it').toBe(false);
});

it('a route that answers nothing says so: only files, streams and better-auth’s declare no success schema', async () => {
  const { routes } = await routeContract();
  // a 204 declares `response: { 204: noContentSchema }` (@formulab/shared/no-content), so the contract types
  // it as no body; what is left without a schema sends a file, a CSV or PDF, an event stream or better-auth's
  // answer — all GETs but the recipes' export (a POST naming the recipes) and better-auth's
  const undeclared = routes.filter((r) => r.status === null && r.method !== 'GET' && r.url !== '/api/auth/*');
  expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/admin/recipes/export']);
});
