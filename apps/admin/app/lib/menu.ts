import type { StaffPermission } from '@talad/domain';

/**
 * The back office's menu (issue #26): each screen with the permission that opens it (packages/domain's
 * ROLE_PERMISSIONS decides who has which; `GET admin/me` names the signed-in member's). A member sees only what
 * their role may open; null is any signed-in member's. A new screen adds its line here.
 */
export interface MenuItem {
  /** Its path under /admin. */
  to: string;
  /** Its name's message key (locales/*.json). */
  label: string;
  permission: StaffPermission | null;
}

export const MENU: readonly MenuItem[] = [
  { to: '/', label: 'menu.home', permission: null },
  { to: '/orders', label: 'menu.orders', permission: 'orders.read' },
  { to: '/packing', label: 'menu.packing', permission: 'orders.fulfil' },
  { to: '/customers', label: 'menu.customers', permission: 'customers.read' },
  { to: '/cases', label: 'menu.cases', permission: 'cases.answer' },
  { to: '/notifications', label: 'menu.notifications', permission: 'notifications.send' },
  { to: '/reviews', label: 'menu.reviews', permission: 'reviews.moderate' },
  { to: '/products', label: 'menu.products', permission: 'catalog.read' },
  { to: '/promotions', label: 'menu.promotions', permission: 'catalog.read' },
  // Read with catalog.read by address; in the menu of those who edit it (a packer's menu stays the desk's).
  { to: '/categories', label: 'menu.structure', permission: 'catalog.write' },
  { to: '/content/home', label: 'menu.homePage', permission: 'content.write' },
  { to: '/content/menu', label: 'menu.shopMenu', permission: 'content.write' },
  { to: '/content', label: 'menu.content', permission: 'content.write' },
  { to: '/staff', label: 'menu.staff', permission: 'staff.manage' },
  { to: '/audit', label: 'menu.audit', permission: 'audit.read' },
  { to: '/settings/tax-details', label: 'menu.taxDetails', permission: 'settings.write' },
  { to: '/two-factor', label: 'menu.twoFactor', permission: null },
  { to: '/sessions', label: 'menu.sessions', permission: null },
];

export function menuFor(permissions: readonly StaffPermission[]): MenuItem[] {
  return MENU.filter((item) => item.permission === null || permissions.includes(item.permission));
}
