/**
 * Delivery of a production order (PRODUCT.md §3.5–3.6): where it goes (the quote's ship-to, a saved
 * address copied when the quote was requested), on which terms (an Incoterms® 2020 rule, required for
 * an address abroad), and in how many shipments (each with its own quantity, carrier and tracking
 * number, and a delivery note in either language).
 */
import { z } from 'zod';
import { HOME_COUNTRY, type ShipTo } from '../shop/address-fields.ts';

/**
 * The rules offered: EXW (collected at our plant), FOB (loaded on the buyer's vessel at a Korean port),
 * CIF (carried and insured to the destination port), DAP (delivered to the address, duties unpaid).
 * A domestic delivery needs none (we deliver to the address); it may still name one (EXW: collected).
 */
export const INCOTERMS = ['EXW', 'FOB', 'CIF', 'DAP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];
export const incotermSchema = z.enum(INCOTERMS, { error: 'errors.invalidValue' });

/** At most this many shipments make one order (a pallet a week for a year). */
export const SHIPMENTS_MAX = 50;

/** One shipment of an order, as both sides see it. */
export const shipmentSchema = z.object({
  /** 1, 2, … in the order they left */
  number: z.number().int(),
  quantity: z.number().int(),
  carrier: z.string(),
  trackingNumber: z.string(),
  note: z.string(),
  shippedAt: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** Units of an order not shipped yet. */
export function remainingQuantity(ordered: number, shipments: readonly { quantity: number }[]): number {
  return ordered - shipments.reduce((sum, s) => sum + s.quantity, 0);
}

/** A country's name in the reader's language ("Vietnam", "베트남"); the code itself where there is no name. */
export function countryName(code: string, lang: string | undefined): string {
  try {
    return new Intl.DisplayNames([lang === 'en' ? 'en' : 'ko'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * An address as a label would print it: the recipient and phone, the street with its postal code, and
 * the country when it is not Korea.
 */
export function shipToLines(a: Omit<ShipTo, 'label'> & { label?: string }, lang: string | undefined): string[] {
  const street = a.country === HOME_COUNTRY ? `(${a.postalCode}) ${a.address}` : `${a.address}, ${a.postalCode}`;
  return [
    `${a.recipient} · ${a.phone}`,
    a.detail ? `${street} ${a.detail}` : street,
    ...(a.country === HOME_COUNTRY ? [] : [countryName(a.country, lang)]),
  ];
}
