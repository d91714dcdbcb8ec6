import type { Target } from '../lib/measure.ts';
import type { FormulabServer } from '../lib/formulab.ts';
import { walk } from '../lib/queue-targets.ts';

type Page = { items?: unknown[]; total?: number };

/** Cursors deep into the public notice and board lists, walked to (as a visitor) before the runs. */
export type ContentBenchSetup = {
  deepOffset: number;
  noticesDeep: string;
  postsDeep: string;
  postsByViewsDeep: string;
  postsByCommentsDeep: string;
};

export async function prepareContentTargets(server: FormulabServer, offset = 1000): Promise<ContentBenchSetup> {
  // the lists are public: a visitor, no cookie; their pages hold at most 50
  return {
    deepOffset: offset,
    noticesDeep: await walk(server, '', '/api/notices', offset, 50),
    postsDeep: await walk(server, '', '/api/board/posts', offset, 50),
    postsByViewsDeep: await walk(server, '', '/api/board/posts?sort=views', offset, 50),
    postsByCommentsDeep: await walk(server, '', '/api/board/posts?sort=comments', offset, 50),
  };
}

/**
 * The public content lists at scale (20,000 notices, 200,000 board posts): the notices and the
 * board's posts (the default sort: pinned first, then newest; and by views, by comments), each the first
 * page with its total and a page 1,000 deep through the keyset cursor. Read as a visitor, without a session.
 */
export function contentTargets(server: FormulabServer, setup: ContentBenchSetup): Target[] {
  const deep = setup.deepOffset.toLocaleString('en-US');
  const list = (name: string, path: string, table: string, description: string): Target => ({
    name,
    description,
    url: `${server.url}${path}`,
    server,
    explain: { table },
    check: checkPage(name),
  });
  /** A list's first page (`path`, its query included) and the page `deep` rows down, at `cursor`. */
  const firstAndDeep = (name: string, path: string, table: string, cursor: string, first: string, after: string) => [
    list(`${name} (20)`, path, table, first),
    list(`${name}, ${deep} deep`, `${path}&cursor=${encodeURIComponent(cursor)}`, table, after),
  ];
  return [
    ...firstAndDeep(
      'content: notices',
      '/api/notices?limit=20',
      'notices',
      setup.noticesDeep,
      'published notices, pinned first, newest first, with the total',
      `a page after ${deep} notices`,
    ),
    ...firstAndDeep(
      'content: board posts',
      '/api/board/posts?limit=20',
      'board_posts',
      setup.postsDeep,
      'posts that are not hidden, pinned first, newest first, with author, category and the total',
      `a page after ${deep} posts`,
    ),
    ...firstAndDeep(
      'content: board posts by views',
      '/api/board/posts?limit=20&sort=views',
      'board_posts',
      setup.postsByViewsDeep,
      'posts that are not hidden, most viewed first, with author, category and the total',
      `a page after ${deep} posts, most viewed first`,
    ),
    ...firstAndDeep(
      'content: board posts by comments',
      '/api/board/posts?limit=20&sort=comments',
      'board_posts',
      setup.postsByCommentsDeep,
      'posts that are not hidden, most commented first, with author, category and the total',
      `a page after ${deep} posts, most commented first`,
    ),
  ];
}

function checkPage(name: string) {
  return async (response: Response) => {
    const body = (await response.json()) as Page;
    if (response.status !== 200 || !Array.isArray(body.items) || !body.items.length || (body.total ?? 0) < 1000) {
      throw new Error(`${name} answered ${response.status} with ${body.items?.length ?? 'no'} items of ${body.total ?? '?'}`);
    }
  };
}
