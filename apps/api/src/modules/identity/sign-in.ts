import type { SessionRecord } from '@talad/domain';
import type { Transaction } from '../../db/client.ts';
import { issueSessionRecord, openSession, revokeSessions } from '../auth/service.ts';
import type { Caller, IdentityDeps } from './context.ts';

/**
 * Opens a member session. When the caller was a guest, the guest's data becomes the member's (isMerge) through every
 * registered merge step, and the guest session ends, in the same transaction. `before` runs first in that transaction
 * (creating the member, spending a ticket), so a failed merge leaves nothing half-done.
 */
export async function signIn(
  deps: IdentityDeps,
  caller: Caller,
  before: (tx: Transaction) => Promise<string>,
): Promise<SessionRecord> {
  const { memberId, opened } = await deps.db.transaction(async (tx) => {
    const memberId = await before(tx);
    if (caller.guestId && caller.guestId !== memberId) {
      await deps.merges.run(tx, { guestId: caller.guestId, memberId });
      if (caller.guestSessionId) await revokeSessions(tx, { sessionId: caller.guestSessionId });
    }
    return { memberId, opened: await openSession(tx, memberId, caller.device, deps.refreshTokenTtlDays) };
  });
  return issueSessionRecord(deps, { id: memberId, role: 'user' }, opened);
}
