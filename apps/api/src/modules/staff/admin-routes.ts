import {
  backupCodes,
  idParams,
  newStaffApiToken,
  newStaffApiTokenBody,
  noData,
  secondFactorProof,
  staffApiTokenList,
  staffLoginBody,
  staffMe,
  staffPasswordChange,
  staffPasswordChanged,
  staffPreferences,
  staffSessionList,
  staffSessionRecord,
  staffSetPassword,
  staffSetPasswordDone,
  totpConfirmation,
  totpEnrolment,
} from '@talad/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { guardedStaff } from '../../platform/staff-guard.ts';
import { auditContextOf } from '../audit/index.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.ts';
import { staffDeps, type StaffCaller, type StaffSettings } from './context.ts';
import { setPasswordByLink } from './links.ts';
import { readMe, updatePreferences } from './me.ts';
import { changeOwnPassword } from './own-password.ts';
import { listOwnSessions, revokeOwnSession, signOutStaff } from './own-sessions.ts';
import { confirmTotp, renewBackupCodes, startTotpEnrolment, verifySessionSecondFactor } from './second-factor.ts';
import { signInStaff } from './sign-in.ts';

export interface StaffRouteOptions extends StaffSettings {
  /** Sign-in calls per IP per minute, on top of the per-name counts (AUTH_ATTEMPTS_PER_MINUTE, as the shop's). */
  attemptsPerMinute: number;
}

const callerOf = (request: FastifyRequest): StaffCaller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  requestId: request.id,
});

/**
 * The back office's sign-in and each signed-in member's own account (issue #26, decision 0039): `permission: null`,
 * any staff member for themselves; sign-in and set-password before one has a session.
 */
export const staffAdminRoutes: FastifyPluginAsyncZod<StaffRouteOptions> = async (app, options) => {
  const deps = staffDeps(app, options);
  const tags = ['admin'];
  const limited = { rateLimit: { max: options.attemptsPerMinute, timeWindow: '1 minute' } };
  const own = { permission: null };
  const done = { 200: envelopeOf(noData) };
  const me = { 200: envelopeOf(staffMe) };

  app.post(
    '/admin/auth/login',
    {
      config: { permission: null, staffSession: 'none', ...limited },
      schema: {
        tags,
        summary: 'Sign in to the back office with e-mail, password and, for a verified session, the authenticator code',
        body: staffLoginBody,
        response: { 200: envelopeOf(staffSessionRecord) },
      },
    },
    async (request) => ok(await signInStaff(deps, request.body, callerOf(request))),
  );

  app.post(
    '/admin/auth/set-password',
    {
      config: { permission: null, staffSession: 'none', ...limited },
      schema: {
        tags,
        summary: 'Set one’s password with an invitation or set-password link (72 hours, once)',
        body: staffSetPassword,
        response: { 200: envelopeOf(staffSetPasswordDone) },
      },
    },
    async (request) => ok(await setPasswordByLink(deps, request.body.token, request.body.password)),
  );

  app.post(
    '/admin/auth/second-factor',
    {
      config: { ...own, ...limited },
      schema: {
        tags,
        summary: 'Prove the second factor for this session: an authenticator code or a backup code',
        body: secondFactorProof,
        response: me,
      },
    },
    async (request) => ok(await verifySessionSecondFactor(deps, guardedStaff(request), request.body)),
  );

  app.post(
    '/admin/auth/logout',
    { config: own, schema: { tags, summary: 'Sign out: this session’s token is refused from now on', response: done } },
    async (request) => ok(await signOutStaff(deps, guardedStaff(request), auditContextOf(request))),
  );

  app.get(
    '/admin/me',
    { config: own, schema: { tags, summary: 'The signed-in staff member, their choices and their role’s permissions', response: me } },
    async (request) => ok(await readMe(deps, guardedStaff(request))),
  );

  app.patch(
    '/admin/me',
    { config: own, schema: { tags, summary: 'Change one’s own name, language or look', body: staffPreferences, response: me } },
    async (request) => ok(await updatePreferences(deps, guardedStaff(request), request.body)),
  );

  app.post(
    '/admin/me/password',
    {
      config: { ...own, ...limited },
      schema: {
        tags,
        summary: 'Change one’s own password: the current one required; every other session ends',
        body: staffPasswordChange,
        response: { 200: envelopeOf(staffPasswordChanged) },
      },
    },
    async (request) => ok(await changeOwnPassword(deps, guardedStaff(request), request.body, auditContextOf(request))),
  );

  app.post(
    '/admin/me/totp',
    {
      config: own,
      schema: {
        tags,
        summary: 'Start enrolling an authenticator app: its secret and otpauth:// address',
        response: { 200: envelopeOf(totpEnrolment) },
      },
    },
    async (request) => ok(await startTotpEnrolment(deps, guardedStaff(request))),
  );

  app.post(
    '/admin/me/totp/confirm',
    {
      config: { ...own, ...limited },
      schema: {
        tags,
        summary: 'Turn the second factor on with the app’s first code; answers the ten backup codes, once',
        body: totpConfirmation,
        response: { 200: envelopeOf(backupCodes) },
      },
    },
    async (request) => ok(await confirmTotp(deps, guardedStaff(request), request.body.otp, auditContextOf(request))),
  );

  app.post(
    '/admin/me/backup-codes',
    {
      config: own,
      schema: { tags, summary: 'Ten new backup codes for the old ones (a verified session)', response: { 200: envelopeOf(backupCodes) } },
    },
    async (request) => ok(await renewBackupCodes(deps, guardedStaff(request))),
  );

  app.get(
    '/admin/me/sessions',
    { config: own, schema: { tags, summary: 'One’s open sessions', response: { 200: envelopeOf(staffSessionList) } } },
    async (request) => ok(await listOwnSessions(deps, guardedStaff(request))),
  );

  app.delete(
    '/admin/me/sessions/:id',
    { config: own, schema: { tags, summary: 'End one of one’s sessions at once', params: idParams, response: done } },
    async (request) => ok(await revokeOwnSession(deps, guardedStaff(request), request.params.id)),
  );

  app.get(
    '/admin/me/api-tokens',
    {
      config: own,
      schema: { tags, summary: 'One’s personal API tokens (not the tokens themselves)', response: { 200: envelopeOf(staffApiTokenList) } },
    },
    async (request) => ok(await listApiTokens(deps, guardedStaff(request))),
  );

  app.post(
    '/admin/me/api-tokens',
    {
      config: own,
      schema: {
        tags,
        summary: 'A personal API token for the command line (a verified session); the token is shown once',
        body: newStaffApiTokenBody,
        response: { 200: envelopeOf(newStaffApiToken) },
      },
    },
    async (request) => ok(await createApiToken(deps, guardedStaff(request), request.body.name, auditContextOf(request))),
  );

  app.delete(
    '/admin/me/api-tokens/:id',
    { config: own, schema: { tags, summary: 'Revoke one of one’s API tokens at once', params: idParams, response: done } },
    async (request) => ok(await revokeApiToken(deps, guardedStaff(request), request.params.id, auditContextOf(request))),
  );
};
