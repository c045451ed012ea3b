import { adminAuditCsvQuery, adminAuditPage, adminAuditQuery, auditCsvAnswers } from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { auditCsv, auditPage } from './read.ts';

/** Reading the audit log in the back office (issue #26, decision 0040): pages and a CSV export, permission audit.read. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const config = { permission: 'audit.read' } as const;

  app.get(
    '/admin/audit',
    {
      config,
      schema: {
        tags,
        summary: 'Audit entries, the newest first: by entity (type or type:id), actor (staff id or system), action, time',
        querystring: adminAuditQuery,
        response: { 200: envelopeOf(adminAuditPage) },
      },
    },
    async (request) => ok(await auditPage(app.db, request.query)),
  );

  app.get(
    '/admin/audit.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The same selection as CSV (UTF-8 with BOM, formula-safe cells), streamed; at most 100,000 entries',
        querystring: adminAuditCsvQuery,
        response: auditCsvAnswers,
      },
    },
    async (request, reply) => {
      const stamp = app.clock().toISOString().slice(0, 19).replaceAll(':', '');
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${stamp}.csv"`)
        .header('cache-control', 'no-store');
      // A stream: Fastify pipes it as it comes, the schema above only documents it as CSV text.
      return reply.send(auditCsv(app.db, request.query) as unknown as string);
    },
  );
};
