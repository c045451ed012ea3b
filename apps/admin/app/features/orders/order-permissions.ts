import type { AdminOrderAction, AdminOrderDetail } from '@talad/contract';
import type { StaffPermission } from '@talad/domain';

/**
 * Which of an order's buttons a staff member sees: the moves the state tables allow from here (the API's `actions`)
 * that their role's permissions open (`GET admin/me`). The API checks both again on every call; this only keeps a
 * packer from being shown "cancel" or "refund" they would be refused.
 */
export const ACTION_PERMISSION: Record<AdminOrderAction, StaffPermission> = {
  pack: 'orders.fulfil',
  ship: 'orders.fulfil',
  depart: 'orders.fulfil',
  pickup: 'orders.fulfil',
  collect: 'orders.fulfil',
  deliver: 'orders.fulfil',
  fail: 'orders.fulfil',
  retry: 'orders.fulfil',
  return: 'orders.fulfil',
  cancel: 'orders.cancel',
};

/**
 * Moves that ask for more than a press: the carrier and tracking number, a reason the audit log keeps, or the pickup
 * code the shopper shows at the store counter.
 */
export const ACTION_NEEDS: Partial<Record<AdminOrderAction, 'shipping' | 'reason' | 'code'>> = {
  ship: 'shipping',
  collect: 'code',
  fail: 'reason',
  cancel: 'reason',
};

export function allowedActions(order: Pick<AdminOrderDetail, 'actions'>, permissions: readonly StaffPermission[]): AdminOrderAction[] {
  return order.actions.filter((action) => permissions.includes(ACTION_PERMISSION[action]));
}

export function mayRefund(order: Pick<AdminOrderDetail, 'refundable'>, permissions: readonly StaffPermission[]): boolean {
  return order.refundable && permissions.includes('orders.refund');
}
