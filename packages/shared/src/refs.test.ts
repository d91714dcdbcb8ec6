import { describe, expect, it } from 'vitest';
import { formatRef, parseRef } from './refs.ts';

describe('record references', () => {
  it('are the prefix and the number in at least six digits', () => {
    expect(formatRef('O', 42)).toBe('O-000042');
    expect(formatRef('PT', 7)).toBe('PT-000007');
    expect(formatRef('Q', 1234567)).toBe('Q-1234567');
  });

  it.each([
    ['O-000042', 42],
    ['o000042', 42],
    ['O-42', 42],
    [' 42 ', 42],
    ['o-0', 0],
  ])('%s reads as %s', (text, n) => expect(parseRef('O', text)).toBe(n));

  it.each(['Q-42', 'O--42', 'O-', 'O-1234567890', '4.2', ''])('%s is not an order reference', (text) =>
    expect(parseRef('O', text)).toBeNull(),
  );

  it('reads a prefix of several letters', () => {
    expect(parseRef('PT', 'pt-000007')).toBe(7);
    expect(parseRef('PT', 'P-7')).toBeNull();
  });
});
