import type { Locale } from '@talad/domain';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';
import type { IdentityDeps } from '../identity/context.ts';
import { assertContactsFree, requirePhone } from '../identity/members.ts';
import { issueOtp, verifyOtp } from '../identity/otp.ts';
import { requireEmail } from './profile-service.ts';

/** A new phone or e-mail is proven by a code sent to it, then stored; both stay unique across accounts. */
type Contact = 'phone' | 'email';

const PURPOSE = { phone: 'change-phone', email: 'change-email' } as const;

function normalized(kind: Contact, value: string): string {
  return kind === 'phone' ? requirePhone(value) : requireEmail(value);
}

export async function requestContactChange(deps: IdentityDeps, customerId: string, kind: Contact, value: string, call: { ip: string; locale: Locale }) {
  const target = normalized(kind, value);
  await assertContactsFree(deps.db, { [kind]: target }, customerId);
  return issueOtp(deps, { purpose: PURPOSE[kind], channel: kind === 'phone' ? 'sms' : 'email', target, customerId, ...call });
}

export async function confirmContactChange(deps: IdentityDeps, customerId: string, kind: Contact, value: string, otp: { otp_ref: string; code: string }) {
  const target = normalized(kind, value);
  await verifyOtp(deps, PURPOSE[kind], otp.otp_ref, otp.code, { target, customerId });
  await deps.db.transaction(async (tx) => {
    await assertContactsFree(tx, { [kind]: target }, customerId);
    await tx.update(customers).set({ [kind]: target }).where(eq(customers.id, customerId));
  });
}
