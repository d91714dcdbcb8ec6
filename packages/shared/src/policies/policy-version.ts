/**
 * The version a policy page's `?version=` asks for: undefined for none (empty too: the version in
 * force), NaN for what cannot be one (junk, zero, a fraction, past PostgreSQL's integer). The page
 * shows its "not found" for NaN and the server answers 404 (decision 0027). Without zod: the policy
 * screen's chunk reads it.
 */
export function askedPolicyVersion(raw: string | null): number | undefined {
  if (!raw) return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : NaN;
}
