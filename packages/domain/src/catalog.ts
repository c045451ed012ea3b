/** Catalogue vocabulary shared by the API (validation) and the web (filters, URLs). */

/** Variant option names of spec §3's filter fields. */
export const PRODUCT_OPTION_NAMES = ['Color', 'Form', 'Pattern', 'Size'] as const;
export type ProductOptionName = (typeof PRODUCT_OPTION_NAMES)[number];

/** Sort orders of a product listing; `relevance` only means something with a search text. */
export const PRODUCT_SORTS = [
  'recommended',
  'newest',
  'price_low_to_high',
  'price_high_to_low',
  'discount',
  'best_selling',
  'relevance',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Values of the `status` filter field. */
export const STOCK_STATUSES = ['in_stock', 'out_of_stock', 'pre_order'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Values of the `shipment` filter field: pick-up at 7-Eleven, delivery in 1-3 or in 3-5 working days. */
export const SHIPMENT_KINDS = ['seven_eleven', 'delivery_1_3', 'delivery_3_5'] as const;
export type ShipmentKind = (typeof SHIPMENT_KINDS)[number];

/** The Thai badges of spec §3; labels come from the API in the shopper's language. */
export const PRODUCT_BADGES = ['SEVEN_ELEVEN_ONLY', 'NOT_IN_PROMOTION', 'NO_COD', 'DELIVERY_1_3_DAYS', 'DELIVERY_3_5_DAYS'] as const;
export type ProductBadge = (typeof PRODUCT_BADGES)[number];

export const CATEGORY_LEVELS = ['main', 'sub', 'detail'] as const;
export type CategoryLevel = (typeof CATEGORY_LEVELS)[number];

export const LIVE_STATUSES = ['LIVE', 'UPCOMING', 'ENDED'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

export const FLASH_SALE_STATUSES = ['running', 'upcoming', 'ended'] as const;
export type FlashSaleStatus = (typeof FLASH_SALE_STATUSES)[number];

/** Paging of every list: pages count from 1; a page holds at most MAX_PAGE_SIZE rows. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
