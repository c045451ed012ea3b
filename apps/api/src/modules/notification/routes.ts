import {
  noData,
  notification,
  notificationIdBody,
  notificationsPage,
  notificationsQuery,
  readAllParams,
  unreadCounts,
} from '@talad/contract';
import { NOTIFICATION_KINDS, NOTIFICATION_LIST_PATHS } from '@talad/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { guardedCustomer, requireUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { deleteOne, myNotifications, readAll, readOne, unreadCounts as countUnread } from './member-notifications.ts';
import { readerOf } from './reader.ts';

/** The lists' names in the OpenAPI summaries. */
const LIST_NAMES = { blog: 'blog posts', announce: 'announcements', promotion: 'promotions', order: 'order updates' } as const;

/** Notifications of spec §7 (issue #14): a member's lists, read marks and deletions. Members only, like every account call. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notification'];
  const security = [{ bearer: [] }];
  const member = { preHandler: requireUser };
  const readerFor = (request: FastifyRequest) => readerOf(app.db, guardedCustomer(request).id, request.locale);

  for (const kind of NOTIFICATION_KINDS) {
    app.get(
      `/notifications/${NOTIFICATION_LIST_PATHS[kind]}`,
      {
        ...member,
        schema: {
          tags,
          security,
          summary: `My ${LIST_NAMES[kind]}, newest first, with how many are unread`,
          querystring: notificationsQuery,
          response: { 200: envelopeOf(notificationsPage) },
        },
      },
      async (request) => ok(await myNotifications(app.db, await readerFor(request), kind, request.query)),
    );
  }

  app.get(
    '/notifications/all-unread-count',
    {
      ...member,
      schema: { tags, security, summary: 'Unread notifications, in all and per list', response: { 200: envelopeOf(unreadCounts) } },
    },
    async (request) => ok(await countUnread(app.db, await readerFor(request))),
  );

  app.put(
    '/notifications/:kind/read-all',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Mark one list read, up to its newest notification (sent after the list is opened); answers the unread counts',
        params: readAllParams,
        response: { 200: envelopeOf(unreadCounts) },
      },
    },
    async (request) => ok(await readAll(app.db, await readerFor(request), request.params.kind, app.clock())),
  );

  app.put(
    '/notifications/read',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Mark one of my notifications read',
        body: notificationIdBody,
        response: { 200: envelopeOf(notification) },
      },
    },
    async (request) => ok(await readOne(app.db, await readerFor(request), request.body.notification_id, app.clock())),
  );

  app.delete(
    '/notifications',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Delete one of my notifications (for me only)',
        body: notificationIdBody,
        response: { 200: envelopeOf(noData) },
      },
    },
    async (request) => ok(await deleteOne(app.db, await readerFor(request), request.body.notification_id, app.clock())),
  );
};
