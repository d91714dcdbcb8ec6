import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { PG_INT_MAX, serialIdSchema } from './ids.ts';
import { ingredientInputSchema } from './catalogue/ingredients.schema.ts';

describe('serial ids', () => {
  it('accept 1 … PostgreSQL’s integer maximum, nothing larger', () => {
    const id = serialIdSchema('errors.required');
    expect(id.safeParse(1).success).toBe(true);
    expect(id.safeParse(PG_INT_MAX).success).toBe(true);
    expect(id.safeParse(PG_INT_MAX + 1).error?.issues[0]?.message).toBe('errors.tooBig');
    expect(id.safeParse(Number.MAX_SAFE_INTEGER).success).toBe(false);
    expect(id.safeParse(0).error?.issues[0]?.message).toBe('errors.required');
    expect(id.safeParse(undefined).error?.issues[0]?.message).toBe('errors.required');
  });

  it('an ingredient naming a category or function past the maximum gets a field error', () => {
    const r = ingredientInputSchema.safeParse({ categoryId: 2 ** 31, functionIds: [1, 2 ** 53 - 1] });
    expect(fieldErrors(r.error!)).toMatchObject({ categoryId: 'errors.tooBig', 'functionIds.1': 'errors.tooBig' });
  });
});
