/**
 * Products (PRODUCT.md §3.6): ready-made catalogue items a customer buys outright. Bilingual like the
 * rest of the catalogue; money is an integer in KRW; stock is counted per option (a product without
 * options has one implicit option, `isDefault`).
 */
import { z } from 'zod';
import { digits } from '../numbers.ts';
import { requiredText } from '../text.ts';
import { fileRefSchema, thumbSizeSchema } from '../catalogue/files.schema.ts';
import { cursorSchema, pageLimit, pageOf, searchSchema } from '../pagination.ts';

export {
  PRODUCT_CATEGORIES,
  PRODUCT_IMAGES_MAX,
  PRODUCT_OPTIONS_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  PRODUCT_STOCK_MAX,
  PURCHASE_QUANTITY_MAX,
  type ProductCategory,
  type ProductSort,
  type ProductStatus,
} from './products.constants.ts';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_PRICE_MAX,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  PRODUCT_STOCK_MAX,
  PRODUCT_OPTIONS_MAX,
  PRODUCT_IMAGES_MAX,
} from './products.constants.ts';

/** required text with something visible in it (not only spaces or zero-width characters) */
const required = requiredText;
const won = z
  .number({ error: 'errors.number' })
  .min(0, 'errors.tooSmall')
  .max(PRODUCT_PRICE_MAX, 'errors.tooBig')
  .int('errors.integer');
const stock = z
  .number({ error: 'errors.number' })
  .min(0, 'errors.tooSmall')
  .max(PRODUCT_STOCK_MAX, 'errors.tooBig')
  .int('errors.integer');

export const productStatusSchema = z.enum(PRODUCT_STATUSES);
export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);

/** One option as staff write it: its own price and stock. `id` is absent for a new option. */
export const productOptionInputSchema = z
  .object({
    id: z.string().uuid().optional(),
    nameKo: required(60),
    nameEn: required(60),
    price: won,
    stock,
  })
  .strict();

/** POST /api/admin/products, PUT /api/admin/products/:id (with `version`) */
export const productInputSchema = z
  .object({
    nameKo: required(120),
    nameEn: required(120),
    summaryKo: z.string().trim().max(200, 'errors.tooLong').default(''),
    summaryEn: z.string().trim().max(200, 'errors.tooLong').default(''),
    descriptionKo: z.string().trim().max(5000, 'errors.tooLong').default(''),
    descriptionEn: z.string().trim().max(5000, 'errors.tooLong').default(''),
    /** chosen from a list: missing is the only way to get it wrong in the form */
    category: z.enum(PRODUCT_CATEGORIES, { error: 'errors.required' }),
    status: productStatusSchema.default('hidden'),
    /** uploaded image file ids, in gallery order; the first is the cover */
    imageIds: z.array(z.string().uuid()).max(PRODUCT_IMAGES_MAX, 'errors.tooMany').default([]),
    /** at least one; a product without choices has a single option */
    options: z.array(productOptionInputSchema).min(1, 'errors.required').max(PRODUCT_OPTIONS_MAX, 'errors.tooMany'),
    version: z.number().int().optional(),
  })
  .strict();
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputParsed = z.infer<typeof productInputSchema>;

/** GET /api/products (public; only active and sold-out products) and GET /api/admin/products (all) */
export const productListQuerySchema = z
  .object({
    q: searchSchema,
    category: productCategorySchema.optional(),
    priceMin: digits(z.number().int().min(0).max(PRODUCT_PRICE_MAX)).optional(),
    priceMax: digits(z.number().int().min(0).max(PRODUCT_PRICE_MAX)).optional(),
    inStock: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    sort: z.enum(PRODUCT_SORTS).default('newest'),
    limit: pageLimit(100, 24),
    cursor: cursorSchema,
    /** staff only */
    status: productStatusSchema.optional(),
  })
  .strict();
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productOptionSchema = z.object({
  id: z.string().uuid(),
  nameKo: z.string(),
  nameEn: z.string(),
  price: z.number().int(),
  /** units that can still be bought (stock minus what pending purchases hold) */
  stock: z.number().int(),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const productSummarySchema = z.object({
  id: z.string().uuid(),
  code: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  summaryKo: z.string(),
  summaryEn: z.string(),
  category: productCategorySchema,
  status: productStatusSchema,
  /** the lowest option price */
  fromPrice: z.number().int(),
  /** all options together */
  stock: z.number().int(),
  thumbUrl: z.string().nullable(),
  /** the thumbnail's pixel size (its `<img width height>`), null when unknown or when there is none */
  thumbSize: thumbSizeSchema,
  soldCount: z.number().int(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  descriptionKo: z.string(),
  descriptionEn: z.string(),
  images: z.array(fileRefSchema),
  options: z.array(productOptionSchema),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productPageSchema = pageOf(productSummarySchema);
export type ProductPage = z.infer<typeof productPageSchema>;

/** POST /api/admin/products/bulk: status of many at once */
export const productBulkSchema = z
  .object({ ids: z.array(z.string().uuid()).min(1).max(500), status: productStatusSchema })
  .strict();

/** The answer of POST /api/admin/products/bulk: how many products changed status. */
export const productBulkResultSchema = z.object({ updated: z.number().int() });
export type ProductBulkResult = z.infer<typeof productBulkResultSchema>;
