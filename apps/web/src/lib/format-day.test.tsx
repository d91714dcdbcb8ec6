import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './format.ts';

describe('formatDay', () => {
  it('shows a real day in the reader’s language and an impossible one as it is, never throwing', () => {
    expect(formatDay('2026-11-28', 'en')).toBe('Nov 28, 2026');
    expect(formatDay('2026-02-30', 'en')).toBe('2026-02-30');
    expect(formatDay('9999-99-99', 'ko')).toBe('9999-99-99');
    expect(formatDay(null, 'en')).toBe('–');
    expect(formatDate('not a date')).toBe('not a date');
  });
});
