import { adminNotification, adminNotificationBody, adminNotificationsPage, adminNotificationsQuery } from '@talad/contract';
import { roleAllows } from '@talad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { guardedStaff } from '../../platform/staff-guard.ts';
import { auditOf } from '../audit/index.ts';
import { deskSend, deskSent } from './desk.ts';

/** Announcements and promotions from the back office (issue #26): permission notifications.send. */
export const notificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const config = { permission: 'notifications.send' } as const;

  app.get(
    '/admin/notifications',
    {
      config,
      schema: {
        tags,
        summary: 'What the desk sent, the newest first, with who sent it',
        querystring: adminNotificationsQuery,
        response: { 200: envelopeOf(adminNotificationsPage) },
      },
    },
    async (request) => ok(await deskSent(app.db, request.query, roleAllows(guardedStaff(request).role, 'customers.pii'))),
  );

  app.post(
    '/admin/notifications',
    {
      config,
      schema: {
        tags,
        summary: 'Send an announcement or a promotion to every member, one tier or one member (by phone); Idempotency-Key header optional',
        body: adminNotificationBody,
        response: { 200: envelopeOf(adminNotification) },
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' && header.length > 0 ? header.slice(0, 100) : null;
      const sent = await deskSend(app.db, request.body, key, auditOf(request));
      if (sent.replayed) reply.header('idempotent-replayed', 'true');
      return ok(sent.notification);
    },
  );
};
