/**
 * The catalogue in bulk (issue #27 item 4, decision 0049): CSV export and import of variants matched by SKU.
 */
export { catalogueBulkAdminRoutes } from './admin-routes.ts';
export { catalogueImportJob, CATALOGUE_IMPORT_JOB } from './apply.ts';
