/**
 * Thai tax documents (issue #29, decision 0067): the receipt (abbreviated tax invoice) of every paid order, the full
 * tax invoice asked for at checkout or later within the month, credit notes of refunds, their PDFs, and the shop's
 * own details as the seller.
 */
export { issueCreditNote, issueSaleDocument } from './issue.ts';
export { readShopTaxDetails } from './shop-details.ts';
export { taxDocumentRoutes } from './routes.ts';
export { taxDocumentAdminRoutes } from './admin-routes.ts';
