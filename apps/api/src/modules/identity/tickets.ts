import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { authTickets, type TICKET_PURPOSES } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { secondsAfter } from '../../platform/clock.ts';
import type { IdentityDeps } from './context.ts';
import { keyedHash, newTicketToken } from './keyed-hash.ts';

type TicketPurpose = (typeof TICKET_PURPOSES)[number];

export interface TicketContent {
  target?: string | null;
  customerId?: string | null;
  payload?: Record<string, string | null>;
}

/** A one-use proof of a finished step; the token is shown once, only its hash is kept. */
export async function issueTicket(deps: IdentityDeps, purpose: TicketPurpose, ttlSeconds: number, content: TicketContent): Promise<string> {
  const token = newTicketToken();
  await deps.db.insert(authTickets).values({
    tokenHash: keyedHash(deps.secret, 'ticket', token),
    purpose,
    target: content.target ?? null,
    customerId: content.customerId ?? null,
    payload: content.payload ?? {},
    expiresAt: secondsAfter(deps.clock, ttlSeconds),
  });
  return token;
}

/** Uses a ticket inside the caller's transaction: one conditional UPDATE, so it can be spent only once. */
export async function spendTicket(
  deps: Pick<IdentityDeps, 'clock' | 'secret'>,
  tx: Transaction | Database,
  purpose: TicketPurpose,
  token: string,
) {
  const now = deps.clock();
  const [ticket] = await tx
    .update(authTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTickets.tokenHash, keyedHash(deps.secret, 'ticket', token)),
        eq(authTickets.purpose, purpose),
        isNull(authTickets.usedAt),
        gt(authTickets.expiresAt, now),
      ),
    )
    .returning();
  if (!ticket) throw new AppError('TICKET_INVALID');
  return ticket;
}

/** Reads a ticket without spending it (a social-register ticket is checked before the phone step finishes). */
export async function readTicket(deps: Pick<IdentityDeps, 'clock' | 'secret' | 'db'>, purpose: TicketPurpose, token: string) {
  const [ticket] = await deps.db
    .select()
    .from(authTickets)
    .where(
      and(
        eq(authTickets.tokenHash, keyedHash(deps.secret, 'ticket', token)),
        eq(authTickets.purpose, purpose),
        isNull(authTickets.usedAt),
        gt(authTickets.expiresAt, deps.clock()),
      ),
    );
  if (!ticket) throw new AppError('TICKET_INVALID');
  return ticket;
}
