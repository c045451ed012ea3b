/** Promotions, coupons and flash sales in the back office (issue #27, decision 0050). */
export { promotionAdminRoutes } from './admin-routes.ts';
