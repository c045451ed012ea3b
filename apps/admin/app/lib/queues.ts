import type { AdminOrderQueue } from '@talad/contract';
import type { StaffPermission } from '@talad/domain';

/**
 * Today's queues on the home screen (issue #26): what is waiting, each counted by its list's own approximate total
 * (GET admin/orders ?queue or ?status, GET admin/cases?status=OPEN: keyset lists, one row fetched, exact up to the API's
 * cap and "about N" past it) and opening that same list. A member sees the queues whose work their role does: packing,
 * shipping and returns are orders.fulfil's, unpaid orders anyone's who reads orders, open cases support's.
 */
export interface Queue {
  key: string;
  permission: StaffPermission;
  /** The list the API counts, and its filter. */
  api: { path: string; query: Record<string, string> };
  /** The screen that opens the queue: the same list with the same filter. */
  to: string;
}

const orderQueue = (key: string, queue: AdminOrderQueue): Queue => ({
  key,
  permission: 'orders.fulfil',
  api: { path: 'admin/orders', query: { queue } },
  to: `/orders?queue=${queue}`,
});

export const QUEUES: readonly Queue[] = [
  orderQueue('toPack', 'to_pack'),
  orderQueue('toShip', 'to_ship'),
  { key: 'unpaid', permission: 'orders.read', api: { path: 'admin/orders', query: { status: 'PAYMENT' } }, to: '/orders?status=PAYMENT' },
  orderQueue('returns', 'returns'),
  { key: 'openCases', permission: 'cases.answer', api: { path: 'admin/cases', query: { status: 'OPEN' } }, to: '/cases?status=OPEN' },
];

export function queuesFor(permissions: readonly StaffPermission[]): Queue[] {
  return QUEUES.filter((queue) => permissions.includes(queue.permission));
}
