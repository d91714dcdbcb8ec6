import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { decodePageCursor, encodePageCursor, keysetAfter, keysetOrder, type Keyset } from './keyset.ts';

const byName: Keyset = {
  sort: 'name',
  columns: [
    { expr: sql`i.name_en`, type: 'text' },
    { expr: sql`i.id`, type: 'uuid' },
  ],
};
const byPriceDesc: Keyset = {
  sort: 'price-desc',
  columns: [{ expr: sql`i.price`, type: 'int', desc: true }, ...byName.columns],
};
const dialect = new PgDialect();
const text = (q: ReturnType<typeof sql>) => dialect.sqlToQuery(q);
const ID = '0b7e8c1e-6a53-4a8f-9d55-1c2b8f0e4a11';

describe('page cursors', () => {
  it('read back what they wrote, total included', () => {
    const c = encodePageCursor(byName, ['Aloe "vera"; 알로에', ID], 1234);
    expect(decodePageCursor(c, byName)).toEqual({ key: ['Aloe "vera"; 알로에', ID], total: 1234 });
    expect(decodePageCursor(undefined, byName)).toBeNull();
    expect(decodePageCursor('', byName)).toBeNull();
  });

  it('anything else is a 400 field error on cursor', () => {
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const bad of [
      'garbage',
      '%%%',
      b64(['price-desc', ['a', ID], 1]), // another sort's cursor
      b64(['name', ['a'], 1]),
      b64(['name', ['a', 'not-a-uuid'], 1]),
      b64(['name', ['a', ID], -1]),
      b64(['name', ['a', ID], 1.5]),
      b64(['name', [1, ID], 1]),
      b64({ sort: 'name' }),
    ]) {
      expect(() => decodePageCursor(bad, byName), bad).toThrowError(
        expect.objectContaining({ statusCode: 400, fields: { cursor: 'errors.invalidCursor' } }),
      );
    }
    expect(() => decodePageCursor(b64(['price-desc', ['12x', 'a', ID], 1]), byPriceDesc)).toThrow();
  });
});

describe('keyset SQL', () => {
  it('one row comparison when every key sorts the same way, so an index range scan serves it', () => {
    expect(text(keysetOrder(byName)).sql).toBe('i.name_en asc, i.id asc');
    const after = text(keysetAfter(byName, ['Aloe', ID]));
    expect(after.sql).toBe('(i.name_en, i.id) > ($1, $2::uuid)');
    expect(after.params).toEqual(['Aloe', ID]);
  });

  it('mixed directions expand key by key', () => {
    expect(text(keysetOrder(byPriceDesc)).sql).toBe('i.price desc nulls last, i.name_en asc, i.id asc');
    const after = text(keysetAfter(byPriceDesc, ['500', 'Aloe', ID]));
    expect(after.sql).toBe(
      '(i.price < $1::bigint or (i.price = $2::bigint and (i.name_en > $3 or (i.name_en = $4 and i.id > $5::uuid))))',
    );
  });
});
