/**
 * A record's reference, what customers and staff quote to each other: its prefix and its number in at least
 * six digits ("O-000042", "PT-000007", "Q-1234567").
 */
export function formatRef(prefix: string, number: number): string {
  return `${prefix}-${String(number).padStart(6, '0')}`;
}

/**
 * The number in a reference typed by staff ("O-42", "o000042", "42": the prefix in any case, its dash and the
 * leading zeros optional), or null when it is not one of `prefix` (letters only).
 */
export function parseRef(prefix: string, text: string): number | null {
  const m = new RegExp(`^\\s*(?:${prefix}-?)?0*(\\d{1,9})\\s*$`, 'i').exec(text);
  return m ? Number(m[1]) : null;
}
