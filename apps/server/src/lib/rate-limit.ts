import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';

export type RateLimit = { max: number; windowSeconds: number };

/**
 * A fixed-window counter per key (e.g. `partnership:<client ip>`), kept in better-auth's
 * `rate_limits` table so every instance shares it (our keys start with `app:`, better-auth's never
 * do). One statement counts the attempt and tells whether it is over the limit; `last_request` holds
 * the window's start here. Throws 429 RATE_LIMITED when it is.
 */
export async function hit(db: Db, key: string, limit: RateLimit, now = Date.now()): Promise<void> {
  const id = `app:${key}`;
  const windowStart = now - limit.windowSeconds * 1000;
  const { rows } = await db.execute<{ count: number }>(sql`
    insert into rate_limits (id, key, count, last_request) values (${crypto.randomUUID()}, ${id}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${windowStart} then ${now} else rate_limits.last_request end
    returning count`);
  if ((rows[0]?.count ?? 0) > limit.max) {
    throw new AppError(429, 'RATE_LIMITED', 'Too many submissions from this address; please try again later');
  }
}
