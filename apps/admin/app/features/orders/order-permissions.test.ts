import { ADMIN_ORDER_ACTIONS } from '@talad/contract';
import { ROLE_PERMISSIONS } from '@talad/domain';
import { describe, expect, it } from 'vitest';
import { allowedActions, mayRefund } from './order-permissions.ts';

const everyMove = { actions: [...ADMIN_ORDER_ACTIONS] };

describe("an order's buttons follow the member's role", () => {
  it('a packer fulfils but neither cancels nor refunds', () => {
    expect(allowedActions(everyMove, ROLE_PERMISSIONS.packer)).toEqual(ADMIN_ORDER_ACTIONS.filter((action) => action !== 'cancel'));
    expect(mayRefund({ refundable: true }, ROLE_PERMISSIONS.packer)).toBe(false);
  });

  it('support only reads; content sees no order buttons at all', () => {
    expect(allowedActions(everyMove, ROLE_PERMISSIONS.support)).toEqual([]);
    expect(allowedActions(everyMove, ROLE_PERMISSIONS.content)).toEqual([]);
  });

  it('a manager and the owner have every button the order allows, and refund what is refundable', () => {
    for (const role of ['manager', 'owner'] as const) {
      expect(allowedActions({ actions: ['ship', 'cancel'] }, ROLE_PERMISSIONS[role])).toEqual(['ship', 'cancel']);
      expect(mayRefund({ refundable: true }, ROLE_PERMISSIONS[role])).toBe(true);
      expect(mayRefund({ refundable: false }, ROLE_PERMISSIONS[role])).toBe(false);
    }
  });

  it('never shows a move the order does not allow, whatever the role', () => {
    expect(allowedActions({ actions: [] }, ROLE_PERMISSIONS.owner)).toEqual([]);
  });
});
