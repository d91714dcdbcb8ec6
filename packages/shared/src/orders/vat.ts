/**
 * The VAT rate and a tax-included price's split, without zod: a product's page shows the split in its
 * first load. tax.ts (the tax treatments and their schemas) re-exports them.
 */

/** 10 % of the supply amount (부가가치세법 §30; tax.ts says where from, and that it is unverified). */
export const VAT_PERCENT = 10;

/** A price with the tax included (the shop's), split: the tax is 10/110 of it, under the won dropped. */
export function vatIncluded(total: number): { supply: number; vat: number } {
  const vat = Math.floor((total * VAT_PERCENT) / (100 + VAT_PERCENT));
  return { supply: total - vat, vat };
}
