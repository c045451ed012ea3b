/**
 * Checkout and placing orders (issue #12, decision 0014): the options, the preview of exact totals, POST orders
 * (idempotent, one transaction of named steps), and the job that sends "order placed" after the order committed.
 */
export { checkoutRoutes, type CheckoutRouteOptions } from './routes.ts';
export { orderPlacedMessageJob, sendOrderPlaced, ORDER_PLACED_JOB } from './placed-message.ts';
export { paymentMethodsFor, paymentRefusal, type CheckoutSettings, type PaymentFacts } from './pricing.ts';
export { placeOrder, type Shopper } from './place-order.ts';
