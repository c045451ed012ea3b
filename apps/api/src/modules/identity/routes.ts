import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardedCustomer, requireGuestOrUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { sessionRecord } from '../auth/schema.ts';
import { loginAsGuest, revokeSessions } from '../auth/service.ts';
import { callerOf, identityDeps } from './caller.ts';
import { resendOtp } from './otp.ts';
import { privacyPolicy } from './privacy-policy.ts';
import * as body from './schema.ts';
import * as identity from './service.ts';

export interface IdentityRouteOptions {
  refreshTokenTtlDays: number;
  secret: string;
  /** Password and OTP attempts per IP per minute, on top of the per-account rules. */
  attemptsPerMinute: number;
}

export const identityRoutes: FastifyPluginAsyncZod<IdentityRouteOptions> = async (app, options) => {
  const deps = identityDeps(app, options);
  const limited = { rateLimit: { max: options.attemptsPerMinute, timeWindow: '1 minute' } };
  const session = { 200: envelopeOf(sessionRecord) };
  const ticket = { 200: envelopeOf(body.otpTicket) };
  const tags = ['auth'];

  app.post('/auth/register/otp', { config: limited, schema: { tags, summary: 'Send a registration code to a phone', body: body.phoneBody, response: ticket } }, async (request) =>
    ok(await identity.requestRegisterOtp(deps, request.body.phone, { ip: request.ip, locale: request.locale })),
  );

  app.post(
    '/auth/register/verify',
    { config: limited, schema: { tags, summary: 'Check the registration code', body: body.otpAnswerBody, response: { 200: envelopeOf(body.registerVerified) } } },
    async (request) => ok(await identity.verifyRegisterOtp(deps, request.body.otp_ref, request.body.code)),
  );

  app.post('/auth/register', { config: limited, schema: { tags, summary: 'Create the member and sign in', body: body.registerBody, response: session } }, async (request) =>
    ok(await identity.register(deps, await callerOf(request), request.body)),
  );

  app.post('/auth/login', { config: limited, schema: { tags, summary: 'Sign in with phone or e-mail and password', body: body.loginBody, response: session } }, async (request) =>
    ok(await identity.loginWithPassword(deps, await callerOf(request), request.body)),
  );

  app.post('/auth/login/otp', { config: limited, schema: { tags, summary: 'Send a sign-in code to a member phone', body: body.phoneBody, response: ticket } }, async (request) =>
    ok(await identity.requestLoginOtp(deps, request.body.phone, { ip: request.ip, locale: request.locale })),
  );

  app.post('/auth/login/otp/verify', { config: limited, schema: { tags, summary: 'Sign in with the code', body: body.otpAnswerBody, response: session } }, async (request) =>
    ok(await identity.loginWithOtp(deps, await callerOf(request), request.body.otp_ref, request.body.code)),
  );

  app.post('/auth/otp/resend', { config: limited, schema: { tags, summary: 'A new code for the same address (60 s apart)', body: body.resendBody, response: ticket } }, async (request) =>
    ok(await resendOtp(deps, request.body.otp_ref, request.ip, request.locale)),
  );

  app.post(
    '/auth/forgot-password',
    { config: limited, schema: { tags, summary: 'Send a reset code; never says whether the account exists', body: body.usernameBody, response: ticket } },
    async (request) => ok(await identity.requestPasswordReset(deps, request.body.username, { ip: request.ip, locale: request.locale })),
  );

  app.post(
    '/auth/forgot-password/verify',
    { config: limited, schema: { tags, summary: 'Check the reset code', body: body.otpAnswerBody, response: { 200: envelopeOf(body.resetTicket) } } },
    async (request) => ok(await identity.verifyPasswordReset(deps, request.body.otp_ref, request.body.code)),
  );

  app.post(
    '/auth/reset-password',
    { config: limited, schema: { tags, summary: 'Set a new password; every session ends', body: body.resetBody, response: { 200: envelopeOf(z.null()) } } },
    async (request) => ok(await identity.resetPassword(deps, request.body.reset_token, request.body.password)),
  );

  app.post(
    '/auth/logout',
    { preHandler: requireGuestOrUser, schema: { tags, summary: 'End this session; answers a fresh guest session', security: [{ bearer: [] }], response: session } },
    async (request) => {
      await revokeSessions(app.db, { sessionId: guardedCustomer(request).sessionId });
      return ok(await loginAsGuest(deps, { platform: request.platform, userAgent: request.headers['user-agent'] }));
    },
  );

  app.get('/masters/privacy-policy', { schema: { tags, summary: 'The privacy policy a new member accepts', response: { 200: envelopeOf(body.privacyPolicy) } } }, async (request) =>
    ok(privacyPolicy(request.locale)),
  );
};
