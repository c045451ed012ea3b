import { isError } from '@talad/domain';
import { describe, expect, it } from 'vitest';
import { apiWith, fail, ok } from '../test-support.ts';
import { cancelOrder, confirmReceipt, getMyOrderCount, getMyOrders, getOrder, trackOrder } from './order.ts';

describe('order calls (spec §7 my-order, issue #12)', () => {
  it('reads a tab of my orders (ALL unless asked), the counts and one order', async () => {
    const { api, calls } = apiWith(() => ok({ items: [] }));
    await getMyOrders(api);
    await getMyOrders(api, { tab: 'RECEIPT', page: 2, size: 5 });
    await getMyOrderCount(api);
    await getOrder(api, 'a1b2');
    expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'GET /users/me/my-order?tab=ALL',
      'GET /users/me/my-order?tab=RECEIPT&page=2&size=5',
      'GET /users/me/my-order/count',
      'GET /v2/orders/a1b2',
    ]);
  });

  it('cancels with a reason and confirms receipt with PUT', async () => {
    const { api, calls } = apiWith(() => ok({}));
    await cancelOrder(api, 'o1', 'ordered twice');
    await confirmReceipt(api, 'o1');
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { reason: 'ordered twice' } });
    expect(calls[0]!.url.pathname).toBe('/orders/o1/cancel');
    expect(calls[1]).toMatchObject({ method: 'PUT' });
    expect(calls[1]!.url.pathname).toBe('/orders/o1/confirm-receipt');
  });

  it('tracks by order number and phone, and a miss is told by name', async () => {
    const { api, calls } = apiWith(() => fail(404, 10971, 'ไม่พบคำสั่งซื้อ'));
    const answer = await trackOrder(api, 'TL251123000001', '0812345678');
    expect(calls[0]!.url.pathname).toBe('/order-tracking/TL251123000001');
    expect(calls[0]!.url.searchParams.get('phone')).toBe('0812345678');
    expect(isError(answer, 'ORDER_TRACKING_NOT_FOUND')).toBe(true);
  });
});
