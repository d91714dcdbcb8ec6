import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { AppError } from '../errors.ts';

/**
 * One keyset pagination for every list. A list declares its sort orders as key columns (the last
 * one unique, usually the id); a page is `where <after the cursor> order by <keys> limit n + 1`, so
 * page 500 costs what page 1 costs and rows added meanwhile neither repeat nor vanish. The cursor is
 * opaque to clients: base64url of `[sort, [key values as text], total]` — the total counted with the
 * first page travels along, so later pages skip the count. A cursor that is not one of ours, or was
 * made for another sort, is a 400 field error on `cursor`, on every list.
 */

/** How a key value travels as text and is compared again. */
export type KeyType = 'text' | 'int' | 'uuid' | 'micros';

export type KeyColumn = {
  /** the expression sorted by (aliases as in the list's query); never null */
  expr: SQL;
  /** `expr`'s text where it is plain text (`byColumn`'s columns): the ORDER BY and the key's select are then written once */
  text?: string;
  type: KeyType;
  desc?: boolean;
};

export type Keyset = { sort: string; columns: KeyColumn[] };

export type PageCursor = { key: string[]; total: number };

const VALUE: Record<KeyType, RegExp> = {
  text: /^[\s\S]{0,1000}$/,
  int: /^-?\d{1,18}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  // timestamps as integer microseconds: PostgreSQL keeps microseconds, a JS Date only milliseconds
  micros: /^-?\d{1,18}$/,
};

export const invalidCursor = () => new AppError(400, 'VALIDATION', 'Invalid cursor', { cursor: 'errors.invalidCursor' });

export function encodePageCursor(keyset: Keyset, key: string[], total: number): string {
  return Buffer.from(JSON.stringify([keyset.sort, key, total])).toString('base64url');
}

/** The cursor's key and total, null for the first page, a 400 for anything else. */
export function decodePageCursor(cursor: string | undefined, keyset: Keyset): PageCursor | null {
  if (cursor === undefined || cursor === '') return null;
  let v: unknown;
  try {
    v = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(v) || v.length !== 3 || v[0] !== keyset.sort) throw invalidCursor();
  const [, key, total] = v as [unknown, unknown, unknown];
  if (!Array.isArray(key) || key.length !== keyset.columns.length) throw invalidCursor();
  keyset.columns.forEach((c, i) => {
    if (typeof key[i] !== 'string' || !VALUE[c.type].test(key[i])) throw invalidCursor();
  });
  if (!Number.isSafeInteger(total) || (total as number) < 0) throw invalidCursor();
  return { key: key as string[], total: total as number };
}

/**
 * A sort on one column of `alias` (a name there, or an expression), its rows' `<alias>.id` in the
 * same direction breaking ties: the shape of most sorts, which a two-column index answers.
 */
export function byColumn(sort: string, alias: string, column: string | SQL, type: KeyType, desc = false): Keyset {
  const first: KeyColumn =
    typeof column === 'string'
      ? { expr: sql.raw(`${alias}.${column}`), text: `${alias}.${column}`, type, desc }
      : { expr: column, type, desc };
  return { sort, columns: [first, { expr: sql.raw(`${alias}.id`), text: `${alias}.id`, type: 'uuid', desc }] };
}

/**
 * The keyset's ORDER BY and key select as one piece of text, made once per keyset, when every column's
 * expression is plain text. Drizzle walks every fragment of a statement each time it writes it (about a
 * fifth of a list request's server CPU, profiled on the partnership search): a fragment of plain text is
 * the cheapest to walk.
 */
const written = new WeakMap<Keyset, { order: SQL; select: SQL } | null>();
function writtenOnce(keyset: Keyset): { order: SQL; select: SQL } | null {
  let w = written.get(keyset);
  if (w === undefined) {
    const texts = keyset.columns.map((c) => c.text);
    w = texts.every((t): t is string => t !== undefined)
      ? {
          order: sql.raw(keyset.columns.map((c, i) => `${texts[i]} ${c.desc ? 'desc nulls last' : 'asc'}`).join(', ')),
          select: sql.raw(
            `array[${keyset.columns
              .map((c, i) =>
                c.type === 'micros' ? `(extract(epoch from ${texts[i]}) * 1000000)::bigint::text` : `(${texts[i]})::text`,
              )
              .join(', ')}]`,
          ),
        }
      : null;
    written.set(keyset, w);
  }
  return w;
}

/**
 * Newest first, the order of every workflow list: `<alias>.created_at`, then `<alias>.id` (both
 * descending), which its `…_created_idx` / `…_owner_idx` indexes answer.
 */
export function newestFirst(alias: string): Keyset {
  return byColumn('newest', alias, 'created_at', 'micros', true);
}

/** ORDER BY of the keyset ("nulls last" as drizzle writes descending indexes). */
export function keysetOrder(keyset: Keyset): SQL {
  const w = writtenOnce(keyset);
  if (w) return w.order;
  return sql.join(
    keyset.columns.map((c) => (c.desc ? sql`${c.expr} desc nulls last` : sql`${c.expr} asc`)),
    sql`, `,
  );
}

/** The key columns as one text array, to select beside the row (`… as page_key`). */
export function keysetSelect(keyset: Keyset): SQL {
  const w = writtenOnce(keyset);
  if (w) return w.select;
  return sql`array[${sql.join(
    keyset.columns.map((c) =>
      c.type === 'micros' ? sql`(extract(epoch from ${c.expr}) * 1000000)::bigint::text` : sql`(${c.expr})::text`,
    ),
    sql`, `,
  )}]`;
}

const value = (c: KeyColumn, v: string | Placeholder): SQL =>
  c.type === 'int'
    ? sql`${v}::bigint`
    : c.type === 'uuid'
      ? sql`${v}::uuid`
      : c.type === 'micros'
        ? sql`(timestamptz 'epoch' + ${v}::bigint * interval '1 microsecond')`
        : sql`${v}`;

/**
 * Rows strictly after the cursor in the keyset's order. When every column sorts the same way this is
 * one row comparison, which PostgreSQL answers with an index range scan; mixed directions expand to
 * `a > x or (a = x and (b < y or …))`. The key's values may be placeholders of a statement written once
 * (lib/prepared.ts).
 */
export function keysetAfter(keyset: Keyset, key: readonly (string | Placeholder)[]): SQL {
  const cols = keyset.columns;
  if (cols.every((c) => !!c.desc === !!cols[0]!.desc)) {
    const left = sql.join(
      cols.map((c) => c.expr),
      sql`, `,
    );
    const right = sql.join(
      cols.map((c, i) => value(c, key[i]!)),
      sql`, `,
    );
    return cols[0]!.desc ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
  }
  const from = (i: number): SQL => {
    const c = cols[i]!;
    const v = value(c, key[i]!);
    const beyond = c.desc ? sql`${c.expr} < ${v}` : sql`${c.expr} > ${v}`;
    return i === cols.length - 1 ? beyond : sql`(${beyond} or (${c.expr} = ${v} and ${from(i + 1)}))`;
  };
  return from(0);
}

/**
 * A page from rows fetched with `limit + 1` and their `page_key`: the items, the next cursor (null on
 * the last page) and the total.
 */
export function keysetPage<R extends { page_key: string[] }, T>(
  keyset: Keyset,
  rows: R[],
  limit: number,
  total: number,
  present: (row: R) => T,
): { items: T[]; nextCursor: string | null; total: number } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(present),
    nextCursor: rows.length > limit && last ? encodePageCursor(keyset, last.page_key, total) : null,
    total,
  };
}

/**
 * The SQL of one page of a list ordered by `keyset` (its columns `<alias>.created_at`, `<alias>.id`),
 * `limit + 1` rows of `select` from `from` (which names the list's table as `alias`). `where` holds the
 * filters and the cursor's condition, all on the list's own table.
 *
 * `matchesFirst` is for a search: its matches are found first (one BitmapOr of the table's indexes) and
 * only their keys kept, then the page's keys taken in order and their rows read. Left to itself,
 * PostgreSQL, which cannot know how few rows a rare term matches, walks the newest-first index and tests
 * every row until a page is full: most of the table.
 */
export function keysetPageQuery(o: {
  select: SQL;
  from: SQL;
  table: SQL;
  alias: SQL;
  where: SQL;
  keyset: Keyset;
  limit: number;
  matchesFirst: boolean;
  /**
   * with `matchesFirst`: the matches are read up to this many (written into the statement) and each row
   * says how many were read (`capped_total`), so that a search's first page and its count, capped, are
   * one statement — the page is the page only while `capped_total` is under the cap
   */
  countUpTo?: number;
}): SQL {
  const order = keysetOrder(o.keyset);
  if (!o.matchesFirst) return sql`select ${o.select} from ${o.from} where ${o.where} order by ${order} limit ${o.limit + 1}`;
  const upTo = o.countUpTo === undefined ? sql`` : sql` limit ${sql.raw(String(o.countUpTo))}`;
  const counted = o.countUpTo === undefined ? sql`` : sql`, (select count(*)::int from m) as capped_total`;
  return sql`
    with m as materialized (select ${o.alias}.id, ${o.alias}.created_at from ${o.table} ${o.alias} where ${o.where}${upTo})
    select ${o.select}${counted}
    from ${o.from} join (select ${o.alias}.id from m ${o.alias} order by ${order} limit ${o.limit + 1}) k on k.id = ${o.alias}.id
    order by ${order}`;
}

/**
 * The SQL of one page of a search whose term is in many rows (`workflow-viewer.ts` `queuePage`): the
 * newest `window` rows under the list's other filters (`where`, the cursor's condition included) are
 * walked in keyset order through its index, each read by primary key and tested with `search`, until
 * `limit + 1` match. A term in many rows fills the page after a few dozen; reading all its matches
 * first (`keysetPageQuery`'s `matchesFirst`) would read thousands. Fewer than `limit + 1` rows means the
 * window was not enough (the matches are older, or rare), and the caller asks `keysetPageQuery` instead.
 *
 * The walk keeps only the keys (from the sort's index), in its order: the key columns are its output, so
 * PostgreSQL knows the rows come sorted and stops at the page. Each row is tested in a LATERAL subquery
 * on its id, which `offset 0` keeps from being merged into the join: the test can only run row by row
 * on the walk. Joined plainly, the planner could instead read every match of the search through its
 * indexes and sort them, which it did where it guessed a common term rare (a customer lookup it
 * estimated at one row found 2,000 customers: 100,000 inquiries read and sorted, 2.4 s).
 */
export function windowPageQuery(o: {
  select: SQL;
  from: SQL;
  table: SQL;
  alias: SQL;
  where: SQL;
  search: SQL;
  keyset: Keyset;
  limit: number;
  /** how many rows to walk at most (written into the statement: a constant, for every plan) */
  window: number;
}): SQL {
  const keys = o.keyset.columns.map((c, i) => ({ ...c, name: sql.raw(`k${i}`) }));
  const walked = sql.join(
    keys.map((k) => sql`${k.expr} as ${k.name}`),
    sql`, `,
  );
  const walkOrder = sql.join(
    keys.map((k) => (k.desc ? sql`w.${k.name} desc nulls last` : sql`w.${k.name} asc`)),
    sql`, `,
  );
  return sql`
    select ${o.select}
    from ${o.from} join (
      select w.id
      from (select ${o.alias}.id, ${walked} from ${o.table} ${o.alias} where ${o.where} order by ${keysetOrder(o.keyset)} limit ${sql.raw(String(o.window))}) w
        cross join lateral (select 1 from ${o.table} ${o.alias} where ${o.alias}.id = w.id and ${o.search} offset 0) m
      order by ${walkOrder} limit ${o.limit + 1}
    ) k on k.id = ${o.alias}.id
    order by ${keysetOrder(o.keyset)}`;
}
