/**
 * Payments through the gateway (issue #13, decision 0019): starting or changing an order's payment, the gateway's
 * notifications, reconciliation and refunds, saved cards.
 */
export { paymentRoutes, type PaymentRouteOptions } from './routes.ts';
export { gatewayClient, GatewayUnavailable, type Claims, type GatewayClient } from './gateway-client.ts';
export { cardForgetJob, reconcilePayments, reconcilePaymentsJob, refundAttempt, refundJob, refundSweepJob, sweepRefunds } from './jobs.ts';
export { applyGatewayResult, resultOf, type Outcome } from './results.ts';
export { adminRefundRoutes, type AdminRefundRouteOptions } from './admin-routes.ts';
export { orderRefundJob, previewRefund, recordRefund, sendRefund, sweepOrderRefunds, ORDER_REFUND_JOB } from './refunds.ts';
