import { adminCaseActionParams, adminCaseBody, adminCaseDetail, adminCaseParams, adminCasesPage, adminCasesQuery } from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { guardedStaff } from '../../platform/staff-guard.ts';
import { auditOf } from '../audit/index.ts';
import { caseQueue, deskCase, deskCaseMove } from './desk-cases.ts';

/** Members' support cases at the back office's desk (issue #26): permission cases.answer. */
export const caseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const config = { permission: 'cases.answer' } as const;
  const one = { 200: envelopeOf(adminCaseDetail) };

  app.get(
    '/admin/cases',
    {
      config,
      schema: {
        tags,
        summary: 'Cases in one state (OPEN by default), the longest waiting first',
        querystring: adminCasesQuery,
        response: { 200: envelopeOf(adminCasesPage) },
      },
    },
    async (request) => ok(await caseQueue(app.db, request.query)),
  );

  app.get(
    '/admin/cases/:case_no',
    {
      config,
      schema: { tags, summary: 'A case with its thread (who of the staff wrote each answer)', params: adminCaseParams, response: one },
    },
    async (request) => ok(await deskCase(app.db, request.params.case_no)),
  );

  app.post(
    '/admin/cases/:case_no/:action',
    {
      config,
      schema: {
        tags,
        summary: 'Answer a case {message} (sent to the member as the shop’s) or close it {message?}',
        params: adminCaseActionParams,
        body: adminCaseBody,
        response: one,
      },
    },
    async (request) => {
      const { id, name } = guardedStaff(request);
      const agent = { staff: { id, name }, ...auditOf(request) };
      const { case_no: caseNo, action } = request.params;
      return ok(await deskCaseMove(app.db, app.media, caseNo, action, request.body, agent, app.clock()));
    },
  );
};
