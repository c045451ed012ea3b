import type { OtpTicket } from '@talad/contract';
import {
  maskContact,
  OTP_MAX_ATTEMPTS,
  OTP_PER_ADDRESS_WHEN_BUSY,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  type Locale,
  type OtpPurpose,
} from '@talad/domain';
import { and, count, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { otpCodes } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { secondsAfter } from '../../platform/clock.ts';
import type { IdentityDeps } from './context.ts';
import { keyedHash, newOtpCode, sameHash } from './keyed-hash.ts';
import { accountExistsMessage, otpMessage } from './messages.ts';
import { addressKey } from './password-attempts.ts';

/** Who asks for or answers a code: limits count per address, the code is bound to the session, the message is in the request's language. */
export interface OtpCall {
  ip: string;
  locale: Locale;
  /** The session the request's token names (even just expired); null without a token. */
  sessionId: string | null;
}

/** An answer to a code: its ticket's ref, the code typed, and the session answering. */
export interface CodeAnswer {
  otpRef: string;
  code: string;
  sessionId: string | null;
}

export interface OtpRequest extends OtpCall {
  purpose: OtpPurpose;
  channel: 'sms' | 'email';
  target: string;
  /** The account the code is for; for registration, the account that already holds the phone. */
  customerId: string | null;
}

type OtpRow = typeof otpCodes.$inferSelect;

function ticketOf(row: Pick<OtpRow, 'id' | 'channel' | 'target' | 'expiresAt' | 'createdAt'>): OtpTicket {
  return {
    otp_ref: row.id,
    channel: row.channel,
    to: maskContact(row.target),
    expires_at: row.expiresAt.toISOString(),
    resend_available_at: new Date(row.createdAt.getTime() + OTP_RESEND_SECONDS * 1000).toISOString(),
  };
}

/** The keyed hashes a code row keeps of who asked: the address (an IPv6 /64 as one) and the session, if any. */
function requesterOf(deps: IdentityDeps, call: OtpCall) {
  return {
    ipHash: keyedHash(deps.secret, 'ip', addressKey(call.ip)),
    sessionHash: call.sessionId ? keyedHash(deps.secret, 'otp-session', call.sessionId) : null,
  };
}

/** The codes one requester asked for: its session's, or without a session its address's session-less ones. */
function askedBy(requester: ReturnType<typeof requesterOf>): SQL | undefined {
  return requester.sessionHash
    ? eq(otpCodes.sessionHash, requester.sessionHash)
    : and(isNull(otpCodes.sessionHash), eq(otpCodes.ipHash, requester.ipHash));
}

/**
 * The hour's limits (decision 0032): OTP_PER_IP_PER_HOUR codes per address whatever the names; per name and address
 * OTP_PER_PHONE_PER_HOUR, and only OTP_PER_ADDRESS_WHEN_BUSY once the name had OTP_PER_PHONE_PER_HOUR codes from all
 * addresses. Strangers asking for a member's phone thus slow every address down on that name but use up only their
 * own allowance: the owner, from an address of their own, still gets a code.
 */
async function assertWithinLimits(deps: IdentityDeps, target: string, ipHash: string) {
  const hourAgo = secondsAfter(deps.clock, -3600);
  const [byIp] = await deps.db
    .select({ total: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.ipHash, ipHash), gt(otpCodes.createdAt, hourAgo)));
  if ((byIp?.total ?? 0) >= deps.otpLimits.perIpPerHour) throw new AppError('OTP_RATE_LIMITED');
  const [byTarget] = await deps.db
    .select({ total: count(), fromAddress: count(sql`case when ${otpCodes.ipHash} = ${ipHash} then 1 end`) })
    .from(otpCodes)
    .where(and(eq(otpCodes.target, target), gt(otpCodes.createdAt, hourAgo)));
  const { perTargetPerHour } = deps.otpLimits;
  const allowance = (byTarget?.total ?? 0) >= perTargetPerHour ? Math.min(OTP_PER_ADDRESS_WHEN_BUSY, perTargetPerHour) : perTargetPerHour;
  if ((byTarget?.fromAddress ?? 0) >= allowance) throw new AppError('OTP_RATE_LIMITED');
}

/** 60 s between the codes one requester asks for one address and purpose; others asking do not hold the owner back. */
async function assertResendAllowed(deps: IdentityDeps, request: OtpRequest, requester: ReturnType<typeof requesterOf>) {
  const [recent] = await deps.db
    .select({ total: count() })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.target, request.target),
        eq(otpCodes.purpose, request.purpose),
        askedBy(requester),
        gt(otpCodes.createdAt, secondsAfter(deps.clock, -OTP_RESEND_SECONDS)),
      ),
    );
  if ((recent?.total ?? 0) > 0) throw new AppError('OTP_RESEND_TOO_SOON');
}

/**
 * What a request sends (decision 0017): a registration code only to a phone without an account (the account's owner
 * is told instead), a sign-in or recovery code only to an account's address, a change code always. Everything else
 * (limits, the stored code, the ticket) is the same, so the answer never tells whether an account exists.
 */
function messageOf(request: OtpRequest, code: string, brand: IdentityDeps['brand']) {
  if (request.purpose === 'register') return request.customerId ? accountExistsMessage(request, brand) : otpMessage(request, code, brand);
  if (request.purpose === 'login' || request.purpose === 'forgot-password')
    return request.customerId ? otpMessage(request, code, brand) : null;
  return otpMessage(request, code, brand);
}

/**
 * Sends a new 6-digit code valid 5 minutes; the requester's earlier open codes for the same address and purpose (and
 * the ticket a resend `replaces`) stop working. Codes others asked for stay open: a stranger's request never ends
 * the owner's code.
 */
export async function issueOtp(deps: IdentityDeps, request: OtpRequest, replaces?: string): Promise<OtpTicket> {
  const requester = requesterOf(deps, request);
  await assertResendAllowed(deps, request, requester);
  await assertWithinLimits(deps, request.target, requester.ipHash);
  const code = newOtpCode();
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ closedAt: now })
      .where(
        and(
          eq(otpCodes.target, request.target),
          eq(otpCodes.purpose, request.purpose),
          replaces ? or(askedBy(requester), eq(otpCodes.id, replaces)) : askedBy(requester),
          isNull(otpCodes.closedAt),
        ),
      );
    const [inserted] = await tx
      .insert(otpCodes)
      .values({
        purpose: request.purpose,
        channel: request.channel,
        target: request.target,
        customerId: request.customerId,
        codeHash: keyedHash(deps.secret, 'otp', code),
        ...requester,
        expiresAt: secondsAfter(deps.clock, OTP_TTL_SECONDS),
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('otp was not stored');
    return inserted;
  });
  const message = messageOf(request, code, deps.brand);
  if (message) await deps.sender.send(message);
  return ticketOf(row);
}

/** Whether a code is answered by the session that asked for it (a code asked for without a session: by anyone with its ref). */
function answeredByRequester(deps: IdentityDeps, row: Pick<OtpRow, 'sessionHash'>, sessionId: string | null): boolean {
  if (!row.sessionHash) return true;
  return sessionId !== null && sameHash(row.sessionHash, keyedHash(deps.secret, 'otp-session', sessionId));
}

/**
 * A new code for the address of an earlier ticket (same purpose and account), for its requester only, not before the
 * ticket's resend_available_at, and under the same limits.
 */
export async function resendOtp(deps: IdentityDeps, otpRef: string, call: OtpCall): Promise<OtpTicket> {
  const [previous] = await deps.db.select().from(otpCodes).where(eq(otpCodes.id, otpRef));
  if (!previous || !answeredByRequester(deps, previous, call.sessionId)) throw new AppError('TICKET_INVALID');
  if (previous.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 > deps.clock().getTime()) throw new AppError('OTP_RESEND_TOO_SOON');
  return issueOtp(
    deps,
    { purpose: previous.purpose, channel: previous.channel, target: previous.target, customerId: previous.customerId, ...call },
    previous.id,
  );
}

export interface VerifiedOtp {
  target: string;
  customerId: string | null;
}

/**
 * Checks a code for its purpose (and, when given, the address and account it was sent for). Only the session that
 * asked is heard (decision 0032): another session's answer is refused like a wrong code but neither counted nor
 * told whether the code still works. A wrong code counts; the fifth wrong one voids the ticket. A right code closes
 * it, so it works once. The attempt is counted with one conditional UPDATE, so parallel guesses cannot exceed five.
 */
export async function verifyOtp(deps: IdentityDeps, purpose: OtpPurpose, answer: CodeAnswer, expected?: VerifiedOtp): Promise<VerifiedOtp> {
  const { otpRef, code } = answer;
  const now = deps.clock();
  const [row] = await deps.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.id, otpRef), eq(otpCodes.purpose, purpose)));
  if (!row || !answeredByRequester(deps, row, answer.sessionId)) throw new AppError('OTP_INVALID');
  // A code proves one address for one account; it is not spent on another.
  if (expected && (row.target !== expected.target || row.customerId !== expected.customerId)) throw new AppError('OTP_INVALID');
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('OTP_VOIDED');
  if (row.closedAt) throw new AppError('OTP_INVALID');
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('OTP_EXPIRED');
  if (sameHash(row.codeHash, keyedHash(deps.secret, 'otp', code))) {
    const [closed] = await deps.db
      .update(otpCodes)
      .set({ closedAt: now })
      .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.closedAt)))
      .returning({ id: otpCodes.id });
    if (!closed) throw new AppError('OTP_INVALID');
    return { target: row.target, customerId: row.customerId };
  }
  const [counted] = await deps.db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.closedAt)))
    .returning({ attempts: otpCodes.attempts });
  if (counted && counted.attempts >= OTP_MAX_ATTEMPTS) {
    await deps.db.update(otpCodes).set({ closedAt: now }).where(eq(otpCodes.id, row.id));
    throw new AppError('OTP_VOIDED');
  }
  throw new AppError('OTP_INVALID');
}
