import type { StaffPermission } from '@talad/domain';

/**
 * Today's queues on the home screen (issue #26): what is waiting, counted by the lists' own approximate totals
 * (GET admin/orders?status=…, GET admin/cases?status=OPEN: keyset lists, one row fetched). A member sees the queues
 * their role opens. To pack and to ship are one queue until the orders list can tell them apart (it filters by the
 * order's state: SHIPMENT holds both), and returns have no list of their own yet.
 */
export interface Queue {
  key: string;
  permission: StaffPermission;
  /** The list the API counts, and its filter. */
  api: { path: string; query: Record<string, string> };
  /** The screen that opens the queue. */
  to: string;
}

export const QUEUES: readonly Queue[] = [
  { key: 'toFulfil', permission: 'orders.fulfil', api: { path: 'admin/orders', query: { status: 'SHIPMENT' } }, to: '/packing' },
  { key: 'unpaid', permission: 'orders.read', api: { path: 'admin/orders', query: { status: 'PAYMENT' } }, to: '/orders?status=PAYMENT' },
  { key: 'openCases', permission: 'cases.answer', api: { path: 'admin/cases', query: { status: 'OPEN' } }, to: '/cases' },
];

export function queuesFor(permissions: readonly StaffPermission[]): Queue[] {
  return QUEUES.filter((queue) => permissions.includes(queue.permission));
}
