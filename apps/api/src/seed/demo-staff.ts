import type { Locale, StaffRole } from '@talad/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { staff } from '../db/schema/index.ts';
import { hashPassword } from '../modules/identity/index.ts';
import { sealSecret } from '../modules/staff/index.ts';
import { DEMO_MEMBER_PASSWORD } from './demo-members.ts';

/**
 * The demo shop's back office (issue #26): one staff member per role, all with the demo members' password. The
 * owner's and the manager's authenticator secrets are fixed and printed in the README, as the demo members' password
 * is (demo data only): `npm run shop -- totp <secret>` shows the code, or any authenticator app takes the secret.
 * Only an empty database seeded as the demo shop gets them; tests' databases do not unless they ask.
 */
export const DEMO_STAFF_PASSWORD = DEMO_MEMBER_PASSWORD;

export const DEMO_TOTP_SECRETS = {
  owner: 'TALAD2OWNER3DEMO4TOTP5SECRET6ABC',
  manager: 'TALAD2MANAGER3DEMO4TOTP5SECRETZZ',
} as const;

const DEMO_STAFF: Array<{ role: StaffRole; name: string; locale: Locale }> = [
  { role: 'owner', name: 'กัญญา ศรีสุข', locale: 'th' },
  { role: 'manager', name: 'ประเสริฐ วงศ์ดี', locale: 'th' },
  { role: 'packer', name: 'สมปอง แพ็คไว', locale: 'th' },
  { role: 'support', name: 'Wipa Jaiyen', locale: 'en' },
  { role: 'content', name: 'ณัฐ เขียนดี', locale: 'th' },
];

/** `appSecret` seals the two TOTP secrets (the API's JWT_SECRET, as it seals every staff member's). */
export async function insertDemoStaff(tx: Transaction, appSecret: string, now = new Date()) {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const member of DEMO_STAFF) {
    const [row] = await tx
      .insert(staff)
      .values({
        email: `${member.role}@talad.local`,
        name: member.name,
        role: member.role,
        status: 'active',
        passwordHash,
        locale: member.locale,
      })
      .returning({ id: staff.id });
    const secret = member.role === 'owner' || member.role === 'manager' ? DEMO_TOTP_SECRETS[member.role] : null;
    if (row && secret)
      await tx
        .update(staff)
        .set({ totpSecretSealed: sealSecret(appSecret, row.id, secret), totpEnabledAt: now })
        .where(eq(staff.id, row.id));
  }
}
