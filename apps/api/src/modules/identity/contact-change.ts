import type { OtpTicket } from '@talad/contract';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';
import type { IdentityDeps } from './context.ts';
import { assertContactsFree, requireEmail, requirePhone } from './members.ts';
import { issueOtp, verifyOtp, type CodeAnswer, type OtpCall } from './otp.ts';

/** A new phone or e-mail is proven by a code sent to it, then stored; both stay unique across accounts. */
type Contact = 'phone' | 'email';

const PURPOSE = { phone: 'change-phone', email: 'change-email' } as const;

function normalized(kind: Contact, value: string): string {
  return kind === 'phone' ? requirePhone(value) : requireEmail(value);
}

export async function requestContactChange(
  deps: IdentityDeps,
  customerId: string,
  kind: Contact,
  value: string,
  call: OtpCall,
): Promise<OtpTicket> {
  const target = normalized(kind, value);
  await assertContactsFree(deps.db, { [kind]: target }, customerId);
  return issueOtp(deps, { purpose: PURPOSE[kind], channel: kind === 'phone' ? 'sms' : 'email', target, customerId, ...call });
}

export async function confirmContactChange(deps: IdentityDeps, customerId: string, kind: Contact, value: string, answer: CodeAnswer) {
  const target = normalized(kind, value);
  await verifyOtp(deps, PURPOSE[kind], answer, { target, customerId });
  await deps.db.transaction(async (tx) => {
    await assertContactsFree(tx, { [kind]: target }, customerId);
    await tx
      .update(customers)
      .set({ [kind]: target })
      .where(eq(customers.id, customerId));
  });
}
