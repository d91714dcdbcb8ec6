/**
 * What an address is made of (the address book, a quote's ship-to, a sample's or a purchase's
 * delivery): the countries, the postal code patterns and the fields. Apart from `addresses.schema.ts`
 * so that a screen naming an address does not take the address book's own messages with it.
 */
import { z } from 'zod';
import { requiredText } from '../text.ts';

/** The home market: a domestic address. */
export const HOME_COUNTRY = 'KR';

/**
 * The countries goods are shipped to (ISO 3166-1 alpha-2): Korea and the export markets of a Korean
 * cosmetics manufacturer. Names come from `Intl.DisplayNames` in the reader's language.
 */
export const SHIP_COUNTRIES = [
  'KR',
  'AE',
  'AU',
  'BR',
  'CA',
  'CH',
  'CN',
  'DE',
  'ES',
  'FR',
  'GB',
  'HK',
  'ID',
  'IN',
  'IT',
  'JP',
  'KH',
  'MN',
  'MO',
  'MX',
  'MY',
  'NL',
  'NZ',
  'PH',
  'PL',
  'SA',
  'SE',
  'SG',
  'TH',
  'TW',
  'US',
  'VN',
] as const;
export type ShipCountry = (typeof SHIP_COUNTRIES)[number];

/** Korean postal code: five digits (the old six-digit form is accepted too). */
export const KOREAN_POSTAL_CODE = /^(\d{5}|\d{3}-?\d{3})$/;
/** Elsewhere: 2–10 letters, digits, spaces and hyphens (SW1A 1AA, 100-0005, 10115, H3Z 2Y7). */
export const FOREIGN_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/** The fields of an address; the postal code is checked against the country by the address book's schema. */
export const addressFieldsShape = {
  recipient: requiredText(60),
  phone: requiredText(20).regex(/^\+?[\d\s-]{8,19}$/, 'errors.phone'),
  country: z.enum(SHIP_COUNTRIES, { error: 'errors.invalidValue' }).default(HOME_COUNTRY),
  postalCode: requiredText(10),
  address: requiredText(200),
  detail: z.string().trim().max(200, 'errors.tooLong').default(''),
};

/** A saved address as a record keeps it (a later edit of the address book moves no parcel). */
export const shipToSchema = z.object({
  label: z.string(),
  recipient: z.string(),
  phone: z.string(),
  country: z.string(),
  postalCode: z.string(),
  address: z.string(),
  detail: z.string(),
});
export type ShipTo = z.infer<typeof shipToSchema>;
