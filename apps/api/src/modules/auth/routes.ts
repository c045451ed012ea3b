import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { refreshTokenBody, sessionRecord } from './schema.ts';
import { loginAsGuest, rotateRefreshToken, type AuthDeps } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ refreshTokenTtlDays: number; guestLoginRatePerMinute: number }> = async (app, options) => {
  const deps: AuthDeps = { db: app.db, tokens: app.tokens, refreshTokenTtlDays: options.refreshTokenTtlDays };

  app.post(
    '/auth/login/guest',
    {
      schema: { tags: ['auth'], summary: 'Start a guest session', response: { 200: envelopeOf(sessionRecord) } },
      config: { rateLimit: { max: options.guestLoginRatePerMinute, timeWindow: '1 minute' } },
    },
    async (request) => ok(await loginAsGuest(deps, { platform: request.platform, userAgent: request.headers['user-agent'] })),
  );

  app.post(
    '/auth/refresh-token',
    { schema: { tags: ['auth'], summary: 'Exchange a refresh token for a new pair', body: refreshTokenBody, response: { 200: envelopeOf(sessionRecord) } } },
    async (request) => ok(await rotateRefreshToken(deps, request.body.token)),
  );
};
