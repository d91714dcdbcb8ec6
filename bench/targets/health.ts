import type { Target } from '../lib/measure.ts';
import type { FormulabServer } from '../lib/formulab.ts';

/** GET /api/health: the full Fastify stack (helmet, access hooks, zod serialiser) plus `select 1`. */
export function healthTarget(server: FormulabServer): Target {
  return {
    name: 'GET /api/health',
    description: 'public route through the whole app; one `select 1` on PostgreSQL per request',
    url: `${server.url}/api/health`,
    server,
    async check(response) {
      const body = await response.text();
      if (response.status !== 200 || !body.includes('"database":"ok"')) {
        throw new Error(`/api/health answered ${response.status} ${body}`);
      }
    },
  };
}
