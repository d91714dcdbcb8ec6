// opens no database: the statements are rendered, never sent
/**
 * A queue's search reads its customers once (`customersMatching`): their ids travel as one parameter,
 * unless there are more than CUSTOMER_IDS_AS_PARAMETER, when the lookup stays inside the statement and a
 * row already read is tested by its own customer (`customerOf`).
 */
import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { CUSTOMER_IDS_AS_PARAMETER, customerIn, queueSearch } from './customer-search.ts';

const dialect = new PgDialect();
const render = (q: SQL) => dialect.sqlToQuery(q);

/** A db whose user lookup answers `found` ids, keeping what it was asked. */
function usersDb(found: number) {
  const asked: SQL[] = [];
  const rows = Array.from({ length: found }, (_, i) => ({ id: `user-${i}` }));
  const db = { execute: (q: SQL) => (asked.push(q), Promise.resolve({ rows })) } as unknown as Db;
  return { db, asked };
}

describe('queueSearch', () => {
  it('looks the customers up once, ahead, and sends their ids as one parameter', async () => {
    const { db, asked } = usersDb(3);
    const search = await queueSearch(db, 'i', '코스메틱', null, []);
    expect(asked).toHaveLength(1);
    expect(render(asked[0]!).sql).toMatch(/^select c\.id from users c where .* limit 5001$/s);
    for (const form of [search.where, search.row]) {
      expect(render(form).sql).toBe('(i.owner_id = any($1::text[]))');
      expect(render(form).params).toEqual([['user-0', 'user-1', 'user-2']]);
    }
  });

  it('keeps the lookup inside the statement when more customers match than a parameter should carry', async () => {
    const { db } = usersDb(CUSTOMER_IDS_AS_PARAMETER + 1);
    const search = await queueSearch(db, 'i', 'a', 42, []);
    const where = render(search.where);
    expect(where.sql).toMatch(
      /^\(\(i\.number = \$1 or i\.owner_id = any\(array\(select c\.id from users c where .*\)\)\) and \(i\.number = \$\d+ or exists \(select 1 from users c where c\.id = i\.owner_id and /s,
    );
    expect(where.params.flat()).not.toContain('user-0');
    // a row already read (the walk of the newest rows) is tested by its own customer, never by the array
    const row = render(search.row);
    expect(row.sql).toMatch(/^\(i\.number = \$1 or exists \(select 1 from users c where c\.id = i\.owner_id and /s);
    expect(row.sql).not.toContain('array(');
    // by its fields alone: the joined text's grams and strpos only lead the users' indexes
    expect(row.sql).toMatch(
      /exists \(select 1 from users c where c\.id = i\.owner_id and \(lower\(c\.name\) like \$\d+ or lower\(c\.company_name\) like \$\d+ or lower\(c\.email\) like \$\d+\)\)\)$/,
    );
    expect(row.sql).not.toContain('search_grams');
  });
});

describe('customerIn', () => {
  it('is the ids as a parameter, or past them a semi-join with the matching users', async () => {
    const few = render(await customerIn(usersDb(2).db, sql`x.user_id`, 'kim'));
    expect(few.sql).toBe('x.user_id = any($1::text[])');
    expect(few.params).toEqual([['user-0', 'user-1']]);
    const many = render(await customerIn(usersDb(CUSTOMER_IDS_AS_PARAMETER + 1).db, sql`x.user_id`, 'kim'));
    expect(many.sql).toMatch(/^x\.user_id in \(select c\.id from users c where /);
    expect(many.sql).not.toContain('array(');
  });
});
