/**
 * The back office's customers (issue #26, decision 0043): members searched and read by the staff, their contacts
 * masked without customers.pii. The shopper's own account is the account module's.
 */
export { customerAdminRoutes } from './admin-routes.ts';
