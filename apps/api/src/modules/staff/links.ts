import { randomBytes } from 'node:crypto';
import { brandName, STAFF_INVITE_HOURS } from '@talad/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { staff, staffApiTokens, staffLinks, staffSessions, type STAFF_LINK_PURPOSES } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { staffTokenDigest } from '../../platform/staff-guard.ts';
import { hashPassword } from '../identity/index.ts';
import type { StaffDeps } from './context.ts';

/**
 * Invitation and set-password links (decision 0039): a random token in the URL, only its sha256 kept, good for
 * STAFF_INVITE_HOURS and once. Using one is a single conditional update, so of parallel uses exactly one sets the
 * password; a new link for a member voids the older ones.
 */

export interface IssuedLink {
  url: string;
  expiresAt: Date;
}

export async function issueLink(
  deps: Pick<StaffDeps, 'clock' | 'webOrigin'>,
  tx: Transaction,
  staffId: string,
  purpose: (typeof STAFF_LINK_PURPOSES)[number],
  createdBy: string | null,
): Promise<IssuedLink> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + STAFF_INVITE_HOURS * 3_600_000);
  await tx
    .update(staffLinks)
    .set({ usedAt: now })
    .where(and(eq(staffLinks.staffId, staffId), isNull(staffLinks.usedAt)));
  await tx.insert(staffLinks).values({ tokenHash: staffTokenDigest(token), staffId, purpose, createdBy, expiresAt, createdAt: now });
  return { url: `${deps.webOrigin}/admin/set-password?token=${token}`, expiresAt };
}

/**
 * POST admin/auth/set-password: the password is checked and hashed first (a weak one does not use up the link), then
 * the link is taken and the password set in one transaction. An invited member becomes active; a disabled one stays
 * disabled. Every session and API token the member had ends (a new password is a fresh start).
 */
export async function setPasswordByLink(deps: StaffDeps, token: string, password: string): Promise<{ email: string }> {
  const passwordHash = await hashPassword(password);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [link] = await tx
      .update(staffLinks)
      .set({ usedAt: now })
      .where(and(eq(staffLinks.tokenHash, staffTokenDigest(token)), isNull(staffLinks.usedAt), gt(staffLinks.expiresAt, now)))
      .returning({ staffId: staffLinks.staffId });
    if (!link) throw new AppError('STAFF_LINK_INVALID');
    const [member] = await tx
      .update(staff)
      .set({ passwordHash, status: sql`case when ${staff.status} = 'invited' then 'active' else ${staff.status} end`, updatedAt: now })
      .where(eq(staff.id, link.staffId))
      .returning({ email: staff.email });
    if (!member) throw new AppError('STAFF_LINK_INVALID');
    await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, link.staffId), isNull(staffSessions.revokedAt)));
    await tx
      .update(staffApiTokens)
      .set({ revokedAt: now })
      .where(and(eq(staffApiTokens.staffId, link.staffId), isNull(staffApiTokens.revokedAt)));
    return { email: member.email };
  });
}

/**
 * E-mails a member their link, in Thai and English, after the change that made it committed. The link is also in the
 * answer to whoever made it (an owner hands it over when the e-mail does not arrive), so a sender that fails is
 * logged, not an error of the invitation.
 */
export async function sendLink(
  deps: Pick<StaffDeps, 'sender' | 'log' | 'brand'>,
  to: { email: string; name: string },
  link: IssuedLink,
  purpose: 'invite' | 'set-password',
): Promise<void> {
  const shop = brandName(deps.brand);
  const until = link.expiresAt.toISOString().replace('T', ' ').slice(0, 16);
  const invite = purpose === 'invite';
  const subject = invite
    ? `${shop}: คำเชิญเข้าระบบหลังร้าน / Your back-office invitation`
    : `${shop}: ตั้งรหัสผ่านหลังร้าน / Set your back-office password`;
  const body = [
    `สวัสดี ${to.name}`,
    invite ? `คุณได้รับเชิญให้เข้าใช้ระบบหลังร้านของ ${shop}` : `ตั้งรหัสผ่านใหม่สำหรับระบบหลังร้านของ ${shop}`,
    `ตั้งรหัสผ่านที่ลิงก์นี้ (ใช้ได้ครั้งเดียว ภายใน ${until} UTC):`,
    link.url,
    '',
    `Hello ${to.name},`,
    invite ? `you are invited to ${shop}'s back office.` : `set a new password for ${shop}'s back office.`,
    `Set your password at this link (once, before ${until} UTC):`,
    link.url,
  ].join('\n');
  try {
    await deps.sender.send({ channel: 'email', to: to.email, subject, body, purpose: `staff-${purpose}` });
  } catch (error) {
    deps.log.warn({ err: error, purpose: `staff-${purpose}` }, 'the staff link e-mail was not sent; the link was answered to its maker');
  }
}
