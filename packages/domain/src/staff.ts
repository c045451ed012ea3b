/**
 * The back office's people (issue #26): what a staff member may do is data, like the state tables. Every admin route
 * names one permission; one guard (apps/api/src/platform/staff-guard.ts) checks it against this table, and the admin
 * web app's menu shows only what `roleAllows` lets the member open.
 */
export const STAFF_PERMISSIONS = [
  'orders.read',
  'orders.fulfil',
  'orders.refund',
  'orders.cancel',
  'customers.read',
  'customers.pii',
  'catalog.read',
  'catalog.write',
  'prices.write',
  'stock.adjust',
  'promotions.write',
  'content.write',
  'reviews.moderate',
  'cases.answer',
  'notifications.send',
  'settings.write',
  'staff.manage',
  'audit.read',
] as const;

export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const STAFF_ROLES = ['owner', 'manager', 'packer', 'support', 'content'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  manager: STAFF_PERMISSIONS.filter((permission) => permission !== 'staff.manage'),
  packer: ['orders.read', 'orders.fulfil', 'catalog.read'],
  support: ['orders.read', 'customers.read', 'cases.answer', 'reviews.moderate'],
  content: ['catalog.read', 'content.write', 'promotions.write'],
};

/**
 * Permissions that move money, stock, prices or people: used only from a session whose second factor (TOTP or a
 * backup code) was verified — Shopify's rule. Without it the call answers 403 STAFF_SECOND_FACTOR_REQUIRED.
 */
export const SECOND_FACTOR_PERMISSIONS: ReadonlySet<StaffPermission> = new Set([
  'orders.refund',
  'prices.write',
  'stock.adjust',
  'promotions.write',
  'staff.manage',
]);

export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function needsSecondFactor(permission: StaffPermission): boolean {
  return SECOND_FACTOR_PERMISSIONS.has(permission);
}

export const STAFF_STATUSES = ['invited', 'active', 'disabled'] as const;

export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** How long an invitation or a set-password link stays usable. */
export const STAFF_INVITE_HOURS = 72;

/** One-use backup codes given when TOTP is enrolled. */
export const STAFF_BACKUP_CODE_COUNT = 10;

/** The admin's look, each staff member's own choice (their language is a Locale). */
export const STAFF_THEMES = ['light', 'dark'] as const;

export type StaffTheme = (typeof STAFF_THEMES)[number];

/** A staff session lasts a working day from sign-in; the second factor verified in it lasts as long. */
export const STAFF_SESSION_HOURS = 12;
