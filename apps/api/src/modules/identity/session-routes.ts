import { refreshTokenBody, sessionRecord } from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedCustomer, requireGuestOrUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { deviceOf } from './caller.ts';
import { loginAsGuest, revokeSessions, rotateRefreshToken, type RefreshDeps } from './sessions.ts';

export interface SessionRouteOptions {
  refreshTokenTtlDays: number;
  guestLoginRatePerMinute: number;
  /** Keys the derivation of a refresh token's successor. */
  secret: string;
  /** REFRESH_GRACE_SECONDS: how long a just-rotated refresh token still answers its successor. */
  refreshGraceSeconds: number;
}

/** Sessions of spec §3: a guest's first one, the refresh-token exchange, and sign-out back to a guest. */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRouteOptions> = async (app, options) => {
  const { refreshTokenTtlDays, secret, refreshGraceSeconds } = options;
  const deps: RefreshDeps = { db: app.db, tokens: app.tokens, refreshTokenTtlDays, secret, refreshGraceSeconds };
  const tags = ['auth'];
  const session = { 200: envelopeOf(sessionRecord) };

  app.post(
    '/auth/login/guest',
    {
      schema: { tags, summary: 'Start a guest session', response: session },
      config: { rateLimit: { max: options.guestLoginRatePerMinute, timeWindow: '1 minute' } },
    },
    async (request) => ok(await loginAsGuest(deps, deviceOf(request))),
  );

  app.post(
    '/auth/refresh-token',
    { schema: { tags, summary: 'Exchange a refresh token for a new pair', body: refreshTokenBody, response: session } },
    async (request) => ok(await rotateRefreshToken(deps, request.body.token)),
  );

  app.post(
    '/auth/logout',
    {
      preHandler: requireGuestOrUser,
      schema: { tags, summary: 'End this session; answers a fresh guest session', security: [{ bearer: [] }], response: session },
    },
    async (request) => {
      await revokeSessions(app.db, { sessionId: guardedCustomer(request).sessionId });
      return ok(await loginAsGuest(deps, deviceOf(request)));
    },
  );
};
