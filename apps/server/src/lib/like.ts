import { SQL, sql } from 'drizzle-orm';

/** A LIKE / ILIKE pattern that matches `s` literally: `%`, `_` and `\` in user input are escaped. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** `%s%` with `s` taken literally: "contains". */
export function containsPattern(s: string): string {
  return `%${escapeLike(s)}%`;
}

/**
 * The grams a term is looked up by in a `search_grams` index (migration 0049, decision 0029), or null
 * when its trigrams serve. pg_trgm finds a `%term%` only through the trigrams of the term's runs of
 * letters and digits, so for a term of one or two characters it reads its index whole; with the C
 * locale (the embedded PostgreSQL's) only ASCII letters and digits count, so a Korean word has no
 * trigram either, nor a term of punctuation ("@.", "%"). A run of three ASCII letters or digits always
 * gives one; any other term is looked up by its one character or its distinct adjacent pairs, which
 * every text containing the term contains.
 */
export function termGrams(term: string): string[] | null {
  if (/[a-z0-9]{3}/i.test(term)) return null;
  const chars = Array.from(term);
  if (chars.length < 2) return chars;
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) pairs.add(chars[i]! + chars[i + 1]!);
  return [...pairs];
}

/**
 * "`text` contains `term`" in two parts, for a text expression indexed both by its trigrams
 * (`gin_trgm_ops`) and by its grams (`search_grams(<the same expression>)`): `index`, the condition an
 * index answers, and `test`, the exact test. For a term with trigrams both are the LIKE; for one without,
 * `index` is the gram lookup and `test` a `strpos`, which never recomputes the grams.
 */
export type Contains = { index: SQL; test: SQL };

export function contains(text: SQL, term: string): Contains {
  const grams = termGrams(term);
  if (!grams) {
    const like = sql`${text} like ${containsPattern(term)}`;
    return { index: like, test: like };
  }
  // strpos, not LIKE: the same "contains", but no trigram index can answer it, so that no plan (a generic
  // one of a prepared statement included) reads the trigram index whole for it
  return { index: sql`search_grams(${text}) @> ${sql.param(grams)}::text[]`, test: sql`strpos(${text}, ${term}) > 0` };
}

/**
 * `text` contains `term` (lower-case, as `text` is), through the trigram index when the term has
 * trigrams, else through the gram index with the exact test beside it (written first, so that where the
 * condition is a filter the grams are computed only for the rows it keeps). Whatever the term's
 * length and characters, the matches are found through an index, never by reading one whole.
 */
export function containsText(text: SQL, term: string): SQL {
  return matches(contains(text, term));
}

/**
 * A `Contains` as one condition: the test alone when it is the index's condition, else the test and the
 * index condition (the test first, so that where the condition is a filter the grams are computed only
 * for the rows it keeps).
 */
export function matches(c: Contains): SQL {
  return c.index === c.test ? c.test : sql`(${c.test} and ${c.index})`;
}

/**
 * One of `fields` contains `term` (lower-case, as the fields are), looked up through the trigram and gram
 * indexes of `text`, the fields joined by spaces: that text contains every field's, so its lookup finds a
 * superset, and the per-field `strpos` is the exact test (a term spanning two fields, "kim a@", matches
 * the joined text but no field). For a list whose search reads several columns of one table.
 */
export function containsAnyField(text: SQL, fields: SQL[], term: string): Contains {
  const test = sql`(${sql.join(
    fields.map((f) => sql`strpos(${f}, ${term}) > 0`),
    sql` or `,
  )})`;
  return { index: contains(text, term).index, test };
}

/**
 * `a or b or …` where arms may be `contains(…)`: written `(a or b.index or …) and (a or b.test or …)`,
 * the same meaning (the test implies the index condition), so that PostgreSQL answers the first with one
 * BitmapOr of the arms' indexes and rechecks rows with the second, which never computes grams: with
 * `(b.index and b.test)` inside the OR, its filter recomputed every matching row's grams (0.4 s for
 * 30,000 rows).
 */
export function anyOf(arms: (SQL | Contains)[]): SQL {
  return anyOfSearch(arms).where;
}

/**
 * A search's condition in its two uses: `where` finds its matches among all the rows (`anyOf`: the
 * indexes' BitmapOr, then the exact tests); `row` is the exact tests alone, for a row already read (a
 * search's walk of the newest rows, `windowPageQuery`), where an index condition would only be evaluated
 * again — `owner_id = any(array(select …))` compares each row with every id in the array.
 */
export type SearchCondition = {
  where: SQL;
  row: SQL;
  /**
   * likely in most rows (a word in more customers' names than one parameter carries): its matches are
   * first looked for among the newest rows, where such a term finds more than the count's cap at once
   * (`cappedSearch`'s `probe`), before an index is asked for all of them
   */
  common?: boolean;
};

/** `anyOf(arms)` as a `SearchCondition`; an arm marked `common` makes the whole search so. */
export function anyOfSearch(arms: (SQL | (Contains & { common?: boolean }))[]): SearchCondition {
  const index = arms.map((a) => (a instanceof SQL ? a : a.index));
  const test = arms.map((a) => (a instanceof SQL ? a : a.test));
  const or = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;
  const row = or(test);
  const common = arms.some((a) => !(a instanceof SQL) && a.common === true);
  return { where: index.every((x, i) => x === test[i]) ? row : sql`(${or(index)} and ${row})`, row, common };
}
