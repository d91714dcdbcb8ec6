import { sql, type SQL } from 'drizzle-orm';

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
 * `text` contains `term` (lower-case, as `text` is), for a text expression indexed both by its trigrams
 * (`gin_trgm_ops`) and by its grams (`search_grams(<the same expression>)`): through the trigram index
 * when the term has trigrams, else through the gram index, the LIKE kept as the exact test either way.
 * Whatever the term's length and characters, the matches are found through an index, never by reading
 * one whole.
 */
export function containsText(text: SQL, term: string): SQL {
  const like = sql`${text} like ${containsPattern(term)}`;
  const grams = termGrams(term);
  return grams ? sql`(search_grams(${text}) @> ${sql.param(grams)}::text[] and ${like})` : like;
}
