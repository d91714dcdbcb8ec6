import type { Target } from './measure.ts';
import { signInDemoAdmin, signInDemoCustomer, type FormulabServer } from './formulab.ts';

/**
 * What the list benchmarks share (the workflow queues, users, content): walking to a cursor deep in a
 * list, and a target on one page of a list as the demo customer or staff.
 */

type Page = {
  items?: unknown[];
  nextCursor?: string | null;
  total?: number;
  totalCapped?: boolean;
  counts?: Record<string, number> | null;
};

/** Walks a list `step` (100) at a time to a cursor `offset` rows deep, the way "load more" would. */
export async function walk(server: FormulabServer, cookie: string, path: string, offset: number, step = 100): Promise<string> {
  let cursor: string | null | undefined;
  for (let seen = 0; seen < offset; seen += step) {
    const sep = path.includes('?') ? '&' : '?';
    const url = `${server.url}${path}${sep}limit=${step}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await fetch(url, { headers: { cookie } });
    const page = (await res.json()) as Page;
    if (!res.ok || !page.nextCursor) throw new Error(`walking ${path}: ${url} answered ${res.status} without a next cursor`);
    cursor = page.nextCursor;
  }
  return cursor!;
}

/**
 * One page of a list (`path` with its query) as the demo customer or staff, who signs in right before
 * the run; the answer must hold items, at least `minTotal` (1) in all, and the state counts when `counts`
 * (`capped`: a search past its count cap, which says so and carries none) — or, given `ok`, whatever it
 * says a good answer's JSON holds (a report's totals, a list that may be empty).
 */
export function listTarget(
  server: FormulabServer,
  as: 'customer' | 'staff',
  t: {
    name: string;
    description: string;
    path: string;
    table: string;
    minTotal?: number;
    counts?: boolean;
    capped?: boolean;
    ok?: (body: Record<string, unknown>) => boolean;
  },
): Target {
  return {
    name: t.name,
    description: t.description,
    url: `${server.url}${t.path}`,
    server,
    explain: { table: t.table },
    async prepare() {
      return { cookie: as === 'customer' ? (await signInDemoCustomer(server)).cookie : await signInDemoAdmin(server) };
    },
    check: async (response: Response) => {
      const body = (await response.json()) as Page;
      if (t.ok) {
        if (response.status !== 200 || !t.ok(body)) throw new Error(`${t.name} answered ${response.status}`);
        return;
      }
      if (
        response.status !== 200 ||
        !Array.isArray(body.items) ||
        !body.items.length ||
        (body.total ?? 0) < (t.minTotal ?? 1) ||
        (t.capped ? body.totalCapped !== true || body.counts !== null : t.counts && !body.counts)
      ) {
        throw new Error(`${t.name} answered ${response.status} with ${body.items?.length ?? 'no'} items of ${body.total ?? '?'}`);
      }
    },
  };
}
