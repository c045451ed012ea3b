import { isError } from '@talad/domain';
import { describe, expect, it } from 'vitest';
import { apiWith, fail, ok } from '../test-support.ts';
import { addToCart, getCart, getCartCount, removeCartItem, selectAllCartItems, updateCartItem } from './cart.ts';

describe('cart calls', () => {
  it('each call reaches its route with its method and body', async () => {
    const { api, calls } = apiWith(() => ok({}));
    await getCart(api);
    await getCartCount(api);
    await addToCart(api, { variant_id: 12, quantity: 2 });
    await updateCartItem(api, 7, { quantity: 3, selected: false });
    await removeCartItem(api, 7);
    await selectAllCartItems(api, false);
    expect(calls.map((call) => [call.method, call.url.pathname, call.body ?? null])).toEqual([
      ['GET', '/cart', null],
      ['GET', '/cart/count', null],
      ['POST', '/cart/items', { variant_id: 12, quantity: 2 }],
      ['PATCH', '/cart/items/7', { quantity: 3, selected: false }],
      ['DELETE', '/cart/items/7', null],
      ['PATCH', '/cart/select', { selected: false }],
    ]);
  });

  it('a refusal answers the envelope, tested by name', async () => {
    const { api } = apiWith(() => fail(409, 10905, 'ตะกร้ามีสินค้านี้ครบจำนวนที่ซื้อได้แล้ว'));
    const answer = await addToCart(api, { variant_id: 12, quantity: 1 });
    expect(isError(answer, 'CART_LIMIT_REACHED')).toBe(true);
    expect(answer.data).toBeNull();
  });
});
