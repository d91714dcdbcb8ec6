import type { Target } from '../lib/measure.ts';
import { signInDemoCustomer, type FormulabServer } from '../lib/formulab.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo.ts';

/**
 * GET /api/me as the demo customer: the session and the whole profile come from the session cache, one
 * indexed lookup on a miss (apps/server/src/modules/auth/session.ts). Signs in right before the run.
 */
export function meTarget(server: FormulabServer): Target {
  return {
    name: 'GET /api/me',
    description: 'signed-in customer; session and profile from the NOTIFY-emptied cache (one statement on a miss)',
    url: `${server.url}/api/me`,
    server,
    async prepare() {
      return { cookie: (await signInDemoCustomer(server)).cookie };
    },
    async check(response) {
      const body = await response.text();
      if (response.status !== 200 || !body.includes(DEMO_ACCOUNTS.customer.email)) {
        throw new Error(`/api/me answered ${response.status} ${body}`);
      }
    },
  };
}
