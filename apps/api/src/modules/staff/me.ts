import { ROLE_PERMISSIONS, SECOND_FACTOR_PERMISSIONS, type StaffPermission } from '@talad/domain';
import type { StaffMe } from '@talad/contract';
import { eq, sql } from 'drizzle-orm';
import { staff } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SignedInStaff } from '../../platform/staff-guard.ts';
import type { StaffDeps } from './context.ts';

const secondFactorPermissions = (permissions: readonly StaffPermission[]) =>
  permissions.filter((permission) => SECOND_FACTOR_PERMISSIONS.has(permission));

/** What GET admin/me answers for the member the guard let through (their row read afresh: name, choices, enrolment). */
export async function readMe(deps: Pick<StaffDeps, 'db'>, who: Pick<SignedInStaff, 'id' | 'secondFactor'>): Promise<StaffMe> {
  const [member] = await deps.db.select().from(staff).where(eq(staff.id, who.id));
  if (!member) throw new AppError('STAFF_UNAUTHENTICATED');
  const permissions = ROLE_PERMISSIONS[member.role];
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    status: member.status,
    locale: member.locale,
    theme: member.theme,
    totp_enabled: member.totpEnabledAt !== null,
    second_factor: who.secondFactor,
    permissions: [...permissions],
    second_factor_permissions: secondFactorPermissions(permissions),
  };
}

/** PATCH admin/me: one's own name, language and look; nothing else of one's account changes here. */
export async function updatePreferences(
  deps: Pick<StaffDeps, 'db'>,
  who: Pick<SignedInStaff, 'id' | 'secondFactor'>,
  changes: { name?: string | undefined; locale?: StaffMe['locale'] | undefined; theme?: StaffMe['theme'] | undefined },
): Promise<StaffMe> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  await deps.db
    .update(staff)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(staff.id, who.id));
  return readMe(deps, who);
}
