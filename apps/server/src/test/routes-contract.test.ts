/**
 * The route contract the API tests' client reads (routes.gen.ts, decision 0030) is the app's: a route
 * added, removed or given another response schema since it was generated fails here, as a schema change
 * without its migration fails `npm run db:generate`.
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { CONTRACT_FILE, routeContract } from '../scripts/route-contract.ts';

it('routes.gen.ts is the route contract of the app as it is', async () => {
  const { text, routes, inline } = await routeContract();
  expect(routes.length).toBeGreaterThan(200);
  // a success schema made inline in a routes file is typed `unknown`: export it where it lives instead
  expect(inline.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  const stale = fs.readFileSync(CONTRACT_FILE, 'utf8') !== text;
  expect(stale, 'apps/server/src/test/routes.gen.ts is stale: run `npm run routes:generate` and commit it').toBe(false);
});
