/**
 * The export markets and a recipe's choice of them (issue 15) — kept apart from the verdict logic so
 * that the recipe schemas, which every recipe screen loads, carry only this much of compliance.
 */
import { z } from 'zod';

/** Export markets, in the order screens list them. */
export const MARKETS = ['KR', 'EU', 'CN', 'US', 'ASEAN'] as const;
export type Market = (typeof MARKETS)[number];

/** A target market, e.g. `'EU'`. */
export const marketSchema = z.enum(MARKETS, { error: 'errors.invalidValue' });

/** A recipe's target markets: each known market at most once. */
export const targetMarketsSchema = z
  .array(marketSchema, { error: 'errors.invalidValue' })
  .max(MARKETS.length, 'errors.tooMany')
  .refine((list) => new Set(list).size === list.length, 'errors.invalidValue');
