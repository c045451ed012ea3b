/**
 * The account module's front door (decision 0012): the member's profile pages (profile, contacts, password, PDPA,
 * photo, deletion, benefits), the cookie consent of any shopper, and the account menu.
 */
export { accountRoutes } from './routes.ts';
export { profileRoutes, type ProfileRouteOptions } from './profile-routes.ts';
