/**
 * Products and variants made and edited in the back office (issue #27 item 1, decision 0048). The front door of the
 * product-writing services: the admin routes, and the services that imports and bulk edits call in turn, each one
 * transaction with its audit entries (the caller empties the catalogue's caches after it commits).
 */
export { catalogueAdminRoutes } from './admin-routes.ts';
export { createProduct, createProductIn, editProduct, type Editor } from './product-writing.ts';
export { addVariant, editVariantDetails } from './variants.ts';
export { productEditForm } from './product-form.ts';
