/**
 * Orders after they are placed: their states (decision 0013), my orders, tracking, expiry, completion some days after
 * delivery, and the staff's moves.
 */
export { moveOrder, movePayment, moveShipment, openShipment, type Machine, type MoveAnswer } from './transitions.ts';
export { orderRoutes } from './routes.ts';
export { expireOrdersJob, expireUnpaidOrders, orderMessageJob, ORDER_EXPIRY_JOB } from './jobs.ts';
export { completeDeliveredOrders, completeOrdersJob, ORDER_COMPLETION_JOB } from './completion.ts';
export { ORDER_MESSAGE_JOB, PAYMENT_REFUND_JOB } from './message-kinds.ts';
export { orderNoticeText } from './order-notices.ts';
export { adminOrderDetail, deskActions, deskOrder } from './admin-detail.ts';
export { addOrderNote, deskMove, type DeskCaller } from './desk.ts';
export { refundsOf, staffRefOf } from './refund-rows.ts';
export { adminOrderRoutes, deskCallerOf } from './admin-routes.ts';
export { listAdminOrders, orderSearchOf, TOTAL_CAP } from './admin-list.ts';
