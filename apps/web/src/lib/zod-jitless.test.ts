import { describe, expect, it } from 'vitest';
import './zod-jitless.ts';
import { config } from 'zod/v4/core';
import { z } from 'zod';

describe('zod-jitless', () => {
  it('is the config zod adopts when it loads afterwards, so zod never probes for eval()', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
