/** The address book kept in /account-settings and offered at checkout (PRODUCT.md §3.6). */
import { z } from 'zod';
import { shippingAddressSchema } from '../samples/samples.schema.ts';
import { versionSchema } from '../workflow/workflow.schema.ts';

export const ADDRESSES_MAX = 20;

/** POST /api/me/addresses, PUT /api/me/addresses/:id */
export const addressInputSchema = shippingAddressSchema
  .extend({
    label: z.string().trim().max(40, 'errors.tooLong').default(''),
    isDefault: z.boolean().default(false),
    /** the version the form was opened at (PUT): a save over another tab's change is 409 CHANGED_MEANWHILE */
    version: versionSchema.optional(),
  })
  .strict();
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.string().uuid(),
  label: z.string(),
  recipient: z.string(),
  phone: z.string(),
  postalCode: z.string(),
  address: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
  /** send it back with the next save */
  version: z.number().int(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressListSchema = z.object({ items: z.array(addressSchema) });
