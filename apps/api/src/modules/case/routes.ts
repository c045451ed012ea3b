import multipart from '@fastify/multipart';
import { caseDetail, caseParams, myCasesPage, myCasesQuery, openCaseFields, replyFields } from '@talad/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { guardedCustomer, requireUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { idempotencyKeyOf, type IdempotentAnswer } from '../../platform/idempotency.ts';
import { closeMyCase, myCase, myCases, openCase, replyToCase, type CaseMember } from './member-cases.ts';
import { CASE_MULTIPART_LIMITS, readCaseUpload } from './upload.ts';

/** A repeated write answers the first one's answer again, and says so in a header. */
function replay<T>(reply: FastifyReply, done: IdempotentAnswer<T>) {
  reply.code(done.status as 200);
  if (done.replayed) reply.header('idempotent-replayed', 'true');
  return ok(done.answer);
}

/** Support cases of spec §2 /case-management (issue #14): members open, read, reply to and close their own cases. */
export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: CASE_MULTIPART_LIMITS });
  const tags = ['case'];
  const security = [{ bearer: [] }];
  const member = { preHandler: requireUser };
  const one = { 200: envelopeOf(caseDetail) };
  const memberOf = (request: FastifyRequest & { locale: CaseMember['locale'] }): CaseMember => ({
    customerId: guardedCustomer(request).id,
    locale: request.locale,
  });

  app.get(
    '/cases',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'My support cases, the latest activity first',
        querystring: myCasesQuery,
        response: { 200: envelopeOf(myCasesPage) },
      },
    },
    async (request) => ok(await myCases(app.db, memberOf(request), request.query)),
  );

  app.get(
    '/cases/:case_no',
    {
      ...member,
      schema: { tags, security, summary: 'One of my cases with its thread (marks the answers seen)', params: caseParams, response: one },
    },
    async (request) => ok(await myCase(app.db, memberOf(request), request.params.case_no, app.clock())),
  );

  app.post(
    '/cases',
    {
      ...member,
      schema: {
        tags,
        security,
        summary:
          'Open a case (multipart: topic, order_no for one of my orders or none, message, up to 3 photos as file); Idempotency-Key header',
        consumes: ['multipart/form-data'],
        response: one,
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const { fields, photos } = await readCaseUpload(request, openCaseFields);
      const write = { media: app.media, now: app.clock(), idempotencyKey };
      return replay(reply, await openCase(app.db, memberOf(request), fields, photos, write));
    },
  );

  app.post(
    '/cases/:case_no/messages',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Reply to my case (multipart: message, up to 3 photos as file); an answered case opens again; Idempotency-Key header',
        consumes: ['multipart/form-data'],
        params: caseParams,
        response: one,
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const { fields, photos } = await readCaseUpload(request, replyFields);
      const write = { media: app.media, now: app.clock(), idempotencyKey };
      return replay(reply, await replyToCase(app.db, memberOf(request), request.params.case_no, fields.message, photos, write));
    },
  );

  app.post(
    '/cases/:case_no/close',
    { ...member, schema: { tags, security, summary: 'Close my case (repeat-safe)', params: caseParams, response: one } },
    async (request) => ok(await closeMyCase(app.db, memberOf(request), request.params.case_no, app.clock())),
  );
};
