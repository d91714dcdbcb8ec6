import { z } from 'zod';
import { requiredText } from '../text.ts';
import { cursorSchema, pageLimit, pageOf, searchSchema } from '../pagination.ts';
import { serialIdSchema } from '../ids.ts';
import { fileRefSchema, thumbSizeSchema } from './files.schema.ts';
import { decimalSchema } from '../numbers.ts';
import { versionSchema } from '../workflow/workflow.schema.ts';

/** required text with something visible in it (not only spaces or zero-width characters) */
const required = requiredText;
const text = (max: number) => z.string().trim().max(max, 'errors.tooLong');

export const priceTierSchema = z.object({
  minQty: z.number({ error: 'errors.number' }).min(1, 'errors.tooSmall').max(10_000_000, 'errors.tooBig').int('errors.integer'),
  unitPrice: z
    .number({ error: 'errors.number' })
    .min(0, 'errors.tooSmall')
    .max(100_000_000, 'errors.tooBig')
    .int('errors.integer'),
});
export type PriceTier = z.infer<typeof priceTierSchema>;
const colourSchema = z.object({ ko: required(40), en: required(40) });

export const subMaterialInputSchema = z
  .object({
    code: required(40).regex(/^[A-Z0-9][A-Z0-9-]*$/, 'errors.code'),
    nameKo: required(120),
    nameEn: required(120),
    typeId: serialIdSchema('errors.required'),
    materialId: serialIdSchema('errors.required'),
    capacityMl: decimalSchema(0, 100_000).nullable().default(null),
    finishIds: z.array(serialIdSchema()).max(12, 'errors.tooMany').default([]),
    colours: z.array(colourSchema).max(20, 'errors.tooMany').default([]),
    moq: z.number({ error: 'errors.number' }).min(1, 'errors.tooSmall').max(10_000_000, 'errors.tooBig').int('errors.integer'),
    priceTiers: z.array(priceTierSchema).min(1, 'errors.priceTiersRequired').max(10, 'errors.tooMany'),
    leadTimeDays: z.number({ error: 'errors.number' }).min(0, 'errors.tooSmall').max(365, 'errors.tooBig').int('errors.integer'),
    descriptionKo: text(4000).default(''),
    descriptionEn: text(4000).default(''),
    visible: z.boolean().default(true),
    imageIds: z.array(z.string().uuid()).max(12, 'errors.tooMany').default([]),
    /** the version the form was opened at (PUT): a save over someone else's change is 409 CHANGED_MEANWHILE */
    version: versionSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const tiers = v.priceTiers;
    for (let i = 1; i < tiers.length; i++) {
      if (tiers[i]!.minQty <= tiers[i - 1]!.minQty)
        ctx.addIssue({ code: 'custom', path: ['priceTiers', i, 'minQty'], message: 'errors.tiersAscending' });
    }
    if (tiers[0] && tiers[0].minQty > v.moq)
      ctx.addIssue({ code: 'custom', path: ['priceTiers', 0, 'minQty'], message: 'errors.firstTierMoq' });
  });
export type SubMaterialInput = z.input<typeof subMaterialInputSchema>;

export const SUB_MATERIAL_SORTS = ['name', 'capacity', 'price-asc', 'newest'] as const;
export const subMaterialListQuerySchema = z.object({
  q: searchSchema,
  type: z.string().max(40).optional(),
  material: z.string().max(40).optional(),
  finish: z.string().max(40).optional(),
  capacityMin: z.coerce.number().min(0).max(100_000).optional(),
  capacityMax: z.coerce.number().min(0).max(100_000).optional(),
  sort: z.enum(SUB_MATERIAL_SORTS).default('name'),
  limit: pageLimit(100, 24),
  cursor: cursorSchema,
  visibility: z.enum(['all', 'visible', 'hidden']).optional(),
});
export type SubMaterialListQuery = z.infer<typeof subMaterialListQuerySchema>;

const termRef = z.object({ id: z.number(), slug: z.string(), nameKo: z.string(), nameEn: z.string() });

export const subMaterialSummarySchema = z.object({
  id: z.string().uuid(),
  code: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  type: termRef,
  material: termRef,
  capacityMl: z.number().nullable(),
  finishes: z.array(termRef),
  moq: z.number().int(),
  fromPrice: z.number().int(),
  leadTimeDays: z.number().int(),
  visible: z.boolean(),
  thumbUrl: z.string().nullable(),
  /** the thumbnail's pixel size (its `<img width height>`), null when unknown or when there is none */
  thumbSize: thumbSizeSchema,
});
export type SubMaterialSummary = z.infer<typeof subMaterialSummarySchema>;

export const subMaterialDetailSchema = subMaterialSummarySchema.extend({
  colours: z.array(z.object({ ko: z.string(), en: z.string() })),
  priceTiers: z.array(priceTierSchema),
  descriptionKo: z.string(),
  descriptionEn: z.string(),
  images: z.array(fileRefSchema),
  /** send it back with the next save */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SubMaterialDetail = z.infer<typeof subMaterialDetailSchema>;

export const subMaterialPageSchema = pageOf(subMaterialSummarySchema);

/** Unit price for a quantity: the last tier whose minimum the quantity reaches; null below the MOQ. */
export function unitPriceFor(tiers: PriceTier[], qty: number): number | null {
  let price: number | null = null;
  for (const t of [...tiers].sort((a, b) => a.minQty - b.minQty)) if (qty >= t.minQty) price = t.unitPrice;
  return price;
}

export type PartCost = {
  /** the tier price paid per part */
  unitPrice: number;
  /** how many parts are bought: the quantity, or the minimum order when the quantity is below it */
  bought: number;
  /** parts bought beyond the quantity (0 at or above the minimum order) */
  surplus: number;
  /** what one finished unit carries: unitPrice × bought / quantity, to the won (half up) */
  perUnit: number;
};

/**
 * What a packaging part costs per finished unit at an order quantity (issue 25): at or above its minimum
 * order, its tier price; below it the part is still bought at the minimum order's price and quantity, so
 * each unit carries its share of the surplus — never ₩0. Null without a price tier or a quantity.
 */
export function partCostFor(tiers: PriceTier[], moq: number, qty: number): PartCost | null {
  if (!tiers.length || !(qty > 0)) return null;
  const sorted = [...tiers].sort((a, b) => a.minQty - b.minQty);
  const minimum = Math.max(moq, sorted[0]!.minQty);
  const bought = Math.max(qty, minimum);
  const unitPrice = unitPriceFor(sorted, bought)!;
  return { unitPrice, bought, surplus: bought - qty, perUnit: Math.round((unitPrice * bought) / qty) };
}
