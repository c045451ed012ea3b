/**
 * The catalogue's structure in the back office (issue #27 item 6): categories (tree, order, move, hide), brands and
 * collections (with their products). Its front door: the admin routes; each service is one transaction with its audit
 * entry, and the routes empty the catalogue's caches after it commits.
 */
export { catalogueStructureRoutes } from './admin-routes.ts';
