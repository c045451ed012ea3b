import { describe, expect, it } from 'vitest';
import { orderListPlace } from './order-list.tsx';

describe('the place in my orders, read from the URL', () => {
  it('takes one of the six tabs and a page', () => {
    expect(orderListPlace(new URLSearchParams('tab=SHIPMENT&page=2'))).toEqual({ tab: 'SHIPMENT', page: 2 });
  });

  it('falls back to ALL and page 1 for anything else', () => {
    expect(orderListPlace(new URLSearchParams(''))).toEqual({ tab: 'ALL', page: 1 });
    expect(orderListPlace(new URLSearchParams('tab=shipment&page=-3'))).toEqual({ tab: 'ALL', page: 1 });
    expect(orderListPlace(new URLSearchParams('tab=PAID&page=x'))).toEqual({ tab: 'ALL', page: 1 });
  });
});
