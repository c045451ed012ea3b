import type { OtpTicket } from '@talad/contract';
import { maskContact, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, type Locale, type OtpPurpose } from '@talad/domain';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { otpCodes } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { secondsAfter } from '../../platform/clock.ts';
import type { IdentityDeps } from './context.ts';
import { keyedHash, newOtpCode, sameHash } from './keyed-hash.ts';
import { accountExistsMessage, otpMessage } from './messages.ts';

/** Who asks for a code: limits count per IP, and the message is written in the request's language. */
export interface OtpCall {
  ip: string;
  locale: Locale;
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

async function assertWithinLimits(deps: IdentityDeps, target: string, ipHash: string) {
  const hourAgo = secondsAfter(deps.clock, -3600);
  const [byTarget] = await deps.db
    .select({ total: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.target, target), gt(otpCodes.createdAt, hourAgo)));
  if ((byTarget?.total ?? 0) >= deps.otpLimits.perTargetPerHour) throw new AppError('OTP_RATE_LIMITED');
  const [byIp] = await deps.db
    .select({ total: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.ipHash, ipHash), gt(otpCodes.createdAt, hourAgo)));
  if ((byIp?.total ?? 0) >= deps.otpLimits.perIpPerHour) throw new AppError('OTP_RATE_LIMITED');
}

async function assertResendAllowed(deps: IdentityDeps, target: string, purpose: OtpPurpose) {
  const [recent] = await deps.db
    .select({ total: count() })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.target, target),
        eq(otpCodes.purpose, purpose),
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

/** Sends a new 6-digit code valid 5 minutes; earlier open codes of the same address and purpose stop working. */
export async function issueOtp(deps: IdentityDeps, request: OtpRequest): Promise<OtpTicket> {
  const ipHash = keyedHash(deps.secret, 'ip', request.ip);
  await assertResendAllowed(deps, request.target, request.purpose);
  await assertWithinLimits(deps, request.target, ipHash);
  const code = newOtpCode();
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ closedAt: now })
      .where(and(eq(otpCodes.target, request.target), eq(otpCodes.purpose, request.purpose), isNull(otpCodes.closedAt)));
    const [inserted] = await tx
      .insert(otpCodes)
      .values({
        purpose: request.purpose,
        channel: request.channel,
        target: request.target,
        customerId: request.customerId,
        codeHash: keyedHash(deps.secret, 'otp', code),
        ipHash,
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

/** A new code for the address of an earlier ticket (same purpose and account), under the same limits. */
export async function resendOtp(deps: IdentityDeps, otpRef: string, call: OtpCall): Promise<OtpTicket> {
  const [previous] = await deps.db.select().from(otpCodes).where(eq(otpCodes.id, otpRef));
  if (!previous) throw new AppError('TICKET_INVALID');
  return issueOtp(deps, {
    purpose: previous.purpose,
    channel: previous.channel,
    target: previous.target,
    customerId: previous.customerId,
    ...call,
  });
}

export interface VerifiedOtp {
  target: string;
  customerId: string | null;
}

/**
 * Checks a code for its purpose (and, when given, the address and account it was sent for). A wrong code counts; the fifth wrong one voids the ticket. A right code closes it,
 * so it works once. The attempt is counted with one conditional UPDATE, so parallel guesses cannot exceed five.
 */
export async function verifyOtp(
  deps: IdentityDeps,
  purpose: OtpPurpose,
  otpRef: string,
  code: string,
  expected?: VerifiedOtp,
): Promise<VerifiedOtp> {
  const now = deps.clock();
  const [row] = await deps.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.id, otpRef), eq(otpCodes.purpose, purpose)));
  if (!row) throw new AppError('OTP_INVALID');
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
