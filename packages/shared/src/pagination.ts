import { z } from 'zod';
import { digits } from './numbers.ts';

/** The opaque page cursor every list accepts (the server's lib/keyset.ts makes and reads it). */
export const cursorSchema = z.string().max(2000).optional();

/** A list's `?limit=`: 1 to `max` rows, typed as digits, `dflt` when left out. */
export const pageLimit = (max: number, dflt: number) => digits(z.number().int().min(1).max(max)).default(dflt);

/** A list's `?q=`: what staff or a visitor typed to search by, at most 100 characters. */
export const searchSchema = z.string().trim().max(100, 'errors.tooLong').optional();

/**
 * A staff search's matches are counted up to this many (the tabs and the total); past it the tabs carry
 * no numbers and the total is the cap + 1, `totalCapped` ("more than 1,000"). Decision 0032.
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * true when a staff search's matches were counted up to SEARCH_COUNT_CAP and there were more:
 * `total` is then the cap + 1 ("more than 1,000"); absent or false, `total` is exact (decision 0032)
 */
const totalCappedSchema = z.boolean().optional();

/** A page of any list: items, the next cursor (null on the last page), the total of the filter. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable(), total: z.number().int(), totalCapped: totalCappedSchema });

/** How many rows each state holds (a list's tabs). */
export const stateCountsSchema = <S extends string>(states: readonly S[]) =>
  z.object(Object.fromEntries(states.map((s) => [s, z.number().int()])) as Record<S, z.ZodNumber>);

/**
 * A page of a list with tabs: `counts` says how many each tab holds, on the first page; null on later
 * pages (their total comes from the cursor) and past a search's count cap.
 */
export const countedPageOf = <T extends z.ZodType, C extends z.ZodType>(item: T, counts: C) =>
  z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int(),
    /** past the cap, `counts` is null too */
    totalCapped: totalCappedSchema,
    counts: counts.nullable(),
  });

/** The list of a workflow (inquiries, samples, quotes, orders, purchases): one state's tab, a page at a time. */
export const stateListQuerySchema = <T extends z.ZodType>(state: T) =>
  z.object({ state: state.optional(), limit: pageLimit(100, 20), cursor: cursorSchema }).strict();

/** The customer of a request, as staff see it in their lists. */
export const staffCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
});
