import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * View counts that a reload does not inflate: one count per viewer per post per day (the day in
 * Korea). A signed-in viewer is their user id; a visitor is their IP address with their User-Agent.
 * Either is stored only as an HMAC with the server's secret, so the table holds no address or id in
 * clear, and a day's row keys cannot be linked to a person without the secret.
 */
export function viewerKey(secret: string, who: { userId: string | null; ip: string; userAgent: string }): string {
  const subject = who.userId ? `u:${who.userId}` : `v:${who.ip}|${who.userAgent.slice(0, 300)}`;
  return crypto.createHmac('sha256', secret).update(subject).digest('base64url');
}

/**
 * The header with which the server's own rendering of a page (decision 0027) asks the API: such a read
 * is nobody's view. Its value is this process's own random token (the rendering asks in-process), so a
 * request from outside that sends the header is still counted.
 */
export const RENDERING_HEADER = 'x-formulab-rendering';
export const RENDERING_TOKEN = crypto.randomBytes(16).toString('hex');

/**
 * Counts a view of a board post unless this viewer was counted today: one statement, the insert
 * decides. Now and then (about one call in 200) rows older than two days are pruned.
 */
export async function recordPostView(db: Db, postId: string, viewer: string): Promise<void> {
  await db.execute(sql`
    with seen as (
      insert into board_post_views (post_id, viewer, day)
      values (${postId}, ${viewer}, (now() at time zone 'Asia/Seoul')::date)
      on conflict do nothing
      returning post_id
    )
    update board_posts set view_count = view_count + 1 where id in (select post_id from seen)`);
  if (Math.random() < 1 / 200) {
    await db.execute(sql`delete from board_post_views where day < (now() at time zone 'Asia/Seoul')::date - 2`);
  }
}
