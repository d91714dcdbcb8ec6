import { describe, expect, it } from 'vitest';
import { calendarDay, calendarMoment, dayRangeQuerySchema } from './dates.ts';

describe('calendarDay', () => {
  const day = calendarDay('errors.invalidDate');
  it('takes a calendar day PostgreSQL can read', () => {
    for (const d of ['2026-11-25', '0001-01-01', '2024-02-29', '9999-12-31']) expect(day.safeParse(d).success, d).toBe(true);
  });
  it('refuses the year 0000 (no such year in PostgreSQL), impossible days and other shapes, with the message given', () => {
    for (const d of ['0000-02-29', '0000-01-01', '2026-02-30', '2026-1-5', '25/11/2026', '']) {
      const r = day.safeParse(d);
      expect(r.success, d).toBe(false);
      expect(r.error?.issues[0]?.message, d).toBe('errors.invalidDate');
    }
  });
});

describe('calendarMoment', () => {
  const moment = calendarMoment('errors.invalidFormat');
  it('takes a moment with an offset, refuses the year 0000 and one without an offset', () => {
    expect(moment.safeParse('2026-11-25T09:00:00+09:00').success).toBe(true);
    for (const m of ['0000-02-29T00:00:00Z', '2026-11-25T09:00:00', 'yesterday'])
      expect(moment.safeParse(m).error?.issues[0]?.message, m).toBe('errors.invalidFormat');
  });
});

describe('dayRangeQuerySchema', () => {
  const range = dayRangeQuerySchema(['day', 'month'] as const, 31);
  const fields = (input: unknown) => range.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('reads a range of days, a day bucket unless given', () => {
    expect(range.parse({ from: '2026-01-01', to: '2026-02-01' })).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
      bucket: 'day',
    });
    expect(range.parse({ from: '2026-01-01', to: '2026-01-01', bucket: 'month' }).bucket).toBe('month');
  });

  it('refuses a range backwards, longer than its days, or an unknown bucket', () => {
    expect(fields({ from: '2026-01-02', to: '2026-01-01' })).toEqual([['to', 'errors.rangeOrder']]);
    expect(fields({ from: '2026-01-01', to: '2026-02-02' })).toEqual([['from', 'errors.rangeTooLong']]);
    expect(fields({ from: '2026-01-01', to: '2026-01-02', bucket: 'week' })?.[0]?.[0]).toBe('bucket');
  });
});
