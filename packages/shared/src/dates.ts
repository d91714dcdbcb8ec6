import { z } from 'zod';

/**
 * A calendar day, `YYYY-MM-DD`, that PostgreSQL can read: zod's ISO date also takes the year 0000,
 * which PostgreSQL's calendar does not have ("date/time field value out of range" — a 500 instead of
 * the field's message).
 */
export const calendarDay = (error: string) => z.iso.date({ error }).refine((day) => !day.startsWith('0000-'), { error });

/** A moment, ISO date and time with an offset, that PostgreSQL can read (not in the year 0000, as above). */
export const calendarMoment = (error: string) =>
  z.iso.datetime({ offset: true, error }).refine((moment) => !moment.startsWith('0000-'), { error });
