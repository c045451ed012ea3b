import { outboxMessage, outboxQuery, type OutboxMessage } from '@talad/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessages } from '../../db/schema/index.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { parseUsername } from './members.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The outbox holds every sign-in and reset code, so only a caller on this machine may read it: the socket's own
 * address, never X-Forwarded-For, and no request a proxy passed on (a proxy on this machine is loopback too).
 */
function isLocalCaller(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** Anyone else meets the route that does not exist. */
async function localCallersOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!isLocalCaller(request)) return reply.callNotFound();
}

/** Registered only with DEV_OUTBOX=http (tests, local development; decision 0016): codes read by tests on this machine. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      onRequest: localCallersOnly,
      schema: {
        tags: ['dev'],
        summary: 'Messages the local sender wrote to a phone or e-mail, newest first (loopback callers only)',
        querystring: outboxQuery,
        response: { 200: envelopeOf(z.array(outboxMessage)) },
      },
    },
    async (request) => {
      const to = parseUsername(request.query.to)?.value ?? request.query.to;
      const messages = await app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, to))
        .orderBy(desc(outboxMessages.id))
        .limit(50);
      return ok(messages.map(({ createdAt, ...message }): OutboxMessage => ({ ...message, created_at: createdAt.toISOString() })));
    },
  );
};
