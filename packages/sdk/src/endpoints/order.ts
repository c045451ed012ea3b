import type { MyOrderCount, MyOrderPage, OrderDetail, OrderTracking } from '@talad/contract';
import type { Envelope, OrderTab } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/** Orders after they are placed (issue #12): my orders, one order, cancel, confirm receipt, tracking (guests too). */

export type {
  CancelOrderBody,
  MyOrderCount,
  MyOrderPage,
  OrderAction,
  OrderDelivery,
  OrderDetail,
  OrderEvent,
  OrderLine,
  OrderShipment,
  OrderSummary,
  OrderTotals,
  OrderTracking,
} from '@talad/contract';

/** My orders on one tab (ALL, PAYMENT, SHIPMENT, RECEIPT, COMPLETED, CANCELLED), newest first; `q` searches them by number or product. */
export function getMyOrders(
  api: ApiClient,
  query: { tab?: OrderTab; q?: string; page?: number; size?: number } = {},
  options?: CallOptions,
): Promise<Envelope<MyOrderPage>> {
  return api.get<MyOrderPage>('users/me/my-order', {
    ...options,
    query: { tab: query.tab ?? 'ALL', q: query.q, page: query.page, size: query.size },
  });
}

/** How many of my orders each tab holds. */
export function getMyOrderCount(api: ApiClient, options?: CallOptions): Promise<Envelope<MyOrderCount>> {
  return api.get<MyOrderCount>('users/me/my-order/count', options);
}

/** One of my orders: lines, totals, delivery, billing, history, the shipment timeline and `next_actions`. */
export function getOrder(api: ApiClient, orderId: string, options?: CallOptions): Promise<Envelope<OrderDetail>> {
  return api.get<OrderDetail>(`v2/orders/${encodeURIComponent(orderId)}`, options);
}

/** Cancels one of my orders before it ships: stock, coupons and cashback are given back. Answers the order as it is now. */
export function cancelOrder(api: ApiClient, orderId: string, reason: string, options?: CallOptions): Promise<Envelope<OrderDetail>> {
  return api.put<OrderDetail>(`orders/${encodeURIComponent(orderId)}/cancel`, { reason }, options);
}

/** Confirms that the parcel arrived: the order is COMPLETED (cashback earned). Answers the order as it is now. */
export function confirmReceipt(api: ApiClient, orderId: string, options?: CallOptions): Promise<Envelope<OrderDetail>> {
  return api.put<OrderDetail>(`orders/${encodeURIComponent(orderId)}/confirm-receipt`, undefined, options);
}

/** Tracking by order number and the phone on the order (guests too); a wrong phone answers ORDER_TRACKING_NOT_FOUND. */
export function trackOrder(api: ApiClient, orderNo: string, phone: string, options?: CallOptions): Promise<Envelope<OrderTracking>> {
  return api.get<OrderTracking>(`order-tracking/${encodeURIComponent(orderNo)}`, { ...options, query: { phone } });
}
