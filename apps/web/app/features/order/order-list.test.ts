import { describe, expect, it } from 'vitest';
import { orderListPlace } from './order-list.tsx';

describe('the place in my orders, read from the URL', () => {
  it('takes one of the six tabs, the words searched and a page', () => {
    expect(orderListPlace(new URLSearchParams('tab=SHIPMENT&page=2'))).toEqual({ tab: 'SHIPMENT', q: '', page: 2 });
    expect(orderListPlace(new URLSearchParams('tab=ALL&q=%20tote%20'))).toEqual({ tab: 'ALL', q: 'tote', page: 1 });
  });

  it('falls back to ALL and page 1 for anything else', () => {
    expect(orderListPlace(new URLSearchParams(''))).toEqual({ tab: 'ALL', q: '', page: 1 });
    expect(orderListPlace(new URLSearchParams('tab=shipment&page=-3'))).toEqual({ tab: 'ALL', q: '', page: 1 });
    expect(orderListPlace(new URLSearchParams('tab=PAID&page=x'))).toEqual({ tab: 'ALL', q: '', page: 1 });
  });
});
