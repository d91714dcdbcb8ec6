/** A LIKE / ILIKE pattern that matches `s` literally: `%`, `_` and `\` in user input are escaped. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** `%s%` with `s` taken literally: "contains". */
export function containsPattern(s: string): string {
  return `%${escapeLike(s)}%`;
}
