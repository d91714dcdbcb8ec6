import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { TODAY } from './quotes.policy.ts';
import { expireQuote } from './quotes.service.ts';

const BATCH = 200;

/**
 * The expiry job's work: every quote still 'quoted' whose validity date has passed moves to 'expired'
 * through the machine's 'expire' (system actor: a timeline event and a notification to the customer),
 * each in its own short transaction so a long backlog never holds many locks. Reads the partial index
 * `quotes_quoted_valid_idx`. Returns how many quotes expired.
 *
 * Accepting never depends on this having run: the accept's UPDATE itself requires the validity date
 * not to have passed (quotes.service.ts).
 */
export async function expireOverdueQuotes(db: Db, notifier: Notifier): Promise<number> {
  let expired = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await db.execute<{ id: string }>(sql`
      select id from quotes
      where state = 'quoted' and valid_until < ${TODAY} and id > ${after}::uuid
      order by id limit ${BATCH}`);
    for (const r of rows) if (await expireQuote(db, notifier, r.id)) expired++;
    if (rows.length < BATCH) return expired;
    after = rows.at(-1)!.id;
  }
}
