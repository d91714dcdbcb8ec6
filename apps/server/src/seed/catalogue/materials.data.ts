/**
 * Demo raw-material stock (admin `materials`), kept as data in `materials.json`: the purchasable trade
 * product behind an ingredient, its supplier, landed cost, stock on hand and lots. Several items sit
 * below their reorder level so the admin dashboard shows low stock; stock on hand equals the sum of the
 * lots. Read with this shape here, and seeded through staff's own `materialInputSchema` (catalogue.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const materialSeedSchema = z
  .object({
    /** must be an ingredients.csv inci_name */
    inci: z.string().min(1),
    tradeName: z.string(),
    supplier: z.string(),
    /** KRW per kg of the trade product */
    unitCostPerKg: z.number(),
    stockKg: z.number(),
    reorderLevelKg: z.number(),
    lots: z.array(z.object({ lot: z.string(), qtyKg: z.number(), expiresOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).strict()),
  })
  .strict();
export type MaterialSeed = z.infer<typeof materialSeedSchema>;

export const MATERIALS: MaterialSeed[] = z
  .array(materialSeedSchema)
  .parse(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'materials.json'), 'utf8')));
