import { myReminders as myRemindersSchema, reminder, reminderParams } from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { guardedCustomer, requireUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { myReminders, turnReminderOff, turnReminderOn } from './service.ts';

/** "Remind me" (issue #29 item 5, decision 0070): members only (a guest is asked to sign in by the page). */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['lists'];
  const security = [{ bearer: [] }];
  const member = { preHandler: requireUser };
  const one = { 200: envelopeOf(reminder) };

  app.get(
    '/users/me/reminders',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'My reminders of flash sales and live shows still to start',
        response: { 200: envelopeOf(myRemindersSchema) },
      },
    },
    async (request) => ok(await myReminders(app.db, guardedCustomer(request).id, app.clock())),
  );

  app.put(
    '/users/me/reminders/:subject/:id',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Remind me when this flash sale or live show starts (as often as tapped: one reminder, told once)',
        params: reminderParams,
        response: one,
      },
    },
    async (request) => {
      const { subject, id } = request.params;
      return ok(await turnReminderOn(app.db, guardedCustomer(request).id, subject, id, app.clock()));
    },
  );

  app.delete(
    '/users/me/reminders/:subject/:id',
    {
      ...member,
      schema: { tags, security, summary: 'No reminder of this flash sale or live show after all', params: reminderParams, response: one },
    },
    async (request) => {
      const { subject, id } = request.params;
      return ok(await turnReminderOff(app.db, guardedCustomer(request).id, subject, id, app.clock()));
    },
  );
};
