/** Comparing a list's search with "contains" over terms of every shape (issue 27, decision 0029). */
import { expect } from 'vitest';
import { containsPattern } from '../lib/like.ts';

/**
 * Terms a "contains" search must answer exactly as a LIKE does: one or two characters, Korean words (no
 * trigram under the C locale), LIKE's wildcards and escape taken literally, a pair not in that order,
 * a term spanning two fields, and terms with trigrams.
 */
export const CONTAINS_TERMS = [
  '세럼',
  '세',
  '수분세럼',
  '달빛',
  '럼세',
  'ㅋ',
  'a',
  'da',
  'q',
  '%',
  '_',
  '\\',
  '0%',
  '%%',
  '@',
  'kr 수',
  'serum',
  'dalbit',
];

/**
 * For each term, the ids the search answers (`search`) are those a plain LIKE finds (`expected`, given
 * the term's lower-case "contains" pattern and the term).
 */
export async function expectSameAsContains(
  terms: string[],
  search: (term: string) => Promise<string[]>,
  expected: (pattern: string, term: string) => Promise<string[]>,
): Promise<void> {
  for (const term of terms) {
    expect((await search(term)).sort(), term).toEqual((await expected(containsPattern(term.toLowerCase()), term)).sort());
  }
}
