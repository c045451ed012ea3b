import { adminCustomerDetail, adminCustomerParams, adminCustomersPage, adminCustomersQuery } from '@talad/contract';
import { roleAllows } from '@talad/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { guardedStaff } from '../../platform/staff-guard.ts';
import { customerDetail, customerList } from './directory.ts';

/** Whether the caller's role may see members' phones and e-mails whole (customers.pii); masked otherwise. */
const seesContacts = (request: FastifyRequest) => roleAllows(guardedStaff(request).role, 'customers.pii');

/** The back office's customers (issue #26): permission customers.read; contacts whole with customers.pii only. */
export const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const config = { permission: 'customers.read' } as const;

  app.get(
    '/admin/customers',
    {
      config,
      schema: {
        tags,
        summary: 'Members, the newest first; q finds a name, a whole phone or e-mail (a part of them with customers.pii)',
        querystring: adminCustomersQuery,
        response: { 200: envelopeOf(adminCustomersPage) },
      },
    },
    async (request) => ok(await customerList(app.db, request.query, seesContacts(request))),
  );

  app.get(
    '/admin/customers/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A member with their tier, newest orders, cashback ledger and cases',
        params: adminCustomerParams,
        response: { 200: envelopeOf(adminCustomerDetail) },
      },
    },
    async (request) => ok(await customerDetail(app.db, request.params.id, seesContacts(request))),
  );
};
