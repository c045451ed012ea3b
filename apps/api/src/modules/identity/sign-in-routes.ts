import {
  noData,
  otpAnswer,
  otpResend,
  otpTicket,
  passwordLogin,
  passwordReset,
  passwordResetRequest,
  phoneBody,
  privacyPolicy,
  registerProfile,
  registerVerified,
  resetTicket,
  sessionRecord,
} from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { callerOf, codeAnswerOf, identityDeps, otpCallOf } from './caller.ts';
import type { IdentitySettings } from './context.ts';
import { resendOtp } from './otp.ts';
import { requestPasswordReset, resetPassword, verifyPasswordReset } from './password-reset.ts';
import { privacyPolicyText } from './privacy-policy.ts';
import { register, requestRegisterOtp, verifyRegisterOtp } from './registration.ts';
import { loginWithOtp, loginWithPassword, requestLoginOtp } from './sign-in.ts';

export interface SignInRouteOptions extends IdentitySettings {
  /** Password and OTP attempts per IP per minute, on top of the per-account rules. */
  attemptsPerMinute: number;
}

/** Registration, sign-in by password or code, and password recovery (spec §5). */
export const signInRoutes: FastifyPluginAsyncZod<SignInRouteOptions> = async (app, options) => {
  const deps = identityDeps(app, options);
  const limited = { rateLimit: { max: options.attemptsPerMinute, timeWindow: '1 minute' } };
  const session = { 200: envelopeOf(sessionRecord) };
  const ticket = { 200: envelopeOf(otpTicket) };
  const tags = ['auth'];

  app.post(
    '/auth/register/otp',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Send a registration code; a phone with an account gets a notice instead, with the same answer',
        body: phoneBody,
        response: ticket,
      },
    },
    async (request) => ok(await requestRegisterOtp(deps, request.body.phone, await otpCallOf(request))),
  );

  app.post(
    '/auth/register/verify',
    {
      config: limited,
      schema: { tags, summary: 'Check the registration code', body: otpAnswer, response: { 200: envelopeOf(registerVerified) } },
    },
    async (request) => ok(await verifyRegisterOtp(deps, await codeAnswerOf(request, request.body))),
  );

  app.post(
    '/auth/register',
    { config: limited, schema: { tags, summary: 'Create the member and sign in', body: registerProfile, response: session } },
    async (request) => ok(await register(deps, await callerOf(request), request.body)),
  );

  app.post(
    '/auth/login',
    { config: limited, schema: { tags, summary: 'Sign in with phone or e-mail and password', body: passwordLogin, response: session } },
    async (request) => ok(await loginWithPassword(deps, await callerOf(request), request.body)),
  );

  app.post(
    '/auth/login/otp',
    {
      config: limited,
      schema: { tags, summary: 'Send a sign-in code; the same answer for a phone without an account', body: phoneBody, response: ticket },
    },
    async (request) => ok(await requestLoginOtp(deps, request.body.phone, await otpCallOf(request))),
  );

  app.post(
    '/auth/login/otp/verify',
    { config: limited, schema: { tags, summary: 'Sign in with the code', body: otpAnswer, response: session } },
    async (request) => ok(await loginWithOtp(deps, await callerOf(request), await codeAnswerOf(request, request.body))),
  );

  app.post(
    '/auth/otp/resend',
    { config: limited, schema: { tags, summary: 'A new code for the same address (60 s apart)', body: otpResend, response: ticket } },
    async (request) => ok(await resendOtp(deps, request.body.otp_ref, await otpCallOf(request))),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: limited,
      schema: { tags, summary: 'Send a reset code; never says whether the account exists', body: passwordResetRequest, response: ticket },
    },
    async (request) => ok(await requestPasswordReset(deps, request.body.username, await otpCallOf(request))),
  );

  app.post(
    '/auth/forgot-password/verify',
    { config: limited, schema: { tags, summary: 'Check the reset code', body: otpAnswer, response: { 200: envelopeOf(resetTicket) } } },
    async (request) => ok(await verifyPasswordReset(deps, await codeAnswerOf(request, request.body))),
  );

  app.post(
    '/auth/reset-password',
    {
      config: limited,
      schema: { tags, summary: 'Set a new password; every session ends', body: passwordReset, response: { 200: envelopeOf(noData) } },
    },
    async (request) => ok(await resetPassword(deps, request.body.reset_token, request.body.password, request.ip)),
  );

  app.get(
    '/masters/privacy-policy',
    { schema: { tags, summary: 'The privacy policy a new member accepts', response: { 200: envelopeOf(privacyPolicy) } } },
    async (request) => ok(privacyPolicyText(request.locale)),
  );
};
