import type { StaffRole } from '@talad/domain';
import type { StaffMember } from '@talad/contract';
import { and, desc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { staff, staffApiTokens, staffSessions } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { sqlState } from '../../platform/database-errors.ts';
import { changedFields, recordAudit, type AuditActor, type AuditContext } from '../audit/index.ts';
import type { StaffDeps } from './context.ts';
import { issueLink, sendLink } from './links.ts';

/**
 * The shop's staff (staff.manage): invite, change a role, disable and enable, a new set-password link. Every change is
 * audited in its own transaction. The shop always keeps an active owner: the change that would leave none is refused,
 * checked with every active owner's row locked, so two owners demoting each other at once cannot both succeed.
 */

type StaffRow = typeof staff.$inferSelect;

export interface StaffChange {
  actor: AuditActor;
  context?: AuditContext;
}

async function summaries(deps: Pick<StaffDeps, 'db'>, where?: ReturnType<typeof eq>): Promise<StaffMember[]> {
  const lastSeen = deps.db
    .select({ staffId: staffSessions.staffId, at: max(staffSessions.lastSeenAt).as('at') })
    .from(staffSessions)
    .groupBy(staffSessions.staffId)
    .as('last_seen');
  const rows = await deps.db
    .select({ member: staff, lastSeenAt: lastSeen.at })
    .from(staff)
    .leftJoin(lastSeen, eq(lastSeen.staffId, staff.id))
    .where(where)
    .orderBy(desc(staff.createdAt), staff.id);
  return rows.map(({ member, lastSeenAt }) => ({
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    status: member.status,
    totp_enabled: member.totpEnabledAt !== null,
    created_at: member.createdAt.toISOString(),
    last_seen_at: lastSeenAt ? new Date(lastSeenAt).toISOString() : null,
  }));
}

export async function listStaff(deps: Pick<StaffDeps, 'db'>): Promise<{ items: StaffMember[] }> {
  return { items: await summaries(deps) };
}

export async function summaryOf(deps: Pick<StaffDeps, 'db'>, staffId: string): Promise<StaffMember> {
  const [member] = await summaries(deps, eq(staff.id, staffId));
  if (!member) throw new AppError('STAFF_NOT_FOUND');
  return member;
}

/** POST admin/staff/invites: a new member, invited (no password yet), and their one-use link. */
export async function inviteStaff(
  deps: StaffDeps,
  invite: { email: string; name: string; role: StaffRole },
  change: StaffChange & { by: string | null },
) {
  const issued = await deps.db
    .transaction(async (tx) => {
      const [member] = await tx
        .insert(staff)
        .values({ email: invite.email, name: invite.name, role: invite.role, status: 'invited' })
        .returning({ id: staff.id });
      if (!member) throw new Error('the staff member was not written');
      const link = await issueLink(deps, tx, member.id, 'invite', change.by);
      await recordAudit(tx, {
        actor: change.actor,
        action: 'staff.invite',
        entity: { type: 'staff', id: member.id },
        after: { email: invite.email, name: invite.name, role: invite.role, status: 'invited' },
        ...(change.context ? { context: change.context } : {}),
      });
      return { staffId: member.id, link };
    })
    .catch((error: unknown) => {
      if (sqlState(error) === '23505') throw new AppError('STAFF_EMAIL_TAKEN');
      throw error;
    });
  await sendLink(deps, invite, issued.link, 'invite');
  return { staff: await summaryOf(deps, issued.staffId), link_url: issued.link.url, expires_at: issued.link.expiresAt.toISOString() };
}

/** POST admin/staff/{id}/link: a new set-password link (a forgotten password, an invitation that expired). */
export async function newStaffLink(deps: StaffDeps, staffId: string, change: StaffChange & { by: string | null }) {
  const link = await deps.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: staff.id, status: staff.status, email: staff.email, name: staff.name })
      .from(staff)
      .where(eq(staff.id, staffId));
    if (!member) throw new AppError('STAFF_NOT_FOUND');
    const purpose = member.status === 'invited' ? 'invite' : 'set-password';
    const issued = await issueLink(deps, tx, member.id, purpose, change.by);
    await recordAudit(tx, {
      actor: change.actor,
      action: 'staff.link',
      entity: { type: 'staff', id: member.id },
      after: { link_expires_at: issued.expiresAt.toISOString() },
      ...(change.context ? { context: change.context } : {}),
    });
    return { issued, member, purpose } as const;
  });
  await sendLink(deps, link.member, link.issued, link.purpose);
  return { staff: await summaryOf(deps, staffId), link_url: link.issued.url, expires_at: link.issued.expiresAt.toISOString() };
}

/** Refuses a change after which no active owner would be left (the caller holds the active owners' rows locked). */
async function keepAnOwner(tx: Transaction, member: StaffRow, next: { role: StaffRole; status: StaffRow['status'] }) {
  const wasOwner = member.role === 'owner' && member.status === 'active';
  const staysOwner = next.role === 'owner' && next.status === 'active';
  if (!wasOwner || staysOwner) return;
  const others = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.status, 'active'), ne(staff.id, member.id)));
  if (others.length === 0) throw new AppError('STAFF_LAST_OWNER');
}

/**
 * PATCH admin/staff/{id}: a new role, or active/disabled. Disabling ends the member's sessions and API tokens at once
 * (the guard refuses a disabled member anyway); an invited member becomes active only by setting a password.
 */
export async function updateStaff(
  deps: StaffDeps,
  staffId: string,
  update: { role?: StaffRole | undefined; status?: 'active' | 'disabled' | undefined; reason?: string | undefined },
  change: StaffChange,
): Promise<StaffMember> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    // Every active owner's row is locked first, in one order, so concurrent changes of owners queue here.
    await tx.execute(sql`select id from ${staff} where role = 'owner' and status = 'active' order by id for update`);
    const [member] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
    if (!member) throw new AppError('STAFF_NOT_FOUND');
    const role = update.role ?? member.role;
    const status = update.status === undefined || member.status === 'invited' ? member.status : update.status;
    if (update.status === 'active' && member.status === 'invited') throw new AppError('STAFF_LINK_INVALID');
    await keepAnOwner(tx, member, { role, status });
    const audit = {
      actor: change.actor,
      entity: { type: 'staff', id: member.id },
      reason: update.reason ?? null,
      ...(change.context ? { context: change.context } : {}),
    };
    if (role !== member.role) await recordAudit(tx, { ...audit, action: 'staff.role', before: { role: member.role }, after: { role } });
    if (status !== member.status) {
      await recordAudit(tx, { ...audit, action: 'staff.status', before: { status: member.status }, after: { status } });
      if (status === 'disabled') {
        await tx
          .update(staffSessions)
          .set({ revokedAt: now })
          .where(and(eq(staffSessions.staffId, member.id), isNull(staffSessions.revokedAt)));
        await tx
          .update(staffApiTokens)
          .set({ revokedAt: now })
          .where(and(eq(staffApiTokens.staffId, member.id), isNull(staffApiTokens.revokedAt)));
      }
    }
    if (role !== member.role || status !== member.status)
      await tx.update(staff).set({ role, status, updatedAt: now }).where(eq(staff.id, member.id));
  });
  return summaryOf(deps, staffId);
}

/**
 * `npm run shop -- owner <email>` (POST /bootstrap/owner, the server's owner bootstrap key, decision 0044): makes the member an owner — a new one,
 * invited, or an existing member promoted (a disabled one enabled) — and answers a set-password link. The way in
 * for a shop's first owner, and back in for one who lost their password or second factor.
 */
export async function ensureOwner(deps: StaffDeps, email: string, change: StaffChange) {
  const staffId = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(staff).where(eq(staff.email, email)).for('update');
    const audit = { actor: change.actor, ...(change.context ? { context: change.context } : {}) };
    if (!existing) {
      const [made] = await tx
        .insert(staff)
        .values({ email, name: email.split('@')[0] ?? email, role: 'owner', status: 'invited' })
        .returning({ id: staff.id });
      if (!made) throw new Error('the owner was not written');
      await recordAudit(tx, {
        ...audit,
        action: 'staff.invite',
        entity: { type: 'staff', id: made.id },
        after: { email, role: 'owner', status: 'invited' },
      });
      return made.id;
    }
    const status = existing.status === 'disabled' ? (existing.passwordHash ? 'active' : 'invited') : existing.status;
    const changed = changedFields(existing, { role: 'owner' as const, status });
    if (Object.keys(changed.after).length > 0) {
      await tx.update(staff).set({ role: 'owner', status, updatedAt: deps.clock() }).where(eq(staff.id, existing.id));
      await recordAudit(tx, { ...audit, action: 'staff.role', entity: { type: 'staff', id: existing.id }, ...changed });
    }
    return existing.id;
  });
  return newStaffLink(deps, staffId, { ...change, by: null });
}
