/**
 * The API contract, written once (decision 0010). Each file holds one domain's request and response schemas;
 * the API's routes use them for validation, serialisation and the OpenAPI document, and the SDK and the web app
 * import their inferred types only (`import type`), so no schema code reaches the browser.
 */
export * from './common.ts';
export * from './identity.ts';
export * from './account.ts';
export * from './membership.ts';
export * from './cashback.ts';
export * from './content.ts';
export * from './stories.ts';
export * from './address.ts';
export * from './media.ts';
export * from './short-link.ts';
export * from './health.ts';
export * from './catalog.ts';
export * from './search.ts';
export * from './lists.ts';
export * from './coupon.ts';
export * from './cart.ts';
export * from './checkout.ts';
export * from './order.ts';
export * from './promotion-rules.ts';
export * from './payment.ts';
export * from './reviews.ts';
export * from './cases.ts';
export * from './notifications.ts';
export * from './tax-documents.ts';
// The back office's contract (issue #26): admin/<area>.ts, one file per screen's area.
export * from './admin/common.ts';
export * from './admin/customers.ts';
export * from './admin/cases.ts';
export * from './admin/notifications.ts';
export * from './admin/reviews.ts';
export * from './admin/audit.ts';
export * from './admin/orders.ts';
export * from './admin/auth.ts';
export * from './admin/staff.ts';
export * from './admin/catalogue.ts';
export * from './admin/promotions.ts';
export * from './admin/products.ts';
export * from './admin/product-media.ts';
export * from './admin/catalogue-bulk.ts';
export * from './admin/home-page.ts';
export * from './admin/catalogue-structure.ts';
export * from './admin/content.ts';
export * from './reminders.ts';
