import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses, authTickets, cookieConsents, customers, otpCodes, pdpaConsents, socialIdentities } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { revokeSessions } from '../identity/index.ts';

/**
 * Account deletion (PDPA): personal data is erased — name, contacts, photo, password, addresses, consents, linked
 * social accounts — and every session ends. The customer row stays, anonymised, because orders point at it and
 * accounting law keeps orders. Phone and e-mail become free for a new registration.
 */
export async function deleteAccount(db: Database, clock: Clock, customerId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({
        phone: null,
        email: null,
        passwordHash: null,
        firstname: null,
        lastname: null,
        displayName: null,
        birthday: null,
        gender: null,
        imageKey: null,
        acceptPolicyAt: null,
        deletedAt: clock(),
      })
      .where(eq(customers.id, customerId));
    for (const table of [addresses, socialIdentities, pdpaConsents, cookieConsents, otpCodes, authTickets]) {
      await tx.delete(table).where(eq(table.customerId, customerId));
    }
    await revokeSessions(tx, { customerId });
  });
  return null;
}
