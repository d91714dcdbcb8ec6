/**
 * The address book kept in /account-settings, offered at checkout, with sample requests and as a
 * quote's ship-to (PRODUCT.md §3.5–3.6). An address is in Korea unless it names another country: the
 * shop and samples deliver in Korea only; a quote and its production order may ship anywhere we export
 * to (`SHIP_COUNTRIES`), with an incoterm (orders/delivery.ts).
 */
import { z } from 'zod';
import { versionSchema } from '../workflow/workflow.schema.ts';

import { FOREIGN_POSTAL_CODE, HOME_COUNTRY, KOREAN_POSTAL_CODE, addressFieldsShape, shipToSchema } from './address-fields.ts';

export * from './address-fields.ts';

export const ADDRESSES_MAX = 20;

/** The translation key of what is wrong with `postalCode` in `country`, or null when it fits. */
export function postalCodeIssue(country: string, postalCode: string): string | null {
  if (country === HOME_COUNTRY) return KOREAN_POSTAL_CODE.test(postalCode) ? null : 'errors.postalCode';
  return FOREIGN_POSTAL_CODE.test(postalCode) ? null : 'shop.errors.postalCodeForeign';
}

const checkPostalCode = (v: { country?: string; postalCode?: string }, ctx: z.RefinementCtx) => {
  if (typeof v.postalCode !== 'string' || v.postalCode === '') return;
  const issue = postalCodeIssue(v.country ?? HOME_COUNTRY, v.postalCode);
  if (issue) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: issue });
};

/** POST /api/me/addresses, PUT /api/me/addresses/:id */
export const addressInputSchema = z
  .object({
    ...addressFieldsShape,
    label: z.string().trim().max(40, 'errors.tooLong').default(''),
    isDefault: z.boolean().default(false),
    /** the version the form was opened at (PUT): a save over another tab's change is 409 CHANGED_MEANWHILE */
    version: versionSchema.optional(),
  })
  .strict()
  .superRefine(checkPostalCode);
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = shipToSchema.extend({
  id: z.string().uuid(),
  isDefault: z.boolean(),
  /** send it back with the next save */
  version: z.number().int(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressListSchema = z.object({ items: z.array(addressSchema) });
