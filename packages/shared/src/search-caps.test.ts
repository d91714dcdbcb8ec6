import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// Issue 23 item 8: a list's search (`q`) has a length cap, and a longer one is refused on the field
// with a translated message (errors.tooLong), never zod's own English. The web's boxes stop at the
// cap (SEARCH_MAX, 100), so this is what a pasted link or another client meets.
const root = path.dirname(new URL(import.meta.url).pathname);
const files = fs
  .readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.schema.ts') && !f.includes('test'));

async function searchSchemas(): Promise<[string, z.ZodType][]> {
  const found: [string, z.ZodType][] = [];
  for (const f of files) {
    const mod = (await import(path.join(root, f))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (!name.endsWith('QuerySchema') || !(value instanceof z.ZodType)) continue;
      const shape = (value as { shape?: Record<string, unknown> }).shape;
      if (shape && 'q' in shape) found.push([name, value]);
    }
  }
  return found;
}

describe('every list search', () => {
  it('is capped, and one character past the cap is errors.tooLong on q', async () => {
    const schemas = await searchSchemas();
    expect(schemas.length).toBeGreaterThan(15);
    for (const [name, schema] of schemas) {
      const q = (schema as unknown as { shape: { q: z.ZodType } }).shape.q;
      // the cap: the longest search it takes (100 for every list; 200 for the rules and the console)
      const cap = [100, 200].find((n) => q.safeParse('a'.repeat(n)).success && !q.safeParse('a'.repeat(n + 1)).success);
      expect(cap, `${name} has no cap of 100 or 200`).toBeDefined();
      const issue = q.safeParse('a'.repeat(cap! + 1)).error?.issues[0];
      expect(issue?.message, name).toBe('errors.tooLong');
    }
  });
});
