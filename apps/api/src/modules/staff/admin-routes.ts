import { staffLoginBody, staffMe, staffPreferences, staffSessionRecord } from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { guardedStaff } from '../../platform/staff-guard.ts';
import { staffDeps, type StaffCaller, type StaffSettings } from './context.ts';
import { readMe, updatePreferences } from './me.ts';
import { signInStaff } from './sign-in.ts';

export interface StaffRouteOptions extends StaffSettings {
  /** Sign-in calls per IP per minute, on top of the per-name counts (AUTH_ATTEMPTS_PER_MINUTE, as the shop's). */
  attemptsPerMinute: number;
}

const callerOf = (request: { ip: string; headers: { 'user-agent'?: string | undefined } }): StaffCaller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** The back office's sign-in and the signed-in member's own account (issue #26, decision 0039). */
export const staffAdminRoutes: FastifyPluginAsyncZod<StaffRouteOptions> = async (app, options) => {
  const deps = staffDeps(app, options);
  const tags = ['admin'];
  const limited = { rateLimit: { max: options.attemptsPerMinute, timeWindow: '1 minute' } };

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

  app.get(
    '/admin/me',
    {
      config: { permission: null },
      schema: {
        tags,
        summary: 'The signed-in staff member, their choices and their role’s permissions',
        response: { 200: envelopeOf(staffMe) },
      },
    },
    async (request) => ok(await readMe(deps, guardedStaff(request))),
  );

  app.patch(
    '/admin/me',
    {
      config: { permission: null },
      schema: { tags, summary: 'Change one’s own name, language or look', body: staffPreferences, response: { 200: envelopeOf(staffMe) } },
    },
    async (request) => ok(await updatePreferences(deps, guardedStaff(request), request.body)),
  );
};
