import { z } from 'zod';

/**
 * A calendar day, `YYYY-MM-DD`, that PostgreSQL can read: zod's ISO date also takes the year 0000,
 * which PostgreSQL's calendar does not have ("date/time field value out of range" — a 500 instead of
 * the field's message).
 */
export const calendarDay = (error: string) => z.iso.date({ error }).refine((day) => !day.startsWith('0000-'), { error });

/**
 * A report's range (`?from=&to=&bucket=`): calendar days in Asia/Seoul, inclusive, `from` not after `to` and
 * at most `maxDays` apart; the bucket one of `buckets`, a day unless given.
 */
export function dayRangeQuerySchema<const B extends readonly ['day', ...string[]]>(buckets: B, maxDays: number) {
  return z
    .object({
      from: calendarDay('errors.invalidDate'),
      to: calendarDay('errors.invalidDate'),
      bucket: z.enum(buckets).default('day' as B[number]),
    })
    .strict()
    .refine((v) => v.from <= v.to, { path: ['to'], message: 'errors.rangeOrder' })
    .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= maxDays * 86_400_000, {
      path: ['from'],
      message: 'errors.rangeTooLong',
    });
}

/** A moment, ISO date and time with an offset, that PostgreSQL can read (not in the year 0000, as above). */
export const calendarMoment = (error: string) =>
  z.iso.datetime({ offset: true, error }).refine((moment) => !moment.startsWith('0000-'), { error });

/**
 * Today in Seoul (the company's time zone, UTC+9 all year), YYYY-MM-DD: the day a compliance rule is
 * read against (a rule dated later is announced, not in force). One function for the server's stored
 * verdicts, the editor's live one and the ingredient page.
 */
export function seoulToday(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}
