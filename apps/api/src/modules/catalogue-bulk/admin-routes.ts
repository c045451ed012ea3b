import {
  adminProductsQuery,
  bulkEditBody,
  bulkEditPreview,
  bulkEditResult,
  bulkGridPage,
  catalogueCsvAnswers,
  catalogueImport,
  catalogueImportParams,
  catalogueImportQuery,
  catalogueImportResult,
  type BulkEditBody,
  type CatalogueImportResult,
} from '@talad/contract';
import { CATALOGUE_IMPORT_BATCH, type CatalogueCsvColumn } from '@talad/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { AppError } from '../../platform/app-error.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { guardedStaff, refuseUnlessAllowed } from '../../platform/staff-guard.ts';
import { auditContextOf, auditOf } from '../audit/index.ts';
import type { OnWithdrawn } from '../catalog/index.ts';
import { applyImport, keepImport, type ImportEffects } from './apply.ts';
import { applyBulkEdit, previewBulkEdit, undoBulkEdit } from './bulk-edit.ts';
import { checkFile, columnsOfFile, permissionsFor } from './check.ts';
import { catalogueCsv } from './export.ts';
import { bulkGrid } from './grid.ts';
import { importOf, importReportCsv } from './report.ts';

/** A catalogue of 100,000 variants is about 15 MB as CSV: room for it, and a bound. */
const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

function sendCsv(reply: FastifyReply, name: string, body: NodeJS.ReadableStream) {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store');
  // A stream: Fastify pipes it as it comes, the schema only documents it as CSV text.
  return reply.send(body as unknown as string);
}

/** A bulk edit's changes, beyond catalog.write: the permissions of the figures they name (an import's columns, the same rule). */
const changesNeed = (request: FastifyRequest) =>
  permissionsFor([...new Set((request.body as BulkEditBody).changes.flatMap((change) => Object.keys(change)))] as CatalogueCsvColumn[]);

/** The catalogue as CSV in the back office (issue #27 item 4, decision 0049). */
export const catalogueBulkAdminRoutes: FastifyPluginAsyncZod<{ onWithdrawn: OnWithdrawn }> = async (app, options) => {
  const tags = ['admin'];
  const security = [{ staffToken: [] }];
  const effects: ImportEffects = { onWithdrawn: options.onWithdrawn, onBatch: () => app.catalogueCaches.clear(), now: () => app.clock() };
  const stamp = () => app.clock().toISOString().slice(0, 19).replaceAll(':', '');
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.get(
    '/admin/catalogue/export.csv',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        security,
        summary:
          'Every variant of every product as CSV (UTF-8 with BOM, prices in baht), streamed in batches; edit it and import it to change prices, stock, status',
        response: catalogueCsvAnswers,
      },
    },
    async (_request, reply) => sendCsv(reply, `catalogue-${stamp()}`, catalogueCsv(app.db)),
  );

  app.post(
    '/admin/catalogue/import',
    {
      // Whatever the file's columns change, each with the second factor — the same as changing them one by one. A dry
      // run asks the same, so it never promises what the caller cannot apply.
      config: { permission: 'catalog.write', alsoNeeds: (request) => permissionsFor(columnsOfFile(request.body)) },
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        security,
        summary:
          'Import a text/csv body (the export’s columns, matched by SKU; at most 20 MB, UTF-8). A SKU the shop does not have makes a new ' +
          'product, as a draft unless its status says on_sale: the rows sharing a handle are one product (decision 0058). ' +
          '?dry_run=true checks every row and writes ' +
          'nothing; otherwise a file with errors is refused whole (422 CSV_HAS_ERRORS), and one without is applied in batches of 500, ' +
          'each one transaction — at once for a small file, by a job for a large one (poll GET admin/catalogue/imports/{id})',
        querystring: catalogueImportQuery,
        response: { 200: envelopeOf(catalogueImportResult) },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('CSV_NOT_UTF8');
      const checked = await checkFile(app.db, request.body, request.locale);
      const result: CatalogueImportResult = {
        dry_run: request.query.dry_run,
        rows: checked.rows,
        changing: checked.planned.filter((row) => row.changing).length,
        creating: checked.creating,
        new_products: checked.newProducts,
        errors: checked.errors,
        import: null,
      };
      if (request.query.dry_run) return ok(result);
      if (checked.errors.length > 0) throw new AppError('CSV_HAS_ERRORS', { data: result });
      const { actor } = auditOf(request);
      const id = await keepImport(app.db, checked.planned, { id: actor.id, label: actor.label });
      if (checked.planned.length <= CATALOGUE_IMPORT_BATCH) await applyImport(app.db, id, effects, auditContextOf(request));
      return ok({ ...result, import: await importOf(app.db, id) });
    },
  );

  app.get(
    '/admin/catalogue/imports/:id',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        security,
        summary: 'An import’s progress and counts (state pending, running, done)',
        params: catalogueImportParams,
        response: { 200: envelopeOf(catalogueImport) },
      },
    },
    async (request) => ok(await importOf(app.db, request.params.id)),
  );

  app.get(
    '/admin/catalogue/imports/:id/report.csv',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        security,
        summary: 'An import’s report as CSV: each row of the file, its SKU, outcome (changed, unchanged, failed, pending) and why',
        params: catalogueImportParams,
        response: catalogueCsvAnswers,
      },
    },
    async (request, reply) =>
      sendCsv(reply, `catalogue-import-${request.params.id}`, await importReportCsv(app.db, request.params.id, request.locale)),
  );

  app.get(
    '/admin/catalogue/grid',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        security,
        summary:
          'The bulk editor’s rows: the admin product list’s page (q, state, keyset) with each product’s variants — price, special price ' +
          '(satang), stock — and the product’s state',
        querystring: adminProductsQuery,
        response: { 200: envelopeOf(bulkGridPage) },
      },
    },
    async (request) => ok(await bulkGrid(app.db, request.query, request.locale)),
  );

  app.post(
    '/admin/catalogue/bulk/check',
    {
      config: { permission: 'catalog.write', alsoNeeds: changesNeed },
      schema: {
        tags,
        security,
        summary:
          'The bulk editor’s preview: the changes of POST admin/catalogue/bulk checked against the variants as they stand, nothing ' +
          'written — each variant’s figures before and after, and every change the rules refuse ({field: changes.<i>.<field>, message}). ' +
          'The same permissions as applying them',
        body: bulkEditBody,
        response: { 200: envelopeOf(bulkEditPreview) },
      },
    },
    async (request) => ok(await previewBulkEdit(app.db, request.body, request.locale)),
  );

  app.post(
    '/admin/catalogue/bulk',
    {
      config: { permission: 'catalog.write', alsoNeeds: changesNeed },
      schema: {
        tags,
        security,
        summary:
          'The bulk editor’s changes {changes: [{variant_id, price?, special_price?, stock?, status?}]} (satang; stock a count) applied all or ' +
          'nothing in one transaction, each audited; prices.write / stock.adjust with the second factor for what they change',
        body: bulkEditBody,
        response: { 200: envelopeOf(bulkEditResult) },
      },
    },
    async (request) => {
      const answer = await applyBulkEdit(app.db, request.body, auditOf(request), effects);
      effects.onBatch();
      return ok(answer);
    },
  );

  app.post(
    '/admin/catalogue/bulk/undo',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        security,
        summary:
          'Undo the caller’s last bulk edit: its inverse in one transaction; 409 BULK_CHANGED_SINCE if any of its variants changed since, ' +
          '404 BULK_NOTHING_TO_UNDO',
        response: { 200: envelopeOf(bulkEditResult) },
      },
    },
    async (request) => {
      // The undo changes what the edit changed: the same permissions (prices and stock with the second factor).
      // Known only once the edit is read: the guard's own check, from the service.
      const answer = await undoBulkEdit(app.db, auditOf(request), effects, app.clock(), (fields) =>
        refuseUnlessAllowed(guardedStaff(request), permissionsFor(fields)),
      );
      effects.onBatch();
      return ok(answer);
    },
  );
};
