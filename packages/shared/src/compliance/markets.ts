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

/**
 * The manufacturer's own market. A recipe with no target market ticked is checked against it (decision
 * 0018): a formula is never "usable" for a sample or a quote without one market's rules having said so.
 */
export const HOME_MARKET: Market = 'KR';

/** The markets a recipe is checked against: its target markets, or the home market when none is ticked. */
export function checkedMarkets(target: readonly Market[] | null | undefined): Market[] {
  return target?.length ? [...target] : [HOME_MARKET];
}
