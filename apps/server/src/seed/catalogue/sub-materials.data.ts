/**
 * Demo packaging (sub-material) catalogue, kept as data in `packaging.json`: bottles, airless, droppers,
 * jars, tubes, closures, boxes and labels with Korean supplier-market MOQs and tiered unit prices (KRW
 * per unit, undecorated unless stated). Neck finishes follow the GPI notation (e.g. 24/410). Read with
 * this shape here, and seeded through staff's own `subMaterialInputSchema` (catalogue.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const name = z.object({ ko: z.string().min(1), en: z.string().min(1) }).strict();
const subMaterialSeedSchema = z
  .object({
    /** SKU, e.g. 'BT-PET-150-01' */
    code: z.string(),
    ko: z.string(),
    en: z.string(),
    /** a SUB_TYPES slug */
    type: z.string(),
    /** a SUB_MATERIALS (packaging material) slug */
    material: z.string(),
    capacityMl: z.number().nullable(),
    /** SUB_FINISHES slugs */
    finishes: z.array(z.string()),
    colours: z.array(name),
    /** units */
    moq: z.number(),
    /** ascending minQty, the first one = moq, falling unit prices (KRW, integer) */
    priceTiers: z.array(z.object({ minQty: z.number(), unitPrice: z.number() }).strict()),
    leadTimeDays: z.number(),
    descKo: z.string(),
    descEn: z.string(),
    /** SUB_TYPES it fits or that fit it, e.g. a pump fits 'bottle' */
    compatible: z.array(z.string()),
  })
  .strict();
export type SubMaterialSeed = z.infer<typeof subMaterialSeedSchema>;

export const SUB_MATERIALS: SubMaterialSeed[] = z
  .array(subMaterialSeedSchema)
  .parse(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'packaging.json'), 'utf8')));
