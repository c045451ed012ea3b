import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = [
  'appId',
  'sign',
  'timestamp',
  'platform',
  'authorization',
  'content-type',
  'accept-language',
  'idempotency-key',
  'x-request-id',
];

export async function registerSecurity(app: FastifyInstance, webOrigins: string[]) {
  await app.register(helmet, { global: true });
  // The docs page runs Swagger UI's own scripts and styles; the API's strict CSP is for JSON answers.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/docs')) reply.removeHeader('content-security-policy');
  });
  await app.register(cors, {
    origin: webOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
}
