import type { FastifyInstance, FastifyRequest } from 'fastify';
import '../../platform/app-services.ts';
import { currentCustomer, tokenSessionId } from '../../platform/auth-guard.ts';
import type { Caller, IdentityDeps, IdentitySettings } from './context.ts';
import type { CodeAnswer, OtpCall } from './otp.ts';
import type { Device } from './sessions.ts';

/** The app's services with the identity settings (of the routes' options). */
export function identityDeps(app: FastifyInstance, settings: IdentitySettings): IdentityDeps {
  const { refreshTokenTtlDays, secret, otpLimits, brand } = settings;
  return {
    db: app.db,
    tokens: app.tokens,
    clock: app.clock,
    sender: app.messages,
    merges: app.guestMerges,
    refreshTokenTtlDays,
    secret,
    otpLimits,
    brand,
  };
}

/** The device a request comes from, kept with the session it opens. */
export function deviceOf(request: FastifyRequest): Device {
  return { platform: request.platform, userAgent: request.headers['user-agent'] };
}

/** Who asks for a one-time code: its IP (for the limits), session (the code is bound to it) and language (for the message). */
export async function otpCallOf(request: FastifyRequest): Promise<OtpCall> {
  return { ip: request.ip, locale: request.locale, sessionId: await tokenSessionId(request) };
}

/** A code typed in answer to a ticket, with the session answering (only the session that asked is heard). */
export async function codeAnswerOf(request: FastifyRequest, body: { otp_ref: string; code: string }): Promise<CodeAnswer> {
  return { otpRef: body.otp_ref, code: body.code, sessionId: await tokenSessionId(request) };
}

/** The device and IP of a request, and its guest session when the bearer token is a guest's (for the merge). */
export async function callerOf(request: FastifyRequest): Promise<Caller> {
  const session = await currentCustomer(request);
  const isGuest = session?.role === 'guest';
  return {
    device: deviceOf(request),
    ip: request.ip,
    guestId: isGuest ? session.id : null,
    guestSessionId: isGuest ? session.sessionId : null,
  };
}
