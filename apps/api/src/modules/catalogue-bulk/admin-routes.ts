import { catalogueCsvAnswers } from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueCsv } from './export.ts';

/** The catalogue as CSV in the back office (issue #27 item 4, decision 0049). */
export const catalogueBulkAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const security = [{ staffToken: [] }];

  app.get(
    '/admin/catalogue/export.csv',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        security,
        summary:
          'Every variant of every product as CSV (UTF-8 with BOM, prices in baht), streamed in batches; re-import it to change prices, stock, status',
        response: catalogueCsvAnswers,
      },
    },
    async (_request, reply) => {
      const stamp = app.clock().toISOString().slice(0, 19).replaceAll(':', '');
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogue-${stamp}.csv"`)
        .header('cache-control', 'no-store');
      // A stream: Fastify pipes it as it comes, the schema above only documents it as CSV text.
      return reply.send(catalogueCsv(app.db) as unknown as string);
    },
  );
};
