/**
 * Value added tax on what Formulab sells (decision 0026), from the Korean VAT Act (부가가치세법):
 * - 10 % on the supply amount (§30), for goods delivered in Korea;
 * - 0 % (zero-rated, 영세율) for goods exported (§21): a quote whose ship-to is abroad; the export
 *   declaration is filed by staff and the order keeps its incoterm;
 * - a domestic sale to a business is documented by a tax invoice (세금계산서, §32) naming both sides'
 *   registration numbers, the supply amount, the tax and the date it is made out.
 * Quotes are priced net (the line items are the supply amount); the tax is computed on the total, under
 * the won dropped (원 미만 절사). Shop prices are consumer prices with the tax included; a receipt shows
 * the part that is tax (`vatIncluded`).
 * Sources: 부가가치세법 §21 (수출 영세율), §30 (세율), §32 (세금계산서) at
 * https://www.law.go.kr/법령/부가가치세법 — UNVERIFIED here: no stored copy of the Act could be read on
 * 2026-11-29 (the workplace has no internet); the rate and the invoice's required entries are the
 * Act's well-known ones, to be confirmed by the company's tax adviser (decision 0026).
 */
import { z } from 'zod';
import { HOME_COUNTRY } from '../shop/address-fields.ts';
import { VAT_PERCENT } from './vat.ts';

export { VAT_PERCENT, vatIncluded } from './vat.ts';

export const TAX_TREATMENTS = ['standard', 'zero_rated'] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];
export const taxTreatmentSchema = z.enum(TAX_TREATMENTS);

/** How a sale delivered to `country` is taxed: at home the standard rate, abroad zero-rated; unknown is at home. */
export function taxTreatmentOf(country: string | null | undefined): TaxTreatment {
  return !country || country === HOME_COUNTRY ? 'standard' : 'zero_rated';
}

/** The tax on a supply amount in won (under the won dropped). */
export function vatOf(supply: number, treatment: TaxTreatment): number {
  return treatment === 'standard' ? Math.floor((supply * VAT_PERCENT) / 100) : 0;
}

/** What a quote or order costs: the supply amount (its lines), the tax, and what is paid. */
export const taxedAmountSchema = z.object({
  supply: z.number().int(),
  vat: z.number().int(),
  /** supply + vat: what the customer pays */
  total: z.number().int(),
  /** null on quotes and orders priced before VAT was itemised (the tax was not charged) */
  treatment: taxTreatmentSchema.nullable(),
});
export type TaxedAmount = z.infer<typeof taxedAmountSchema>;

/** The amounts of a supply priced under `treatment` (null: before VAT was itemised, no tax). */
export function taxedAmount(supply: number, treatment: TaxTreatment | null): TaxedAmount {
  const vat = treatment ? vatOf(supply, treatment) : 0;
  return { supply, vat, total: supply + vat, treatment };
}
