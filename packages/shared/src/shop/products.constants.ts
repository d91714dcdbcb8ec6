/**
 * The products' fixed lists and limits, without zod: the shop's list and product pages import these
 * on a first visit, and the schemas (with zod) load only with the screens that validate.
 */
export const PRODUCT_STATUSES = ['active', 'hidden', 'sold_out'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_CATEGORIES = ['skincare', 'cleansing', 'suncare', 'makeup', 'body', 'hair', 'set'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_PRICE_MAX = 100_000_000;
export const PRODUCT_STOCK_MAX = 1_000_000;
/** units per purchase line */
export const PURCHASE_QUANTITY_MAX = 100;
export const PRODUCT_OPTIONS_MAX = 20;
export const PRODUCT_IMAGES_MAX = 8;
