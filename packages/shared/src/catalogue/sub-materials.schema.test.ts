import { describe, expect, it } from 'vitest';
import { partCostFor, unitPriceFor } from './sub-materials.schema.ts';

// a bottle: MOQ 5,000 at ₩300, ₩250 from 10,000, ₩220 from 30,000
const tiers = [
  { minQty: 10_000, unitPrice: 250 },
  { minQty: 5_000, unitPrice: 300 },
  { minQty: 30_000, unitPrice: 220 },
];

describe('a packaging part at an order quantity', () => {
  it('at or above the minimum order: the tier the quantity reaches, no surplus', () => {
    expect(partCostFor(tiers, 5_000, 5_000)).toEqual({ unitPrice: 300, bought: 5_000, surplus: 0, perUnit: 300 });
    expect(partCostFor(tiers, 5_000, 12_000)).toEqual({ unitPrice: 250, bought: 12_000, surplus: 0, perUnit: 250 });
    expect(partCostFor(tiers, 5_000, 30_000)).toMatchObject({ unitPrice: 220, perUnit: 220 });
  });

  it('below it: bought at the minimum order, each unit carrying the surplus — never ₩0', () => {
    expect(unitPriceFor(tiers, 3_000)).toBeNull();
    // 5,000 × ₩300 = ₩1,500,000 for 3,000 units: ₩500 each
    expect(partCostFor(tiers, 5_000, 3_000)).toEqual({ unitPrice: 300, bought: 5_000, surplus: 2_000, perUnit: 500 });
    // 1,500,000 / 7 = 214,285.71…: to the won, half up
    expect(partCostFor([{ minQty: 1, unitPrice: 300 }], 5_000, 7)).toEqual({
      unitPrice: 300,
      bought: 5_000,
      surplus: 4_993,
      perUnit: 214_286,
    });
  });

  it('a MOQ above the first tier counts; no tier or no quantity: unknown', () => {
    expect(partCostFor([{ minQty: 1, unitPrice: 100 }], 2_000, 1_000)).toMatchObject({
      bought: 2_000,
      surplus: 1_000,
      perUnit: 200,
    });
    expect(partCostFor([], 5_000, 3_000)).toBeNull();
    expect(partCostFor(tiers, 5_000, 0)).toBeNull();
  });
});
