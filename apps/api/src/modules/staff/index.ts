/**
 * The staff module's front door (issue #26, decision 0039): the back office's people — sign-in with password and
 * TOTP second factor, sessions, invitations, roles, personal API tokens. The guard that every /admin/ route passes is
 * apps/api/src/platform/staff-guard.ts.
 */
export { staffAdminRoutes, type StaffRouteOptions } from './admin-routes.ts';
export { staffManagementRoutes } from './staff-routes.ts';
export { ownerBootstrapRoutes } from './bootstrap-routes.ts';
export { sealSecret } from './seal.ts';
export { totpCodeAt } from './totp.ts';
