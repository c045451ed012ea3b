import { idParams, staffInviteBody, staffLink, staffList, staffMember, staffSecondFactorResetBody, staffUpdateBody } from '@talad/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { guardedStaff } from '../../platform/staff-guard.ts';
import { auditActorOf, auditContextOf } from '../audit/index.ts';
import { staffDeps, type StaffSettings } from './context.ts';
import { resetSecondFactor } from './second-factor-reset.ts';
import { inviteStaff, listStaff, newStaffLink, updateStaff } from './members.ts';

/** Who makes a change to the staff, as the audit log names them, from where, and their id (links name their maker). */
function changeBy(request: FastifyRequest) {
  return { actor: auditActorOf(request), context: auditContextOf(request), by: guardedStaff(request).id };
}

/** The shop's staff and their roles (staff.manage, with the second factor): invite, list, change a role, disable, reset a second factor. */
export const staffManagementRoutes: FastifyPluginAsyncZod<StaffSettings> = async (app, options) => {
  const deps = staffDeps(app, options);
  const tags = ['admin'];
  const manage = { permission: 'staff.manage' as const };
  const link = { 200: envelopeOf(staffLink) };

  app.get(
    '/admin/staff',
    { config: manage, schema: { tags, summary: 'The shop’s staff, newest first', response: { 200: envelopeOf(staffList) } } },
    async () => ok(await listStaff(deps)),
  );

  app.post(
    '/admin/staff/invites',
    {
      config: manage,
      schema: { tags, summary: 'Invite a staff member: their one-use set-password link (72 hours)', body: staffInviteBody, response: link },
    },
    async (request) => ok(await inviteStaff(deps, request.body, changeBy(request))),
  );

  app.post(
    '/admin/staff/:id/link',
    {
      config: manage,
      schema: { tags, summary: 'A new set-password link for a member (older ones stop working)', params: idParams, response: link },
    },
    async (request) => ok(await newStaffLink(deps, request.params.id, changeBy(request))),
  );

  app.patch(
    '/admin/staff/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Change a member’s role, or disable or enable them (the shop keeps an active owner)',
        params: idParams,
        body: staffUpdateBody,
        response: { 200: envelopeOf(staffMember) },
      },
    },
    async (request) => ok(await updateStaff(deps, request.params.id, request.body, changeBy(request))),
  );

  app.post(
    '/admin/staff/:id/second-factor/reset',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Reset a member’s two-step verification: authenticator and backup codes cleared, sessions and API tokens ended',
        params: idParams,
        body: staffSecondFactorResetBody,
        response: { 200: envelopeOf(staffMember) },
      },
    },
    async (request) => ok(await resetSecondFactor(deps, request.params.id, request.body?.reason, changeBy(request))),
  );
};
