import { outboxMessage, outboxQuery, type OutboxMessage } from '@talad/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessages } from '../../db/schema/index.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { parseUsername } from './members.ts';

/** Registered only when NODE_ENV is not production: the dev console and browser tests read codes here. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    { schema: { tags: ['dev'], summary: 'Messages the local sender wrote to a phone or e-mail, newest first', querystring: outboxQuery, response: { 200: envelopeOf(z.array(outboxMessage)) } } },
    async (request) => {
      const to = parseUsername(request.query.to)?.value ?? request.query.to;
      const messages = await app.db.select().from(outboxMessages).where(eq(outboxMessages.to, to)).orderBy(desc(outboxMessages.id)).limit(50);
      return ok(messages.map(({ createdAt, ...message }): OutboxMessage => ({ ...message, created_at: createdAt.toISOString() })));
    },
  );
};
