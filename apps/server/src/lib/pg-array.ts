/**
 * A uuid[] column as raw SQL (`db.execute`) answers it: node-postgres parses only the array types it
 * knows, and returns a uuid[] as its text, `{a,b}`; a drizzle select answers an array. Either way, the
 * ids (none for null or `{}`).
 */
export function pgIdArray(v: string[] | string | null): string[] {
  if (!v) return [];
  if (Array.isArray(v)) return v;
  return v
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}
