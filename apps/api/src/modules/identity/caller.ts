import type { FastifyInstance, FastifyRequest } from 'fastify';
import '../../platform/app-services.ts';
import { currentCustomer } from '../../platform/auth-guard.ts';
import type { Caller, IdentityDeps } from './context.ts';

export function identityDeps(app: FastifyInstance, options: { refreshTokenTtlDays: number; secret: string }): IdentityDeps {
  return { db: app.db, tokens: app.tokens, clock: app.clock, sender: app.messages, merges: app.guestMerges, otpLimits: app.otpLimits, ...options };
}

/** The device and IP of a request, and its guest session when the bearer token is a guest's (for the merge). */
export async function callerOf(request: FastifyRequest): Promise<Caller> {
  const session = await currentCustomer(request);
  const isGuest = session?.role === 'guest';
  return {
    device: { platform: request.platform, userAgent: request.headers['user-agent'] },
    ip: request.ip,
    guestId: isGuest ? session.id : null,
    guestSessionId: isGuest ? session.sessionId : null,
  };
}
