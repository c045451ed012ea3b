import {
  adminContentParams,
  adminContentQuery,
  adminContentRows,
  contentPreview,
  contentPublishBody,
  type AdminContentQuery,
  type AdminContentRows,
  type ContentPreview,
} from '@talad/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import '../../platform/app-services.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { auditOf } from '../audit/index.ts';
import type { Database } from '../../db/client.ts';
import type { Author } from './author.ts';

/** One kind of written content's routes under admin/{path} (decisions 0055, 0060): its schemas and services. */
export interface WrittenKind<Answer, Create, Edit> {
  path: string;
  /** "blog post", "custom page", "live show": the summaries' noun. */
  noun: string;
  answer: z.ZodType<Answer>;
  createBody: z.ZodType<Create>;
  editBody: z.ZodType<Edit>;
  list(db: Database, query: AdminContentQuery, now: Date): Promise<AdminContentRows>;
  one(db: Database, id: number, now: Date): Promise<Answer>;
  create(db: Database, body: Create, author: Author): Promise<Answer>;
  edit(db: Database, id: number, body: Edit, author: Author): Promise<Answer>;
  publishing(db: Database, id: number, at: Date | null | undefined, author: Author): Promise<Answer>;
  /** The shop page with a signed link valid 30 minutes; none for what has no preview (live shows). */
  preview?: (db: Database, id: number) => Promise<ContentPreview>;
}

/** Who changes content, as the audit log names them, at the API's clock. */
export const authorOf = (app: FastifyInstance, request: FastifyRequest): Author => ({ ...auditOf(request), now: app.clock() });

/**
 * The lifecycle's routes of one kind, content.write: list by status, one, create (a draft), edit, publish now or at
 * a time ahead, unpublish, preview. After each change commits the catalogue's caches empty, which every API process
 * and (with Redis, or the web's asking every 2 s: decision 0056) every web process's page cache hear.
 */
export function writtenRoutes<Answer, Create, Edit>(app: FastifyInstance, kind: WrittenKind<Answer, Create, Edit>): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ staffToken: [] }];
  const config = { permission: 'content.write' } as const;
  const params = adminContentParams;
  const one = { 200: envelopeOf(kind.answer) };
  const base = `/admin/${kind.path}`;
  const changed = <T>(answer: T): T => {
    app.catalogueCaches.clear();
    return answer;
  };
  const summary = (text: string) => ({ tags, security, summary: text.replace('{noun}', kind.noun) });

  typed.get(
    base,
    {
      config,
      schema: {
        ...summary('Each {noun}, newest written first, by status (draft, scheduled, published), in keyset pages'),
        querystring: adminContentQuery,
        response: { 200: envelopeOf(adminContentRows) },
      },
    },
    async (request) => ok(await kind.list(app.db, request.query, app.clock())),
  );
  typed.get(`${base}/:id`, { config, schema: { ...summary('One {noun} as its form edits it'), params, response: one } }, async (request) =>
    ok(await kind.one(app.db, request.params.id, app.clock())),
  );
  typed.post(
    base,
    {
      config,
      schema: {
        ...summary('A new {noun}, a draft until published: Thai and English texts side by side. 409 CONTENT_SLUG_TAKEN'),
        body: kind.createBody,
        response: one,
      },
    },
    async (request) => ok(changed(await kind.create(app.db, request.body as Create, authorOf(app, request)))),
  );
  typed.patch(
    `${base}/:id`,
    { config, schema: { ...summary('Edit a {noun}’s fields (those left out stay); audited'), params, body: kind.editBody, response: one } },
    async (request) => ok(changed(await kind.edit(app.db, request.params.id, request.body as Edit, authorOf(app, request)))),
  );
  typed.post(
    `${base}/:id/publish`,
    {
      config,
      schema: {
        ...summary('Publish a {noun} now, or at a time ahead (a schedule; 422 CONTENT_SCHEDULE_PAST for a time gone)'),
        params,
        body: contentPublishBody,
        response: one,
      },
    },
    async (request) => {
      const at = request.body.at ? new Date(request.body.at) : null;
      return ok(changed(await kind.publishing(app.db, request.params.id, at, authorOf(app, request))));
    },
  );
  typed.post(
    `${base}/:id/unpublish`,
    { config, schema: { ...summary('Take a {noun} back to a draft: shoppers no longer see it'), params, response: one } },
    async (request) => ok(changed(await kind.publishing(app.db, request.params.id, undefined, authorOf(app, request)))),
  );
  const { preview } = kind;
  if (!preview) return;
  typed.post(
    `${base}/:id/preview`,
    {
      config,
      schema: {
        ...summary('The shop page of the {noun} as it stands (draft or not) with a signed link valid 30 minutes'),
        params,
        response: { 200: envelopeOf(contentPreview) },
      },
    },
    async (request) => ok(await preview(app.db, request.params.id)),
  );
}
