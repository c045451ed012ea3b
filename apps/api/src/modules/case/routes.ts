import multipart from '@fastify/multipart';
import {
  caseDetail,
  caseParams,
  myCasesPage,
  myCasesQuery,
  openCaseFields,
  replyFields,
  staffCaseBody,
  staffCaseDetail,
  staffCaseParams,
  staffCaseQueue,
  staffCaseQueueQuery,
  type AdminCaseDetail,
} from '@talad/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { guardedCustomer, requireUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { idempotencyKeyOf, type IdempotentAnswer } from '../../platform/idempotency.ts';
import { requireStaffKey } from '../../platform/staff-key.ts';
import { closeMyCase, myCase, myCases, openCase, replyToCase, type CaseMember } from './member-cases.ts';
import { systemActor } from '../audit/index.ts';
import { deskCase, deskCaseMove, sharedKeyQueue } from './desk-cases.ts';
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

/** A desk case as the shared key's answers had it (no member id, no staff names). */
function sharedKeyView({ customer_id: _id, messages, ...detail }: AdminCaseDetail) {
  return { ...detail, messages: messages.map(({ staff_name: _name, ...message }) => message) };
}

/** The staff's side of support cases (and `npm run shop -- case-…`): behind x-staff-key, not signed like the web app's calls. */
export const staffCaseRoutes: FastifyPluginAsyncZod<{ staffKey: string }> = async (app, options) => {
  // Checked before the query or body is read: a caller without the key learns nothing from validation errors.
  const staff = { onRequest: requireStaffKey(options.staffKey), config: { signed: false } };
  const tags = ['staff'];
  const security = [{ staffKey: [] }];

  app.get(
    '/staff/cases',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: 'Cases in one state (OPEN by default), the longest waiting first',
        querystring: staffCaseQueueQuery,
        response: { 200: envelopeOf(staffCaseQueue) },
      },
    },
    async (request) => ok(await sharedKeyQueue(app.db, request.query.status, request.query.page, request.query.size)),
  );

  app.get(
    '/staff/cases/:case_no',
    {
      ...staff,
      schema: { tags, security, summary: 'A case with its thread', params: caseParams, response: { 200: envelopeOf(staffCaseDetail) } },
    },
    async (request) => ok(sharedKeyView(await deskCase(app.db, request.params.case_no))),
  );

  app.post(
    '/staff/cases/:case_no/:action',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: 'Answer a case {message} (e-mailed to the member) or close it {message?}',
        params: staffCaseParams,
        body: staffCaseBody,
        response: { 200: envelopeOf(staffCaseDetail) },
      },
    },
    async (request) => {
      // The shared key names nobody: its answers are the shop's own in the audit log.
      const agent = { staff: null, actor: systemActor('staff-key'), context: { requestId: request.id, address: request.ip } };
      const { case_no: caseNo, action } = request.params;
      return ok(sharedKeyView(await deskCaseMove(app.db, app.media, caseNo, action, request.body, agent, app.clock())));
    },
  );
};
