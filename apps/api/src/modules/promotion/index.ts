/** Promotions, coupons and flash sales in the back office (issue #27, decision 0050). */
export { promotionAdminRoutes } from './admin-routes.ts';
/** What a promotion ending by the clock changes in the listings (decision 0057). */
export { refreshEndedPromotionKinds } from './promotions.ts';
