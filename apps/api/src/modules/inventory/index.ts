/**
 * Prices and stock as the back office changes them (issue #27, decision 0047): the admin's product list and variants,
 * price changes now or scheduled (applied by the job runner), their history, and stock adjustments with reasons.
 */
export { inventoryAdminRoutes } from './admin-routes.ts';
export { applyPriceChangeJob, applyScheduledPrice, APPLY_PRICE_CHANGE_JOB } from './scheduled-prices.ts';
/** What a new product or variant is made with (catalogue-admin): its listing prices kept, its opening stock recorded. */
export { refreshProductPrices } from './prices.ts';
export { recordAdjustment, type Adjuster } from './stock.ts';
/** What a CSV import or a bulk edit changes a variant through (catalogue-bulk). */
export { changePrices } from './prices.ts';
export { adjustStockIn } from './stock.ts';
/** What a CSV import's batch writes set-wise beside its variants, row for row as the two above write them (catalogue-bulk). */
export { priceRecords } from './prices.ts';
export { adjustmentRecords } from './stock.ts';
/** The admin's product list, filtered and paged, as the bulk editor's grid shows it (catalogue-bulk). */
export { adminProductList, type ListedProduct } from './products.ts';
