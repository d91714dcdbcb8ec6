import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { newestFirst } from './keyset.ts';
import { recordListPage, userIdOf } from './workflow-viewer.ts';

const dialect = new PgDialect();
const text = (q: SQL) => dialect.sqlToQuery(q).sql.replace(/\s+/g, ' ').trim();

/** A db that answers every statement with no rows and keeps what it was asked. */
function fakeDb() {
  const asked: SQL[] = [];
  const db = { execute: (q: SQL) => (asked.push(q), Promise.resolve({ rows: [] })) } as unknown as Db;
  return { db, asked };
}

describe('newestFirst', () => {
  it('orders by the alias creation time, then its id, both descending', () => {
    const k = newestFirst('s');
    expect(k.sort).toBe('newest');
    expect(k.columns.map((c) => [text(c.expr), c.type, c.desc])).toEqual([
      ['s.created_at', 'micros', true],
      ['s.id', 'uuid', true],
    ]);
  });
});

describe('userIdOf', () => {
  it('is the staff id or the customer id', () => {
    expect(userIdOf({ staffId: 'a' })).toBe('a');
    expect(userIdOf({ customerId: 'b' })).toBe('b');
  });
});

describe('recordListPage', () => {
  const base = {
    table: 'quotes',
    alias: 'q',
    select: sql`q.id`,
    from: sql`quotes q`,
    keyset: newestFirst('q'),
    states: ['open', 'closed'] as const,
    search: false,
    present: (r: Record<string, unknown>) => String(r.id),
  };

  it('pages the filtered rows of the chosen state and counts the filtered rows by state', async () => {
    const { db, asked } = fakeDb();
    const page = await recordListPage(db, { ...base, where: [sql`q.owner_id = ${'u1'}`], q: { state: 'open', limit: 20 } });
    expect(page).toEqual({ items: [], nextCursor: null, total: 0, counts: { open: 0, closed: 0 } });
    expect(text(asked[0]!)).toMatch(
      /^select q\.id, array\[.*\] as page_key from quotes q where q\.owner_id = \$1 and q\.state = \$2 order by/,
    );
    expect(text(asked[1]!)).toBe('select q.state, count(*)::int as n from quotes q where q.owner_id = $1 group by q.state');
  });

  it('takes every record without filters, and a counter when one is given', async () => {
    const { db, asked } = fakeDb();
    await recordListPage(db, { ...base, where: [], q: { limit: 20 }, counter: sql`select state, n from quote_counts` });
    expect(text(asked[0]!)).toMatch(/ from quotes q where true order by /);
    expect(text(asked[1]!)).toBe('select state, n from quote_counts');
  });
});
